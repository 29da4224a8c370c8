#include "sums.h"

float total(const std::vector<float>& v)
{
    const char *doc = "std::accumulate sums them";
    (void)doc;
    return std::accumulate(v.begin(), v.end(), 0.f);
}
