#include <windows.h>

long timer_now_ms(void)
{
    return (long)GetTickCount64();
}
