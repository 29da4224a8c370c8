/* SPDX-License-Identifier: BSD-3-Clause */
int counter = 1;
int mainCRTStartup(void) { return counter; }
