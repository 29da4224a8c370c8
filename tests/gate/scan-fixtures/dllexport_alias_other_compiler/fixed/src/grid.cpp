#include "grid/grid.h"

namespace grid {

Tile::Tile(int id) : id_(id) {}
TileSet::TileSet() = default;

} // namespace grid
