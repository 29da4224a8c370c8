#include <geo/grid.h>

namespace geo {

Grid::Grid(int size) : points_(static_cast<size_t>(size), Point(0, 0)) {}

Point Grid::at(int i) const
{
    return points_[static_cast<size_t>(i)];
}

void Cache::clear() {}

} // namespace geo
