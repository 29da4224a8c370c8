/* SPDX-License-Identifier: BSD-3-Clause */
/* Layout and conversions of winport_complex_float/double, and the rules of winport/complex.h that
 * C99 does not fix (pow's special cases, float computed in double). The C99 conversions are only
 * here when the compiler has _Complex (not under MSVC, not in the poisoned build). */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "winport/complex.h"

static void test_types_are_two_reals_real_part_first(void **state) {
    const double parts[2] = {1.25, -3.5};
    const float fparts[2] = {-0.0f, 7.0f};
    winport_complex_double z;
    winport_complex_float f;
    (void)state;
    assert_int_equal(sizeof(winport_complex_double), 2 * sizeof(double));
    assert_int_equal(sizeof(winport_complex_float), 2 * sizeof(float));
    assert_int_equal(offsetof(winport_complex_double, im), sizeof(double));
    memcpy(&z, parts, sizeof z);
    memcpy(&f, fparts, sizeof f);
    assert_true(winport_cd_real(z) == 1.25 && winport_cd_imag(z) == -3.5);
    assert_true(winport_cf_real(f) == 0.0f && signbit(winport_cf_real(f)) && winport_cf_imag(f) == 7.0f);
    /* arrays: element k's real part is reals[2k] */
    {
        winport_complex_double array[3] = {{1, 2}, {3, 4}, {5, 6}};
        double reals[6];
        memcpy(reals, array, sizeof array);
        assert_true(reals[4] == 5.0 && reals[5] == 6.0);
    }
}

static void test_precision_conversions(void **state) {
    (void)state;
    winport_complex_double d = winport_cf_to_cd(winport_cf_make(0.1f, -0.0f));
    assert_true(d.re == (double)0.1f && d.im == 0.0 && signbit(d.im));
    winport_complex_float f = winport_cd_to_cf(winport_cd_make(1e300, 1e-300));
    assert_true(isinf(f.re) && f.im == 0.0f);
}

#if defined(WINPORT_COMPLEX_HAVE_C99)
static void test_c99_round_trip_keeps_every_bit(void **state) {
    const double specials[] = {0.0, -0.0, 1.0, -2.5, 4.9e-324, DBL_MAX, HUGE_VAL, -HUGE_VAL, NAN};
    (void)state;
    for (size_t i = 0; i < sizeof specials / sizeof specials[0]; ++i) {
        for (size_t j = 0; j < sizeof specials / sizeof specials[0]; ++j) {
            winport_complex_double z = winport_cd_make(specials[i], specials[j]), back;
            double _Complex native = winport_cd_to_c99(z);
            back = winport_cd_from_c99(native);
            assert_memory_equal(&back, &z, sizeof z);
            assert_memory_equal(&native, &z, sizeof z);
            {
                winport_complex_float f = winport_cf_make((float)specials[i], (float)specials[j]), fback;
                float _Complex fnative = winport_cf_to_c99(f);
                fback = winport_cf_from_c99(fnative);
                assert_memory_equal(&fback, &f, sizeof f);
            }
        }
    }
}
#endif

static void test_pow_special_cases(void **state) {
    winport_complex_double r;
    (void)state;
    r = winport_cd_pow(winport_cd_make(0.0, 0.0), winport_cd_make(0.0, 0.0));
    assert_true(r.re == 1.0 && r.im == 0.0);
    r = winport_cd_pow(winport_cd_make(HUGE_VAL, NAN), winport_cd_make(0.0, -0.0));
    assert_true(r.re == 1.0 && r.im == 0.0);
    r = winport_cd_pow(winport_cd_make(0.0, -0.0), winport_cd_make(2.5, -1.0));
    assert_true(r.re == 0.0 && r.im == 0.0);
    r = winport_cd_pow(winport_cd_make(0.0, 1.0), winport_cd_make(2.0, 0.0)); /* i^2 */
    assert_true(fabs(r.re + 1.0) <= 2 * DBL_EPSILON && fabs(r.im) <= 2 * DBL_EPSILON);
}

static void test_float_operations_do_not_overflow_in_intermediates(void **state) {
    winport_complex_float q, m;
    (void)state;
    /* (c^2 + d^2) overflows float for c = d = 1e30, not the quotient */
    q = winport_cf_div(winport_cf_make(1e30f, 1e30f), winport_cf_make(1e30f, 1e30f));
    assert_true(q.re == 1.0f && q.im == 0.0f);
    /* |z|^2 underflows float for tiny parts */
    assert_true(fabsf(winport_cf_abs(winport_cf_make(3e-30f, 4e-30f)) - 5e-30f) <= 5e-30f * FLT_EPSILON);
    /* products exact in double, one rounding: (1+h + ih)(1+h - ih) = (1+h)^2 + h^2 = 1 + 2h + 2h^2
     * for h = 2^-12, i.e. 1 + 2^-11 + 2^-23, representable in float */
    m = winport_cf_mul(winport_cf_make(1.0f + 0x1p-12f, 0x1p-12f), winport_cf_make(1.0f + 0x1p-12f, -0x1p-12f));
    assert_true(m.re == 1.0f + 0x1p-11f + 0x1p-23f && m.im == 0.0f);
}

static void test_exp_near_overflow_stays_finite(void **state) {
    /* e^710 overflows a double; e^710 cos(0.8) = 1.5564391422312e308 and
     * e^710 sin(0.8) = 1.6025697525437e308 do not */
    winport_complex_double r = winport_cd_exp(winport_cd_make(710.0, 0.8));
    (void)state;
    assert_true(isfinite(r.re) && isfinite(r.im));
    assert_true(fabs(r.re / 1.5564391422312e308 - 1.0) < 1e-9);
    assert_true(fabs(r.im / 1.6025697525437e308 - 1.0) < 1e-9);
}

/* Where libgcc's __divdc3 differs from Annex G (docs/complex.md): a NaN operand that is not
 * infinite gives NaN+iNaN (G.5.1 _Cdivd recovers only infinite and zero operands; libgcc returns
 * an infinity from its own intermediate overflow), and a finite quotient stays finite where
 * libgcc overflows. */
static void test_division_follows_annex_g_where_libgcc_does_not(void **state) {
    winport_complex_double q;
    (void)state;
    q = winport_cd_div(winport_cd_make(NAN, DBL_MAX), winport_cd_make(0x1.1d7f4ce3be6bap-276, -0x1.291e27b00e6f3p-667));
    assert_true(isnan(q.re) && isnan(q.im));
    q = winport_cd_div(winport_cd_make(-0x1.c75599b37d6fp+984, NAN), winport_cd_make(0x1.aaebc8c0f8addp-784, -0x1.49b47b804d946p-776));
    assert_true(isnan(q.re) && isnan(q.im));
    q = winport_cd_div(winport_cd_make(DBL_MAX, DBL_MAX), winport_cd_make(3.0, 0x1.f89b975913d4fp+2));
    assert_true(isfinite(q.re) && isfinite(q.im));
    assert_true(fabs(q.re / 0x1.393c205e40ad6p+1021 - 1.0) <= 3 * DBL_EPSILON && fabs(q.im / -0x1.192200d6f9c42p+1020 - 1.0) <= 3 * DBL_EPSILON);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_types_are_two_reals_real_part_first),
        cmocka_unit_test(test_precision_conversions),
#if defined(WINPORT_COMPLEX_HAVE_C99)
        cmocka_unit_test(test_c99_round_trip_keeps_every_bit),
#endif
        cmocka_unit_test(test_pow_special_cases),
        cmocka_unit_test(test_float_operations_do_not_overflow_in_intermediates),
        cmocka_unit_test(test_exp_near_overflow_stays_finite),
        cmocka_unit_test(test_division_follows_annex_g_where_libgcc_does_not),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
