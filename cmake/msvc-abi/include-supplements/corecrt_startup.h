/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's corecrt_startup.h declares _initterm and _initterm_e (ucrtbase
 * exports both; the static CRT's start-up calls them); Wine's does not. */
#pragma once
#include_next <corecrt_startup.h>

#ifdef __cplusplus
extern "C" {
#endif
_ACRTIMP void __cdecl _initterm(_PVFV *_First, _PVFV *_Last);
_ACRTIMP int __cdecl _initterm_e(_PIFV *_First, _PIFV *_Last);
#ifdef __cplusplus
}
#endif
