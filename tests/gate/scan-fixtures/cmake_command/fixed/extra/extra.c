#include <string.h>

int same_extra(const char *a, const char *b)
{
    return strcasecmp(a, b) == 0;
}
