# SPDX-License-Identifier: BSD-3-Clause
# WinportTesting.cmake: the one way winport's tests are declared.
#
#   winport_add_unit_test(<name> SOURCES <src>... [LIBRARIES <lib>...] [LABELS <label>...]
#                         [TIMEOUT <s>])
#     A cmocka test program linked with winport::compat and cmocka, registered with CTest as
#     <name>. Cross builds run it through CMAKE_CROSSCOMPILING_EMULATOR (Wine in the Windows lane).
#
#   winport_add_integration_test(<name> COMMAND <cmd>... [LABELS ...] [TIMEOUT <s>])
#     A host-side CTest test (configures and builds small projects, runs scripts). Host-side tests
#     need the host's toolchain, so they are registered only in native lanes.
#
#   WINPORT_TEST_LANE   which lane this build is (set by CMakePresets.json); tests/lanes checks it.
#   WINPORT_TEST_UNDER_WINE  TRUE when target programs run under Wine.
include_guard(GLOBAL)
include(WinportCmocka)

set(WINPORT_TEST_LANE "" CACHE STRING "Name of the test lane this build is (set by CMakePresets.json)")

set(WINPORT_TEST_UNDER_WINE FALSE)
if(CMAKE_CROSSCOMPILING_EMULATOR MATCHES "wine[^/]*$")
  set(WINPORT_TEST_UNDER_WINE TRUE)
  # One Wine prefix per build tree, so tests never depend on (or change) the user's ~/.wine.
  # winedbg off: on an unhandled exception Wine starts it, and the process then exits 0, so a
  # crashing test passed; without it the exit status is nonzero, as on Windows.
  set(WINPORT_TEST_WINE_ENV "WINEPREFIX=${CMAKE_BINARY_DIR}/wineprefix" "WINEDEBUG=-all"
    "WINEDLLOVERRIDES=winedbg.exe=d")
  # A persistent wineserver for the whole run: each Wine start then costs milliseconds, not
  # seconds. Started and stopped as a CTest fixture so `ctest` alone does the right thing.
  add_test(NAME lane.wine_server.start
    COMMAND "${CMAKE_COMMAND}" -DACTION=start -P "${CMAKE_CURRENT_LIST_DIR}/wine-server.cmake")
  add_test(NAME lane.wine_server.stop
    COMMAND "${CMAKE_COMMAND}" -DACTION=stop -P "${CMAKE_CURRENT_LIST_DIR}/wine-server.cmake")
  set_tests_properties(lane.wine_server.start PROPERTIES FIXTURES_SETUP wine ENVIRONMENT "${WINPORT_TEST_WINE_ENV}")
  set_tests_properties(lane.wine_server.stop PROPERTIES FIXTURES_CLEANUP wine ENVIRONMENT "${WINPORT_TEST_WINE_ENV}")
endif()

function(winport_add_unit_test name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "TIMEOUT" "SOURCES;LIBRARIES;LABELS")
  if(NOT arg_SOURCES)
    message(FATAL_ERROR "winport_add_unit_test(${name}): SOURCES is required")
  endif()
  add_executable(${name} ${arg_SOURCES})
  target_link_libraries(${name} PRIVATE winport::compat winport_test_cmocka ${arg_LIBRARIES})
  winport_target_warnings(${name})
  add_test(NAME ${name} COMMAND ${name})
  _winport_test_properties(${name} "${arg_TIMEOUT}" unit ${arg_LABELS})
endfunction()

function(winport_add_integration_test name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "TIMEOUT" "COMMAND;LABELS")
  if(CMAKE_CROSSCOMPILING)
    return()
  endif()
  add_test(NAME ${name} COMMAND ${arg_COMMAND})
  _winport_test_properties(${name} "${arg_TIMEOUT}" integration ${arg_LABELS})
endfunction()

function(_winport_test_properties name timeout)
  if(NOT timeout)
    set(timeout 300)
  endif()
  set_tests_properties(${name} PROPERTIES TIMEOUT ${timeout} LABELS "${ARGN}")
  if(WINPORT_TEST_UNDER_WINE)
    set_property(TEST ${name} APPEND PROPERTY ENVIRONMENT ${WINPORT_TEST_WINE_ENV})
    set_property(TEST ${name} APPEND PROPERTY FIXTURES_REQUIRED wine)
  endif()
endfunction()
