#ifndef RING_H
#define RING_H
#ifdef _MSC_VER
#define RING_ALWAYS_INLINE __forceinline
#else
#define RING_ALWAYS_INLINE __attribute__((always_inline))
#endif
unsigned ring_next(unsigned at, unsigned size);
unsigned ring_free(unsigned head, unsigned tail, unsigned size);
#endif
