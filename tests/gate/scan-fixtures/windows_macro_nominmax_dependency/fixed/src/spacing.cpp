#include <msgpack.hpp>
#include <algorithm>
#include <vector>

std::vector<double> two_zones(double pivot, int n)
{
    std::vector<double> out;
    auto dense = std::vector<double>(n, pivot);
    auto sparse = std::vector<double>(std::max(n / 2, 1), 1.0);
    out.insert(out.end(), dense.begin(), dense.end());
    out.insert(out.end(), sparse.begin(), sparse.end());
    return out;
}
