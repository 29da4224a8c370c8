#include "tiles.h"

int chunk_of() { return tile_static<4>::size; }
