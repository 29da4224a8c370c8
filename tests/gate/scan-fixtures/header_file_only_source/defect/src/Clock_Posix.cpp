#include <unistd.h>

long clock_ticks_per_second()
{
    return sysconf(_SC_CLK_TCK);
}
