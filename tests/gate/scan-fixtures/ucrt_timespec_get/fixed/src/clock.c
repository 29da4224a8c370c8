#include "clock.h"

int clk_timespec_get(struct timespec *tp)
{
#if defined(_WIN32)
    return timespec_get(tp, TIME_UTC) == TIME_UTC ? 0 : -1;
#else
    return clock_gettime(CLOCK_REALTIME, tp);
#endif
}
