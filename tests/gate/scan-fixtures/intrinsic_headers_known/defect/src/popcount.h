#include <nmmintrin.h>
#include <pmmintrin.h>

inline int bits(unsigned v) { return _mm_popcnt_u32(v); }
