#ifndef GLYPH_H
#define GLYPH_H
double glyph_turn(double degrees);
#endif
