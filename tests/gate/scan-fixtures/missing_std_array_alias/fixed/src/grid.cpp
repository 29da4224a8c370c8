#include "grid.h"

namespace grids {
double Grid::cell(std::size_t i) const
{
    return cells_[i % 9];
}
}
