/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's stdlib.h declares quick_exit and at_quick_exit (C11; at_quick_exit
 * is in the static CRT part, crt/atexit.c) and _invoke_watson, and in C++ the abs and div
 * overloads for long and long long, and _set_abort_behavior (ucrtbase exports it; Wine's header
 * has only its _WRITE_ABORT_MSG/_CALL_REPORTFAULT flags); Wine declares quick_exit in process.h
 * only and the others nowhere. */
#pragma once
#include_next <stdlib.h>

#ifndef _WINPORT_STDLIB_SUPPLEMENT
#define _WINPORT_STDLIB_SUPPLEMENT
#ifdef __cplusplus
extern "C" {
#endif
_ACRTIMP __declspec(noreturn) void __cdecl quick_exit(int _Code);
_ACRTIMP unsigned int __cdecl _set_abort_behavior(unsigned int _Flags, unsigned int _Mask);
int __cdecl at_quick_exit(void(__cdecl *_Function)(void));
_ACRTIMP __declspec(noreturn) void __cdecl _invoke_watson(wchar_t const *_Expression, wchar_t const *_FunctionName,
                                                        wchar_t const *_FileName, unsigned int _LineNo, uintptr_t _Reserved);
#ifdef __cplusplus
}
#endif
#ifdef __cplusplus
extern "C++" {
inline long abs(long const _X) noexcept { return labs(_X); }
inline long long abs(long long const _X) noexcept { return llabs(_X); }
inline ldiv_t div(long const _A, long const _B) noexcept { return ldiv(_A, _B); }
inline lldiv_t div(long long const _A, long long const _B) noexcept { return lldiv(_A, _B); }
}
#endif
#endif
