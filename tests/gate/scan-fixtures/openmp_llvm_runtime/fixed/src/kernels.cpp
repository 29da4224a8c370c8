#include <cstddef>
#include <vector>

float peak(const std::vector<float> &x)
{
    float best = 0.0f;
#pragma omp parallel for reduction(max:best)
    for (std::size_t i = 0; i < x.size(); ++i)
        if (x[i] > best)
            best = x[i];
#pragma omp parallel for
    for (auto it = x.begin(); it < x.end(); ++it)
        best += 0.0f * *it;
    return best;
}
