#include <immintrin.h>

__m512 interleave(__m512 a, __m512 b) {
  return _mm512_castpd_ps(
      _mm512_unpacklo_pd(_mm512_castps_pd(a), _mm512_castps_pd(b)));
}

long long first_lane(__m256i v) {
  __m256i same = static_cast<__m256i>(v);
  return same.m256i_i64[0];
}

const __m512 *as_vectors(const float *p) { return reinterpret_cast<const __m512 *>(p); }
