# SPDX-License-Identifier: BSD-3-Clause
# hostile.cmake: scripts/winport-deps against stagings, archives and locks made by an attacker
# (docs/deps-threat-model.md): nothing a staged tree holds runs, nothing is written outside
# --into, every tampering is a mismatch, `record` keeps a locked hash unless forced. Every case
# runs and the failed ones are listed together at the end.
#   -DWINPORT_ROOT=<winport> -DWORK_DIR=<scratch>
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")
set(broken "")
set(outside "${WORK_DIR}/outside")
file(MAKE_DIRECTORY "${outside}")

# hostile_case(<case> <expected exit> <output regex> args...): runs the tool; the case is broken
# when the exit differs, the output lacks the regex, a CMake error shows, or a file appeared in
# ${outside} (where only an attacker's write can land).
function(hostile_case name expected regex)
  run_deps(rc out ${ARGN})
  file(GLOB escaped LIST_DIRECTORIES true "${outside}/*")
  set(why "")
  if(NOT rc STREQUAL expected)
    string(APPEND why " exit ${rc}, expected ${expected};")
  endif()
  if(NOT out MATCHES "${regex}")
    string(APPEND why " the output lacks '${regex}';")
  endif()
  if(out MATCHES "CMake Error|Call Stack")
    string(APPEND why " a CMake error;")
  endif()
  if(escaped)
    string(APPEND why " wrote outside: ${escaped};")
    file(REMOVE_RECURSE ${escaped})
  endif()
  if(why)
    message("BROKEN ${name}:${why}")
    set(broken "${broken}${name}:${why}\n" PARENT_SCOPE)
  else()
    message("held   ${name}")
  endif()
endfunction()

# ---- the fixtures: a git entry and an archive entry of two files, its content recorded.
make_repo(fixlib "CMakeLists.txt=# fixlib" "include/fixlib.h=int fixlib(void)")
git(-C "${repos}/fixlib" rev-parse v1.0)
set(fixlib_v1 "${GIT_OUT}")
file(MAKE_DIRECTORY "${WORK_DIR}/pack/fixarc-1.0/include")
file(WRITE "${WORK_DIR}/pack/fixarc-1.0/include/fixarc.h" "int fixarc(void);\n")
file(WRITE "${WORK_DIR}/pack/fixarc-1.0/include/aux.h" "int aux(void);\n")
set(archive "${repos}/fixarc-1.0.tar.gz")
execute_process(COMMAND "${CMAKE_COMMAND}" -E tar czf "${archive}" fixarc-1.0
  WORKING_DIRECTORY "${WORK_DIR}/pack")
file(SHA256 "${archive}" archive_sha)
# write_lock(<file> <archive-sha256 value> <git-layout value>)
function(write_lock file archive_value layout_value)
  file(WRITE "${file}" "[fixlib]
kind = git
url = ${repos}/fixlib
tag = v1.0
commit = ${fixlib_v1}
scenarios = default
platforms = linux
layout = CMakeLists.txt include/fixlib.h

[fixarc]
kind = archive
url = ${repos}/fixarc-1.0.tar.gz
archive-sha256 = ${archive_value}
git = ${repos}/fixarc-src v1.0 ${fixlib_v1}
git-layout = ${layout_value}
content = include
content-sha256 =
scenarios = default
platforms = linux
layout = include/fixarc.h
")
endfunction()
set(lock "${WORK_DIR}/deps.lock")
write_lock("${lock}" "${archive_sha}" "include=include")
deps(0 out stage --from "${repos}" --archive "fixarc=${archive}" --into "${WORK_DIR}/good")
deps(0 out record "${WORK_DIR}/good" fixarc)
deps(0 out verify "${WORK_DIR}/good")

# staging(<name>): a fresh copy of the good staging, in STAGED.
function(staging name)
  set(dir "${WORK_DIR}/${name}")
  file(REMOVE_RECURSE "${dir}")
  file(COPY "${WORK_DIR}/good/" DESTINATION "${dir}")
  set(STAGED "${dir}" PARENT_SCOPE)
endfunction()

# ---- verify never runs what a staged .git configures
staging(fsmonitor)
git(-C "${STAGED}/fixlib" config core.fsmonitor "touch '${outside}/PWNED'")
hostile_case(verify-fsmonitor 0 "ok       fixlib" verify "${STAGED}")
staging(filter)
file(WRITE "${STAGED}/fixlib/.gitattributes" "* filter=evil\n")
git(-C "${STAGED}/fixlib" config filter.evil.clean "touch '${outside}/PWNED'; cat")
hostile_case(verify-filter 1 "MISMATCH fixlib: .*\\.gitattributes" verify "${STAGED}")

# ---- verify counts every file present
staging(untracked)
file(WRITE "${STAGED}/fixlib/include/extra.h" "#define EXTRA 1\n")
hostile_case(verify-untracked 1 "MISMATCH fixlib: .*include/extra.h" verify "${STAGED}")
foreach(flag skip-worktree assume-unchanged)
  staging(${flag})
  file(APPEND "${STAGED}/fixlib/include/fixlib.h" "/* hidden edit */\n")
  git(-C "${STAGED}/fixlib" update-index --${flag} include/fixlib.h)
  hostile_case(verify-${flag} 1 "MISMATCH fixlib: .*include/fixlib.h" verify "${STAGED}")
endforeach()
staging(replace)
file(APPEND "${STAGED}/fixlib/include/fixlib.h" "/* replaced */\n")
git(-C "${STAGED}/fixlib" -c user.name=t -c user.email=t@example.invalid commit -qam evil)
git(-C "${STAGED}/fixlib" rev-parse HEAD)
git(-C "${STAGED}/fixlib" replace "${fixlib_v1}" "${GIT_OUT}")
git(-C "${STAGED}/fixlib" update-ref --no-deref HEAD "${fixlib_v1}")
hostile_case(verify-git-replace 1 "MISMATCH fixlib: .*include/fixlib.h" verify "${STAGED}")
# Line endings are bytes too where the locked tree marks nothing as text (the fixture has no
# .gitattributes).
staging(crlf)
file(READ "${STAGED}/fixlib/include/fixlib.h" text)
string(REPLACE "\n" "\r\n" text "${text}")
file(WRITE "${STAGED}/fixlib/include/fixlib.h" "${text}")
hostile_case(verify-crlf 1 "MISMATCH fixlib: .*M include/fixlib.h" verify "${STAGED}")
# A tree whose .gitattributes marks text: a checkout on Windows writes CRLF there, and verifies.
make_repo(textlib ".gitattributes=* text=auto" "CMakeLists.txt=# textlib")
git(-C "${repos}/textlib" rev-parse v1.0)
file(WRITE "${WORK_DIR}/text.lock" "[textlib]\nkind = git\nurl = ${repos}/textlib\ntag = v1.0\ncommit = ${GIT_OUT}\nscenarios = default\nplatforms = linux\nlayout = CMakeLists.txt\n")
set(saved_lock "${lock}")
set(lock "${WORK_DIR}/text.lock")
deps(0 out stage --from "${repos}" --into "${WORK_DIR}/text")
file(WRITE "${WORK_DIR}/text/textlib/CMakeLists.txt" "# textlib\r\n")
hostile_case(verify-crlf-text 0 "ok       textlib" verify "${WORK_DIR}/text")
set(lock "${saved_lock}")
# A tree with a submodule (a gitlink): its folder is empty in a checkout, and verifies so; a file
# put in it is one git does not index, and a mismatch.
make_repo(sublib "CMakeLists.txt=# sublib")
git(-C "${repos}/sublib" update-index --add --cacheinfo "160000,1111111111111111111111111111111111111111,sub")
git(-C "${repos}/sublib" -c user.name=t -c user.email=t@example.invalid commit -qm submodule)
git(-C "${repos}/sublib" rev-parse HEAD)
file(WRITE "${WORK_DIR}/sub.lock" "[sublib]\nkind = git\nurl = ${repos}/sublib\ntag = v3\ncommit = ${GIT_OUT}\nscenarios = default\nplatforms = linux\nlayout = CMakeLists.txt\n")
set(lock "${WORK_DIR}/sub.lock")
deps(0 out stage --from "${repos}" --into "${WORK_DIR}/sub")
hostile_case(verify-submodule 0 "ok       sublib" verify "${WORK_DIR}/sub")
file(WRITE "${WORK_DIR}/sub/sublib/sub/hidden.h" "#error hidden in a submodule folder\n")
hostile_case(verify-file-in-submodule 1 "MISMATCH sublib: 1 entries present that git does not index" verify "${WORK_DIR}/sub")
set(lock "${saved_lock}")
staging(nested-git)
file(WRITE "${STAGED}/fixlib/include/.git/payload.h" "#error nested\n")
file(WRITE "${STAGED}/fixarc/include/.git/payload.h" "#error nested\n")
hostile_case(verify-nested-git 1 "MISMATCH fixlib: .*include/\\.git.*MISMATCH fixarc: .*include/\\.git" verify "${STAGED}")
staging(symlink-out)
file(WRITE "${WORK_DIR}/aux-copy.h" "int aux(void);\n")
file(REMOVE "${STAGED}/fixarc/include/aux.h")
file(CREATE_LINK "${WORK_DIR}/aux-copy.h" "${STAGED}/fixarc/include/aux.h" SYMBOLIC)
hostile_case(verify-symlink-out 1 "MISMATCH fixarc: .*include/aux.h.*outside" verify "${STAGED}")
staging(dir-symlink)
file(CREATE_LINK "${WORK_DIR}" "${STAGED}/fixarc/include/up" SYMBOLIC)
hostile_case(verify-dir-symlink 1 "MISMATCH fixarc: .*include/up.*outside" verify "${STAGED}")
# A name holding a newline forges the manifest's lines: with both real files gone, a folder
# named "aux.h <its hash>\ninclude" holding fixarc.h (and a folder for the layout path) gives
# the manifest of the good staging.
staging(newline)
file(SHA256 "${STAGED}/fixarc/include/aux.h" aux_sum)
set(forged "${STAGED}/fixarc/include/aux.h ${aux_sum}\ninclude")
file(MAKE_DIRECTORY "${forged}")
file(RENAME "${STAGED}/fixarc/include/fixarc.h" "${forged}/fixarc.h")
file(REMOVE "${STAGED}/fixarc/include/aux.h")
file(MAKE_DIRECTORY "${STAGED}/fixarc/include/fixarc.h")
hostile_case(verify-newline-name 1 "MISMATCH fixarc" verify "${STAGED}")
# A name holding ';' splits into names that exist already: the extra file vanished.
staging(semicolon)
string(ASCII 59 semicolon)
file(WRITE "${STAGED}/fixarc/include/fixarc.h${semicolon}include/fixarc.h" "#error hidden\n")
hostile_case(verify-semicolon-name 1 "MISMATCH fixarc" verify "${STAGED}")
# A name CMake lists but cannot open (a '\\' on Linux: CMake reads it as a folder separator).
find_program(SH sh)
if(SH AND NOT WIN32)
  staging(backslash)
  execute_process(COMMAND "${SH}" -c "printf x > 'back\\slash.h'" WORKING_DIRECTORY "${STAGED}/fixarc/include")
  hostile_case(verify-unreadable-name 1 "MISMATCH fixarc: .*cannot be read" verify "${STAGED}")
endif()
find_program(MKFIFO mkfifo)
if(MKFIFO)
  staging(fifo)
  execute_process(COMMAND "${MKFIFO}" "${STAGED}/fixlib/include/pipe.h" "${STAGED}/fixarc/include/pipe.h")
  hostile_case(verify-fifo 1 "MISMATCH fixlib: .*MISMATCH fixarc: " verify "${STAGED}")
  # The locked commit's object file made a FIFO: git, asked to read it, would wait forever.
  staging(fifo-object)
  string(SUBSTRING "${fixlib_v1}" 0 2 fan)
  string(SUBSTRING "${fixlib_v1}" 2 -1 rest)
  set(object "${STAGED}/fixlib/.git/objects/${fan}/${rest}")
  if(EXISTS "${object}")
    file(REMOVE "${object}")
    execute_process(COMMAND "${MKFIFO}" "${object}")
    hostile_case(verify-fifo-object 1 "MISMATCH fixlib: .*objects/${fan}/${rest}" verify "${STAGED}")
  else()
    message("BROKEN verify-fifo-object: the fixture's commit is not a loose object")
    string(APPEND broken "verify-fifo-object: the fixture's commit is not a loose object\n")
  endif()
endif()

# ---- stage writes nothing outside --into, whatever the archive or the lock says
# evil_archive(<name> <member>...): a tar.gz of ${WORK_DIR}/evil/<name>'s members, as given.
function(evil_archive name)
  execute_process(COMMAND "${CMAKE_COMMAND}" -E tar czf "${WORK_DIR}/${name}.tar.gz" -- ${ARGN}
    WORKING_DIRECTORY "${WORK_DIR}/evil/${name}" RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    fail("cannot make ${name}.tar.gz: ${err}")
  endif()
  file(SHA256 "${WORK_DIR}/${name}.tar.gz" sum)
  set(EVIL_SHA "${sum}" PARENT_SCOPE)
endfunction()
# The members are made where they would land (${outside}) and removed before the stage.
file(MAKE_DIRECTORY "${WORK_DIR}/evil/dotdot/top/include")
file(WRITE "${WORK_DIR}/evil/dotdot/top/include/fixarc.h" "int fixarc(void);\n")
file(WRITE "${outside}/dotdot.h" "#error escaped\n")
# Unpacked in <into>/.fixarc.partial.unpack, ../../outside is ${outside}.
evil_archive(dotdot top/include/fixarc.h ../../outside/dotdot.h)
file(REMOVE "${outside}/dotdot.h")
write_lock("${lock}" "${EVIL_SHA}" "include=include")
hostile_case(stage-archive-dotdot 1 "FAILED   fixarc: .*dotdot.h" stage --archive "fixarc=${WORK_DIR}/dotdot.tar.gz" --from "${repos}" --into "${WORK_DIR}/s-dotdot")
file(MAKE_DIRECTORY "${WORK_DIR}/evil/through/top/include")
file(WRITE "${WORK_DIR}/evil/through/top/include/fixarc.h" "int fixarc(void);\n")
file(CREATE_LINK "${outside}" "${WORK_DIR}/evil/through/top/link" SYMBOLIC)
file(WRITE "${outside}/through.h" "#error through a link\n")
evil_archive(through top/include/fixarc.h top/link top/link/through.h)
file(REMOVE "${outside}/through.h")
write_lock("${lock}" "${EVIL_SHA}" "include=include")
hostile_case(stage-archive-symlink 1 "FAILED   fixarc: .*link" stage --archive "fixarc=${WORK_DIR}/through.tar.gz" --from "${repos}" --into "${WORK_DIR}/s-through")
find_program(GNU_TAR NAMES tar)
if(GNU_TAR)
  # An absolute member name (cmake -E tar makes it relative; tar -P keeps it).
  file(WRITE "${outside}/absolute.h" "#error absolute\n")
  execute_process(COMMAND "${GNU_TAR}" -czPf "${WORK_DIR}/absolute.tar.gz" -C "${WORK_DIR}/evil/dotdot"
    top/include/fixarc.h "${outside}/absolute.h" RESULT_VARIABLE rc ERROR_QUIET)
  file(REMOVE "${outside}/absolute.h")
  file(SHA256 "${WORK_DIR}/absolute.tar.gz" sum)
  write_lock("${lock}" "${sum}" "include=include")
  hostile_case(stage-archive-absolute 1 "FAILED   fixarc: .*absolute" stage --archive "fixarc=${WORK_DIR}/absolute.tar.gz" --from "${repos}" --into "${WORK_DIR}/s-absolute")
endif()
# A git-layout mapping that leaves the entry's folder (the repository is fixlib's).
write_lock("${lock}" "" "include=../../outside/mapped")
hostile_case(stage-layout-dotdot 2 "git-layout .*\\.\\./\\.\\./outside/mapped" stage --from "${repos}" --into "${WORK_DIR}/s-layout")
# A link planted in --into at a scratch name stage uses (the git archive of a git-layout; the
# layout the fixture's repository gives lacks fixarc.h, so the entry fails after that).
write_lock("${lock}" "" "include=include")
file(MAKE_DIRECTORY "${WORK_DIR}/s-planted")
file(CREATE_LINK "${outside}/planted.tar" "${WORK_DIR}/s-planted/.fixarc.partial.tar" SYMBOLIC)
hostile_case(stage-planted-link 1 "FAILED   fixarc: .*layout path include/fixarc.h is missing" stage --from "${repos}" --into "${WORK_DIR}/s-planted")
# An empty archive-sha256 is an unrecorded one (the lock format says so), not a CMake error.
write_lock("${lock}" "" "include=include")
hostile_case(stage-empty-archive-sha256 0 "fixarc: unpacked .*is not in the lock" stage --archive "fixarc=${archive}" --from "${repos}" --into "${WORK_DIR}/s-empty")

# An entry name that is a path of its own ('..': the folder above the staging).
file(WRITE "${WORK_DIR}/dotdot.lock" "[..]\nkind = archive\nurl = x\nscenarios = default\nplatforms = linux\nlayout = x\n")
set(lock "${WORK_DIR}/dotdot.lock")
hostile_case(lock-entry-dotdot 2 "expected '\\[<name>\\]'" stage --archive "..=${archive}" --into "${WORK_DIR}/s-name")
set(lock "${saved_lock}")

# A file that is not there, given as an archive: one line, exit 2 (was a CMake error).
hostile_case(stage-archive-missing 2 "--archive fixarc=.*: no such file" stage --archive "fixarc=${WORK_DIR}/missing.tar.gz" --into "${WORK_DIR}/s-missing")

# ---- record keeps a locked hash unless forced, and says what it would change
write_lock("${lock}" "${archive_sha}" "include=include")
deps(0 out record "${WORK_DIR}/good" fixarc)
file(READ "${lock}" locked)
staging(rerecord)
file(APPEND "${STAGED}/fixarc/include/aux.h" "/* changed */\n")
hostile_case(record-keeps-hash 1 "fixarc: content-sha256 [0-9a-f]+ in the lock, [0-9a-f]+ on disk.*--force" record "${STAGED}" fixarc)
file(READ "${lock}" after)
if(NOT after STREQUAL locked)
  message("BROKEN record-keeps-hash: the lock changed")
  string(APPEND broken "record-keeps-hash: the lock changed\n")
endif()
hostile_case(record-force 0 "recorded fixarc: content-sha256 [0-9a-f]+ \\(was [0-9a-f]+\\)" record "${STAGED}" fixarc --force)
hostile_case(verify-after-force 0 "ok       fixarc" verify "${STAGED}" --scenario default)

if(broken)
  fail("hostile cases not held:\n${broken}")
endif()
message(STATUS "deps: every hostile case held")
