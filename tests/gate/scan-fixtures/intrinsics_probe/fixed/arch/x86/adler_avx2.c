#include <immintrin.h>
__attribute__((target("avx2"))) unsigned adler_avx2(const unsigned char *p, unsigned n)
{
    __m256i acc = _mm256_setzero_si256();
    (void)p;
    return n + (unsigned)_mm256_movemask_epi8(acc);
}
