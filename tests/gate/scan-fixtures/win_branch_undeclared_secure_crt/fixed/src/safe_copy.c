#include <string.h>
#include "safe_copy.h"

#ifndef _MSC_VER
int strcpy_s(char *dst, size_t size, const char *src)
{
    size_t n = strlen(src);
    if (n >= size)
        return 34;
    memcpy(dst, src, n + 1);
    return 0;
}
#endif
