# SPDX-License-Identifier: BSD-3-Clause
# Bad input: clear errors naming the file and line; refused paths; malformed patches.
include("${CMAKE_CURRENT_LIST_DIR}/fixture.cmake")
make_fixture()
clone_at(src "${V1}")

# A copy of the fixture series to break in one way.
function(broken_series name)
  set(dir "${WORK}/broken-${name}")
  file(REMOVE_RECURSE "${dir}")
  file(COPY "${SERIES}/" DESTINATION "${dir}")
  set(DIR "${dir}" PARENT_SCOPE)
endfunction()

# Folder-level mistakes: exit 2, naming file:line.
broken_series(pin)
file(WRITE "${DIR}/pin" "url: https://example.invalid/upstream.git\ncommit: ${V1}\n")
string(SUBSTRING "${V1}" 0 12 short)
file(WRITE "${DIR}/pin" "url: https://example.invalid/upstream.git\ncommit: ${short}\n")
tool(check --source "${WORK}/src" --series-dir "${DIR}")
expect_rc(2)
expect_output("pin:2: the pin must be a full 40-hex commit id")

broken_series(twice)
file(APPEND "${DIR}/series" "${P_BETA}\n")
tool(check --source "${WORK}/src" --series-dir "${DIR}")
expect_rc(2)
expect_output("series:9: '${P_BETA}' is listed twice")

broken_series(missing)
file(REMOVE "${DIR}/${P_GAMMA}")
tool(check --source "${WORK}/src" --series-dir "${DIR}")
expect_rc(2)
expect_output("series:4: '${P_GAMMA}' does not exist")

broken_series(unlisted)
file(WRITE "${DIR}/0099-stray.patch" "stray\n")
tool(check --source "${WORK}/src" --series-dir "${DIR}")
expect_rc(2)
expect_output("0099-stray.patch: not listed in")

tool(check --source "${WORK}" --series-dir "${SERIES}")
expect_rc(2)
expect_output("not a git work tree")
tool(frobnicate --series-dir "${SERIES}")
expect_rc(2)
tool(check --source "${WORK}/src" --series-dir "${SERIES}" --bogus)
expect_rc(2)
expect_output("unknown option '--bogus'")

if(NOT CMAKE_HOST_WIN32)
  # The launcher passes the true exit code through (cmake -P alone gives 1 before CMake 3.29).
  execute_process(COMMAND "${WINPORT}/scripts/winport-patches" check --source "${WORK}/src"
    --series-dir "${WORK}/no-such-folder" RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
  if(NOT rc EQUAL 2)
    fail("scripts/winport-patches exited ${rc} on a usage error, not 2")
  endif()
endif()

# Patch-level problems: status malformed (with the reason), exit 1.
macro(expect_malformed patch_name reason_regex)
  tool(check --source "${WORK}/src" --series-dir "${DIR}" --json "${WORK}/malformed.json")
  expect_rc(1)
  expect_status("${WORK}/malformed.json" "${patch_name}" malformed)
  expect_output("${reason_regex}")
endmacro()

broken_series(no-status)
edit("${DIR}/${P_ALPHA}" "Upstream-Status: Pending\n" "")
expect_malformed("${P_ALPHA}" "no 'Upstream-Status:' line")

broken_series(bad-status)
edit("${DIR}/${P_ALPHA}" "Upstream-Status: Pending\n" "Upstream-Status: Maybe later\n")
expect_malformed("${P_ALPHA}" "malformed 'Upstream-Status: Maybe later'")

broken_series(no-blocker)
edit("${DIR}/${P_BETA}" "Blocker: BETA_BUG\n" "")
expect_malformed("${P_BETA}" "no 'Blocker:' line")

broken_series(corrupt)
edit("${DIR}/${P_GAMMA}" "@@ -17,7 +17,7 @@" "@@ -17,9 +17,2 @@")
expect_malformed("${P_GAMMA}" "git cannot parse it")

broken_series(crlf)
file(READ "${DIR}/${P_ZETA}" text)
string(REPLACE "\n" "\r\n" text "${text}")
file(WRITE "${DIR}/${P_ZETA}" "${text}")
expect_malformed("${P_ZETA}" "CRLF line endings")

broken_series(outside)
file(READ "${DIR}/${P_DOCS}" text)
string(REPLACE "docs/windows.md" "../escape.md" text "${text}")
file(WRITE "${DIR}/${P_DOCS}" "${text}")
expect_malformed("${P_DOCS}" "leaves the source tree")

broken_series(absolute)
file(READ "${DIR}/${P_DOCS}" text)
string(REPLACE "+++ b/docs/windows.md" "+++ /absolute/windows.md" text "${text}")
file(WRITE "${DIR}/${P_DOCS}" "${text}")
expect_malformed("${P_DOCS}" "absolute path")

if(NOT CMAKE_HOST_WIN32)
  # A symlink in the tree that points outside it: a patch writing through it is refused.
  file(MAKE_DIRECTORY "${WORK}/outside")
  file(CREATE_LINK "${WORK}/outside" "${WORK}/src/docs" SYMBOLIC)
  broken_series(through-symlink)
  expect_malformed("${P_DOCS}" "'docs' is a symlink pointing outside the source tree")
  file(REMOVE "${WORK}/src/docs")
  file(GLOB left "${WORK}/outside/*")
  if(left)
    fail("a patch wrote outside the source tree: ${left}")
  endif()

  # A patch that creates a symlink pointing outside is refused.
  broken_series(new-symlink)
  file(WRITE "${DIR}/${P_DOCS}" "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001
From: Fixture Author <author@example.invalid>
Date: Mon, 1 Jan 2024 00:00:00 +0000
Subject: [PATCH] docs: link

Upstream-Status: Pending
Blocker: DOCS
---
diff --git a/docs/link b/docs/link
new file mode 120000
index 0000000..1111111
--- /dev/null
+++ b/docs/link
@@ -0,0 +1 @@
+../../outside
\\ No newline at end of file
")
  expect_malformed("${P_DOCS}" "creates symlink 'docs/link' pointing outside")
endif()
