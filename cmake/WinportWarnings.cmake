# SPDX-License-Identifier: BSD-3-Clause
# WinportWarnings.cmake: the warning set for winport's own code.
#
#   winport_target_warnings(<target>)
#
# Adds the warning flags of the compiler in use to <target>'s own sources (PRIVATE), and makes
# them errors when WINPORT_WARNINGS_AS_ERRORS is ON. Consumers' targets are never touched.
include_guard(GLOBAL)

function(winport_target_warnings target)
  target_compile_options(${target} PRIVATE
    "$<$<COMPILE_LANG_AND_ID:C,GNU,Clang,AppleClang>:-Wall;-Wextra;-Wpedantic;-Wshadow;-Wstrict-prototypes>"
    "$<$<COMPILE_LANG_AND_ID:CXX,GNU,Clang,AppleClang>:-Wall;-Wextra;-Wpedantic;-Wshadow>"
    "$<$<COMPILE_LANG_AND_ID:C,MSVC>:/W4>"
    "$<$<COMPILE_LANG_AND_ID:CXX,MSVC>:/W4>")
  if(WINPORT_WARNINGS_AS_ERRORS)
    target_compile_options(${target} PRIVATE
      "$<$<COMPILE_LANG_AND_ID:C,GNU,Clang,AppleClang>:-Werror>"
      "$<$<COMPILE_LANG_AND_ID:CXX,GNU,Clang,AppleClang>:-Werror>"
      "$<$<COMPILE_LANG_AND_ID:C,MSVC>:/WX>"
      "$<$<COMPILE_LANG_AND_ID:CXX,MSVC>:/WX>")
  endif()
endfunction()
