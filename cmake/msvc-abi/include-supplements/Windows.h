/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: Windows file names are case-insensitive, and code (the STL's own sources among
 * it) writes <Windows.h>; Wine's header is windows.h. */
#pragma once
#include <windows.h>
