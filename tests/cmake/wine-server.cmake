# SPDX-License-Identifier: BSD-3-Clause
# cmake -DACTION=start|stop -P wine-server.cmake
# start: create the Wine prefix (first use takes seconds) and keep one wineserver alive for the
# test run; stop: end it. WINEPREFIX comes from the environment (set by WinportTesting.cmake).
#
# Output goes to files, never to pipes: wineserver and the services wineboot starts outlive this
# script, and a pipe they inherited would keep execute_process (and CTest) waiting forever.
find_program(WINESERVER NAMES wineserver wineserver64 PATHS /usr/lib/wine REQUIRED)
if(NOT DEFINED ENV{WINEPREFIX})
  message(FATAL_ERROR "wine-server.cmake: WINEPREFIX is not set")
endif()
set(log "$ENV{WINEPREFIX}.log")
if(ACTION STREQUAL "start")
  find_program(WINE NAMES wine wine64 REQUIRED)
  file(MAKE_DIRECTORY "$ENV{WINEPREFIX}")  # wineserver refuses a prefix that does not exist
  # Stay alive 120 s after the last client, in case the stop fixture never runs.
  execute_process(COMMAND "${WINESERVER}" -p120 OUTPUT_FILE "${log}" ERROR_FILE "${log}"
    TIMEOUT 60 RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    file(READ "${log}" out)
    message(FATAL_ERROR "wineserver -p failed (${rc}):\n${out}")
  endif()
  execute_process(COMMAND "${WINE}" wineboot --init OUTPUT_FILE "${log}" ERROR_FILE "${log}"
    TIMEOUT 120 RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    file(READ "${log}" out)
    message(FATAL_ERROR "wineboot --init failed (${rc}): Wine cannot run Windows programs here:\n${out}")
  endif()
elseif(ACTION STREQUAL "stop")
  execute_process(COMMAND "${WINESERVER}" -k OUTPUT_FILE "${log}" ERROR_FILE "${log}" TIMEOUT 60)
else()
  message(FATAL_ERROR "wine-server.cmake: ACTION must be start or stop, not '${ACTION}'")
endif()
