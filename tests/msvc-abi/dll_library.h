/* SPDX-License-Identifier: BSD-3-Clause */
// The interface of msvc_abi.dll's library (dll_library.cpp).
#pragma once
#include <string>

#ifdef MSVC_ABI_DLL_BUILDING
#define MSVC_ABI_DLL_API __declspec(dllexport)
#else
#define MSVC_ABI_DLL_API __declspec(dllimport)
#endif

extern "C" MSVC_ABI_DLL_API int msvc_abi_dll_constructed(void);
MSVC_ABI_DLL_API std::string msvc_abi_dll_greeting(const std::string &name);
MSVC_ABI_DLL_API void msvc_abi_dll_throw(void);
