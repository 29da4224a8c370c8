# SPDX-License-Identifier: BSD-3-Clause
# WinportRuntimeDlls.cmake: the DLLs an executable needs, next to it after each build, and in
# its install.
#
#   winport_copy_runtime_dlls(<executable> [TARGETS <target>...] [DLLS <file>...])
#   winport_install_runtime_dlls(<executable> [DESTINATION <dir>] [COMPONENT <component>]
#                                [TARGETS <target>...] [DLLS <file>...])
#
# Adds a POST_BUILD step to <executable> that copies, into $<TARGET_FILE_DIR:<executable>>:
#   - $<TARGET_RUNTIME_DLLS:<executable>>: the DLLs of every SHARED (imported or built) library it
#     links, directly or not. CMake fills this in on DLL platforms (Windows) and leaves it empty
#     elsewhere. Imported targets take part when they carry IMPORTED_LOCATION (the DLL), as
#     OpenBLAS::OpenBLAS, LAPACKE::LAPACKE and winport's CUDA/cuDNN targets do.
#   - the DLLs in the WINPORT_RUNTIME_DLLS property of <executable> and of every target it links,
#     directly or through other targets' link interfaces (so the MinGW runtime DLLs that
#     FindOpenBLAS lists on OpenBLAS::OpenBLAS come along with no TARGETS argument). The link
#     closure is read at the end of the calling directory, so target_link_libraries() calls made
#     after this one count too.
#   - for each <target> in TARGETS: the same, and, for a SHARED target, its own file.
#   - every <file> in DLLS.
#
# winport_install_runtime_dlls() installs the same DLLs (found the same way) into DESTINATION
# (default bin, relative to the install prefix, where install(TARGETS) puts a program on
# Windows), so that the installed program runs from its prefix; they are recorded in
# install_manifest.txt like every installed file (an uninstall removes them: WinportUninstall.cmake).
# Nothing is installed where there are none (Linux, static links).
#
# Target property WINPORT_RUNTIME_DLLS
#   A list of DLLs (full paths; generator expressions allowed) that a target needs at run time but
#   that no link records: DLLs loaded with LoadLibrary (cuDNN 9 loads its engine DLLs
#   cudnn_*64_9.dll itself), or the MinGW runtime DLLs an MSYS2 libopenblas.dll depends on.
#   Find-modules set it on their imported targets; winport_copy_runtime_dlls() copies them for
#   every target in the executable's link closure (a target loaded only at run time, which no link
#   names, goes in TARGETS).
#
# Why a helper and not a one-line `copy -t $<TARGET_RUNTIME_DLLS:app>`: that line fails when the
# list is empty (`cmake -E copy` needs a source; Linux builds and static links have none), knows
# nothing of DLLs loaded at run time, and silently copies nothing for a DLL that does not exist.
# The copy here is done by this same file run as a script, which skips an empty list, names a
# missing DLL in its error, and copies only what changed.
#
# Needs CMake 3.21 ($<TARGET_RUNTIME_DLLS>); winport requires 3.25.
include_guard(GLOBAL)

if(CMAKE_SCRIPT_MODE_FILE AND CMAKE_SCRIPT_MODE_FILE STREQUAL CMAKE_CURRENT_LIST_FILE)
  # cmake -DWINPORT_DLLS=<list> -DWINPORT_DESTINATION=<dir> -P WinportRuntimeDlls.cmake
  if(NOT WINPORT_DESTINATION)
    message(FATAL_ERROR "WinportRuntimeDlls.cmake: -DWINPORT_DESTINATION=<folder> is required")
  endif()
  set(missing "")
  set(dlls "")
  foreach(dll IN LISTS WINPORT_DLLS)
    if(dll STREQUAL "")
      continue()
    endif()
    if(NOT EXISTS "${dll}")
      list(APPEND missing "${dll}")
    else()
      list(APPEND dlls "${dll}")
    endif()
  endforeach()
  if(missing)
    list(JOIN missing "\n  " missing)
    message(FATAL_ERROR "winport_copy_runtime_dlls: these runtime DLLs do not exist, so they cannot be copied to ${WINPORT_DESTINATION}:\n  ${missing}")
  endif()
  list(REMOVE_DUPLICATES dlls)
  foreach(dll IN LISTS dlls)
    get_filename_component(name "${dll}" NAME)
    get_filename_component(from "${dll}" ABSOLUTE)
    get_filename_component(to "${WINPORT_DESTINATION}/${name}" ABSOLUTE)
    if(NOT from STREQUAL to)
      # copy_if_different keeps the file's time when nothing changed, so nothing relinks.
      execute_process(COMMAND "${CMAKE_COMMAND}" -E copy_if_different "${from}" "${to}"
        RESULT_VARIABLE rc)
      if(NOT rc EQUAL 0)
        message(FATAL_ERROR "winport_copy_runtime_dlls: copying ${from} to ${WINPORT_DESTINATION} failed")
      endif()
    endif()
  endforeach()
  return()
endif()

set(_WINPORT_RUNTIME_DLLS_SCRIPT "${CMAKE_CURRENT_LIST_FILE}" CACHE INTERNAL
  "The script winport_copy_runtime_dlls() runs after a build")

define_property(TARGET PROPERTY WINPORT_RUNTIME_DLLS
  BRIEF_DOCS "DLLs this target needs at run time that no link records (see WinportRuntimeDlls.cmake)"
  FULL_DOCS "Copied next to an executable by winport_copy_runtime_dlls().")

function(winport_copy_runtime_dlls executable)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "TARGETS;DLLS")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "winport_copy_runtime_dlls(${executable}): unknown arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  _winport_runtime_dlls_check(winport_copy_runtime_dlls ${executable} "${arg_TARGETS}")
  # The step is added now, so it runs before POST_BUILD steps added after this call (doctest's
  # and GoogleTest's test discovery run the program, which needs its DLLs); POST_BUILD steps run
  # in the order they were added. Its DLL list is read at generate time from a property that the
  # end of the directory fills in, because the link closure is complete only then. (EVAL CODE
  # captures the arguments now; a plain DEFER CALL would expand them at the end.)
  add_custom_command(TARGET ${executable} POST_BUILD
    COMMAND "${CMAKE_COMMAND}"
      "-DWINPORT_DLLS=$<GENEX_EVAL:$<TARGET_PROPERTY:${executable},_WINPORT_COPIED_RUNTIME_DLLS>>"
      "-DWINPORT_DESTINATION=$<TARGET_FILE_DIR:${executable}>"
      -P "${_WINPORT_RUNTIME_DLLS_SCRIPT}"
    COMMENT "Copying runtime DLLs next to ${executable}"
    VERBATIM)
  cmake_language(EVAL CODE
    "cmake_language(DEFER CALL _winport_copy_runtime_dlls_now [[${executable}]] [[${arg_TARGETS}]] [[${arg_DLLS}]])")
endfunction()

function(winport_install_runtime_dlls executable)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "DESTINATION;COMPONENT" "TARGETS;DLLS")
  if(arg_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "winport_install_runtime_dlls(${executable}): unknown arguments: ${arg_UNPARSED_ARGUMENTS}")
  endif()
  _winport_runtime_dlls_check(winport_install_runtime_dlls ${executable} "${arg_TARGETS}")
  if(NOT arg_DESTINATION)
    set(arg_DESTINATION bin)
  endif()
  if(NOT arg_COMPONENT)
    set(arg_COMPONENT "${CMAKE_INSTALL_DEFAULT_COMPONENT_NAME}")
  endif()
  cmake_language(EVAL CODE
    "cmake_language(DEFER CALL _winport_install_runtime_dlls_now [[${executable}]] [[${arg_TARGETS}]] [[${arg_DLLS}]] [[${arg_DESTINATION}]] [[${arg_COMPONENT}]])")
endfunction()

# The checks both helpers make on their arguments.
function(_winport_runtime_dlls_check caller executable targets)
  if(NOT TARGET ${executable})
    message(FATAL_ERROR "${caller}: '${executable}' is not a target")
  endif()
  get_target_property(type ${executable} TYPE)
  if(NOT type STREQUAL "EXECUTABLE")
    message(FATAL_ERROR "${caller}: '${executable}' is a ${type}, not an executable")
  endif()
  foreach(target IN LISTS targets)
    if(NOT TARGET ${target})
      message(FATAL_ERROR "${caller}(${executable}): TARGETS names '${target}', which is not a target")
    endif()
  endforeach()
endfunction()

# The targets <item>... link, transitively: LINK_LIBRARIES of a built target, then
# INTERFACE_LINK_LIBRARIES (with $<LINK_ONLY:...> unwrapped) of everything reached. Entries that
# are not targets (system libraries, flags, other generator expressions) are skipped.
function(_winport_link_closure out)
  set(seen "")
  set(queue ${ARGN})
  while(queue)
    list(POP_FRONT queue item)
    if(item MATCHES "^\\$<LINK_ONLY:([^$<>]+)>$")
      set(item "${CMAKE_MATCH_1}")
    endif()
    if(NOT TARGET "${item}")
      continue()
    endif()
    get_target_property(aliased "${item}" ALIASED_TARGET)
    if(aliased)
      set(item "${aliased}")
    endif()
    if(item IN_LIST seen)
      continue()
    endif()
    list(APPEND seen "${item}")
    get_target_property(imported "${item}" IMPORTED)
    get_target_property(type "${item}" TYPE)
    set(properties INTERFACE_LINK_LIBRARIES)
    if(NOT imported AND NOT type STREQUAL "INTERFACE_LIBRARY")
      list(APPEND properties LINK_LIBRARIES)
    endif()
    foreach(property IN LISTS properties)
      get_target_property(links "${item}" ${property})
      if(links)
        list(APPEND queue ${links})
      endif()
    endforeach()
  endwhile()
  set(${out} "${seen}" PARENT_SCOPE)
endfunction()

# <out>: the DLLs <executable> needs (with generator expressions, possibly empty entries).
function(_winport_runtime_dll_list out executable targets extra_dlls)
  set(dlls "$<TARGET_RUNTIME_DLLS:${executable}>")
  _winport_link_closure(closure ${executable} ${targets})
  foreach(target IN LISTS closure)
    list(APPEND dlls "$<GENEX_EVAL:$<TARGET_PROPERTY:${target},WINPORT_RUNTIME_DLLS>>")
  endforeach()
  foreach(target IN LISTS targets)
    get_target_property(target_type ${target} TYPE)
    if(target_type STREQUAL "SHARED_LIBRARY" AND WIN32)
      list(APPEND dlls "$<TARGET_FILE:${target}>")
    endif()
  endforeach()
  list(APPEND dlls ${extra_dlls})
  set(${out} "${dlls}" PARENT_SCOPE)
endfunction()

function(_winport_copy_runtime_dlls_now executable targets extra_dlls)
  _winport_runtime_dll_list(dlls ${executable} "${targets}" "${extra_dlls}")
  # Read by the step winport_copy_runtime_dlls() added as one argument holding a ;-list (no
  # COMMAND_EXPAND_LISTS): empty entries and duplicates, which the generator expressions may
  # give, are dropped by the script.
  set_property(TARGET ${executable} APPEND PROPERTY _WINPORT_COPIED_RUNTIME_DLLS "${dlls}")
endfunction()

# At install time: file(INSTALL), which honours DESTDIR and records each file in
# install_manifest.txt; a DLL that does not exist is named, not skipped.
function(_winport_install_runtime_dlls_now executable targets extra_dlls destination component)
  _winport_runtime_dll_list(dlls ${executable} "${targets}" "${extra_dlls}")
  if(NOT IS_ABSOLUTE "${destination}")
    set(destination "\${CMAKE_INSTALL_PREFIX}/${destination}")
  endif()
  install(CODE "
    set(_winport_dlls [[${dlls}]])
    list(REMOVE_ITEM _winport_dlls \"\")
    list(REMOVE_DUPLICATES _winport_dlls)
    foreach(_winport_dll IN LISTS _winport_dlls)
      if(NOT EXISTS \"\${_winport_dll}\")
        message(FATAL_ERROR \"winport_install_runtime_dlls(${executable}): \${_winport_dll} does not exist\")
      endif()
    endforeach()
    if(_winport_dlls)
      file(INSTALL DESTINATION \"${destination}\" TYPE SHARED_LIBRARY FILES \${_winport_dlls})
    endif()
" COMPONENT "${component}")
endfunction()
