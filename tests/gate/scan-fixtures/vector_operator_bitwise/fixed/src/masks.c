#include <emmintrin.h>

/* Keeps the bytes of value that lie inside [low, high], zero elsewhere. */
__m128i keep_in_range(__m128i value, __m128i low, __m128i high)
{
    __m128i above, below, inside;
    above = _mm_cmpgt_epi8(value, _mm_sub_epi8(low, _mm_set1_epi8(1)));
    below = _mm_cmplt_epi8(value, _mm_add_epi8(high, _mm_set1_epi8(1)));
    inside = _mm_and_si128(above, below);
    return _mm_and_si128(_mm_srli_epi16(value, 0), inside);
}

int any_byte_set(const __m128i *words, int count)
{
    __m128i seen = _mm_setzero_si128();
    for (int i = 0; i < count; ++i)
        _mm_storeu_si128((__m128i *)&seen, _mm_or_si128(seen, words[i]));
    return _mm_movemask_epi8(_mm_cmpeq_epi8(seen, _mm_setzero_si128())) != 0xFFFF;
}
