#include <windows.h>
#include "engine.h"

/* listed only under if(WIN32): get_flags reads i and len it never declares */
int engine_capture_flags(const char *name)
{
    char buffer[64];
    for (i = 0; name[i] != '\0' && i < sizeof buffer - 1; i++)
        buffer[i] = name[i];
    len = i;
    return (int)len;
}
