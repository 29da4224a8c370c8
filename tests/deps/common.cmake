# SPDX-License-Identifier: BSD-3-Clause
# common.cmake: what the tests/deps scripts share: failing, git, fixture repositories and the
# tool run through its launcher. The including script sets WORK_DIR, WINPORT_ROOT and `lock`.
set(repos "${WORK_DIR}/repos")

function(fail text)
  message(FATAL_ERROR "deps: ${text}")
endfunction()
function(git)
  execute_process(COMMAND git ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out
    OUTPUT_STRIP_TRAILING_WHITESPACE)
  if(NOT rc EQUAL 0)
    fail("git ${ARGN}: ${out}")
  endif()
  set(GIT_OUT "${out}" PARENT_SCOPE)
endfunction()
# make_repo(<name> <file>=<text>...): a repository whose first commit is tagged v1.0 and whose
# second (the same files, each with "v2" appended) is tagged v2.0.
function(make_repo name)
  set(dir "${repos}/${name}")
  file(MAKE_DIRECTORY "${dir}")
  git(-C "${dir}" init -q)
  foreach(round 1 2)
    foreach(pair IN LISTS ARGN)
      string(REGEX MATCH "^([^=]+)=(.*)$" _ "${pair}")
      set(path "${CMAKE_MATCH_1}")
      set(text "${CMAKE_MATCH_2}\n")
      if(round EQUAL 2)
        string(APPEND text "v2\n")
      endif()
      file(WRITE "${dir}/${path}" "${text}")
    endforeach()
    git(-C "${dir}" add -A)
    git(-C "${dir}" -c user.name=t -c user.email=t@example.invalid commit -q -m "round ${round}")
    git(-C "${dir}" tag v${round}.0)
  endforeach()
endfunction()

# run_deps(<rc-var> <output-var> args...): the tool through its launcher, as a person runs it,
# with the lock in `lock`; a run that hangs is stopped after a minute (rc says so).
function(run_deps rc_var out_var)
  execute_process(COMMAND "${WINPORT_ROOT}/scripts/winport-deps" ${ARGN} --lock "${lock}" --platform linux
    WORKING_DIRECTORY "${WORK_DIR}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out
    TIMEOUT 60)
  message("---- winport-deps ${ARGN}: exit ${rc}\n${out}")
  set(${rc_var} "${rc}" PARENT_SCOPE)
  set(${out_var} "${out}" PARENT_SCOPE)
endfunction()
# deps(<expected exit> <output-var> args...): run_deps that must end with <expected exit> and
# without a CMake error.
function(deps expected out_var)
  run_deps(rc out ${ARGN})
  if(NOT rc EQUAL expected)
    fail("winport-deps ${ARGN}: exit ${rc}, expected ${expected}:\n${out}")
  endif()
  if(out MATCHES "CMake Error|Call Stack")
    fail("winport-deps ${ARGN} printed a CMake error for an expected outcome:\n${out}")
  endif()
  set(${out_var} "${out}" PARENT_SCOPE)
endfunction()
function(expect_match what text regex)
  if(NOT text MATCHES "${regex}")
    fail("${what}: the output lacks '${regex}':\n${text}")
  endif()
endfunction()
