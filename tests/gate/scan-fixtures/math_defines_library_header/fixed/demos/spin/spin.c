#include <math.h>
#include <stdio.h>
#include <glyph/glyph.h>
#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

int main(void)
{
    double arc = 2.0 * M_PI;
    printf("%f %f\n", arc, glyph_turn(90.0));
    return 0;
}
