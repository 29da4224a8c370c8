#include <vendor/device_api.h>

void *engine_device(void)
{
#ifdef _WIN32
    HANDLE device = 0;
    return device;
#else
    return 0;
#endif
}
