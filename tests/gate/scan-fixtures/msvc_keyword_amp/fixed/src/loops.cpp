#include "tiles.h"

int chunk_of() { return tile_fixed<4>::size; }
