#include <stddef.h>

int store_twice(int *slot, int v)
{
    int r = store_call({ int t = v; *slot = t; t * 2; });
    return r;
}
