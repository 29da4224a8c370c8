# SPDX-License-Identifier: BSD-3-Clause
# MsvcAbiSysroot.cmake: included by cmake/toolchains/clang-cl-msvc-x86_64.cmake. Finds the pieces
# of the MSVC-ABI lane, builds its library folder once (build-sysroot.cmake) and sets
#   WINPORT_MSVC_ABI_SYSROOT        the folder whose lib/ holds ucrt.lib, msvcrt.lib, ...
#   WINPORT_MSVC_ABI_COMPILE_FLAGS  the target, the MSVC version the STL expects, the header
#                                   search order (supplements, vcruntime, STL, Wine's CRT, Win32)
# A missing piece stops the configure with one message naming it.
include_guard(GLOBAL)

get_filename_component(_msvc_abi_dir "${CMAKE_CURRENT_LIST_DIR}" ABSOLUTE)
get_filename_component(_msvc_abi_root "${_msvc_abi_dir}/../.." ABSOLUTE)

# try_compile projects re-read the toolchain file in a scratch folder: hand them what the
# top-level configure found.
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES WINPORT_MSVC_STL_DIR WINPORT_MSVC_ABI_CACHE)

if(NOT WINPORT_MSVC_STL_DIR AND DEFINED ENV{WINPORT_MSVC_STL_DIR})
  set(WINPORT_MSVC_STL_DIR "$ENV{WINPORT_MSVC_STL_DIR}")
endif()
if(NOT WINPORT_MSVC_STL_DIR)
  set(WINPORT_MSVC_STL_DIR "${_msvc_abi_root}/build/deps/msvc-abi/microsoft-stl")
endif()
set(WINPORT_MSVC_STL_DIR "${WINPORT_MSVC_STL_DIR}" CACHE PATH "The staged Microsoft STL (cmake/msvc-abi/deps.lock, entry microsoft-stl)")
if(NOT EXISTS "${WINPORT_MSVC_STL_DIR}/stl/inc/yvals_core.h")
  message(FATAL_ERROR "msvc-abi toolchain: the Microsoft STL (deps.lock entry microsoft-stl) is not staged "
    "in ${WINPORT_MSVC_STL_DIR}: run scripts/winport-test msvc-wine, or scripts/winport-deps stage "
    "--lock cmake/msvc-abi/deps.lock (docs/msvc-abi-lane.md)")
endif()

set(_msvc_abi_wine_include /usr/include/wine/wine)
set(_msvc_abi_wine_dlls /usr/lib/x86_64-linux-gnu/wine/x86_64-windows)
foreach(path "${_msvc_abi_wine_include}/msvcrt/corecrt.h:libwine-dev" "${_msvc_abi_wine_dlls}/ucrtbase.dll:wine64")
  string(REGEX MATCH "^(.*):([^:]*)$" _ "${path}")
  if(NOT EXISTS "${CMAKE_MATCH_1}")
    message(FATAL_ERROR "msvc-abi toolchain: ${CMAKE_MATCH_1} is missing (Debian package ${CMAKE_MATCH_2})")
  endif()
endforeach()
foreach(tool LLVM_DLLTOOL:llvm-dlltool-19 LLVM_READOBJ:llvm-readobj-19)
  string(REPLACE ":" ";" tool "${tool}")
  list(GET tool 0 var)
  list(GET tool 1 name)
  find_program(WINPORT_${var} NAMES ${name} REQUIRED)
endforeach()

# -fms-compatibility-version: the _MSC_VER STL 17.14 expects (clang-cl's default is 1933).
# WINE_UNICODE_NATIVE: WCHAR is wchar_t, as in the SDK (Wine's default in C++ is char16_t).
# _USE_STD_VECTOR_ALGORITHMS=0: vector_algorithms.cpp is not built (build-sysroot.cmake says why).
set(WINPORT_MSVC_ABI_COMPILE_FLAGS
  --target=x86_64-pc-windows-msvc -fms-compatibility-version=19.44
  -DWINE_UNICODE_NATIVE -D_USE_STD_VECTOR_ALGORITHMS=0
  "/imsvc${_msvc_abi_dir}/include-supplements"
  "/imsvc${_msvc_abi_dir}/include"
  "/imsvc${WINPORT_MSVC_STL_DIR}/stl/inc"
  "/imsvc${_msvc_abi_wine_include}/msvcrt"
  "/imsvc${_msvc_abi_wine_include}/windows")

# The folder's key: every input that shapes its contents. An edit to one of them reconfigures.
file(GLOB_RECURSE _msvc_abi_inputs "${_msvc_abi_dir}/*")
list(SORT _msvc_abi_inputs)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${_msvc_abi_inputs})
set(_msvc_abi_key "${WINPORT_MSVC_ABI_COMPILE_FLAGS}")
foreach(input IN LISTS _msvc_abi_inputs ITEMS "${WINPORT_MSVC_STL_DIR}/stl/inc/yvals_core.h"
    "${_msvc_abi_wine_dlls}/ucrtbase.dll" "${_msvc_abi_wine_dlls}/msvcp140.dll" "${_msvc_abi_wine_dlls}/kernel32.dll")
  file(SHA256 "${input}" sum)
  string(APPEND _msvc_abi_key "${input} ${sum}\n")
endforeach()
execute_process(COMMAND "${CMAKE_C_COMPILER}" --version OUTPUT_VARIABLE _msvc_abi_clang)
string(APPEND _msvc_abi_key "${_msvc_abi_clang}")
string(SHA256 _msvc_abi_key "${_msvc_abi_key}")
string(SUBSTRING "${_msvc_abi_key}" 0 16 _msvc_abi_key)

if(NOT WINPORT_MSVC_ABI_CACHE AND DEFINED ENV{WINPORT_MSVC_ABI_CACHE})
  set(WINPORT_MSVC_ABI_CACHE "$ENV{WINPORT_MSVC_ABI_CACHE}")
endif()
if(NOT WINPORT_MSVC_ABI_CACHE)
  set(WINPORT_MSVC_ABI_CACHE "${CMAKE_BINARY_DIR}/_msvc-abi")
endif()
# One folder per key. Its path is on every link command line (the toolchain's add_link_options),
# so a rebuilt folder relinks every program; the folders of other keys are removed.
set(WINPORT_MSVC_ABI_SYSROOT "${WINPORT_MSVC_ABI_CACHE}/${_msvc_abi_key}")
set(_msvc_abi_built "")
if(EXISTS "${WINPORT_MSVC_ABI_SYSROOT}/key.txt")
  file(READ "${WINPORT_MSVC_ABI_SYSROOT}/key.txt" _msvc_abi_built)
endif()
if(NOT _msvc_abi_built STREQUAL _msvc_abi_key)
  message(STATUS "msvc-abi: building the lane's libraries in ${WINPORT_MSVC_ABI_SYSROOT} (key ${_msvc_abi_key})")
  execute_process(COMMAND "${CMAKE_COMMAND}"
      "-DOUT=${WINPORT_MSVC_ABI_SYSROOT}" "-DKEY=${_msvc_abi_key}" "-DSTL_DIR=${WINPORT_MSVC_STL_DIR}"
      "-DWINE_DLL_DIR=${_msvc_abi_wine_dlls}" "-DCLANG_CL=${CMAKE_C_COMPILER}"
      "-DLLVM_LIB=${CMAKE_AR}" "-DLLVM_DLLTOOL=${WINPORT_LLVM_DLLTOOL}"
      "-DLLVM_READOBJ=${WINPORT_LLVM_READOBJ}" "-DCOMPILE_FLAGS=${WINPORT_MSVC_ABI_COMPILE_FLAGS};/MD"
      -P "${_msvc_abi_dir}/build-sysroot.cmake"
    RESULT_VARIABLE _msvc_abi_rc)
  if(NOT _msvc_abi_rc EQUAL 0)
    message(FATAL_ERROR "msvc-abi toolchain: building the lane's libraries failed (see above)")
  endif()
  file(GLOB _msvc_abi_old LIST_DIRECTORIES true "${WINPORT_MSVC_ABI_CACHE}/*")
  list(FILTER _msvc_abi_old INCLUDE REGEX "/[0-9a-f]+(\\.partial)?$")
  list(REMOVE_ITEM _msvc_abi_old "${WINPORT_MSVC_ABI_SYSROOT}")
  if(_msvc_abi_old)
    file(REMOVE_RECURSE ${_msvc_abi_old})
  endif()
endif()
