/* SPDX-License-Identifier: BSD-3-Clause */
int engine_cpp(void) { return __cplusplus > 201703L ? 20 : 0; }
