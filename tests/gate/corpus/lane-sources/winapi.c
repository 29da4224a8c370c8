/* SPDX-License-Identifier: BSD-3-Clause */
#include <windows.h>
int answer(void) { return (int)GetCurrentProcessId(); }
