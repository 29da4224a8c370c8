/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's eh.h declares terminate, set_terminate, unexpected, set_unexpected
 * and _set_se_translator with C linkage (ucrtbase exports the C names); Wine's declares them with
 * C++ linkage, which clashes with corecrt_terminate.h once both are seen. This one replaces
 * Wine's eh.h (no #include_next: its declarations cannot be taken back). */
#pragma once
#ifndef __cplusplus
#error "eh.h is meant only for C++ applications"
#endif
#include <corecrt_terminate.h>

struct _EXCEPTION_POINTERS;
extern "C" {
typedef void(__cdecl *unexpected_handler)(void);
typedef void(__cdecl *unexpected_function)(void);
typedef void(__cdecl *_se_translator_function)(unsigned int, struct _EXCEPTION_POINTERS *);
_ACRTIMP __declspec(noreturn) void __cdecl unexpected(void);
_ACRTIMP unexpected_handler __cdecl set_unexpected(unexpected_handler _NewUnexpectedHandler);
_ACRTIMP unexpected_handler __cdecl _get_unexpected(void);
_ACRTIMP _se_translator_function __cdecl _set_se_translator(_se_translator_function _NewSETranslator);
}
