/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: Wine's windef.h does "#define inline __inline" for MSVC compilers, also in C++,
 * where inline is a keyword: the Microsoft STL then refuses to compile ("forbids macroizing the
 * keyword") when <windows.h> comes before it, which engines usually do. The SDK defines no such
 * macro; C code keeps Wine's. */
#pragma once
#include_next <windef.h>
#ifdef __cplusplus
#undef inline
#endif
