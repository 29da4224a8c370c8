#include "grid/grid.h"

namespace grid {

const int Steps::table[] = {1, 2, 4, 8};

} // namespace grid
