#include "hints.h"

#if defined(HAVE_TLS_KEYWORD)
static TLS_SLOT int depth;
#endif

int find_root(const int *parent, int x)
{
    while (parent[x] != x)
        x = parent[x];
    return x;
}
