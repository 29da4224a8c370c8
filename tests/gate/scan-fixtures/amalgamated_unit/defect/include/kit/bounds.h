#pragma once
#include <limits>

inline unsigned kit_top() { return std::numeric_limits<unsigned>::max(); }
