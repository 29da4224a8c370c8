#include "tiles.h"

int tiles_count(int width, int height) { return width * height; }
