/* Complex linear algebra through LAPACKE, with C99 _Complex numbers. */
#include "tinyarray/array.h"

#include <complex.h>
#include <lapacke.h>

int ta_solve2_complex(const ta_array *array, float x[4])
{
    if (array->count < 12)
        return -1;
    const float *v = array->data;
    float _Complex a[4], b[2];
    for (int i = 0; i < 4; ++i)
        a[i] = v[2 * i] + v[2 * i + 1] * I;
    for (int i = 0; i < 2; ++i)
        b[i] = v[8 + 2 * i] + v[8 + 2 * i + 1] * I;
    lapack_int pivots[2];
    lapack_int info = LAPACKE_cgesv(LAPACK_ROW_MAJOR, 2, 1, a, 2, pivots, b, 1);
    if (info != 0)
        return -1;
    for (int i = 0; i < 2; ++i) {
        x[2 * i] = crealf(b[i]);
        x[2 * i + 1] = cimagf(b[i]);
    }
    return 0;
}
