# SPDX-License-Identifier: BSD-3-Clause
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

# check_stdout(<regex> <tool> <args>...): exit 0, <regex> on stdout and nothing on stderr (the
# convention for --help and --version: output a person pipes into a pager or a file).
function(check_stdout regex tool)
  execute_process(COMMAND "${WINPORT_ROOT}/scripts/${tool}" ${ARGN}
    WORKING_DIRECTORY "${WORK_DIR}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(what "${tool} ${ARGN}")
  if(NOT rc EQUAL 0 OR NOT err STREQUAL "" OR NOT out MATCHES "${regex}")
    message("${what}: exit ${rc}, expected 0 with '${regex}' on stdout and an empty stderr:\nstdout: ${out}\nstderr: ${err}")
    set(failures "${failures};${what}" PARENT_SCOPE)
  else()
    message(STATUS "ok: ${what} (stdout)")
  endif()
endfunction()

# The one convention (docs/tools.md): --help and --version on stdout, exit 0; `--opt=value` as
# `--opt value`; every usage or input error exit 2 with one line; documented no-argument
# behaviour. winport-test is a bash script of its own: it shares the surface, not the parser.
foreach(tool winport-gate winport-patches winport-deps winport-test)
  check_stdout("^${tool} [0-9]+\\.[0-9]+\\.[0-9]+\n$" ${tool} --version)
  check_stdout("[Ee]xample" ${tool} --help)
  check(2 "unknown option '--bogus'" ${tool} --bogus)
endforeach()
check(2 "^winport-gate: --jobs needs a whole number of 1 or more, not '-3'" winport-gate --jobs -3)
check(2 "^winport-gate: --jobs needs a whole number of 1 or more, not '-3'" winport-gate --jobs=-3)
check(2 "^winport-gate: --timeout needs a whole number of 1 or more, not '0'" winport-gate run --timeout=0)
check(2 "^winport-gate: --no-patches takes no value" winport-gate --no-patches=yes)
check(2 "^winport-gate: scan needs a path" winport-gate scan)
check(2 "^winport-gate: --engine needs a value" winport-gate --engine)
check(2 "^winport-gate: unexpected argument 'extra'" winport-gate run extra)
check(2 "^winport-gate: --cmake-source no-such-folder: expected a folder of [^\n]* that holds a CMakeLists.txt"
  winport-gate scan "${WORK_DIR}" --cmake-source no-such-folder)
check(2 "^winport-gate: --cmake-source names the CMake folder of a tree given to scan" winport-gate run --cmake-source x)
check(2 "(^|\n)winport-gate: profile [^\n]*no-such-profile does not exist" winport-gate "--profile=${WORK_DIR}/no-such-profile")
check(2 "^winport-patches: error: usage: " winport-patches)
check(2 "no such patch folder" winport-patches check --engine=no-such-engine --source=.)
check(2 "^winport-deps: --into needs a value" winport-deps stage --into)
check(2 "cannot read the lock" winport-deps verify "${WORK_DIR}" --engine=tinyarray)
check(2 "unknown lane 'no-such-lane'" winport-test no-such-lane)

# winport-patches: help for the tool and each command, its version, bad input, a negative answer.
check(0 "Examples:" winport-patches --help)
foreach(command check apply rebase refresh new)
  check(0 "^  ${command} .*Example:\n  winport-patches ${command} " winport-patches ${command} --help)
endforeach()
check(0 "^winport-patches [0-9]+\\.[0-9]+\\.[0-9]+" winport-patches --version)
check(2 "^winport-patches: error: unknown option '--bogus'" winport-patches check --bogus)
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
check(2 "^winport-gate: unknown option '--bogus'" winport-gate --bogus)
check(2 "(^|\n)winport-gate: profile [^\n]*no-such-profile does not exist" winport-gate --profile "${WORK_DIR}/no-such-profile")

# winport-deps: help, bad arguments, an engine without a lock.
check(0 "Example:" winport-deps --help)
check(2 "^winport-deps: usage: " winport-deps)
check(2 "cannot read the lock" winport-deps verify "${WORK_DIR}" --engine tinyarray)

if(failures)
  list(REMOVE_ITEM failures "")
  list(LENGTH failures n)
  message(FATAL_ERROR "${n} tool outcome(s) not as documented")
endif()
