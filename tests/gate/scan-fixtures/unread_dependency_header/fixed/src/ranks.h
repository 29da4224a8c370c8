#pragma once
#include <vector>

inline std::vector<int> ranks(size_t n)
{
    std::vector<int> r(n);
    std::iota(r.begin(), r.end(), 0);
    return r;
}
