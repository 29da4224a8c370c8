#include <complex.h>
#include <math.h>

double phase_real(double x)
{
    double complex z = cos(x) + I * sin(x);
    return creal(z);
}
