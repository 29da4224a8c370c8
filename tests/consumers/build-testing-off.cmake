# SPDX-License-Identifier: BSD-3-Clause
# build-testing-off.cmake: a packager's top-level configure with -DBUILD_TESTING=OFF builds no
# test, needs no LAPACKE and fetches no cmocka (CTest's switch is honoured, not only
# WINPORT_BUILD_TESTS).  -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch> -DGENERATOR=<gen>
file(REMOVE_RECURSE "${WORK_DIR}")
# LAPACKE and cmocka are made unfindable: a configure that still wanted them fails.
execute_process(COMMAND "${CMAKE_COMMAND}" -S "${WINPORT_SOURCE_DIR}" -B "${WORK_DIR}" -G "${GENERATOR}"
    -DBUILD_TESTING=OFF -DCMAKE_DISABLE_FIND_PACKAGE_LAPACKE=ON -DCMAKE_DISABLE_FIND_PACKAGE_cmocka=ON
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "configure with -DBUILD_TESTING=OFF failed:\n${out}")
endif()
execute_process(COMMAND "${CMAKE_CTEST_COMMAND}" -N --test-dir "${WORK_DIR}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT out MATCHES "Total Tests: 0")
  message(FATAL_ERROR "-DBUILD_TESTING=OFF still registered tests:\n${out}")
endif()
if(EXISTS "${WORK_DIR}/_deps")
  message(FATAL_ERROR "-DBUILD_TESTING=OFF still fetched dependencies (${WORK_DIR}/_deps)")
endif()
