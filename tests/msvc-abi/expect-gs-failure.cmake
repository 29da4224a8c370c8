# SPDX-License-Identifier: BSD-3-Clause
# expect-gs-failure.cmake: runs the /GS overrun program (gs_overrun.c) and passes only if the
# process ended with STATUS_STACK_BUFFER_OVERRUN (0xC0000409; under Wine on Linux the exit
# status keeps its low byte, 9) before the overrun function returned.
#   cmake -DRUN=<emulator;program> -P expect-gs-failure.cmake
execute_process(COMMAND ${RUN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(out MATCHES "not detected")
  message(FATAL_ERROR "the overrun was not detected: ${out}")
endif()
if(NOT rc MATCHES "^(9|3221226505|-1073740791)$")
  message(FATAL_ERROR "expected exit STATUS_STACK_BUFFER_OVERRUN (0xC0000409), got '${rc}'\n${out}${err}")
endif()
message("the /GS check ended the process with STATUS_STACK_BUFFER_OVERRUN")
