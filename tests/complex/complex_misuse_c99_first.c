/* SPDX-License-Identifier: BSD-3-Clause */
/* Must NOT compile: <lapacke.h> chose C99 _Complex before winport/lapacke.h was included. */
#include <lapacke.h>

#include "winport/lapacke.h"
