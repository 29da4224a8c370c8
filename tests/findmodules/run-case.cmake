# SPDX-License-Identifier: BSD-3-Clause
# cmake -DCASE=<name> -DPLATFORM=windows|mingw|native -DWORK_DIR=<dir> -DGENERATOR=<gen>
#       -DWINPORT_SOURCE_DIR=<winport> [-DC_COMPILER=<cc>] [-DARGS=<a|b|...>] [-DENV=<N=V|...>]
#       [-DEXPECT_ERROR=<regex>] [-DAGAIN_ARGS=...] [-DAGAIN_ENV=...] -P run-case.cmake
#
# Configures tests/findmodules/probe for one case in a fresh build folder, with the hint
# variables of the calling environment removed and ENV's set, and checks that it succeeds with
# every expectation met, or, with EXPECT_ERROR, that it fails with a matching message.
# AGAIN_ARGS/AGAIN_ENV configure the same build folder a second time (PROBE_STEP=2), to test
# what the cache remembers.
#   windows  the Windows target without a compiler (toolchains/windows-no-compiler.cmake)
#   mingw    the real mingw-w64 cross toolchain (cmake/toolchains/mingw-w64-x86_64.cmake)
#   native   this host's C compiler
cmake_minimum_required(VERSION 3.25)
foreach(var CASE PLATFORM WORK_DIR GENERATOR WINPORT_SOURCE_DIR)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "run-case.cmake: -D${var}=... is required")
  endif()
endforeach()

set(here "${CMAKE_CURRENT_LIST_DIR}")
set(common -G "${GENERATOR}" "-DCASE=${CASE}" "-DFIXTURES=${here}/fixtures"
  "-DWINPORT_CMAKE_DIR=${WINPORT_SOURCE_DIR}/cmake")
if(PLATFORM STREQUAL "windows")
  list(APPEND common "-DCMAKE_TOOLCHAIN_FILE=${here}/toolchains/windows-no-compiler.cmake" -DPROBE_LANGUAGES=NONE)
elseif(PLATFORM STREQUAL "mingw")
  list(APPEND common "-DCMAKE_TOOLCHAIN_FILE=${WINPORT_SOURCE_DIR}/cmake/toolchains/mingw-w64-x86_64.cmake" -DPROBE_LANGUAGES=C)
elseif(PLATFORM STREQUAL "native")
  list(APPEND common -DPROBE_LANGUAGES=C)
  if(C_COMPILER)
    list(APPEND common "-DCMAKE_C_COMPILER=${C_COMPILER}")
  endif()
else()
  message(FATAL_ERROR "run-case.cmake: unknown PLATFORM '${PLATFORM}'")
endif()

# The hints of whoever runs the tests must not steer the cases.
set(clean_env --unset=OpenBLAS_ROOT --unset=LAPACKE_ROOT --unset=CMAKE_PREFIX_PATH --unset=VCPKG_ROOT
  --unset=VCPKG_DEFAULT_TRIPLET --unset=CONDA_PREFIX)

function(configure step args env)
  string(REPLACE "|" ";" args "${args}")
  string(REPLACE "|" ";" env "${env}")
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -E env ${clean_env} ${env}
            "${CMAKE_COMMAND}" -S "${here}/probe" -B "${WORK_DIR}" ${common} "-DPROBE_STEP=${step}" ${args}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  set(rc "${rc}" PARENT_SCOPE)
  set(out "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
configure(1 "${ARGS}" "${ENV}")
if(DEFINED EXPECT_ERROR AND NOT EXPECT_ERROR STREQUAL "")
  if(rc EQUAL 0)
    message(FATAL_ERROR "case ${CASE}: configuring succeeded, expected an error matching '${EXPECT_ERROR}':\n${out}")
  endif()
  # CMake wraps long messages; compare with the line breaks and indentation taken out.
  string(REGEX REPLACE "\n *" " " flat "${out}")
  if(NOT flat MATCHES "${EXPECT_ERROR}")
    message(FATAL_ERROR "case ${CASE}: the error does not match '${EXPECT_ERROR}':\n${out}")
  endif()
  message(STATUS "case ${CASE}: failed as expected:\n${out}")
  return()
endif()
if(NOT rc EQUAL 0 OR NOT out MATCHES "case ${CASE}: all [0-9]+ expectations met")
  message(FATAL_ERROR "case ${CASE}: configuring failed (${rc}):\n${out}")
endif()
if(DEFINED AGAIN_ARGS OR DEFINED AGAIN_ENV)
  configure(2 "${AGAIN_ARGS}" "${AGAIN_ENV}")
  if(NOT rc EQUAL 0 OR NOT out MATCHES "case ${CASE}: all [0-9]+ expectations met")
    message(FATAL_ERROR "case ${CASE}: configuring again failed (${rc}):\n${out}")
  endif()
endif()
message(STATUS "${out}")
