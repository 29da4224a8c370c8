#ifndef KV_TRACE_H
#define KV_TRACE_H

/* Nothing in this header carries KV_EXPORT: no sibling says what the API is (the test may
 * compile the library's source itself), so no finding. */
extern void kv_trace_enable(int on);
extern int kv_trace_enabled(void);

#endif
