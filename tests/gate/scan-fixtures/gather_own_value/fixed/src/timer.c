#include <time.h>

long timer_now_us(void)
{
    struct timespec now;
    timespec_get(&now, TIME_UTC);
    return now.tv_sec * 1000000L + now.tv_nsec / 1000L;
}
