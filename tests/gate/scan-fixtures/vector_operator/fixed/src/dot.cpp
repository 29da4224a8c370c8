#include <immintrin.h>

__m128 accumulate(__m128 sum, const float *a, const float *b)
{
    __m128 x = _mm_loadu_ps(a), y = _mm_loadu_ps(b);
    __m128 product = _mm_mul_ps(x, y);
    return _mm_add_ps(sum, product);
}
