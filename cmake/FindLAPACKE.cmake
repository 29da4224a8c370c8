# SPDX-License-Identifier: BSD-3-Clause
# Distributed with winport (BSD-3-Clause, like CMake's own modules).
#[=======================================================================[.rst:
FindLAPACKE
-----------

Finds LAPACKE, the C interface to LAPACK, and gives ``LAPACKE::LAPACKE`` such that
``#include <lapacke.h>`` and the link both work.

LAPACKE comes in two ways, and this module handles both:

* **Bundled with OpenBLAS** (the release zip, conda-forge, MSYS2, most source builds):
  ``lapacke.h`` sits beside ``cblas.h`` and the OpenBLAS library exports ``LAPACKE_*``.
  ``LAPACKE::LAPACKE`` then links ``OpenBLAS::OpenBLAS`` and nothing else.
* **Separate** (Debian/Ubuntu ``liblapacke-dev``: ``/usr/include/lapacke.h`` and
  ``liblapacke.so``, a netlib LAPACKE that calls whichever LAPACK is installed; or any prefix
  holding ``lapacke.h`` and ``lapacke.lib``/``liblapacke.*``).

vcpkg's OpenBLAS is built without LAPACK and vcpkg packages no LAPACKE; that case is reported by
name.

This module calls ``find_package(OpenBLAS QUIET)`` first (see ``FindOpenBLAS``); every OpenBLAS
hint and input therefore applies here too.

Hints, in the order they are searched for a separate LAPACKE
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

1. ``LAPACKE_ROOT``: CMake variable, then environment variable. When set, a separate LAPACKE
   there is preferred to the one bundled with OpenBLAS.
2. Then the OpenBLAS bundle, if ``OpenBLAS_LAPACKE_BUNDLED``.
3. Then the prefix the OpenBLAS found lives in (``OpenBLAS_PREFIX``: Debian's ``/usr``).
4. Then ``CMAKE_PREFIX_PATH``, vcpkg, ``CONDA_PREFIX`` and the standard places, exactly as for
   ``FindOpenBLAS``.

A folder with ``lapacke.h`` but no library is reported as such (``LAPACKE_ROOT``'s at once,
others only if nothing complete is found), as for ``FindOpenBLAS``. ``LAPACKE_SEARCHED`` lists
every place searched.

Cache entries ``LAPACKE_INCLUDE_DIR``, ``LAPACKE_LIBRARY`` and ``LAPACKE_RUNTIME_LIBRARY`` may be
set by hand; entries the module filled in are searched again when a hint changes.

Result variables
^^^^^^^^^^^^^^^^

``LAPACKE_FOUND``
  True when ``lapacke.h`` and a library providing ``LAPACKE_*`` were
  found.
``LAPACKE_INCLUDE_DIRS``
  Folder holding ``lapacke.h``.
``LAPACKE_LIBRARIES``
  The library (the OpenBLAS library when bundled).
``LAPACKE_RUNTIME_LIBRARY``
  Its DLL on Windows.
``LAPACKE_BUNDLED``
  True when LAPACKE is OpenBLAS's own.
``LAPACKE_ILP64``
  True when the LAPACKE found uses 64-bit integers (an ILP64
  OpenBLAS); ``LAPACKE::LAPACKE`` then defines ``LAPACK_ILP64``.
``LAPACKE_MSVC_COMPLEX_TYPES``
  True when ``lapacke_config.h`` maps the complex types to MSVC's
  ``_Fcomplex``/``_Dcomplex`` itself (OpenBLAS 0.3.26 and later).
  When false, MSVC C code must include ``winport/lapacke.h``
  (which works either way) rather than ``<lapacke.h>``.

Versions
^^^^^^^^

``lapacke.h`` records no version, so ``find_package(LAPACKE <version>)`` fails with that reason
instead of succeeding unchecked. When LAPACKE is bundled, require the OpenBLAS version instead.

Imported target
^^^^^^^^^^^^^^^

``LAPACKE::LAPACKE``
  Bundled: ``INTERFACE IMPORTED``, linking ``OpenBLAS::OpenBLAS``. Separate: ``SHARED IMPORTED``
  (on Windows with ``IMPORTED_IMPLIB`` and ``IMPORTED_LOCATION``) or ``STATIC IMPORTED``, with
  ``lapacke.h``'s folder and ``OpenBLAS::OpenBLAS`` (its LAPACK) as a link dependency when found.
#]=======================================================================]

include(FindPackageHandleStandardArgs)
# The policies this file is written for, whatever the including project asked for.
cmake_policy(PUSH)
cmake_policy(VERSION 3.25)

find_package(OpenBLAS QUIET)
# FindOpenBLAS also defined the helpers used below (_winport_openblas_*).

set(_lk_signature "${LAPACKE_ROOT}|$ENV{LAPACKE_ROOT}|${OpenBLAS_LIBRARIES}|${OpenBLAS_LAPACKE_BUNDLED}|${_OpenBLAS_SEARCH_SIGNATURE}")
if(DEFINED _LAPACKE_SEARCH_SIGNATURE AND NOT _LAPACKE_SEARCH_SIGNATURE STREQUAL _lk_signature)
  foreach(_lk_var IN ITEMS INCLUDE_DIR LIBRARY RUNTIME_LIBRARY)
    if(DEFINED _LAPACKE_SEARCH_SET_${_lk_var} AND "${LAPACKE_${_lk_var}}" STREQUAL "${_LAPACKE_SEARCH_SET_${_lk_var}}")
      unset(LAPACKE_${_lk_var} CACHE)
      unset(LAPACKE_${_lk_var})
    endif()
  endforeach()
endif()
set(_LAPACKE_SEARCH_SIGNATURE "${_lk_signature}" CACHE INTERNAL "hints FindLAPACKE last searched with")

# Looks for a separate LAPACKE under <root>: sets _lk_status (complete, half, none) and the paths.
function(_winport_lapacke_probe root abi)
  set(_lk_status none PARENT_SCOPE)
  set(include_dir "")
  set(dirs include include/lapacke)
  if(CMAKE_LIBRARY_ARCHITECTURE)
    list(APPEND dirs "include/${CMAKE_LIBRARY_ARCHITECTURE}")
  endif()
  foreach(dir IN LISTS dirs)
    if(EXISTS "${root}/${dir}/lapacke.h")
      set(include_dir "${root}/${dir}")
      break()
    endif()
  endforeach()
  if(NOT include_dir)
    return()
  endif()
  if(WIN32 AND abi STREQUAL "MSVC")
    set(names lapacke.lib liblapacke.lib)
  elseif(WIN32)
    set(names liblapacke.dll.a lapacke.lib liblapacke.lib liblapacke.a)
  else()
    set(shared_suffix "${CMAKE_SHARED_LIBRARY_SUFFIX}")
    if(NOT shared_suffix)
      set(shared_suffix .so)
    endif()
    set(names "liblapacke${shared_suffix}" liblapacke.a)
    if(OpenBLAS_USE_STATIC_LIBS)
      list(REVERSE names)
    endif()
  endif()
  set(lib_dirs "")
  if(CMAKE_LIBRARY_ARCHITECTURE)
    list(APPEND lib_dirs "${root}/lib/${CMAKE_LIBRARY_ARCHITECTURE}")
  endif()
  list(APPEND lib_dirs "${root}/lib" "${root}/lib64")
  set(library "")
  foreach(dir IN LISTS lib_dirs)
    foreach(name IN LISTS names)
      if(EXISTS "${dir}/${name}")
        set(library "${dir}/${name}")
        break()
      endif()
    endforeach()
    if(library)
      break()
    endif()
  endforeach()
  set(_lk_include_dir "${include_dir}" PARENT_SCOPE)
  set(_lk_status half PARENT_SCOPE)
  if(NOT library)
    list(JOIN names ", " names)
    list(JOIN lib_dirs ", " lib_dirs)
    set(_lk_reason "lapacke.h found in ${include_dir} but no LAPACKE library: looked for ${names} in ${lib_dirs}." PARENT_SCOPE)
    return()
  endif()
  set(dll "")
  _winport_openblas_linkage("${library}" "${root}" dll linkage reason)
  if(reason)
    set(_lk_reason "${reason}" PARENT_SCOPE)
    return()
  endif()
  set(_lk_library "${library}" PARENT_SCOPE)
  set(_lk_dll "${dll}" PARENT_SCOPE)
  set(_lk_linkage "${linkage}" PARENT_SCOPE)
  set(_lk_status complete PARENT_SCOPE)
endfunction()

_winport_openblas_windows_abi(_lk_abi)
set(_lk_status none)
set(_lk_reason "")
set(_lk_bundled FALSE)
set(LAPACKE_SEARCHED "")

if(LAPACKE_INCLUDE_DIR AND LAPACKE_LIBRARY AND EXISTS "${LAPACKE_INCLUDE_DIR}/lapacke.h" AND EXISTS "${LAPACKE_LIBRARY}")
  # Cached or set by hand.
  set(_lk_include_dir "${LAPACKE_INCLUDE_DIR}")
  set(_lk_library "${LAPACKE_LIBRARY}")
  set(_lk_dll "${LAPACKE_RUNTIME_LIBRARY}")
  get_filename_component(_lk_root "${_lk_library}" DIRECTORY)
  get_filename_component(_lk_root "${_lk_root}" DIRECTORY)
  _winport_openblas_linkage("${_lk_library}" "${_lk_root}" _lk_dll _lk_linkage _lk_reason)
  if(NOT _lk_reason)
    set(_lk_status complete)
  endif()
else()
  # LAPACKE_ROOT first, then OpenBLAS's own LAPACKE, then everywhere else.
  _winport_openblas_prefixes(LAPACKE_ROOT _lk_prefixes _lk_origins)
  set(_lk_first_half "")
  set(_lk_tried_bundle FALSE)
  foreach(_lk_prefix _lk_origin IN ZIP_LISTS _lk_prefixes _lk_origins)
    if(NOT _lk_origin MATCHES "LAPACKE_ROOT" AND NOT _lk_tried_bundle)
      set(_lk_tried_bundle TRUE)
      if(OpenBLAS_FOUND AND OpenBLAS_LAPACKE_BUNDLED)
        set(_lk_bundled TRUE)
        set(_lk_status complete)
        list(APPEND LAPACKE_SEARCHED "bundled with OpenBLAS: ${OpenBLAS_INCLUDE_DIRS}")
        break()
      endif()
      # Next, a separate LAPACKE installed beside the OpenBLAS found (Debian's liblapacke-dev).
      if(OpenBLAS_FOUND AND IS_DIRECTORY "${OpenBLAS_PREFIX}")
        list(APPEND LAPACKE_SEARCHED "OpenBLAS's prefix: ${OpenBLAS_PREFIX}")
        _winport_lapacke_probe("${OpenBLAS_PREFIX}" "${_lk_abi}")
        if(_lk_status STREQUAL "complete")
          break()
        elseif(_lk_status STREQUAL "half" AND NOT _lk_first_half)
          set(_lk_first_half "${_lk_reason}")
        endif()
        set(_lk_status none)
      endif()
    endif()
    list(APPEND LAPACKE_SEARCHED "${_lk_origin}: ${_lk_prefix}")
    if(NOT IS_DIRECTORY "${_lk_prefix}")
      continue()
    endif()
    _winport_lapacke_probe("${_lk_prefix}" "${_lk_abi}")
    if(_lk_status STREQUAL "complete")
      break()
    elseif(_lk_status STREQUAL "half")
      if(NOT _lk_first_half)
        set(_lk_first_half "${_lk_reason}")
      endif()
      if(_lk_origin MATCHES "LAPACKE_ROOT")
        break()
      endif()
      set(_lk_status none)
    endif()
  endforeach()
  if(NOT _lk_tried_bundle AND NOT _lk_status STREQUAL "complete" AND OpenBLAS_FOUND AND OpenBLAS_LAPACKE_BUNDLED
     AND NOT _lk_first_half)
    set(_lk_bundled TRUE)
    set(_lk_status complete)
  endif()
  if(NOT _lk_status STREQUAL "complete" AND _lk_first_half)
    set(_lk_status half)
    set(_lk_reason "${_lk_first_half}")
  endif()
endif()

unset(LAPACKE_INCLUDE_DIRS)
unset(LAPACKE_LIBRARIES)
set(LAPACKE_BUNDLED "${_lk_bundled}")
if(_lk_status STREQUAL "complete")
  if(_lk_bundled)
    set(LAPACKE_INCLUDE_DIRS "${OpenBLAS_INCLUDE_DIRS}")
    set(LAPACKE_LIBRARIES "${OpenBLAS_LIBRARIES}")
    set(LAPACKE_RUNTIME_LIBRARY "${OpenBLAS_RUNTIME_LIBRARY}")
  else()
    set(LAPACKE_INCLUDE_DIR "${_lk_include_dir}" CACHE PATH "Folder holding lapacke.h" FORCE)
    set(LAPACKE_LIBRARY "${_lk_library}" CACHE FILEPATH "LAPACKE library to link (the import library on Windows)" FORCE)
    set(LAPACKE_RUNTIME_LIBRARY "${_lk_dll}" CACHE FILEPATH "LAPACKE DLL (Windows)" FORCE)
    foreach(_lk_var IN ITEMS INCLUDE_DIR LIBRARY RUNTIME_LIBRARY)
      set(_LAPACKE_SEARCH_SET_${_lk_var} "${LAPACKE_${_lk_var}}" CACHE INTERNAL "")
    endforeach()
    set(LAPACKE_INCLUDE_DIRS "${_lk_include_dir}")
    set(LAPACKE_LIBRARIES "${_lk_library}")
    set(LAPACKE_RUNTIME_LIBRARY "${_lk_dll}")
  endif()
  set(LAPACKE_ILP64 FALSE)
  if(_lk_bundled AND OpenBLAS_ILP64)
    set(LAPACKE_ILP64 TRUE)
  endif()
  set(LAPACKE_MSVC_COMPLEX_TYPES FALSE)
  if(EXISTS "${LAPACKE_INCLUDE_DIRS}/lapacke_config.h")
    file(STRINGS "${LAPACKE_INCLUDE_DIRS}/lapacke_config.h" _lk_msvc REGEX "_MSC_VER")
    if(_lk_msvc)
      set(LAPACKE_MSVC_COMPLEX_TYPES TRUE)
    endif()
  endif()
endif()

if(NOT _lk_reason)
  list(JOIN LAPACKE_SEARCHED "\n    " _lk_places)
  set(_lk_reason "no LAPACKE (lapacke.h and a library providing LAPACKE_*) in any of these places, searched in this order:\n    ${_lk_places}\n  Set LAPACKE_ROOT to a prefix holding include/lapacke.h and its library, or point the OpenBLAS hints (OpenBLAS_ROOT, CMAKE_PREFIX_PATH, VCPKG_ROOT, CONDA_PREFIX) at an OpenBLAS that bundles LAPACKE.")
endif()
if(NOT _lk_status STREQUAL "complete" AND OpenBLAS_FOUND AND NOT OpenBLAS_LAPACKE_BUNDLED)
  if(OpenBLAS_LAYOUT STREQUAL "vcpkg")
    string(APPEND _lk_reason "\n  The OpenBLAS found (${OpenBLAS_PREFIX}) is vcpkg's, which is built without LAPACK and LAPACKE (BUILD_WITHOUT_LAPACK=ON), and vcpkg has no LAPACKE port: use the OpenBLAS release zip or conda-forge's libopenblas for LAPACKE.")
  else()
    string(APPEND _lk_reason "\n  The OpenBLAS found (${OpenBLAS_PREFIX}) has no lapacke.h beside cblas.h (or its openblas.pc says NO_LAPACKE=1).")
  endif()
endif()

# lapacke.h records no version (neither netlib's nor OpenBLAS's copy), so a requested version
# cannot be checked: refuse it rather than claim it was met. When LAPACKE is bundled, require
# the OpenBLAS version instead (find_package(OpenBLAS <version>)), which openblas_config.h gives.
set(_lk_version_checkable TRUE)
if(DEFINED LAPACKE_FIND_VERSION AND LAPACKE_LIBRARIES)
  set(_lk_version_checkable FALSE)
  set(_lk_reason "find_package(LAPACKE ${LAPACKE_FIND_VERSION}) asks for a version, but lapacke.h records none, so none can be checked (found: ${LAPACKE_LIBRARIES}). Ask for no version (when LAPACKE is bundled with OpenBLAS, require the OpenBLAS version instead).")
endif()
find_package_handle_standard_args(LAPACKE
  REQUIRED_VARS LAPACKE_LIBRARIES LAPACKE_INCLUDE_DIRS _lk_version_checkable
  REASON_FAILURE_MESSAGE "${_lk_reason}")

if(LAPACKE_FOUND AND NOT TARGET LAPACKE::LAPACKE)
  if(_lk_bundled)
    add_library(LAPACKE::LAPACKE INTERFACE IMPORTED)
    set_property(TARGET LAPACKE::LAPACKE PROPERTY INTERFACE_LINK_LIBRARIES OpenBLAS::OpenBLAS)
  else()
    add_library(LAPACKE::LAPACKE ${_lk_linkage} IMPORTED)
    set_target_properties(LAPACKE::LAPACKE PROPERTIES
      INTERFACE_INCLUDE_DIRECTORIES "${LAPACKE_INCLUDE_DIRS}")
    if(_lk_linkage STREQUAL "STATIC")
      set_target_properties(LAPACKE::LAPACKE PROPERTIES IMPORTED_LINK_INTERFACE_LANGUAGES C)
    endif()
    if(WIN32 AND _lk_linkage STREQUAL "SHARED")
      set_target_properties(LAPACKE::LAPACKE PROPERTIES
        IMPORTED_IMPLIB "${LAPACKE_LIBRARIES}"
        IMPORTED_LOCATION "${LAPACKE_RUNTIME_LIBRARY}")
    else()
      set_target_properties(LAPACKE::LAPACKE PROPERTIES IMPORTED_LOCATION "${LAPACKE_LIBRARIES}")
    endif()
    if(TARGET OpenBLAS::OpenBLAS)
      # A separate LAPACKE needs a LAPACK underneath; OpenBLAS provides one.
      set_property(TARGET LAPACKE::LAPACKE PROPERTY INTERFACE_LINK_LIBRARIES OpenBLAS::OpenBLAS)
    endif()
  endif()
  if(LAPACKE_ILP64)
    # lapacke.h makes lapack_int 64-bit only when LAPACK_ILP64 is defined.
    set_property(TARGET LAPACKE::LAPACKE PROPERTY INTERFACE_COMPILE_DEFINITIONS LAPACK_ILP64)
  endif()
endif()
if(NOT LAPACKE_FOUND)
  unset(LAPACKE_ILP64)
  unset(LAPACKE_MSVC_COMPLEX_TYPES)
endif()
mark_as_advanced(LAPACKE_INCLUDE_DIR LAPACKE_LIBRARY LAPACKE_RUNTIME_LIBRARY)
cmake_policy(POP)
