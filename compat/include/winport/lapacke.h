/* SPDX-License-Identifier: BSD-3-Clause */
/* winport/lapacke.h: include this instead of <lapacke.h>.
 *
 * LAPACKE's default complex types are `float _Complex` / `double _Complex` (C) or std::complex
 * (C++ with LAPACK_COMPLEX_CPP), and MSVC's C compiler has no `_Complex` (mlx#1513). This header
 * makes one C source call LAPACKE under GCC, Clang, MinGW and MSVC, in one of two modes:
 *
 *  WINPORT_LAPACKE_COMPLEX_WINPORT  (the normal case: <lapacke.h> not included yet)
 *      Defines LAPACK_COMPLEX_CUSTOM with lapack_complex_float = winport_complex_float and
 *      lapack_complex_double = winport_complex_double, then includes <lapacke.h>. Arrays of
 *      winport_complex_* go straight to LAPACKE. Defining LAPACK_COMPLEX_CUSTOM also stops
 *      OpenBLAS >= 0.3.26's lapacke_config.h from picking _Fcomplex under MSVC, so the types are
 *      the same on every compiler.
 *
 *  WINPORT_LAPACKE_COMPLEX_FOREIGN  (another header already included <lapacke.h> and chose a
 *      struct type: MSVC's _Fcomplex/_Dcomplex, through OpenBLAS >= 0.3.26's lapacke_config.h
 *      (which defines _CRT_USE_C_COMPLEX_H) or by hand, or LAPACK_COMPLEX_STRUCTURE)
 *      The header's choice is kept (redefining it would give LAPACKE two prototypes).
 *      lapack_complex_float stays that type; winport_lapack_cf_from / winport_lapack_cf_to
 *      (and cd) convert values, checked layout-identical by static assertions.
 *
 * Portable code that must work in both modes declares its arrays as lapack_complex_float, builds
 * values with lapack_make_complex_float(re, im) and reads them with winport_lapack_cf_from(z).
 * Code that only ever includes this header first may use winport_complex_* directly.
 *
 * lapack_make_complex_float/double become macros for inline functions: the library's
 * functions of that name return a complex by value from a library built by another compiler
 * (OpenBLAS's Windows DLL is built by MinGW), which is exactly the boundary to avoid.
 *
 * It stops with #error where it cannot be used safely:
 *  - <lapacke.h> was already included with C99 `_Complex` or std::complex types (winport's arrays
 *    would be incompatible pointer types there): include winport/lapacke.h first;
 *  - LAPACK_COMPLEX_CUSTOM, LAPACK_COMPLEX_C99, LAPACK_COMPLEX_CPP or lapack_complex_float was
 *    defined before <lapacke.h> was included: the header cannot know what the type is.
 */
#ifndef WINPORT_LAPACKE_H
#define WINPORT_LAPACKE_H

#include "winport/complex.h"

#define WINPORT_LAPACKE_COMPLEX_WINPORT 1
#define WINPORT_LAPACKE_COMPLEX_FOREIGN 2

#if defined(_LAPACKE_H_) || defined(LAPACK_H) || defined(_LAPACKE_CONFIG_H_)
/* <lapacke.h> (or its lapack.h / lapacke_config.h) came first: find out what it chose. */
#if defined(_CRT_USE_C_COMPLEX_H) || defined(LAPACK_COMPLEX_STRUCTURE) ||                          \
    (defined(_MSC_VER) && !defined(__clang__) && !defined(__cplusplus) && defined(lapack_complex_float))
#define WINPORT_LAPACKE_COMPLEX_MODE WINPORT_LAPACKE_COMPLEX_FOREIGN
#else
#error "winport/lapacke.h: <lapacke.h> was included before it and chose C99 _Complex or std::complex for lapack_complex_float, which winport's types cannot be passed as. Include winport/lapacke.h before any other header that includes <lapacke.h>, <lapack.h> or <lapacke_config.h>."
#endif
#else
#if defined(LAPACK_COMPLEX_CUSTOM) || defined(lapack_complex_float) || defined(lapack_complex_double)
#error "winport/lapacke.h: LAPACK_COMPLEX_CUSTOM or lapack_complex_float/double is already defined; winport/lapacke.h defines them itself (as winport_complex_float/double). Remove those definitions, or include <lapacke.h> yourself first so winport adopts its struct type."
#endif
#if defined(LAPACK_COMPLEX_C99) || defined(LAPACK_COMPLEX_CPP)
#error "winport/lapacke.h: LAPACK_COMPLEX_C99 / LAPACK_COMPLEX_CPP select a complex type that MSVC's C compiler lacks and winport's types cannot be passed as; remove the definition."
#endif
#define WINPORT_LAPACKE_COMPLEX_MODE WINPORT_LAPACKE_COMPLEX_WINPORT
#define LAPACK_COMPLEX_CUSTOM
#define lapack_complex_float winport_complex_float
#define lapack_complex_double winport_complex_double
#define lapack_complex_float_real(z) ((z).re)
#define lapack_complex_float_imag(z) ((z).im)
#define lapack_complex_double_real(z) ((z).re)
#define lapack_complex_double_imag(z) ((z).im)
#include <lapacke.h>
#endif

/* Whatever the mode, the two types must be interchangeable in memory. */
WINPORT_COMPLEX_STATIC_ASSERT(sizeof(lapack_complex_float) == sizeof(winport_complex_float) &&
                                  WINPORT_COMPLEX_ALIGNOF(lapack_complex_float) ==
                                      WINPORT_COMPLEX_ALIGNOF(winport_complex_float),
                              "lapack_complex_float is not layout-identical to winport_complex_float");
WINPORT_COMPLEX_STATIC_ASSERT(sizeof(lapack_complex_double) == sizeof(winport_complex_double) &&
                                  WINPORT_COMPLEX_ALIGNOF(lapack_complex_double) ==
                                      WINPORT_COMPLEX_ALIGNOF(winport_complex_double),
                              "lapack_complex_double is not layout-identical to winport_complex_double");

static inline winport_complex_float winport_lapack_cf_from(lapack_complex_float z) {
    winport_complex_float r;
    memcpy(&r, &z, sizeof r);
    return r;
}
static inline lapack_complex_float winport_lapack_cf_to(winport_complex_float z) {
    lapack_complex_float r;
    memcpy(&r, &z, sizeof r);
    return r;
}
static inline winport_complex_double winport_lapack_cd_from(lapack_complex_double z) {
    winport_complex_double r;
    memcpy(&r, &z, sizeof r);
    return r;
}
static inline lapack_complex_double winport_lapack_cd_to(winport_complex_double z) {
    lapack_complex_double r;
    memcpy(&r, &z, sizeof r);
    return r;
}
static inline lapack_complex_float winport_lapack_make_complex_float(float re, float im) {
    return winport_lapack_cf_to(winport_cf_make(re, im));
}
static inline lapack_complex_double winport_lapack_make_complex_double(double re, double im) {
    return winport_lapack_cd_to(winport_cd_make(re, im));
}

/* After <lapacke.h>: its prototypes of the library functions stay as declared. */
#define lapack_make_complex_float(re, im) winport_lapack_make_complex_float((re), (im))
#define lapack_make_complex_double(re, im) winport_lapack_make_complex_double((re), (im))

#endif /* WINPORT_LAPACKE_H */
