#pragma once
#include <array>
#include <cstddef>
#include <vector>

namespace grids {
template <typename T, std::size_t N>
struct Packed {
    typedef std::array<T, N> Storage;
    using Row = std::array<T, N>;
    typedef typename Storage::iterator Iterator;
};

class Grid {
public:
    double cell(std::size_t i) const;

private:
    std::array<double, 9> cells_{};
    std::vector<int> marks_;
};
}
