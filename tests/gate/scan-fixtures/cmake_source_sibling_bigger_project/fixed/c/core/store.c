#include <stdio.h>

int store_flush(FILE *f)
{
    return fflush(f);
}
