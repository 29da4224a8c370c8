# SPDX-License-Identifier: BSD-3-Clause
# Statuses that know what upstream took (issue 21): a backport whose commit upstream has is
# merged-upstream even when upstream edited the same lines later (its text conflicts), and
# 'rebase' drops it instead of stopping; a Backport naming a commit the repository lacks is a
# warning; a change a clean tree already has, with no apply record, is merged-upstream, and
# already-applied only after 'apply' recorded it.
include("${CMAKE_CURRENT_LIST_DIR}/fixture.cmake")
set(UP "${WORK}/upstream")
set(SERIES "${WORK}/series")
git("${WORK}" init -q -b main "${UP}")
numbered_file("${UP}/src/fix.c" "fix" 20)
numbered_file("${UP}/src/other.c" "other" 20)
commit("${UP}" "initial")
set(PIN "${COMMIT}")
git("${UP}" tag v1)
# Upstream: the fix (X, two lines), then a later edit of one of them on top (Y), then v2.
edit("${UP}/src/fix.c" "fix line 10\n" "fix line 10 (fixed)\n")
edit("${UP}/src/fix.c" "fix line 14\n" "fix line 14 (fixed)\n")
commit("${UP}" "fix the tenth line")
set(X "${COMMIT}")
edit("${UP}/src/fix.c" "fix line 10 (fixed)\n" "fix line 10 (fixed, then reworked)\n")
commit("${UP}" "rework the tenth line")
git("${UP}" tag v2)

# The series at v1: 0001 backports X; 0002 names a commit that exists nowhere; 0003 is ours.
git("${WORK}" clone -q "${UP}" "${WORK}/patchwork")
git("${WORK}/patchwork" checkout -q --detach v1)
# A partial backport (the tenth line only): its patch id is not X's, so only its header tells.
edit("${WORK}/patchwork/src/fix.c" "fix line 10\n" "fix line 10 (fixed)\n")
headers(h "Backport ${X}" MSVC_NARROWING)
commit("${WORK}/patchwork" "fix the tenth line (backport)\n${h}")
edit("${WORK}/patchwork/src/other.c" "other line 3\n" "other line 3 (ours)\n")
headers(h "Backport 0123456789abcdef0123456789abcdef01234567" MSVC_NARROWING)
commit("${WORK}/patchwork" "backport of a commit nobody has\n${h}")
edit("${WORK}/patchwork/src/other.c" "other line 15\n" "other line 15 (ours)\n")
headers(h "Inappropriate [winport port]" MSVC_NARROWING)
commit("${WORK}/patchwork" "our own change\n${h}")
file(MAKE_DIRECTORY "${SERIES}")
git("${WORK}/patchwork" format-patch -q --zero-commit --no-signature -o "${SERIES}" v1..HEAD)
file(GLOB patches RELATIVE "${SERIES}" "${SERIES}/*.patch")
list(SORT patches)
list(GET patches 0 P_BACKPORT)
list(GET patches 1 P_NOWHERE)
list(GET patches 2 P_OURS)
list(JOIN patches "\n" series)
file(WRITE "${SERIES}/series" "${series}\n")
file(WRITE "${SERIES}/pin" "url: https://example.invalid/upstream.git\ncommit: ${PIN}\ntag: v1\n")

# At the pin everything applies; the unknown commit is a warning, not a failure.
clone_at(at_pin v1)
tool(check --source "${WORK}/at_pin" --series-dir "${SERIES}" --json "${WORK}/pin.json")
expect_rc(0)
expect_output("warning: ${P_NOWHERE}: Upstream-Status names 0123456789abcdef0123456789abcdef01234567, which is not in")
expect_status("${WORK}/pin.json" "${P_BACKPORT}" applies-cleanly)

# At v2 the backport's text conflicts (upstream reworked the line), but upstream has X.
clone_at(at_v2 v2)
tool(check --source "${WORK}/at_v2" --series-dir "${SERIES}" --json "${WORK}/v2.json")
expect_rc(1)
expect_status("${WORK}/v2.json" "${P_BACKPORT}" merged-upstream)
string(SUBSTRING "${X}" 0 12 x_short)
expect_output("names ${x_short}, which upstream has")
expect_status("${WORK}/v2.json" "${P_OURS}" applies-cleanly)

# rebase drops it by itself (it would conflict otherwise) and lists it.
clone_at(repo v1)
git("${WORK}/repo" fetch -q origin v2)
tool(rebase --source "${WORK}/repo" --series-dir "${SERIES}" --onto v2)
expect_rc(0)
expect_output("dropped ${P_BACKPORT}: merged upstream in ${x_short}")
file(READ "${SERIES}/series" series_now)
if(series_now MATCHES "\n${P_BACKPORT}\n" OR NOT series_now MATCHES "# dropped ${P_BACKPORT}")
  fail("rebase kept the merged backport:\n${series_now}")
endif()
if(IS_DIRECTORY "${WORK}/repo/.git/winport-rebase/series")
  fail("rebase left its worktree behind")
endif()

# A clean tree that already has our change, with no apply record: upstream carries it.
clone_at(carried v1)
edit("${WORK}/carried/src/other.c" "other line 15\n" "other line 15 (ours)\n")
edit("${WORK}/carried/src/other.c" "other line 1\n" "other line 1 (and more)\n")
commit("${WORK}/carried" "upstream took our change, among others")
tool(check --source "${WORK}/carried" --series-dir "${SERIES}" --json "${WORK}/carried.json")
expect_status("${WORK}/carried.json" "${P_OURS}" merged-upstream)
expect_output("no winport-patches apply recorded it")
# After apply, the same reverse-applying patch is already-applied (the record says so).
clone_at(applied v2)   # the rebase above moved the pin to v2
tool(apply --source "${WORK}/applied" --series-dir "${SERIES}")
expect_rc(0)
tool(check --source "${WORK}/applied" --series-dir "${SERIES}" --json "${WORK}/applied.json")
expect_status("${WORK}/applied.json" "${P_OURS}" already-applied)
# A patch skipped by hand at a conflict is not called merged unless upstream has its change; the
# rebase worktree goes once refresh has written the series.
edit("${UP}/src/other.c" "other line 15\n" "other line 15 (upstream's own)\n")
commit("${UP}" "upstream edits line 15 its own way")
git("${UP}" tag v3)
git("${WORK}/repo" fetch -q origin tag v3)
tool(rebase --source "${WORK}/repo" --series-dir "${SERIES}" --onto v3 --json "${WORK}/v3.json")
expect_rc(1)
expect_output("CONFLICT: ${P_OURS}")
file(READ "${WORK}/v3.json" doc)
string(JSON wt GET "${doc}" worktree)
git("${wt}" rebase --skip)
tool(refresh --worktree "${wt}")
expect_rc(0)
expect_output("warning: ${P_OURS}: its change is NOT in [0-9a-f]+ \\(it does not reverse-apply\\): it was skipped, not merged")
expect_output("removed the rebase worktree")
if(IS_DIRECTORY "${wt}")
  fail("refresh left the rebase worktree ${wt}")
endif()
message(STATUS "backports: passed")
