#include <immintrin.h>

void accumulate(const float *a, float *out) {
  __m256 acc = _mm256_loadu_ps(a);
  acc = _mm256_add_ps(acc, acc);
  _mm256_storeu_ps(out, acc);
}

const char *describe() { return "asm volatile(...) is not used on MSVC"; }
