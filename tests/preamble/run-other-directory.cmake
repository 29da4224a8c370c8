# SPDX-License-Identifier: BSD-3-Clause
# cmake -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch> -DGENERATOR=<gen>
#       -DC_COMPILER=<cc> -DCXX_COMPILER=<cxx> -P run-other-directory.cmake
#
# winport_add_preamble called in a subdirectory for a target defined in its parent, as MLX does
# (the `mlx` target is created at the top; its preamble is generated in mlx/backend/cpu). CMake
# attaches a custom command to the targets of its own directory only, so without winport's
# driver target the build has no rule for the generated source. Built from scratch, then run.
cmake_minimum_required(VERSION 3.25)
foreach(var WINPORT_SOURCE_DIR WORK_DIR GENERATOR C_COMPILER CXX_COMPILER)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "run-other-directory.cmake: -D${var}=... is required")
  endif()
endforeach()
set(project_dir "${WORK_DIR}/project")
set(build_dir "${WORK_DIR}/build")
file(REMOVE_RECURSE "${WORK_DIR}")
file(WRITE "${project_dir}/CMakeLists.txt" "
cmake_minimum_required(VERSION 3.25)
project(preamble_parent LANGUAGES C CXX)
add_subdirectory(\"${WINPORT_SOURCE_DIR}\" winport)
add_executable(app main.cpp)
add_subdirectory(kernels)
")
file(WRITE "${project_dir}/kernels/CMakeLists.txt"
  "winport_add_preamble(TARGET app HEADER preamble.h OUTPUT compiled_preamble.cpp)\n")
file(WRITE "${project_dir}/kernels/preamble.h" "const int kernel_value = 3333;\n")
file(WRITE "${project_dir}/main.cpp" "#include <cstdio>
const char* get_prebuilt_preamble();
int main() { std::fputs(get_prebuilt_preamble(), stdout); return 0; }
")
set(args -S "${project_dir}" -B "${build_dir}" -G "${GENERATOR}" "-DCMAKE_C_COMPILER=${C_COMPILER}"
  "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}" -DCMAKE_BUILD_TYPE=Release)
foreach(step IN ITEMS configure build run)
  if(step STREQUAL "configure")
    set(command "${CMAKE_COMMAND}" ${args})
  elseif(step STREQUAL "build")
    set(command "${CMAKE_COMMAND}" --build "${build_dir}")
  else()
    set(command "${build_dir}/app")
  endif()
  execute_process(COMMAND ${command} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "other-directory (${GENERATOR}): ${step} failed (${rc}):\n${out}")
  endif()
endforeach()
if(NOT out MATCHES "kernel_value = 3333;")
  message(FATAL_ERROR "other-directory (${GENERATOR}): the program printed:\n${out}")
endif()
message(STATUS "other-directory (${GENERATOR}): ok")
