/* SPDX-License-Identifier: BSD-3-Clause */
/* Must NOT compile: the caller defined LAPACKE's complex type, then asked winport to map it. */
#define LAPACK_COMPLEX_CUSTOM
#define lapack_complex_float float
#include "winport/lapacke.h"
