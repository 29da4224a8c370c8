# SPDX-License-Identifier: BSD-3-Clause
# WinportFuzzing.cmake: the one way winport's fuzz targets are declared.
#
#   winport_add_fuzz_test(<name> SOURCES <src>... [INCLUDE_DIRECTORIES <dir>...]
#                         [DEFINITIONS <def>...] [SECONDS <s>] [CORPUS <dir>])
#     A libFuzzer target (LLVMFuzzerTestOneInput) built from SOURCES, with the code under test
#     compiled into it (not linked from winport's own libraries, so coverage instrumentation reaches
#     it), and registered with CTest as <name>, running for SECONDS (default 20) from the seed
#     CORPUS, if any. A crash, a leak or a sanitizer report fails the test.
#
#     libFuzzer ships with Clang only, so the targets exist in the clang lane alone (native Clang,
#     not cross); elsewhere the call does nothing. A fuzz run is bounded by time, not by a figure it
#     must reach: it finds defects, it measures nothing.
include_guard(GLOBAL)

set(WINPORT_FUZZING_AVAILABLE FALSE)
if(CMAKE_C_COMPILER_ID STREQUAL "Clang" AND NOT CMAKE_CROSSCOMPILING)
  include(CheckCSourceCompiles)
  set(CMAKE_REQUIRED_FLAGS "-fsanitize=fuzzer")
  check_c_source_compiles(
    "#include <stddef.h>\n#include <stdint.h>\nint LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }"
    WINPORT_HAVE_LIBFUZZER)
  unset(CMAKE_REQUIRED_FLAGS)
  set(WINPORT_FUZZING_AVAILABLE ${WINPORT_HAVE_LIBFUZZER})
endif()

function(winport_add_fuzz_test name)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "SECONDS;CORPUS" "SOURCES;INCLUDE_DIRECTORIES;DEFINITIONS")
  if(NOT arg_SOURCES)
    message(FATAL_ERROR "winport_add_fuzz_test(${name}): SOURCES is required")
  endif()
  if(NOT WINPORT_FUZZING_AVAILABLE)
    return()
  endif()
  if(NOT arg_SECONDS)
    set(arg_SECONDS 20)
  endif()
  add_executable(${name} ${arg_SOURCES})
  target_include_directories(${name} PRIVATE ${arg_INCLUDE_DIRECTORIES})
  target_compile_definitions(${name} PRIVATE ${arg_DEFINITIONS})
  set(sanitizers -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined)
  target_compile_options(${name} PRIVATE ${sanitizers} -g)
  target_link_options(${name} PRIVATE ${sanitizers})
  # A fresh working corpus per run (seeds are read from CORPUS, never written into the source tree).
  set(work "${CMAKE_CURRENT_BINARY_DIR}/${name}-corpus")
  set(seeds)
  if(arg_CORPUS)
    set(seeds "${arg_CORPUS}")
  endif()
  add_test(NAME ${name}
    COMMAND "${CMAKE_COMMAND}" -E env ASAN_OPTIONS=detect_leaks=1
            "$<TARGET_FILE:${name}>" -max_total_time=${arg_SECONDS} -timeout=10 -rss_limit_mb=2048
            "${work}" ${seeds})
  set_tests_properties(${name} PROPERTIES TIMEOUT 300 LABELS "fuzz")
  file(MAKE_DIRECTORY "${work}")
endfunction()
