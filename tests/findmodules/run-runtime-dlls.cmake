# SPDX-License-Identifier: BSD-3-Clause
# cmake -DWORK_DIR=<dir> -DGENERATOR=<gen> -DC_COMPILER=<cc> -DWINPORT_SOURCE_DIR=<winport>
#       -P run-runtime-dlls.cmake
# Builds runtime-dlls/ and checks the DLLs landed beside the executable; then builds it again with
# a DLL that does not exist and checks the build fails naming it.
cmake_minimum_required(VERSION 3.25)
foreach(var WORK_DIR GENERATOR C_COMPILER WINPORT_SOURCE_DIR)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "run-runtime-dlls.cmake: -D${var}=... is required")
  endif()
endforeach()

function(run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  set(rc "${rc}" PARENT_SCOPE)
  set(out "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
set(configure "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}/runtime-dlls" -B "${WORK_DIR}" -G "${GENERATOR}"
  "-DCMAKE_C_COMPILER=${C_COMPILER}" "-DWINPORT_CMAKE_DIR=${WINPORT_SOURCE_DIR}/cmake")
run(configure ${configure} -DWITH_MISSING_DLL=OFF)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "runtime-dlls: configuring failed:\n${out}")
endif()
run(build "${CMAKE_COMMAND}" --build "${WORK_DIR}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "runtime-dlls: building failed:\n${out}")
endif()
foreach(dll IN ITEMS engine_a64_9.dll engine_b64_9.dll extra.dll)
  if(NOT EXISTS "${WORK_DIR}/out/${dll}")
    message(FATAL_ERROR "runtime-dlls: ${dll} was not copied next to the executable (${WORK_DIR}/out)")
  endif()
endforeach()

if(NOT EXISTS "${WORK_DIR}/out-transitive/transitive_runtime.dll")
  message(FATAL_ERROR "runtime-dlls: a DLL listed by a target linked through another target was not copied (${WORK_DIR}/out-transitive)")
endif()

run(configure ${configure} -DWITH_MISSING_DLL=ON)
run(build "${CMAKE_COMMAND}" --build "${WORK_DIR}")
if(rc EQUAL 0)
  message(FATAL_ERROR "runtime-dlls: the build with a missing DLL succeeded:\n${out}")
endif()
string(REGEX REPLACE "\n *" " " flat "${out}")
if(NOT flat MATCHES "these runtime DLLs do not exist.*/toolkit/bin/not-there64_9.dll")
  message(FATAL_ERROR "runtime-dlls: the build failed without naming the missing DLL:\n${out}")
endif()
message(STATUS "runtime-dlls: copied, and a missing DLL is named:\n${out}")
