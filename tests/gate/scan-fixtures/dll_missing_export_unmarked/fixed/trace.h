#ifndef KV_TRACE_H
#define KV_TRACE_H

#include "kv.h"

/* Marked, as the library's test calls them. */
KV_EXPORT void kv_trace_enable(int on);
KV_EXPORT int kv_trace_enabled(void);

#endif
