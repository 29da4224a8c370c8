#pragma once
#include <algorithm>

inline int widest(int a, int b) { return std::max(a, b); }
