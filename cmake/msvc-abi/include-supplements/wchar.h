/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's wchar.h declares _Mbstatet and wcstold, defines fwide (which the UCRT does not
 * implement: it returns its mode argument) and the C99 vfwscanf, vwscanf, vswscanf inline over
 * ucrtbase's __stdio_common_* functions; Wine's lacks them. mbsinit: Wine 8's ucrtbase does not
 * export it, so it is inline here (Wine's mbstate_t is an int: zero is the initial state). */
#pragma once
#include_next <wchar.h>

#ifndef _WINPORT_WCHAR_SUPPLEMENT
#define _WINPORT_WCHAR_SUPPLEMENT
/* The UCRT's conversion state is the struct _Mbstatet, mbstate_t its typedef; Wine's is an int.
 * The STL names _Mbstatet: it is Wine's type here (so mbstate_t-mangled C++ names such as
 * std::codecvt's differ from msvcp140's: docs/msvc-abi-lane.md). */
typedef mbstate_t _Mbstatet;
#ifdef __cplusplus
extern "C" {
#endif
_ACRTIMP long double __cdecl wcstold(wchar_t const *_String, wchar_t **_EndPtr);
#ifdef __cplusplus
}
#endif
static __inline int __cdecl fwide(FILE *_Stream, int _Mode) {
    (void)_Stream;
    return _Mode;
}
static __inline int __cdecl mbsinit(mbstate_t const *_P) {
    return _P == NULL || *(int const *)_P == 0;
}
static __inline int __cdecl vfwscanf(FILE *_Stream, wchar_t const *_Format, va_list _Args) {
    return __stdio_common_vfwscanf(_CRT_INTERNAL_LOCAL_SCANF_OPTIONS, _Stream, _Format, NULL, _Args);
}
static __inline int __cdecl vwscanf(wchar_t const *_Format, va_list _Args) {
    return vfwscanf(stdin, _Format, _Args);
}
static __inline int __cdecl vswscanf(wchar_t const *_Buffer, wchar_t const *_Format, va_list _Args) {
    return __stdio_common_vswscanf(_CRT_INTERNAL_LOCAL_SCANF_OPTIONS, _Buffer, (size_t)-1, _Format, NULL, _Args);
}
#endif
