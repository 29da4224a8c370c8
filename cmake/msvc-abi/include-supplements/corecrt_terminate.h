/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's corecrt_terminate.h (terminate, set_terminate, _get_terminate with
 * C linkage, as ucrtbase exports them) does not exist in Wine, whose eh.h declares them with C++
 * linkage instead (see eh.h here). */
#pragma once
#include <corecrt.h>

#ifdef __cplusplus
extern "C" {
#endif
typedef void(__cdecl *terminate_handler)(void);
typedef void(__cdecl *terminate_function)(void);
_ACRTIMP __declspec(noreturn) void __cdecl abort(void);
_ACRTIMP __declspec(noreturn) void __cdecl terminate(void);
_ACRTIMP terminate_handler __cdecl set_terminate(terminate_handler _NewTerminateHandler);
_ACRTIMP terminate_handler __cdecl _get_terminate(void);
#ifdef __cplusplus
}
#endif
