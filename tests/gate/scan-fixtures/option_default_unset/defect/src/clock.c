#include <sys/time.h>

double engine_seconds(void)
{
    struct timeval now;
    gettimeofday(&now, 0);
    return now.tv_sec + now.tv_usec * 1e-6;
}
