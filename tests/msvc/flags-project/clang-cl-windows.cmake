# SPDX-License-Identifier: BSD-3-Clause
# Toolchain for the MSVC-flavoured flag check on a Linux host: clang-cl, the MSVC-compatible
# driver, targeting Windows. Only compile commands are generated (nothing is linked; there is no
# Windows SDK here), so the link checks are skipped.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR AMD64)
set(CMAKE_C_COMPILER "${WINPORT_CLANG_CL}")
set(CMAKE_CXX_COMPILER "${WINPORT_CLANG_CL}")
set(CMAKE_C_COMPILER_TARGET x86_64-pc-windows-msvc)
set(CMAKE_CXX_COMPILER_TARGET x86_64-pc-windows-msvc)
set(CMAKE_C_COMPILER_WORKS TRUE)
set(CMAKE_CXX_COMPILER_WORKS TRUE)
# Feature detection compiles a static library instead of linking a program (no SDK libraries).
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)
