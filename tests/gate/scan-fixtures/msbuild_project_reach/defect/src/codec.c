#include <string.h>

int codec_copy(char *dst, const char *src, int n)
{
    memcpy(dst, src, (size_t)n);
    return n;
}
