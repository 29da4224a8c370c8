/* SPDX-License-Identifier: BSD-3-Clause */
/* winport's complex arithmetic against the C99 complex arithmetic of the compiler in use
 * (complex_c99_reference.c), for the edge cases named in docs/complex.md: huge and tiny
 * magnitudes in division and abs, signed zeros, infinities and NaNs, plus ordinary values.
 *
 * Tolerances (eps = DBL_EPSILON or FLT_EPSILON; error is normwise: |got - ref| / |ref|):
 *   EXACT      bit-identical parts (NaN matches any NaN); signed zeros must match
 *   ULPS(k)    error <= k eps; NaN and infinite parts must match (infinity with its sign)
 *   INFINITE   Annex G "infinite result": at least one part infinite on both sides
 *   NANS       both parts NaN on both sides
 *   ANSWER(k)  error <= k eps against the correctly rounded result given in the case, where
 *              some C99 implementation itself overflows or loses precision: libgcc's __divdc3
 *              (GCC 12) returns inf for (1e308+1e308i)/(1+1i); mingw-w64's CRT returns inf for
 *              cexp(709.9+0.5i) and csqrt(DBL_MAX(1+i)) and is 60 ulps off for csqrt(1e-310(1+i)).
 *              The C99 result is printed, not checked
 * ANY_SIGN    (flag) signs of the parts are unspecified by Annex G for this case: compare |.|
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <float.h>
#include <math.h>
#include <stdio.h>

#include <cmocka.h>

#include "winport/complex.h"
#include "complex_c99_reference.h"

enum check { EXACT, ULPS, INFINITE, NANS, ANSWER };

struct c99_case {
    const char *name;
    enum c99_op op;
    double a[2], b[2];
    enum check check;
    double ulps;
    int any_sign;
    double answer[2]; /* ANSWER only */
};

#define INF HUGE_VAL

static winport_complex_double run_winport_double(enum c99_op op, winport_complex_double z, winport_complex_double w) {
    switch (op) {
    case C99_ADD: return winport_cd_add(z, w);
    case C99_SUB: return winport_cd_sub(z, w);
    case C99_MUL: return winport_cd_mul(z, w);
    case C99_DIV: return winport_cd_div(z, w);
    case C99_SCALE: return winport_cd_scale(z, w.re);
    case C99_CONJ: return winport_cd_conj(z);
    case C99_ABS: return winport_cd_make(winport_cd_abs(z), 0.0);
    case C99_ARG: return winport_cd_make(winport_cd_arg(z), 0.0);
    case C99_EXP: return winport_cd_exp(z);
    case C99_LOG: return winport_cd_log(z);
    case C99_SQRT: return winport_cd_sqrt(z);
    case C99_POW: return winport_cd_pow(z, w);
    }
    return winport_cd_make(NAN, NAN);
}

static winport_complex_float run_winport_float(enum c99_op op, winport_complex_float z, winport_complex_float w) {
    switch (op) {
    case C99_ADD: return winport_cf_add(z, w);
    case C99_SUB: return winport_cf_sub(z, w);
    case C99_MUL: return winport_cf_mul(z, w);
    case C99_DIV: return winport_cf_div(z, w);
    case C99_SCALE: return winport_cf_scale(z, w.re);
    case C99_CONJ: return winport_cf_conj(z);
    case C99_ABS: return winport_cf_make(winport_cf_abs(z), 0.0f);
    case C99_ARG: return winport_cf_make(winport_cf_arg(z), 0.0f);
    case C99_EXP: return winport_cf_exp(z);
    case C99_LOG: return winport_cf_log(z);
    case C99_SQRT: return winport_cf_sqrt(z);
    case C99_POW: return winport_cf_pow(z, w);
    }
    return winport_cf_make(NAN, NAN);
}

static int is_infinite(double re, double im) { return isinf(re) || isinf(im); }

/* Returns NULL when got matches ref under the case's check, else why not. */
static const char *mismatch(const struct c99_case *c, double eps, double got_re, double got_im,
                            double ref_re, double ref_im) {
    if (c->any_sign) {
        got_re = fabs(got_re); got_im = fabs(got_im);
        ref_re = fabs(ref_re); ref_im = fabs(ref_im);
    }
    switch (c->check) {
    case EXACT:
        if (isnan(ref_re) != isnan(got_re) || isnan(ref_im) != isnan(got_im)) return "NaN parts differ";
        if (!isnan(ref_re) && (ref_re != got_re || signbit(ref_re) != signbit(got_re))) return "real part differs";
        if (!isnan(ref_im) && (ref_im != got_im || signbit(ref_im) != signbit(got_im))) return "imaginary part differs";
        return NULL;
    case INFINITE:
        if (!is_infinite(ref_re, ref_im)) return "reference result is not infinite (wrong case)";
        return is_infinite(got_re, got_im) ? NULL : "result is not infinite";
    case NANS:
        if (!(isnan(ref_re) && isnan(ref_im))) return "reference result is not NaN+iNaN (wrong case)";
        return isnan(got_re) && isnan(got_im) ? NULL : "result is not NaN+iNaN";
    case ANSWER:
    case ULPS: {
        double ref_norm, err_re, err_im;
        if (isnan(ref_re) != isnan(got_re) || isnan(ref_im) != isnan(got_im)) return "NaN parts differ";
        if (isinf(ref_re) || isinf(got_re)) {
            if (ref_re != got_re) return "infinite real parts differ";
        }
        if (isinf(ref_im) || isinf(got_im)) {
            if (ref_im != got_im) return "infinite imaginary parts differ";
        }
        err_re = (isnan(ref_re) || isinf(ref_re)) ? 0.0 : fabs(got_re - ref_re);
        err_im = (isnan(ref_im) || isinf(ref_im)) ? 0.0 : fabs(got_im - ref_im);
        ref_norm = hypot(isfinite(ref_re) ? ref_re : 0.0, isfinite(ref_im) ? ref_im : 0.0);
        if (ref_norm == 0.0) {
            return err_re == 0.0 && err_im == 0.0 ? NULL : "reference is zero, result is not";
        }
        /* hypot of the errors, scaled so that subnormal references keep their precision */
        return hypot(err_re, err_im) / ref_norm <= c->ulps * eps ? NULL : "error above tolerance";
    }
    }
    return "unknown check";
}

static const struct c99_case double_cases[] = {
    /* signed zeros: componentwise operations are exact */
    {"-0-0i + -0-0i", C99_ADD, {-0.0, -0.0}, {-0.0, -0.0}, EXACT, 0, 0, {0, 0}},
    {"+0+0i + -0-0i", C99_ADD, {0.0, 0.0}, {-0.0, -0.0}, EXACT, 0, 0, {0, 0}},
    {"-0+0i - +0+0i", C99_SUB, {-0.0, 0.0}, {0.0, 0.0}, EXACT, 0, 0, {0, 0}},
    {"conj(1+0i)", C99_CONJ, {1.0, 0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"conj(-0-0i)", C99_CONJ, {-0.0, -0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"(inf+0i) * -2 (real)", C99_SCALE, {INF, 0.0}, {-2.0, 0.0}, EXACT, 0, 0, {0, 0}},
    {"(1-0i) * -0 (real)", C99_SCALE, {1.0, -0.0}, {-0.0, 0.0}, EXACT, 0, 0, {0, 0}},
    {"(+0+0i) * (-0+0i)", C99_MUL, {0.0, 0.0}, {-0.0, 0.0}, EXACT, 0, 0, {0, 0}},
    {"(-0-0i) * (-0+0i)", C99_MUL, {-0.0, -0.0}, {-0.0, 0.0}, EXACT, 0, 0, {0, 0}},
    {"(1+2i) * (3-4i)", C99_MUL, {1.0, 2.0}, {3.0, -4.0}, EXACT, 0, 0, {0, 0}},
    {"(0.1+0.7i) * (1.3-2.9i)", C99_MUL, {0.1, 0.7}, {1.3, -2.9}, ULPS, 1, 0, {0, 0}},
    /* infinities and NaNs in products (Annex G recovery) */
    {"(inf+0i) * (0+1i)", C99_MUL, {INF, 0.0}, {0.0, 1.0}, INFINITE, 0, 0, {0, 0}},
    {"(inf+NaNi) * (1+0i)", C99_MUL, {INF, NAN}, {1.0, 0.0}, INFINITE, 0, 0, {0, 0}},
    {"(NaN+inf i) * (2+3i)", C99_MUL, {NAN, INF}, {2.0, 3.0}, INFINITE, 0, 0, {0, 0}},
    {"(1+1i) * (NaN+inf i)", C99_MUL, {1.0, 1.0}, {NAN, INF}, INFINITE, 0, 0, {0, 0}},
    {"(NaN+NaNi) * (1+1i)", C99_MUL, {NAN, NAN}, {1.0, 1.0}, NANS, 0, 0, {0, 0}},
    {"(1+NaNi) * (1+1i)", C99_MUL, {1.0, NAN}, {1.0, 1.0}, NANS, 0, 0, {0, 0}},
    {"(1e300+1e300i)^2 overflows", C99_MUL, {1e300, 1e300}, {1e300, 1e300}, INFINITE, 0, 0, {0, 0}},
    /* division: ordinary, huge, tiny (Baudin & Smith's hard cases) */
    {"(1+2i) / (3-4i)", C99_DIV, {1.0, 2.0}, {3.0, -4.0}, ULPS, 2, 0, {0, 0}},
    {"(0.1+0.7i) / (1.3-2.9i)", C99_DIV, {0.1, 0.7}, {1.3, -2.9}, ULPS, 3, 0, {0, 0}},
    {"(1e308+1e308i) / (1+1i)", C99_DIV, {1e308, 1e308}, {1.0, 1.0}, ANSWER, 3, 0, {1e308, 0.0}},
    {"(1e308+1e308i) / (1e308+1e308i)", C99_DIV, {1e308, 1e308}, {1e308, 1e308}, ULPS, 3, 0, {0, 0}},
    {"(1+1i) / (1e-308+1e-308i)", C99_DIV, {1.0, 1.0}, {1e-308, 1e-308}, ULPS, 3, 0, {0, 0}},
    {"(1e-310+1e-310i) / (3e-310+4e-310i)", C99_DIV, {1e-310, 1e-310}, {3e-310, 4e-310}, ULPS, 3, 0, {0, 0}},
    {"(1+1i) / (1+2^1023 i)", C99_DIV, {1.0, 1.0}, {1.0, 0x1p1023}, ULPS, 3, 0, {0, 0}},
    {"(1+1i) / (2^-1023+2^-1023 i)", C99_DIV, {1.0, 1.0}, {0x1p-1023, 0x1p-1023}, ULPS, 3, 0, {0, 0}},
    {"(2^1023+2^-1023 i) / (2^677+2^-677 i)", C99_DIV, {0x1p1023, 0x1p-1023}, {0x1p677, 0x1p-677}, ULPS, 3, 0, {0, 0}},
    {"(2^1023+2^1023 i) / (1+1i)", C99_DIV, {0x1p1023, 0x1p1023}, {1.0, 1.0}, ANSWER, 3, 0, {0x1p1023, 0.0}},
    {"(2^1020+2^-844 i) / (2^656+2^-780 i)", C99_DIV, {0x1p1020, 0x1p-844}, {0x1p656, 0x1p-780}, ULPS, 3, 0, {0, 0}},
    {"(2^-71+2^1021 i) / (2^1001+2^-323 i)", C99_DIV, {0x1p-71, 0x1p1021}, {0x1p1001, 0x1p-323}, ULPS, 3, 0, {0, 0}},
    {"(2^-347+2^-54 i) / (2^-1037+2^-1058 i)", C99_DIV, {0x1p-347, 0x1p-54}, {0x1p-1037, 0x1p-1058}, ULPS, 3, 0, {0, 0}},
    {"(2^-1074+2^-1074 i) / (2^-1073+2^-1074 i)", C99_DIV, {0x1p-1074, 0x1p-1074}, {0x1p-1073, 0x1p-1074}, ULPS, 3, 0, {0, 0}},
    {"(2^1015+2^-989 i) / (2^1023+2^1023 i)", C99_DIV, {0x1p1015, 0x1p-989}, {0x1p1023, 0x1p1023}, ULPS, 3, 0, {0, 0}},
    {"(2^-622+2^-1071 i) / (2^-343+2^-798 i)", C99_DIV, {0x1p-622, 0x1p-1071}, {0x1p-343, 0x1p-798}, ULPS, 3, 0, {0, 0}},
    /* division by zero and by infinity, NaN operands */
    {"(1+1i) / (0+0i)", C99_DIV, {1.0, 1.0}, {0.0, 0.0}, INFINITE, 0, 0, {0, 0}},
    {"(inf+0i) / (1+1i)", C99_DIV, {INF, 0.0}, {1.0, 1.0}, INFINITE, 0, 0, {0, 0}},
    {"(inf+inf i) / (2+0i)", C99_DIV, {INF, INF}, {2.0, 0.0}, INFINITE, 0, 0, {0, 0}},
    {"(1+1i) / (inf+0i)", C99_DIV, {1.0, 1.0}, {INF, 0.0}, ULPS, 0, 1, {0, 0}},
    {"(1+1i) / (inf+inf i)", C99_DIV, {1.0, 1.0}, {INF, INF}, ULPS, 0, 1, {0, 0}},
    {"(0+0i) / (0+0i)", C99_DIV, {0.0, 0.0}, {0.0, 0.0}, NANS, 0, 0, {0, 0}},
    {"(NaN+0i) / (1+1i)", C99_DIV, {NAN, 0.0}, {1.0, 1.0}, NANS, 0, 0, {0, 0}},
    {"(inf+0i) / (inf+0i)", C99_DIV, {INF, 0.0}, {INF, 0.0}, NANS, 0, 0, {0, 0}},
    /* abs: no overflow or underflow of the squares */
    {"|1e308+1e308i|", C99_ABS, {1e308, 1e308}, {0, 0}, ULPS, 1, 0, {0, 0}},
    {"|3e-320+4e-320i|", C99_ABS, {3e-320, 4e-320}, {0, 0}, ULPS, 1, 0, {0, 0}},
    {"|1e-200+1e-200i|", C99_ABS, {1e-200, 1e-200}, {0, 0}, ULPS, 1, 0, {0, 0}},
    {"|3+4i|", C99_ABS, {3.0, 4.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"|inf+NaNi|", C99_ABS, {INF, NAN}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"|NaN-inf i|", C99_ABS, {NAN, -INF}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"|NaN+1i|", C99_ABS, {NAN, 1.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"|-0-0i|", C99_ABS, {-0.0, -0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    /* arg: branch cut on the sign of zero */
    {"arg(-1+0i)", C99_ARG, {-1.0, 0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"arg(-1-0i)", C99_ARG, {-1.0, -0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"arg(-0+0i)", C99_ARG, {-0.0, 0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"arg(-inf+inf i)", C99_ARG, {-INF, INF}, {0, 0}, EXACT, 0, 0, {0, 0}},
    /* exp (Annex G.6.3.1) */
    {"exp(0.5+2i)", C99_EXP, {0.5, 2.0}, {0, 0}, ULPS, 4, 0, {0, 0}},
    {"exp(-0-0i)", C99_EXP, {-0.0, -0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"exp(-5+0i)", C99_EXP, {-5.0, 0.0}, {0, 0}, ULPS, 1, 0, {0, 0}},
    {"exp(1+inf i)", C99_EXP, {1.0, INF}, {0, 0}, NANS, 0, 0, {0, 0}},
    {"exp(+inf+0i)", C99_EXP, {INF, 0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"exp(-inf+2i)", C99_EXP, {-INF, 2.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"exp(+inf+2i)", C99_EXP, {INF, 2.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"exp(-inf+inf i)", C99_EXP, {-INF, INF}, {0, 0}, EXACT, 0, 1, {0, 0}},
    {"exp(+inf+NaN i)", C99_EXP, {INF, NAN}, {0, 0}, EXACT, 0, 1, {0, 0}},
    {"exp(NaN-0i)", C99_EXP, {NAN, -0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"exp(NaN+1i)", C99_EXP, {NAN, 1.0}, {0, 0}, NANS, 0, 0, {0, 0}},
    {"exp(709.9+0.5i) near overflow", C99_EXP, {709.9, 0.5}, {0, 0}, ANSWER, 4, 0, {1.7739471950198739e308, 9.691117694907651e307}},
    /* log (Annex G.6.3.2) */
    {"log(2+3i)", C99_LOG, {2.0, 3.0}, {0, 0}, ULPS, 4, 0, {0, 0}},
    {"log(0.6+0.8i) near |z|=1", C99_LOG, {0.6, 0.8}, {0, 0}, ULPS, 4, 0, {0, 0}},
    {"log(1e300+1e300i)", C99_LOG, {1e300, 1e300}, {0, 0}, ULPS, 4, 0, {0, 0}},
    {"log(1+0i)", C99_LOG, {1.0, 0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"log(-0+0i)", C99_LOG, {-0.0, 0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"log(+0-0i)", C99_LOG, {0.0, -0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"log(-1+0i)", C99_LOG, {-1.0, 0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"log(-1-0i)", C99_LOG, {-1.0, -0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"log(1+inf i)", C99_LOG, {1.0, INF}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"log(-inf+inf i)", C99_LOG, {-INF, INF}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"log(inf+NaN i)", C99_LOG, {INF, NAN}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"log(NaN+inf i)", C99_LOG, {NAN, INF}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"log(NaN+1i)", C99_LOG, {NAN, 1.0}, {0, 0}, NANS, 0, 0, {0, 0}},
    /* sqrt (Annex G.6.4.2) */
    {"sqrt(3+4i)", C99_SQRT, {3.0, 4.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"sqrt(-3+4i)", C99_SQRT, {-3.0, 4.0}, {0, 0}, ULPS, 2, 0, {0, 0}},
    {"sqrt(0.1-0.7i)", C99_SQRT, {0.1, -0.7}, {0, 0}, ULPS, 2, 0, {0, 0}},
    {"sqrt(-4+0i)", C99_SQRT, {-4.0, 0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"sqrt(-4-0i)", C99_SQRT, {-4.0, -0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"sqrt(-0-0i)", C99_SQRT, {-0.0, -0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"sqrt(DBL_MAX+DBL_MAX i)", C99_SQRT, {DBL_MAX, DBL_MAX}, {0, 0}, ANSWER, 2, 0, {1.4730945569055655e154, 6.101757441282702e153}},
    {"sqrt(1e-310+1e-310i)", C99_SQRT, {1e-310, 1e-310}, {0, 0}, ANSWER, 2, 0, {1.0986841134678082e-155, 4.550898605622267e-156}},
    {"sqrt(NaN+inf i)", C99_SQRT, {NAN, INF}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"sqrt(-inf+2i)", C99_SQRT, {-INF, 2.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"sqrt(+inf-2i)", C99_SQRT, {INF, -2.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"sqrt(-inf+NaN i)", C99_SQRT, {-INF, NAN}, {0, 0}, EXACT, 0, 1, {0, 0}},
    {"sqrt(+inf+NaN i)", C99_SQRT, {INF, NAN}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"sqrt(1+NaN i)", C99_SQRT, {1.0, NAN}, {0, 0}, NANS, 0, 0, {0, 0}},
    /* pow = exp(w log z): error grows with |w log z| */
    {"(2+3i)^(0.5-1.5i)", C99_POW, {2.0, 3.0}, {0.5, -1.5}, ULPS, 32, 0, {0, 0}},
    {"(0.3-0.4i)^(2.5+0i)", C99_POW, {0.3, -0.4}, {2.5, 0.0}, ULPS, 32, 0, {0, 0}},
    {"(-8+0i)^(1/3)", C99_POW, {-8.0, 0.0}, {1.0 / 3.0, 0.0}, ULPS, 32, 0, {0, 0}},
};

static const struct c99_case float_cases[] = {
    {"-0-0i + -0-0i", C99_ADD, {-0.0, -0.0}, {-0.0, -0.0}, EXACT, 0, 0, {0, 0}},
    {"-0+0i - +0+0i", C99_SUB, {-0.0, 0.0}, {0.0, 0.0}, EXACT, 0, 0, {0, 0}},
    {"conj(1+0i)", C99_CONJ, {1.0, 0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"(1-0i) * -0 (real)", C99_SCALE, {1.0, -0.0}, {-0.0, 0.0}, EXACT, 0, 0, {0, 0}},
    {"(+0+0i) * (-0+0i)", C99_MUL, {0.0, 0.0}, {-0.0, 0.0}, EXACT, 0, 0, {0, 0}},
    {"(1+2i) * (3-4i)", C99_MUL, {1.0, 2.0}, {3.0, -4.0}, EXACT, 0, 0, {0, 0}},
    {"(0.1+0.7i) * (1.3-2.9i)", C99_MUL, {0.1, 0.7}, {1.3, -2.9}, ULPS, 2, 0, {0, 0}},
    {"(inf+0i) * (0+1i)", C99_MUL, {INF, 0.0}, {0.0, 1.0}, INFINITE, 0, 0, {0, 0}},
    {"(NaN+inf i) * (2+3i)", C99_MUL, {NAN, INF}, {2.0, 3.0}, INFINITE, 0, 0, {0, 0}},
    {"(1e30+1e30i)^2 overflows", C99_MUL, {1e30, 1e30}, {1e30, 1e30}, INFINITE, 0, 0, {0, 0}},
    /* computed in double, 3 * 1.6e38 does not overflow; in float it does, and Annex G recovers
     * the infinity (the NaN part becomes 0) */
    {"(NaN+3i) * (1.6e38+0i), a float product overflows", C99_MUL, {NAN, 3.0}, {1.6e38, 0.0}, INFINITE, 0, 0, {0, 0}},
    {"(1+2i) / (3-4i)", C99_DIV, {1.0, 2.0}, {3.0, -4.0}, ULPS, 2, 0, {0, 0}},
    {"(1e38+1e38i) / (1+1i)", C99_DIV, {1e38, 1e38}, {1.0, 1.0}, ULPS, 2, 0, {0, 0}},
    {"(1e38+1e38i) / (1e38+1e38i)", C99_DIV, {1e38, 1e38}, {1e38, 1e38}, ULPS, 2, 0, {0, 0}},
    {"(1+1i) / (1e-38+1e-38i)", C99_DIV, {1.0, 1.0}, {1e-38, 1e-38}, ULPS, 2, 0, {0, 0}},
    {"(1e-40+1e-40i) / (3e-40+4e-40i)", C99_DIV, {1e-40, 1e-40}, {3e-40, 4e-40}, ULPS, 2, 0, {0, 0}},
    {"(2^-149+2^-149 i) / (2^-148+2^-149 i)", C99_DIV, {0x1p-149, 0x1p-149}, {0x1p-148, 0x1p-149}, ULPS, 2, 0, {0, 0}},
    {"(1+1i) / (0+0i)", C99_DIV, {1.0, 1.0}, {0.0, 0.0}, INFINITE, 0, 0, {0, 0}},
    {"(inf+0i) / (1+1i)", C99_DIV, {INF, 0.0}, {1.0, 1.0}, INFINITE, 0, 0, {0, 0}},
    {"(1+1i) / (inf+inf i)", C99_DIV, {1.0, 1.0}, {INF, INF}, ULPS, 0, 1, {0, 0}},
    {"(0+0i) / (0+0i)", C99_DIV, {0.0, 0.0}, {0.0, 0.0}, NANS, 0, 0, {0, 0}},
    {"|2e38+2e38i|", C99_ABS, {2e38, 2e38}, {0, 0}, ULPS, 1, 0, {0, 0}},
    {"|3e-45+4e-45i|", C99_ABS, {3e-45, 4e-45}, {0, 0}, ULPS, 1, 0, {0, 0}},
    {"|inf+NaNi|", C99_ABS, {INF, NAN}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"arg(-1-0i)", C99_ARG, {-1.0, -0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"exp(0.5+2i)", C99_EXP, {0.5, 2.0}, {0, 0}, ULPS, 2, 0, {0, 0}},
    {"exp(-0-0i)", C99_EXP, {-0.0, -0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"log(2+3i)", C99_LOG, {2.0, 3.0}, {0, 0}, ULPS, 2, 0, {0, 0}},
    {"log(-0+0i)", C99_LOG, {-0.0, 0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"log(-1-0i)", C99_LOG, {-1.0, -0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"sqrt(-3+4i)", C99_SQRT, {-3.0, 4.0}, {0, 0}, ULPS, 2, 0, {0, 0}},
    {"sqrt(-4-0i)", C99_SQRT, {-4.0, -0.0}, {0, 0}, EXACT, 0, 0, {0, 0}},
    {"sqrt(FLT_MAX+FLT_MAX i)", C99_SQRT, {FLT_MAX, FLT_MAX}, {0, 0}, ANSWER, 2, 0, {2.026714405498317e19, 8.394925938143273e18}},
    {"(2+3i)^(0.5-1.5i)", C99_POW, {2.0, 3.0}, {0.5, -1.5}, ULPS, 8, 0, {0, 0}},
};

static void test_double_operations_match_c99(void **state) {
    int failures = 0;
    (void)state;
    for (size_t i = 0; i < sizeof double_cases / sizeof double_cases[0]; ++i) {
        const struct c99_case *c = &double_cases[i];
        double ref[2];
        winport_complex_double got;
        const char *why;
        c99_reference_double(c->op, c->a, c->b, ref);
        got = run_winport_double(c->op, winport_cd_make(c->a[0], c->a[1]), winport_cd_make(c->b[0], c->b[1]));
        if (c->check == ANSWER) {
            print_message("double %s: exact %.17g%+.17gi, winport %.17g%+.17gi, C99 %.17g%+.17gi\n", c->name,
                          c->answer[0], c->answer[1], got.re, got.im, ref[0], ref[1]);
            ref[0] = c->answer[0];
            ref[1] = c->answer[1];
        }
        why = mismatch(c, DBL_EPSILON, got.re, got.im, ref[0], ref[1]);
        if (why) {
            ++failures;
            print_error("double %s: %s: winport %.17g%+.17gi, C99 %.17g%+.17gi\n", c->name, why, got.re,
                        got.im, ref[0], ref[1]);
        }
    }
    assert_int_equal(failures, 0);
}

static void test_float_operations_match_c99(void **state) {
    int failures = 0;
    (void)state;
    for (size_t i = 0; i < sizeof float_cases / sizeof float_cases[0]; ++i) {
        const struct c99_case *c = &float_cases[i];
        const float a[2] = {(float)c->a[0], (float)c->a[1]}, b[2] = {(float)c->b[0], (float)c->b[1]};
        float ref[2];
        winport_complex_float got;
        const char *why;
        c99_reference_float(c->op, a, b, ref);
        got = run_winport_float(c->op, winport_cf_make(a[0], a[1]), winport_cf_make(b[0], b[1]));
        if (c->check == ANSWER) {
            print_message("float %s: exact %.9g%+.9gi, winport %.9g%+.9gi, C99 %.9g%+.9gi\n", c->name, c->answer[0],
                          c->answer[1], (double)got.re, (double)got.im, (double)ref[0], (double)ref[1]);
            ref[0] = (float)c->answer[0];
            ref[1] = (float)c->answer[1];
        }
        why = mismatch(c, FLT_EPSILON, got.re, got.im, ref[0], ref[1]);
        if (why) {
            ++failures;
            print_error("float %s: %s: winport %.9g%+.9gi, C99 %.9g%+.9gi\n", c->name, why, (double)got.re,
                        (double)got.im, (double)ref[0], (double)ref[1]);
        }
    }
    assert_int_equal(failures, 0);
}

/* The comparison itself must be able to fail: a deliberately wrong result is caught. */
static void test_the_comparison_rejects_a_wrong_result(void **state) {
    const struct c99_case exact = {"probe", C99_ADD, {0, 0}, {0, 0}, EXACT, 0, 0, {0, 0}};
    const struct c99_case ulps = {"probe", C99_DIV, {0, 0}, {0, 0}, ULPS, 3, 0, {0, 0}};
    (void)state;
    assert_non_null(mismatch(&exact, DBL_EPSILON, 0.0, -0.0, 0.0, 0.0));
    assert_non_null(mismatch(&ulps, DBL_EPSILON, 1.0 + 8 * DBL_EPSILON, 0.0, 1.0, 0.0));
    assert_null(mismatch(&ulps, DBL_EPSILON, 1.0 + 2 * DBL_EPSILON, 0.0, 1.0, 0.0));
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_double_operations_match_c99),
        cmocka_unit_test(test_float_operations_match_c99),
        cmocka_unit_test(test_the_comparison_rejects_a_wrong_result),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
