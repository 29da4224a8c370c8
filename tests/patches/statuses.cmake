# SPDX-License-Identifier: BSD-3-Clause
# check against a moved upstream: every status but already-applied/malformed, from one series.
include("${CMAKE_CURRENT_LIST_DIR}/fixture.cmake")
make_fixture()

clone_at(at_pin "${V1}")
tool(check --source "${WORK}/at_pin" --series-dir "${SERIES}" --json "${WORK}/pin.json")
expect_rc(0)
foreach(p IN LISTS PATCH_NAMES)
  expect_status("${WORK}/pin.json" "${p}" applies-cleanly)
endforeach()

clone_at(at_v2 "${V2}")
tool(check --source "${WORK}/at_v2" --series-dir "${SERIES}" --json "${WORK}/v2.json")
expect_rc(1)
expect_status("${WORK}/v2.json" "${P_ALPHA}" applies-with-offset)
expect_status("${WORK}/v2.json" "${P_BETA}" merged-upstream)
expect_status("${WORK}/v2.json" "${P_GAMMA}" merged-upstream)
expect_status("${WORK}/v2.json" "${P_DELTA}" conflicts)
expect_status("${WORK}/v2.json" "${P_EPSILON}" conflicts)
expect_status("${WORK}/v2.json" "${P_ZETA}" needs-fuzz)
expect_status("${WORK}/v2.json" "${P_DOCS}" applies-cleanly)
expect_output("offset 3 lines")
# Merged verbatim is found by patch identity, the reworded merge by the three-way merge.
expect_output("same patch id")
expect_output("three-way merge leaves nothing to apply")

file(READ "${WORK}/v2.json" doc)
string(JSON schema GET "${doc}" schema)
string(JSON applicable GET "${doc}" applicable)
string(JSON pin GET "${doc}" pin commit)
string(JSON conflict_file GET "${doc}" patches 3 files 0)
string(JSON detail GET "${doc}" patches 3 detail)
string(JSON blocker GET "${doc}" patches 3 blocker)
string(JSON upstream_status GET "${doc}" patches 3 upstream_status)
if(NOT schema STREQUAL "winport-patches/1" OR applicable OR NOT pin STREQUAL V1
   OR NOT conflict_file STREQUAL "src/delta.c" OR NOT detail MATCHES "src/delta.c:[0-9]+"
   OR NOT blocker STREQUAL "DELTA_MSVC" OR NOT upstream_status STREQUAL "Inappropriate [windows only]")
  fail("JSON document is not as expected:\n${doc}")
endif()
string(JSON detail GET "${doc}" patches 4 detail)
if(NOT detail MATCHES "src/epsilon.c")
  fail("the renamed file's conflict does not name it: ${detail}")
endif()
# check never changes the tree.
git("${WORK}/at_v2" status --porcelain)
if(NOT GIT_OUT STREQUAL "")
  fail("check changed the tree: ${GIT_OUT}")
endif()
