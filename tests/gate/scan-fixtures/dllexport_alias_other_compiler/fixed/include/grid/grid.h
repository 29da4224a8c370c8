#pragma once
#include <memory>
#include <vector>

#include "grid/export.h"

namespace grid {

class GRID_API Tile {
  public:
    explicit Tile(int id);

  private:
    int id_;
};

class GRID_UNIX_API TileSet {
  public:
    TileSet();

  private:
    std::vector<std::unique_ptr<Tile>> tiles_{};
};

} // namespace grid
