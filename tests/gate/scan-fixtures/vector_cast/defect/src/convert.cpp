#include <immintrin.h>

__m512 interleave(__m512 a, __m512 b) {
  return reinterpret_cast<__m512>(
      _mm512_unpacklo_pd(reinterpret_cast<__m512d>(a), reinterpret_cast<__m512d>(b)));
}

long long first_lane(__m256i v) {
  return static_cast<__v4di>(v)[0];
}

const __m512 *as_vectors(const float *p) { return reinterpret_cast<const __m512 *>(p); }
