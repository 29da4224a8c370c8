#include <stdio.h>

#ifdef METER_DEBUG
#define METER_LOG(fmt, ...) fprintf(stderr, fmt, __VA_ARGS__)
#else
#define METER_LOG(fmt, ...)
#endif
#if defined(__GNUC__) && !defined(_MSC_VER)
#define METER_WARN(x...) fprintf(stderr, x)
#else
#define METER_WARN(...) fprintf(stderr, __VA_ARGS__)
#endif
#define METER_TRACE(fmt, ...) fprintf(stderr, fmt, __VA_ARGS__)

int meter_open(const char *name)
{
    METER_LOG("open %s\n", name);
    METER_WARN("opening\n");
    METER_TRACE("%s\n", name);
    return 0;
}
