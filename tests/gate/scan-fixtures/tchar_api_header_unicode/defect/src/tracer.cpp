#include "notify.h"
#include <windows.h>

unsigned long tracer_level(char *buffer, unsigned long size)
{
    return GetEnvironmentVariable("TRACER_LEVEL", buffer, size);
}
