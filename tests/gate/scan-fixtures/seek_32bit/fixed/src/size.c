#include <stdio.h>

/* The size of an open file. */
long long size_of(FILE *f)
{
    _fseeki64(f, 0, SEEK_END);
    return _ftelli64(f);
}
