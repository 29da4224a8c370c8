#include <cstddef>

void scale(float *x, std::size_t n, float a)
{
#pragma omp parallel for
    for (size_t i = 0; i < n; ++i)
        x[i] *= a;
}
