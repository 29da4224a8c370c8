#include <sys/time.h>

long timer_now_us(void)
{
    struct timeval now;
    gettimeofday(&now, 0);
    return now.tv_sec * 1000000L + now.tv_usec;
}
