#ifndef KV_H
#define KV_H

#ifdef _MSC_VER
#define KV_EXPORT __declspec(dllexport)
#else
#define KV_EXPORT
#endif

typedef struct kv kv;

KV_EXPORT kv *kv_open(void);
KV_EXPORT void kv_close(kv *store);
KV_EXPORT int kv_put(kv *store, const char *key, int value);
KV_EXPORT int kv_count(const kv *store);

#endif
