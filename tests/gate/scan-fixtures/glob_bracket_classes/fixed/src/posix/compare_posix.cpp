#include <strings.h>

int quill_posix_same(const char *a, const char *b)
{
    return strcasecmp(a, b) == 0;
}
