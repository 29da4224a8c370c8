#include <utility>

template <typename Model>
std::pair<double, double> ESTIMATE(
    Model& model,
    double threshold,
#ifndef FIXED_CONFIDENCE
    double confidence = 0.99,
#endif
    unsigned iterations = 0)
{
    return std::make_pair(threshold + model.bias, double(iterations));
}
