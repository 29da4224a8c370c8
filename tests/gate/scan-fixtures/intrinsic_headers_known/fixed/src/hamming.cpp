#include "popcount.h"
#include <numeric>
#include <vector>

std::vector<int> indexes(int n)
{
    std::vector<int> all(n);
    std::iota(all.begin(), all.end(), 0);
    return all;
}
