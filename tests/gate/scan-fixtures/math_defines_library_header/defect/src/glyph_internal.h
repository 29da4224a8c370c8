#ifndef GLYPH_INTERNAL_H
#define GLYPH_INTERNAL_H
#include <math.h>
#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif
#endif
