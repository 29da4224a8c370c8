#include "ring.h"

inline unsigned RING_ALWAYS_INLINE ring_next(unsigned at, unsigned size)
{
    return at + 1 == size ? 0 : at + 1;
}

inline unsigned
ring_free(unsigned head, unsigned tail, unsigned size)
{
    return head >= tail ? size - (head - tail) - 1 : tail - head - 1;
}

/* used in this unit only: its own calls need no external symbol */
inline unsigned ring_half(unsigned size)
{
    return size / 2;
}

static inline unsigned ring_mask(unsigned size)
{
    return size - 1;
}

unsigned ring_advance(unsigned at, unsigned size)
{
    return ring_next(at, size) & ring_mask(ring_half(size) * 2);
}
