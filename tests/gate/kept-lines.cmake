# SPDX-License-Identifier: BSD-3-Clause
# kept-lines.cmake: winport-gate-analyze --kept-lines on a preprocessed unit written by hand
# (MSVC-style "#line" and GCC-style "# N" markers, a path spelled with "..", blank lines the
# preprocessor wrote for skipped lines, which never count).
#   cmake -DANALYZER=<exe> -DCASE_DIR=<dir> -P kept-lines.cmake
execute_process(COMMAND "${ANALYZER}" --kept-lines "${CASE_DIR}/unit.i" --file /src/engine/load.h
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(READ "${CASE_DIR}/expected.txt" expected)
if(NOT rc EQUAL 0 OR NOT out STREQUAL expected)
  message(FATAL_ERROR "kept lines of load.h: exit ${rc} ${err}\n  expected:\n${expected}\n  actual:\n${out}")
endif()
execute_process(COMMAND "${ANALYZER}" --kept-lines "${CASE_DIR}/no-such.i" --file /src/engine/load.h
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 2 OR NOT err MATCHES "cannot read preprocessed file")
  message(FATAL_ERROR "an unreadable preprocessed file: exit ${rc}, '${err}' (expected 2 and a line naming it)")
endif()
