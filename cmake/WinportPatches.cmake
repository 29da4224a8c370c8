# SPDX-License-Identifier: BSD-3-Clause
# WinportPatches.cmake: applying winport's patch series to an upstream source tree.
#
#   winport_apply_patches(SOURCE_DIR <dir> (ENGINE <name> | SERIES_DIR <dir>)
#                         [ALLOW_DIRTY] [JSON <file>] [COMMAND_VARIABLE <var>])
#
# Runs `winport-patches apply` on <dir> (a git work tree at the series' pin) with the series
# patches/<name> of winport, or the folder <dir>. The apply is all or nothing and idempotent, so
# calling this on every configure is safe: the first configure patches the tree, later ones see
# the record (in the source's .git dir) and do nothing; a changed series replaces the old one.
# A failure is a configure error quoting the per-patch report; the tree is then left as it was.
#
# With COMMAND_VARIABLE nothing runs now: <var> receives the command line, for a FetchContent or
# ExternalProject PATCH_COMMAND (SOURCE_DIR may then be the <SOURCE_DIR> placeholder):
#
#   winport_apply_patches(SOURCE_DIR <SOURCE_DIR> ENGINE mlx COMMAND_VARIABLE mlx_patch)
#   FetchContent_Declare(mlx GIT_REPOSITORY https://github.com/ml-explore/mlx.git
#                        GIT_TAG <the pin's commit> PATCH_COMMAND ${mlx_patch})
#
# After population, the direct form is simpler:
#
#   FetchContent_Populate(mlx ...)   # or FetchContent_GetProperties + MakeAvailable
#   winport_apply_patches(SOURCE_DIR "${mlx_SOURCE_DIR}" ENGINE mlx)
#
# Needs git on PATH (Git for Windows). The folder format is in patches/README.md.
include_guard(GLOBAL)

# In the source tree this is <winport>/cmake/../scripts/patches; an install that puts scripts/
# and patches/ next to its modules/ folder keeps the same relative layout.
get_filename_component(_winport_patches_script
  "${CMAKE_CURRENT_LIST_DIR}/../scripts/patches/winport-patches.cmake" ABSOLUTE)
set(WINPORT_PATCHES_SCRIPT "${_winport_patches_script}" CACHE INTERNAL "winport-patches' CMake script")

function(winport_apply_patches)
  cmake_parse_arguments(PARSE_ARGV 0 arg "ALLOW_DIRTY" "SOURCE_DIR;ENGINE;SERIES_DIR;JSON;COMMAND_VARIABLE" "")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "winport_apply_patches: unknown arguments ${arg_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT arg_SOURCE_DIR)
    message(FATAL_ERROR "winport_apply_patches: SOURCE_DIR is required")
  endif()
  if((arg_ENGINE AND arg_SERIES_DIR) OR (NOT arg_ENGINE AND NOT arg_SERIES_DIR))
    message(FATAL_ERROR "winport_apply_patches: give ENGINE <name> or SERIES_DIR <dir>")
  endif()
  set(script "${WINPORT_PATCHES_SCRIPT}")
  if(NOT EXISTS "${script}")
    message(FATAL_ERROR "winport_apply_patches: ${script} is missing (this winport has no scripts/patches)")
  endif()
  set(command "${CMAKE_COMMAND}" -P "${script}" apply --source "${arg_SOURCE_DIR}")
  if(arg_ENGINE)
    list(APPEND command --engine "${arg_ENGINE}")
  else()
    get_filename_component(series "${arg_SERIES_DIR}" ABSOLUTE)
    list(APPEND command --series-dir "${series}")
  endif()
  if(arg_ALLOW_DIRTY)
    list(APPEND command --allow-dirty)
  endif()
  if(arg_JSON)
    list(APPEND command --json "${arg_JSON}")
  endif()
  if(arg_COMMAND_VARIABLE)
    set(${arg_COMMAND_VARIABLE} "${command}" PARENT_SCOPE)
    return()
  endif()
  execute_process(COMMAND ${command} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "winport_apply_patches: patching ${arg_SOURCE_DIR} failed; it was left as it was.\n${out}${err}")
  endif()
  string(STRIP "${out}${err}" report)
  string(REGEX MATCH "[^\n]*$" last_line "${report}")
  message(STATUS "winport_apply_patches(${arg_SOURCE_DIR}): ${last_line}")
endfunction()
