# SPDX-License-Identifier: BSD-3-Clause
# cmake -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch> -DGENERATOR=<gen> [-DMAKE_PROGRAM=<p>]
#       -P real-toolkit.cmake
#
# The real CUDA Toolkit of this machine (on Linux /usr/local/cuda; the choice is winport's):
# configure real-project/ (CUDA compiler detection, FindCUDAToolkit, FindCUDNN), compile and link
# gemm_check.cu against cudart and cuBLAS, then run it: with a GPU it must compute the right
# product; without one it must at least load the CUDA runtime and say so (exit 2).
# Skipped, with the marker line, only when there is no nvcc at all.
cmake_minimum_required(VERSION 3.25)
set(nvcc "")
if(DEFINED ENV{CUDACXX} AND EXISTS "$ENV{CUDACXX}")
  set(nvcc "$ENV{CUDACXX}")
elseif(EXISTS "/usr/local/cuda/bin/nvcc")
  set(nvcc "/usr/local/cuda/bin/nvcc")
else()
  find_program(nvcc NAMES nvcc PATHS "$ENV{CUDA_PATH}/bin" NO_CACHE)
endif()
if(NOT nvcc)
  message(STATUS "WINPORT_TEST_SKIPPED: no nvcc on this machine (looked at CUDACXX, /usr/local/cuda/bin, PATH, CUDA_PATH)")
  return()
endif()

file(REMOVE_RECURSE "${WORK_DIR}")
set(args -S "${CMAKE_CURRENT_LIST_DIR}/real-project" -B "${WORK_DIR}" -G "${GENERATOR}"
  "-DWINPORT_SOURCE_DIR=${WINPORT_SOURCE_DIR}"
  # CMake 3.25 predates nvcc 13's default architecture handling: name one (H100).
  -DCMAKE_CUDA_ARCHITECTURES=90 -DCMAKE_BUILD_TYPE=Release -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)
if(MAKE_PROGRAM)
  list(APPEND args "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" ${args} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
message("${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "configuring real-project with ${nvcc} failed")
endif()
if(NOT out MATCHES "REAL: toolkit [^\n]*version 1[0-9]\\.[0-9]+\\.[0-9]+")
  message(FATAL_ERROR "winport did not report the real toolkit and its version")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${WORK_DIR}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
message("${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "building gemm_check.cu failed")
endif()
file(GLOB program "${WORK_DIR}/gemm_check" "${WORK_DIR}/gemm_check.exe")
if(NOT program)
  message(FATAL_ERROR "no gemm_check program was linked")
endif()
execute_process(COMMAND ${program} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
message("${out}")
if(rc EQUAL 0 AND out MATCHES "SGEMM via cuBLAS.*: OK")
  message(STATUS "gemm_check ran on a GPU and computed the right product")
elseif(rc EQUAL 2 AND out MATCHES "built against CUDA runtime [0-9]+; no CUDA device here")
  message(STATUS "gemm_check built and linked against cudart and cuBLAS; no GPU here to run it on")
else()
  message(FATAL_ERROR "gemm_check failed (exit ${rc})")
endif()
