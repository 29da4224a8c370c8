/* SPDX-License-Identifier: BSD-3-Clause */
/* winport/complex.h: complex numbers without `_Complex`.
 *
 * MSVC's C compiler has no `_Complex` (it offers the structs _Fcomplex/_Dcomplex instead), so code
 * that must build with MSVC, GCC, Clang and MinGW alike uses these two types:
 *
 *   winport_complex_float   { float re, im; }    same size, alignment and layout as C99
 *   winport_complex_double  { double re, im; }   `float _Complex`, C++ `std::complex<float>` and
 *                                                MSVC `_Fcomplex` (and the double ones); checked
 *                                                by static assertions wherever those types exist.
 *
 * Operations (cf = float, cd = double; all static inline, header only):
 *   make real imag conj neg add sub mul div scale abs arg exp log sqrt pow
 *   winport_cf_to_cd / winport_cd_to_cf       precision conversion
 *   winport_cX_from_c99 / winport_cX_to_c99   C with native complex (GCC, Clang, MinGW)
 *   winport_cX_from_msvc / winport_cX_to_msvc C with MSVC (_Fcomplex / _Dcomplex)
 *   winport_cX_from_std / winport_cX_to_std   C++ (std::complex)
 * Conversions go through memcpy: C11 6.2.5p13, C++11 [complex.numbers]p4 and MSVC's
 * `{ T _Val[2]; }` all define a complex as an array of two reals, real part first.
 *
 * Special values (C11 Annex G) and where this header deviates from it:
 *  - add, sub, neg, conj, scale: componentwise IEEE arithmetic, so infinities, NaNs and signed
 *    zeros are exactly what Annex G's real-operand rules give.
 *  - mul, div: Annex G's recovery (G.5.1 examples _Cmultd/_Cdivd) turns NaN+iNaN into an
 *    infinity or a zero where one operand is infinite or the divisor is zero. "Infinite" means at
 *    least one part is infinite, as in Annex G; which part carries the NaN may differ from libgcc.
 *  - div (double): Baudin & Smith's robust algorithm (2012, "A Robust Complex Division in
 *    Scilab"): no overflow or underflow in intermediates unless the quotient itself over/underflows,
 *    error within a few ulps over the whole range. The sign of a zero part of a quotient may differ
 *    from libgcc's __divdc3 (Annex G does not specify it).
 *  - float mul/div/abs are computed in double and rounded once, so they cannot overflow or
 *    underflow in intermediates and are at least as accurate as the float formulas.
 *  - abs uses hypot (Annex F: hypot(±inf, NaN) = +inf).
 *  - exp: no spurious overflow where exp(re) overflows but a part of the result does not (re up to
 *    about 1454 with a subnormal imaginary part), and no reliance on the C runtime's argument
 *    reduction for cos/sin of the imaginary part (mingw-w64's loses it past |im| ~ 1e4; the
 *    header reduces by itself). log: no overflow for |z| > DBL_MAX, and
 *    componentwise accuracy near |z| = 1 (docs/complex.md gives the error targets).
 *  - exp, log, sqrt follow the Annex G special-value tables for cexp, clog and csqrt, including
 *    branch cuts on signed zeros. Only results follow Annex G: the floating-point exception
 *    flags it asks for ("invalid", "divide-by-zero") are raised only where the arithmetic
 *    happens to raise them; nothing here reads or sets the FP environment.
 *  - pow(z, w) is exp(w * log z) (as glibc's cpow), except pow(z, 0) = 1 + 0i for every z and
 *    pow(0, w) = 0 + 0i for re(w) > 0, where exp(w log 0) would give NaN. Annex G leaves cpow's
 *    special values unspecified. Accuracy degrades with |w log z| like every exp-of-log pow.
 *  - FP_CONTRACT: the header does not use `#pragma STDC FP_CONTRACT OFF` (GCC ignores it with a
 *    warning). Where accuracy depends on exact products (log near |z| = 1) it calls fma() and an
 *    error-free sum explicitly, so log and exp give the same results with or without contraction
 *    (tests/complex checks with -ffp-contract=fast -march=haswell). mul and div do not: a
 *    compiler that fuses a*c - b*d into an FMA (GCC's default outside ISO C modes, on FMA
 *    hardware) changes a part that cancels by more than the last bit (z * conj z can get a
 *    non-zero imaginary part). Build with -ffp-contract=off where that matters.
 *  - ABI: passing these structs BY VALUE across a library boundary matches `float _Complex` on
 *    x86-64 SysV, AArch64 and Windows x64 (struct of 8 bytes in a register, 16 bytes by
 *    reference, as MSVC's _Fcomplex/_Dcomplex), but not on 32-bit x86 SysV, where a complex float
 *    is returned in EDX:EAX and a struct through a hidden pointer. Pointers are always safe.
 */
#ifndef WINPORT_COMPLEX_H
#define WINPORT_COMPLEX_H

#include <float.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
#include <complex>
#include <cstring> /* std::memcpy: <string.h> need not declare it in namespace std */
#define WINPORT_COMPLEX_STATIC_ASSERT(cond, msg) static_assert(cond, msg)
#define WINPORT_COMPLEX_ALIGNOF(type) alignof(type)
#else
#define WINPORT_COMPLEX_STATIC_ASSERT(cond, msg) _Static_assert(cond, msg)
#define WINPORT_COMPLEX_ALIGNOF(type) _Alignof(type)
#endif

/* Which native complex type this compiler has, for the conversions and the layout checks.
 * C99 complex: any C compiler that does not say __STDC_NO_COMPLEX__ (MSVC says it, and its
 * C compiler is the only one here that lacks `_Complex`). */
#if !defined(__cplusplus) && defined(_MSC_VER) && !defined(__clang__)
#define WINPORT_COMPLEX_HAVE_MSVC 1
#include <complex.h> /* MSVC C: _Fcomplex and _Dcomplex (UCRT); no _Complex keyword involved */
#elif !defined(__cplusplus) && !defined(__STDC_NO_COMPLEX__) && !defined(_MSC_VER)
#define WINPORT_COMPLEX_HAVE_C99 1
#endif

/* Classification. GCC and Clang get their builtins: mingw-w64's isnan/isinf macros convert a
 * double argument to float in a branch they never take, which -Wconversion reports in the
 * user's file. */
#if defined(__GNUC__) || defined(__clang__)
#define WINPORT_COMPLEX_INTERNAL_ISNAN(x) __builtin_isnan(x)
#define WINPORT_COMPLEX_INTERNAL_ISINF(x) __builtin_isinf(x)
#define WINPORT_COMPLEX_INTERNAL_ISFINITE(x) __builtin_isfinite(x)
#else
#define WINPORT_COMPLEX_INTERNAL_ISNAN(x) isnan(x)
#define WINPORT_COMPLEX_INTERNAL_ISINF(x) isinf(x)
#define WINPORT_COMPLEX_INTERNAL_ISFINITE(x) isfinite(x)
#endif

typedef struct winport_complex_float {
    float re;
    float im;
} winport_complex_float;

typedef struct winport_complex_double {
    double re;
    double im;
} winport_complex_double;

/* ---- layout: identical to a two-element array, real part first ---- */
WINPORT_COMPLEX_STATIC_ASSERT(sizeof(winport_complex_float) == 2 * sizeof(float),
                              "winport_complex_float must be two floats without padding");
WINPORT_COMPLEX_STATIC_ASSERT(sizeof(winport_complex_double) == 2 * sizeof(double),
                              "winport_complex_double must be two doubles without padding");
WINPORT_COMPLEX_STATIC_ASSERT(offsetof(winport_complex_float, im) == sizeof(float),
                              "winport_complex_float.im must follow .re");
WINPORT_COMPLEX_STATIC_ASSERT(offsetof(winport_complex_double, im) == sizeof(double),
                              "winport_complex_double.im must follow .re");

#if defined(WINPORT_COMPLEX_HAVE_C99)
WINPORT_COMPLEX_STATIC_ASSERT(sizeof(float _Complex) == sizeof(winport_complex_float) &&
                                  _Alignof(float _Complex) == _Alignof(winport_complex_float),
                              "winport_complex_float must be layout-identical to float _Complex");
WINPORT_COMPLEX_STATIC_ASSERT(sizeof(double _Complex) == sizeof(winport_complex_double) &&
                                  _Alignof(double _Complex) == _Alignof(winport_complex_double),
                              "winport_complex_double must be layout-identical to double _Complex");
#elif defined(WINPORT_COMPLEX_HAVE_MSVC)
WINPORT_COMPLEX_STATIC_ASSERT(sizeof(_Fcomplex) == sizeof(winport_complex_float) &&
                                  _Alignof(_Fcomplex) == _Alignof(winport_complex_float),
                              "winport_complex_float must be layout-identical to _Fcomplex");
WINPORT_COMPLEX_STATIC_ASSERT(sizeof(_Dcomplex) == sizeof(winport_complex_double) &&
                                  _Alignof(_Dcomplex) == _Alignof(winport_complex_double),
                              "winport_complex_double must be layout-identical to _Dcomplex");
#elif defined(__cplusplus)
WINPORT_COMPLEX_STATIC_ASSERT(sizeof(std::complex<float>) == sizeof(winport_complex_float) &&
                                  alignof(std::complex<float>) == alignof(winport_complex_float),
                              "winport_complex_float must be layout-identical to std::complex<float>");
WINPORT_COMPLEX_STATIC_ASSERT(sizeof(std::complex<double>) == sizeof(winport_complex_double) &&
                                  alignof(std::complex<double>) == alignof(winport_complex_double),
                              "winport_complex_double must be layout-identical to std::complex<double>");
#endif

/* ======================================================================================== */
/* double                                                                                   */
/* ======================================================================================== */

/* a + b = sum + *error exactly (Knuth's TwoSum): additions only, so no compiler can fuse it. */
static inline double winport_complex_internal_two_sum(double a, double b, double *error) {
    double sum = a + b;
    double b_part = sum - a;
    *error = (a - (sum - b_part)) + (b - b_part);
    return sum;
}

/* sin and cos of any finite y without trusting the C runtime's argument reduction: mingw-w64's
 * sin/cos (the x87 fsin/fcos, under Wine too) reduce with a 66-bit pi, 700 ulps off near y = 1e4
 * and meaningless past 2^63. Here y = n pi/2 + r with Payne and Hanek's method (the bits of 2/pi
 * that the exponent of y selects, multiplied exactly in 32-bit limbs), r kept as hi + lo, and the
 * runtime only evaluates sin/cos on |r| <= pi/4, where every runtime is within an ulp. */
static const uint32_t winport_complex_internal_two_over_pi[38] = {
    0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0, 0xdb629599, 0x3c439041, 0xfe5163ab, 0xdebbc561,
    0xb7246e3a, 0x424dd2e0, 0x06492eea, 0x09d1921c, 0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484,
    0xe99c7026, 0xb45f7e41, 0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b, 0x1ff897ff, 0xde05980f,
    0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7, 0x4f463f66, 0x9e5fea2d, 0x7527bac7, 0xebe5f17b,
    0x3d0739f7, 0x8a5292ea, 0x6bfb5fb1, 0x1f8d5d08, 0x56033046, 0xfc7b6bab}; /* 2/pi, 1216 bits after the point */

/* 64 bits of the 256-bit number v (32-bit limbs, least significant first) from bit `from` up;
 * bits below 0 read as 0. */
static inline uint64_t winport_complex_internal_bits64(const uint32_t v[8], int from) {
    if (from < 0) {
        return from <= -64 ? 0 : winport_complex_internal_bits64(v, 0) << -from;
    }
    int word = from / 32, shift = from % 32;
    uint64_t low = 0, high = 0;
    if (word < 8) low = v[word];
    if (word + 1 < 8) low |= (uint64_t)v[word + 1] << 32;
    if (word + 2 < 8) high = v[word + 2];
    return shift ? low >> shift | high << (64 - shift) : low;
}

/* |y| = n pi/2 + r for finite |y| > pi/4: returns n mod 4, and r = *hi + *lo, |r| <= pi/4. */
static inline int winport_complex_internal_reduce(double y, double *hi, double *lo) {
    int e;
    double m = frexp(fabs(y), &e);
    uint64_t mantissa = (uint64_t)ldexp(m, 53);
    int exponent = e - 53; /* |y| = mantissa 2^exponent */
    /* Bits k of 2/pi (weight 2^-k) with exponent - k >= 2 only add multiples of 4 to |y| 2/pi:
     * take 192 bits from k0 = exponent - 1 on, enough for the closest a double comes to a
     * multiple of pi/2 (about 2^-61 of it). */
    int k0 = exponent - 1 > 1 ? exponent - 1 : 1, point = k0 + 191 - exponent;
    uint32_t w[6], p[8] = {0, 0, 0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 6; ++i) {
        int k = k0 + 32 * i, word = (k - 1) / 32, shift = (k - 1) % 32;
        uint64_t pair = (uint64_t)winport_complex_internal_two_over_pi[word] << 32 | winport_complex_internal_two_over_pi[word + 1];
        w[5 - i] = (uint32_t)(pair << shift >> 32); /* least significant first */
    }
    for (int j = 0; j < 2; ++j) { /* p = mantissa * w: |y| 2/pi = p / 2^point */
        uint64_t limb = j ? mantissa >> 32 : mantissa & 0xffffffffu, carry = 0;
        for (int i = 0; i < 6; ++i) {
            uint64_t t = limb * w[i] + p[i + j] + carry;
            p[i + j] = (uint32_t)t;
            carry = t >> 32;
        }
        p[6 + j] += (uint32_t)carry;
    }
    int n = (int)(winport_complex_internal_bits64(p, point) & 3u), negative = (int)(winport_complex_internal_bits64(p, point - 1) & 1u);
    for (int i = 0; i < 8; ++i) { /* the fraction: the bits below the point */
        int below = point - 32 * i;
        p[i] = below >= 32 ? p[i] : below <= 0 ? 0u : p[i] & ((1u << below) - 1u);
    }
    if (negative) { /* a fraction >= 1/2: the next n, and 1 - fraction (as a two's complement) */
        n = (n + 1) & 3;
        uint64_t carry = 1;
        for (int i = 0; i < 8; ++i) {
            uint64_t t = (uint64_t)(uint32_t)~p[i] + carry;
            p[i] = (uint32_t)t;
            carry = t >> 32;
        }
        for (int i = 0; i < 8; ++i) {
            int below = point - 32 * i;
            p[i] = below >= 32 ? p[i] : below <= 0 ? 0u : p[i] & ((1u << below) - 1u);
        }
    }
    int top = -1;
    for (int i = 7; i >= 0 && top < 0; --i)
        for (int b = 31; b >= 0 && top < 0; --b)
            if ((p[i] >> b) & 1u) top = 32 * i + b;
    if (top < 0) {
        *hi = *lo = 0.0;
        return n;
    }
    /* the fraction as a double-double: its first 53 bits, then the next 53, each exact */
    uint64_t first = winport_complex_internal_bits64(p, top - 63), second = winport_complex_internal_bits64(p, top - 127);
    double f_hi = ldexp((double)(first >> 11), top - 52 - point);
    double f_lo = ldexp((double)((first & 0x7ffu) << 42 | second >> 22), top - 105 - point);
    if (negative) f_hi = -f_hi, f_lo = -f_lo;
    /* r = fraction * pi/2, pi/2 = 0x1.921fb54442d18p0 + 0x1.1a62633145c07p-54 */
    const double half_pi_hi = 1.5707963267948966, half_pi_lo = 6.123233995736766e-17;
    double r_hi = f_hi * half_pi_hi;
    double r_lo = fma(f_hi, half_pi_hi, -r_hi) + (f_hi * half_pi_lo + f_lo * half_pi_hi);
    *hi = r_hi + r_lo;
    *lo = r_lo - (*hi - r_hi);
    return n;
}

static inline void winport_complex_internal_sincos(double y, double *s, double *c) {
    if (!(fabs(y) > 0.78539816339744828)) { /* |y| <= pi/4, or NaN */
        *s = sin(y);
        *c = cos(y);
        return;
    }
    if (fabs(y) > DBL_MAX) { /* infinite: NaN, as sin and cos give */
        *s = *c = y - y;
        return;
    }
    double hi, lo;
    int n = winport_complex_internal_reduce(y, &hi, &lo);
    double sh = sin(hi), ch = cos(hi);
    double sr = sh + lo * ch, cr = ch - lo * sh; /* sin(hi + lo), cos(hi + lo): lo is below hi's last bit */
    double sv = n == 0 ? sr : n == 1 ? cr : n == 2 ? -sr : -cr;
    *c = n == 0 ? cr : n == 1 ? -sr : n == 2 ? -cr : sr;
    *s = y < 0.0 ? -sv : sv;
}

/* x is +0 or -0 (not NaN). Written without == because exact comparisons are what these algorithms
 * mean, and users compile this header under -Wfloat-equal. */
static inline int winport_complex_internal_is_zero(double x) { return x >= 0.0 && x <= 0.0; }

static inline winport_complex_double winport_cd_make(double re, double im) {
    winport_complex_double z;
    z.re = re;
    z.im = im;
    return z;
}
static inline double winport_cd_real(winport_complex_double z) { return z.re; }
static inline double winport_cd_imag(winport_complex_double z) { return z.im; }
static inline winport_complex_double winport_cd_conj(winport_complex_double z) {
    return winport_cd_make(z.re, -z.im);
}
static inline winport_complex_double winport_cd_neg(winport_complex_double z) {
    return winport_cd_make(-z.re, -z.im);
}
static inline winport_complex_double winport_cd_add(winport_complex_double a, winport_complex_double b) {
    return winport_cd_make(a.re + b.re, a.im + b.im);
}
static inline winport_complex_double winport_cd_sub(winport_complex_double a, winport_complex_double b) {
    return winport_cd_make(a.re - b.re, a.im - b.im);
}
/* z * s for a real s: componentwise, as Annex G's real-times-complex (no 0*inf NaN from a
 * phantom imaginary 0 of s). */
static inline winport_complex_double winport_cd_scale(winport_complex_double z, double s) {
    return winport_cd_make(z.re * s, z.im * s);
}

/* Annex G (G.5.1 _Cmultd): the product formula gives NaN+iNaN for inf*0 terms; an infinite
 * operand times a nonzero one must stay infinite. Parts are re-run with infinities turned into
 * ±1 and NaNs into ±0, then scaled by infinity. `largest`: the largest finite value of the type
 * the product is for (FLT_MAX for a float product computed in double), so that a product that
 * overflows that type is recovered as Annex G's float version (and libgcc's __mulsc3) does. */
static inline winport_complex_double winport_cd_internal_mul(winport_complex_double z, winport_complex_double w, double largest) {
    double a = z.re, b = z.im, c = w.re, d = w.im;
    double ac = a * c, bd = b * d, ad = a * d, bc = b * c;
    double x = ac - bd, y = ad + bc;
    if (WINPORT_COMPLEX_INTERNAL_ISNAN(x) && WINPORT_COMPLEX_INTERNAL_ISNAN(y)) {
        int recalc = 0;
        if (WINPORT_COMPLEX_INTERNAL_ISINF(a) || WINPORT_COMPLEX_INTERNAL_ISINF(b)) {
            a = copysign(WINPORT_COMPLEX_INTERNAL_ISINF(a) ? 1.0 : 0.0, a);
            b = copysign(WINPORT_COMPLEX_INTERNAL_ISINF(b) ? 1.0 : 0.0, b);
            if (WINPORT_COMPLEX_INTERNAL_ISNAN(c)) c = copysign(0.0, c);
            if (WINPORT_COMPLEX_INTERNAL_ISNAN(d)) d = copysign(0.0, d);
            recalc = 1;
        }
        if (WINPORT_COMPLEX_INTERNAL_ISINF(c) || WINPORT_COMPLEX_INTERNAL_ISINF(d)) {
            c = copysign(WINPORT_COMPLEX_INTERNAL_ISINF(c) ? 1.0 : 0.0, c);
            d = copysign(WINPORT_COMPLEX_INTERNAL_ISINF(d) ? 1.0 : 0.0, d);
            if (WINPORT_COMPLEX_INTERNAL_ISNAN(a)) a = copysign(0.0, a);
            if (WINPORT_COMPLEX_INTERNAL_ISNAN(b)) b = copysign(0.0, b);
            recalc = 1;
        }
        if (!recalc && (fabs(ac) > largest || fabs(bd) > largest || fabs(ad) > largest || fabs(bc) > largest)) {
            /* overflow of a finite product: recover the infinity */
            if (WINPORT_COMPLEX_INTERNAL_ISNAN(a)) a = copysign(0.0, a);
            if (WINPORT_COMPLEX_INTERNAL_ISNAN(b)) b = copysign(0.0, b);
            if (WINPORT_COMPLEX_INTERNAL_ISNAN(c)) c = copysign(0.0, c);
            if (WINPORT_COMPLEX_INTERNAL_ISNAN(d)) d = copysign(0.0, d);
            recalc = 1;
        }
        if (recalc) {
            x = HUGE_VAL * (a * c - b * d);
            y = HUGE_VAL * (a * d + b * c);
        }
    }
    return winport_cd_make(x, y);
}

static inline winport_complex_double winport_cd_mul(winport_complex_double z, winport_complex_double w) {
    return winport_cd_internal_mul(z, w, DBL_MAX);
}

/* Baudin & Smith, "A Robust Complex Division in Scilab" (2012), part 1: one part of the
 * quotient, with r = d/c and t = 1/(c + d r) already computed. */
static inline double winport_cd_internal_div_part(double a, double b, double c, double d, double r, double t) {
    if (!winport_complex_internal_is_zero(r)) {
        double br = b * r;
        if (!winport_complex_internal_is_zero(br)) {
            return (a + br) * t;
        }
        /* b*r underflowed: reorder so the tiny term is not lost */
        return a * t + (b * t) * r;
    }
    return (a + d * (b / c)) * t;
}

/* Annex G (G.5.1 _Cdivd) recovery of NaN+iNaN quotients: nonzero/zero is infinite,
 * infinite/finite is infinite, finite/infinite is zero. */
static inline winport_complex_double winport_cd_internal_div_recover(double a, double b, double c, double d,
                                                             double x, double y) {
    if (winport_complex_internal_is_zero(c) && winport_complex_internal_is_zero(d) && (!WINPORT_COMPLEX_INTERNAL_ISNAN(a) || !WINPORT_COMPLEX_INTERNAL_ISNAN(b))) {
        x = copysign(HUGE_VAL, c) * a;
        y = copysign(HUGE_VAL, c) * b;
    } else if ((WINPORT_COMPLEX_INTERNAL_ISINF(a) || WINPORT_COMPLEX_INTERNAL_ISINF(b)) && WINPORT_COMPLEX_INTERNAL_ISFINITE(c) && WINPORT_COMPLEX_INTERNAL_ISFINITE(d)) {
        a = copysign(WINPORT_COMPLEX_INTERNAL_ISINF(a) ? 1.0 : 0.0, a);
        b = copysign(WINPORT_COMPLEX_INTERNAL_ISINF(b) ? 1.0 : 0.0, b);
        x = HUGE_VAL * (a * c + b * d);
        y = HUGE_VAL * (b * c - a * d);
    } else if ((WINPORT_COMPLEX_INTERNAL_ISINF(c) || WINPORT_COMPLEX_INTERNAL_ISINF(d)) && WINPORT_COMPLEX_INTERNAL_ISFINITE(a) && WINPORT_COMPLEX_INTERNAL_ISFINITE(b)) {
        c = copysign(WINPORT_COMPLEX_INTERNAL_ISINF(c) ? 1.0 : 0.0, c);
        d = copysign(WINPORT_COMPLEX_INTERNAL_ISINF(d) ? 1.0 : 0.0, d);
        x = 0.0 * (a * c + b * d);
        y = 0.0 * (b * c - a * d);
    }
    return winport_cd_make(x, y);
}

static inline winport_complex_double winport_cd_div(winport_complex_double z, winport_complex_double w) {
    const double a0 = z.re, b0 = z.im, c0 = w.re, d0 = w.im;
    double a = a0, b = b0, c = c0, d = d0, x, y, r, t;
    double ab = fmax(fabs(a), fabs(b)), cd = fmax(fabs(c), fabs(d));
    double s = 1.0;
    /* Scale operands away from overflow and underflow (Baudin & Smith's thresholds). */
    const double big = DBL_MAX / 2.0;
    const double small = DBL_MIN * 2.0 / DBL_EPSILON;
    const double be = 2.0 / (DBL_EPSILON * DBL_EPSILON);
    if (ab >= big) { a *= 0.5; b *= 0.5; s *= 2.0; }
    if (cd >= big) { c *= 0.5; d *= 0.5; s *= 0.5; }
    if (ab <= small) { a *= be; b *= be; s /= be; }
    if (cd <= small) { c *= be; d *= be; s *= be; }
    if (fabs(d) <= fabs(c)) {
        r = d / c;
        t = 1.0 / (c + d * r);
        x = winport_cd_internal_div_part(a, b, c, d, r, t);
        y = winport_cd_internal_div_part(b, -a, c, d, r, t);
    } else {
        r = c / d;
        t = 1.0 / (d + c * r);
        x = winport_cd_internal_div_part(b, a, d, c, r, t);
        y = -winport_cd_internal_div_part(a, -b, d, c, r, t);
    }
    x *= s;
    y *= s;
    if (WINPORT_COMPLEX_INTERNAL_ISNAN(x) && WINPORT_COMPLEX_INTERNAL_ISNAN(y)) {
        return winport_cd_internal_div_recover(a0, b0, c0, d0, x, y);
    }
    return winport_cd_make(x, y);
}

static inline double winport_cd_abs(winport_complex_double z) { return hypot(z.re, z.im); }
static inline double winport_cd_arg(winport_complex_double z) { return atan2(z.im, z.re); }

/* cexp, Annex G.6.3.1. exp(x) is split in two halves near overflow so that exp(x) * cos(y)
 * stays finite when the product is representable. */
static inline winport_complex_double winport_cd_exp(winport_complex_double z) {
    double x = z.re, y = z.im;
    if (WINPORT_COMPLEX_INTERNAL_ISINF(x) && !WINPORT_COMPLEX_INTERNAL_ISFINITE(y)) {
        if (x < 0.0) {
            return winport_cd_make(0.0, copysign(0.0, y)); /* exp(-inf ± i inf/NaN) = ±0 ± i0 */
        }
        return winport_cd_make(x, WINPORT_COMPLEX_INTERNAL_ISNAN(y) ? y : y - y); /* +inf + i NaN */
    }
    if (winport_complex_internal_is_zero(y)) {
        return winport_cd_make(exp(x), y); /* keeps the sign of a zero imaginary part, also for NaN x */
    }
    if (WINPORT_COMPLEX_INTERNAL_ISNAN(x)) {
        return winport_cd_make(x, x);
    }
    double sin_y, cos_y;
    winport_complex_internal_sincos(y, &sin_y, &cos_y);
    if (WINPORT_COMPLEX_INTERNAL_ISINF(x) && x < 0.0) {
        return winport_cd_make(copysign(0.0, cos_y), copysign(0.0, sin_y));
    }
    if (WINPORT_COMPLEX_INTERNAL_ISINF(x)) {
        return winport_cd_make(copysign(x, cos_y), copysign(x, sin_y));
    }
    if (x > 700.0) {
        /* exp(x) overflows from 709.78 while exp(x) cos y or exp(x) sin y may not (a small or
         * subnormal y): multiply by exp(x/2) twice, or by exp(x/4) four times past 1419.56, each
         * factor applied to the bounded part first. x/2 and x/4 are exact, so only exp's own
         * rounding and one per product add up. */
        int quarters = x * 0.5 > 709.0;
        double factor = exp(quarters ? x * 0.25 : x * 0.5);
        double re = cos_y * factor * factor, im = sin_y * factor * factor;
        if (quarters) {
            re = re * factor * factor;
            im = im * factor * factor;
        }
        return winport_cd_make(re, im);
    }
    {
        double e = exp(x);
        return winport_cd_make(e * cos_y, e * sin_y);
    }
}

/* clog, Annex G.6.3.2. Near |z| = 1, log(hypot) loses its relative accuracy, so the real part
 * is log1p((|x|-1)(|x|+1) + y^2) / 2 there. */
static inline winport_complex_double winport_cd_log(winport_complex_double z) {
    double ax = fabs(z.re), ay = fabs(z.im), re;
    if (WINPORT_COMPLEX_INTERNAL_ISINF(ax) || WINPORT_COMPLEX_INTERNAL_ISINF(ay)) {
        re = HUGE_VAL; /* even with a NaN in the other part */
    } else if (WINPORT_COMPLEX_INTERNAL_ISNAN(ax) || WINPORT_COMPLEX_INTERNAL_ISNAN(ay)) {
        re = ax + ay; /* NaN */
    } else if (winport_complex_internal_is_zero(ax) && winport_complex_internal_is_zero(ay)) {
        re = -HUGE_VAL; /* log(0): divide-by-zero pole */
    } else {
        double big = fmax(ax, ay), small = fmin(ax, ay);
        if (big >= 0.5 && big <= 2.0) {
            /* Near |z| = 1 log|z| is tiny and x^2 + y^2 - 1 cancels: form it from the exact
             * squares (fma gives each product's rounding error) summed with error-free
             * transformations (Ogita, Rump & Oishi's SumK, K = 3: as accurate as if computed in
             * triple precision), then log1p of it, so the real part keeps its relative accuracy. */
            double terms[5];
            double t = 0.0;
            int pass, i;
            terms[0] = small * small;
            terms[1] = fma(small, small, -terms[0]);
            terms[2] = big * big;
            terms[3] = fma(big, big, -terms[2]);
            terms[4] = -1.0;
            for (pass = 0; pass < 2; ++pass) {
                for (i = 1; i < 5; ++i) {
                    terms[i] = winport_complex_internal_two_sum(terms[i], terms[i - 1], &terms[i - 1]);
                }
            }
            for (i = 0; i < 4; ++i) {
                t += terms[i];
            }
            re = 0.5 * log1p(t + terms[4]);
        } else if (big > DBL_MAX * 0.0625) {
            /* |z| may pass DBL_MAX: scale by 2^-4 (exact) and add 4 ln 2 back */
            re = log(hypot(big * 0.0625, small * 0.0625)) + 4.0 * 0.69314718055994530942;
        } else if (big < 1e-270) {
            /* subnormal parts: scale by 2^512 (exact) so hypot sees all their bits */
            re = log(hypot(ldexp(big, 512), ldexp(small, 512))) - 512.0 * 0.69314718055994530942;
        } else {
            re = log(hypot(ax, ay));
        }
    }
    return winport_cd_make(re, atan2(z.im, z.re));
}

/* csqrt, Annex G.6.4.2: principal root with re >= 0, branch cut on the negative real axis
 * (sign of a zero imaginary part picks the side). Kahan's formulation, scaled so that
 * |x| + hypot(x, y) neither overflows nor loses bits to underflow. */
static inline winport_complex_double winport_cd_sqrt(winport_complex_double z) {
    double x = z.re, y = z.im, t, scale = 1.0;
    if (winport_complex_internal_is_zero(x) && winport_complex_internal_is_zero(y)) {
        return winport_cd_make(0.0, y);
    }
    if (WINPORT_COMPLEX_INTERNAL_ISINF(y)) {
        return winport_cd_make(HUGE_VAL, y);
    }
    if (WINPORT_COMPLEX_INTERNAL_ISNAN(x)) {
        return winport_cd_make(x, x + y); /* NaN + i NaN (y is finite or NaN) */
    }
    if (WINPORT_COMPLEX_INTERNAL_ISINF(x)) {
        if (x > 0.0) {
            return winport_cd_make(x, WINPORT_COMPLEX_INTERNAL_ISNAN(y) ? y : copysign(0.0, y));
        }
        return winport_cd_make(WINPORT_COMPLEX_INTERNAL_ISNAN(y) ? fabs(y) : 0.0, copysign(HUGE_VAL, y));
    }
    if (WINPORT_COMPLEX_INTERNAL_ISNAN(y)) {
        return winport_cd_make(y, y);
    }
    if (fabs(x) >= DBL_MAX / 4.0 || fabs(y) >= DBL_MAX / 4.0) {
        x *= 0.25; /* exact: the exponent only */
        y *= 0.25;
        scale = 2.0;
    } else if (fabs(x) < DBL_MIN * 4.0 && fabs(y) < DBL_MIN * 4.0) {
        x = ldexp(x, 600);
        y = ldexp(y, 600);
        scale = ldexp(1.0, -300);
    }
    t = sqrt((fabs(x) + hypot(x, y)) * 0.5);
    if (x >= 0.0) {
        return winport_cd_make(t * scale, (y / (2.0 * t)) * scale);
    }
    return winport_cd_make((fabs(y) / (2.0 * t)) * scale, copysign(t, y) * scale);
}

static inline winport_complex_double winport_cd_pow(winport_complex_double z, winport_complex_double w) {
    if (winport_complex_internal_is_zero(w.re) && winport_complex_internal_is_zero(w.im)) {
        return winport_cd_make(1.0, 0.0);
    }
    if (winport_complex_internal_is_zero(z.re) && winport_complex_internal_is_zero(z.im) && w.re > 0.0) {
        return winport_cd_make(0.0, 0.0);
    }
    return winport_cd_exp(winport_cd_mul(w, winport_cd_log(z)));
}

/* ======================================================================================== */
/* float: computed in double and rounded once (no intermediate overflow in float range)     */
/* ======================================================================================== */

static inline winport_complex_float winport_cf_make(float re, float im) {
    winport_complex_float z;
    z.re = re;
    z.im = im;
    return z;
}
static inline float winport_cf_real(winport_complex_float z) { return z.re; }
static inline float winport_cf_imag(winport_complex_float z) { return z.im; }
static inline winport_complex_double winport_cf_to_cd(winport_complex_float z) {
    return winport_cd_make((double)z.re, (double)z.im);
}
static inline winport_complex_float winport_cd_to_cf(winport_complex_double z) {
    return winport_cf_make((float)z.re, (float)z.im);
}
static inline winport_complex_float winport_cf_conj(winport_complex_float z) {
    return winport_cf_make(z.re, -z.im);
}
static inline winport_complex_float winport_cf_neg(winport_complex_float z) {
    return winport_cf_make(-z.re, -z.im);
}
static inline winport_complex_float winport_cf_add(winport_complex_float a, winport_complex_float b) {
    return winport_cf_make(a.re + b.re, a.im + b.im);
}
static inline winport_complex_float winport_cf_sub(winport_complex_float a, winport_complex_float b) {
    return winport_cf_make(a.re - b.re, a.im - b.im);
}
static inline winport_complex_float winport_cf_scale(winport_complex_float z, float s) {
    return winport_cf_make(z.re * s, z.im * s);
}
/* Products of two floats are exact in double and cannot overflow there; the Annex G recovery of
 * the double routine sees the same infinities and NaNs. */
static inline winport_complex_float winport_cf_mul(winport_complex_float a, winport_complex_float b) {
    return winport_cd_to_cf(winport_cd_internal_mul(winport_cf_to_cd(a), winport_cf_to_cd(b), (double)FLT_MAX));
}
/* In double, the textbook formula cannot overflow or underflow for float operands
 * (|c|^2 + |d|^2 stays within 2^-300 .. 2^257); only the Annex G recovery is needed. */
static inline winport_complex_float winport_cf_div(winport_complex_float z, winport_complex_float w) {
    double a = (double)z.re, b = (double)z.im, c = (double)w.re, d = (double)w.im;
    double den = c * c + d * d;
    double x = (a * c + b * d) / den, y = (b * c - a * d) / den;
    if (WINPORT_COMPLEX_INTERNAL_ISNAN(x) && WINPORT_COMPLEX_INTERNAL_ISNAN(y)) {
        return winport_cd_to_cf(winport_cd_internal_div_recover(a, b, c, d, x, y));
    }
    return winport_cf_make((float)x, (float)y);
}
static inline float winport_cf_abs(winport_complex_float z) { return (float)hypot((double)z.re, (double)z.im); }
static inline float winport_cf_arg(winport_complex_float z) { return atan2f(z.im, z.re); }
static inline winport_complex_float winport_cf_exp(winport_complex_float z) {
    return winport_cd_to_cf(winport_cd_exp(winport_cf_to_cd(z)));
}
static inline winport_complex_float winport_cf_log(winport_complex_float z) {
    return winport_cd_to_cf(winport_cd_log(winport_cf_to_cd(z)));
}
static inline winport_complex_float winport_cf_sqrt(winport_complex_float z) {
    return winport_cd_to_cf(winport_cd_sqrt(winport_cf_to_cd(z)));
}
static inline winport_complex_float winport_cf_pow(winport_complex_float z, winport_complex_float w) {
    return winport_cd_to_cf(winport_cd_pow(winport_cf_to_cd(z), winport_cf_to_cd(w)));
}

/* ======================================================================================== */
/* native types                                                                             */
/* ======================================================================================== */

#if defined(WINPORT_COMPLEX_HAVE_C99)
static inline winport_complex_float winport_cf_from_c99(float _Complex z) {
    winport_complex_float r;
    memcpy(&r, &z, sizeof r);
    return r;
}
static inline float _Complex winport_cf_to_c99(winport_complex_float z) {
    float _Complex r;
    memcpy(&r, &z, sizeof r);
    return r;
}
static inline winport_complex_double winport_cd_from_c99(double _Complex z) {
    winport_complex_double r;
    memcpy(&r, &z, sizeof r);
    return r;
}
static inline double _Complex winport_cd_to_c99(winport_complex_double z) {
    double _Complex r;
    memcpy(&r, &z, sizeof r);
    return r;
}
#endif

#if defined(WINPORT_COMPLEX_HAVE_MSVC)
static inline winport_complex_float winport_cf_from_msvc(_Fcomplex z) {
    winport_complex_float r;
    memcpy(&r, &z, sizeof r);
    return r;
}
static inline _Fcomplex winport_cf_to_msvc(winport_complex_float z) {
    _Fcomplex r;
    memcpy(&r, &z, sizeof r);
    return r;
}
static inline winport_complex_double winport_cd_from_msvc(_Dcomplex z) {
    winport_complex_double r;
    memcpy(&r, &z, sizeof r);
    return r;
}
static inline _Dcomplex winport_cd_to_msvc(winport_complex_double z) {
    _Dcomplex r;
    memcpy(&r, &z, sizeof r);
    return r;
}
#endif

#if defined(__cplusplus)
static inline winport_complex_float winport_cf_from_std(const std::complex<float> &z) {
    winport_complex_float r;
    std::memcpy(&r, &z, sizeof r);
    return r;
}
static inline std::complex<float> winport_cf_to_std(winport_complex_float z) {
    return std::complex<float>(z.re, z.im);
}
static inline winport_complex_double winport_cd_from_std(const std::complex<double> &z) {
    winport_complex_double r;
    std::memcpy(&r, &z, sizeof r);
    return r;
}
static inline std::complex<double> winport_cd_to_std(winport_complex_double z) {
    return std::complex<double>(z.re, z.im);
}
#endif

#endif /* WINPORT_COMPLEX_H */
