/* SPDX-License-Identifier: BSD-3-Clause */
/* The lane's OpenBLAS/LAPACK DLL (GNU-built; docs/msvc-abi-blas.md) as an MSVC-ABI caller and
 * the DLL's own gfortran LAPACK meet it: BLAS functions that return a REAL return a float in
 * gfortran's convention (f2c's returns a double, which both callers would read as 0), and a
 * LAPACK routine built on them (sgeqrf: snrm2 inside slarfg) computes a real reflection. */
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

float snrm2_(const int *n, const float *x, const int *incx);
float sdot_(const int *n, const float *x, const int *incx, const float *y, const int *incy);
float sasum_(const int *n, const float *x, const int *incx);
double dnrm2_(const int *n, const double *x, const int *incx);
void sgeqrf_(const int *m, const int *n, float *a, const int *lda, float *tau, float *work, const int *lwork, int *info);

static const int two = 2, one = 1;
#define assert_near(value, expected, tolerance) assert_true(fabs((double)(value) - (expected)) <= (tolerance))

static void test_real_functions_return_floats(void **state) {
    (void)state;
    const float x[2] = {3.0f, -4.0f};
    const double xd[2] = {3.0, -4.0};
    assert_near(snrm2_(&two, x, &one), 5.0, 1e-6);
    assert_near(sdot_(&two, x, &one, x, &one), 25.0, 1e-5);
    assert_near(sasum_(&two, x, &one), 7.0, 1e-6);
    assert_near(dnrm2_(&two, xd, &one), 5.0, 1e-12);
}

static void test_lapack_qr_reflects(void **state) {
    (void)state;
    float a[4] = {3.0f, 4.0f, 1.0f, 2.0f};   /* column-major [[3, 1], [4, 2]] */
    float tau[2] = {0}, work[64];
    const int lwork = 64;
    int info = -1;
    sgeqrf_(&two, &two, a, &two, tau, work, &lwork, &info);
    assert_int_equal(info, 0);
    assert_near(fabsf(a[0]), 5.0, 1e-5);   /* R's first entry: the first column's norm */
    assert_near(tau[0], 1.6, 1e-5);                  /* 1 + 3/5: a reflection, not the identity */
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_real_functions_return_floats),
        cmocka_unit_test(test_lapack_qr_reflects),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
