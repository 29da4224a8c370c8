#ifdef ENABLE_VSX
#include "helpervsx.h"
#define count_bits_simd vsx_count
#endif

#ifdef __s390x__
#include "helpers390x.h"
#define count_bits_simd s390_count
#endif

int count_bits(unsigned x)
{
#ifdef count_bits_simd
    return count_bits_simd(x);
#else
    int n = 0;
    for (; x; x &= x - 1)
        ++n;
    return n;
#endif
}
