# SPDX-License-Identifier: BSD-3-Clause
# Distributed with winport (BSD-3-Clause, like CMake's own modules).
#[=======================================================================[.rst:
FindCUDNN
---------

Finds NVIDIA cuDNN 8 or 9, on Windows in every layout NVIDIA ships, and on Linux.

.. code-block:: cmake

  find_package(CUDNN [<version>] [REQUIRED])

Why a winport module: the cuDNN 9 Windows installer keeps headers and libraries in per-CUDA
subfolders (``include\12.9``, ``lib\12.9\x64``, ``bin\12.9[\x64]``) that no generic search
finds, and its sub-libraries (``cudnn_ops64_9.dll``, ``cudnn_engines_*64_9.dll``, ...) are loaded
with ``LoadLibrary``, so dependency scanners and ``$<TARGET_RUNTIME_DLLS>`` miss them (NVIDIA's
installation guide for Windows, https://docs.nvidia.com/deeplearning/cudnn/installation/windows.html).

Layouts
^^^^^^^

Searched per root by ``winport_cudnn_locate()`` (``WinportCUDA.cmake``):

``installer``
  ``<root>\include\<X.Y>\``, ``lib\<X.Y>\x64\``, ``bin\<X.Y>\x64\`` or ``bin\<X.Y>\``;
  ``<X.Y>`` is the chosen CUDA version, else the newest subfolder of the same CUDA major.
``zip``
  ``<root>\include\``, ``lib\x64\`` or ``lib\``, ``bin\x64\`` or ``bin\``.
``CUDA tree``
  The zip layout copied into the toolkit folder.
``Linux``
  ``<root>/include[/<arch>-linux-gnu]``, ``lib64``, ``lib``, ``lib/<arch>-linux-gnu``.

Input variables
^^^^^^^^^^^^^^^

``CUDNN_ROOT`` (variable or environment), ``CUDNN_PATH`` (environment)
  Roots tried first.
``CUDNN_CUDA_VERSION``
  The CUDA version whose subfolder to use; default: the toolkit chosen by
  ``winport_cuda_prepare()`` (``WINPORT_CUDA_VERSION_FOUND``), else ``CUDAToolkit_VERSION``, else
  ``CMAKE_CUDA_COMPILER_VERSION``.

Then each ``<Program Files>\NVIDIA\CUDNN\v*`` (newest first) and the CUDA toolkit root
(``WINPORT_CUDA_ROOT``, ``CUDAToolkit_ROOT``, ``ENV{CUDA_PATH}``); on Linux also
``/usr/local/cuda`` and ``/usr``.

Result variables
^^^^^^^^^^^^^^^^

``CUDNN_FOUND``, ``CUDNN_VERSION`` (X.Y.Z), ``CUDNN_VERSION_MAJOR``
  Whether and which cuDNN was found.
``CUDNN_INCLUDE_DIRS``, ``CUDNN_LIBRARIES``
  Its header folder and library.
``CUDNN_ROOT_DIR``
  The root it was found in.
``CUDNN_CUDA_SUBFOLDER``
  ``X.Y`` of the installer subfolder used (empty for other layouts).
``CUDNN_RUNTIME_DLLS``
  Windows: every ``cudnn*64_<major>.dll`` (the dispatcher and all sub-libraries); Linux: every
  ``libcudnn*.so.<major>``.

Imported target
^^^^^^^^^^^^^^^

``CUDNN::cudnn``
  Windows: ``SHARED IMPORTED``, ``IMPORTED_IMPLIB`` ``cudnn.lib``, ``IMPORTED_LOCATION``
  ``cudnn64_<major>.dll``, and the target property ``WINPORT_RUNTIME_DLLS`` listing the
  sub-library DLLs that it loads at run time (copied by winport's DLL helper). Linux:
  ``SHARED IMPORTED`` ``libcudnn.so``.

After a failure (nothing found, or a version the request excludes) the result variables above
are unset; the cache entries ``CUDNN_INCLUDE_DIR`` and ``CUDNN_LIBRARY`` keep what was found, as
a find module's cache entries do. The module's policy settings stay inside it (its own policy
scope), whatever the caller's ``cmake_minimum_required``.
#]=======================================================================]
# A find module runs in its caller's policy scope: ours is pushed here and popped at the end.
cmake_policy(PUSH)
cmake_policy(VERSION 3.25)
include("${CMAKE_CURRENT_LIST_DIR}/WinportCUDA.cmake")

# The platform whose layouts to search: the one winport_cuda_prepare() worked for, else the
# target's.
if(WINPORT_CUDA_PLATFORM)
  set(_cudnn_platform "${WINPORT_CUDA_PLATFORM}")
elseif(WIN32)
  set(_cudnn_platform Windows)
else()
  set(_cudnn_platform Linux)
endif()

set(_cudnn_cuda_version "${CUDNN_CUDA_VERSION}")
foreach(_cudnn_var IN ITEMS WINPORT_CUDA_VERSION_FOUND CUDAToolkit_VERSION CMAKE_CUDA_COMPILER_VERSION)
  if(NOT _cudnn_cuda_version AND ${_cudnn_var})
    set(_cudnn_cuda_version "${${_cudnn_var}}")
  endif()
endforeach()

set(_cudnn_roots "")
foreach(_cudnn_root IN ITEMS "${CUDNN_ROOT}" "$ENV{CUDNN_ROOT}" "$ENV{CUDNN_PATH}")
  if(_cudnn_root)
    list(APPEND _cudnn_roots "${_cudnn_root}")
  endif()
endforeach()
if(_cudnn_platform STREQUAL "Windows")
  foreach(_cudnn_pf IN ITEMS "$ENV{ProgramW6432}" "$ENV{ProgramFiles}" "C:/Program Files")
    if(_cudnn_pf)
      string(REPLACE "\\" "/" _cudnn_pf "${_cudnn_pf}")
      file(GLOB _cudnn_installs LIST_DIRECTORIES true "${_cudnn_pf}/NVIDIA/CUDNN/v*")
      list(SORT _cudnn_installs COMPARE NATURAL ORDER DESCENDING)
      list(APPEND _cudnn_roots ${_cudnn_installs})
    endif()
  endforeach()
endif()
foreach(_cudnn_root IN ITEMS "${WINPORT_CUDA_ROOT}" "${CUDAToolkit_ROOT}" "${CUDAToolkit_LIBRARY_ROOT}" "$ENV{CUDA_PATH}")
  if(_cudnn_root)
    list(APPEND _cudnn_roots "${_cudnn_root}")
  endif()
endforeach()
if(NOT _cudnn_platform STREQUAL "Windows")
  list(APPEND _cudnn_roots /usr/local/cuda /usr)
endif()
list(REMOVE_DUPLICATES _cudnn_roots)

winport_cudnn_locate(_cudnn ROOTS ${_cudnn_roots} CUDA_VERSION "${_cudnn_cuda_version}" PLATFORM ${_cudnn_platform})

if(_cudnn_FOUND)
  set(CUDNN_INCLUDE_DIR "${_cudnn_INCLUDE_DIR}" CACHE PATH "cuDNN include folder")
  set(CUDNN_LIBRARY "${_cudnn_LIBRARY}" CACHE FILEPATH "cuDNN import library / shared library")
  set(CUDNN_VERSION "${_cudnn_VERSION}")
  set(CUDNN_VERSION_MAJOR "${_cudnn_VERSION_MAJOR}")
  set(CUDNN_ROOT_DIR "${_cudnn_ROOT}")
  set(CUDNN_CUDA_SUBFOLDER "${_cudnn_CUDA_SUBFOLDER}")
  set(CUDNN_RUNTIME_DLLS "${_cudnn_RUNTIME_DLLS}")
elseif(_cudnn_REASONS AND NOT CUDNN_FIND_QUIETLY)
  string(REPLACE ";" "\n  " _cudnn_text "${_cudnn_REASONS}")
  message(STATUS "FindCUDNN: rejected:\n  ${_cudnn_text}")
endif()

string(REPLACE ";" ", " _cudnn_roots_text "${_cudnn_roots}")
if(_cudnn_FOUND)
  # Found, so a failure can only be the version requested: say what was found, where.
  set(_cudnn_failure "cuDNN ${CUDNN_VERSION} was found at ${CUDNN_ROOT_DIR}, which the version requested (${CUDNN_FIND_VERSION}) excludes: set CUDNN_ROOT to a cuDNN of a suitable version, or change the request")
else()
  set(_cudnn_failure "searched ${_cudnn_roots_text} for CUDA ${_cudnn_cuda_version}, set CUDNN_ROOT to the cuDNN folder (the one holding include\\)")
endif()
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(CUDNN
  REQUIRED_VARS CUDNN_LIBRARY CUDNN_INCLUDE_DIR
  VERSION_VAR CUDNN_VERSION
  REASON_FAILURE_MESSAGE "${_cudnn_failure}")
if(NOT CUDNN_FOUND)
  foreach(_cudnn_var IN ITEMS VERSION VERSION_MAJOR ROOT_DIR CUDA_SUBFOLDER RUNTIME_DLLS INCLUDE_DIRS LIBRARIES)
    unset(CUDNN_${_cudnn_var})
  endforeach()
endif()

if(CUDNN_FOUND)
  set(CUDNN_INCLUDE_DIRS "${CUDNN_INCLUDE_DIR}")
  set(CUDNN_LIBRARIES "${CUDNN_LIBRARY}")
  if(NOT TARGET CUDNN::cudnn)
    add_library(CUDNN::cudnn SHARED IMPORTED)
    set_target_properties(CUDNN::cudnn PROPERTIES
      INTERFACE_INCLUDE_DIRECTORIES "${CUDNN_INCLUDE_DIR}")
    if(_cudnn_platform STREQUAL "Windows")
      set(_cudnn_loaded "${_cudnn_RUNTIME_DLLS}")
      list(REMOVE_ITEM _cudnn_loaded "${_cudnn_DLL}")
      set_target_properties(CUDNN::cudnn PROPERTIES
        IMPORTED_IMPLIB "${CUDNN_LIBRARY}"
        IMPORTED_LOCATION "${_cudnn_DLL}"
        WINPORT_RUNTIME_DLLS "${_cudnn_loaded}")
    else()
      set_target_properties(CUDNN::cudnn PROPERTIES IMPORTED_LOCATION "${CUDNN_LIBRARY}")
    endif()
  endif()
endif()
mark_as_advanced(CUDNN_INCLUDE_DIR CUDNN_LIBRARY)
cmake_policy(POP)
