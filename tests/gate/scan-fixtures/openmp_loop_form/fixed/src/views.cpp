#include <vector>

float sum_views(const std::vector<float> &views, std::vector<float> &out)
{
#pragma omp parallel for
    for (int k = 0; k < (int)views.size(); ++k)
        out[k] = views[k] * 2.0f;
#pragma omp parallel for
    for (int k = 0; k < (int)views.size(); ++k)
        out[k] += views[k];
#pragma omp parallel for
    for (int k = 0; k < (int)out.size(); ++k)
        out[k] += 1.0f;
    return out.empty() ? 0.0f : out[0];
}
