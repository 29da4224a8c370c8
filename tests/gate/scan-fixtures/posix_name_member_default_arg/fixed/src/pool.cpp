#include "pool.h"
#include <stdlib.h>
#include <string.h>

void *Pool::dup(const void *data, size_t size, bool terminate)
{
    char *p = static_cast<char *>(malloc(size + (terminate ? 1 : 0)));
    if (p)
        memcpy(p, data, size);
    return p;
}

int Pool::clone_handle(int handle)
{
    return handle + (dup(&handle, sizeof handle) != NULL);
}
