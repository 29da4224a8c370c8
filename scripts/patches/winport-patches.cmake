# SPDX-License-Identifier: BSD-3-Clause
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
#   (both on stdout, exit 0). An option's value is `--opt value` or `--opt=value`. Without a
#   command: the usage line, exit 2.
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

# ---- arguments (the convention is scripts/lib/WinportScriptUtils.cmake's): the launchers put
# "--" before them, so that CMake does not take --help or --version.
winport_tool_args(_wp_words)
set(_wp_value_options source engine series-dir json onto worktree tag subject blocker upstream-status)
set(_wp_flag_options allow-dirty)
winport_parse_options(_wp ARGS ${_wp_words} VALUES ${_wp_value_options} FLAGS ${_wp_flag_options})
set(WP_COMMAND "")
if(_wp_POSITIONAL)
  list(POP_FRONT _wp_POSITIONAL WP_COMMAND)
endif()
set(_wp_help_command "")
if(WP_COMMAND MATCHES "^(check|apply|rebase|refresh|new)$")
  set(_wp_help_command "${WP_COMMAND}")
endif()
winport_tool_help_or_version(winport-patches "${CMAKE_CURRENT_LIST_FILE}" "${WP_HOME}"
  ${_wp_HELP} ${_wp_VERSION} "${_wp_help_command}" "$ENV{WINPORT_PATCHES_STATUS_FILE}")
if(_wp_ERROR)
  wp_fail(2 "${_wp_ERROR} (winport-patches --help)")
endif()
if(_wp_POSITIONAL)
  list(GET _wp_POSITIONAL 0 _wp_extra)
  wp_fail(2 "unexpected argument '${_wp_extra}' (winport-patches --help)")
endif()
foreach(_wp_opt IN LISTS _wp_value_options _wp_flag_options)
  string(REPLACE "-" "_" _wp_var "${_wp_opt}")
  set(WP_OPT_${_wp_var} "${_wp_${_wp_var}}")
  if(WP_OPT_${_wp_var} STREQUAL "FALSE")
    set(WP_OPT_${_wp_var} "")
  endif()
endforeach()

if(NOT WP_COMMAND MATCHES "^(check|apply|rebase|refresh|new)$")
  wp_fail(2 "usage: winport-patches check|apply|rebase|refresh|new [options] (got '${WP_COMMAND}'; winport-patches --help)")
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
