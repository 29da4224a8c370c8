# SPDX-License-Identifier: BSD-3-Clause
# cmake -DMODE=<gnu-nvcc|clang-cl> -DWINPORT_CMAKE_DIR=<cmake/> -DWORK_DIR=<scratch>
#       -DGENERATOR=<Ninja...> [-DMAKE_PROGRAM=<p>] -P flags.cmake
#
# winport_target_msvc_defaults() checked on the compile commands CMake generates
# (compile_commands.json) for flags-project/:
#   gnu-nvcc  GCC + the real nvcc: GCC flags kept for C/C++, every host flag reaches nvcc only
#             through -Xcompiler=; and the MSVC translation evaluated for a real CUDA source
#             (target engine_msvc_flavour): no MSVC switch reaches nvcc unwrapped.
#   clang-cl  CMAKE_SYSTEM_NAME=Windows with clang-cl (an MSVC-style command line, generated on
#             this Linux host): the MSVC switches, the translated flags, the C++ standard as
#             -std:c++20, /Z7-style debug information, and no GCC flag left.
# Skipped, with the marker line, only when the tool of the mode is missing.
cmake_minimum_required(VERSION 3.25)
include("${CMAKE_CURRENT_LIST_DIR}/../cuda/fixtures.cmake")

set(project "${CMAKE_CURRENT_LIST_DIR}/flags-project")
set(args -S "${project}" -B "${WORK_DIR}" -G "${GENERATOR}" "-DWINPORT_CMAKE_DIR=${WINPORT_CMAKE_DIR}"
  -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)
if(MAKE_PROGRAM)
  list(APPEND args "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}")
endif()
if(MODE STREQUAL "gnu-nvcc")
  find_program(nvcc nvcc PATHS /usr/local/cuda/bin "$ENV{CUDA_PATH}/bin" NO_CACHE)
  if(NOT nvcc)
    message(STATUS "WINPORT_TEST_SKIPPED: no nvcc on this machine")
    return()
  endif()
  list(APPEND args -DWITH_CUDA=ON -DCMAKE_CUDA_ARCHITECTURES=90 "-DCMAKE_CUDA_COMPILER=${nvcc}"
    -DCMAKE_C_COMPILER=gcc -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Release)
elseif(MODE STREQUAL "clang-cl")
  find_program(clang_cl NAMES clang-cl clang-cl-14 clang-cl-15 clang-cl-16 NO_CACHE)
  if(NOT clang_cl)
    message(STATUS "WINPORT_TEST_SKIPPED: no clang-cl on this machine")
    return()
  endif()
  list(APPEND args "-DCMAKE_TOOLCHAIN_FILE=${project}/clang-cl-windows.cmake" "-DWINPORT_CLANG_CL=${clang_cl}"
    -DCMAKE_BUILD_TYPE=Debug)
else()
  message(FATAL_ERROR "flags.cmake: MODE must be gnu-nvcc or clang-cl, not '${MODE}'")
endif()

file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND "${CMAKE_COMMAND}" ${args} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "configuring flags-project (${MODE}) failed:\n${out}")
endif()
string(REGEX REPLACE "[ \n]+" " " out_flat "${out}")

# command line of <target>'s <source>
file(READ "${WORK_DIR}/compile_commands.json" json)
string(JSON count LENGTH "${json}")
math(EXPR last "${count} - 1")
function(command_of target source out_var)
  foreach(i RANGE ${last})
    string(JSON command GET "${json}" ${i} command)
    string(JSON file GET "${json}" ${i} file)
    if(file MATCHES "/${source}$" AND command MATCHES "CMakeFiles/${target}\\.dir/")
      set(${out_var} " ${command} " PARENT_SCOPE)
      return()
    endif()
  endforeach()
  message(FATAL_ERROR "no compile command for ${target}/${source} in compile_commands.json")
endfunction()

# An MSVC switch as a word of its own on a command line (paths on this host also start with '/',
# so match the switch names).
set(msvc_switch "[ ]/(Zc:|permissive|utf-8|bigobj|EH|O[12dx][ ]|fp:|arch:|openmp|Z[7iI]|M[DT]|W[0-4]|wd)")

if(MODE STREQUAL "gnu-nvcc")
  command_of(engine engine.cpp cpp)
  command_of(engine engine.c c)
  command_of(engine kernel.cu cu)
  expect_match("g++: C++20 from the compile feature" "${cpp}" " -std=(gnu|c)\\+\\+20 ")
  foreach(flag IN ITEMS -O3 -ffast-math -march=native -fPIC)
    expect_match("g++ keeps ${flag}" "${cpp}" " ${flag} ")
    expect_match("gcc keeps ${flag}" "${c}" " ${flag} ")
    expect_match("nvcc gets ${flag} through -Xcompiler=" "${cu}" " -Xcompiler=${flag} ")
  endforeach()
  expect_match("-flto became link-time optimisation (CMake's own -flto switches)" "${cpp}" " -flto")
  foreach(flag IN ITEMS -ffast-math -march=native -fPIC -flto)
    expect_no_match("no bare ${flag} on nvcc's command line" "${cu}" " ${flag}[ =]")
  endforeach()
  expect_match("nvcc: device fast math" "${cu}" " --use_fast_math ")
  expect_match("nvcc: C++20" "${cu}" " -std=c\\+\\+20 ")
  expect_no_match("GNU flavour: no MSVC switch anywhere" "${cpp}${c}${cu}" "${msvc_switch}")

  command_of(engine_msvc_flavour kernel.cu mcu)
  expect_match("MSVC host switches reach nvcc wrapped" "${mcu}"
    " -Xcompiler=/Zc:__cplusplus,/Zc:preprocessor,/permissive-,/utf-8,/bigobj,/EHsc ")
  expect_match("translated -O3 wrapped" "${mcu}" " -Xcompiler=/O2 ")
  expect_match("translated -ffast-math wrapped" "${mcu}" " -Xcompiler=/fp:fast ")
  expect_no_match("no MSVC switch reaches nvcc unwrapped" "${mcu}" "${msvc_switch}")
  expect_no_match("no GCC flag reaches the MSVC-hosted nvcc" "${mcu}" "-march=native|-fPIC|-ffast-math|-flto")
  expect_match("-march=native dropped with a logged reason" "${out_flat}" "engine_msvc_flavour: MSVC: GCC flag -march=native: cl.exe has no 'native' target")
  expect_match("-fPIC dropped with a logged reason" "${out_flat}" "engine_msvc_flavour: MSVC: GCC flag -fPIC: Windows code has no position-independent mode")
else()
  command_of(engine engine.cpp cpp)
  command_of(engine engine.c c)
  foreach(switch IN ITEMS /Zc:__cplusplus /Zc:preprocessor /permissive- /utf-8 /bigobj /EHsc)
    expect_match("cl-style C++ gets ${switch}" "${cpp}" " ${switch} ")
  endforeach()
  foreach(switch IN ITEMS /Zc:preprocessor /utf-8 /bigobj)
    expect_match("cl-style C gets ${switch}" "${c}" " ${switch} ")
  endforeach()
  expect_no_match("C gets no C++-only switch" "${c}" " /(permissive-|Zc:__cplusplus) ")
  expect_match("C++20 as the MSVC switch" "${cpp}" " [-/]std:c\\+\\+20 ")
  expect_match("-O3 translated" "${cpp}" " /O2 ")
  expect_match("-ffast-math translated" "${cpp}" " /fp:fast ")
  expect_match("M_PI available (_USE_MATH_DEFINES)" "${cpp}" " [-/]D_USE_MATH_DEFINES ")
  expect_match("debug information embedded (/Z7), which compiler caches accept" "${cpp}" " [-/]Z7 ")
  expect_no_match("no /Zi (shared PDB)" "${cpp}" " [-/]Zi ")
  expect_match("-flto became link-time optimisation" "${cpp}" " (/GL|-flto[=a-z]*) ")
  foreach(flag IN ITEMS -O3 -ffast-math -march=native -fPIC)
    expect_no_match("no GCC ${flag} on the MSVC command line" "${cpp}${c}" " ${flag} ")
  endforeach()
  expect_match("-march=native dropped with a logged reason" "${out_flat}" "engine: MSVC: GCC flag -march=native: cl.exe has no 'native' target")
endif()
message(STATUS "flags (${MODE}): all checks passed")
