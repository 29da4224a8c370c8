#include <vector>
#include <functional>
#include <queue>

int smallest_first(const std::vector<int> &costs)
{
    std::priority_queue<int, std::vector<int>, std::greater<int>> open(costs.begin(), costs.end());
    return open.empty() ? -1 : open.top();
}
