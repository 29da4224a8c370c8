/* SPDX-License-Identifier: BSD-3-Clause */
/* new.h: the new-handler hooks of the UCRT (_set_new_handler, _query_new_handler,
 * _set_new_mode...) and the C++ allocation functions. */
#pragma once
#include <vcruntime.h>
#ifdef __cplusplus
#include <vcruntime_new.h>
extern "C++" {
typedef int(__cdecl *_PNH)(size_t);
_PNH __cdecl _query_new_handler(void);
_PNH __cdecl _set_new_handler(_PNH _NewHandler);
}
#endif
#ifdef __cplusplus
extern "C" {
#endif
_ACRTIMP int __cdecl _callnewh(size_t _Size);
_ACRTIMP int __cdecl _query_new_mode(void);
_ACRTIMP int __cdecl _set_new_mode(int _NewMode);
#ifdef __cplusplus
}
#endif
