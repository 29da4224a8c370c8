#include <glyph/glyph.h>
#include "glyph_internal.h"

double glyph_turn(double degrees)
{
    return degrees * M_PI / 180.0;
}
