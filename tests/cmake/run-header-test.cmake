# SPDX-License-Identifier: BSD-3-Clause
# run-header-test.cmake: compiles one generated header test (WinportHeaderTests.cmake). Passes only
# when the compiler succeeds and says nothing: a warning in a user's file is a defect of the header.
#   cmake -DCOMPILER=<compiler> -DARGUMENTS=<arg;...> -P run-header-test.cmake
foreach(variable COMPILER ARGUMENTS)
  if(NOT DEFINED ${variable})
    message(FATAL_ERROR "run-header-test.cmake: -D${variable}= is required")
  endif()
endforeach()
execute_process(COMMAND "${COMPILER}" ${ARGUMENTS}
  RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
if(NOT result EQUAL 0 OR NOT output STREQUAL "")
  list(JOIN ARGUMENTS " " shown)
  message(FATAL_ERROR "header test failed (exit ${result}): ${COMPILER} ${shown}\n${output}")
endif()
