# SPDX-License-Identifier: BSD-3-Clause
# check judges the series as a whole: applied (later patches overlap earlier ones' lines, so a
# patch judged alone neither applies nor reverse-applies), partly applied, applied then edited by
# hand, not applied, not applicable. A tiny engine and four overlapping patches, made here.
include("${CMAKE_CURRENT_LIST_DIR}/fixture.cmake")

# The engine at the pin: one source file and a build file.
set(UP "${WORK}/upstream")
git("${WORK}" init -q -b main "${UP}")
file(MAKE_DIRECTORY "${UP}/src")
file(WRITE "${UP}/src/engine.c" [[
#include <stdio.h>
#include <unistd.h>

static int open_model(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  fclose(f);
  return 0;
}

int engine_run(const char *path) {
  long workers = sysconf(_SC_NPROCESSORS_ONLN);
  if (open_model(path) != 0)
    return 1;
  printf("workers: %ld\n", workers);
  return 0;
}
]])
file(WRITE "${UP}/CMakeLists.txt" [[
cmake_minimum_required(VERSION 3.25)
project(engine C)
add_library(engine src/engine.c)
]])
commit("${UP}" "engine")
set(PIN "${COMMIT}")

# The series: 0002 and 0003 rewrite lines 0001 wrote, 0004 rewrites a line of 0002.
set(PW "${WORK}/patchwork")
git("${WORK}" clone -q "${UP}" "${PW}")
edit("${PW}/src/engine.c" "#include <unistd.h>\n" "#ifdef _WIN32\n#include \"compat.h\"\n#else\n#include <unistd.h>\n#endif\n")
file(WRITE "${PW}/src/compat.h" "#pragma once\nlong sysconf(int name);\n#define _SC_NPROCESSORS_ONLN 84\n")
headers(h "Pending" "MSVC_POSIX_HEADER")
commit("${PW}" "engine: no unistd.h on Windows\n${h}")
edit("${PW}/src/engine.c" "  FILE *f = fopen(path, \"r\");\n" "  FILE *f = fopen(path, \"rb\");\n")
edit("${PW}/CMakeLists.txt" "add_library(engine src/engine.c)\n" "add_library(engine src/engine.c)\ntarget_include_directories(engine PRIVATE src)\n")
headers(h "Pending" "SCAN_CRT_IO")
commit("${PW}" "engine: open models in binary mode\n${h}")
edit("${PW}/src/engine.c" "#include \"compat.h\"\n" "#include \"winport/compat.h\"\n")
edit("${PW}/src/compat.h" "long sysconf(int name);\n" "long winport_sysconf(int name);\n#define sysconf winport_sysconf\n")
headers(h "Inappropriate [winport-specific]" "MSVC_POSIX_HEADER")
commit("${PW}" "engine: take the shim's header\n${h}")
edit("${PW}/src/engine.c" "  FILE *f = fopen(path, \"rb\");\n" "  FILE *f = winport_fopen(path, \"rb\");\n")
edit("${PW}/CMakeLists.txt" "target_include_directories(engine PRIVATE src)\n" "target_include_directories(engine PRIVATE src)\ntarget_link_libraries(engine PRIVATE winport::compat)\n")
headers(h "Inappropriate [winport-specific]" "SCAN_CRT_IO")
commit("${PW}" "engine: UTF-8 paths through winport_fopen\n${h}")
set(SERIES "${WORK}/series")
git("${PW}" format-patch -q --zero-commit --no-signature --no-numbered -o "${SERIES}" "${PIN}..HEAD")
file(GLOB PATCH_NAMES RELATIVE "${SERIES}" "${SERIES}/*.patch")
list(SORT PATCH_NAMES)
list(LENGTH PATCH_NAMES n)
if(NOT n EQUAL 4)
  fail("fixture: expected 4 patches, got ${PATCH_NAMES}")
endif()
string(JOIN "\n" names ${PATCH_NAMES})
file(WRITE "${SERIES}/series" "${names}\n")
file(WRITE "${SERIES}/pin" "url: https://example.invalid/engine.git\ncommit: ${PIN}\n")
list(GET PATCH_NAMES 0 P1)
list(GET PATCH_NAMES 1 P2)
list(GET PATCH_NAMES 2 P3)
list(GET PATCH_NAMES 3 P4)

# expect_series(<json> <state> <applied names...>): the document's "series" object.
function(expect_series json state)
  file(READ "${json}" doc)
  string(JSON got ERROR_VARIABLE err GET "${doc}" series state)
  if(err OR NOT got STREQUAL state)
    fail("${json}: expected series state ${state}, got '${got}' ${err}:\n${doc}")
  endif()
  string(JSON count LENGTH "${doc}" series applied)
  set(applied "")
  if(count GREATER 0)
    math(EXPR last "${count} - 1")
    foreach(i RANGE ${last})
      string(JSON name GET "${doc}" series applied ${i})
      list(APPEND applied "${name}")
    endforeach()
  endif()
  if(NOT "${applied}" STREQUAL "${ARGN}")
    fail("${json}: expected the tree to have '${ARGN}', the series says '${applied}'")
  endif()
endfunction()

# Unpatched, at the pin: not applied, every patch applies.
clone_at(pristine "${PIN}")
tool(check --source "${WORK}/pristine" --series-dir "${SERIES}" --json "${WORK}/pristine.json")
expect_rc(0)
expect_series("${WORK}/pristine.json" not-applied)
foreach(p IN LISTS PATCH_NAMES)
  expect_status("${WORK}/pristine.json" "${p}" applies-cleanly)
endforeach()

# Fully applied by apply: every patch is applied, though 0001 and 0002 no longer reverse-apply
# alone (0003 and 0004 changed their lines again).
clone_at(applied "${PIN}")
tool(apply --source "${WORK}/applied" --series-dir "${SERIES}" --json "${WORK}/apply.json")
expect_rc(0)
expect_series("${WORK}/apply.json" applied ${PATCH_NAMES})
tool(check --source "${WORK}/applied" --series-dir "${SERIES}" --json "${WORK}/applied.json")
expect_rc(0)
expect_output("series: applied")
expect_series("${WORK}/applied.json" applied ${PATCH_NAMES})
foreach(p IN LISTS PATCH_NAMES)
  expect_status("${WORK}/applied.json" "${p}" already-applied)
endforeach()
git("${WORK}/applied" status --porcelain)
set(applied_status "${GIT_OUT}")

# Fully applied by hand (git apply, no record of winport's apply): applied too.
clone_at(by_hand "${PIN}")
git("${WORK}/by_hand" apply "${SERIES}/${P1}" "${SERIES}/${P2}" "${SERIES}/${P3}" "${SERIES}/${P4}")
tool(check --source "${WORK}/by_hand" --series-dir "${SERIES}" --json "${WORK}/by_hand.json")
expect_rc(0)
expect_series("${WORK}/by_hand.json" applied ${PATCH_NAMES})

# Partly applied: the first two patches only.
clone_at(partly "${PIN}")
git("${WORK}/partly" apply "${SERIES}/${P1}" "${SERIES}/${P2}")
tool(check --source "${WORK}/partly" --series-dir "${SERIES}" --json "${WORK}/partly.json")
expect_rc(1)
expect_series("${WORK}/partly.json" partly-applied ${P1} ${P2})
file(READ "${WORK}/partly.json" doc)
string(JSON missing_0 GET "${doc}" series missing 0)
string(JSON missing_1 GET "${doc}" series missing 1)
if(NOT missing_0 STREQUAL P3 OR NOT missing_1 STREQUAL P4)
  fail("partly applied: the missing patches are not ${P3}, ${P4}:\n${doc}")
endif()

# Applied, then a line that 0004 wrote (over 0002's) edited by hand: 0004 and 0002 do not come
# off, nor does 0001, whose context is that line; 0003 does. The rest does not go in.
edit("${WORK}/applied/src/engine.c" "winport_fopen(path, \"rb\")" "winport_fopen(path, \"r\")")
tool(check --source "${WORK}/applied" --series-dir "${SERIES}" --json "${WORK}/edited.json")
expect_rc(1)
expect_series("${WORK}/edited.json" not-applicable ${P3})
expect_output("series: not-applicable")

# At an upstream commit that rewrote 0001's lines: nothing in the tree, and it does not go in.
edit("${UP}/src/engine.c" "#include <unistd.h>\n" "#include <unistd.h> /* POSIX */\n")
commit("${UP}" "engine: comment")
clone_at(moved "${COMMIT}")
tool(check --source "${WORK}/moved" --series-dir "${SERIES}" --json "${WORK}/moved.json")
expect_rc(1)
expect_series("${WORK}/moved.json" not-applicable)
expect_output("HEAD is not the pin")

# check never changes the tree it judges.
git("${WORK}/pristine" status --porcelain)
if(NOT GIT_OUT STREQUAL "")
  fail("check changed the pristine tree: ${GIT_OUT}")
endif()
git("${WORK}/applied" status --porcelain)
if(NOT GIT_OUT STREQUAL applied_status)
  fail("check changed the applied tree: ${GIT_OUT}")
endif()
