/* SPDX-License-Identifier: BSD-3-Clause */
/* Built the way MSVC's C compiler sees the world: `_Complex` is poisoned (a define that turns
 * any use into a syntax error) and __STDC_NO_COMPLEX__ is set, as MSVC sets it. The headers and
 * this LAPACKE-calling file must still compile, and the results must be right.
 * With WINPORT_TEST_WITH_LAPACKE (native lanes) it also solves a system through LAPACKE. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <math.h>

#include <cmocka.h>

#ifdef WINPORT_TEST_WITH_LAPACKE
#include "winport/lapacke.h"
#else
#include "winport/complex.h"
#endif

#if !defined(__STDC_NO_COMPLEX__) || defined(WINPORT_COMPLEX_HAVE_C99)
#error "this file must be built with _Complex poisoned and __STDC_NO_COMPLEX__ set (tests/complex/CMakeLists.txt)"
#endif

static void test_arithmetic_without_complex_keyword(void **state) {
    winport_complex_double z = winport_cd_make(3.0, 4.0);
    (void)state;
    assert_true(winport_cd_abs(z) == 5.0);
    z = winport_cd_div(winport_cd_mul(z, winport_cd_make(1.0, -2.0)), winport_cd_make(1.0, -2.0));
    assert_true(fabs(z.re - 3.0) < 1e-15 && fabs(z.im - 4.0) < 1e-15);
    z = winport_cd_sqrt(winport_cd_make(-4.0, -0.0));
    assert_true(z.re == 0.0 && z.im == -2.0);
}

#ifdef WINPORT_TEST_WITH_LAPACKE
/* [[2, i], [-i, 3]] x = b with x = (1 - i, 2 + 0.5i): the exact answer is known. */
static void test_lapacke_zgesv_and_cheev_without_complex_keyword(void **state) {
    lapack_complex_double a[4], b[2];
    lapack_int ipiv[2];
    (void)state;
    a[0] = lapack_make_complex_double(2.0, 0.0);  /* column-major: a(0,0) */
    a[1] = lapack_make_complex_double(0.0, -1.0); /* a(1,0) */
    a[2] = lapack_make_complex_double(0.0, 1.0);  /* a(0,1) */
    a[3] = lapack_make_complex_double(3.0, 0.0);  /* a(1,1) */
    /* b = A x: row 0: 2(1-i) + i(2+0.5i) = 1.5 + 0i; row 1: -i(1-i) + 3(2+0.5i) = 5 + 0.5i */
    b[0] = lapack_make_complex_double(1.5, 0.0);
    b[1] = lapack_make_complex_double(5.0, 0.5);
    assert_int_equal(LAPACKE_zgesv(LAPACK_COL_MAJOR, 2, 1, a, 2, ipiv, b, 2), 0);
    assert_true(fabs(lapack_complex_double_real(b[0]) - 1.0) < 1e-14);
    assert_true(fabs(lapack_complex_double_imag(b[0]) + 1.0) < 1e-14);
    assert_true(fabs(lapack_complex_double_real(b[1]) - 2.0) < 1e-14);
    assert_true(fabs(lapack_complex_double_imag(b[1]) - 0.5) < 1e-14);
    {
        /* Hermitian [[2, i], [-i, 2]] has eigenvalues 1 and 3 */
        lapack_complex_float h[4];
        float w[2];
        h[0] = lapack_make_complex_float(2.0f, 0.0f);
        h[1] = lapack_make_complex_float(0.0f, -1.0f);
        h[2] = lapack_make_complex_float(0.0f, 1.0f);
        h[3] = lapack_make_complex_float(2.0f, 0.0f);
        assert_int_equal(LAPACKE_cheev(LAPACK_COL_MAJOR, 'N', 'U', 2, h, 2, w), 0);
        assert_true(fabsf(w[0] - 1.0f) < 1e-6f && fabsf(w[1] - 3.0f) < 1e-6f);
    }
}
#endif

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_arithmetic_without_complex_keyword),
#ifdef WINPORT_TEST_WITH_LAPACKE
        cmocka_unit_test(test_lapacke_zgesv_and_cheev_without_complex_keyword),
#endif
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
