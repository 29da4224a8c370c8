/* SPDX-License-Identifier: BSD-3-Clause */
/* vcruntime.h: the VC runtime's base header, which the Windows SDK and the VC toolset ship and
 * Wine does not. Written for this lane from the documented macros the Microsoft STL and the UCRT
 * headers rely on; Wine's corecrt.h supplies the rest (size_t, _CRTIMP, _CRT_BEGIN_C_HEADER...). */
#ifndef _VCRUNTIME_H
#define _VCRUNTIME_H

#include <corecrt.h>
#include <vadefs.h>
#include <stddef.h>

#define _VCRT_COMPILER_PREPROCESSOR 1

#ifndef _CRT_PACKING
#define _CRT_PACKING 8
#endif
#pragma pack(push, _CRT_PACKING)

#ifndef _VCRTIMP
#ifdef _DLL
#define _VCRTIMP __declspec(dllimport)
#else
#define _VCRTIMP
#endif
#endif
#ifndef _CRTIMP2
#define _CRTIMP2
#endif
/* What msvcp140.dll exports, imported under /MD (the STL's yvals.h defines the _CRTIMP2_* forms). */
#ifndef _MRTIMP2
#ifdef _DLL
#define _MRTIMP2 __declspec(dllimport)
#else
#define _MRTIMP2
#endif
#endif
/* What the STL's satellite DLLs (msvcp140_1, _2, _codecvt_ids) export, imported under /MD. */
#ifdef _DLL
#define _CRT_SATELLITE_1 __declspec(dllimport)
#define _CRT_SATELLITE_2 __declspec(dllimport)
#define _CRT_SATELLITE_CODECVT_IDS __declspec(dllimport)
#else
#define _CRT_SATELLITE_1
#define _CRT_SATELLITE_2
#define _CRT_SATELLITE_CODECVT_IDS
#endif
#define _CRT_SATELLITE_CODECVT_IDS_NOIMPORT
#define _PGLOBAL   /* /clr:pure's per-process globals; nothing here */
#ifndef __CRTDECL
#define __CRTDECL __cdecl
#endif
#define __CLR_OR_THIS_CALL
#define __CLRCALL_OR_CDECL __cdecl
#define __CLRCALL_PURE_OR_CDECL __cdecl

#define _VCRT_NOALIAS __declspec(noalias)
#define _VCRT_RESTRICT __declspec(restrict)
#define _VCRT_ALLOCATOR __declspec(allocator)
#define _VCRT_ALIGN(x) __declspec(align(x))
#ifndef _CRT_ALIGN
#define _CRT_ALIGN(x) __declspec(align(x))
#endif
#define _CRT_GUARDOVERFLOW
#define _CRT_HYBRIDPATCHABLE
#define _VCRT_EXPORT_STD
#define _MSVC_CONSTEXPR   /* [[msvc::constexpr]] is cl.exe's; clang has no such attribute */

#ifndef _CRT_STRINGIZE
#define _CRT_STRINGIZE_(x) #x
#define _CRT_STRINGIZE(x) _CRT_STRINGIZE_(x)
#endif
#ifndef _CRT_WIDE
#define _CRT_WIDE_(s) L##s
#define _CRT_WIDE(s) _CRT_WIDE_(s)
#endif
#ifndef _CRT_CONCATENATE
#define _CRT_CONCATENATE_(a, b) a##b
#define _CRT_CONCATENATE(a, b) _CRT_CONCATENATE_(a, b)
#endif
#ifndef _CRT_UNPARENTHESIZE
#define _CRT_UNPARENTHESIZE_(...) __VA_ARGS__
#define _CRT_UNPARENTHESIZE(...) _CRT_UNPARENTHESIZE_ __VA_ARGS__
#endif
#ifndef _CRT_DEPRECATE_TEXT
#define _CRT_DEPRECATE_TEXT(text) __declspec(deprecated(text))
#endif
#ifndef _CRT_INSECURE_DEPRECATE
#define _CRT_INSECURE_DEPRECATE(replacement)
#endif

#ifndef _HAS_EXCEPTIONS
#define _HAS_EXCEPTIONS 1
#endif
#ifndef _HAS_NODISCARD
#define _HAS_NODISCARD 1
#endif
#if defined(__cplusplus) && _HAS_NODISCARD
#define _NODISCARD [[nodiscard]]
#else
#define _NODISCARD
#endif

/* The language modes, from _MSVC_LANG as the VC runtime defines them. */
#ifdef __cplusplus
#ifndef _HAS_CXX17
#if _MSVC_LANG > 201402L
#define _HAS_CXX17 1
#else
#define _HAS_CXX17 0
#endif
#endif
#ifndef _HAS_CXX20
#if _HAS_CXX17 && _MSVC_LANG > 201703L
#define _HAS_CXX20 1
#else
#define _HAS_CXX20 0
#endif
#endif
#ifndef _HAS_CXX23
#if _HAS_CXX20 && _MSVC_LANG > 202002L
#define _HAS_CXX23 1
#else
#define _HAS_CXX23 0
#endif
#endif
#ifndef _HAS_CXX26
#define _HAS_CXX26 0
#endif
#endif

#ifndef _CRT_BEGIN_C_HEADER
#ifdef __cplusplus
#define _CRT_BEGIN_C_HEADER __pragma(pack(push, _CRT_PACKING)) extern "C" {
#define _CRT_END_C_HEADER } __pragma(pack(pop))
#else
#define _CRT_BEGIN_C_HEADER __pragma(pack(push, _CRT_PACKING))
#define _CRT_END_C_HEADER __pragma(pack(pop))
#endif
#endif

#ifdef __cplusplus
extern "C++" {
template <typename _CountofType, size_t _SizeOfArray>
char (*__countof_helper(_CountofType (&_Array)[_SizeOfArray]))[_SizeOfArray];
}
#define __crt_countof(_Array) (sizeof(*__countof_helper(_Array)) + 0)
#else
#define __crt_countof(_Array) (sizeof(_Array) / sizeof(_Array[0]))
#endif

#ifdef __cplusplus
typedef bool __vcrt_bool;
#else
typedef _Bool __vcrt_bool;
#endif

#ifdef __cplusplus
extern "C" {
#endif
void __cdecl __security_init_cookie(void);
void __cdecl __security_check_cookie(uintptr_t _StackCookie);
__declspec(noreturn) void __cdecl __report_gsfailure(uintptr_t _StackCookie);
extern uintptr_t __security_cookie;
#ifdef __cplusplus
}
#endif

#pragma pack(pop)
#endif
