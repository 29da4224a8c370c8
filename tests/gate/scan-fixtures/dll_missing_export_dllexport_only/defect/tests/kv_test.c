#include "../kv.h"
#include "../trace.h"

int main(void)
{
    kv *store = kv_open();
    kv_trace_enable(1);
    int n = kv_put(store, "a", 1) + kv_count(store);
    kv_close(store);
    return n == 2 ? 0 : 1;
}
