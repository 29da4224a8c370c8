/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's fenv.h declares feraiseexcept and feupdateenv (C99), which <cfenv>
 * names; Wine's does not, and Wine 8's ucrtbase does not export them: declared so the header
 * compiles, a program that calls them fails to link (none of winport's does). */
#pragma once
#include_next <fenv.h>
#ifdef __cplusplus
extern "C" {
#endif
_ACRTIMP int __cdecl feraiseexcept(int _Except);
_ACRTIMP int __cdecl feupdateenv(fenv_t const *_Env);
#ifdef __cplusplus
}
#endif
