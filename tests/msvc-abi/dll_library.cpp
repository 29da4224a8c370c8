/* SPDX-License-Identifier: BSD-3-Clause */
// A DLL built by the msvc-wine toolchain (msvc_abi.dll): its static constructor runs through the
// static CRT's _DllMainCRTStartup, and C++ crosses its boundary (a std::string by value, an
// exception thrown inside the DLL and caught by the program).
#include <stdexcept>
#include <string>

#include "dll_library.h"

namespace {
int constructed = 0;
struct DllStatic {
    DllStatic() { constructed = 7; }
} dll_static;
} // namespace

int msvc_abi_dll_constructed(void) { return constructed; }

std::string msvc_abi_dll_greeting(const std::string &name) { return "hello " + name; }

void msvc_abi_dll_throw(void) { throw std::runtime_error("thrown in the DLL"); }
