#include <Geometry/Core>
#include <vector>

int smallest(const std::vector<int>& v) { return *std::min_element(v.begin(), v.end()) + std::clamp(v[0], 0, 9); }
