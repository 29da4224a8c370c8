/* SPDX-License-Identifier: BSD-3-Clause */
#ifndef WINPORT_RUNTIME_DLL_FIXTURE_H
#define WINPORT_RUNTIME_DLL_FIXTURE_H

#if defined(_WIN32) && defined(WINPORT_RUNTIME_DLL_FIXTURE_BUILDING)
#define WINPORT_RUNTIME_DLL_FIXTURE_API __declspec(dllexport)
#elif defined(_WIN32)
#define WINPORT_RUNTIME_DLL_FIXTURE_API __declspec(dllimport)
#else
#define WINPORT_RUNTIME_DLL_FIXTURE_API
#endif

WINPORT_RUNTIME_DLL_FIXTURE_API int winport_runtime_dll_fixture_answer(void);

#endif
