# SPDX-License-Identifier: BSD-3-Clause
# Distributed with winport (BSD-3-Clause, like CMake's own modules).
#[=======================================================================[.rst:
FindOpenBLAS
------------

Finds OpenBLAS where people actually have it, offline, on Windows (MSVC or MinGW) and on
Linux, and gives an imported target that carries headers, library and DLL.

CMake's ``FindBLAS`` cannot do this on Windows: before CMake 3.29 MSVC's ``find_library`` never
tries the ``lib`` prefix of the release zip's ``libopenblas.lib``, it finds no headers and no
DLL, and its 64-bit-integer names match no real distribution
(CMake added the ``lib`` prefix for MSVC in 3.29, commit c6efbd78d8; reports:
https://github.com/OpenMathLib/OpenBLAS/issues/4273, https://github.com/ml-explore/mlx/issues/1513).

Layouts
^^^^^^^

Windows (``WIN32``):

``release zip``
  ``win64/`` or ``win64-64/`` (ILP64): ``include/{cblas.h,lapacke.h,...}``,
  ``lib/libopenblas.lib`` (MSVC import library), ``lib/libopenblas.dll.a`` and
  ``lib/libopenblas.a`` (GNU only), ``bin/libopenblas.dll``. A hint may name the
  ``win64`` folder or the folder the zip was unpacked into.
``vcpkg``
  ``installed/<triplet>/``: ``include/openblas/``, ``lib/openblas.lib``,
  ``bin/openblas.dll`` (none for ``*-static`` triplets: a static library),
  ``debug/lib`` and ``debug/bin`` for the Debug configuration. No LAPACKE.
``conda-forge``
  ``<env>/Library/``: ``include/openblas/`` (with ``lapacke.h``),
  ``lib/openblas.lib`` or ``openblas64_.lib`` (ILP64), ``bin/openblas.dll`` or
  ``bin/openblas64_.dll``.
``MSYS2``
  ``mingw64/`` (or ``ucrt64``, ``clang64``): ``include/openblas/``,
  ``lib/libopenblas.dll.a`` (GNU import library), ``bin/libopenblas.dll`` plus the
  MinGW runtime DLLs it needs. Usable from MinGW only: under MSVC this is reported
  as a GNU-only install, not handed to the MSVC linker.
``CMake build``
  ``<prefix>/include/openblas`` (``openblas64`` for ILP64), ``lib/openblas.lib``
  (``openblas_64.lib``), ``bin/openblas.dll``.

Linux and other systems: Debian/Ubuntu multiarch
(``include/<arch>/openblas-{pthread,openmp,serial}/`` with
``lib/<arch>/openblas-<same>/libopenblas.so``), ``include/openblas`` (Fedora) and plain
prefixes (``include/cblas.h``, ``lib/libopenblas.so``, also ``openblas64_``, ``openblas_64``,
``openblas64``, ``openblasp``, ``openblaso``).

A header folder counts only if it holds both ``cblas.h`` and ``openblas_config.h`` (another
BLAS's ``cblas.h`` is not OpenBLAS). OpenBLAS's own ``OpenBLASConfig.cmake`` is used when it
defines an imported target (OpenBLAS built with CMake: vcpkg, ``cmake --install``). The
three-line file that OpenBLAS's Makefile writes (release zip, MSYS2, Debian) names the DLL as the
library and build-host paths, so it is ignored (``OpenBLAS_CONFIG_IGNORED`` says which file and
why), and so is a config whose targets file is missing (the ILP64 ``OpenBLAS64Config.cmake`` of
OpenBLAS before PR 5522).

Hints, in the order they are searched
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

1. ``OpenBLAS_ROOT``: CMake variable, then environment variable (a path list).
2. ``CMAKE_PREFIX_PATH``: CMake variable, then environment variable.
3. vcpkg: ``VCPKG_INSTALLED_DIR``/<triplet>, else ``VCPKG_ROOT`` (variable, then environment)
   ``/installed/<triplet>``; the triplet is ``VCPKG_TARGET_TRIPLET``, else
   ``ENV{VCPKG_DEFAULT_TRIPLET}``, else ``x64-windows`` (``x64-linux`` off Windows).
4. ``ENV{CONDA_PREFIX}`` (its ``Library/`` folder on Windows).
5. Standard places: ``CMAKE_SYSTEM_PREFIX_PATH`` and, on Windows, ``C:/opt``,
   ``$ENV{ProgramFiles}/OpenBLAS``, ``C:/OpenBLAS`` and the MSYS2 prefixes under ``C:/msys64``.
   Skipped when ``CMAKE_FIND_USE_CMAKE_SYSTEM_PATH`` is false. When cross-compiling they are
   searched under ``CMAKE_SYSROOT``/``CMAKE_FIND_ROOT_PATH`` (and also as they are, unless
   ``CMAKE_FIND_ROOT_PATH_MODE_LIBRARY`` is ``ONLY``). Hints 1-4 are taken literally.

A prefix listed in ``CMAKE_IGNORE_PREFIX_PATH`` or ``CMAKE_SYSTEM_IGNORE_PREFIX_PATH``, and a
header or library folder listed in ``CMAKE_IGNORE_PATH`` or ``CMAKE_SYSTEM_IGNORE_PATH``, is
skipped, as ``find_path`` and ``find_library`` skip them (exact folders, not their subtrees).

The first prefix that holds OpenBLAS headers decides. If that install is incomplete (see
"Errors") and the prefix came from ``OpenBLAS_ROOT``, the search stops and says why; a
half-found install from another place is remembered and reported only if nothing complete is
found later.

Other inputs
^^^^^^^^^^^^

``OpenBLAS_USE_ILP64``
  ``ON``: accept only a 64-bit-integer (ILP64) OpenBLAS and prefer ILP64 names and folders;
  ``OFF``: accept only LP64. Unset: take what is found.
``OpenBLAS_USE_STATIC_LIBS``
  Prefer a static library where both kinds exist (GNU toolchains; on MSVC a ``.lib`` without a
  DLL beside it is taken as static).
``OpenBLAS_USE_CONFIG``
  ``OFF`` ignores OpenBLAS's own CMake config files. Default ``ON``.
``OpenBLAS_WINDOWS_ABI``
  ``MSVC`` or ``GNU``: which toolchain the import library must suit. Detected from the enabled
  languages (``MSVC``, ``CMAKE_<LANG>_SIMULATE_ID``, ``CMAKE_<LANG>_COMPILER_FRONTEND_VARIANT``,
  ``MINGW``); a project that enables no C/C++ language gets ``MSVC`` unless it sets this.
``OpenBLAS_INCLUDE_DIR``, ``OpenBLAS_LIBRARY``, ``OpenBLAS_RUNTIME_LIBRARY``
  Cache entries; set the first two by hand to skip the search. Entries the module filled in
  itself are dropped and searched again whenever a hint above changes (a hand-set entry is
  kept).

Result variables
^^^^^^^^^^^^^^^^

``OpenBLAS_FOUND``
  True when a complete, usable install was found.
``OpenBLAS_VERSION``
  From ``OPENBLAS_VERSION`` in ``openblas_config.h``: its numbers (``0.3.28``). A development
  snapshot's header (``0.3.28.dev``) gives ``0.3.28`` too, with ``dev`` in
  ``OpenBLAS_VERSION_SUFFIX``: deliberately, a request for 0.3.28 accepts it (the snapshot is on
  its way to 0.3.28; compare ``OpenBLAS_VERSION_SUFFIX`` to refuse snapshots).
``OpenBLAS_VERSION_SUFFIX``
  What follows the numbers in the header's version (``dev``), or empty.
``OpenBLAS_INCLUDE_DIRS``
  Folder holding ``cblas.h``.
``OpenBLAS_LIBRARIES``
  The library to link (import library on Windows).
``OpenBLAS_RUNTIME_LIBRARY``
  The DLL (Windows, shared), else empty.
``OpenBLAS_RUNTIME_DEPENDENCIES``
  MinGW runtime DLLs found beside an MSYS2 ``libopenblas.dll``.
``OpenBLAS_LINKAGE``
  ``SHARED`` or ``STATIC``.
``OpenBLAS_INTEGER_WIDTH``
  ``64`` when ``openblas_config.h`` has
  ``#define OPENBLAS_USE64BITINT`` (ILP64), else ``32``.
``OpenBLAS_ILP64``
  True for ILP64.
``OpenBLAS_SYMBOL_SUFFIX``
  ``64_`` for the NumPy-convention ``openblas64_`` library, else
  empty.
``OpenBLAS_THREADING``
  ``pthread``, ``openmp``, ``serial`` or ``unknown``, from the
  Debian folder (``openblas-pthread``...), the Fedora library
  name (``openblasp``, ``openblaso``) or ``USE_OPENMP=1`` in
  ``openblas.pc``. The header does not tell.
``OpenBLAS_LAPACKE_BUNDLED``
  True when ``lapacke.h`` sits beside ``cblas.h`` and
  ``openblas.pc`` does not say ``NO_LAPACKE=1``.
``OpenBLAS_IMPORT_LIBRARY_ABI``
  Toolchain the import library is for on Windows: ``MSVC``
  (``.lib``) or ``GNU`` (``.dll.a``); ``NONE`` otherwise.
``OpenBLAS_LAYOUT``
  ``release-zip``, ``vcpkg``, ``conda``, ``msys2``,
  ``debian-multiarch`` or ``prefix``.
``OpenBLAS_FROM_CONFIG``
  The ``OpenBLASConfig.cmake`` used, if one was.
``OpenBLAS_CONFIG_IGNORED``
  ``<file>: <reason>`` for each config file found and not used.
``OpenBLAS_PREFIX``
  The install prefix chosen.
``OpenBLAS_PREFIX_ORIGIN``
  Which hint gave it (``OpenBLAS_ROOT``, ``CONDA_PREFIX``, ...).
``OpenBLAS_SEARCHED``
  Every prefix searched, as ``<origin>: <path>``.

Imported targets
^^^^^^^^^^^^^^^^

``OpenBLAS::OpenBLAS``
  Windows, shared: ``SHARED IMPORTED`` with ``IMPORTED_IMPLIB`` (the ``.lib``/``.dll.a``) and
  ``IMPORTED_LOCATION`` (the DLL; plus ``_DEBUG`` variants for vcpkg's ``debug/``), so
  ``$<TARGET_RUNTIME_DLLS:app>`` and ``winport_copy_runtime_dlls()`` copy it next to an
  executable. ``STATIC IMPORTED`` where only a static library exists. Include directories make
  ``#include <cblas.h>`` work in every layout (and ``<lapacke.h>`` where it is bundled).
  Property ``WINPORT_RUNTIME_DLLS`` lists ``OpenBLAS_RUNTIME_DEPENDENCIES``.
  When OpenBLAS's own config is usable its target is used (or aliased, for
  ``OpenBLAS64::OpenBLAS``).

Errors
^^^^^^

Not found: the message lists every prefix searched and the hint variables to set.
Half-found installs are reported as such (``REASON_FAILURE_MESSAGE``): headers without a library,
only a GNU import library (``libopenblas.dll.a``/``libopenblas.a``) under MSVC, an import
library without its DLL, ILP64 headers with an LP64-named library (or the reverse), and an
install whose integer width contradicts ``OpenBLAS_USE_ILP64``.
#]=======================================================================]

include(FindPackageHandleStandardArgs)
# The policies this file is written for, whatever the including project asked for.
cmake_policy(PUSH)
cmake_policy(VERSION 3.25)

# --- the toolchain an import library must suit -------------------------------------------------
function(_winport_openblas_windows_abi out)
  if(OpenBLAS_WINDOWS_ABI)
    if(NOT OpenBLAS_WINDOWS_ABI MATCHES "^(MSVC|GNU)$")
      message(FATAL_ERROR "FindOpenBLAS: OpenBLAS_WINDOWS_ABI is '${OpenBLAS_WINDOWS_ABI}'; use MSVC or GNU")
    endif()
    set(${out} "${OpenBLAS_WINDOWS_ABI}" PARENT_SCOPE)
    return()
  endif()
  set(abi "")
  foreach(lang IN ITEMS C CXX CUDA)
    if(CMAKE_${lang}_SIMULATE_ID STREQUAL "MSVC" OR CMAKE_${lang}_COMPILER_FRONTEND_VARIANT STREQUAL "MSVC"
       OR CMAKE_${lang}_COMPILER_ID STREQUAL "MSVC")
      set(abi MSVC)
    elseif(NOT abi AND CMAKE_${lang}_COMPILER_ID MATCHES "^(GNU|Clang)$" AND NOT lang STREQUAL "CUDA")
      set(abi GNU)
    endif()
  endforeach()
  if(MSVC)
    set(abi MSVC)
  elseif(MINGW)
    set(abi GNU)
  endif()
  if(NOT abi)
    # No C/C++ compiler to ask: winport's Windows target is MSVC.
    set(abi MSVC)
  endif()
  set(${out} "${abi}" PARENT_SCOPE)
endfunction()

# --- prefixes, in hint order --------------------------------------------------------------------
# Whether <path> is one find_* commands would ignore: listed in CMAKE_IGNORE_PATH or
# CMAKE_SYSTEM_IGNORE_PATH (directories) or, for a prefix, in CMAKE_IGNORE_PREFIX_PATH or
# CMAKE_SYSTEM_IGNORE_PREFIX_PATH. Like CMake's own, the lists name exact folders, not subtrees.
function(_winport_openblas_ignored path kind out)
  set(lists CMAKE_IGNORE_PATH CMAKE_SYSTEM_IGNORE_PATH)
  if(kind STREQUAL "prefix")
    list(APPEND lists CMAKE_IGNORE_PREFIX_PATH CMAKE_SYSTEM_IGNORE_PREFIX_PATH)
  endif()
  set(${out} FALSE PARENT_SCOPE)
  foreach(list IN LISTS lists)
    foreach(ignored IN LISTS ${list})
      string(REPLACE "\\" "/" ignored "${ignored}")
      string(REGEX REPLACE "(.)/+$" "\\1" ignored "${ignored}")
      if(path STREQUAL ignored)
        set(${out} TRUE PARENT_SCOPE)
        return()
      endif()
    endforeach()
  endforeach()
endfunction()

# <root_var> is the package's own root hint (OpenBLAS_ROOT; FindLAPACKE passes LAPACKE_ROOT).
function(_winport_openblas_prefixes root_var out_prefixes out_origins)
  set(prefixes "")
  set(origins "")
  # A name of winport's own: macros are global, so a parent's `_add` must never be replaced.
  macro(_winport_openblas_add_prefix origin)
    foreach(_p IN ITEMS ${ARGN})
      if(NOT _p STREQUAL "")
        # One path, not a list: file(TO_CMAKE_PATH) would split C:/x at the colon on a Unix host.
        string(REPLACE "\\" "/" _p "${_p}")
        string(REGEX REPLACE "(.)/+$" "\\1" _p "${_p}")
        _winport_openblas_ignored("${_p}" prefix _ignored)
        if(NOT _ignored AND NOT _p IN_LIST prefixes)
          list(APPEND prefixes "${_p}")
          list(APPEND origins "${origin}")
        endif()
      endif()
    endforeach()
  endmacro()

  _winport_openblas_add_prefix("${root_var}" ${${root_var}})
  if(DEFINED ENV{${root_var}})
    file(TO_CMAKE_PATH "$ENV{${root_var}}" env_list)
    _winport_openblas_add_prefix("ENV{${root_var}}" ${env_list})
  endif()
  _winport_openblas_add_prefix("CMAKE_PREFIX_PATH" ${CMAKE_PREFIX_PATH})
  if(DEFINED ENV{CMAKE_PREFIX_PATH})
    file(TO_CMAKE_PATH "$ENV{CMAKE_PREFIX_PATH}" env_list)
    _winport_openblas_add_prefix("ENV{CMAKE_PREFIX_PATH}" ${env_list})
  endif()

  if(VCPKG_TARGET_TRIPLET)
    set(triplet "${VCPKG_TARGET_TRIPLET}")
  elseif(DEFINED ENV{VCPKG_DEFAULT_TRIPLET})
    set(triplet "$ENV{VCPKG_DEFAULT_TRIPLET}")
  elseif(WIN32)
    set(triplet x64-windows)
  else()
    set(triplet x64-linux)
  endif()
  if(VCPKG_INSTALLED_DIR)
    _winport_openblas_add_prefix("VCPKG_INSTALLED_DIR + triplet ${triplet}" "${VCPKG_INSTALLED_DIR}/${triplet}")
  elseif(VCPKG_ROOT)
    _winport_openblas_add_prefix("VCPKG_ROOT + triplet ${triplet}" "${VCPKG_ROOT}/installed/${triplet}")
  elseif(DEFINED ENV{VCPKG_ROOT})
    _winport_openblas_add_prefix("ENV{VCPKG_ROOT} + triplet ${triplet}" "$ENV{VCPKG_ROOT}/installed/${triplet}")
  endif()

  if(DEFINED ENV{CONDA_PREFIX} AND NOT "$ENV{CONDA_PREFIX}" STREQUAL "")
    if(WIN32)
      _winport_openblas_add_prefix("ENV{CONDA_PREFIX}" "$ENV{CONDA_PREFIX}/Library")
    else()
      _winport_openblas_add_prefix("ENV{CONDA_PREFIX}" "$ENV{CONDA_PREFIX}")
    endif()
  endif()

  if(NOT DEFINED CMAKE_FIND_USE_CMAKE_SYSTEM_PATH OR CMAKE_FIND_USE_CMAKE_SYSTEM_PATH)
    set(standard ${CMAKE_SYSTEM_PREFIX_PATH})
    if(WIN32)
      list(APPEND standard "C:/opt" "C:/OpenBLAS" "C:/msys64/mingw64" "C:/msys64/ucrt64" "C:/msys64/clang64")
      if(DEFINED ENV{ProgramFiles})
        list(APPEND standard "$ENV{ProgramFiles}/OpenBLAS")
      endif()
    endif()
    set(roots ${CMAKE_SYSROOT} ${CMAKE_FIND_ROOT_PATH})
    if(CMAKE_CROSSCOMPILING AND roots)
      foreach(root IN LISTS roots)
        foreach(p IN LISTS standard)
          string(REGEX REPLACE "^[A-Za-z]:" "" p "${p}")
          _winport_openblas_add_prefix("standard place under ${root}" "${root}${p}")
        endforeach()
      endforeach()
      if(NOT CMAKE_FIND_ROOT_PATH_MODE_LIBRARY STREQUAL "ONLY")
        _winport_openblas_add_prefix("standard place" ${standard})
      endif()
    else()
      _winport_openblas_add_prefix("standard place" ${standard})
    endif()
  endif()
  set(${out_prefixes} "${prefixes}" PARENT_SCOPE)
  set(${out_origins} "${origins}" PARENT_SCOPE)
endfunction()

# --- headers ---------------------------------------------------------------------------------------
# Sets <out> to the first folder under <root> holding OpenBLAS's cblas.h and openblas_config.h.
function(_winport_openblas_header_dir root out)
  set(dirs "")
  if(OpenBLAS_USE_ILP64)
    list(APPEND dirs include/openblas64 include/openblas)
  else()
    list(APPEND dirs include/openblas include/openblas64)
  endif()
  if(CMAKE_LIBRARY_ARCHITECTURE)
    foreach(variant IN ITEMS pthread openmp serial)
      list(APPEND dirs "include/${CMAKE_LIBRARY_ARCHITECTURE}/openblas-${variant}")
    endforeach()
    list(APPEND dirs "include/${CMAKE_LIBRARY_ARCHITECTURE}")
  endif()
  list(APPEND dirs include include/OpenBLAS)
  foreach(dir IN LISTS dirs)
    _winport_openblas_ignored("${root}/${dir}" path ignored)
    if(NOT ignored AND EXISTS "${root}/${dir}/cblas.h" AND EXISTS "${root}/${dir}/openblas_config.h")
      set(${out} "${root}/${dir}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${out} "" PARENT_SCOPE)
endfunction()

# Reads what openblas_config.h says: version and integer width. (It does not say how the library
# is threaded: USE_OPENMP and USE_THREAD are compiler flags of the build, not header defines.)
function(_winport_openblas_read_header include_dir)
  set(version "")
  set(suffix "")
  set(width 32)
  if(EXISTS "${include_dir}/openblas_config.h")
    file(STRINGS "${include_dir}/openblas_config.h" lines REGEX "^#[ \t]*define[ \t]+OPENBLAS_")
    foreach(line IN LISTS lines)
      # "0.3.28", or a development snapshot's "0.3.28.dev": the numbers only (no trailing dot).
      if(line MATCHES "OPENBLAS_VERSION[ \t]+\"[ \t]*OpenBLAS[ \t]+([0-9]+(\\.[0-9]+)*)\\.?([A-Za-z][A-Za-z0-9]*)?")
        set(version "${CMAKE_MATCH_1}")
        set(suffix "${CMAKE_MATCH_3}")
      # Only a #define counts: the appended template has `#ifdef OPENBLAS_USE64BITINT` in every
      # build, so the bare name says nothing.
      elseif(line MATCHES "^#[ \t]*define[ \t]+OPENBLAS_USE64BITINT([ \t]|$)")
        set(width 64)
      endif()
    endforeach()
  endif()
  set(_ob_version "${version}" PARENT_SCOPE)
  set(_ob_version_suffix "${suffix}" PARENT_SCOPE)
  set(_ob_header_width "${width}" PARENT_SCOPE)
endfunction()

# --- libraries ---------------------------------------------------------------------------------
# Library names tried, in order, for this platform and ABI; <out_gnu_only> gets names that exist
# but MSVC cannot link.
function(_winport_openblas_library_names abi header_width out out_gnu_only)
  if(header_width EQUAL 64)
    set(stems openblas64_ openblas_64 openblas64 openblas)
  else()
    set(stems openblas openblas64_ openblas_64 openblas64)
  endif()
  set(names "")
  set(gnu_only "")
  if(WIN32)
    set(msvc_names "")
    set(gnu_shared "")
    set(gnu_static "")
    foreach(stem IN LISTS stems)
      list(APPEND msvc_names "lib${stem}.lib" "${stem}.lib")
      list(APPEND gnu_shared "lib${stem}.dll.a")
      list(APPEND gnu_static "lib${stem}.a")
    endforeach()
    if(abi STREQUAL "MSVC")
      set(names ${msvc_names})
      set(gnu_only ${gnu_shared} ${gnu_static})
    elseif(OpenBLAS_USE_STATIC_LIBS)
      set(names ${gnu_static} ${gnu_shared} ${msvc_names})
    else()
      # MinGW's ld links MSVC import libraries too, after its own.
      set(names ${gnu_shared} ${msvc_names} ${gnu_static})
    endif()
  else()
    list(APPEND stems openblasp openblaso)
    set(shared_suffix "${CMAKE_SHARED_LIBRARY_SUFFIX}")
    if(NOT shared_suffix)
      set(shared_suffix .so)
    endif()
    set(shared "")
    set(static "")
    foreach(stem IN LISTS stems)
      list(APPEND shared "lib${stem}${shared_suffix}")
      list(APPEND static "lib${stem}.a")
    endforeach()
    if(OpenBLAS_USE_STATIC_LIBS)
      set(names ${static} ${shared})
    else()
      set(names ${shared} ${static})
    endif()
  endif()
  set(${out} "${names}" PARENT_SCOPE)
  set(${out_gnu_only} "${gnu_only}" PARENT_SCOPE)
endfunction()

function(_winport_openblas_library_dirs root include_dir out)
  set(dirs "")
  if(CMAKE_LIBRARY_ARCHITECTURE)
    if(include_dir MATCHES "/include/${CMAKE_LIBRARY_ARCHITECTURE}/(openblas-[a-z]+)$")
      list(APPEND dirs "lib/${CMAKE_LIBRARY_ARCHITECTURE}/${CMAKE_MATCH_1}")
    endif()
    list(APPEND dirs "lib/${CMAKE_LIBRARY_ARCHITECTURE}")
  endif()
  list(APPEND dirs lib lib64)
  list(TRANSFORM dirs PREPEND "${root}/")
  set(kept "")
  foreach(dir IN LISTS dirs)
    _winport_openblas_ignored("${dir}" path ignored)
    if(NOT ignored)
      list(APPEND kept "${dir}")
    endif()
  endforeach()
  set(${out} "${kept}" PARENT_SCOPE)
endfunction()

# The DLL that goes with an import library: bin/<stem>.dll (or beside the import library).
function(_winport_openblas_dll_for library root out)
  get_filename_component(name "${library}" NAME)
  string(REGEX REPLACE "(\\.dll\\.a|\\.lib|\\.a)$" "" stem "${name}")
  get_filename_component(dir "${library}" DIRECTORY)
  foreach(candidate IN ITEMS "${root}/bin/${stem}.dll" "${dir}/../bin/${stem}.dll" "${dir}/${stem}.dll")
    if(EXISTS "${candidate}")
      get_filename_component(candidate "${candidate}" ABSOLUTE)
      set(${out} "${candidate}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${out} "" PARENT_SCOPE)
endfunction()

# _winport_openblas_linkage(<library> <root> <dll-var> <linkage-var> <reason-var>)
# How <library> links: SHARED (a Unix shared library, or a Windows import library with its DLL) or
# STATIC. A DLL already in <dll-var> (an explicit *_RUNTIME_LIBRARY) is kept; otherwise it is
# looked for beside <root>. A GNU import library (.dll.a) without its DLL cannot be used: its
# reason goes to <reason-var> (empty when usable). Shared by FindOpenBLAS and FindLAPACKE.
function(_winport_openblas_linkage library root dll_var linkage_var reason_var)
  set(dll "${${dll_var}}")
  set(linkage SHARED)
  set(reason "")
  if(WIN32 AND library MATCHES "\\.a$" AND NOT library MATCHES "\\.dll\\.a$")
    # A GNU archive (MinGW's libopenblas.a, chosen by OpenBLAS_USE_STATIC_LIBS) is linked in
    # whole: no DLL goes with it, even though the release zip has one beside it.
    set(linkage STATIC)
    set(dll "")
  elseif(WIN32)
    if(NOT dll OR NOT EXISTS "${dll}")
      _winport_openblas_dll_for("${library}" "${root}" dll)
    endif()
    if(NOT dll)
      set(linkage STATIC)
      if(library MATCHES "\\.dll\\.a$")
        set(reason "${library} is an import library but its DLL is missing (looked in ${root}/bin).")
      endif()
    endif()
  elseif(library MATCHES "\\.a$")
    set(linkage STATIC)
  endif()
  set(${dll_var} "${dll}" PARENT_SCOPE)
  set(${linkage_var} "${linkage}" PARENT_SCOPE)
  set(${reason_var} "${reason}" PARENT_SCOPE)
endfunction()

# --- OpenBLAS's own CMake config ---------------------------------------------------------------
function(_winport_openblas_config_files root out)
  set(found "")
  set(dirs lib/cmake share/cmake lib64/cmake)
  if(CMAKE_LIBRARY_ARCHITECTURE)
    # Debian keeps one config per threading variant, plus an alternatives-managed one.
    list(PREPEND dirs "lib/${CMAKE_LIBRARY_ARCHITECTURE}/openblas-pthread/cmake"
      "lib/${CMAKE_LIBRARY_ARCHITECTURE}/openblas-openmp/cmake"
      "lib/${CMAKE_LIBRARY_ARCHITECTURE}/openblas-serial/cmake"
      "lib/${CMAKE_LIBRARY_ARCHITECTURE}/cmake")
  endif()
  foreach(dir IN LISTS dirs)
    foreach(sub IN ITEMS OpenBLAS openblas OpenBLAS64 openblas64)
      foreach(file IN ITEMS OpenBLASConfig.cmake OpenBLAS64Config.cmake openblas-config.cmake)
        if(EXISTS "${root}/${dir}/${sub}/${file}")
          list(APPEND found "${root}/${dir}/${sub}/${file}")
        endif()
      endforeach()
    endforeach()
  endforeach()
  # vcpkg installs the config under share/<port>.
  if(EXISTS "${root}/share/openblas/OpenBLASConfig.cmake")
    list(APPEND found "${root}/share/openblas/OpenBLASConfig.cmake")
  endif()
  list(REMOVE_DUPLICATES found)
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# Loads <file> if it is a CMake-exported config; sets _ob_config_target to the target it made, or
# _ob_config_reason to why it was not used. Runs in a function so its variables
# (OpenBLAS_LIBRARIES = a DLL, and such) do not leak; imported targets are directory-wide anyway.
function(_winport_openblas_try_config file)
  set(_ob_config_target "" PARENT_SCOPE)
  file(READ "${file}" text)
  if(NOT text MATCHES "(include|add_library)[ \t]*\\(")
    set(_ob_config_reason "Makefile-generated config (plain variables, build-host paths, no imported target)" PARENT_SCOPE)
    return()
  endif()
  get_filename_component(dir "${file}" DIRECTORY)
  string(REGEX MATCHALL "include[ \t]*\\([ \t]*\"?\\\${CMAKE_CURRENT_LIST_DIR}/[^\")]+" includes "${text}")
  foreach(inc IN LISTS includes)
    string(REGEX REPLACE ".*CMAKE_CURRENT_LIST_DIR}/" "" included "${inc}")
    if(NOT included MATCHES "\\$" AND NOT EXISTS "${dir}/${included}")
      set(_ob_config_reason "includes ${included}, which is missing (the ILP64 config bug of OpenBLAS issue 5521)" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  include("${file}")
  foreach(target IN ITEMS OpenBLAS::OpenBLAS OpenBLAS64::OpenBLAS)
    if(TARGET ${target})
      set(_ob_config_target ${target} PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(_ob_config_reason "defines no OpenBLAS::OpenBLAS or OpenBLAS64::OpenBLAS target" PARENT_SCOPE)
endfunction()

# Reads include folder, library and DLL back from a config's imported target.
function(_winport_openblas_from_target target)
  get_target_property(includes ${target} INTERFACE_INCLUDE_DIRECTORIES)
  set(include_dir "")
  foreach(dir IN LISTS includes)
    if(EXISTS "${dir}/cblas.h")
      set(include_dir "${dir}")
      break()
    endif()
  endforeach()
  get_target_property(configs ${target} IMPORTED_CONFIGURATIONS)
  if(NOT configs)
    set(configs "")
  endif()
  set(suffixes "")
  foreach(config IN LISTS configs)
    string(TOUPPER "${config}" config)
    list(APPEND suffixes "_${config}")
  endforeach()
  list(APPEND suffixes "")
  set(library "")
  set(dll "")
  foreach(suffix IN LISTS suffixes)
    get_target_property(implib ${target} IMPORTED_IMPLIB${suffix})
    get_target_property(location ${target} IMPORTED_LOCATION${suffix})
    if(implib)
      set(library "${implib}")
      set(dll "${location}")
      break()
    elseif(location)
      set(library "${location}")
      break()
    endif()
  endforeach()
  set(_ob_include_dir "${include_dir}" PARENT_SCOPE)
  set(_ob_library "${library}" PARENT_SCOPE)
  set(_ob_dll "${dll}" PARENT_SCOPE)
endfunction()

# --- judging one install -----------------------------------------------------------------------
# The integer width an install's naming promises, where its convention is decisive; empty where
# names say nothing (a Makefile INTERFACE64=1 build keeps the plain name).
function(_winport_openblas_width_by_name root include_dir library layout out)
  get_filename_component(name "${library}" NAME)
  set(width "")
  if(name MATCHES "openblas(64_|_64|64)[.]")
    set(width 64)
  elseif(layout STREQUAL "release-zip")
    get_filename_component(top "${root}" NAME)
    if(top STREQUAL "win64-64")
      set(width 64)
    elseif(top STREQUAL "win64")
      set(width 32)
    endif()
  elseif(layout STREQUAL "conda" OR include_dir MATCHES "/include/openblas64$")
    # conda-forge names ILP64 openblas64_, OpenBLAS's CMake build openblas_64: plain means LP64.
    set(width 32)
  endif()
  set(${out} "${width}" PARENT_SCOPE)
endfunction()

function(_winport_openblas_layout root include_dir library out)
  get_filename_component(top "${root}" NAME)
  get_filename_component(parent "${root}" DIRECTORY)
  if(top MATCHES "^win64(-64)?$")
    set(layout release-zip)
  elseif(root MATCHES "/installed/[^/]+$")
    set(layout vcpkg)
  elseif(top STREQUAL "Library" AND (IS_DIRECTORY "${parent}/conda-meta" OR _ob_origin STREQUAL "ENV{CONDA_PREFIX}"))
    set(layout conda)
  elseif(top MATCHES "^(mingw64|mingw32|ucrt64|clang64|clangarm64)$" AND EXISTS "${root}/bin")
    set(layout msys2)
  elseif(include_dir MATCHES "/include/[^/]+-[^/]+-[^/]+/openblas-[a-z]+$")
    set(layout debian-multiarch)
  else()
    set(layout prefix)
  endif()
  set(${out} "${layout}" PARENT_SCOPE)
endfunction()

# Looks at one expanded root. Sets _ob_status (complete, half, none), _ob_reason and the paths.
function(_winport_openblas_probe root abi)
  set(_ob_status none PARENT_SCOPE)
  _winport_openblas_header_dir("${root}" include_dir)
  if(NOT include_dir)
    return()
  endif()
  _winport_openblas_read_header("${include_dir}")
  _winport_openblas_library_names("${abi}" "${_ob_header_width}" names gnu_only)
  _winport_openblas_library_dirs("${root}" "${include_dir}" lib_dirs)
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
  set(_ob_include_dir "${include_dir}" PARENT_SCOPE)
  set(_ob_status half PARENT_SCOPE)
  if(NOT library)
    set(gnu_found "")
    foreach(dir IN LISTS lib_dirs)
      foreach(name IN LISTS gnu_only)
        if(EXISTS "${dir}/${name}")
          list(APPEND gnu_found "${dir}/${name}")
        endif()
      endforeach()
    endforeach()
    if(gnu_found)
      list(JOIN gnu_found ", " gnu_found)
      set(_ob_reason "OpenBLAS at ${root} has headers (${include_dir}) but only GNU (MinGW) libraries: ${gnu_found}. MSVC cannot link a GNU import library or archive. Use an install with an MSVC import library (the release zip's lib/libopenblas.lib, vcpkg, conda-forge), make one from the DLL with `lib /def:`, or build with MinGW." PARENT_SCOPE)
    else()
      list(JOIN names ", " names)
      list(JOIN lib_dirs ", " lib_dirs)
      set(_ob_reason "OpenBLAS headers found in ${include_dir} but no library: looked for ${names} in ${lib_dirs}." PARENT_SCOPE)
    endif()
    return()
  endif()

  set(dll "")
  _winport_openblas_linkage("${library}" "${root}" dll linkage reason)
  if(reason)
    set(_ob_reason "${reason}" PARENT_SCOPE)
    return()
  endif()
  set(_ob_library "${library}" PARENT_SCOPE)
  set(_ob_dll "${dll}" PARENT_SCOPE)
  set(_ob_linkage "${linkage}" PARENT_SCOPE)
  set(_ob_status complete PARENT_SCOPE)
endfunction()

# Checks a complete install for contradictions. Sets _ob_reason (empty when fine).
function(_winport_openblas_check root include_dir library layout header_width)
  set(_ob_reason "" PARENT_SCOPE)
  _winport_openblas_width_by_name("${root}" "${include_dir}" "${library}" "${layout}" name_width)
  if(name_width AND NOT name_width EQUAL header_width)
    if(header_width EQUAL 64)
      set(what "ILP64 headers (openblas_config.h defines OPENBLAS_USE64BITINT) with an LP64 library")
    else()
      set(what "LP64 headers (no OPENBLAS_USE64BITINT in openblas_config.h) with an ILP64 library")
    endif()
    set(_ob_reason "OpenBLAS at ${root} mixes ${what}: ${include_dir} and ${library}. Point OpenBLAS_ROOT at one complete install." PARENT_SCOPE)
    return()
  endif()
  if(DEFINED OpenBLAS_USE_ILP64 AND NOT OpenBLAS_USE_ILP64 STREQUAL "")
    if(OpenBLAS_USE_ILP64 AND NOT header_width EQUAL 64)
      set(_ob_reason "OpenBLAS_USE_ILP64 is ON but OpenBLAS at ${root} is LP64 (32-bit integers)." PARENT_SCOPE)
    elseif(NOT OpenBLAS_USE_ILP64 AND header_width EQUAL 64)
      set(_ob_reason "OpenBLAS_USE_ILP64 is OFF but OpenBLAS at ${root} is ILP64 (64-bit integers)." PARENT_SCOPE)
    endif()
  endif()
endfunction()

# Threading, where the install shows it.
function(_winport_openblas_threading include_dir library pc_text out)
  # Debian's alternatives symlink resolves into the variant's folder.
  get_filename_component(real "${library}" REALPATH)
  get_filename_component(name "${library}" NAME_WE)
  if("${include_dir};${real}" MATCHES "/openblas-(pthread|openmp|serial)(/|;|$)")
    set(threading "${CMAKE_MATCH_1}")
  elseif(name MATCHES "^libopenblasp")
    set(threading pthread)
  elseif(name MATCHES "^libopenblaso")
    set(threading openmp)
  elseif(pc_text MATCHES "USE_OPENMP=1")
    set(threading openmp)
  else()
    set(threading unknown)
  endif()
  set(${out} "${threading}" PARENT_SCOPE)
endfunction()

# =================================================================================================
_winport_openblas_windows_abi(_ob_abi)

# A changed hint drops the entries the module filled in itself, so the next search can see it.
set(_ob_signature "${OpenBLAS_ROOT}|$ENV{OpenBLAS_ROOT}|${CMAKE_PREFIX_PATH}|$ENV{CMAKE_PREFIX_PATH}|${VCPKG_ROOT}|$ENV{VCPKG_ROOT}|${VCPKG_INSTALLED_DIR}|${VCPKG_TARGET_TRIPLET}|$ENV{VCPKG_DEFAULT_TRIPLET}|$ENV{CONDA_PREFIX}|${OpenBLAS_USE_ILP64}|${OpenBLAS_USE_STATIC_LIBS}|${OpenBLAS_USE_CONFIG}|${_ob_abi}|${CMAKE_FIND_USE_CMAKE_SYSTEM_PATH}")
if(DEFINED _OpenBLAS_SEARCH_SIGNATURE AND NOT _OpenBLAS_SEARCH_SIGNATURE STREQUAL _ob_signature)
  foreach(_ob_var IN ITEMS INCLUDE_DIR LIBRARY RUNTIME_LIBRARY)
    if(DEFINED _OpenBLAS_SEARCH_SET_${_ob_var} AND "${OpenBLAS_${_ob_var}}" STREQUAL "${_OpenBLAS_SEARCH_SET_${_ob_var}}")
      unset(OpenBLAS_${_ob_var} CACHE)
      unset(OpenBLAS_${_ob_var})
    endif()
  endforeach()
endif()
set(_OpenBLAS_SEARCH_SIGNATURE "${_ob_signature}" CACHE INTERNAL "hints FindOpenBLAS last searched with")

set(_ob_reason "")
set(_ob_status none)
set(_ob_root "")
set(_ob_origin "")
set(_ob_config_target "")
set(_ob_searched FALSE)
set(OpenBLAS_CONFIG_IGNORED "")
set(OpenBLAS_FROM_CONFIG "")
_winport_openblas_prefixes(OpenBLAS_ROOT _ob_prefixes _ob_origins)
set(OpenBLAS_SEARCHED "")
foreach(_ob_prefix _ob_prefix_origin IN ZIP_LISTS _ob_prefixes _ob_origins)
  list(APPEND OpenBLAS_SEARCHED "${_ob_prefix_origin}: ${_ob_prefix}")
endforeach()

if(OpenBLAS_INCLUDE_DIR AND OpenBLAS_LIBRARY AND EXISTS "${OpenBLAS_INCLUDE_DIR}/cblas.h" AND EXISTS "${OpenBLAS_LIBRARY}")
  # Cached or set by hand: judge those files, no search.
  set(_ob_include_dir "${OpenBLAS_INCLUDE_DIR}")
  set(_ob_library "${OpenBLAS_LIBRARY}")
  if(_OpenBLAS_SEARCH_ROOT AND "${_ob_library}" STREQUAL "${_OpenBLAS_SEARCH_SET_LIBRARY}")
    set(_ob_root "${_OpenBLAS_SEARCH_ROOT}")
    set(_ob_origin "${_OpenBLAS_SEARCH_ORIGIN}")
  else()
    get_filename_component(_ob_root "${_ob_library}" DIRECTORY)
    get_filename_component(_ob_root "${_ob_root}" DIRECTORY)
    set(_ob_origin "OpenBLAS_INCLUDE_DIR and OpenBLAS_LIBRARY")
  endif()
  _winport_openblas_read_header("${_ob_include_dir}")
  set(_ob_dll "${OpenBLAS_RUNTIME_LIBRARY}")
  _winport_openblas_linkage("${_ob_library}" "${_ob_root}" _ob_dll _ob_linkage _ob_reason)
  if(_ob_reason)
    string(APPEND _ob_reason " Set OpenBLAS_RUNTIME_LIBRARY to the DLL.")
  endif()
  if(WIN32)
    if(_ob_abi STREQUAL "MSVC" AND _ob_library MATCHES "\\.a$")
      set(_ob_reason "OpenBLAS_LIBRARY is ${_ob_library}, a GNU (MinGW) library, which MSVC cannot link. Use an MSVC import library (.lib).")
    endif()
  endif()
  if(NOT _ob_reason)
    _winport_openblas_layout("${_ob_root}" "${_ob_include_dir}" "${_ob_library}" _ob_layout)
    _winport_openblas_check("${_ob_root}" "${_ob_include_dir}" "${_ob_library}" "${_ob_layout}" "${_ob_header_width}")
  endif()
  set(_ob_status complete)
  if(_ob_reason)
    set(_ob_status half)
  endif()
else()
  set(_ob_searched TRUE)
  set(_ob_first_half_reason "")
  foreach(_ob_prefix _ob_prefix_origin IN ZIP_LISTS _ob_prefixes _ob_origins)
    # Roots to look at for this prefix: the prefix, a release zip's top folder inside it, and a
    # conda environment's Library/ folder.
    set(_ob_roots "${_ob_prefix}")
    if(WIN32)
      if(OpenBLAS_USE_ILP64)
        list(APPEND _ob_roots "${_ob_prefix}/win64-64" "${_ob_prefix}/win64")
      else()
        list(APPEND _ob_roots "${_ob_prefix}/win64" "${_ob_prefix}/win64-64")
      endif()
      list(APPEND _ob_roots "${_ob_prefix}/Library")
    endif()
    foreach(_ob_candidate IN LISTS _ob_roots)
      if(NOT IS_DIRECTORY "${_ob_candidate}")
        continue()
      endif()
      if(NOT DEFINED OpenBLAS_USE_CONFIG OR OpenBLAS_USE_CONFIG)
        _winport_openblas_config_files("${_ob_candidate}" _ob_configs)
        foreach(_ob_config IN LISTS _ob_configs)
          _winport_openblas_try_config("${_ob_config}")
          if(_ob_config_target)
            set(OpenBLAS_FROM_CONFIG "${_ob_config}")
            break()
          endif()
          list(APPEND OpenBLAS_CONFIG_IGNORED "${_ob_config}: ${_ob_config_reason}")
        endforeach()
        if(_ob_config_target)
          _winport_openblas_from_target(${_ob_config_target})
          set(_ob_root "${_ob_candidate}")
          set(_ob_origin "${_ob_prefix_origin}")
          set(_ob_status complete)
          set(_ob_linkage STATIC)
          get_target_property(_ob_type ${_ob_config_target} TYPE)
          if(_ob_type STREQUAL "SHARED_LIBRARY")
            set(_ob_linkage SHARED)
          endif()
          _winport_openblas_read_header("${_ob_include_dir}")
          _winport_openblas_layout("${_ob_root}" "${_ob_include_dir}" "${_ob_library}" _ob_layout)
          _winport_openblas_check("${_ob_root}" "${_ob_include_dir}" "${_ob_library}" "${_ob_layout}" "${_ob_header_width}")
          if(_ob_reason)
            set(_ob_status half)
          endif()
          break()
        endif()
      endif()
      _winport_openblas_probe("${_ob_candidate}" "${_ob_abi}")
      if(_ob_status STREQUAL "none")
        continue()
      endif()
      set(_ob_root "${_ob_candidate}")
      set(_ob_origin "${_ob_prefix_origin}")
      if(_ob_status STREQUAL "complete")
        _winport_openblas_read_header("${_ob_include_dir}")
        _winport_openblas_layout("${_ob_root}" "${_ob_include_dir}" "${_ob_library}" _ob_layout)
        _winport_openblas_check("${_ob_root}" "${_ob_include_dir}" "${_ob_library}" "${_ob_layout}" "${_ob_header_width}")
        if(_ob_reason)
          set(_ob_status half)
        endif()
      endif()
      break()
    endforeach()
    if(_ob_status STREQUAL "complete")
      break()
    elseif(_ob_status STREQUAL "half")
      if(NOT _ob_first_half_reason)
        set(_ob_first_half_reason "${_ob_reason}")
      endif()
      # A named root that is broken stops the search: quietly taking another install would hide it.
      if(_ob_prefix_origin MATCHES "OpenBLAS_ROOT")
        break()
      endif()
      set(_ob_status none)
    endif()
  endforeach()
  if(NOT _ob_status STREQUAL "complete")
    set(_ob_reason "${_ob_first_half_reason}")
    if(_ob_reason)
      set(_ob_status half)
    endif()
  endif()
endif()

unset(OpenBLAS_INCLUDE_DIRS)
unset(OpenBLAS_LIBRARIES)
unset(OpenBLAS_VERSION)
unset(OpenBLAS_VERSION_SUFFIX)
if(_ob_status STREQUAL "complete")
  if(NOT OpenBLAS_FROM_CONFIG)
    set(OpenBLAS_INCLUDE_DIR "${_ob_include_dir}" CACHE PATH "Folder holding OpenBLAS's cblas.h" FORCE)
    set(OpenBLAS_LIBRARY "${_ob_library}" CACHE FILEPATH "OpenBLAS library to link (the import library on Windows)" FORCE)
    set(OpenBLAS_RUNTIME_LIBRARY "${_ob_dll}" CACHE FILEPATH "OpenBLAS DLL (Windows)" FORCE)
    if(_ob_searched)
      # Remember what the search filled in: those entries (and only those) follow hint changes.
      foreach(_ob_var IN ITEMS INCLUDE_DIR LIBRARY RUNTIME_LIBRARY)
        set(_OpenBLAS_SEARCH_SET_${_ob_var} "${OpenBLAS_${_ob_var}}" CACHE INTERNAL "")
      endforeach()
      set(_OpenBLAS_SEARCH_ROOT "${_ob_root}" CACHE INTERNAL "")
      set(_OpenBLAS_SEARCH_ORIGIN "${_ob_origin}" CACHE INTERNAL "")
    endif()
  endif()
  set(OpenBLAS_INCLUDE_DIRS "${_ob_include_dir}")
  set(OpenBLAS_LIBRARIES "${_ob_library}")
  set(OpenBLAS_RUNTIME_LIBRARY "${_ob_dll}")
  set(OpenBLAS_VERSION "${_ob_version}")
  set(OpenBLAS_VERSION_SUFFIX "${_ob_version_suffix}")
  set(OpenBLAS_PREFIX "${_ob_root}")
  set(OpenBLAS_PREFIX_ORIGIN "${_ob_origin}")
  set(OpenBLAS_LINKAGE "${_ob_linkage}")
  set(OpenBLAS_INTEGER_WIDTH "${_ob_header_width}")
  if(_ob_header_width EQUAL 64)
    set(OpenBLAS_ILP64 TRUE)
  else()
    set(OpenBLAS_ILP64 FALSE)
  endif()
  get_filename_component(_ob_name "${_ob_library}" NAME)
  set(OpenBLAS_SYMBOL_SUFFIX "")
  if(_ob_name MATCHES "openblas64_[.]")
    set(OpenBLAS_SYMBOL_SUFFIX "64_")
  endif()
  set(OpenBLAS_IMPORT_LIBRARY_ABI NONE)
  if(WIN32 AND _ob_linkage STREQUAL "SHARED")
    if(_ob_name MATCHES "\\.dll\\.a$")
      set(OpenBLAS_IMPORT_LIBRARY_ABI GNU)
    else()
      set(OpenBLAS_IMPORT_LIBRARY_ABI MSVC)
    endif()
  endif()
  _winport_openblas_layout("${_ob_root}" "${_ob_include_dir}" "${_ob_library}" OpenBLAS_LAYOUT)

  # openblas.pc, where there is one, says more: LAPACKE left out, OpenMP, static link needs.
  set(_ob_pc_text "")
  get_filename_component(_ob_libdir "${_ob_library}" DIRECTORY)
  foreach(_ob_pc IN ITEMS "${_ob_libdir}/pkgconfig/openblas.pc" "${_ob_root}/lib/pkgconfig/openblas.pc")
    if(EXISTS "${_ob_pc}")
      file(READ "${_ob_pc}" _ob_pc_text)
      break()
    endif()
  endforeach()
  _winport_openblas_threading("${_ob_include_dir}" "${_ob_library}" "${_ob_pc_text}" OpenBLAS_THREADING)
  if(EXISTS "${_ob_include_dir}/lapacke.h" AND NOT _ob_pc_text MATCHES "NO_LAPACKE=1")
    set(OpenBLAS_LAPACKE_BUNDLED TRUE)
  else()
    set(OpenBLAS_LAPACKE_BUNDLED FALSE)
  endif()

  # MSYS2's DLL needs the MinGW runtime DLLs beside it at run time.
  set(OpenBLAS_RUNTIME_DEPENDENCIES "")
  if(_ob_dll)
    get_filename_component(_ob_bindir "${_ob_dll}" DIRECTORY)
    file(GLOB _ob_runtime_deps LIST_DIRECTORIES FALSE
      "${_ob_bindir}/libgfortran-*.dll" "${_ob_bindir}/libgcc_s_seh-*.dll"
      "${_ob_bindir}/libwinpthread-*.dll" "${_ob_bindir}/libquadmath-*.dll")
    list(SORT _ob_runtime_deps)
    set(OpenBLAS_RUNTIME_DEPENDENCIES "${_ob_runtime_deps}")
  endif()

  # vcpkg keeps the Debug build under debug/.
  set(_ob_debug_library "")
  set(_ob_debug_dll "")
  if(OpenBLAS_LAYOUT STREQUAL "vcpkg" AND NOT OpenBLAS_FROM_CONFIG)
    get_filename_component(_ob_name "${_ob_library}" NAME)
    if(EXISTS "${_ob_root}/debug/lib/${_ob_name}")
      set(_ob_debug_library "${_ob_root}/debug/lib/${_ob_name}")
      if(_ob_dll)
        get_filename_component(_ob_dllname "${_ob_dll}" NAME)
        if(EXISTS "${_ob_root}/debug/bin/${_ob_dllname}")
          set(_ob_debug_dll "${_ob_root}/debug/bin/${_ob_dllname}")
        endif()
      endif()
    endif()
  endif()
endif()

if(_ob_reason)
  set(_ob_failure "${_ob_reason}")
elseif(_ob_status STREQUAL "complete")
  # Found, so a failure can only be the version: say what was found, where.
  set(_ob_found_version "${_ob_version}")
  if(_ob_found_version STREQUAL "")
    set(_ob_found_version "of no readable version (openblas_config.h has no OPENBLAS_VERSION)")
  endif()
  set(_ob_failure "OpenBLAS ${_ob_found_version} was found at ${_ob_root} (${_ob_origin}), which the version requested (${OpenBLAS_FIND_VERSION}) excludes. Point OpenBLAS_ROOT at an install of a suitable version, or change the request.")
else()
  list(JOIN OpenBLAS_SEARCHED "\n    " _ob_places)
  set(_ob_failure "no OpenBLAS (cblas.h + openblas_config.h and a library) in any of these places, searched in this order:\n    ${_ob_places}\n  Set OpenBLAS_ROOT (CMake or environment variable) to the install's folder (the release zip's win64 folder, a vcpkg installed/<triplet> folder, a conda environment, an MSYS2 mingw64 folder or a prefix), or use CMAKE_PREFIX_PATH, VCPKG_ROOT/VCPKG_INSTALLED_DIR with VCPKG_TARGET_TRIPLET, or CONDA_PREFIX, or set OpenBLAS_INCLUDE_DIR and OpenBLAS_LIBRARY.")
endif()
if(OpenBLAS_CONFIG_IGNORED)
  list(JOIN OpenBLAS_CONFIG_IGNORED "\n    " _ob_ignored)
  string(APPEND _ob_failure "\n  OpenBLAS CMake config files not used:\n    ${_ob_ignored}")
endif()

find_package_handle_standard_args(OpenBLAS
  REQUIRED_VARS OpenBLAS_LIBRARIES OpenBLAS_INCLUDE_DIRS
  VERSION_VAR OpenBLAS_VERSION
  REASON_FAILURE_MESSAGE "${_ob_failure}")

if(OpenBLAS_FOUND AND NOT TARGET OpenBLAS::OpenBLAS)
  if(_ob_config_target AND NOT _ob_config_target STREQUAL "OpenBLAS::OpenBLAS")
    add_library(OpenBLAS::OpenBLAS ALIAS ${_ob_config_target})
  elseif(NOT OpenBLAS_FROM_CONFIG)
    add_library(OpenBLAS::OpenBLAS ${_ob_linkage} IMPORTED)
    set_target_properties(OpenBLAS::OpenBLAS PROPERTIES
      INTERFACE_INCLUDE_DIRECTORIES "${OpenBLAS_INCLUDE_DIRS}")
    if(_ob_linkage STREQUAL "STATIC")
      set_target_properties(OpenBLAS::OpenBLAS PROPERTIES IMPORTED_LINK_INTERFACE_LANGUAGES C)
    endif()
    if(WIN32 AND _ob_linkage STREQUAL "SHARED")
      set_target_properties(OpenBLAS::OpenBLAS PROPERTIES
        IMPORTED_IMPLIB "${OpenBLAS_LIBRARIES}"
        IMPORTED_LOCATION "${OpenBLAS_RUNTIME_LIBRARY}")
      if(_ob_debug_library AND _ob_debug_dll)
        set_target_properties(OpenBLAS::OpenBLAS PROPERTIES
          IMPORTED_IMPLIB_DEBUG "${_ob_debug_library}"
          IMPORTED_LOCATION_DEBUG "${_ob_debug_dll}"
          IMPORTED_IMPLIB_RELEASE "${OpenBLAS_LIBRARIES}"
          IMPORTED_LOCATION_RELEASE "${OpenBLAS_RUNTIME_LIBRARY}"
          IMPORTED_CONFIGURATIONS "RELEASE;DEBUG"
          MAP_IMPORTED_CONFIG_MINSIZEREL Release
          MAP_IMPORTED_CONFIG_RELWITHDEBINFO Release)
      endif()
    else()
      set_target_properties(OpenBLAS::OpenBLAS PROPERTIES IMPORTED_LOCATION "${OpenBLAS_LIBRARIES}")
      if(_ob_debug_library)
        set_target_properties(OpenBLAS::OpenBLAS PROPERTIES
          IMPORTED_LOCATION_DEBUG "${_ob_debug_library}"
          IMPORTED_LOCATION_RELEASE "${OpenBLAS_LIBRARIES}"
          IMPORTED_CONFIGURATIONS "RELEASE;DEBUG"
          MAP_IMPORTED_CONFIG_MINSIZEREL Release
          MAP_IMPORTED_CONFIG_RELWITHDEBINFO Release)
      endif()
      if(_ob_linkage STREQUAL "STATIC" AND _ob_pc_text MATCHES "\nextralib=([^\n]*)")
        # A static OpenBLAS needs what openblas.pc's Libs.private lists (libm, pthread, gfortran).
        string(REGEX MATCHALL "-l[^ \t]+" _ob_extra "${CMAKE_MATCH_1}")
        list(TRANSFORM _ob_extra REPLACE "^-l" "")
        list(REMOVE_DUPLICATES _ob_extra)
        set_property(TARGET OpenBLAS::OpenBLAS PROPERTY INTERFACE_LINK_LIBRARIES "${_ob_extra}")
      endif()
    endif()
    if(OpenBLAS_RUNTIME_DEPENDENCIES)
      set_property(TARGET OpenBLAS::OpenBLAS PROPERTY WINPORT_RUNTIME_DLLS "${OpenBLAS_RUNTIME_DEPENDENCIES}")
    endif()
  endif()
endif()
if(NOT OpenBLAS_FOUND)
  foreach(_ob_var IN ITEMS OpenBLAS_ILP64 OpenBLAS_INTEGER_WIDTH OpenBLAS_LINKAGE OpenBLAS_THREADING
                          OpenBLAS_LAPACKE_BUNDLED OpenBLAS_IMPORT_LIBRARY_ABI OpenBLAS_LAYOUT)
    unset(${_ob_var})
  endforeach()
endif()
# Shown (empty) in cmake-gui/ccmake when nothing was found, so there is something to fill in.
set(OpenBLAS_INCLUDE_DIR "${OpenBLAS_INCLUDE_DIR}" CACHE PATH "Folder holding OpenBLAS's cblas.h")
set(OpenBLAS_LIBRARY "${OpenBLAS_LIBRARY}" CACHE FILEPATH "OpenBLAS library to link (the import library on Windows)")
mark_as_advanced(OpenBLAS_INCLUDE_DIR OpenBLAS_LIBRARY OpenBLAS_RUNTIME_LIBRARY)
cmake_policy(POP)
