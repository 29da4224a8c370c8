#ifndef SHAPES_COLOR_INTERNAL_H
#define SHAPES_COLOR_INTERNAL_H

#include "shapes/shapes.h"

/* Marked for the tests, in a header the library does not install. */
SHAPES_API int color_channel(unsigned c, int shift);
SHAPES_API unsigned color_clamp(int v);
SHAPES_API unsigned color_pack(int r, int g, int b);
/* Unmarked, uncalled outside the DLL, in no public header: the library's own. */
unsigned color_blend(unsigned a, unsigned b, int weight);

#endif
