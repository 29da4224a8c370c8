/* SPDX-License-Identifier: BSD-3-Clause */
/* complex.exp_reduction: winport_cd_exp on imaginary parts of every size, in every lane (the
 * Windows lane under Wine too), against references computed with exact argument reduction
 * (complex_exp_reference.h). mingw-w64's sin/cos reduce with a 66-bit pi: through them, exp was
 * 580 eps off at |im| ~ 1e8 and meaningless past 2^63; the header reduces by itself now.
 * Tolerances (docs/complex.md): exp normwise <= 4 eps over 500 x 50 = 25,000 cases; the sin/cos
 * parts <= 2 ulps each, against each part's own reference. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <float.h>
#include <math.h>
#include <stdio.h>

#include <cmocka.h>

#include "winport/complex.h"
#include "complex_exp_reference.h"

#define Y_COUNT (sizeof exp_reference_y / sizeof exp_reference_y[0])
#define X_COUNT (sizeof exp_reference_x / sizeof exp_reference_x[0])

/* |got - (hi + lo)| in ulps of hi. */
static double ulps_off(double got, double hi, double lo) {
    double error = fabs((got - hi) - lo);
    int exponent;
    frexp(hi, &exponent);
    return error / ldexp(1.0, exponent - 53);
}

/* Normwise error of (re, im) against (a_hi + a_lo, b_hi + b_lo), in eps. */
static double normwise_eps(double re, double im, double a_hi, double a_lo, double b_hi, double b_lo) {
    double dr = (re - a_hi) - a_lo, di = (im - b_hi) - b_lo;
    return hypot(dr, di) / hypot(a_hi, b_hi) / DBL_EPSILON;
}

static void test_sin_and_cos_of_any_argument(void **state) {
    (void)state;
    double worst = 0.0;
    size_t over = 0;
    for (size_t i = 0; i < Y_COUNT; ++i) {
        const double *r = exp_reference_y[i];
        double s, c;
        winport_complex_internal_sincos(r[0], &s, &c);
        double off = fmax(ulps_off(c, r[1], r[2]), ulps_off(s, r[3], r[4]));
        if (off > 2.0) {
            if (over++ < 5)
                print_message("y = %.17g: cos %.17g (want %.17g), sin %.17g (want %.17g): %.1f ulps\n", r[0], c, r[1], s, r[3], off);
        }
        worst = fmax(worst, off);
    }
    print_message("sin/cos: %lu of %lu arguments over 2 ulps, worst %.2f ulps\n", (unsigned long)over, (unsigned long)Y_COUNT, worst);
    assert_int_equal(over, 0);
}

static void test_exp_within_its_tolerance(void **state) {
    (void)state;
    double worst = 0.0;
    size_t over = 0;
    for (size_t i = 0; i < X_COUNT; ++i) {
        for (size_t j = 0; j < Y_COUNT; ++j) {
            const double *x = exp_reference_x[i], *y = exp_reference_y[j];
            winport_complex_double z = winport_cd_exp(winport_cd_make(x[0], y[0]));
            /* exp(x) (cos y + i sin y) as double-doubles: hi products and the first-order rest */
            double re_hi = x[1] * y[1], re_lo = fma(x[1], y[1], -re_hi) + x[1] * y[2] + x[2] * y[1];
            double im_hi = x[1] * y[3], im_lo = fma(x[1], y[3], -im_hi) + x[1] * y[4] + x[2] * y[3];
            double error = normwise_eps(z.re, z.im, re_hi, re_lo, im_hi, im_lo);
            if (!(error <= 4.0) && over++ < 5)
                print_message("exp(%.17g%+.17gi) = %.17g%+.17gi: %.2f eps\n", x[0], y[0], z.re, z.im, error);
            worst = fmax(worst, error);
        }
    }
    print_message("exp: %lu of %lu cases over 4 eps, worst %.2f eps\n", (unsigned long)over, (unsigned long)(X_COUNT * Y_COUNT), worst);
    assert_int_equal(over, 0);
}

/* The comparisons can fail: a result 8 eps off is rejected, a rounded one is not. */
static void test_the_comparisons_reject_a_wrong_result(void **state) {
    (void)state;
    const double *y = exp_reference_y[1]; /* pi/2 */
    assert_true(ulps_off(y[1] * (1.0 + 8 * DBL_EPSILON), y[1], y[2]) > 2.0);
    assert_true(ulps_off(y[1], y[1], y[2]) <= 2.0);
    assert_true(normwise_eps(1.0 + 8 * DBL_EPSILON, 0.0, 1.0, 0.0, 0.0, 0.0) > 4.0);
    assert_true(normwise_eps(1.0, 0.0, 1.0, 0.0, 0.0, 0.0) <= 4.0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sin_and_cos_of_any_argument),
        cmocka_unit_test(test_exp_within_its_tolerance),
        cmocka_unit_test(test_the_comparisons_reject_a_wrong_result),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
