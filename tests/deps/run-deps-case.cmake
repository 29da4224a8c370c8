# SPDX-License-Identifier: BSD-3-Clause
# run-deps-case.cmake: scripts/winport-deps and the gate's --deps-dir on fixture dependencies
# made here (git repositories with tags, a release archive whose layout differs from its
# repository), each failure kind with its own message.
#   -DWINPORT_ROOT=<winport> -DCLASSIFIER=<winport-gate-analyze> -DWORK_DIR=<scratch>
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")
make_repo(fixlib "CMakeLists.txt=# fixlib" "include/fixlib.h=int fixlib(void)")
make_repo(fixarc-src "src/headers/fixarc.h=int fixarc(void)" "README=the archive holds include/ only")
make_repo(extra "CMakeLists.txt=# extra")
git(-C "${repos}/fixlib" rev-parse v1.0)
set(fixlib_v1 "${GIT_OUT}")
git(-C "${repos}/fixlib" rev-parse v2.0)
set(fixlib_v2 "${GIT_OUT}")
git(-C "${repos}/fixarc-src" rev-parse v1.0)
set(fixarc_v1 "${GIT_OUT}")
# The release archive: fixarc-1.0/include/fixarc.h, made from the repository's src/headers.
file(MAKE_DIRECTORY "${WORK_DIR}/pack/fixarc-1.0/include")
file(WRITE "${WORK_DIR}/pack/fixarc-1.0/include/fixarc.h" "int fixarc(void)\n")
execute_process(COMMAND "${CMAKE_COMMAND}" -E tar czf "${repos}/fixarc-1.0.tar.gz" fixarc-1.0
  WORKING_DIRECTORY "${WORK_DIR}/pack")
file(SHA256 "${repos}/fixarc-1.0.tar.gz" archive_sha)

# The engine, its profile and its lock (content-sha256 of fixarc left for `record`).
file(COPY "${CMAKE_CURRENT_LIST_DIR}/fixtures/engine/" DESTINATION "${WORK_DIR}/engine")
file(WRITE "${WORK_DIR}/engine/profile"
  "name depsfixture\nscenario default -DFIXTURE_REPOS=${repos}\nscenario extra -DFIXTURE_REPOS=${repos} -DWITH_EXTRA=ON\n")
set(lock "${WORK_DIR}/engine/deps.lock")
file(WRITE "${lock}" "# the fixture engine's lock
[fixlib]
kind = git
url = ${repos}/fixlib
tag = v1.0
commit = ${fixlib_v1}
scenarios = default extra
platforms = windows linux
layout = CMakeLists.txt include/fixlib.h

[fixarc]
kind = archive
url = ${repos}/fixarc-1.0.tar.gz
archive-sha256 = ${archive_sha}
git = ${repos}/fixarc-src v1.0 ${fixarc_v1}
git-layout = src/headers=include
content = include
content-sha256 =
scenarios = default extra
platforms = windows linux
layout = include/fixarc.h
")

# 1. A good staging, from the archive, then recorded; the same layout rebuilt from the clone
#    hashes alike and verifies.
deps(1 out verify "${WORK_DIR}/none")
expect_match("verify of nothing" "${out}" "MISMATCH fixlib: not staged")
deps(0 out stage --from "${repos}" --archive "fixarc=${repos}/fixarc-1.0.tar.gz" --into "${WORK_DIR}/good")
expect_match("first staging" "${out}" "fixarc: unpacked .*not in the lock yet")
deps(0 out record "${WORK_DIR}/good" fixarc)
deps(0 out verify "${WORK_DIR}/good")
expect_match("good staging" "${out}" "ok       fixlib: commit ${fixlib_v1}")
deps(0 out stage --from "${repos}" --into "${WORK_DIR}/from-clone")
expect_match("layout from a clone" "${out}" "staged   fixarc: rebuilt the archive's layout from .*fixarc-src at v1.0")

# 2. Wrong tag: the clone checked out at v2.0.
file(COPY "${WORK_DIR}/good/" DESTINATION "${WORK_DIR}/wrong-tag")
git(-C "${WORK_DIR}/wrong-tag/fixlib" checkout -q --detach v2.0)
deps(1 out verify "${WORK_DIR}/wrong-tag")
expect_match("wrong tag" "${out}" "MISMATCH fixlib: checked out at ${fixlib_v2}, the lock says ${fixlib_v1} \\(v1.0\\)")

# 3. Wrong hash: a staged archive file changed; an archive whose SHA-256 differs is refused.
file(COPY "${WORK_DIR}/good/" DESTINATION "${WORK_DIR}/wrong-hash")
file(APPEND "${WORK_DIR}/wrong-hash/fixarc/include/fixarc.h" "/* edited */\n")
deps(1 out verify "${WORK_DIR}/wrong-hash")
expect_match("wrong hash" "${out}" "MISMATCH fixarc: content-sha256 of include is [0-9a-f]+ \\(1 files\\), the lock says")
file(COPY_FILE "${WORK_DIR}/good/fixarc/include/fixarc.h" "${WORK_DIR}/other.tar.gz")
deps(1 out stage --from "${repos}" --archive "fixarc=${WORK_DIR}/other.tar.gz" --into "${WORK_DIR}/bad-archive")
expect_match("wrong archive" "${out}" "FAILED   fixarc: the archive .*other.tar.gz has SHA-256 [0-9a-f]+, the lock says ${archive_sha}")
if(EXISTS "${WORK_DIR}/bad-archive/fixarc" OR EXISTS "${WORK_DIR}/bad-archive/.fixarc.partial")
  fail("a refused archive left a folder behind")
endif()

# 4. A layout path missing.
file(COPY "${WORK_DIR}/good/" DESTINATION "${WORK_DIR}/no-layout")
file(REMOVE "${WORK_DIR}/no-layout/fixarc/include/fixarc.h")
deps(1 out verify "${WORK_DIR}/no-layout")
expect_match("missing layout path" "${out}" "MISMATCH fixarc: layout path include/fixarc.h is missing")

# 5. An entry missing.
file(COPY "${WORK_DIR}/good/" DESTINATION "${WORK_DIR}/no-entry")
file(REMOVE_RECURSE "${WORK_DIR}/no-entry/fixlib")
deps(1 out verify "${WORK_DIR}/no-entry")
expect_match("missing entry" "${out}" "MISMATCH fixlib: not staged")

# 6. Bad input: an unreadable lock and a malformed option are exit 2, naming what is wrong.
file(WRITE "${WORK_DIR}/bad.lock" "[x]\ncolour = blue\n")
set(saved "${lock}")
set(lock "${WORK_DIR}/bad.lock")
deps(2 out verify "${WORK_DIR}/good")
expect_match("bad lock" "${out}" "bad.lock:2: unknown key 'colour'")
set(lock "${saved}")
deps(2 out stage --archive fixarc --into "${WORK_DIR}/x")
expect_match("bad option" "${out}" "--archive takes <name>=<file>")

# 7. The gate: a staging that does not verify is refused before the configure; a dependency the
#    lock does not list is a blocker of its own; a good staging configures offline.
function(gate expected report_dir)
  set(status "${WORK_DIR}/gate-status")
  file(REMOVE "${status}")
  execute_process(COMMAND "${CMAKE_COMMAND}" "-DWINPORT_GATE_STATUS_FILE=${status}"
      "-DWINPORT_GATE_CLASSIFIER=${CLASSIFIER}" -P "${WINPORT_ROOT}/scripts/gate/winport-gate.cmake" --
      --profile "${WORK_DIR}/engine/profile" --source "${WORK_DIR}/engine" --no-predict
      --out "${report_dir}" ${ARGN}
    WORKING_DIRECTORY "${WORK_DIR}" OUTPUT_VARIABLE out ERROR_VARIABLE out)
  set(rc 2)
  if(EXISTS "${status}")
    file(READ "${status}" rc)
  endif()
  if(NOT rc EQUAL expected)
    fail("gate ${ARGN}: exit ${rc}, expected ${expected}:\n${out}")
  endif()
  file(READ "${report_dir}/report.json" report)
  set(REPORT "${report}" PARENT_SCOPE)
  set(OUT "${out}" PARENT_SCOPE)
endfunction()
gate(0 "${WORK_DIR}/gate-good" --deps-dir "${WORK_DIR}/good")
string(JSON verified GET "${REPORT}" dependencies 0 detail)
expect_match("gate report" "${verified}" "^commit ${fixlib_v1}$")
gate(2 "${WORK_DIR}/gate-wrong" --deps-dir "${WORK_DIR}/wrong-tag")
string(JSON id GET "${REPORT}" blockers 0 id)
string(JSON code GET "${REPORT}" blockers 0 code)
string(JSON configure GET "${REPORT}" phases 4 detail)
expect_match("gate on a wrong tag" "${id} ${code} | ${configure}" "^DEPS_MISMATCH fixlib \\| the staged dependencies do not match the lock$")
# An input error (exit 2), not an engine's NO-GO: no verdict on the engine, no regressions.
expect_match("gate on a wrong tag says why" "${OUT}" "input error: --deps-dir [^\n]*wrong-tag does not match the dependency lock")
expect_match("gate on a wrong tag counts no regression" "${OUT}" "verdict: ERROR \\([0-9]+ blocker\\(s\\); baseline: 0 regression")
gate(1 "${WORK_DIR}/gate-extra" --deps-dir "${WORK_DIR}/good" --scenario extra)
string(JSON blockers GET "${REPORT}" blockers)
expect_match("gate with an unlisted download" "${blockers}" "\"code\" : \"extra\",[^}]*\"id\" : \"DEPS_NOT_IN_LOCK\"")
message(STATUS "deps: every case passed")
