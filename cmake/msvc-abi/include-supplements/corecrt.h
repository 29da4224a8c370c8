/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: with the UCRT, ERANGE, EILSEQ and STRUNCATE are visible wherever the C library
 * headers are (the Microsoft STL's <string> uses ERANGE after <cstdlib> alone); Wine defines them
 * in errno.h only. Same values as errno.h. */
#pragma once
#include_next <corecrt.h>
#ifndef ERANGE
#define ERANGE 34
#endif
#ifndef EILSEQ
#define EILSEQ 42
#endif
#ifndef STRUNCATE
#define STRUNCATE 80
#endif
