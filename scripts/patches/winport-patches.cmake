# winport-patches: carries winport's patch series against a pinned upstream through upgrades.
#
#   cmake -P scripts/patches/winport-patches.cmake <command> [options]
#   (scripts/winport-patches and scripts\winport-patches.cmd are launchers of this)
#
# Commands (the series is --engine <name> = <winport>/patches/<name>, or --series-dir <dir>):
#   check   --source <dir> [--json <file>]
#       one status per patch: applies-cleanly, applies-with-offset, needs-fuzz, already-applied,
#       merged-upstream, conflicts, malformed. Exit 0: applicable as is; 1: not; 2: usage error.
#   apply   --source <dir> [--allow-dirty] [--json <file>]
#       all or nothing, idempotent; exit 0: applied or already applied; 1: failed, tree untouched.
#   rebase  --source <git dir> --onto <commit> [--worktree <dir>] [--tag <name>] [--json <file>]
#       carries the series onto <commit> in a scratch worktree; on success rewrites the folder
#       (refreshed patches, new pin); at a conflict stops and leaves the worktree. Exit 0/1/2.
#   refresh --worktree <dir>
#       rewrites the folder from the worktree's commits on top of its base.
#   new     --worktree <dir> --subject <text> --blocker <id> [--upstream-status <status>]
#       commits what is staged there as a new patch carrying the required headers.
#
#   --help, <command> --help   this text, or one command's; --version   winport's version
#
# Examples:
#   winport-patches check   --engine mlx --source ../mlx
#   winport-patches apply   --engine mlx --source ../mlx
#   winport-patches rebase  --engine mlx --source ../mlx --onto v0.32.1
#   winport-patches refresh --engine mlx --worktree build/patches/mlx-rebase
#   winport-patches new     --engine mlx --worktree ../mlx --subject "io: ..." --blocker MSVC_POSIX_HEADER
#
# git is the patch engine; this script is the workflow around it, written in CMake so that it
# runs on Windows with nothing but CMake and Git for Windows. The folder format is in
# patches/README.md. Exit status: 0, 1 or 2 as above, through $WINPORT_PATCHES_STATUS_FILE
# (the launchers return it; CMake before 3.29 cannot exit a script with 2) and the JSON
# document's "exit_code"; an expected outcome prints one line, never a CMake error.
cmake_minimum_required(VERSION 3.25)

get_filename_component(WP_HOME "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)
include("${CMAKE_CURRENT_LIST_DIR}/lib/common.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/lib/series.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/lib/check.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/lib/state.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/lib/apply.cmake")
include("${CMAKE_CURRENT_LIST_DIR}/lib/rebase.cmake")

set(WP_JSON "{\"schema\": \"winport-patches/1\"}")

# The words after the script name are ours.
set(WP_ARGS "")
set(_wp_after_script FALSE)
math(EXPR _wp_last "${CMAKE_ARGC} - 1")
foreach(_wp_k RANGE 0 ${_wp_last})
  if(_wp_after_script)
    list(APPEND WP_ARGS "${CMAKE_ARGV${_wp_k}}")
  elseif(CMAKE_ARGV${_wp_k} STREQUAL "-P")
    math(EXPR _wp_next "${_wp_k} + 1")
    set(_wp_skip_to ${_wp_next})
  elseif(DEFINED _wp_skip_to AND _wp_k EQUAL _wp_skip_to)
    set(_wp_after_script TRUE)
  endif()
endforeach()

set(_wp_value_options source engine series-dir json onto worktree tag subject blocker upstream-status)
set(_wp_flag_options allow-dirty)
# The launchers put "--" before the arguments, so that CMake does not take --help or --version.
if(WP_ARGS MATCHES "^--(;|$)")
  list(POP_FRONT WP_ARGS)
endif()
# --help / --version anywhere: print and stop (exit 0).
list(FIND WP_ARGS "--help" _wp_help_at)
list(FIND WP_ARGS "-h" _wp_h_at)
if(NOT _wp_help_at EQUAL -1 OR NOT _wp_h_at EQUAL -1 OR WP_ARGS STREQUAL "help" OR WP_ARGS STREQUAL "")
  set(_wp_help_command "")
  if(WP_ARGS MATCHES "^(check|apply|rebase|refresh|new)(;|$)")
    set(_wp_help_command "${CMAKE_MATCH_1}")
  endif()
  winport_print_help("${CMAKE_CURRENT_LIST_FILE}" "${_wp_help_command}")
  winport_tool_exit(0 "$ENV{WINPORT_PATCHES_STATUS_FILE}")
  return()
endif()
if("--version" IN_LIST WP_ARGS)
  winport_version(_wp_version "${WP_HOME}")
  message("winport-patches ${_wp_version}")
  winport_tool_exit(0 "$ENV{WINPORT_PATCHES_STATUS_FILE}")
  return()
endif()
list(POP_FRONT WP_ARGS WP_COMMAND)
foreach(_wp_opt IN LISTS _wp_value_options _wp_flag_options)
  string(REPLACE "-" "_" _wp_var "${_wp_opt}")
  set(WP_OPT_${_wp_var} "")
endforeach()
while(WP_ARGS)
  list(POP_FRONT WP_ARGS _wp_arg)
  if(_wp_arg MATCHES "^--(.+)$")
    set(_wp_opt "${CMAKE_MATCH_1}")
    string(REPLACE "-" "_" _wp_var "${_wp_opt}")
    if(_wp_opt IN_LIST _wp_value_options)
      if(NOT WP_ARGS)
        wp_fail(2 "--${_wp_opt} needs a value")
      endif()
      list(POP_FRONT WP_ARGS WP_OPT_${_wp_var})
      continue()
    elseif(_wp_opt IN_LIST _wp_flag_options)
      set(WP_OPT_${_wp_var} TRUE)
      continue()
    endif()
  endif()
  wp_fail(2 "unknown argument '${_wp_arg}' (see the header of scripts/patches/winport-patches.cmake)")
endwhile()

if(NOT WP_COMMAND MATCHES "^(check|apply|rebase|refresh|new)$")
  wp_fail(2 "usage: winport-patches check|apply|rebase|refresh|new [options] (got '${WP_COMMAND}')")
endif()
wp_json_set_string(command "${WP_COMMAND}")
if(WP_GIT STREQUAL "WP_GIT-NOTFOUND")
  wp_fail(2 "git was not found on PATH; winport-patches uses git as its patch engine (install Git for Windows, or the git package)")
endif()

# The series folder.
set(WP_SERIES_DIR "")
if(NOT WP_OPT_engine STREQUAL "" AND NOT WP_OPT_series_dir STREQUAL "")
  wp_fail(2 "give --engine or --series-dir, not both")
elseif(NOT WP_OPT_engine STREQUAL "")
  if(NOT WP_OPT_engine MATCHES "^[A-Za-z0-9][A-Za-z0-9._-]*$")
    wp_fail(2 "--engine '${WP_OPT_engine}': expected a folder name under ${WP_HOME}/patches")
  endif()
  set(WP_SERIES_DIR "${WP_HOME}/patches/${WP_OPT_engine}")
  wp_json_set_string(engine "${WP_OPT_engine}")
elseif(NOT WP_OPT_series_dir STREQUAL "")
  get_filename_component(WP_SERIES_DIR "${WP_OPT_series_dir}" ABSOLUTE)
  get_filename_component(_wp_name "${WP_SERIES_DIR}" NAME)
  wp_json_set_string(engine "${_wp_name}")
elseif(NOT WP_COMMAND MATCHES "^(refresh|new)$")
  wp_fail(2 "${WP_COMMAND} needs --engine <name> or --series-dir <dir>")
endif()
if(NOT WP_SERIES_DIR STREQUAL "" AND NOT IS_DIRECTORY "${WP_SERIES_DIR}")
  wp_fail(2 "${WP_SERIES_DIR}: no such patch folder")
endif()
if(NOT WP_SERIES_DIR STREQUAL "")
  wp_read_pin("${WP_SERIES_DIR}")
  set(_wp_pin "{}")
  foreach(_wp_key IN ITEMS url commit tag)
    string(TOUPPER "${_wp_key}" _wp_upper)
    winport_json_quote(_wp_quoted "${WP_PIN_${_wp_upper}}")
    string(JSON _wp_pin SET "${_wp_pin}" ${_wp_key} "${_wp_quoted}")
  endforeach()
  string(JSON WP_JSON SET "${WP_JSON}" pin "${_wp_pin}")
endif()
if(NOT WP_OPT_source STREQUAL "")
  get_filename_component(_wp_source "${WP_OPT_source}" ABSOLUTE)
  wp_json_set_string(source "${_wp_source}")
endif()

if(WP_COMMAND STREQUAL "check")
  wp_command_check()
elseif(WP_COMMAND STREQUAL "apply")
  wp_command_apply()
elseif(WP_COMMAND STREQUAL "rebase")
  wp_command_rebase()
elseif(WP_COMMAND STREQUAL "refresh")
  wp_command_refresh()
elseif(WP_COMMAND STREQUAL "new")
  wp_command_new()
endif()
