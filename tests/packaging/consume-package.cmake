# SPDX-License-Identifier: BSD-3-Clause
# consume-package.cmake: what the package tests share: a consumer of an installed winport
# (find_package(winport 0.1 CONFIG), a program on winport::compat) configured, built and run.
# packaging_consume(<label> <work dir> <configure args>...): sets CONSUMED_OUTPUT to the program's
# output; any failure, or an output not starting with "winport <project_version>", stops the test
# naming <label>.
function(packaging_consume label work)
  set(consumer "${work}/consumer")
  file(WRITE "${consumer}/CMakeLists.txt" "cmake_minimum_required(VERSION 3.25)
project(package_consumer LANGUAGES C)
find_package(winport 0.1 CONFIG REQUIRED)
add_executable(consumer_app \"${WINPORT_SOURCE_DIR}/tests/consumers/consumer_app.c\")
target_link_libraries(consumer_app PRIVATE winport::compat)
")
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${consumer}" -B "${consumer}/build" ${ARGN}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(rc EQUAL 0)
    execute_process(COMMAND "${CMAKE_COMMAND}" --build "${consumer}/build" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  endif()
  if(rc EQUAL 0)
    execute_process(COMMAND "${consumer}/build/consumer_app" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  endif()
  if(NOT rc EQUAL 0 OR NOT out MATCHES "^winport ${project_version}")
    message(FATAL_ERROR "${label}: a consumer of the package failed (exit ${rc}):\n${out}")
  endif()
  set(CONSUMED_OUTPUT "${out}" PARENT_SCOPE)
endfunction()
