#include <windows.h>

long clock_ticks_per_second()
{
    return 1000;
}
