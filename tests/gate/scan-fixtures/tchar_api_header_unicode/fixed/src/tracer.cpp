#include "notify.h"
#include <windows.h>

unsigned long tracer_level(char *buffer, unsigned long size)
{
    return GetEnvironmentVariableA("TRACER_LEVEL", buffer, size);
}
