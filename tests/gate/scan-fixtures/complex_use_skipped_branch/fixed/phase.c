#include <complex.h>
#include <math.h>

double phase_real(double x)
{
#ifdef _MSC_VER
    _Dcomplex z = {cos(x), sin(x)};
#else
    double complex z = cos(x) + I * sin(x);
#endif
    return creal(z);
}
