/* SPDX-License-Identifier: BSD-3-Clause */
/* Reference results from the compiler's own C99 complex arithmetic and <complex.h> functions
 * (GCC/Clang with libgcc's __muldc3/__divdc3 and the C library's cexp, clog, ...). Compiled as an
 * ordinary C file; the tests that compare winport against it exchange plain arrays of reals. */
#include <complex.h>

/* glibc defines CMPLX/CMPLXF (C11) only for GCC >= 4.7; Clang reports itself as GCC 4.2. */
#ifndef CMPLX
#define CMPLX(x, y) __builtin_complex((double)(x), (double)(y))
#endif
#ifndef CMPLXF
#define CMPLXF(x, y) __builtin_complex((float)(x), (float)(y))
#endif

#include "complex_c99_reference.h"

void c99_reference_double(enum c99_op op, const double a[2], const double b[2], double out[2]) {
    double _Complex z = CMPLX(a[0], a[1]), w = CMPLX(b[0], b[1]), r = 0;
    switch (op) {
    case C99_ADD: r = z + w; break;
    case C99_SUB: r = z - w; break;
    case C99_MUL: r = z * w; break;
    case C99_DIV: r = z / w; break;
    case C99_SCALE: r = z * b[0]; break; /* complex * real: Annex G's componentwise product */
    case C99_CONJ: r = conj(z); break;
    case C99_ABS: r = CMPLX(cabs(z), 0.0); break;
    case C99_ARG: r = CMPLX(carg(z), 0.0); break;
    case C99_EXP: r = cexp(z); break;
    case C99_LOG: r = clog(z); break;
    case C99_SQRT: r = csqrt(z); break;
    case C99_POW: r = cpow(z, w); break;
    }
    out[0] = creal(r);
    out[1] = cimag(r);
}

void c99_reference_float(enum c99_op op, const float a[2], const float b[2], float out[2]) {
    float _Complex z = CMPLXF(a[0], a[1]), w = CMPLXF(b[0], b[1]), r = 0;
    switch (op) {
    case C99_ADD: r = z + w; break;
    case C99_SUB: r = z - w; break;
    case C99_MUL: r = z * w; break;
    case C99_DIV: r = z / w; break;
    case C99_SCALE: r = z * b[0]; break;
    case C99_CONJ: r = conjf(z); break;
    case C99_ABS: r = CMPLXF(cabsf(z), 0.0f); break;
    case C99_ARG: r = CMPLXF(cargf(z), 0.0f); break;
    case C99_EXP: r = cexpf(z); break;
    case C99_LOG: r = clogf(z); break;
    case C99_SQRT: r = csqrtf(z); break;
    case C99_POW: r = cpowf(z, w); break;
    }
    out[0] = crealf(r);
    out[1] = cimagf(r);
}
