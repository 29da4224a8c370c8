#include "text.h"
#include <windows.h>

namespace text {
void
usleep(unsigned long micros)
{
    Sleep(static_cast<DWORD>(micros / 1000));
}

inline int
strcasecmp(const char *a, const char *b)
{
    return _stricmp(a, b);
}

bool same_key(const char *a, const char *b) { return strcasecmp(a, b) == 0; }
}
