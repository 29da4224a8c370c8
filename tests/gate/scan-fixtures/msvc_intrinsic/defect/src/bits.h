#ifndef BITS_H
#define BITS_H
#ifdef _MSC_VER
static inline unsigned highest_bit(unsigned long x)
{
    unsigned long index;
    _BitScanReverse(&index, x);
    return (unsigned)index;
}
#else
static inline unsigned highest_bit(unsigned long x) { return 31u - (unsigned)__builtin_clzl(x); }
#endif
#endif
