# SPDX-License-Identifier: BSD-3-Clause
# cmake -DWINPORT_CMAKE_DIR=<cmake/> -DWORK_DIR=<scratch> -P translate.cmake
#
# winport_msvc_translate_gcc_flags(): the GCC-to-MSVC table, the nvcc forms, and errors for flags
# it cannot translate (an unknown flag is never dropped silently).
cmake_minimum_required(VERSION 3.25)
include("${CMAKE_CURRENT_LIST_DIR}/../cuda/fixtures.cmake")
include("${WINPORT_CMAKE_DIR}/WinportMSVC.cmake")

winport_msvc_translate_gcc_flags(t FLAVOUR MSVC FLAGS -O3 -ffast-math -march=native -flto -fPIC -DNDEBUG -Iinclude -mavx2 -fopenmp -g -Wall -pthread -O0 -Os)
expect_equal("MSVC host flags" "${t_HOST}" "/O2;/fp:fast;-DNDEBUG;-Iinclude;/arch:AVX2;/openmp;/Od;/O1")
expect_equal("MSVC nvcc flags" "${t_CUDA}" "-Xcompiler=/O2;-Xcompiler=/fp:fast;--use_fast_math;-DNDEBUG;-Iinclude;-Xcompiler=/arch:AVX2;-Xcompiler=/openmp;-Xcompiler=/Od;-Xcompiler=/O1")
expect_equal("-flto asks for IPO" "${t_IPO}" TRUE)
list(LENGTH t_DROPPED n)
expect_equal("dropped, each with a reason: -march=native -flto -fPIC -g -Wall -pthread" "${n}" 6)
expect_match("drop reason for -march=native" "${t_DROPPED}" "-march=native: cl.exe has no 'native'")

winport_msvc_translate_gcc_flags(t FLAVOUR GNU FLAGS -O3 -ffast-math -march=native -flto -fPIC -DNDEBUG)
expect_equal("GNU host flags unchanged (-flto via IPO)" "${t_HOST}" "-O3;-ffast-math;-march=native;-fPIC;-DNDEBUG")
expect_equal("GNU nvcc flags wrapped" "${t_CUDA}" "-Xcompiler=-O3;-Xcompiler=-ffast-math;--use_fast_math;-Xcompiler=-march=native;-Xcompiler=-fPIC;-DNDEBUG")

# Errors, each in a child so the message can be checked.
file(MAKE_DIRECTORY "${WORK_DIR}")
foreach(case IN ITEMS "-funroll-loops|no translation for the GCC flag '-funroll-loops'"
                      "-std=c++20|set the standard with CXX_STANDARD")
  string(REPLACE "|" ";" case "${case}")
  list(GET case 0 flag)
  list(GET case 1 expected)
  file(WRITE "${WORK_DIR}/translate-error.cmake"
    "include(\"${WINPORT_CMAKE_DIR}/WinportMSVC.cmake\")\nwinport_msvc_translate_gcc_flags(t FLAVOUR MSVC FLAGS ${flag})\n")
  execute_process(COMMAND "${CMAKE_COMMAND}" -P "${WORK_DIR}/translate-error.cmake"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  string(REGEX REPLACE "[ \n]+" " " out "${out}")
  expect_equal("${flag} is an error" "${rc}" 1)
  expect_match("${flag}: the error names it" "${out}" "${expected}")
endforeach()
message(STATUS "translate: all checks passed")
