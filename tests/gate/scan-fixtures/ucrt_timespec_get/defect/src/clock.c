#include "clock.h"

int clk_timespec_get(struct timespec *tp)
{
#if defined(_WIN32)
    return clk_timspec_get(tp);
#else
    return clock_gettime(CLOCK_REALTIME, tp);
#endif
}
