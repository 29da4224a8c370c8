#pragma once
#include <vector>
inline void order(std::vector<int>& v) { std::sort(v.begin(), v.end()); }
namespace xstd { inline void sort(int) {} }
inline void other() { xstd::sort(1); }
