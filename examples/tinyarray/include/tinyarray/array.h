/* tinyarray: a float array loaded from a file, and one complex linear-algebra call. */
#ifndef TINYARRAY_ARRAY_H
#define TINYARRAY_ARRAY_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ta_array {
    size_t count;
    float *data;
} ta_array;

/* Reads `count` floats stored at byte `offset` of `path`. Returns 0, or -1 with errno set. */
int ta_array_load(ta_array *array, const char *path, long long offset, size_t count);
void ta_array_free(ta_array *array);

/* Solves the 2x2 complex system A x = b, where A and b come from `array` as interleaved
 * (re, im) pairs: 8 floats of A (row-major) then 4 floats of b. Writes x as 4 floats. */
int ta_solve2_complex(const ta_array *array, float x[4]);

#ifdef __cplusplus
}
#endif

/* The kernel preamble, generated at build time (C++ linkage, defined in preamble.cpp). */
#ifdef __cplusplus
const char *tinyarray_preamble();
#endif

#endif
