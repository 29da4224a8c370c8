/* SPDX-License-Identifier: BSD-3-Clause */
/* Interface to complex_c99_reference.c: C99 complex results as arrays of reals {re, im}. */
#ifndef WINPORT_TESTS_COMPLEX_C99_REFERENCE_H
#define WINPORT_TESTS_COMPLEX_C99_REFERENCE_H

enum c99_op {
    C99_ADD, C99_SUB, C99_MUL, C99_DIV, C99_SCALE, C99_CONJ,
    C99_ABS, C99_ARG, C99_EXP, C99_LOG, C99_SQRT, C99_POW
};

void c99_reference_double(enum c99_op op, const double a[2], const double b[2], double out[2]);
void c99_reference_float(enum c99_op op, const float a[2], const float b[2], float out[2]);

#endif
