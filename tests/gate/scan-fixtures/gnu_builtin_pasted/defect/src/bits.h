#define BITS_CLZ32(x) __builtin_clz(x)
static inline int bits_leading(unsigned x) { return BITS_CLZ32(x); }
