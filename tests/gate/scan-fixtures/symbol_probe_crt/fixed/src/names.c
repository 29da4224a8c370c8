#include "compat.h"

int same_name(const char *a, const char *b)
{
    return strcasecmp(a, b) == 0;
}
