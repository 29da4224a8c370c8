#include <stdio.h>

/* The size of an open file. */
long long size_of(FILE *f)
{
    fseek(f, 0, SEEK_END);
    return ftell(f);
}
