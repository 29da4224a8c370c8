#include <complex.h>

double root_magnitude(double re, double im)
{
    return cabs(re + im * I);
}
