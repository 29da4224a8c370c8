#include <stdio.h>

#ifdef METER_DEBUG
#define METER_LOG(fmt, args...) fprintf(stderr, fmt, ##args)
#else
#define METER_LOG(fmt, args...)
#endif
#define METER_WARN(x...) fprintf(stderr, x)
#define METER_TRACE(fmt, ...) fprintf(stderr, fmt, __VA_ARGS__)

int meter_open(const char *name)
{
    METER_LOG("open %s\n", name);
    METER_WARN("opening\n");
    METER_TRACE("%s\n", name);
    return 0;
}
