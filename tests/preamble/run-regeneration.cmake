# SPDX-License-Identifier: BSD-3-Clause
# cmake -DMODE=subdirectory|installed -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch>
#       -DGENERATOR=<gen> -DC_COMPILER=<cc> -DCXX_COMPILER=<cxx> -P run-regeneration.cmake
#
# A parent project brings winport in, with add_subdirectory (so WINPORT_BUILD_TOOLS is OFF and
# winport-preamble builds only because winport_add_preamble needs it) or with find_package from
# an installed winport (the exported winport::preamble), and embeds a preamble that includes a
# second header. Then:
#   1. build and run: the program prints the preamble, with the included header's value;
#   2. edit the included header: the next build regenerates (through the dependency file), and
#      the program prints the new value;
#   3. build again: nothing to do;
#   4. touch the header without changing it: the preamble is regenerated to the same bytes, so
#      the generated source is not rewritten and nothing is recompiled.
cmake_minimum_required(VERSION 3.25)
foreach(var MODE WINPORT_SOURCE_DIR WORK_DIR GENERATOR C_COMPILER CXX_COMPILER)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "run-regeneration.cmake: -D${var}=... is required")
  endif()
endforeach()
if(NOT GENERATOR MATCHES "Ninja")
  message(FATAL_ERROR "run-regeneration.cmake: this test drives Ninja (generator: ${GENERATOR})")
endif()

function(run_step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "regeneration: ${what} failed (${rc}):\n${out}")
  endif()
  set(step_output "${out}" PARENT_SCOPE)
endfunction()

set(project_dir "${WORK_DIR}/project")
set(build_dir "${WORK_DIR}/build")
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${project_dir}/include/engine")
set(compilers "-DCMAKE_C_COMPILER=${C_COMPILER}" "-DCMAKE_CXX_COMPILER=${CXX_COMPILER}")
if(MODE STREQUAL "subdirectory")
  set(bring_in "add_subdirectory(\"${WINPORT_SOURCE_DIR}\" winport)
if(WINPORT_BUILD_TOOLS OR NOT TARGET winport_preamble)
  message(FATAL_ERROR \"expected WINPORT_BUILD_TOOLS OFF and the tool's target defined\")
endif()")
  set(prefix_arg "")
elseif(MODE STREQUAL "installed")
  run_step("configuring winport" "${CMAKE_COMMAND}" -S "${WINPORT_SOURCE_DIR}" -B "${WORK_DIR}/winport-build"
    -G "${GENERATOR}" ${compilers} -DCMAKE_BUILD_TYPE=Release -DWINPORT_BUILD_TESTS=OFF)
  run_step("building winport" "${CMAKE_COMMAND}" --build "${WORK_DIR}/winport-build")
  run_step("installing winport" "${CMAKE_COMMAND}" --install "${WORK_DIR}/winport-build" --prefix "${WORK_DIR}/prefix")
  set(bring_in "find_package(winport CONFIG REQUIRED)
if(NOT TARGET winport::preamble)
  message(FATAL_ERROR \"the installed package does not export winport::preamble\")
endif()")
  set(prefix_arg "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix")
else()
  message(FATAL_ERROR "run-regeneration.cmake: unknown MODE '${MODE}'")
endif()
file(WRITE "${project_dir}/CMakeLists.txt" "
cmake_minimum_required(VERSION 3.25)
project(preamble_parent LANGUAGES C CXX)
${bring_in}
add_executable(app main.cpp)
winport_add_preamble(TARGET app HEADER preamble.h OUTPUT compiled_preamble.cpp
  INCLUDE_DIRS include FUNCTION engine::get_kernel_preamble)
")
file(WRITE "${project_dir}/main.cpp" "#include <cstdio>
namespace engine { const char* get_kernel_preamble(); }
int main() { std::fputs(engine::get_kernel_preamble(), stdout); return 0; }
")
file(WRITE "${project_dir}/preamble.h" "#include \"engine/values.h\"\nconst int kernel_value = ENGINE_VALUE;\n")
file(WRITE "${project_dir}/include/engine/values.h" "#define ENGINE_VALUE 1111\n")

run_step("configuring" "${CMAKE_COMMAND}" -S "${project_dir}" -B "${build_dir}" -G "${GENERATOR}"
  ${compilers} -DCMAKE_BUILD_TYPE=Release ${prefix_arg})
run_step("building" "${CMAKE_COMMAND}" --build "${build_dir}")
run_step("running" "${build_dir}/app")
if(NOT step_output MATCHES "kernel_value = 1111;")
  message(FATAL_ERROR "regeneration: first build printed:\n${step_output}")
endif()

# Ninja compares timestamps; make sure the edit is seen as newer.
execute_process(COMMAND "${CMAKE_COMMAND}" -E sleep 1.1)
file(WRITE "${project_dir}/include/engine/values.h" "#define ENGINE_VALUE 2222\n")
run_step("rebuilding after editing the included header" "${CMAKE_COMMAND}" --build "${build_dir}")
if(NOT step_output MATCHES "Generating preamble")
  message(FATAL_ERROR "regeneration: editing the included header did not regenerate:\n${step_output}")
endif()
run_step("running" "${build_dir}/app")
if(NOT step_output MATCHES "kernel_value = 2222;")
  message(FATAL_ERROR "regeneration: after the edit the program printed:\n${step_output}")
endif()

run_step("building with nothing changed" "${CMAKE_COMMAND}" --build "${build_dir}")
if(NOT step_output MATCHES "no work to do")
  message(FATAL_ERROR "regeneration: an up-to-date build did work:\n${step_output}")
endif()

execute_process(COMMAND "${CMAKE_COMMAND}" -E sleep 1.1)
file(TOUCH "${project_dir}/include/engine/values.h")
run_step("building after touching the header" "${CMAKE_COMMAND}" --build "${build_dir}" -- -d explain)
if(NOT step_output MATCHES "Generating preamble")
  message(FATAL_ERROR "regeneration: touching the header did not rerun the generator:\n${step_output}")
endif()
if(step_output MATCHES "Building CXX object")
  message(FATAL_ERROR "regeneration: an unchanged preamble caused a recompile:\n${step_output}")
endif()
message(STATUS "regeneration (${MODE}): ok")
