#pragma once
#include <algorithm>
#include <limits>

namespace spans {
inline long widest(long a, long b) { return std::max(a, b); }
inline long unbounded() { return std::numeric_limits<long>::max(); }
}
