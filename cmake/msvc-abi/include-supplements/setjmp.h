/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's setjmp.h declares setjmp as a function, which <csetjmp> names
 * (using ::setjmp); Wine's makes it a macro for _setjmp only. Calls keep going through Wine's
 * macro where it defines one. */
#pragma once
#include_next <setjmp.h>
#ifdef __cplusplus
extern "C" _ACRTIMP int __cdecl(setjmp)(jmp_buf _Buf);   /* parenthesized: Wine's macro stays */
#endif
