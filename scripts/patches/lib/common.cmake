# SPDX-License-Identifier: BSD-3-Clause
# common.cmake: output, exit status, JSON and git helpers shared by winport-patches' commands.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/../../lib/WinportScriptUtils.cmake")

# Git's messages are parsed ("offset", "with conflicts"), so they must not be translated.
set(ENV{LC_ALL} C)
set(ENV{LANGUAGE} C)
# Commits made in scratch worktrees need a committer; it never appears in the written patches.
if(NOT DEFINED ENV{GIT_COMMITTER_NAME})
  set(ENV{GIT_COMMITTER_NAME} "winport-patches")
endif()
if(NOT DEFINED ENV{GIT_COMMITTER_EMAIL})
  set(ENV{GIT_COMMITTER_EMAIL} "winport-patches@localhost")
endif()

find_program(WP_GIT NAMES git)

# Messages are joined from ARGV0, ARGV1, ... (not ARGN) so a ';' inside them survives.
function(wp_say)
  set(text "")
  foreach(k RANGE 0 10)
    if(k LESS ARGC)
      string(APPEND text "${ARGV${k}}")
    endif()
  endforeach()
  message(NOTICE "${text}")
endfunction()

# Sets <key> of the global JSON document WP_JSON (top level) to a string value.
macro(wp_json_set_string key value)
  winport_json_quote(_wp_quoted "${value}")
  string(JSON WP_JSON SET "${WP_JSON}" "${key}" "${_wp_quoted}")
endmacro()

# Writes WP_JSON to the --json file (temp file + rename: a reader never sees half a document).
function(wp_write_json)
  if(NOT WP_OPT_json)
    return()
  endif()
  get_filename_component(dir "${WP_OPT_json}" DIRECTORY)
  if(dir AND NOT IS_DIRECTORY "${dir}")
    file(MAKE_DIRECTORY "${dir}")
  endif()
  file(WRITE "${WP_OPT_json}.tmp" "${WP_JSON}\n")
  file(RENAME "${WP_OPT_json}.tmp" "${WP_OPT_json}")
endfunction()

# Ends the run with <code> (0 done, 1 not applicable / failed, 2 usage or harness error): into
# the JSON document and $WINPORT_PATCHES_STATUS_FILE (the launchers return it), then
# winport_tool_exit, which stops without a CMake error banner as far as the launchers show.
function(wp_exit code)
  string(JSON WP_JSON SET "${WP_JSON}" exit_code "${code}")
  wp_write_json()
  winport_tool_exit(${code} "$ENV{WINPORT_PATCHES_STATUS_FILE}")
  set(WP_EXITED TRUE PARENT_SCOPE)
endfunction()

# Prints "winport-patches: error: <message>", records it in the JSON document and exits <code>.
function(wp_fail code)
  set(text "")
  foreach(k RANGE 1 10)
    if(k LESS ARGC)
      string(APPEND text "${ARGV${k}}")
    endif()
  endforeach()
  message(NOTICE "winport-patches: error: ${text}")
  if(WP_ROLLBACK_PREVIOUS)
    wp_rollback_previous()
  endif()
  wp_json_set_string(error "${text}")
  wp_exit(${code})
endfunction()

# What git must not take from a tree it works in: an fsmonitor command (run by add, status) and
# hooks (run by am, rebase, commit in the scratch worktrees, whose hooks are the source's).
# Git for Windows reads /dev/null as NUL.
set(WP_GIT_GUARD -c core.fsmonitor=false -c core.hooksPath=/dev/null)

# Runs git in <dir>; sets WP_RC, WP_OUT, WP_ERR (outputs with trailing newlines stripped).
function(wp_git dir)
  execute_process(COMMAND "${WP_GIT}" -c core.quotepath=false ${WP_GIT_GUARD} -C "${dir}" ${ARGN}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  string(REGEX REPLACE "\n+$" "" out "${out}")
  string(REGEX REPLACE "\n+$" "" err "${err}")
  set(WP_RC "${rc}" PARENT_SCOPE)
  set(WP_OUT "${out}" PARENT_SCOPE)
  set(WP_ERR "${err}" PARENT_SCOPE)
endfunction()

# Like wp_git, but a failure ends the run with a harness error (2) quoting git.
function(wp_git_or_die dir)
  wp_git("${dir}" ${ARGN})
  if(NOT WP_RC EQUAL 0)
    string(JOIN " " cmd ${ARGN})
    wp_fail(2 "git ${cmd} (in ${dir}) failed: ${WP_ERR}")
  endif()
  set(WP_OUT "${WP_OUT}" PARENT_SCOPE)
endfunction()

# Splits text into a CMake list of lines. ';' and brackets are replaced by placeholders so the
# list survives; wp_unescape_line turns them back.
function(wp_lines out text)
  string(REPLACE ";" "<wp-semi>" text "${text}")
  string(REPLACE "[" "<wp-lb>" text "${text}")
  string(REPLACE "]" "<wp-rb>" text "${text}")
  string(REPLACE "\r\n" "\n" text "${text}")
  string(REPLACE "\n" ";" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

function(wp_unescape_line out line)
  string(REPLACE "<wp-semi>" ";" line "${line}")
  string(REPLACE "<wp-lb>" "[" line "${line}")
  string(REPLACE "<wp-rb>" "]" line "${line}")
  set(${out} "${line}" PARENT_SCOPE)
endfunction()


# A path as one element of a CMake list, exactly: '%', ';', '[', ']', CR and LF percent-encoded
# (a path without them is itself). Lists of paths the tool keeps (WP_PATCH_<i>_PATHS, the
# recovery's manifest, the 'applied' record) hold encoded paths; wp_path_decode gives the name
# on disk back.
function(wp_path_encode out path)
  string(REPLACE "%" "%25" path "${path}")
  string(REPLACE ";" "%3B" path "${path}")
  string(REPLACE "[" "%5B" path "${path}")
  string(REPLACE "]" "%5D" path "${path}")
  string(REPLACE "\n" "%0A" path "${path}")
  string(REPLACE "\r" "%0D" path "${path}")
  set(${out} "${path}" PARENT_SCOPE)
endfunction()

function(wp_path_decode out path)
  string(ASCII 59 semicolon)
  string(REPLACE "%3B" "${semicolon}" path "${path}")
  string(REPLACE "%5B" "[" path "${path}")
  string(REPLACE "%5D" "]" path "${path}")
  string(REPLACE "%0A" "\n" path "${path}")
  string(REPLACE "%0D" "\r" path "${path}")
  string(REPLACE "%25" "%" path "${path}")
  set(${out} "${path}" PARENT_SCOPE)
endfunction()

# A path as git writes it in a patch, C-quoted ("a\nb", "\303\251") when it holds a special
# byte, turned back into the name itself.
function(wp_c_unquote out text)
  if(NOT text MATCHES "^\"(.*)\"$")
    set(${out} "${text}" PARENT_SCOPE)
    return()
  endif()
  set(text "${CMAKE_MATCH_1}")
  string(REPLACE "\\\\" "<wp-backslash>" text "${text}")
  string(REPLACE "\\\"" "\"" text "${text}")
  foreach(pair "n;10" "t;9" "r;13" "a;7" "b;8" "f;12" "v;11")
    list(GET pair 0 letter)
    list(GET pair 1 code)
    string(ASCII ${code} byte)
    string(REPLACE "\\${letter}" "${byte}" text "${text}")
  endforeach()
  while(text MATCHES "\\\\([0-3])([0-7])([0-7])")
    set(digits "${CMAKE_MATCH_1}${CMAKE_MATCH_2}${CMAKE_MATCH_3}")
    math(EXPR code "${CMAKE_MATCH_1} * 64 + ${CMAKE_MATCH_2} * 8 + ${CMAKE_MATCH_3}")
    string(ASCII ${code} byte)
    string(REPLACE "\\${digits}" "${byte}" text "${text}")
  endwhile()
  string(REPLACE "<wp-backslash>" "\\" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()
