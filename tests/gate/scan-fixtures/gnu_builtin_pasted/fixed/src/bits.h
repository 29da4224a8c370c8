#define BITS_PASTE(a, b) a##b
#define BITS_BUILTIN(name) BITS_PASTE(__builtin_, name)
#define BITS_BUILTIN_RAW(name) __builtin_ ## name
#if defined(__GNUC__)
static inline int bits_leading(unsigned x) { return BITS_BUILTIN(clz)(x); }
#else
static inline int bits_leading(unsigned x)
{
    int n = 0;
    while (n < 32 && !(x & 0x80000000u)) {
        x <<= 1;
        ++n;
    }
    return n;
}
#endif
