#include <immintrin.h>

void accumulate(const float *a, float *out) {
  register __m256 acc asm("ymm0") = _mm256_loadu_ps(a);
  asm volatile("vaddps %%ymm0, %%ymm0, %%ymm0" ::: "memory");
  _mm256_storeu_ps(out, acc);
}

const char *describe() { return "asm volatile(...) is not used on MSVC"; }
