/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's stdio.h defines the C99 vfscanf, vscanf and vsscanf inline over
 * ucrtbase's __stdio_common_vfscanf/__stdio_common_vsscanf, and declares
 * _get_stream_buffer_pointers (ucrtbase exports it; the STL's filebuf uses it); Wine's lacks them. */
#pragma once
#include_next <stdio.h>

#ifndef _WINPORT_STDIO_SCANF_DEFINED
#define _WINPORT_STDIO_SCANF_DEFINED
#ifdef __cplusplus
extern "C" {
#endif
_ACRTIMP errno_t __cdecl _get_stream_buffer_pointers(FILE *_Stream, char ***_Base, char ***_Pointer, int **_Count);
#ifdef __cplusplus
}
#endif
static __inline int __cdecl vfscanf(FILE *_Stream, char const *_Format, va_list _Args) {
    return __stdio_common_vfscanf(_CRT_INTERNAL_LOCAL_SCANF_OPTIONS, _Stream, _Format, NULL, _Args);
}
static __inline int __cdecl vscanf(char const *_Format, va_list _Args) {
    return vfscanf(stdin, _Format, _Args);
}
static __inline int __cdecl vsscanf(char const *_Buffer, char const *_Format, va_list _Args) {
    return __stdio_common_vsscanf(_CRT_INTERNAL_LOCAL_SCANF_OPTIONS, _Buffer, (size_t)-1, _Format, NULL, _Args);
}
#endif
