/* SPDX-License-Identifier: BSD-3-Clause */
int mainCRTStartup(void) { return 0; }
