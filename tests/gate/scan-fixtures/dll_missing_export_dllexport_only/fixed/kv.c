#include <stdlib.h>
#include "kv.h"
#include "trace.h"

struct kv {
    int count;
};

kv *kv_open(void)
{
    return calloc(1, sizeof(kv));
}

void kv_close(kv *store)
{
    free(store);
}

int kv_put(kv *store, const char *key, int value)
{
    (void)key, (void)value;
    if (kv_trace_enabled())
        return ++store->count;
    return store->count;
}

int kv_count(const kv *store)
{
    return store->count;
}
