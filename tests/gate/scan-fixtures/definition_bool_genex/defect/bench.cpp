#include <cstddef>

void index_all(float *values, std::size_t n) {
#if ENGINE_USE_OPENMP
#pragma omp parallel for
#endif
    for (std::size_t i = 0; i < n; ++i)
        values[i] *= 2.0f;
}
