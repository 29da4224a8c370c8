# SPDX-License-Identifier: BSD-3-Clause
# run-check.cmake: runs check-workflows.mjs and checks its exit status and output.
#   -DNODE=<node> -DMODULES=<node_modules> -DROOT=<checkout> -DEXPECT=valid|broken -DFILES=<a|b>
string(REPLACE "|" ";" FILES "${FILES}")
set(command "${NODE}" "${CMAKE_CURRENT_LIST_DIR}/check-workflows.mjs" --modules "${MODULES}" --root "${ROOT}" ${FILES})
execute_process(COMMAND ${command} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(EXPECT STREQUAL "valid")
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "the workflows are not valid (exit ${rc})")
  endif()
  return()
endif()
# The broken fixture: exit 1 and every planted defect reported, each with its own message.
if(NOT rc EQUAL 1)
  message(FATAL_ERROR "expected exit 1 for the broken fixture, got ${rc}")
endif()
foreach(expected
    "schema: /jobs/schema-error: Additional property 'stepz' is not allowed"
    "job no-timeout: no timeout-minutes"
    "action actions/checkout is not pinned to a release tag or commit [(]@main[)]"
    "runs scripts/winport-missing, which is not in the repository"
    "runs scripts/lib/prerequisites.sh, which README.md does not document"
    "runs scripts.winport-test.cmd before an x64 developer environment is loaded")
  if(NOT out MATCHES "${expected}")
    message(FATAL_ERROR "the broken fixture's report lacks: ${expected}")
  endif()
endforeach()
