#include <string.h>

int same_name(const char *a, const char *b)
{
    return _stricmp(a, b) == 0;
}
