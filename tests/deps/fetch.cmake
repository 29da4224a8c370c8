# SPDX-License-Identifier: BSD-3-Clause
# fetch.cmake: winport-deps fetch on archives served from file:// URLs (no network here): it
# names each download as it starts, shows CMake's progress, and leaves no .downloads/ behind,
# whether the archive verified or not.   -DWINPORT_ROOT=<winport> -DWORK_DIR=<scratch>
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
include("${CMAKE_CURRENT_LIST_DIR}/common.cmake")

file(MAKE_DIRECTORY "${WORK_DIR}/pack/arc-1.0/include")
file(WRITE "${WORK_DIR}/pack/arc-1.0/include/arc.h" "int arc(void);\n")
set(archive "${WORK_DIR}/arc-1.0.tar.gz")
execute_process(COMMAND "${CMAKE_COMMAND}" -E tar czf "${archive}" arc-1.0 WORKING_DIRECTORY "${WORK_DIR}/pack")
file(SHA256 "${archive}" sha)
# write_lock(<archive-sha256>)
function(write_lock value)
  file(WRITE "${lock}" "[arc]
kind = archive
url = file://${archive}
archive-sha256 = ${value}
scenarios = default
platforms = linux
layout = include/arc.h
")
endfunction()
set(lock "${WORK_DIR}/deps.lock")

write_lock("${sha}")
deps(0 out fetch --into "${WORK_DIR}/good")
expect_match("fetch" "${out}" "fetching arc: file://")
expect_match("fetch" "${out}" "staged   arc")
if(EXISTS "${WORK_DIR}/good/.downloads")
  fail("a fetch that staged everything left ${WORK_DIR}/good/.downloads behind")
endif()

write_lock("0000000000000000000000000000000000000000000000000000000000000000")
deps(1 out fetch --into "${WORK_DIR}/bad")
expect_match("fetch, wrong hash" "${out}" "FAILED   arc: .*SHA-256")
if(EXISTS "${WORK_DIR}/bad/.downloads")
  fail("a fetch whose archive failed its hash left ${WORK_DIR}/bad/.downloads behind")
endif()
message(STATUS "deps.fetch: progress named, no .downloads left after success or failure")
