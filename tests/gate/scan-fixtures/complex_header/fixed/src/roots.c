#include <math.h>

double root_magnitude(double re, double im)
{
    return sqrt(re * re + im * im);
}
