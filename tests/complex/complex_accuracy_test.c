/* SPDX-License-Identifier: BSD-3-Clause */
/* complex_accuracy_test.c: componentwise accuracy of winport_cd_log and winport_cd_exp where the
 * naive formulas fail, against long double references (x87 80-bit on x86-64 Linux and mingw-w64,
 * 11 more bits than double; the squares near |z| = 1 are formed exactly with fma so the reference
 * does not inherit the cancellation it checks for):
 *  - log for |z| > DBL_MAX (hypot overflows) and for subnormal z;
 *  - log near |z| = 1, where log|z| is tiny and x^2 + y^2 - 1 cancels;
 *  - exp where exp(re) overflows but a part of the result does not.
 * The targets (docs/complex.md) are per part: each of re and im within its own ulps. Built twice:
 * as is, and with -ffp-contract=fast -march=haswell (WINPORT_TEST_FUSED), where a compiler fuses
 * every a*b+c it may, to show the results do not depend on contraction. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <cmocka.h>

#include "winport/complex.h"

/* Per-part targets, in units in the last place of the double reference (docs/complex.md). */
#define LOG_TARGET_ULPS 3.0
#define EXP_TARGET_ULPS 6.0

static double ulps_from(double actual, long double reference) {
    double rounded = (double)reference;
    double ulp;
    if (isinf(rounded) || isinf(actual)) {
        return actual == rounded ? 0.0 : INFINITY;
    }
    ulp = nextafter(fabs(rounded), INFINITY) - fabs(rounded);
    return (double)(fabsl((long double)actual - reference) / (long double)ulp);
}

static int check_part(const char *what, double x, double y, const char *part, double actual, long double reference,
    double target) {
    double ulps = ulps_from(actual, reference);
    if (!(ulps <= target)) {
        print_error("%s(%a, %a) %s: %a, reference %a: %g ulps (target %g)\n", what, x, y, part, actual, (double)reference, ulps,
            target);
        return 1;
    }
    return 0;
}

static long double log_abs_reference(double x, double y) {
    double ax = fabs(x), ay = fabs(y);
    double big = ax > ay ? ax : ay, small = ax > ay ? ay : ax;
    if (big >= 0.5 && big <= 2.0) {
        /* x^2 and y^2 exactly (two doubles each), summed in long double: exact to ~2^-117 */
        double big2 = big * big, small2 = small * small;
        double big2_error = fma(big, big, -big2), small2_error = fma(small, small, -small2);
        long double t = ((long double)big2 - 1.0L) + (long double)small2;
        t += (long double)big2_error;
        t += (long double)small2_error;
        return 0.5L * log1pl(t);
    }
    return logl(hypotl((long double)x, (long double)y));
}

static int check_log(double x, double y) {
    winport_complex_double r = winport_cd_log(winport_cd_make(x, y));
    return check_part("log", x, y, "re", r.re, log_abs_reference(x, y), LOG_TARGET_ULPS) +
           check_part("log", x, y, "im", r.im, atan2l((long double)y, (long double)x), LOG_TARGET_ULPS);
}

static int check_exp(double x, double y) {
    winport_complex_double r = winport_cd_exp(winport_cd_make(x, y));
    long double e = expl((long double)x);
    return check_part("exp", x, y, "re", r.re, e * cosl((long double)y), EXP_TARGET_ULPS) +
           check_part("exp", x, y, "im", r.im, e * sinl((long double)y), EXP_TARGET_ULPS);
}

static void skip_unless_the_cpu_runs_this_build(void) {
#if defined(WINPORT_TEST_FUSED) && (defined(__GNUC__) || defined(__clang__))
    __builtin_cpu_init();
    if (!__builtin_cpu_supports("fma") || !__builtin_cpu_supports("avx2")) {
        print_message("this build targets Haswell (FMA, AVX2); the CPU lacks them\n");
        skip();
    }
#endif
}

static void test_log_of_huge_and_subnormal_z(void **state) {
    static const double cases[][2] = {
        {1e308, 1e308}, {DBL_MAX, DBL_MAX}, {-DBL_MAX, DBL_MAX}, {DBL_MAX, 1.0}, {1.5e308, -1.2e308},
        {4.9e-324, 4.9e-324}, {1e-310, 3e-320}, {-2.5e-308, 1e-312}, {1e-300, 1e-300},
    };
    size_t i;
    int failures = 0;
    (void)state;
    skip_unless_the_cpu_runs_this_build();
    for (i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        failures += check_log(cases[i][0], cases[i][1]);
    }
    assert_int_equal(failures, 0);
}

static void test_log_near_the_unit_circle(void **state) {
    int failures = 0;
    int k;
    (void)state;
    skip_unless_the_cpu_runs_this_build();
    /* Points on the circle as doubles round them: |z| - 1 is a few 1e-17 at most. */
    for (k = 1; k < 400; ++k) {
        double angle = (double)k * 0.0039269908169872415; /* k pi/800 */
        failures += check_log(cos(angle), sin(angle));
        failures += check_log(-sin(angle), cos(angle));
    }
    failures += check_log(0.6, 0.8);
    failures += check_log(1.0 + 0x1.0p-30, 0x1.0p-20);
    failures += check_log(1.0 - 0x1.0p-30, 0x1.0p-15);
    failures += check_log(1.0, 1e-10);
    failures += check_log(0.9999999999999999, 1.4901161193847656e-08);
    failures += check_log(0.5, 0.8660254037844386);
    failures += check_log(1.0000000000000002, 0.0);
    assert_int_equal(failures, 0);
}

static void test_exp_where_exp_re_overflows(void **state) {
    static const double cases[][2] = {
        {709.0, 1.0}, {710.0, 1e-300}, {710.0, 0.5}, {800.0, 1e-310}, {1000.0, 1e-200}, {1400.0, 4.9e-324},
        {1419.0, 4.9e-324}, {1420.0, 4.9e-324}, {1450.0, 4.9e-324}, {1450.0, 1e-320}, {1200.0, -3e-250},
        {750.0, 3.0}, {720.0, -1e-17},
    };
    size_t i;
    int failures = 0;
    (void)state;
    skip_unless_the_cpu_runs_this_build();
    for (i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        failures += check_exp(cases[i][0], cases[i][1]);
    }
    assert_int_equal(failures, 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_log_of_huge_and_subnormal_z),
        cmocka_unit_test(test_log_near_the_unit_circle),
        cmocka_unit_test(test_exp_where_exp_re_overflows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
