# SPDX-License-Identifier: BSD-3-Clause
# Cross toolchain: x86_64 Windows with the MSVC ABI (x86_64-pc-windows-msvc), the msvc-wine lane's
# compiler. clang-cl (Debian's clang-19 in its cl driver mode), lld-link, llvm-lib/rc/mt; the
# Microsoft STL (a locked dependency, cmake/msvc-abi/deps.lock); Wine's CRT and Win32 headers and
# DLLs standing in for the Windows SDK and the VC runtime DLLs; and what neither ships, written
# here (cmake/msvc-abi/: vcruntime headers, the static CRT part of msvcrt.lib, header supplements).
# See docs/msvc-abi-lane.md for what this proves and what it does not.
#
#   WINPORT_MSVC_STL_DIR    the staged microsoft-stl entry (default: build/deps/msvc-abi/microsoft-stl
#                           of the winport checkout; scripts/winport-test stages it)
#   WINPORT_MSVC_ABI_CACHE  where the generated libraries are kept, one folder per hash of their
#                           inputs (default: <build tree>/_msvc-abi), so a second configure is fast
# Programs link against the UCRT as DLLs (/MD; the debug CRT does not exist in Wine), and tests
# run through Wine with a prefix of their own under the build tree.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_VERSION 10.0)
set(CMAKE_SYSTEM_PROCESSOR AMD64)

# clang-cl-19 is Debian's name for clang-19 in cl mode (package clang-tools-19).
find_program(CMAKE_C_COMPILER NAMES clang-cl-19 REQUIRED)
find_program(CMAKE_CXX_COMPILER NAMES clang-cl-19 REQUIRED)
find_program(CMAKE_LINKER NAMES lld-link-19 REQUIRED)
find_program(CMAKE_AR NAMES llvm-lib-19 REQUIRED)
find_program(CMAKE_RC_COMPILER NAMES llvm-rc-19 REQUIRED)
find_program(CMAKE_MT NAMES llvm-mt-19 REQUIRED)

include("${CMAKE_CURRENT_LIST_DIR}/../msvc-abi/MsvcAbiSysroot.cmake")

# /MD for every configuration, also in projects that set no policy (CMP0091).
set(CMAKE_POLICY_DEFAULT_CMP0091 NEW)
set(CMAKE_MSVC_RUNTIME_LIBRARY MultiThreadedDLL)

string(JOIN " " _winport_msvc_abi_flags ${WINPORT_MSVC_ABI_COMPILE_FLAGS})
set(CMAKE_C_FLAGS_INIT "${_winport_msvc_abi_flags}")
set(CMAKE_CXX_FLAGS_INIT "${_winport_msvc_abi_flags}")
# Not a cached linker flag: the folder's path changes with its contents, and every link must see it.
add_link_options("/libpath:${WINPORT_MSVC_ABI_SYSROOT}/lib")

# Only the target's files are found: the lane's libraries, and the prefixes given explicitly
# (CMAKE_PREFIX_PATH: an install to consume); never the Linux host's headers or packages.
set(CMAKE_FIND_ROOT_PATH "${WINPORT_MSVC_ABI_SYSROOT}" ${CMAKE_PREFIX_PATH})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

if(NOT CMAKE_CROSSCOMPILING_EMULATOR)
  find_program(WINPORT_WINE_PROGRAM NAMES wine wine64)
  if(WINPORT_WINE_PROGRAM)
    set(CMAKE_CROSSCOMPILING_EMULATOR "${WINPORT_WINE_PROGRAM}")
  endif()
endif()
