/* SPDX-License-Identifier: BSD-3-Clause */
/* winport/lapacke.h included AFTER a header that already made LAPACKE use MSVC's struct types
 * (as OpenBLAS >= 0.3.26's lapacke_config.h does under MSVC: it defines _CRT_USE_C_COMPLEX_H and
 * maps lapack_complex_float/double to _Fcomplex/_Dcomplex). Off MSVC the structs are spelled
 * here with MSVC's layout; the real LAPACKE is then called through them. winport must keep that
 * choice (FOREIGN mode) and convert values with winport_lapack_cX_from/to. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <math.h>

#include <cmocka.h>

#define _CRT_USE_C_COMPLEX_H
typedef struct { float _Val[2]; } test_msvc_fcomplex;  /* MSVC's _Fcomplex */
typedef struct { double _Val[2]; } test_msvc_dcomplex; /* MSVC's _Dcomplex */
#define LAPACK_COMPLEX_CUSTOM
#define lapack_complex_float test_msvc_fcomplex
#define lapack_complex_double test_msvc_dcomplex
#include <lapacke.h>

#include "winport/lapacke.h"

#if WINPORT_LAPACKE_COMPLEX_MODE != WINPORT_LAPACKE_COMPLEX_FOREIGN
#error "winport/lapacke.h should have kept the struct type chosen before it"
#endif

static void test_lapacke_through_the_foreign_struct_types(void **state) {
    test_msvc_dcomplex a[4], b[2];
    lapack_int ipiv[2];
    winport_complex_double x0, x1;
    (void)state;
    a[0] = lapack_make_complex_double(2.0, 0.0);
    a[1] = lapack_make_complex_double(0.0, -1.0);
    a[2] = lapack_make_complex_double(0.0, 1.0);
    a[3] = lapack_make_complex_double(3.0, 0.0);
    b[0] = winport_lapack_cd_to(winport_cd_make(1.5, 0.0));
    b[1] = winport_lapack_cd_to(winport_cd_make(5.0, 0.5));
    assert_true(a[1]._Val[0] == 0.0 && a[1]._Val[1] == -1.0); /* really the struct's layout */
    assert_int_equal(LAPACKE_zgesv(LAPACK_COL_MAJOR, 2, 1, a, 2, ipiv, b, 2), 0);
    x0 = winport_lapack_cd_from(b[0]);
    x1 = winport_lapack_cd_from(b[1]);
    assert_true(winport_cd_abs(winport_cd_sub(x0, winport_cd_make(1.0, -1.0))) < 1e-14);
    assert_true(winport_cd_abs(winport_cd_sub(x1, winport_cd_make(2.0, 0.5))) < 1e-14);
}

static void test_by_value_scalars_through_the_foreign_struct_types(void **state) {
    test_msvc_fcomplex m[4];
    (void)state;
    assert_int_equal(LAPACKE_claset(LAPACK_COL_MAJOR, 'A', 2, 2, lapack_make_complex_float(0.5f, -1.0f),
                                    lapack_make_complex_float(7.0f, 0.25f), m, 2),
                     0);
    assert_true(winport_lapack_cf_from(m[0]).re == 7.0f && winport_lapack_cf_from(m[0]).im == 0.25f);
    assert_true(winport_lapack_cf_from(m[1]).re == 0.5f && winport_lapack_cf_from(m[1]).im == -1.0f);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lapacke_through_the_foreign_struct_types),
        cmocka_unit_test(test_by_value_scalars_through_the_foreign_struct_types),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
