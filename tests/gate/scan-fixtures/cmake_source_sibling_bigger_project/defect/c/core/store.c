#include <stdio.h>
#include <unistd.h>

int store_flush(FILE *f)
{
    fflush(f);
    return fsync(fileno(f));
}
