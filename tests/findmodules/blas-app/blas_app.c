/* SPDX-License-Identifier: BSD-3-Clause */
/* Links through OpenBLAS::OpenBLAS and LAPACKE::LAPACKE and checks two results known by hand:
 *   dgemm: [1 2 3; 4 5 6] * [7 8; 9 10; 11 12] = [58 64; 139 154]
 *   dgesv: [2 1 1; 1 3 2; 1 0 0] x = [4 5 6] gives x = [6 15 -23]
 * Includes <lapacke.h> directly (real-valued routines only), because what is tested is the
 * include folders the targets give. Prints "blas_app: ok" and exits 0 only if both agree. */
#include <cblas.h>
#include <lapacke.h>
#include <math.h>
#include <stdio.h>

static int close_enough(double actual, double expected)
{
    return fabs(actual - expected) < 1e-9;
}

int main(void)
{
    const double a[6] = {1, 2, 3, 4, 5, 6};
    const double b[6] = {7, 8, 9, 10, 11, 12};
    double c[4] = {0, 0, 0, 0};
    const double c_expected[4] = {58, 64, 139, 154};
    double m[9] = {2, 1, 1, 1, 3, 2, 1, 0, 0};
    double rhs[3] = {4, 5, 6};
    const double x_expected[3] = {6, 15, -23};
    lapack_int pivots[3];
    lapack_int info;
    int failures = 0;
    int i;

    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 2, 2, 3, 1.0, a, 3, b, 2, 0.0, c, 2);
    for (i = 0; i < 4; i++) {
        if (!close_enough(c[i], c_expected[i])) {
            fprintf(stderr, "dgemm: c[%d] = %g, expected %g\n", i, c[i], c_expected[i]);
            failures++;
        }
    }

    info = LAPACKE_dgesv(LAPACK_ROW_MAJOR, 3, 1, m, 3, pivots, rhs, 1);
    if (info != 0) {
        fprintf(stderr, "dgesv: info = %d\n", (int)info);
        failures++;
    }
    for (i = 0; i < 3; i++) {
        if (!close_enough(rhs[i], x_expected[i])) {
            fprintf(stderr, "dgesv: x[%d] = %g, expected %g\n", i, rhs[i], x_expected[i]);
            failures++;
        }
    }

    if (failures != 0) {
        return 1;
    }
    printf("blas_app: ok (dgemm %g %g %g %g, dgesv %g %g %g)\n", c[0], c[1], c[2], c[3], rhs[0], rhs[1], rhs[2]);
    return 0;
}
