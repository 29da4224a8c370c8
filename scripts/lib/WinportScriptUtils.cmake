# WinportScriptUtils.cmake: the helpers winport's command-line tools (scripts/gate,
# scripts/patches), run with `cmake -P`, share. Included by each tool; installed with them.
include_guard(GLOBAL)

# winport_json_quote(<out> <text>): <text> as a JSON string literal, quotes included.
function(winport_json_quote out text)
  string(REPLACE "\\" "\\\\" text "${text}")
  string(REPLACE "\"" "\\\"" text "${text}")
  string(REPLACE "\n" "\\n" text "${text}")
  string(REPLACE "\r" "\\r" text "${text}")
  string(REPLACE "\t" "\\t" text "${text}")
  set(${out} "\"${text}\"" PARENT_SCOPE)
endfunction()

# winport_write_atomically(<path> <content>): through a temporary file beside <path> and a
# rename, so a reader (or an interrupted run) never sees half a file.
function(winport_write_atomically path content)
  file(WRITE "${path}.winport-tmp" "${content}")
  file(RENAME "${path}.winport-tmp" "${path}")
endfunction()

# winport_tool_exit(<code> [<status-file>]): ends a tool's run with <code> (0 done, 1 a negative
# outcome, 2 bad input or a harness error) after the caller has printed its one-line outcome.
# The code is written to <status-file>, which the launchers return. CMake 3.29 and newer exit
# with cmake_language(EXIT). Older CMake can stop a script only with an error, and prints a
# banner and a call stack around it: the error is then the marker line "winport-tool-exit <code>",
# and the launchers (scripts/lib/tool-launcher.sh, scripts/lib/tool-stderr.cmake) remove that
# block, so an expected outcome never reads like a crash. A real defect keeps its banner.
function(winport_tool_exit code)
  if(ARGC GREATER 1 AND NOT "${ARGV1}" STREQUAL "")
    file(WRITE "${ARGV1}" "${code}")
  endif()
  if(CMAKE_VERSION VERSION_GREATER_EQUAL 3.29)
    cmake_language(EXIT ${code})
  endif()
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "winport-tool-exit ${code}")
  endif()
endfunction()

# winport_print_help(<script> [<command>]): a tool's --help, from its own header comment (the
# lines up to its first line of code). With <command>: that command's entry in the "Commands"
# list (its line and the more indented lines under it) and the example lines that use it.
function(winport_print_help script)
  # ';' would split CMake list items: carried as a placeholder until printed.
  file(READ "${script}" text)
  string(REPLACE ";" "<semicolon>" text "${text}")
  string(REPLACE "\n" ";" lines "${text}")
  set(header "")
  foreach(line IN LISTS lines)
    if(NOT line MATCHES "^#")
      break()
    endif()
    string(REGEX REPLACE "^# ?" "" line "${line}")
    list(APPEND header "${line}")
  endforeach()
  if(ARGC LESS 2 OR "${ARGV1}" STREQUAL "")
    list(JOIN header "\n" text)
    string(REPLACE "<semicolon>" ";" text "${text}")
    message("${text}")
    return()
  endif()
  set(command "${ARGV1}")
  set(out "")
  set(examples "")
  set(in_entry FALSE)
  foreach(line IN LISTS header)
    if(line MATCHES "^  ${command}( |$)")
      set(in_entry TRUE)
      list(APPEND out "${line}")
    elseif(in_entry AND line MATCHES "^   ")
      list(APPEND out "${line}")
    else()
      set(in_entry FALSE)
      if(line MATCHES "^  [a-z][a-z-]*-?[a-z]* ${command}( |$)")
        list(APPEND examples "${line}")
      endif()
    endif()
  endforeach()
  list(JOIN out "\n" text)
  list(JOIN examples "\n" example_text)
  string(REPLACE "<semicolon>" ";" text "${text}\nExample:\n${example_text}")
  message("${text}")
endfunction()

# winport_version(<out> <home>): winport's version, from the checkout's CMakeLists.txt (project
# VERSION) or, in an installed package, from winportConfigVersion.cmake beside <home>.
function(winport_version out home)
  set(version "unknown")
  if(EXISTS "${home}/CMakeLists.txt")
    file(STRINGS "${home}/CMakeLists.txt" lines REGEX "^  VERSION [0-9]")
    if(lines MATCHES "VERSION ([0-9.]+)")
      set(version "${CMAKE_MATCH_1}")
    endif()
  elseif(EXISTS "${home}/winportConfigVersion.cmake")
    file(STRINGS "${home}/winportConfigVersion.cmake" lines REGEX "PACKAGE_VERSION \"")
    if(lines MATCHES "PACKAGE_VERSION \"([0-9.]+)\"")
      set(version "${CMAKE_MATCH_1}")
    endif()
  endif()
  set(${out} "${version}" PARENT_SCOPE)
endfunction()
