#pragma once
#include <algorithm>

namespace engine {
inline int widest(int a, int b) { return std::max(a, b); }
}
