#include "arch.h"
#include <numeric>
#include <vector>

std::vector<int> lane_ids(int count)
{
    std::vector<int> ids(count);
    std::iota(ids.begin(), ids.end(), 0);
    return ids;
}
