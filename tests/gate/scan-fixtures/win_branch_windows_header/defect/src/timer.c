#ifdef HAVE_ENGINE_CONFIG_H
#include "engine_config.h"
#endif
#include <time.h>

double engine_seconds(void)
{
#ifdef _WIN32
    LARGE_INTEGER now, rate;
    QueryPerformanceCounter(&now);
    QueryPerformanceFrequency(&rate);
    return (double)now.QuadPart / (double)rate.QuadPart;
#else
    return (double)clock() / CLOCKS_PER_SEC;
#endif
}
