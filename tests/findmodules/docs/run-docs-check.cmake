# SPDX-License-Identifier: BSD-3-Clause
# run-docs-check.cmake: check-module-docs.py on winport's modules (must pass) or on the broken
# fixtures (must fail, naming each defect).  -DPYTHON=<python3> -DEXPECT=valid|broken -DFILES=<a|b>
string(REPLACE "|" ";" FILES "${FILES}")
execute_process(COMMAND "${PYTHON}" "${CMAKE_CURRENT_LIST_DIR}/check-module-docs.py" ${FILES}
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
message("${out}")
if(EXPECT STREQUAL "valid")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "a module's documentation does not parse (exit ${rc})")
  endif()
  return()
endif()
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "expected exit 1 for the broken fixtures, got ${rc}")
endif()
foreach(expected "FindBrokenDocs.cmake:10: ERROR: Unexpected indentation" "FindUndocumented.cmake: no .rst documentation block")
  if(NOT out MATCHES "${expected}")
    message(FATAL_ERROR "the report lacks: ${expected}")
  endif()
endforeach()
