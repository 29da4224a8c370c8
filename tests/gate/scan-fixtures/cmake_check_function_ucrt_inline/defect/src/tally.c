#include <stdio.h>

int tally_format(char *out, size_t size, int count)
{
    return snprintf(out, size, "%d", count);
}
