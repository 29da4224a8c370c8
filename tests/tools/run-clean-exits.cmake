# run-clean-exits.cmake: winport's tools, through their documented launchers, exit like tools:
# each expected outcome (help, version, bad input, a negative answer) has its documented exit
# code and its own line, and never a CMake error banner or call stack, whatever the CMake
# version (scripts/lib/tool-launcher.sh).   -DWINPORT_ROOT=<winport> -DWORK_DIR=<scratch>
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
set(failures "")
# check(<expected exit> <regex the output must match> <tool> <args>...)
function(check expected regex tool)
  execute_process(COMMAND "${WINPORT_ROOT}/scripts/${tool}" ${ARGN}
    WORKING_DIRECTORY "${WORK_DIR}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  set(what "${tool} ${ARGN}")
  if(NOT rc EQUAL expected)
    set(problem "${what}: exit ${rc}, expected ${expected}")
  elseif(out MATCHES "CMake Error|Call Stack")
    set(problem "${what}: printed a CMake error for an expected outcome")
  elseif(NOT out MATCHES "${regex}")
    set(problem "${what}: the output lacks '${regex}'")
  else()
    message(STATUS "ok: ${what} (exit ${rc})")
    return()
  endif()
  message("${problem}:\n${out}")
  set(failures "${failures};${problem}" PARENT_SCOPE)
endfunction()

# winport-patches: help for the tool and each command, its version, bad input, a negative answer.
check(0 "Examples:" winport-patches --help)
foreach(command check apply rebase refresh new)
  check(0 "^  ${command} .*Example:\n  winport-patches ${command} " winport-patches ${command} --help)
endforeach()
check(0 "^winport-patches [0-9]+\\.[0-9]+\\.[0-9]+" winport-patches --version)
check(2 "^winport-patches: error: unknown argument '--bogus'" winport-patches check --bogus)
check(2 "no such patch folder" winport-patches check --engine no-such-engine --source .)
file(MAKE_DIRECTORY "${WORK_DIR}/other")
file(WRITE "${WORK_DIR}/other/README" "not the pinned upstream\n")
execute_process(COMMAND git init -q "${WORK_DIR}/other")
check(1 "conflicts|malformed|does not apply" winport-patches check --engine tinyarray --source "${WORK_DIR}/other")

# winport-gate: help for each command, version, bad arguments and a profile that does not exist.
check(0 "Examples:" winport-gate --help)
foreach(command run scan classify)
  check(0 "^  ${command} .*Example:\n  winport-gate ${command}" winport-gate ${command} --help)
endforeach()
check(0 "^winport-gate [0-9]+\\.[0-9]+\\.[0-9]+" winport-gate --version)
check(2 "^winport-gate: unknown argument '--bogus'" winport-gate --bogus)
check(2 "^winport-gate: profile [^\n]*no-such-profile does not exist" winport-gate --profile "${WORK_DIR}/no-such-profile")

# winport-deps: help, bad arguments, an engine without a lock.
check(0 "Example:" winport-deps --help)
check(2 "^winport-deps: usage: " winport-deps)
check(2 "cannot read the lock" winport-deps verify "${WORK_DIR}" --engine tinyarray)

if(failures)
  list(REMOVE_ITEM failures "")
  list(LENGTH failures n)
  message(FATAL_ERROR "${n} tool outcome(s) not as documented")
endif()
