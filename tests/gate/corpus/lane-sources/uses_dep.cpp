/* SPDX-License-Identifier: BSD-3-Clause */
#include "openblas_config.h"
int answer() { return 42; }
