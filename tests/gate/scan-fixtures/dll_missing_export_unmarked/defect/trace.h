#ifndef KV_TRACE_H
#define KV_TRACE_H

/* Nothing in this header carries KV_EXPORT. */
extern void kv_trace_enable(int on);
extern int kv_trace_enabled(void);

#endif
