# SPDX-License-Identifier: BSD-3-Clause
# DepsTree.cmake: what a staged folder holds, read without trusting it (docs/deps-threat-model.md).
# Nothing here runs anything a staged tree configures: files are listed and hashed by CMake, and
# a git checkout is compared with its locked commit by git run from a scratch repository of our
# own (deps_tree_git), never with the staged .git's configuration, hooks, filters or index.
include_guard(GLOBAL)

# deps_tree_walk(<prefix> <dir> <skip-top-git> <folder>...): every file and link under
# <dir>/<folder>... (all of <dir> for "."), symlinks not followed. Sets <prefix>_ENTRIES (paths
# relative to <dir>, sorted; folders are not entries) and <prefix>_PROBLEMS (one line each: a
# .git inside, a link leading out of <dir>, a name CMake cannot list exactly). With
# <skip-top-git>, <dir>/.git itself is left out (a git entry's own repository).
# Lists are built by whole-list operations, never grown an item at a time: growing a CMake list
# or string copies it each time, which made 30,000 files take minutes.
function(deps_tree_walk prefix dir skip_top_git)
  get_filename_component(root_real "${dir}" REALPATH)
  set(entries "")
  set(gits "")
  set(problems "")
  foreach(folder IN LISTS ARGN)
    if(folder STREQUAL ".")
      set(base "${dir}")
    elseif(IS_SYMLINK "${dir}/${folder}")
      list(APPEND problems "${folder} is a link, not a folder of the entry")
      continue()
    elseif(IS_DIRECTORY "${dir}/${folder}")
      set(base "${dir}/${folder}")
    else()
      continue()
    endif()
    file(GLOB_RECURSE listed LIST_DIRECTORIES false RELATIVE "${dir}" "${base}/*")
    # Folders too, for a .git folder (an empty one lists no file).
    file(GLOB_RECURSE named_git LIST_DIRECTORIES true RELATIVE "${dir}" "${base}/*")
    list(FILTER named_git INCLUDE REGEX "(^|/)\\.git$")
    # A name holding ';' (CMake's list separator) comes back as pieces: each piece is a name
    # that does not exist (below), or one listed already. Either way it is counted, not dropped.
    list(LENGTH listed listed_count)
    list(REMOVE_DUPLICATES listed)
    list(LENGTH listed unique_count)
    if(NOT listed_count EQUAL unique_count)
      list(APPEND problems "a name under ${folder} holds a semicolon (it cannot be told from the names it splits into)")
    endif()
    list(APPEND entries ${listed})
    list(APPEND gits ${named_git})
  endforeach()
  list(REMOVE_DUPLICATES entries) # content folders may overlap
  if(skip_top_git)
    list(REMOVE_ITEM gits .git)
    list(FILTER entries EXCLUDE REGEX "^\\.git/")
  endif()
  foreach(path IN LISTS gits)
    list(APPEND problems "${path}: a .git inside the entry (no locked tree holds one)")
  endforeach()
  list(FILTER entries EXCLUDE REGEX "(^|/)\\.git(/|$)")
  foreach(path IN LISTS entries)
    if(IS_SYMLINK "${dir}/${path}")
      deps_link_inside(inside "${dir}" "${root_real}" "${path}")
      if(NOT inside)
        list(APPEND problems "${path} links outside the entry (to ${DEPS_LINK_TARGET})")
      endif()
    elseif(path STREQUAL "" OR path MATCHES "/$" OR NOT EXISTS "${dir}/${path}")
      list(APPEND problems "'${path}' is listed but cannot be read (a name holding a semicolon, a bracket or a backslash?)")
    endif()
  endforeach()
  list(SORT entries)
  set(${prefix}_ENTRIES "${entries}" PARENT_SCOPE)
  set(${prefix}_PROBLEMS "${problems}" PARENT_SCOPE)
endfunction()

# deps_link_inside(<out> <dir> <dir's real path> <path>): whether the link <dir>/<path> resolves
# inside <dir>, both as written and through any links on its way; DEPS_LINK_TARGET is its target.
function(deps_link_inside out dir root_real path)
  file(READ_SYMLINK "${dir}/${path}" target)
  set(DEPS_LINK_TARGET "${target}" PARENT_SCOPE)
  set(${out} FALSE PARENT_SCOPE)
  if(IS_ABSOLUTE "${target}" OR target MATCHES "^[A-Za-z]:|\\\\")
    return()
  endif()
  get_filename_component(parent "${path}" DIRECTORY)
  cmake_path(SET written NORMALIZE "./${parent}/${target}")
  if(written MATCHES "^\\.\\.(/|$)")
    return()
  endif()
  get_filename_component(real "${dir}/${path}" REALPATH)
  string(LENGTH "${root_real}/" n)
  string(SUBSTRING "${real}/" 0 ${n} head)
  if(head STREQUAL "${root_real}/")
    set(${out} TRUE PARENT_SCOPE)
  endif()
endfunction()

# deps_manifest_name(<out> <path>): <path> as a manifest line writes it: '\', CR and LF escaped,
# so no name can forge a line (a name without them is written as it is: hashes recorded before
# stay valid).
function(deps_manifest_name out path)
  string(REPLACE "\\" "\\\\" path "${path}")
  string(REPLACE "\n" "\\n" path "${path}")
  string(REPLACE "\r" "\\r" path "${path}")
  set(${out} "${path}" PARENT_SCOPE)
endfunction()

# deps_content_hash(<out> <dir> <skip-top-git> [<folder>...]): SHA-256 of the files under
# <dir>/<folder>... (all of <dir> when none is given): one line "<path relative to dir> <SHA-256
# of its bytes>" per file, a link as "<path> -> <target>", sorted by path, hashed. It names files
# and bytes only, so a git checkout, an unpacked release archive and a layout rebuilt from a clone
# hash alike when their files are the same; line endings count (stage with git's autocrlf off:
# winport-deps does). Sets <out>_FILES (how many) and <out>_PROBLEMS (deps_tree_walk's; the hash
# means nothing while there are any).
function(deps_content_hash out dir skip_top_git)
  set(folders ${ARGN})
  if(NOT folders)
    set(folders .)
  endif()
  deps_tree_walk(tree "${dir}" ${skip_top_git} ${folders})
  list(LENGTH tree_ENTRIES count)
  set(${out}_FILES ${count} PARENT_SCOPE)
  set(${out}_PROBLEMS "${tree_PROBLEMS}" PARENT_SCOPE)
  if(tree_PROBLEMS)
    # Not hashed: an entry listed but unreadable would stop CMake with an error of its own.
    set(${out} "" PARENT_SCOPE)
    return()
  endif()
  # In chunks of 500 lines: appending to one long string, line by line, copies it each time.
  set(manifest "")
  set(chunk "")
  set(in_chunk 0)
  foreach(path IN LISTS tree_ENTRIES)
    set(shown "${path}")
    if(path MATCHES "[\\\n\r]")
      deps_manifest_name(shown "${path}")
    endif()
    if(IS_SYMLINK "${dir}/${path}")
      file(READ_SYMLINK "${dir}/${path}" target)
      deps_manifest_name(target "${target}")
      string(APPEND chunk "${shown} -> ${target}\n")
    else()
      # An empty file is not opened: a FIFO or a device (size 0 too) would block the read.
      # Either counts as present, like any other entry.
      file(SIZE "${dir}/${path}" size)
      if(size EQUAL 0)
        set(sum e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855)
      else()
        file(SHA256 "${dir}/${path}" sum)
      endif()
      string(APPEND chunk "${shown} ${sum}\n")
    endif()
    math(EXPR in_chunk "${in_chunk} + 1")
    if(in_chunk EQUAL 500)
      string(APPEND manifest "${chunk}")
      set(chunk "")
      set(in_chunk 0)
    endif()
  endforeach()
  string(APPEND manifest "${chunk}")
  string(SHA256 hash "${manifest}")
  set(${out} "${hash}" PARENT_SCOPE)
endfunction()

# A staged .git can hold a FIFO where git expects an object file: git would wait on it forever.
set(DEPS_TREE_GIT_TIMEOUT 600)
# Git for Windows checks a link out as a file holding its target (core.symlinks is false there):
# the index, which starts as the locked tree, keeps such a file a link of that target.
if(CMAKE_HOST_WIN32)
  set(DEPS_TREE_GIT_SYMLINKS false)
else()
  set(DEPS_TREE_GIT_SYMLINKS true)
endif()

# deps_tree_git(<scratch> <work-tree> <args>...): git on a scratch repository of our own, with
# <work-tree> as its work tree and the staged .git's objects readable (as an alternate): no
# system, global or staged configuration, no hooks, no fsmonitor, no replace objects, no
# attributes that convert (info/attributes turns them off), the scratch index. Sets
# DEPS_TREE_GIT_RC and DEPS_TREE_GIT_OUT (stdout, trailing newline stripped), or writes stdout as
# it is to the file DEPS_TREE_GIT_TO_FILE names.
function(deps_tree_git scratch work_tree)
  set(output OUTPUT_VARIABLE out)
  if(DEPS_TREE_GIT_TO_FILE)
    set(output OUTPUT_FILE "${DEPS_TREE_GIT_TO_FILE}")
  endif()
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env
      --unset=GIT_CONFIG_PARAMETERS --unset=GIT_CONFIG_COUNT --unset=GIT_CONFIG
      --unset=GIT_COMMON_DIR --unset=GIT_NAMESPACE --unset=GIT_REPLACE_REF_BASE
      GIT_CONFIG_NOSYSTEM=1 "GIT_CONFIG_GLOBAL=${scratch}/empty" "HOME=${scratch}"
      "XDG_CONFIG_HOME=${scratch}" GIT_ATTR_NOSYSTEM=1 GIT_NO_REPLACE_OBJECTS=1
      GIT_TERMINAL_PROMPT=0 GIT_OPTIONAL_LOCKS=0 "GIT_DIR=${scratch}/repo"
      "GIT_WORK_TREE=${work_tree}" "GIT_INDEX_FILE=${scratch}/index"
      "GIT_OBJECT_DIRECTORY=${scratch}/repo/objects"
      "GIT_ALTERNATE_OBJECT_DIRECTORIES=${work_tree}/.git/objects"
      "${DEPS_GIT}" -c core.fsmonitor=false -c "core.hooksPath=${scratch}/no-hooks"
      -c core.autocrlf=false -c core.safecrlf=false -c core.fileMode=false
      -c core.symlinks=${DEPS_TREE_GIT_SYMLINKS} -c core.longpaths=true
      -c core.untrackedCache=false -c core.splitIndex=false -c core.ignoreCase=false
      -c core.quotePath=true -c safe.directory=* ${ARGN}
    WORKING_DIRECTORY "${scratch}" RESULT_VARIABLE rc ${output} ERROR_VARIABLE err
    OUTPUT_STRIP_TRAILING_WHITESPACE TIMEOUT ${DEPS_TREE_GIT_TIMEOUT})
  if(NOT rc MATCHES "^[0-9]+$")
    set(err "git did not finish in ${DEPS_TREE_GIT_TIMEOUT} s (${rc}): a FIFO among its objects?")
    set(rc 1)
  endif()
  string(REGEX REPLACE "\n.*" "" err "${err}")
  set(DEPS_TREE_GIT_RC ${rc} PARENT_SCOPE)
  set(DEPS_TREE_GIT_OUT "${out}" PARENT_SCOPE)
  set(DEPS_TREE_GIT_ERR "${err}" PARENT_SCOPE)
endfunction()

# deps_scratch_dir(<out>): a new empty folder in the system's temporary folder.
function(deps_scratch_dir out)
  foreach(var TMPDIR TEMP TMP)
    if(NOT "$ENV{${var}}" STREQUAL "" AND IS_DIRECTORY "$ENV{${var}}")
      file(TO_CMAKE_PATH "$ENV{${var}}" base)
      break()
    endif()
  endforeach()
  if(NOT base)
    set(base /tmp)
  endif()
  string(RANDOM LENGTH 12 tag)
  set(dir "${base}/winport-deps-${tag}")
  file(MAKE_DIRECTORY "${dir}")
  set(${out} "${dir}" PARENT_SCOPE)
endfunction()

# deps_checkout_shape(<problems-var> <name> <dir>): what keeps the checkout <dir> from being
# compared at all: deps_tree_walk's problems, a .git that is not a plain repository folder, an
# object file git would hang on. Sets <problems-var> and DEPS_CHECKOUT_ENTRIES (the walk's).
function(deps_checkout_shape problems_var name dir)
  deps_tree_walk(tree "${dir}" TRUE .)
  set(problems "")
  foreach(problem IN LISTS tree_PROBLEMS)
    list(APPEND problems "${name}: ${problem}")
  endforeach()
  if(IS_SYMLINK "${dir}/.git" OR NOT IS_DIRECTORY "${dir}/.git/objects" OR IS_SYMLINK "${dir}/.git/objects")
    list(APPEND problems "${name}: its .git is not a repository folder of its own (a link or a gitdir file)")
  elseif(EXISTS "${dir}/.git/objects/info/alternates")
    list(APPEND problems "${name}: its .git borrows objects from elsewhere (objects/info/alternates)")
  else()
    # git opens object files without asking what they are: a FIFO there would hold it forever.
    file(GLOB_RECURSE objects LIST_DIRECTORIES false RELATIVE "${dir}/.git/objects" "${dir}/.git/objects/*")
    foreach(object IN LISTS objects)
      if(object MATCHES "^([0-9a-f][0-9a-f]/[0-9a-f]+|pack/.*)$")
        if(IS_SYMLINK "${dir}/.git/objects/${object}")
          set(size 0)
        else()
          file(SIZE "${dir}/.git/objects/${object}" size)
        endif()
        if(size EQUAL 0)
          list(APPEND problems "${name}: .git/objects/${object} is a link or empty (not an object git wrote)")
          break()
        endif()
      endif()
    endforeach()
  endif()
  if(NOT DEPS_GIT)
    find_program(DEPS_GIT git)
    if(NOT DEPS_GIT)
      list(APPEND problems "${name}: git is not on PATH, and a git checkout is verified with it")
    endif()
  endif()
  set(${problems_var} "${problems}" PARENT_SCOPE)
  set(DEPS_CHECKOUT_ENTRIES "${tree_ENTRIES}" PARENT_SCOPE)
endfunction()

# deps_check_checkout(<problems-var> <name> <dir> <commit> <tag>): whether the files of the
# git checkout <dir> are exactly the tree of <commit>: every file and link present (untracked,
# ignored, hidden by index flags alike) is hashed from the disk into a scratch index, and its tree
# is compared with the tree the commit object names, that object's own hash checked first.
function(deps_check_checkout problems_var name dir commit tag)
  set(${problems_var} "" PARENT_SCOPE)
  deps_checkout_shape(problems ${name} "${dir}")
  if(problems)
    set(${problems_var} "${problems}" PARENT_SCOPE)
    return()
  endif()
  deps_scratch_dir(scratch)
  file(WRITE "${scratch}/empty" "")
  file(MAKE_DIRECTORY "${scratch}/repo/objects" "${scratch}/repo/refs" "${scratch}/repo/info")
  file(WRITE "${scratch}/repo/HEAD" "ref: refs/heads/main\n")
  file(WRITE "${scratch}/repo/config" "[core]\n\trepositoryformatversion = 0\n\tbare = false\n")
  # No filter driver, keyword or re-encoding runs; line endings are compared as the checkout wrote
  # them: for files the locked tree's own .gitattributes marks as text, as git compares them
  # (a checkout on Windows writes CRLF there), every other file byte for byte.
  file(WRITE "${scratch}/repo/info/attributes" "* -filter -ident -working-tree-encoding\n")
  set(why "")
  # 1. The locked commit, its object's hash checked: the tree it names is what the files must be.
  set(DEPS_TREE_GIT_TO_FILE "${scratch}/commit")
  deps_tree_git("${scratch}" "${dir}" cat-file commit "${commit}")
  unset(DEPS_TREE_GIT_TO_FILE)
  file(STRINGS "${scratch}/commit" commit_text LIMIT_COUNT 1)
  deps_tree_git("${scratch}" "${dir}" hash-object -t commit --no-filters "${scratch}/commit")
  string(REGEX MATCH "^tree ([0-9a-f]+)" _ "${commit_text}")
  set(locked_tree "${CMAKE_MATCH_1}")
  if(NOT DEPS_TREE_GIT_OUT STREQUAL commit OR locked_tree STREQUAL "")
    set(why "its .git does not hold the lock's commit ${commit} (${tag}) intact")
  endif()
  # 2. Every file and link present, hashed from the disk into an index that starts as the
  #    locked tree (so file modes, which not every file system keeps, come from the lock).
  if(NOT why)
    deps_tree_git("${scratch}" "${dir}" read-tree "${locked_tree}")
    if(NOT DEPS_TREE_GIT_RC EQUAL 0)
      set(why "its .git does not hold the tree of ${commit} (${tag}): ${DEPS_TREE_GIT_ERR}")
    endif()
  endif()
  if(NOT why)
    deps_tree_git("${scratch}" "${dir}" add --all --force)
    if(NOT DEPS_TREE_GIT_RC EQUAL 0)
      set(why "git cannot index its files: ${DEPS_TREE_GIT_ERR}")
    endif()
  endif()
  if(NOT why)
    # Files and links only: a submodule (a gitlink, mode 160000) is an empty folder on disk.
    deps_tree_git("${scratch}" "${dir}" ls-files --stage)
    string(REGEX MATCHALL "(^|\n)(100644|100755|120000) " indexed "${DEPS_TREE_GIT_OUT}")
    list(LENGTH indexed n_indexed)
    list(LENGTH DEPS_CHECKOUT_ENTRIES n_present)
    math(EXPR n_other "${n_present} - ${n_indexed}")
    if(NOT n_other EQUAL 0)
      set(why "${n_other} entries present that git does not index: FIFOs, devices, sockets, or files in a submodule's folder")
    endif()
  endif()
  if(NOT why)
    deps_tree_git("${scratch}" "${dir}" write-tree)
    set(work_tree "${DEPS_TREE_GIT_OUT}")
    if(NOT DEPS_TREE_GIT_RC EQUAL 0)
      set(why "git cannot write the tree of its files: ${DEPS_TREE_GIT_ERR}")
    elseif(NOT work_tree STREQUAL locked_tree)
      deps_checkout_difference(why "${scratch}" "${dir}" ${commit} ${tag} ${locked_tree} ${work_tree})
    endif()
  endif()
  file(REMOVE_RECURSE "${scratch}")
  if(why)
    set(${problems_var} "${name}: ${why}" PARENT_SCOPE)
  endif()
endfunction()

# deps_checkout_difference(<out> <scratch> <dir> <commit> <tag> <locked tree> <work tree>): one
# line saying how the checkout differs: its HEAD when that names another commit, and the first
# five paths that differ.
function(deps_checkout_difference out scratch dir commit tag locked_tree work_tree)
  deps_tree_git("${scratch}" "${dir}" diff-tree -r --name-status "${locked_tree}" "${work_tree}")
  string(REGEX MATCHALL "[^\n]+" changes "${DEPS_TREE_GIT_OUT}")
  list(LENGTH changes n_changes)
  if(n_changes GREATER 5)
    list(SUBLIST changes 0 5 changes)
    list(APPEND changes "... (${n_changes} in all)")
  endif()
  list(JOIN changes ", " changes)
  string(REPLACE "\t" " " changes "${changes}")
  set(head "")
  if(NOT IS_SYMLINK "${dir}/.git/HEAD" AND EXISTS "${dir}/.git/HEAD")
    file(SIZE "${dir}/.git/HEAD" size) # a FIFO (size 0) is never opened
    if(size GREATER 0)
      file(STRINGS "${dir}/.git/HEAD" head LIMIT_COUNT 1)
    endif()
  endif()
  if(head MATCHES "^[0-9a-f]+$" AND NOT head STREQUAL commit)
    set(${out} "checked out at ${head}, the lock says ${commit} (${tag}): ${changes}" PARENT_SCOPE)
  else()
    set(${out} "its files differ from the lock's commit ${commit} (${tag}): ${changes}" PARENT_SCOPE)
  endif()
endfunction()
