# SPDX-License-Identifier: BSD-3-Clause
# Toolchain for the find-module tests: the Windows target system, no compiler.
#
# CMake then loads its real Windows platform files (WIN32, the .lib/.dll naming, Windows prefixes),
# exactly as for an MSVC build, and the probe project enables no language. Nothing is faked: the
# one choice a compiler would make, which toolchain an import library must suit, is FindOpenBLAS's
# documented input OpenBLAS_WINDOWS_ABI (MSVC when no C/C++ compiler is enabled). The GNU side is
# tested with the real mingw-w64 toolchain (cmake/toolchains/mingw-w64-x86_64.cmake).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR AMD64)
