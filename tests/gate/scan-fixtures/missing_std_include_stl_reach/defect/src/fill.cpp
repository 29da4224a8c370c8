#include <vector>

std::vector<int> doubled(const std::vector<int>& in)
{
    std::vector<int> out;
    auto sink = std::back_inserter(out);
    for (int v : in)
        *sink++ = v * 2;
    return out;
}
