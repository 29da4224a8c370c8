#include <stddef.h>

#define store_guard(body) \
    if (slot) {           \
        body              \
    }

void store_twice(int *slot, int v)
{
    store_guard({ int t = v; *slot = t * 2; });
}
