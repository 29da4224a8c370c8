# SPDX-License-Identifier: BSD-3-Clause
# cmake -DWORK_DIR=<dir> -DGENERATOR=<gen> -DC_COMPILER=<cc> -DWINPORT_SOURCE_DIR=<winport>
#       -P run-blas-app.cmake
# Configures, builds and runs blas-app/ against the OpenBLAS and LAPACKE installed on this machine
# (no hints: the standard places), and checks that the program computed the known results.
cmake_minimum_required(VERSION 3.25)
foreach(var WORK_DIR GENERATOR C_COMPILER WINPORT_SOURCE_DIR)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "run-blas-app.cmake: -D${var}=... is required")
  endif()
endforeach()

function(run_step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "blas-app: ${what} failed (${rc}):\n${out}")
  endif()
  set(step_output "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
run_step("configuring" "${CMAKE_COMMAND}" -E env --unset=OpenBLAS_ROOT --unset=LAPACKE_ROOT --unset=CONDA_PREFIX
  "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}/blas-app" -B "${WORK_DIR}" -G "${GENERATOR}"
  "-DCMAKE_C_COMPILER=${C_COMPILER}" -DCMAKE_BUILD_TYPE=Release "-DWINPORT_CMAKE_DIR=${WINPORT_SOURCE_DIR}/cmake")
set(configure_output "${step_output}")
run_step("building" "${CMAKE_COMMAND}" --build "${WORK_DIR}")
run_step("running" "${WORK_DIR}/blas_app")
if(NOT step_output MATCHES "blas_app: ok")
  message(FATAL_ERROR "blas-app: unexpected output:\n${step_output}")
endif()
string(REGEX MATCHALL "-- (OpenBLAS|LAPACKE)[^\n]*" found "${configure_output}")
list(JOIN found "\n" found)
message(STATUS "${found}\n${step_output}")
