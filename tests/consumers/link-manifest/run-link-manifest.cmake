# SPDX-License-Identifier: BSD-3-Clause
# run-link-manifest.cmake: winport_write_link_manifest on a fresh build tree, configured ONCE and
# built once, with the CMake running this test (the project's minimum, 3.25, in the lanes): both
# manifests are written by that first build, and their fields are as docs/link-manifest.md says.
#   -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch> -DGENERATOR=<generator>
file(REMOVE_RECURSE "${WORK_DIR}")
function(fail text)
  message(FATAL_ERROR "link manifest: ${text}")
endfunction()
set(build "${WORK_DIR}/build")
# No CMAKE_BUILD_TYPE: the configuration CMake calls "" (the manifest names it "none").
execute_process(COMMAND "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}" -B "${build}" -G "${GENERATOR}"
    "-DWINPORT_SOURCE_DIR=${WINPORT_SOURCE_DIR}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  fail("the configure failed:\n${out}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${build}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  fail("the first build failed (CMake ${CMAKE_VERSION}):\n${out}")
endif()
foreach(target lm_c lm_cxx)
  if(NOT EXISTS "${build}/${target}-link.json")
    fail("the first build wrote no ${target}-link.json:\n${out}")
  endif()
  file(READ "${build}/${target}-link.json" json_${target})
endforeach()

# config: never empty.
string(JSON config GET "${json_lm_c}" config)
if(NOT config STREQUAL "none")
  fail("config is '${config}', expected 'none' for a build without CMAKE_BUILD_TYPE")
endif()
# lm_c: a C library, linked by C (no C++ runtime); its .so is "shared", never "import".
string(JSON language GET "${json_lm_c}" platform link_language)
string(JSON runtimes GET "${json_lm_c}" language_runtimes)
if(NOT language STREQUAL "C" OR NOT runtimes MATCHES "^\\[ *\\]$")
  fail("the C library's link language is '${language}' with runtimes ${runtimes}: expected C and none")
endif()
string(JSON n LENGTH "${json_lm_c}" link libraries)
set(seen_shared FALSE)
math(EXPR last "${n} - 1")
foreach(i RANGE ${last})
  string(JSON kind GET "${json_lm_c}" link libraries ${i} kind)
  string(JSON path GET "${json_lm_c}" link libraries ${i} path)
  if(path MATCHES "liblm_shared\\.so$")
    set(seen_shared TRUE)
    if(NOT kind STREQUAL "shared")
      fail("${path} is listed as '${kind}', expected 'shared' (an import library is a DLL's)")
    endif()
  endif()
endforeach()
if(CMAKE_HOST_UNIX AND NOT seen_shared)
  fail("liblm_shared.so is not among lm_c's libraries:\n${json_lm_c}")
endif()
# lm_cxx: C++, so the C++ runtime is listed.
string(JSON language GET "${json_lm_cxx}" platform link_language)
string(JSON runtimes GET "${json_lm_cxx}" language_runtimes)
if(NOT language STREQUAL "CXX" OR NOT runtimes MATCHES "C\\+\\+ standard library")
  fail("the C++ library's link language is '${language}' with runtimes ${runtimes}: expected CXX and the C++ runtime")
endif()
message(STATUS "link manifest: written by the first build, fields as documented (CMake ${CMAKE_VERSION})")
