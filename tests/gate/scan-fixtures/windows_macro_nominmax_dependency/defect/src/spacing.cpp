#include <msgpack.hpp>
#include <algorithm>
#include <vector>

std::vector<double> two_zones(double pivot, int n)
{
    std::vector<double> out;
    auto near = std::vector<double>(n, pivot);
    auto far = std::vector<double>(std::max(n / 2, 1), 1.0);
    out.insert(out.end(), near.begin(), near.end());
    out.insert(out.end(), far.begin(), far.end());
    return out;
}
