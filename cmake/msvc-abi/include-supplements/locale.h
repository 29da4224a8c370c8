/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's locale.h declares ___lc_codepage_func (ucrtbase exports it; the
 * STL's filesystem.cpp asks it for the C locale's code page); Wine's does not. */
#pragma once
#include_next <locale.h>
#ifdef __cplusplus
extern "C" {
#endif
_ACRTIMP unsigned int __cdecl ___lc_codepage_func(void);
#ifdef __cplusplus
}
#endif
