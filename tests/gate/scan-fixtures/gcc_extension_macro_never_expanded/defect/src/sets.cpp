#include "hints.h"

int find_root(const int *parent, int x)
{
    while (unlikely(parent[x] != x))
        x = parent[x];
    return x;
}
