#include "clock_config.h"
#include <cstdint>

std::int64_t clock_ticks()
{
#ifdef _WIN32
    LARGE_INTEGER now;
    QueryPerformanceCounter(&now);
    return now.QuadPart;
#else
    return 0;
#endif
}
