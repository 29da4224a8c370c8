#include "capture.h"

int capture_open(const char *device)
{
    return device != 0 ? platform_open(device) : -1;
}
