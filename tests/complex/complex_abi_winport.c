/* SPDX-License-Identifier: BSD-3-Clause */
/* The winport side of the LAPACKE/CBLAS ABI test: the calls of complex_abi_native.c through
 * winport/lapacke.h, i.e. with winport_complex_float/double as LAPACKE's complex types. No
 * `_Complex` in this file. The test compares both runs byte for byte: any difference in layout
 * or in how the complex scalars are passed would change some bits. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "winport/lapacke.h"
#include <cblas.h>

#include "complex_test_data.h"

#define N COMPLEX_TEST_GESV_N
#define NRHS COMPLEX_TEST_GESV_NRHS
#define HN COMPLEX_TEST_HEEV_N
#define GM COMPLEX_TEST_GEMM_M
#define GN COMPLEX_TEST_GEMM_N
#define GK COMPLEX_TEST_GEMM_K
#define LM COMPLEX_TEST_LASET_M
#define LN COMPLEX_TEST_LASET_N

static void fill_cf(winport_complex_float *z, int count, unsigned seed) {
    double reals[2 * 64];
    complex_test_fill(reals, 2 * count, seed);
    for (int i = 0; i < count; ++i) {
        z[i] = lapack_make_complex_float((float)reals[2 * i], (float)reals[2 * i + 1]);
    }
}

static void fill_cd(winport_complex_double *z, int count, unsigned seed) {
    double reals[2 * 64];
    complex_test_fill(reals, 2 * count, seed);
    for (int i = 0; i < count; ++i) {
        z[i] = lapack_make_complex_double(reals[2 * i], reals[2 * i + 1]);
    }
}

void complex_abi_run_winport(struct complex_abi_results *out) {
    winport_complex_float ca[N * N], cb[N * NRHS];
    winport_complex_double za[N * N], zb[N * NRHS], ha[HN * HN];
    winport_complex_float gca[GK * GM], gcb[GK * GN], gcc[GM * GN];
    winport_complex_double gza[GK * GM], gzb[GK * GN], gzc[GM * GN];
    winport_complex_float lca[LM * LN];
    winport_complex_double lza[LM * LN];
    lapack_int ipiv[N];

    fill_cf(ca, N * N, 1);
    fill_cf(cb, N * NRHS, 2);
    out->cgesv_info = (int)LAPACKE_cgesv(LAPACK_COL_MAJOR, N, NRHS, ca, N, ipiv, cb, N);
    memcpy(out->cgesv_a, ca, sizeof ca);
    memcpy(out->cgesv_b, cb, sizeof cb);
    for (int i = 0; i < N; ++i) out->cgesv_ipiv[i] = (int)ipiv[i];

    fill_cd(za, N * N, 3);
    fill_cd(zb, N * NRHS, 4);
    out->zgesv_info = (int)LAPACKE_zgesv(LAPACK_COL_MAJOR, N, NRHS, za, N, ipiv, zb, N);
    memcpy(out->zgesv_a, za, sizeof za);
    memcpy(out->zgesv_b, zb, sizeof zb);
    for (int i = 0; i < N; ++i) out->zgesv_ipiv[i] = (int)ipiv[i];

    fill_cd(ha, HN * HN, 5);
    for (int j = 0; j < HN; ++j) {
        ha[j + j * HN] = winport_cd_make(winport_cd_real(ha[j + j * HN]), 0.0);
        for (int i = j + 1; i < HN; ++i) ha[i + j * HN] = winport_cd_conj(ha[j + i * HN]);
    }
    out->zheev_info = (int)LAPACKE_zheev(LAPACK_COL_MAJOR, 'V', 'U', HN, ha, HN, out->zheev_w);
    memcpy(out->zheev_a, ha, sizeof ha);

    {
        const winport_complex_float alpha = winport_cf_make(1.5f, -0.5f), beta = winport_cf_make(0.25f, 1.0f);
        fill_cf(gca, GK * GM, 6);
        fill_cf(gcb, GK * GN, 7);
        fill_cf(gcc, GM * GN, 8);
        cblas_cgemm(CblasColMajor, CblasConjTrans, CblasNoTrans, GM, GN, GK, &alpha, gca, GK, gcb, GK,
                    &beta, gcc, GM);
        memcpy(out->cgemm_c, gcc, sizeof gcc);
    }
    {
        const winport_complex_double alpha = winport_cd_make(1.5, -0.5), beta = winport_cd_make(0.25, 1.0);
        fill_cd(gza, GK * GM, 6);
        fill_cd(gzb, GK * GN, 7);
        fill_cd(gzc, GM * GN, 8);
        cblas_zgemm(CblasColMajor, CblasConjTrans, CblasNoTrans, GM, GN, GK, &alpha, gza, GK, gzb, GK,
                    &beta, gzc, GM);
        memcpy(out->zgemm_c, gzc, sizeof gzc);
    }

    fill_cf(lca, LM * LN, 9);
    fill_cd(lza, LM * LN, 9);
    out->laset_info = (int)LAPACKE_claset(LAPACK_COL_MAJOR, 'U', LM, LN, winport_cf_make(0.5f, -2.0f),
                                          winport_cf_make(3.0f, 0.25f), lca, LM);
    out->laset_info |= (int)LAPACKE_zlaset(LAPACK_COL_MAJOR, 'L', LM, LN, winport_cd_make(-1.25, 4.0),
                                           winport_cd_make(0.125, -7.5), lza, LM);
    memcpy(out->claset_a, lca, sizeof lca);
    memcpy(out->zlaset_a, lza, sizeof lza);
}

static struct complex_abi_results native_results, winport_results;

static int run_both(void **state) {
    (void)state;
    /* different fill bytes: a field one side forgets to write cannot match by luck */
    memset(&native_results, 0x00, sizeof native_results);
    memset(&winport_results, 0x5a, sizeof winport_results);
    complex_abi_run_native(&native_results);
    complex_abi_run_winport(&winport_results);
    return 0;
}

#define ASSERT_SAME_BYTES(field)                                                                    \
    assert_memory_equal(winport_results.field, native_results.field, sizeof native_results.field)

static void test_cgesv_matches_native_bit_for_bit(void **state) {
    (void)state;
    assert_int_equal(native_results.cgesv_info, 0);
    assert_int_equal(winport_results.cgesv_info, 0);
    ASSERT_SAME_BYTES(cgesv_a);
    ASSERT_SAME_BYTES(cgesv_b);
    ASSERT_SAME_BYTES(cgesv_ipiv);
}

static void test_zgesv_matches_native_bit_for_bit(void **state) {
    (void)state;
    assert_int_equal(native_results.zgesv_info, 0);
    assert_int_equal(winport_results.zgesv_info, 0);
    ASSERT_SAME_BYTES(zgesv_a);
    ASSERT_SAME_BYTES(zgesv_b);
    ASSERT_SAME_BYTES(zgesv_ipiv);
}

static void test_zheev_matches_native_bit_for_bit(void **state) {
    (void)state;
    assert_int_equal(native_results.zheev_info, 0);
    assert_int_equal(winport_results.zheev_info, 0);
    ASSERT_SAME_BYTES(zheev_w);
    ASSERT_SAME_BYTES(zheev_a);
}

static void test_cblas_gemm_matches_native_bit_for_bit(void **state) {
    (void)state;
    ASSERT_SAME_BYTES(cgemm_c);
    ASSERT_SAME_BYTES(zgemm_c);
}

static void test_laset_by_value_scalars_match_native(void **state) {
    (void)state;
    assert_int_equal(native_results.laset_info, 0);
    assert_int_equal(winport_results.laset_info, 0);
    ASSERT_SAME_BYTES(claset_a);
    ASSERT_SAME_BYTES(zlaset_a);
    /* and the scalars really arrived: claset 'U' puts beta on the diagonal */
    assert_true(winport_results.claset_a[0] == 3.0f && winport_results.claset_a[1] == 0.25f);
}

/* The solve is right, not only identical: A x = b is checked with winport arithmetic against
 * the original inputs (a residual, so the comparison above cannot pass on two equal wrong runs). */
static void test_zgesv_solution_satisfies_the_system(void **state) {
    (void)state;
    winport_complex_double a[N * N], b[N * NRHS];
    fill_cd(a, N * N, 3);
    fill_cd(b, N * NRHS, 4);
    for (int r = 0; r < NRHS; ++r) {
        for (int i = 0; i < N; ++i) {
            winport_complex_double sum = winport_cd_make(0.0, 0.0);
            for (int k = 0; k < N; ++k) {
                winport_complex_double x = winport_cd_make(winport_results.zgesv_b[2 * (k + r * N)],
                                                           winport_results.zgesv_b[2 * (k + r * N) + 1]);
                sum = winport_cd_add(sum, winport_cd_mul(a[i + k * N], x));
            }
            assert_true(winport_cd_abs(winport_cd_sub(sum, b[i + r * N])) < 1e-12);
        }
    }
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cgesv_matches_native_bit_for_bit),
        cmocka_unit_test(test_zgesv_matches_native_bit_for_bit),
        cmocka_unit_test(test_zheev_matches_native_bit_for_bit),
        cmocka_unit_test(test_cblas_gemm_matches_native_bit_for_bit),
        cmocka_unit_test(test_laset_by_value_scalars_match_native),
        cmocka_unit_test(test_zgesv_solution_satisfies_the_system),
    };
    return cmocka_run_group_tests(tests, run_both, NULL);
}
