#include "trace.h"

static int enabled;

void kv_trace_enable(int on)
{
    enabled = on;
}

int kv_trace_enabled(void)
{
    return enabled;
}
