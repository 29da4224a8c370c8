#ifndef SHAPES_COLOR_H
#define SHAPES_COLOR_H

#include "shapes/shapes.h"

SHAPES_API unsigned color_rgb(int r, int g, int b);
SHAPES_API int color_red(unsigned c);
SHAPES_API int color_green(unsigned c);
SHAPES_API int color_blue(unsigned c);
/* No caller in the tree, but a public header's C API (color_): the DLL's users call it. */
unsigned color_mix(unsigned a, unsigned b);

#endif
