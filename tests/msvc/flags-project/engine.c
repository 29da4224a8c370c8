/* SPDX-License-Identifier: BSD-3-Clause */
int engine_c(void) { return 1; }
