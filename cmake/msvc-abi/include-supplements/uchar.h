/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: in C++, char16_t and char32_t are keywords, and the UCRT's uchar.h declares no
 * typedefs for them; Wine's typedefs them unless the compiler says it is GCC in C++11 mode, which
 * clang-cl does not. The typedefs are renamed out of the way while Wine's header is read. */
#pragma once
#ifdef __cplusplus
#define char16_t __winport_wine_char16_t
#define char32_t __winport_wine_char32_t
#include_next <uchar.h>
#undef char16_t
#undef char32_t
#else
#include_next <uchar.h>
#endif
