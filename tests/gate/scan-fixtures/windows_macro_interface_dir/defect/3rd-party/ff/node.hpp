#pragma once
#include <algorithm>

inline int widest_node(int a, int b) { return std::max(a, b); }
