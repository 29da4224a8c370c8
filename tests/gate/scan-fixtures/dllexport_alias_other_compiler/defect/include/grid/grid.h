#pragma once
#include <memory>
#include <vector>

#include "grid/export.h"

namespace grid {

class Tile {
  public:
    explicit Tile(int id);

  private:
    int id_;
};

class GRID_API TileSet {
  public:
    TileSet();

  private:
    std::vector<std::unique_ptr<Tile>> tiles_{};
};

} // namespace grid
