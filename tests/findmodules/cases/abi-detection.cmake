# SPDX-License-Identifier: BSD-3-Clause
# Which toolchain an import library must suit, as FindOpenBLAS decides it from the variables CMake
# sets for each compiler. No MSVC or clang-cl exists on this host, so the variables are set here
# to the values CMake gives those compilers (the real mingw-w64 case is msys2-mingw).
find_package(OpenBLAS REQUIRED)   # defines the module's helper functions

function(abi_for result)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "VARS")
  foreach(assignment IN LISTS arg_VARS)
    string(REGEX MATCH "^([^=]+)=(.*)$" _ "${assignment}")
    set(${CMAKE_MATCH_1} "${CMAKE_MATCH_2}")
  endforeach()
  _winport_openblas_windows_abi(abi)
  set(${result} "${abi}" PARENT_SCOPE)
endfunction()

abi_for(no_compiler)
expect_var(no_compiler MSVC)
abi_for(cl VARS CMAKE_C_COMPILER_ID=MSVC MSVC=1)
expect_var(cl MSVC)
abi_for(clang_cl VARS CMAKE_C_COMPILER_ID=Clang CMAKE_C_SIMULATE_ID=MSVC CMAKE_C_COMPILER_FRONTEND_VARIANT=MSVC)
expect_var(clang_cl MSVC)
abi_for(clang_gnu_driver_for_msvc VARS CMAKE_CXX_COMPILER_ID=Clang CMAKE_CXX_SIMULATE_ID=MSVC CMAKE_CXX_COMPILER_FRONTEND_VARIANT=GNU)
expect_var(clang_gnu_driver_for_msvc MSVC)
abi_for(mingw_gcc VARS CMAKE_C_COMPILER_ID=GNU MINGW=1)
expect_var(mingw_gcc GNU)
abi_for(llvm_mingw VARS CMAKE_C_COMPILER_ID=Clang CMAKE_C_COMPILER_FRONTEND_VARIANT=GNU)
expect_var(llvm_mingw GNU)
abi_for(forced VARS CMAKE_C_COMPILER_ID=MSVC OpenBLAS_WINDOWS_ABI=GNU)
expect_var(forced GNU)
