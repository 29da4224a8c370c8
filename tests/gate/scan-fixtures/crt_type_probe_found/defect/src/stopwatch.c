#include "stopwatch_config.h"
#if HAVE_CLOCK_T
#include <time.h>
double stopwatch_seconds(void)
{
    return (double)clock() / CLOCKS_PER_SEC;
}
#else
#include <stddef.h>
#include <sys/time.h>
double stopwatch_seconds(void)
{
    struct timeval now;
    gettimeofday(&now, NULL);
    return now.tv_sec + now.tv_usec / 1e6;
}
#endif
