# SPDX-License-Identifier: BSD-3-Clause
# GateDeps.cmake: --deps-dir, checked against the engine's dependency lock before the configure.
#
# With a lock (deps.lock beside the profile: patches/<engine>/deps.lock), every entry the scenario
# downloads on this host must be in <deps-dir>/<name> and verify (scripts/deps/DepsLock.cmake):
# a mismatch is a DEPS_MISMATCH blocker and the configure does not run, since it would build
# from something else. Only verified entries are handed to FetchContent; a folder the lock does
# not list is left out. After the configure (fully disconnected), a dependency FetchContent
# still wanted that the lock does not list is a DEPS_NOT_IN_LOCK blocker.
# Without a lock, every <deps-dir>/<name> is mapped as given, unverified (the report says so).
include_guard(GLOBAL)
include("${GATE_WINPORT_ROOT}/scripts/deps/DepsLock.cmake")

# gate_deps_lock_file(<out>): the lock beside the profile, or "".
function(gate_deps_lock_file out)
  get_filename_component(dir "${GATE_PROFILE}" DIRECTORY)
  if(EXISTS "${dir}/deps.lock")
    set(${out} "${dir}/deps.lock" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# gate_deps_arguments(<args-var> <ok-var>): the configure's FETCHCONTENT_* arguments for
# GATE_DEPS_DIR; <ok-var> is FALSE when a locked dependency does not verify (blockers raised).
function(gate_deps_arguments args_var ok_var)
  set(args "")
  set(ok TRUE)
  set(report "[]")
  gate_deps_lock_file(lock)
  if(lock)
    deps_lock_read("${lock}" error)
    if(error)
      gate_harness_error("the dependency lock cannot be read: ${error}")
      set(${ok_var} FALSE PARENT_SCOPE)
      return()
    endif()
    # The platform the engine is configured for: the host's, or Windows through the lane (whose
    # configure takes the Windows-only entries, such as MLX's dlfcn-win32).
    deps_host_platform(platform)
    if(GATE_FOR_WINDOWS)
      set(platform windows)
    endif()
    deps_select(selected "${GATE_SCENARIO}" "${platform}")
    file(RELATIVE_PATH lock_rel "${GATE_WINPORT_ROOT}" "${lock}")
    foreach(name IN LISTS selected)
      set(dir "${GATE_DEPS_DIR}/${name}")
      deps_verify_entry(problems detail ${name} "${dir}")
      deps_get(kind ${name} kind)
      set(verified true)
      if(problems)
        set(verified false)
        set(ok FALSE)
        foreach(problem IN LISTS problems)
          gate_blocker(PHASE configure ID DEPS_MISMATCH CODE "${name}"
            MESSAGE "${problem} (lock: ${lock_rel})")
        endforeach()
        list(JOIN problems "; " detail)
      else()
        string(TOUPPER "${name}" upper)
        list(APPEND args "-DFETCHCONTENT_SOURCE_DIR_${upper}=${dir}")
      endif()
      winport_json_quote(q_name "${name}")
      winport_json_quote(q_kind "${kind}")
      winport_json_quote(q_dir "${dir}")
      winport_json_quote(q_detail "${detail}")
      string(JSON n LENGTH "${report}")
      string(JSON report SET "${report}" ${n}
        "{\"name\": ${q_name}, \"kind\": ${q_kind}, \"dir\": ${q_dir}, \"verified\": ${verified}, \"detail\": ${q_detail}}")
    endforeach()
    set_property(GLOBAL PROPERTY GATE_DEPS_LOCKED "${selected}")
  else()
    file(GLOB deps LIST_DIRECTORIES true "${GATE_DEPS_DIR}/*")
    set(mapped "")
    foreach(dir IN LISTS deps)
      if(IS_DIRECTORY "${dir}")
        get_filename_component(name "${dir}" NAME)
        list(APPEND mapped "${name}")
        string(TOUPPER "${name}" upper)
        list(APPEND args "-DFETCHCONTENT_SOURCE_DIR_${upper}=${dir}")
        winport_json_quote(q_name "${name}")
        winport_json_quote(q_dir "${dir}")
        string(JSON n LENGTH "${report}")
        string(JSON report SET "${report}" ${n}
          "{\"name\": ${q_name}, \"kind\": \"unknown\", \"dir\": ${q_dir}, \"verified\": false, \"detail\": \"no dependency lock: used as given\"}")
      endif()
    endforeach()
    set_property(GLOBAL PROPERTY GATE_DEPS_LOCKED "${mapped}")
  endif()
  list(APPEND args -DFETCHCONTENT_FULLY_DISCONNECTED=ON
    "-DCMAKE_PROJECT_TOP_LEVEL_INCLUDES=${GATE_WINPORT_ROOT}/scripts/gate/fetchcontent-recorder.cmake")
  file(REMOVE "${GATE_BUILD_DIR}/winport-gate-fetchcontent.txt")
  set_property(GLOBAL PROPERTY GATE_DEPENDENCIES "${report}")
  set(${args_var} "${args}" PARENT_SCOPE)
  set(${ok_var} ${ok} PARENT_SCOPE)
endfunction()

# gate_deps_unlisted(<out>): dependencies the configure wanted from FetchContent that are not
# among those the gate gave a source for (the lock's, or without a lock the --deps-dir folders): the names fetchcontent-recorder.cmake wrote, and any
# _deps/<name>-subbuild or -src folder (FetchContent lower-cases names in folder names).
function(gate_deps_unlisted out)
  get_property(locked GLOBAL PROPERTY GATE_DEPS_LOCKED)
  string(TOLOWER "${locked}" locked)
  set(names "")
  if(EXISTS "${GATE_BUILD_DIR}/winport-gate-fetchcontent.txt")
    file(STRINGS "${GATE_BUILD_DIR}/winport-gate-fetchcontent.txt" names)
  endif()
  file(GLOB folders LIST_DIRECTORIES true "${GATE_BUILD_DIR}/_deps/*-subbuild" "${GATE_BUILD_DIR}/_deps/*-src")
  foreach(folder IN LISTS folders)
    get_filename_component(name "${folder}" NAME)
    string(REGEX REPLACE "-(subbuild|src)$" "" name "${name}")
    list(APPEND names "${name}")
  endforeach()
  set(unlisted "")
  foreach(name IN LISTS names)
    string(TOLOWER "${name}" lower)
    if(NOT lower IN_LIST locked AND NOT lower IN_LIST unlisted)
      list(APPEND unlisted "${lower}")
    endif()
  endforeach()
  set(${out} "${unlisted}" PARENT_SCOPE)
endfunction()
