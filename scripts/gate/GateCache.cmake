# SPDX-License-Identifier: BSD-3-Clause
# GateCache.cmake: a compiler cache for the build phase (--cache <dir>, or the profile's
# `cache <dir>`; --no-cache turns it off).
#
# ccache (4.6 or newer on Windows, for MSVC) is given to CMake as CMAKE_<LANG>_COMPILER_LAUNCHER
# for C, CXX and CUDA: CMake runs it, nothing wraps a compiler by hand. What keeps a stale object
# from being reused (ccache's key is the compiler, its arguments and the source as preprocessed):
#   - a changed patch changes the source it touches: that unit misses, the others hit;
#   - a changed option changes the arguments of the units it affects;
#   - a changed compiler or toolkit: compiler_check=content hashes the compiler binary (nvcc's
#     for CUDA), not its time stamp.
# So that two runs from different folders (the same engine checked out twice, a rehearsal) share
# the cache, base_dir is the folder holding both the source and the build tree, and hash_dir is
# off (the working directory is then not part of the key; paths under base_dir are relative).
# MSVC's /Zi writes one PDB per target through a server, which no cache can restore: the cached
# configure asks for /Z7 (debug information in each object, CMAKE_MSVC_DEBUG_INFORMATION_FORMAT
# with policy CMP0141). Statistics are zeroed before the build and read after it, so the report
# gives this run's hits and misses (another gate using the same cache at the same time would
# mix into them).
include_guard(GLOBAL)

# gate_cache_doctor(): finds the cache tool and reports it (always: it tells what --cache would use).
function(gate_cache_doctor)
  find_program(GATE_CCACHE ccache)
  if(NOT GATE_CCACHE)
    gate_env("compiler cache" "ccache not found on PATH" FALSE)
    return()
  endif()
  execute_process(COMMAND "${GATE_CCACHE}" --version OUTPUT_VARIABLE out ERROR_QUIET)
  string(REGEX MATCH "version ([0-9]+\\.[0-9.]+)" _ "${out}")
  set(GATE_CCACHE_VERSION "${CMAKE_MATCH_1}" CACHE INTERNAL "")
  gate_env("compiler cache" "ccache ${CMAKE_MATCH_1} (${GATE_CCACHE})" TRUE)
endfunction()

# gate_cache_arguments(<args-var>): the configure arguments and environment for GATE_CACHE_DIR;
# a cache asked for that cannot be used is a harness error.
function(gate_cache_arguments args_var)
  set(${args_var} "" PARENT_SCOPE)
  if(NOT GATE_CACHE_DIR)
    return()
  endif()
  if(NOT GATE_CCACHE)
    gate_harness_error("--cache ${GATE_CACHE_DIR}: ccache is not on PATH (Debian: apt-get install ccache; Windows: ccache 4.6 or newer)")
    return()
  endif()
  if(CMAKE_HOST_WIN32 AND GATE_CCACHE_VERSION VERSION_LESS 4.6)
    gate_harness_error("--cache: ccache ${GATE_CCACHE_VERSION} cannot cache MSVC; use 4.6 or newer")
    return()
  endif()
  file(MAKE_DIRECTORY "${GATE_CACHE_DIR}")
  set(ENV{CCACHE_DIR} "${GATE_CACHE_DIR}")
  set(ENV{CCACHE_COMPILERCHECK} content)
  set(ENV{CCACHE_NOHASHDIR} 1)
  # base_dir: the longest common folder of source and build tree, unless that is the root.
  file(TO_CMAKE_PATH "${GATE_SOURCE_DIR}/" a)
  file(TO_CMAKE_PATH "${GATE_BUILD_DIR}/" b)
  string(LENGTH "${a}" la)
  set(common "")
  foreach(i RANGE 1 ${la})
    string(SUBSTRING "${a}" 0 ${i} prefix)
    string(LENGTH "${prefix}" lp)
    string(SUBSTRING "${b}" 0 ${lp} other)
    if(NOT prefix STREQUAL other)
      break()
    endif()
    if(prefix MATCHES "/$")
      set(common "${prefix}")
    endif()
  endforeach()
  string(REGEX REPLACE "/$" "" common "${common}")
  if(common MATCHES "^([A-Za-z]:)?$")
    unset(ENV{CCACHE_BASEDIR})
  else()
    set(ENV{CCACHE_BASEDIR} "${common}")
  endif()
  execute_process(COMMAND "${GATE_CCACHE}" --zero-stats OUTPUT_QUIET ERROR_QUIET)
  # clang-cl through the MSVC-ABI lane: scripts/gate/lane/ccache-clang-cl makes its commands ones
  # Debian 12's ccache can cache (it says why).
  set(launcher "${GATE_CCACHE}")
  if(GATE_LANE STREQUAL "msvc-abi")
    set(launcher "${GATE_SCRIPT_DIR}/lane/ccache-clang-cl")
  endif()
  set(${args_var}
    "-DCMAKE_C_COMPILER_LAUNCHER=${launcher}" "-DCMAKE_CXX_COMPILER_LAUNCHER=${launcher}"
    "-DCMAKE_CUDA_COMPILER_LAUNCHER=${GATE_CCACHE}"
    -DCMAKE_POLICY_DEFAULT_CMP0141=NEW -DCMAKE_MSVC_DEBUG_INFORMATION_FORMAT=Embedded
    PARENT_SCOPE)
endfunction()

# gate_cache_statistics(): after the build, this run's hits, misses and the cache's size, for the
# report (GATE_CACHE_JSON) and the build phase's line.
function(gate_cache_statistics)
  if(NOT GATE_CACHE_DIR OR NOT GATE_CCACHE)
    return()
  endif()
  execute_process(COMMAND "${GATE_CCACHE}" --print-stats OUTPUT_VARIABLE stats ERROR_QUIET)
  foreach(key direct_cache_hit preprocessed_cache_hit cache_miss files_in_cache cache_size_kibibyte)
    set(${key} 0)
    if(stats MATCHES "(^|\n)${key}\t([0-9]+)")
      set(${key} "${CMAKE_MATCH_2}")
    endif()
  endforeach()
  math(EXPR hits "${direct_cache_hit} + ${preprocessed_cache_hit}")
  math(EXPR total "${hits} + ${cache_miss}")
  set(rate 0)
  if(total GREATER 0)
    math(EXPR rate "(100 * ${hits} + ${total} / 2) / ${total}")
  endif()
  winport_json_quote(q_dir "${GATE_CACHE_DIR}")
  winport_json_quote(q_version "${GATE_CCACHE_VERSION}")
  set_property(GLOBAL PROPERTY GATE_CACHE_JSON
    "{\"enabled\": true, \"tool\": \"ccache\", \"version\": ${q_version}, \"dir\": ${q_dir}, \"hits\": ${hits}, \"misses\": ${cache_miss}, \"hit_rate_percent\": ${rate}, \"files\": ${files_in_cache}, \"size_kib\": ${cache_size_kibibyte}}")
  set_property(GLOBAL PROPERTY GATE_CACHE_LINE
    "compiler cache: ${hits} hit(s), ${cache_miss} miss(es) (${rate}%), ${files_in_cache} files, ${cache_size_kibibyte} KiB in ${GATE_CACHE_DIR}")
  message("  compiler cache: ${hits} hit(s), ${cache_miss} miss(es) (${rate}%), ${cache_size_kibibyte} KiB")
endfunction()
