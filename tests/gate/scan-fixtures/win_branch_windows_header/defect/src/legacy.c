#include "compat.h"

DWORD engine_legacy_flags(void)
{
#ifdef _WIN32
    DWORD flags = 0;
    return flags;
#else
    return 1;
#endif
}
