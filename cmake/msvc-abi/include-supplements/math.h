/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's math.h declares float_t, double_t, the C99 functions erfc, fma, nan
 * and nexttoward with their float forms, and every long double form. long double is double in
 * the MSVC ABI: ucrtbase exports some of the long double forms (declared here), the UCRT's header
 * defines the rest inline over the double ones (as here). Wine's math.h has neither.
 * In C++ the UCRT classifies with functions, not macros (the STL defines isnan and friends over
 * clang's builtins and names fpclassify and signbit): Wine's macros give way to overloads. */
#pragma once
#include_next <math.h>

#ifndef _WINPORT_MATH_SUPPLEMENT
#define _WINPORT_MATH_SUPPLEMENT
#ifdef __cplusplus
extern "C" {
#endif
typedef float float_t;   /* FLT_EVAL_METHOD is 0 on x64 */
typedef double double_t;
_ACRTIMP double __cdecl erfc(double _X);
_ACRTIMP double __cdecl fma(double _X, double _Y, double _Z);
_ACRTIMP double __cdecl nan(char const *_X);
_ACRTIMP float __cdecl nanf(char const *_X);
_ACRTIMP long double __cdecl nanl(char const *_X);
_ACRTIMP double __cdecl nexttoward(double _X, long double _Y);
_ACRTIMP float __cdecl fmaf(float _X, float _Y, float _Z);
_ACRTIMP float __cdecl erfcf(float _X);
_ACRTIMP float __cdecl nexttowardf(float _X, long double _Y);
_ACRTIMP long double __cdecl acoshl(long double _X);
_ACRTIMP long double __cdecl asinhl(long double _X);
_ACRTIMP long double __cdecl atanhl(long double _X);
_ACRTIMP long double __cdecl cbrtl(long double _X);
_ACRTIMP long double __cdecl erfcl(long double _X);
_ACRTIMP long double __cdecl erfl(long double _X);
_ACRTIMP long double __cdecl exp2l(long double _X);
_ACRTIMP long double __cdecl expm1l(long double _X);
_ACRTIMP long double __cdecl lgammal(long double _X);
_ACRTIMP long double __cdecl log1pl(long double _X);
_ACRTIMP long double __cdecl log2l(long double _X);
_ACRTIMP long double __cdecl logbl(long double _X);
_ACRTIMP long double __cdecl nearbyintl(long double _X);
_ACRTIMP long double __cdecl rintl(long double _X);
_ACRTIMP long double __cdecl roundl(long double _X);
_ACRTIMP long double __cdecl tgammal(long double _X);
_ACRTIMP long double __cdecl truncl(long double _X);
_ACRTIMP long double __cdecl copysignl(long double _X, long double _Y);
_ACRTIMP long double __cdecl fdiml(long double _X, long double _Y);
_ACRTIMP long double __cdecl fmaxl(long double _X, long double _Y);
_ACRTIMP long double __cdecl fminl(long double _X, long double _Y);
_ACRTIMP long double __cdecl nextafterl(long double _X, long double _Y);
_ACRTIMP long double __cdecl nexttowardl(long double _X, long double _Y);
_ACRTIMP long double __cdecl remainderl(long double _X, long double _Y);
_ACRTIMP long double __cdecl fmal(long double _X, long double _Y, long double _Z);
_ACRTIMP int __cdecl ilogbl(long double _X);
_ACRTIMP long long __cdecl llrintl(long double _X);
_ACRTIMP long long __cdecl llroundl(long double _X);
_ACRTIMP long __cdecl lrintl(long double _X);
_ACRTIMP long __cdecl lroundl(long double _X);
_ACRTIMP long double __cdecl remquol(long double _X, long double _Y, int *_Z);
_ACRTIMP long double __cdecl scalblnl(long double _X, long _Y);
_ACRTIMP long double __cdecl scalbnl(long double _X, int _Y);
#ifdef __cplusplus
}
#endif
static __inline long double __cdecl acosl(long double _X) { return acos((double)_X); }
static __inline long double __cdecl asinl(long double _X) { return asin((double)_X); }
static __inline long double __cdecl atanl(long double _X) { return atan((double)_X); }
static __inline long double __cdecl ceill(long double _X) { return ceil((double)_X); }
static __inline long double __cdecl coshl(long double _X) { return cosh((double)_X); }
static __inline long double __cdecl cosl(long double _X) { return cos((double)_X); }
static __inline long double __cdecl expl(long double _X) { return exp((double)_X); }
static __inline long double __cdecl fabsl(long double _X) { return fabs((double)_X); }
static __inline long double __cdecl floorl(long double _X) { return floor((double)_X); }
static __inline long double __cdecl log10l(long double _X) { return log10((double)_X); }
static __inline long double __cdecl logl(long double _X) { return log((double)_X); }
static __inline long double __cdecl sinhl(long double _X) { return sinh((double)_X); }
static __inline long double __cdecl sinl(long double _X) { return sin((double)_X); }
static __inline long double __cdecl sqrtl(long double _X) { return sqrt((double)_X); }
static __inline long double __cdecl tanhl(long double _X) { return tanh((double)_X); }
static __inline long double __cdecl tanl(long double _X) { return tan((double)_X); }
static __inline long double __cdecl atan2l(long double _X, long double _Y) { return atan2((double)_X, (double)_Y); }
static __inline long double __cdecl fmodl(long double _X, long double _Y) { return fmod((double)_X, (double)_Y); }
static __inline long double __cdecl hypotl(long double _X, long double _Y) { return hypot((double)_X, (double)_Y); }
static __inline long double __cdecl powl(long double _X, long double _Y) { return pow((double)_X, (double)_Y); }
static __inline long double __cdecl frexpl(long double _X, int *_Y) { return frexp((double)_X, _Y); }
static __inline long double __cdecl ldexpl(long double _X, int _Y) { return ldexp((double)_X, _Y); }
static __inline long double __cdecl modfl(long double _X, long double *_Y) {
    double _Integral;
    double _Fraction = modf((double)_X, &_Integral);
    *_Y = _Integral;
    return _Fraction;
}

#ifdef __cplusplus
#undef fpclassify
#undef signbit
#undef isinf
#undef isnan
#undef isnormal
#undef isfinite
#undef isgreater
#undef isgreaterequal
#undef isless
#undef islessequal
#undef islessgreater
#undef isunordered
extern "C++" {
inline int fpclassify(float _X) noexcept { return _fdclass(_X); }
inline int fpclassify(double _X) noexcept { return _dclass(_X); }
inline int fpclassify(long double _X) noexcept { return _dclass((double)_X); }
inline bool signbit(float _X) noexcept { return _fdsign(_X) != 0; }
inline bool signbit(double _X) noexcept { return _dsign(_X) != 0; }
inline bool signbit(long double _X) noexcept { return _dsign((double)_X) != 0; }
}
#endif
#endif
