#include <cstddef>

void scale(float *x, std::size_t n, float a)
{
#pragma omp parallel for
    for (long long i = 0; i < (long long)n; ++i)
        x[i] *= a;
}
