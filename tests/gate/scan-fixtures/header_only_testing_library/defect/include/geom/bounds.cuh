#pragma once
#include <limits>

namespace geom {
__host__ __device__ inline float no_bound() { return std::numeric_limits<float>::max(); }
}
