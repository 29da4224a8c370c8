#include <math.h>
#include <stdio.h>
#include <glyph/glyph.h>

int main(void)
{
    double arc = 2.0 * M_PI;
    printf("%f %f\n", arc, glyph_turn(90.0));
    return 0;
}
