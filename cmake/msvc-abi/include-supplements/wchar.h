/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's mbstate_t is the struct _Mbstatet (corecrt.h), Wine's an int: Wine's
 * typedef and its declarations of the restartable conversions are renamed out of the way while its
 * header is read, and declared here over _Mbstatet (ucrtbase's functions take a pointer to it; Wine's
 * use its first four bytes). The UCRT's wchar.h also declares wcstold, defines fwide (which the
 * UCRT does not implement: it returns its mode argument) and the C99 vfwscanf, vwscanf, vswscanf
 * inline over ucrtbase's __stdio_common_* functions; Wine's lacks them. mbsinit: Wine 8's ucrtbase
 * does not export it, so it is inline here. */
#pragma once
#include <corecrt.h>
#define mbstate_t __winport_wine_mbstate_t
#define mbrlen __winport_wine_mbrlen
#define mbrtowc __winport_wine_mbrtowc
#define mbsrtowcs __winport_wine_mbsrtowcs
#define wcrtomb __winport_wine_wcrtomb
#define wcsrtombs __winport_wine_wcsrtombs
#include_next <wchar.h>
#undef mbstate_t
#undef mbrlen
#undef mbrtowc
#undef mbsrtowcs
#undef wcrtomb
#undef wcsrtombs

#ifndef _WINPORT_WCHAR_SUPPLEMENT
#define _WINPORT_WCHAR_SUPPLEMENT
typedef _Mbstatet mbstate_t;
#ifdef __cplusplus
extern "C" {
#endif
_ACRTIMP size_t __cdecl mbrlen(char const *_Ch, size_t _SizeInBytes, mbstate_t *_State);
_ACRTIMP size_t __cdecl mbrtowc(wchar_t *_DstCh, char const *_SrcCh, size_t _SizeInBytes, mbstate_t *_State);
_ACRTIMP size_t __cdecl mbsrtowcs(wchar_t *_Dest, char const **_PSrc, size_t _Count, mbstate_t *_State);
_ACRTIMP size_t __cdecl wcrtomb(char *_Dest, wchar_t _Source, mbstate_t *_State);
_ACRTIMP size_t __cdecl wcsrtombs(char *_Dest, wchar_t const **_PSource, size_t _Count, mbstate_t *_State);
_ACRTIMP long double __cdecl wcstold(wchar_t const *_String, wchar_t **_EndPtr);
#ifdef __cplusplus
}
#endif
static __inline int __cdecl fwide(FILE *_Stream, int _Mode) {
    (void)_Stream;
    return _Mode;
}
static __inline int __cdecl mbsinit(mbstate_t const *_P) {
    return _P == NULL || _P->_Wchar == 0;
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
