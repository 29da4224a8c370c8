#include <algorithm>
#include <vector>

void rank(std::vector<int>& values)
{
    std::sort(values.begin(), values.end());
}
