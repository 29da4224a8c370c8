#include "layer.h"
#include <algorithm>

float clip(const Layer& layer, float v)
{
    return std::min(std::max(v, 0.f), layer.count ? layer.weights[0] : 1.f);
}
