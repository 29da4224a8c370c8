/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the SDK's sdkddkver.h (which windows.h includes first) gives _WIN32_WINNT the
 * newest version it knows, 0x0A00 (Windows 10), when the program sets none; Wine's leaves it
 * undefined, so tests such as `#if _WIN32_WINNT < 0x0500` take the old-system branch (dlfcn-win32
 * then redefines ULONG_PTR). */
#pragma once
#ifndef _WIN32_WINNT
#define _WIN32_WINNT 0x0A00
#endif
#include_next <sdkddkver.h>
