# SPDX-License-Identifier: BSD-3-Clause
# DepsLock.cmake: an engine's dependency lock (patches/<engine>/deps.lock) and its verification.
# Shared by scripts/deps/winport-deps.cmake and the gate's --deps-dir.
#
# Lock format (version 1): '#' starts a comment line; a section "[<name>]" per dependency, named
# as FetchContent knows it (so <deps-dir>/<name> is FETCHCONTENT_SOURCE_DIR_<NAME>); then
# "key = value" lines:
#   kind            git | archive                                  (required)
#   url             where upstream's CMake downloads it from       (required)
#   tag, commit     git: the tag upstream names and its commit id  (required for git)
#   version         archive: the release it is
#   archive-sha256  archive: SHA-256 of the archive file, optionally followed by a word saying
#                   where it came from ("third-party"); empty when unrecorded
#   git             archive: "<url> <tag> <commit>" of the repository the archive is made from,
#                   so a clone can stand in for the download
#   git-layout      archive: "<path in the repository>=<path in the archive>" ..., how to build the
#                   archive's layout from that clone (CCCL's archive is not its repository)
#   content         folders whose files content-sha256 covers (default: the whole entry)
#   content-sha256  SHA-256 of the staged files themselves (see deps_content_hash): what verifies
#                   an archive, and a git entry staged without its .git folder; empty until
#                   `winport-deps record` writes it
#   scenarios       the gate scenarios that download it
#   platforms       windows and/or linux: the hosts whose configure downloads it
#   layout          paths that must exist in the staged folder (what the engine's CMake uses)
#
# Verification of <dir>/<name> (deps_verify_entry), each failure one line naming the entry:
#   missing folder; a layout path missing; for a git checkout, its files (every one present) not
#   exactly the tree of the locked commit (deps_check_checkout); otherwise the content hash
#   differing (or unrecorded, unless DEPS_ACCEPT_UNRECORDED is set: `stage` of an entry whose hash
#   is to be recorded next); in both, a .git inside, a link out of the folder, a name that cannot
#   be listed exactly (DepsTree.cmake). What this guarantees: docs/deps-threat-model.md.
include_guard(GLOBAL)
include("${CMAKE_CURRENT_LIST_DIR}/DepsTree.cmake")

set(_DEPS_KEYS kind url tag commit version archive-sha256 git git-layout content content-sha256
  scenarios platforms layout)

# deps_lock_read(<file> <error-var>): loads the lock into global properties DEPS_ENTRIES and
# DEPS_<name>_<key>; <error-var> is empty, or says what is wrong with the file (and where).
function(deps_lock_read file error_var)
  set(${error_var} "" PARENT_SCOPE)
  if(NOT EXISTS "${file}")
    set(${error_var} "${file} does not exist" PARENT_SCOPE)
    return()
  endif()
  file(STRINGS "${file}" lines)
  set(entries "")
  set(current "")
  set(number 0)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    string(STRIP "${line}" line)
    if(line STREQUAL "" OR line MATCHES "^#")
      continue()
    elseif(line MATCHES "^\\[([A-Za-z0-9][A-Za-z0-9_.-]*)\\]$")
      set(current "${CMAKE_MATCH_1}")
      if(current IN_LIST entries)
        set(${error_var} "${file}:${number}: [${current}] appears twice" PARENT_SCOPE)
        return()
      endif()
      list(APPEND entries "${current}")
      foreach(key IN LISTS _DEPS_KEYS)
        set_property(GLOBAL PROPERTY DEPS_${current}_${key} "")
      endforeach()
    elseif(line MATCHES "^([a-z0-9-]+)[ \t]*=[ \t]*(.*)$")
      set(key "${CMAKE_MATCH_1}")
      set(value "${CMAKE_MATCH_2}")
      if(current STREQUAL "")
        set(${error_var} "${file}:${number}: '${key}' before any [<name>] section" PARENT_SCOPE)
        return()
      endif()
      if(NOT key IN_LIST _DEPS_KEYS)
        set(${error_var} "${file}:${number}: unknown key '${key}'" PARENT_SCOPE)
        return()
      endif()
      separate_arguments(value UNIX_COMMAND "${value}")
      set_property(GLOBAL PROPERTY DEPS_${current}_${key} "${value}")
    else()
      set(${error_var} "${file}:${number}: expected '[<name>]' or '<key> = <value>', got: ${line}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  foreach(name IN LISTS entries)
    get_property(kind GLOBAL PROPERTY DEPS_${name}_kind)
    set(required kind url scenarios platforms layout)
    if(kind STREQUAL "git")
      list(APPEND required tag commit)
    elseif(NOT kind STREQUAL "archive")
      set(${error_var} "${file}: [${name}]: kind must be git or archive, not '${kind}'" PARENT_SCOPE)
      return()
    endif()
    foreach(key IN LISTS required)
      get_property(value GLOBAL PROPERTY DEPS_${name}_${key})
      if(value STREQUAL "")
        set(${error_var} "${file}: [${name}]: '${key}' is required" PARENT_SCOPE)
        return()
      endif()
    endforeach()
    # Every path the lock names stays inside the entry's folder.
    foreach(key layout content git-layout)
      get_property(paths GLOBAL PROPERTY DEPS_${name}_${key})
      foreach(path IN LISTS paths)
        if(key STREQUAL "git-layout" AND NOT path MATCHES "^[^=]+=[^=]+$")
          set(${error_var} "${file}: [${name}]: git-layout takes <path in the repository>=<path in the archive>, not '${path}'" PARENT_SCOPE)
          return()
        endif()
        if(path MATCHES "(^|=)/|(^|=)[A-Za-z]:|\\\\|(^|[/=])\\.\\.(/|=|$)")
          set(${error_var} "${file}: [${name}]: ${key} ${path} leaves the entry's folder" PARENT_SCOPE)
          return()
        endif()
      endforeach()
    endforeach()
  endforeach()
  set_property(GLOBAL PROPERTY DEPS_ENTRIES "${entries}")
  set_property(GLOBAL PROPERTY DEPS_LOCK_FILE "${file}")
endfunction()

# deps_get(<out> <name> <key>)
function(deps_get out name key)
  get_property(value GLOBAL PROPERTY DEPS_${name}_${key})
  set(${out} "${value}" PARENT_SCOPE)
endfunction()

# deps_host_platform(<out>): windows or linux, the platform key of the host the gate runs on.
function(deps_host_platform out)
  if(CMAKE_HOST_WIN32)
    set(${out} windows PARENT_SCOPE)
  else()
    set(${out} linux PARENT_SCOPE)
  endif()
endfunction()

# deps_select(<out> <scenario> <platform>): the entries a configure of <scenario> on <platform>
# downloads; an empty scenario or the platform "all" selects every one.
function(deps_select out scenario platform)
  get_property(entries GLOBAL PROPERTY DEPS_ENTRIES)
  set(selected "")
  foreach(name IN LISTS entries)
    deps_get(scenarios ${name} scenarios)
    deps_get(platforms ${name} platforms)
    if((scenario STREQUAL "" OR scenario IN_LIST scenarios)
       AND (platform STREQUAL "all" OR platform IN_LIST platforms))
      list(APPEND selected "${name}")
    endif()
  endforeach()
  set(${out} "${selected}" PARENT_SCOPE)
endfunction()

# deps_verify_entry(<problems-var> <detail-var> <name> <dir>): checks <dir> (the staged folder of
# entry <name>) against the lock. <problems-var>: one line per mismatch, empty when it verifies;
# <detail-var>: what was verified ("commit <id>" or "content-sha256 <hash>").
function(deps_verify_entry problems_var detail_var name dir)
  set(problems "")
  set(detail "")
  deps_get(kind ${name} kind)
  if(NOT IS_DIRECTORY "${dir}")
    set(${problems_var} "${name}: not staged (expected the folder ${dir})" PARENT_SCOPE)
    set(${detail_var} "" PARENT_SCOPE)
    return()
  endif()
  deps_get(layout ${name} layout)
  foreach(path IN LISTS layout)
    if(NOT EXISTS "${dir}/${path}")
      list(APPEND problems "${name}: layout path ${path} is missing (the engine's CMake uses it)")
    endif()
  endforeach()
  deps_get(commit ${name} commit)
  deps_get(tag ${name} tag)
  deps_get(content ${name} content)
  deps_get(recorded ${name} content-sha256)
  if(kind STREQUAL "git" AND (EXISTS "${dir}/.git" OR IS_SYMLINK "${dir}/.git"))
    deps_check_checkout(found ${name} "${dir}" "${commit}" "${tag}")
    if(found)
      list(APPEND problems ${found})
    else()
      set(detail "commit ${commit}")
    endif()
  else()
    set(skip_top_git FALSE)
    if(kind STREQUAL "git")
      set(skip_top_git TRUE)
    endif()
    string(REPLACE ";" " " scope "${content}")   # one line even for several folders
    if(scope STREQUAL "")
      set(scope "the whole folder")
    endif()
    if(recorded STREQUAL "" OR recorded MATCHES "^@")
      if(NOT DEPS_ACCEPT_UNRECORDED)
        if(kind STREQUAL "git")
          list(APPEND problems "${name}: not a git checkout (no .git), and the lock records no content-sha256 to check it by (stage it with winport-deps stage)")
        else()
          list(APPEND problems "${name}: the lock records no content-sha256 yet (run winport-deps record once on a staging you trust)")
        endif()
      endif()
    endif()
    if(NOT problems)
      deps_content_hash(found "${dir}" ${skip_top_git} ${content})
      foreach(problem IN LISTS found_PROBLEMS)
        list(APPEND problems "${name}: ${problem}")
      endforeach()
      if(problems)
      elseif(recorded STREQUAL "" OR recorded MATCHES "^@")
        # Staging an upstream that publishes no hash, for the first time: say so, record later.
        set(detail "content-sha256 ${found}, not in the lock yet (winport-deps record)")
      elseif(found_FILES EQUAL 0)
        list(APPEND problems "${name}: no files under ${scope}, so nothing matches the lock's content-sha256")
      elseif(NOT found STREQUAL recorded)
        list(APPEND problems "${name}: content-sha256 of ${scope} is ${found} (${found_FILES} files), the lock says ${recorded}")
      else()
        set(detail "content-sha256 ${found}")
      endif()
    endif()
  endif()
  if(problems)
    set(detail "")
  endif()
  set(${problems_var} "${problems}" PARENT_SCOPE)
  set(${detail_var} "${detail}" PARENT_SCOPE)
endfunction()
