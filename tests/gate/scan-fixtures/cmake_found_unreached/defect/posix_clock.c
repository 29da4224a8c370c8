#include <sys/time.h>
long app_now_us(void)
{
    struct timeval tv;
    gettimeofday(&tv, 0);
    return (long)tv.tv_sec * 1000000L + (long)tv.tv_usec;
}
