#include <complex.h>
#include <string.h>

/* I/O status names, and a phase */
double status_phase(double re, double im)
{
    double complex z = re + im * I;
    return cimag(z);
}
