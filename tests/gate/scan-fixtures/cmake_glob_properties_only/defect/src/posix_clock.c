#include <unistd.h>

long scope_clock_ticks(void)
{
    return sysconf(_SC_CLK_TCK);
}
