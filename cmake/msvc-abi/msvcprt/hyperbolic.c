/* SPDX-License-Identifier: BSD-3-Clause */
/* msvcp140.dll's scaled hyperbolic helpers, which the STL's <complex> calls for sinh, cosh, tanh,
 * sin, cos, ... of std::complex<float> and <double> (_FSinh, _FCosh, _Sinh, _Cosh: y * sinh(x),
 * y * cosh(x) for |y| <= 1), are unimplemented stubs in Wine 8: a call aborts the process. The
 * lane's import library leaves them out (build-sysroot.cmake) and msvcprt.lib defines them here,
 * with the __imp_ pointers that callers compiled against the STL's headers (dllimport) call
 * through. Written from their contract: NaN stays NaN, y == 0 gives a signed zero, and a product
 * that is finite stays finite where sinh or cosh alone would overflow. */
#include <math.h>

/* y * sinh(x) (odd) or y * cosh(x) */
static double scaled_hyperbolic(double x, double y, int odd) {
    if (isnan(x))
        return x;
    if (y == 0.0)
        return odd && signbit(x) ? -y : y;
    const double magnitude = fabs(x);
    double result;
    if (isinf(x))
        result = y * INFINITY;
    else if (magnitude < 700.0)
        return y * (odd ? sinh(x) : cosh(x));
    else   /* e^|x| / 2, split so that y brings it back into range first */
        result = y * (0.5 * exp(700.0)) * exp(magnitude - 700.0);
    return odd && x < 0.0 ? -result : result;
}

double __cdecl _Sinh(double x, double y) { return scaled_hyperbolic(x, y, 1); }
double __cdecl _Cosh(double x, double y) { return scaled_hyperbolic(x, y, 0); }
float __cdecl _FSinh(float x, float y) { return (float)scaled_hyperbolic(x, y, 1); }
float __cdecl _FCosh(float x, float y) { return (float)scaled_hyperbolic(x, y, 0); }

double(__cdecl *__imp__Sinh)(double, double) = _Sinh;
double(__cdecl *__imp__Cosh)(double, double) = _Cosh;
float(__cdecl *__imp__FSinh)(float, float) = _FSinh;
float(__cdecl *__imp__FCosh)(float, float) = _FCosh;
