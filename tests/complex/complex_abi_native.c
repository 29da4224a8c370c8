/* SPDX-License-Identifier: BSD-3-Clause */
/* The reference side of the LAPACKE/CBLAS ABI test: the same calls as complex_abi_winport.c,
 * through LAPACKE's default complex types (C99 float _Complex / double _Complex). Compiled as an
 * ordinary C file; it never sees a winport header. */
#include <complex.h>

/* glibc defines CMPLX/CMPLXF (C11) only for GCC >= 4.7; Clang reports itself as GCC 4.2. */
#ifndef CMPLX
#define CMPLX(x, y) __builtin_complex((double)(x), (double)(y))
#endif
#ifndef CMPLXF
#define CMPLXF(x, y) __builtin_complex((float)(x), (float)(y))
#endif
#include <string.h>

#include <cblas.h>
#include <lapacke.h>

#include "complex_test_data.h"

#define N COMPLEX_TEST_GESV_N
#define NRHS COMPLEX_TEST_GESV_NRHS
#define HN COMPLEX_TEST_HEEV_N
#define GM COMPLEX_TEST_GEMM_M
#define GN COMPLEX_TEST_GEMM_N
#define GK COMPLEX_TEST_GEMM_K
#define LM COMPLEX_TEST_LASET_M
#define LN COMPLEX_TEST_LASET_N

static void fill_cf(float _Complex *z, int count, unsigned seed) {
    double reals[2 * 64];
    complex_test_fill(reals, 2 * count, seed);
    for (int i = 0; i < count; ++i) {
        z[i] = CMPLXF((float)reals[2 * i], (float)reals[2 * i + 1]);
    }
}

static void fill_cd(double _Complex *z, int count, unsigned seed) {
    double reals[2 * 64];
    complex_test_fill(reals, 2 * count, seed);
    for (int i = 0; i < count; ++i) {
        z[i] = CMPLX(reals[2 * i], reals[2 * i + 1]);
    }
}

void complex_abi_run_native(struct complex_abi_results *out) {
    float _Complex ca[N * N], cb[N * NRHS];
    double _Complex za[N * N], zb[N * NRHS], ha[HN * HN];
    float _Complex gca[GK * GM], gcb[GK * GN], gcc[GM * GN];
    double _Complex gza[GK * GM], gzb[GK * GN], gzc[GM * GN];
    float _Complex lca[LM * LN];
    double _Complex lza[LM * LN];
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

    /* Hermitian: upper triangle from the sequence, real diagonal, lower = conjugate. */
    fill_cd(ha, HN * HN, 5);
    for (int j = 0; j < HN; ++j) {
        ha[j + j * HN] = CMPLX(creal(ha[j + j * HN]), 0.0);
        for (int i = j + 1; i < HN; ++i) ha[i + j * HN] = conj(ha[j + i * HN]);
    }
    out->zheev_info = (int)LAPACKE_zheev(LAPACK_COL_MAJOR, 'V', 'U', HN, ha, HN, out->zheev_w);
    memcpy(out->zheev_a, ha, sizeof ha);

    {
        const float _Complex alpha = CMPLXF(1.5f, -0.5f), beta = CMPLXF(0.25f, 1.0f);
        fill_cf(gca, GK * GM, 6);
        fill_cf(gcb, GK * GN, 7);
        fill_cf(gcc, GM * GN, 8);
        cblas_cgemm(CblasColMajor, CblasConjTrans, CblasNoTrans, GM, GN, GK, &alpha, gca, GK, gcb, GK,
                    &beta, gcc, GM);
        memcpy(out->cgemm_c, gcc, sizeof gcc);
    }
    {
        const double _Complex alpha = CMPLX(1.5, -0.5), beta = CMPLX(0.25, 1.0);
        fill_cd(gza, GK * GM, 6);
        fill_cd(gzb, GK * GN, 7);
        fill_cd(gzc, GM * GN, 8);
        cblas_zgemm(CblasColMajor, CblasConjTrans, CblasNoTrans, GM, GN, GK, &alpha, gza, GK, gzb, GK,
                    &beta, gzc, GM);
        memcpy(out->zgemm_c, gzc, sizeof gzc);
    }

    /* laset takes its two complex scalars BY VALUE: the by-value ABI is exercised here. */
    fill_cf(lca, LM * LN, 9);
    fill_cd(lza, LM * LN, 9);
    out->laset_info = (int)LAPACKE_claset(LAPACK_COL_MAJOR, 'U', LM, LN, CMPLXF(0.5f, -2.0f),
                                          CMPLXF(3.0f, 0.25f), lca, LM);
    out->laset_info |= (int)LAPACKE_zlaset(LAPACK_COL_MAJOR, 'L', LM, LN, CMPLX(-1.25, 4.0),
                                           CMPLX(0.125, -7.5), lza, LM);
    memcpy(out->claset_a, lca, sizeof lca);
    memcpy(out->zlaset_a, lza, sizeof lza);
}
