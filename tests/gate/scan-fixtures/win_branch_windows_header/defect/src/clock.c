#ifdef _WIN32
#include <windows.h>
#endif

unsigned long engine_ticks(void)
{
#ifdef _WIN32
    return (unsigned long)GetTickCount64();
#else
    return 0;
#endif
}
