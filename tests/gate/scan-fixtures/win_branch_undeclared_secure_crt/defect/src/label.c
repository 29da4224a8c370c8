#include <string.h>
#include "safe_copy.h"

/* copies at most size - 1 bytes of a label, always terminated */
void label_copy(char *dst, size_t size, const char *src)
{
#ifdef _WIN32
    strcopy_s(dst, size, src);
#else
    strncpy(dst, src, size - 1);
    dst[size - 1] = '\0';
#endif
}
