/* SPDX-License-Identifier: BSD-3-Clause */
/* Deterministic test inputs shared by the winport-typed and the native-typed translation units.
 * Values are multiples of 1/64 in [-4, 4): exact in float and double, so both sides start from
 * identical bits. Plain arrays of reals only: no complex type appears here. */
#ifndef WINPORT_TESTS_COMPLEX_TEST_DATA_H
#define WINPORT_TESTS_COMPLEX_TEST_DATA_H

/* Fills `count` reals (interleaved re, im) from a linear congruential sequence. */
static inline void complex_test_fill(double *reals, int count, unsigned seed) {
    unsigned state = seed * 2654435761u + 12345u;
    for (int i = 0; i < count; ++i) {
        state = state * 1664525u + 1013904223u;
        reals[i] = (double)((int)((state >> 16) % 512u) - 256) / 64.0;
    }
}

enum {
    COMPLEX_TEST_GESV_N = 7,
    COMPLEX_TEST_GESV_NRHS = 3,
    COMPLEX_TEST_HEEV_N = 6,
    COMPLEX_TEST_GEMM_M = 5,
    COMPLEX_TEST_GEMM_N = 4,
    COMPLEX_TEST_GEMM_K = 6,
    COMPLEX_TEST_LASET_M = 3,
    COMPLEX_TEST_LASET_N = 4
};

/* Results of one run of every routine, as raw bytes of the complex arrays (re, im interleaved). */
struct complex_abi_results {
    float cgesv_a[2 * COMPLEX_TEST_GESV_N * COMPLEX_TEST_GESV_N];
    float cgesv_b[2 * COMPLEX_TEST_GESV_N * COMPLEX_TEST_GESV_NRHS];
    int cgesv_ipiv[COMPLEX_TEST_GESV_N];
    int cgesv_info;
    double zgesv_a[2 * COMPLEX_TEST_GESV_N * COMPLEX_TEST_GESV_N];
    double zgesv_b[2 * COMPLEX_TEST_GESV_N * COMPLEX_TEST_GESV_NRHS];
    int zgesv_ipiv[COMPLEX_TEST_GESV_N];
    int zgesv_info;
    double zheev_a[2 * COMPLEX_TEST_HEEV_N * COMPLEX_TEST_HEEV_N];
    double zheev_w[COMPLEX_TEST_HEEV_N];
    int zheev_info;
    float cgemm_c[2 * COMPLEX_TEST_GEMM_M * COMPLEX_TEST_GEMM_N];
    double zgemm_c[2 * COMPLEX_TEST_GEMM_M * COMPLEX_TEST_GEMM_N];
    float claset_a[2 * COMPLEX_TEST_LASET_M * COMPLEX_TEST_LASET_N];
    double zlaset_a[2 * COMPLEX_TEST_LASET_M * COMPLEX_TEST_LASET_N];
    int laset_info;
};

/* Both implementations: same calls, different complex types. */
void complex_abi_run_native(struct complex_abi_results *out);
void complex_abi_run_winport(struct complex_abi_results *out);

#endif
