#include <string.h>
#include <strings.h>

int same_key(const char *a, const char *b)
{
    return strcasecmp(a, b) == 0;
}
