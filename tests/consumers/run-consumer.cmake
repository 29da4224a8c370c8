# SPDX-License-Identifier: BSD-3-Clause
# cmake -DMODE=subdirectory|fetchcontent|installed -DWINPORT_SOURCE_DIR=<winport>
#       -DWORK_DIR=<scratch> -DGENERATOR=<gen> -DC_COMPILER=<cc> -P run-consumer.cmake
#
# Configures, builds and runs the consumer project tests/consumers/<MODE> against winport:
#   subdirectory  add_subdirectory(<winport source>)
#   fetchcontent  FetchContent of an archive of the winport source, checked by its SHA-256
#   installed     winport built and installed to a prefix, then find_package(winport CONFIG)
# The consumer's CMakeLists.txt asserts the add_subdirectory contract at configure time (see
# consumer-contract.cmake); the program it builds must print winport's version.
cmake_minimum_required(VERSION 3.25)
foreach(var MODE WINPORT_SOURCE_DIR WORK_DIR GENERATOR C_COMPILER)
  if(NOT DEFINED ${var} OR "${${var}}" STREQUAL "")
    message(FATAL_ERROR "run-consumer.cmake: -D${var}=... is required")
  endif()
endforeach()

function(run_step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "consumer '${MODE}': ${what} failed (${rc}):\n${out}")
  endif()
  set(step_output "${out}" PARENT_SCOPE)
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(common_args -G "${GENERATOR}" "-DCMAKE_C_COMPILER=${C_COMPILER}" -DCMAKE_BUILD_TYPE=Release)
set(consumer_args "-DWINPORT_CONSUMER_CONTRACT=${CMAKE_CURRENT_LIST_DIR}/consumer-contract.cmake"
  "-DWINPORT_CONSUMER_CONTRACT_DIR=${CMAKE_CURRENT_LIST_DIR}")

file(READ "${WINPORT_SOURCE_DIR}/CMakeLists.txt" top)
string(REGEX MATCH "VERSION ([0-9]+\\.[0-9]+\\.[0-9]+)" _ "${top}")
set(expected_version "${CMAKE_MATCH_1}")

if(MODE STREQUAL "subdirectory")
  list(APPEND consumer_args "-DWINPORT_SOURCE_DIR=${WINPORT_SOURCE_DIR}")
elseif(MODE STREQUAL "fetchcontent")
  # The release archive, made as a release makes it (scripts/dist/winport-dist.cmake), taken by
  # its SHA-256 from the file the release publishes beside it.
  run_step("packing the release archive" "${CMAKE_COMMAND}" "-DOUT=${WORK_DIR}/dist"
    -P "${WINPORT_SOURCE_DIR}/scripts/dist/winport-dist.cmake")
  file(GLOB archive "${WORK_DIR}/dist/winport-*.tar.gz")
  file(STRINGS "${archive}.sha256" archive_hash REGEX "^[0-9a-f]+  winport-")
  string(REGEX REPLACE " .*" "" archive_hash "${archive_hash}")
  file(SHA256 "${archive}" actual_hash)
  if(NOT archive_hash STREQUAL actual_hash)
    message(FATAL_ERROR "consumer: ${archive}.sha256 says ${archive_hash}, the archive is ${actual_hash}")
  endif()
  # A hash that does not match must stop the configure (so the one above is checked).
  string(REPLACE "a" "b" wrong_hash "${archive_hash}")
  string(REPLACE "0" "1" wrong_hash "${wrong_hash}")
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}/fetchcontent" -B "${WORK_DIR}/wrong-hash"
      ${common_args} "-DWINPORT_CONSUMER_CONTRACT=${CMAKE_CURRENT_LIST_DIR}/consumer-contract.cmake"
      "-DWINPORT_CONSUMER_CONTRACT_DIR=${CMAKE_CURRENT_LIST_DIR}"
      "-DWINPORT_ARCHIVE=${archive}" "-DWINPORT_ARCHIVE_SHA256=${wrong_hash}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(rc EQUAL 0 OR NOT out MATCHES "HASH mismatch|hash of")
    message(FATAL_ERROR "consumer: FetchContent took the archive with a wrong URL_HASH (exit ${rc}):\n${out}")
  endif()
  list(APPEND consumer_args "-DWINPORT_ARCHIVE=${archive}" "-DWINPORT_ARCHIVE_SHA256=${archive_hash}")
elseif(MODE STREQUAL "installed")
  run_step("configuring winport" "${CMAKE_COMMAND}" -S "${WINPORT_SOURCE_DIR}"
    -B "${WORK_DIR}/winport-build" ${common_args} -DWINPORT_BUILD_TESTS=OFF
    # Not the default folder and no tools (as from a parent with WINPORT_INSTALL=ON): the
    # package must still be found and carry its preamble generator.
    -DWINPORT_INSTALL_CMAKEDIR=share/winport -DWINPORT_BUILD_TOOLS=OFF)
  run_step("building winport" "${CMAKE_COMMAND}" --build "${WORK_DIR}/winport-build")
  run_step("installing winport" "${CMAKE_COMMAND}" --install "${WORK_DIR}/winport-build"
    --prefix "${WORK_DIR}/prefix")
  list(APPEND consumer_args "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix")
  # Components: compat is one; an unknown one fails with its reason.
  foreach(components IN ITEMS compat bogus)
    file(WRITE "${WORK_DIR}/components-${components}/CMakeLists.txt"
      "cmake_minimum_required(VERSION 3.25)\nproject(components LANGUAGES NONE)\nfind_package(winport 0 CONFIG REQUIRED COMPONENTS ${components})\n")
    execute_process(COMMAND "${CMAKE_COMMAND}" -S "${WORK_DIR}/components-${components}"
        -B "${WORK_DIR}/components-${components}/build" "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix"
      RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(components STREQUAL "compat" AND NOT rc EQUAL 0)
      message(FATAL_ERROR "consumer: find_package(winport COMPONENTS compat) failed:\n${out}")
    elseif(components STREQUAL "bogus" AND (rc EQUAL 0 OR NOT out MATCHES "winport has no component 'bogus'"))
      message(FATAL_ERROR "consumer: find_package(winport COMPONENTS bogus) did not fail with its reason (exit ${rc}):\n${out}")
    endif()
  endforeach()
  # The licence and the version history are installed where packages keep their documents.
  foreach(doc LICENSE CHANGELOG.md)
    if(NOT EXISTS "${WORK_DIR}/prefix/share/doc/winport/${doc}")
      message(FATAL_ERROR "consumer: the install has no share/doc/winport/${doc}")
    endif()
  endforeach()
  # The installed headers are exactly what a consumer includes (no template, nothing else).
  file(GLOB installed_headers RELATIVE "${WORK_DIR}/prefix/include/winport" "${WORK_DIR}/prefix/include/winport/*")
  list(SORT installed_headers)
  if(NOT installed_headers STREQUAL "complex.h;export.h;io.h;jit.h;lapacke.h;version.h")
    message(FATAL_ERROR "consumer 'installed': include/winport holds ${installed_headers}, expected complex.h;export.h;io.h;jit.h;lapacke.h;version.h")
  endif()
  # The same program built without CMake, from winport-compat.pc alone (after moving the prefix:
  # the .pc file must be relocatable).
  find_program(pkg_config pkg-config)
  if(NOT pkg_config)
    message(FATAL_ERROR "consumer 'installed': pkg-config is needed to check winport-compat.pc")
  endif()
  file(RENAME "${WORK_DIR}/prefix" "${WORK_DIR}/moved prefix")
  file(GLOB_RECURSE pc_files "${WORK_DIR}/moved prefix/*/winport-compat.pc")
  if(NOT pc_files)
    message(FATAL_ERROR "consumer 'installed': no winport-compat.pc was installed")
  endif()
  list(GET pc_files 0 pc_file)
  get_filename_component(pc_dir "${pc_file}" DIRECTORY)
  run_step("pkg-config" "${CMAKE_COMMAND}" -E env "PKG_CONFIG_PATH=${pc_dir}"
    "${pkg_config}" --cflags --libs winport-compat)
  string(STRIP "${step_output}" pc_flags)
  separate_arguments(pc_flags UNIX_COMMAND "${pc_flags}")
  run_step("compiling with pkg-config's flags" "${C_COMPILER}" "${CMAKE_CURRENT_LIST_DIR}/consumer_app.c"
    -o "${WORK_DIR}/consumer_app_pc" ${pc_flags})
  run_step("running the pkg-config build" "${WORK_DIR}/consumer_app_pc")
  if(NOT step_output MATCHES "winport ${expected_version}")
    message(FATAL_ERROR "consumer 'installed' (pkg-config): expected 'winport ${expected_version}', got:\n${step_output}")
  endif()
  file(RENAME "${WORK_DIR}/moved prefix" "${WORK_DIR}/prefix")
else()
  message(FATAL_ERROR "run-consumer.cmake: unknown MODE '${MODE}'")
endif()

run_step("configuring the consumer" "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}/${MODE}"
  -B "${WORK_DIR}/consumer-build" ${common_args} ${consumer_args})
run_step("building the consumer" "${CMAKE_COMMAND}" --build "${WORK_DIR}/consumer-build")
run_step("running the consumer's program" "${WORK_DIR}/consumer-build/consumer_app")
if(NOT step_output MATCHES "winport ${expected_version}")
  message(FATAL_ERROR "consumer '${MODE}': expected 'winport ${expected_version}', got:\n${step_output}")
endif()
message(STATUS "consumer '${MODE}': ${step_output}")
