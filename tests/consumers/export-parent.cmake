# SPDX-License-Identifier: BSD-3-Clause
# export-parent.cmake: what README.md says of a parent exporting a target that links
# winport::compat: with WINPORT_INSTALL=ON it configures, generates and installs; without it
# CMake stops with the message the README quotes.
#   -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch> -DGENERATOR=<generator>
file(REMOVE_RECURSE "${WORK_DIR}")
function(parent name install)
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}/export-parent"
      -B "${WORK_DIR}/${name}" -G "${GENERATOR}" "-DWINPORT_SOURCE_DIR=${WINPORT_SOURCE_DIR}"
      "-DWINPORT_INSTALL=${install}" -DWINPORT_BUILD_TOOLS=OFF "-DCMAKE_INSTALL_PREFIX=${WORK_DIR}/${name}-prefix"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  set(RC "${rc}" PARENT_SCOPE)
  set(OUT "${out}" PARENT_SCOPE)
endfunction()
parent(with ON)
if(NOT RC EQUAL 0)
  message(FATAL_ERROR "export parent: with WINPORT_INSTALL=ON the configure failed:\n${OUT}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${WORK_DIR}/with" --target install
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0 OR NOT EXISTS "${WORK_DIR}/with-prefix/lib/cmake/parent/parentTargets.cmake")
  message(FATAL_ERROR "export parent: the install failed:\n${out}")
endif()
parent(without OFF)
file(READ "${CMAKE_CURRENT_LIST_DIR}/../../README.md" readme)
string(REGEX MATCH "requires target\n?\"winport_compat\" that is not in any export set" quoted "${readme}")
string(REGEX REPLACE "[ \t\n]+" " " flat "${OUT}")
if(RC EQUAL 0 OR NOT flat MATCHES "requires target \"winport_compat\" that is not in any export set" OR quoted STREQUAL "")
  message(FATAL_ERROR "export parent: without WINPORT_INSTALL the failure is not the one README.md quotes (exit ${RC}):\n${OUT}")
endif()
message(STATUS "export parent: as README.md says")
