#include <vector>

float sum_views(const std::vector<float> &views, std::vector<float> &out)
{
#pragma omp parallel for
    for (auto it = views.begin(); it < views.end(); ++it)
        out[it - views.begin()] = *it * 2.0f;
#pragma omp parallel for
    for (int k = 0; k != (int)views.size(); ++k)
        out[k] += views[k];
#pragma omp parallel for
    for (std::vector<float>::iterator it = out.begin(); it < out.end(); ++it)
        *it += 1.0f;
    return out.empty() ? 0.0f : out[0];
}
