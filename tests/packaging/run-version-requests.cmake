# SPDX-License-Identifier: BSD-3-Clause
# run-version-requests.cmake: the version requests winport's package answers, for the version in
# CMakeLists.txt when it is 0.x (0.1.0 today) and for a 1.x stand-in (see
# cmake/winportConfigVersion.cmake.in).   -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch>
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE "${WORK_DIR}")
set(failures "")
function(requests version)
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}/version-requests"
      -B "${WORK_DIR}/${version}" "-DWINPORT_SOURCE_DIR=${WINPORT_SOURCE_DIR}"
      "-DPACKAGE_VERSION_UNDER_TEST=${version}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "version requests: the configure failed:\n${out}")
  endif()
  set(OUT "${out}" PARENT_SCOPE)
endfunction()
function(expect version request answer)
  string(REPLACE "." "\\." pattern "request ${request}: ${answer}\n")
  if(NOT OUT MATCHES "-- ${pattern}")
    set(failures "${failures};${version} for '${request}' should be ${answer}" PARENT_SCOPE)
  endif()
endfunction()

requests(0.1.0)
expect(0.1.0 0 found)              # find_package(winport 0 CONFIG): any 0.x
expect(0.1.0 0.1 found)
expect(0.1.0 0.1.0 found)
expect(0.1.0 0.0.9 "not found")    # 0.x: another minor may break
expect(0.1.0 0.2 "not found")
expect(0.1.0 1 "not found")
expect(0.1.0 0.1...0.3 found)      # ranges
expect(0.1.0 0.0.1...<0.1.0 "not found")
expect(0.1.0 0.0.1...0.1.0 found)
expect(0.1.0 0.2...0.3 "not found")
expect(0.1.0 "0.1.0 EXACT" found)
expect(0.1.0 "0.1.1 EXACT" "not found")
requests(1.4.2)
expect(1.4.2 1 found)              # from 1.0, a minor adds
expect(1.4.2 0.1 "not found")
expect(1.4.2 0 "not found")

if(failures)
  list(REMOVE_ITEM failures "")
  list(JOIN failures "\n  " failures)
  message(FATAL_ERROR "version requests answered wrongly:\n  ${failures}\n${OUT}")
endif()
message(STATUS "version requests: every answer as cmake/winportConfigVersion.cmake.in says")
