/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: with the UCRT, ERANGE, EILSEQ and STRUNCATE are visible wherever the C library
 * headers are (the Microsoft STL's <string> uses ERANGE after <cstdlib> alone); Wine defines them
 * in errno.h only. Same values as errno.h.
 * The UCRT's corecrt.h also declares the conversion state _Mbstatet, an 8-byte struct (wchar.h
 * makes it mbstate_t); Wine has no _Mbstatet and an int mbstate_t (wchar.h here replaces it). */
#pragma once
#include_next <corecrt.h>

#ifndef _WINPORT_MBSTATET_DEFINED
#define _WINPORT_MBSTATET_DEFINED
/* The UCRT's layout: msvcp140.dll's C++ names carry it (std::fpos<_Mbstatet>, codecvt<...,
 * _Mbstatet>), and the STL reads its members. Wine's ucrtbase keeps its int state in the first
 * four bytes, which are _Wchar. */
typedef struct _Mbstatet {
    unsigned long _Wchar;
    unsigned short _Byte, _State;
} _Mbstatet;
#endif
#ifndef ERANGE
#define ERANGE 34
#endif
#ifndef EILSEQ
#define EILSEQ 42
#endif
#ifndef STRUNCATE
#define STRUNCATE 80
#endif
