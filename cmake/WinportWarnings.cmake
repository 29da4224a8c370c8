# SPDX-License-Identifier: BSD-3-Clause
# WinportWarnings.cmake: the warning set for winport's own code.
#
#   winport_target_warnings(<target>)
#
# Adds the warning flags of the compiler in use to <target>'s own sources (PRIVATE), and makes
# them errors when WINPORT_WARNINGS_AS_ERRORS is ON. Consumers' targets are never touched.
include_guard(GLOBAL)

function(winport_target_warnings target)
  # clang-cl (Clang with the MSVC command line, the msvc-wine lane) reads -Wall as /Wall, which is
  # -Weverything there: it gets the MSVC flags (its /W4 is clang's -Wall -Wextra) and the two
  # GNU-style checks the other Clang lanes have.
  set(gnu_ids GNU,Clang,AppleClang)
  set(msvc_ids MSVC)
  if(CMAKE_C_COMPILER_FRONTEND_VARIANT STREQUAL "MSVC" OR CMAKE_CXX_COMPILER_FRONTEND_VARIANT STREQUAL "MSVC")
    set(gnu_ids GNU,AppleClang)
    set(msvc_ids MSVC,Clang)
    target_compile_options(${target} PRIVATE
      "$<$<COMPILE_LANG_AND_ID:C,Clang>:-Wshadow;-Wstrict-prototypes>"
      "$<$<COMPILE_LANG_AND_ID:CXX,Clang>:-Wshadow>")
  endif()
  target_compile_options(${target} PRIVATE
    "$<$<COMPILE_LANG_AND_ID:C,${gnu_ids}>:-Wall;-Wextra;-Wpedantic;-Wshadow;-Wstrict-prototypes>"
    "$<$<COMPILE_LANG_AND_ID:CXX,${gnu_ids}>:-Wall;-Wextra;-Wpedantic;-Wshadow>"
    "$<$<COMPILE_LANG_AND_ID:C,${msvc_ids}>:/W4>"
    "$<$<COMPILE_LANG_AND_ID:CXX,${msvc_ids}>:/W4>")
  if(WINPORT_WARNINGS_AS_ERRORS)
    target_compile_options(${target} PRIVATE
      "$<$<COMPILE_LANG_AND_ID:C,${gnu_ids}>:-Werror>"
      "$<$<COMPILE_LANG_AND_ID:CXX,${gnu_ids}>:-Werror>"
      "$<$<COMPILE_LANG_AND_ID:C,${msvc_ids}>:/WX>"
      "$<$<COMPILE_LANG_AND_ID:CXX,${msvc_ids}>:/WX>")
  endif()
endfunction()
