# SPDX-License-Identifier: BSD-3-Clause
# Distributed with winport (BSD-3-Clause, like CMake's own modules).
#[=======================================================================[.rst:
WinportCUDA
-----------

Chooses one CUDA Toolkit deterministically, checks the host compiler against it, and exposes its
libraries as targets that carry their DLLs. Functions only: including this file changes nothing
until a function is called.

Why: most failed Windows CUDA builds are discovery and toolchain problems, not code problems.
CMake's compiler detection and ``FindCUDAToolkit`` prefer the nvcc first on ``PATH`` over
``CUDA_PATH``, cache the result, never look in ``...\CUDA\vX.Y\bin\x64`` (CUDA 13's DLL
folder) and never record DLLs at all (CMake's FindCUDAToolkit documentation,
https://cmake.org/cmake/help/latest/module/FindCUDAToolkit.html; a typical report:
https://github.com/huggingface/candle/issues/2241).

Typical use, in the top-level ``CMakeLists.txt``, after ``project(... LANGUAGES C CXX)``:

.. code-block:: cmake

  include(WinportCUDA)                       # (already included by Winport.cmake)
  winport_cuda_prepare()                     # before enable_language(CUDA)
  enable_language(CUDA)
  find_package(CUDAToolkit REQUIRED)         # uses the same toolkit (CUDAToolkit_ROOT seeded)
  winport_cuda_add_library_targets()         # winport::cuda_cudart, ..._cublas, ...
  target_link_libraries(engine PRIVATE winport::cuda_cudart winport::cuda_cublas)

Inputs
^^^^^^

Cache or normal variables; environment variables where noted.

``WINPORT_CUDA_VERSION``
  ``X.Y`` or ``X``: use that toolkit version. Wins over everything else.
``CMAKE_CUDA_COMPILER``, ``ENV{CUDACXX}``, ``CUDAToolkit_ROOT``, ``ENV{CUDAToolkit_ROOT}``
  Explicit choices; honoured when ``WINPORT_CUDA_VERSION`` is unset.
``ENV{CUDA_PATH}``, ``ENV{CUDA_PATH_V<maj>_<min>}``, ``ENV{PATH}``, ``ENV{ProgramW6432}``, ``ENV{ProgramFiles}``
  What the Windows installer sets; searched as documented below.
``WINPORT_CUDA_ALLOW_UNSUPPORTED_COMPILER``
  (BOOL, default OFF) accept a ``cl.exe`` outside the range of the toolkit's
  ``crt/host_config.h`` by adding nvcc's ``-allow-unsupported-compiler`` before compiler
  identification.
``WINPORT_CUDA_ARCHITECTURES``
  ``native`` to build for the GPUs of this machine (needs one); any other value is used as
  ``CMAKE_CUDA_ARCHITECTURES``.

The choice rule
^^^^^^^^^^^^^^^

``winport_cuda_choose_toolkit()``, first match wins:

1. ``WINPORT_CUDA_VERSION``: the enumerated toolkit whose version starts with it (among several,
   the precedence below decides); none: error listing what was found.
2. ``CMAKE_CUDA_COMPILER`` / ``CUDACXX`` (its ``../`` folder), then ``CUDAToolkit_ROOT``: used as
   given; an explicit choice that holds no nvcc is an error, never a silent fallback.
3. ``CUDA_PATH`` (the toolkit the installer made current; VS integration and most scripts use it).
4. The first nvcc on ``PATH``: its toolkit, through symlinks and wrapper scripts (an nvcc that
   belongs to no toolkit is ignored and listed, never taken as a root such as ``/usr/local``).
5. The newest of the rest (``CUDA_PATH_V<maj>_<min>``, ``<Program Files>\NVIDIA GPU Computing
   Toolkit\CUDA\v*``, ``/usr/local/cuda*``, ``/opt/cuda``), by version.

A ``WARNING`` names every disagreement between ``CUDA_PATH``, the nvcc on ``PATH`` and the choice,
because CMake on its own would silently take the ``PATH`` one.

Result variables of ``winport_cuda_prepare()``
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

Set in the caller's scope.

``WINPORT_CUDA_ROOT``
  The chosen toolkit's root folder.
``WINPORT_CUDA_VERSION_FOUND``
  Its version (X.Y.Z), from ``version.json``, ``version.txt`` or ``nvcc --version``.
``WINPORT_CUDA_NVCC``
  Its nvcc.
``WINPORT_CUDA_CHOICE_REASON``
  Why it was chosen (one line).
``WINPORT_CUDA_HOST_MSC_RANGE``
  ``min;max`` ``_MSC_VER`` range accepted by its ``host_config.h`` (Windows; elsewhere nvcc checks
  GCC/Clang itself, with its own clear error).
``CMAKE_CUDA_COMPILER``, ``CUDAToolkit_ROOT``, ``CMAKE_CUDA_ARCHITECTURES``, ``CMAKE_CUDA_HOST_COMPILER``, ``CMAKE_CUDA_FLAGS``
  Cache entries seeded: the architectures only if unset; the host compiler is the checked
  ``cl.exe`` (Ninja/Makefiles with MSVC only); the flags gain ``-allow-unsupported-compiler`` when
  opted in.

Imported targets of ``winport_cuda_add_library_targets()``
^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

Those whose files exist.

``winport::cuda_cudart``, ``winport::cuda_cublas``, ``winport::cuda_cublasLt``, ``winport::cuda_cufft``, ``winport::cuda_nvrtc``
  ``SHARED IMPORTED``: ``IMPORTED_IMPLIB`` = ``lib\x64\<name>.lib`` and ``IMPORTED_LOCATION`` =
  the DLL (``bin\x64`` for CUDA 13, ``bin`` before) on Windows; ``IMPORTED_LOCATION`` =
  ``lib<name>.so`` elsewhere. So ``$<TARGET_RUNTIME_DLLS>`` and ``winport_copy_runtime_dlls()``
  see them. DLLs loaded with ``LoadLibrary`` (nvrtc-builtins) are listed in the target property
  ``WINPORT_RUNTIME_DLLS``.
``winport::cuda_driver``
  The driver API import library (``cuda.lib`` / ``libcuda.so`` stub). ``UNKNOWN IMPORTED``:
  ``nvcuda.dll`` belongs to the display driver and is never copied.
``WINPORT_CUDA_RUNTIME_DLLS``
  Every DLL of the targets above (Windows).
``WINPORT_CUDA_DELAYLOAD_DLLS``
  Their file names, plus ``nvcuda.dll``, for ``/DELAYLOAD``
  (``winport_cuda_target_delay_load(<target>)`` applies them).

cuDNN: see ``FindCUDNN.cmake``, which uses ``winport_cudnn_locate()`` from this file.

Platform: every function that encodes Windows layouts takes ``PLATFORM <Windows|Linux>``
(default: the host's), so the Windows branches are exercised on Linux by ``tests/cuda`` against
fixture trees.
#]=======================================================================]
include_guard(GLOBAL)

# --- small helpers -------------------------------------------------------------------------

function(_winport_cuda_default_platform out_var platform)
  if(platform)
    set(${out_var} "${platform}" PARENT_SCOPE)
  elseif(CMAKE_HOST_WIN32)
    set(${out_var} Windows PARENT_SCOPE)
  else()
    set(${out_var} Linux PARENT_SCOPE)
  endif()
endfunction()

# A Windows or CMake spelling of a folder, as CMake spells it: forward slashes, no quotes, no
# trailing separator. Not file(TO_CMAKE_PATH): on a Linux host that splits at ':' ("C:/...").
function(_winport_cuda_normalize out_var path)
  string(REPLACE "\\" "/" path "${path}")
  string(REGEX REPLACE "^\"(.*)\"$" "\\1" path "${path}")
  string(REGEX REPLACE "(.)/+$" "\\1" path "${path}")
  set(${out_var} "${path}" PARENT_SCOPE)
endfunction()

# A key that compares equal for two spellings of the same folder (symlinks; case and slashes
# on Windows).
function(_winport_cuda_path_key out_var path platform)
  _winport_cuda_normalize(path "${path}")
  if(EXISTS "${path}")
    file(REAL_PATH "${path}" path)
  endif()
  string(REGEX REPLACE "/+$" "" path "${path}")
  if(platform STREQUAL "Windows")
    string(TOLOWER "${path}" path)
  endif()
  set(${out_var} "${path}" PARENT_SCOPE)
endfunction()

function(_winport_cuda_nvcc_name out_var platform)
  if(platform STREQUAL "Windows")
    set(${out_var} "nvcc.exe" PARENT_SCOPE)
  else()
    set(${out_var} "nvcc" PARENT_SCOPE)
  endif()
endfunction()

# A toolkit root holds the runtime headers in include/ (installers, archives) or only in
# targets/<triple>/include/ (conda's split packages).
function(_winport_cuda_is_toolkit_root out_var root)
  file(GLOB headers "${root}/include/cuda_runtime.h" "${root}/targets/*/include/cuda_runtime.h")
  if(headers)
    set(${out_var} TRUE PARENT_SCOPE)
  else()
    set(${out_var} FALSE PARENT_SCOPE)
  endif()
endfunction()

# The toolkit folder an nvcc belongs to, or "" when it belongs to none. Usually <nvcc>/../..,
# but images and package managers also put a symlink or a wrapper script on PATH (seen on a CI
# image: /usr/local/bin/nvcc holding `exec /usr/local/cuda-13.0/bin/nvcc "$@"`), whose ../ is
# /usr/local, no toolkit. So: the folder as spelled if it holds the runtime headers; else the
# folder of the resolved symlink; else ask nvcc itself, as CMake's compiler identification does
# (`nvcc --dryrun` prints "#$ TOP=<toolkit>/bin/..", and runs nothing). The folder as spelled
# comes first so that /usr/local/cuda stays /usr/local/cuda rather than its versioned target.
function(_winport_cuda_toolkit_of_nvcc out_var nvcc platform)
  set(${out_var} "" PARENT_SCOPE)
  file(REAL_PATH "${nvcc}" resolved)
  foreach(candidate IN ITEMS "${nvcc}" "${resolved}")
    get_filename_component(bin_dir "${candidate}" DIRECTORY)
    get_filename_component(root "${bin_dir}" DIRECTORY)
    _winport_cuda_is_toolkit_root(is_root "${root}")
    if(is_root)
      set(${out_var} "${root}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  # Only an nvcc built for this host can run; a Windows fixture's nvcc.exe cannot.
  _winport_cuda_default_platform(host_platform "")
  if(NOT platform STREQUAL host_platform)
    return()
  endif()
  execute_process(COMMAND "${nvcc}" --dryrun -c winport_probe.cu
    OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE rc TIMEOUT 30)
  if(rc EQUAL 0 AND out MATCHES "#\\$ TOP=([^\r\n]*)")
    _winport_cuda_normalize(top "${CMAKE_MATCH_1}")
    _winport_cuda_is_toolkit_root(is_root "${top}")
    if(is_root)
      file(REAL_PATH "${top}" top)
      set(${out_var} "${top}" PARENT_SCOPE)
    endif()
  endif()
endfunction()

# winport_cuda_read_version(<root> <out_var> [PLATFORM <p>])
# The toolkit version X.Y.Z: version.json ("cuda": {"version": ...}), then the old version.txt,
# then `nvcc --version` when nvcc can run here. Empty when none answers.
function(winport_cuda_read_version root out_var)
  cmake_parse_arguments(PARSE_ARGV 2 arg "" "PLATFORM" "")
  _winport_cuda_default_platform(platform "${arg_PLATFORM}")
  set(version "")
  if(EXISTS "${root}/version.json")
    file(READ "${root}/version.json" json)
    string(JSON version ERROR_VARIABLE json_error GET "${json}" cuda version)
    if(json_error)
      message(WARNING "winport: ${root}/version.json has no cuda.version (${json_error}); trying nvcc")
      set(version "")
    endif()
  endif()
  if(NOT version AND EXISTS "${root}/version.txt")
    file(STRINGS "${root}/version.txt" lines REGEX "CUDA Version")
    if(lines MATCHES "CUDA Version ([0-9]+\\.[0-9]+(\\.[0-9]+)?)")
      set(version "${CMAKE_MATCH_1}")
    endif()
  endif()
  _winport_cuda_nvcc_name(nvcc_name "${platform}")
  # Only an nvcc built for this host can run; a Windows fixture's nvcc.exe cannot.
  set(host_platform Linux)
  if(CMAKE_HOST_WIN32)
    set(host_platform Windows)
  endif()
  if(NOT version AND platform STREQUAL host_platform AND EXISTS "${root}/bin/${nvcc_name}")
    execute_process(COMMAND "${root}/bin/${nvcc_name}" --version
      OUTPUT_VARIABLE out ERROR_VARIABLE out RESULT_VARIABLE rc TIMEOUT 30)
    if(rc EQUAL 0 AND out MATCHES " V([0-9]+\\.[0-9]+\\.[0-9]+)")
      set(version "${CMAKE_MATCH_1}")
    endif()
  endif()
  set(${out_var} "${version}" PARENT_SCOPE)
endfunction()

# --- enumeration and choice ----------------------------------------------------------------

# Records one candidate toolkit (macro: works on the enumerating function's variables).
macro(_winport_cuda_add_candidate candidate_root candidate_source)
  _winport_cuda_normalize(_wc_root "${candidate_root}")
  _winport_cuda_path_key(_wc_key "${_wc_root}" "${platform}")
  list(FIND _wc_keys "${_wc_key}" _wc_index)
  if(_wc_index EQUAL -1)
    list(APPEND _wc_keys "${_wc_key}")
    list(LENGTH _wc_keys _wc_count)
    math(EXPR _wc_index "${_wc_count} - 1")
    set(_wc_${_wc_index}_root "${_wc_root}")
    set(_wc_${_wc_index}_sources "${candidate_source}")
  else()
    list(APPEND _wc_${_wc_index}_sources "${candidate_source}")
  endif()
endmacro()

# winport_cuda_find_toolkits(<prefix> [PLATFORM <Windows|Linux>] [PROGRAM_FILES <dir>...]
#                            [LINUX_GLOBS <glob>...])
# Enumerates every installed toolkit that holds bin/nvcc[.exe]. Sets in the caller's scope:
#   <prefix>_COUNT; for i in [0, COUNT): <prefix>_<i>_ROOT, <prefix>_<i>_VERSION,
#   <prefix>_<i>_SOURCES (where it was seen: CMAKE_CUDA_COMPILER, CUDACXX, CUDAToolkit_ROOT,
#   CUDA_PATH, CUDA_PATH_V12_4, PATH, PROGRAM_FILES, SYSTEM); <prefix>_CUDA_PATH_INDEX and
#   <prefix>_PATH_INDEX (-1 when absent); <prefix>_REJECTED: "source: folder (why)" entries.
function(winport_cuda_find_toolkits prefix)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "PLATFORM" "PROGRAM_FILES;LINUX_GLOBS")
  _winport_cuda_default_platform(platform "${arg_PLATFORM}")
  _winport_cuda_nvcc_name(nvcc_name "${platform}")
  set(_wc_keys "")
  set(rejected "")
  set(explicit_roots "")
  set(not_a_toolkit "(not inside a CUDA Toolkit: no cuda_runtime.h where it lies, where its links lead, or where `nvcc --dryrun` says it lives)")

  # Explicit choices first, so their source names come first.
  foreach(source IN ITEMS CMAKE_CUDA_COMPILER CUDACXX)
    if(source STREQUAL "CUDACXX")
      set(compiler "$ENV{CUDACXX}")
    else()
      set(compiler "${CMAKE_CUDA_COMPILER}")
    endif()
    if(compiler)
      _winport_cuda_normalize(compiler "${compiler}")
      if(NOT EXISTS "${compiler}")
        list(APPEND rejected "${source}: ${compiler} (no such file)")
        continue()
      endif()
      _winport_cuda_toolkit_of_nvcc(root "${compiler}" "${platform}")
      if(root)
        _winport_cuda_add_candidate("${root}" ${source})
      else()
        list(APPEND rejected "${source}: ${compiler} ${not_a_toolkit}")
      endif()
    endif()
  endforeach()
  foreach(value IN ITEMS "${CUDAToolkit_ROOT}" "$ENV{CUDAToolkit_ROOT}")
    _winport_cuda_normalize(value "${value}")
    if(value)
      if(EXISTS "${value}/bin/${nvcc_name}")
        _winport_cuda_add_candidate("${value}" CUDAToolkit_ROOT)
      else()
        list(APPEND rejected "CUDAToolkit_ROOT: ${value} (no bin/${nvcc_name})")
      endif()
    endif()
  endforeach()

  set(cuda_path_key "")
  _winport_cuda_normalize(cuda_path "$ENV{CUDA_PATH}")
  if(cuda_path)
    if(EXISTS "${cuda_path}/bin/${nvcc_name}")
      _winport_cuda_add_candidate("${cuda_path}" CUDA_PATH)
      set(cuda_path_key "${_wc_key}")
    else()
      list(APPEND rejected "CUDA_PATH: $ENV{CUDA_PATH} (no bin/${nvcc_name}; a stale variable of an uninstalled toolkit?)")
    endif()
  endif()

  # CUDA_PATH_V<maj>_<min>: one per installed toolkit. CMake cannot list the environment, so ask
  # a child cmake (it inherits this process's environment).
  execute_process(COMMAND "${CMAKE_COMMAND}" -E environment OUTPUT_VARIABLE environment)
  string(REGEX MATCHALL "(^|\n)CUDA_PATH_V[0-9]+_[0-9]+=[^\n]*" versioned "${environment}")
  foreach(entry IN LISTS versioned)
    string(STRIP "${entry}" entry)
    string(REGEX MATCH "^(CUDA_PATH_V[0-9]+_[0-9]+)=(.*)$" _ "${entry}")
    set(name "${CMAKE_MATCH_1}")
    _winport_cuda_normalize(value "${CMAKE_MATCH_2}")
    if(EXISTS "${value}/bin/${nvcc_name}")
      _winport_cuda_add_candidate("${value}" ${name})
    else()
      list(APPEND rejected "${name}: ${value} (no bin/${nvcc_name})")
    endif()
  endforeach()

  # nvcc on PATH: only the first one counts, it is the one a shell (and CMake) would run.
  set(path_key "")
  set(path_value "$ENV{PATH}")
  if(NOT platform STREQUAL "Windows")
    string(REPLACE ":" ";" path_value "${path_value}")
  endif()
  foreach(dir IN LISTS path_value)
    _winport_cuda_normalize(dir "${dir}")   # quoted PATH entries are legal on Windows
    if(dir AND EXISTS "${dir}/${nvcc_name}" AND NOT IS_DIRECTORY "${dir}/${nvcc_name}")
      _winport_cuda_toolkit_of_nvcc(root "${dir}/${nvcc_name}" "${platform}")
      if(root)
        _winport_cuda_add_candidate("${root}" PATH)
        set(path_key "${_wc_key}")
      else()
        list(APPEND rejected "PATH: ${dir}/${nvcc_name} ${not_a_toolkit}")
      endif()
      break()
    endif()
  endforeach()

  if(platform STREQUAL "Windows")
    set(program_files ${arg_PROGRAM_FILES})
    if(NOT program_files)
      # 64-bit Program Files even from a 32-bit process; FindCUDAToolkit hard-codes C:\.
      foreach(var IN ITEMS ProgramW6432 ProgramFiles)
        if(DEFINED ENV{${var}} AND NOT "$ENV{${var}}" STREQUAL "")
          list(APPEND program_files "$ENV{${var}}")
        endif()
      endforeach()
      list(APPEND program_files "C:/Program Files")
    endif()
    foreach(base IN LISTS program_files)
      _winport_cuda_normalize(base "${base}")
      file(GLOB installs LIST_DIRECTORIES true "${base}/NVIDIA GPU Computing Toolkit/CUDA/v*")
      foreach(root IN LISTS installs)
        if(EXISTS "${root}/bin/${nvcc_name}")
          _winport_cuda_add_candidate("${root}" PROGRAM_FILES)
        elseif(IS_DIRECTORY "${root}")
          list(APPEND rejected "PROGRAM_FILES: ${root} (no bin/${nvcc_name})")
        endif()
      endforeach()
    endforeach()
  else()
    set(globs ${arg_LINUX_GLOBS})
    if(NOT globs)
      set(globs /usr/local/cuda /usr/local/cuda-* /opt/cuda)
    endif()
    foreach(glob IN LISTS globs)
      file(GLOB installs LIST_DIRECTORIES true "${glob}")
      foreach(root IN LISTS installs)
        if(EXISTS "${root}/bin/${nvcc_name}")
          _winport_cuda_add_candidate("${root}" SYSTEM)
        endif()
      endforeach()
    endforeach()
  endif()

  list(LENGTH _wc_keys count)
  set(${prefix}_COUNT ${count} PARENT_SCOPE)
  set(${prefix}_CUDA_PATH_INDEX -1 PARENT_SCOPE)
  set(${prefix}_PATH_INDEX -1 PARENT_SCOPE)
  if(count GREATER 0)
    math(EXPR last "${count} - 1")
    foreach(i RANGE ${last})
      winport_cuda_read_version("${_wc_${i}_root}" version PLATFORM ${platform})
      if(NOT version)
        # Last resort: the installer's folder name (vX.Y) or variable name (CUDA_PATH_VX_Y).
        if(_wc_${i}_root MATCHES "/v([0-9]+\\.[0-9]+)$")
          set(version "${CMAKE_MATCH_1}")
        elseif(_wc_${i}_sources MATCHES "CUDA_PATH_V([0-9]+)_([0-9]+)")
          set(version "${CMAKE_MATCH_1}.${CMAKE_MATCH_2}")
        endif()
      endif()
      set(${prefix}_${i}_ROOT "${_wc_${i}_root}" PARENT_SCOPE)
      set(${prefix}_${i}_VERSION "${version}" PARENT_SCOPE)
      set(${prefix}_${i}_SOURCES "${_wc_${i}_sources}" PARENT_SCOPE)
      list(GET _wc_keys ${i} key)
      if(cuda_path_key AND key STREQUAL cuda_path_key)
        set(${prefix}_CUDA_PATH_INDEX ${i} PARENT_SCOPE)
      endif()
      if(path_key AND key STREQUAL path_key)
        set(${prefix}_PATH_INDEX ${i} PARENT_SCOPE)
      endif()
    endforeach()
  endif()
  set(${prefix}_REJECTED "${rejected}" PARENT_SCOPE)
endfunction()

# winport_cuda_choose_toolkit(<prefix> [VERSION <X.Y|X>] [PLATFORM <p>] [PROGRAM_FILES ...]
#                             [LINUX_GLOBS ...])
# Enumerates (winport_cuda_find_toolkits) and applies the choice rule in this file's header.
# Sets <prefix>_ROOT, <prefix>_VERSION, <prefix>_NVCC, <prefix>_REASON, <prefix>_WARNINGS (a list
# of disagreement messages, also printed as one WARNING) and <prefix>_ERROR (non-empty when no
# toolkit can be chosen; the caller decides whether that is fatal).
function(winport_cuda_choose_toolkit prefix)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "VERSION;PLATFORM" "PROGRAM_FILES;LINUX_GLOBS")
  _winport_cuda_default_platform(platform "${arg_PLATFORM}")
  _winport_cuda_nvcc_name(nvcc_name "${platform}")
  set(forward PLATFORM ${platform})
  if(arg_PROGRAM_FILES)
    list(APPEND forward PROGRAM_FILES ${arg_PROGRAM_FILES})
  endif()
  if(arg_LINUX_GLOBS)
    list(APPEND forward LINUX_GLOBS ${arg_LINUX_GLOBS})
  endif()
  winport_cuda_find_toolkits(tk ${forward})

  set(found_list "")
  set(chosen -1)
  set(reason "")
  set(error "")
  if(tk_COUNT GREATER 0)
    math(EXPR last "${tk_COUNT} - 1")
    foreach(i RANGE ${last})
      string(REPLACE ";" "," sources "${tk_${i}_SOURCES}")
      list(APPEND found_list "  ${tk_${i}_ROOT} (version ${tk_${i}_VERSION}, seen via ${sources})")
    endforeach()
  endif()
  string(REPLACE ";" "\n" found_text "${found_list}")
  if(NOT found_text)
    set(found_text "  (none)")
  endif()
  if(tk_REJECTED)
    string(REPLACE ";" "\n  " rejected_text "${tk_REJECTED}")
    string(APPEND found_text "\nIgnored:\n  ${rejected_text}")
  endif()

  # Precedence used for the explicit-version filter and for rule 5.
  set(order "")
  foreach(source IN ITEMS CMAKE_CUDA_COMPILER CUDACXX CUDAToolkit_ROOT CUDA_PATH PATH)
    if(tk_COUNT GREATER 0)
      foreach(i RANGE ${last})
        if(source IN_LIST tk_${i}_SOURCES AND NOT i IN_LIST order)
          list(APPEND order ${i})
        endif()
      endforeach()
    endif()
  endforeach()
  # The rest, newest first.
  set(rest "")
  if(tk_COUNT GREATER 0)
    foreach(i RANGE ${last})
      if(NOT i IN_LIST order)
        list(APPEND rest "${tk_${i}_VERSION}|${i}")
      endif()
    endforeach()
  endif()
  list(SORT rest COMPARE NATURAL ORDER DESCENDING)
  foreach(entry IN LISTS rest)
    string(REGEX REPLACE "^.*\\|" "" i "${entry}")
    list(APPEND order ${i})
  endforeach()

  if(arg_VERSION)
    string(REPLACE "." "\\." version_regex "${arg_VERSION}")
    foreach(i IN LISTS order)
      if(tk_${i}_VERSION MATCHES "^${version_regex}(\\.|$)")
        set(chosen ${i})
        set(reason "WINPORT_CUDA_VERSION=${arg_VERSION} requested")
        break()
      endif()
    endforeach()
    if(chosen EQUAL -1)
      set(error "WINPORT_CUDA_VERSION=${arg_VERSION}: no installed CUDA Toolkit has that version. Found:\n${found_text}\nInstall it, set CUDA_PATH_V<maj>_<min> or CUDAToolkit_ROOT to its folder, or change WINPORT_CUDA_VERSION.")
    endif()
  else()
    foreach(source IN ITEMS CMAKE_CUDA_COMPILER CUDACXX CUDAToolkit_ROOT)
      set(value "")
      if(source STREQUAL "CUDACXX")
        set(value "$ENV{CUDACXX}")
      elseif(source STREQUAL "CUDAToolkit_ROOT")
        set(value "${CUDAToolkit_ROOT}$ENV{CUDAToolkit_ROOT}")
      else()
        set(value "${${source}}")
      endif()
      if(NOT value)
        continue()
      endif()
      foreach(i IN LISTS order)
        if(source IN_LIST tk_${i}_SOURCES)
          set(chosen ${i})
          set(reason "${source} is set")
          break()
        endif()
      endforeach()
      if(chosen EQUAL -1)
        if(source STREQUAL "CUDAToolkit_ROOT")
          set(what "holds no bin/${nvcc_name}")
        else()
          set(what "is no ${nvcc_name} of a CUDA Toolkit")
        endif()
        set(error "${source} is set to '${value}', which ${what}. Fix or unset it (winport never falls back silently from an explicit choice). Found:\n${found_text}")
      endif()
      break()
    endforeach()
    if(chosen EQUAL -1 AND NOT error)
      if(NOT tk_CUDA_PATH_INDEX EQUAL -1)
        set(chosen ${tk_CUDA_PATH_INDEX})
        set(reason "CUDA_PATH (the toolkit the installer made current)")
      elseif(NOT tk_PATH_INDEX EQUAL -1)
        set(chosen ${tk_PATH_INDEX})
        set(reason "the first ${nvcc_name} on PATH")
      elseif(order)
        list(GET order 0 chosen)
        set(reason "the newest installed toolkit (no CUDA_PATH, no ${nvcc_name} on PATH)")
      else()
        set(error "No CUDA Toolkit found. Looked at CMAKE_CUDA_COMPILER, CUDACXX, CUDAToolkit_ROOT, CUDA_PATH, CUDA_PATH_V<maj>_<min>, ${nvcc_name} on PATH and ")
        if(platform STREQUAL "Windows")
          string(APPEND error "<Program Files>/NVIDIA GPU Computing Toolkit/CUDA/v*.")
        else()
          string(APPEND error "/usr/local/cuda*, /opt/cuda.")
        endif()
        string(APPEND error "\n${found_text}\nInstall the CUDA Toolkit or set CUDAToolkit_ROOT to its folder (the one holding bin/${nvcc_name}).")
      endif()
    endif()
  endif()

  set(warnings "")
  if(NOT chosen EQUAL -1)
    set(root "${tk_${chosen}_ROOT}")
    if(NOT tk_CUDA_PATH_INDEX EQUAL -1 AND NOT tk_CUDA_PATH_INDEX EQUAL chosen)
      list(APPEND warnings "CUDA_PATH points at ${tk_${tk_CUDA_PATH_INDEX}_ROOT} (CUDA ${tk_${tk_CUDA_PATH_INDEX}_VERSION}), not at the chosen toolkit, so tools that read CUDA_PATH (Visual Studio integration, scripts) will use another CUDA")
    endif()
    if(NOT tk_PATH_INDEX EQUAL -1 AND NOT tk_PATH_INDEX EQUAL chosen)
      list(APPEND warnings "the first ${nvcc_name} on PATH is ${tk_${tk_PATH_INDEX}_ROOT}/bin/${nvcc_name} (CUDA ${tk_${tk_PATH_INDEX}_VERSION}), the one CMake alone would have used")
    endif()
    if(NOT tk_CUDA_PATH_INDEX EQUAL -1 AND NOT tk_PATH_INDEX EQUAL -1 AND NOT tk_CUDA_PATH_INDEX EQUAL tk_PATH_INDEX)
      list(APPEND warnings "CUDA_PATH and PATH disagree: CUDA ${tk_${tk_CUDA_PATH_INDEX}_VERSION} vs CUDA ${tk_${tk_PATH_INDEX}_VERSION}")
    endif()
    set(${prefix}_ROOT "${root}" PARENT_SCOPE)
    set(${prefix}_VERSION "${tk_${chosen}_VERSION}" PARENT_SCOPE)
    set(${prefix}_NVCC "${root}/bin/${nvcc_name}" PARENT_SCOPE)
    set(${prefix}_REASON "${reason}" PARENT_SCOPE)
    if(warnings)
      string(REPLACE ";" "\n  - " text "${warnings}")
      message(WARNING "winport: CUDA Toolkit ${root} (CUDA ${tk_${chosen}_VERSION}, chosen because ${reason}), but:\n  - ${text}\nFound:\n${found_text}")
    endif()
  else()
    set(${prefix}_ROOT "" PARENT_SCOPE)
    set(${prefix}_VERSION "" PARENT_SCOPE)
    set(${prefix}_NVCC "" PARENT_SCOPE)
    set(${prefix}_REASON "" PARENT_SCOPE)
  endif()
  set(${prefix}_WARNINGS "${warnings}" PARENT_SCOPE)
  set(${prefix}_ERROR "${error}" PARENT_SCOPE)
endfunction()

# --- host compiler -------------------------------------------------------------------------

# winport_cuda_parse_host_config(<host_config.h> <min_var> <max_var>)
# The _MSC_VER range [min, max) that the toolkit's crt/host_config.h accepts, read from its
# `#if _MSC_VER < A || _MSC_VER >= B` line inside the _WIN32 block. Empty when not found.
function(winport_cuda_parse_host_config file min_var max_var)
  set(${min_var} "" PARENT_SCOPE)
  set(${max_var} "" PARENT_SCOPE)
  if(NOT EXISTS "${file}")
    return()
  endif()
  file(STRINGS "${file}" lines REGEX "_MSC_VER[ \t]*<[ \t]*[0-9]+[ \t]*\\|\\|[ \t]*_MSC_VER[ \t]*>=[ \t]*[0-9]+")
  foreach(line IN LISTS lines)
    # Skip the comment echo after #endif; the #if line is the truth.
    if(line MATCHES "^[ \t]*#[ \t]*if[ \t]+_MSC_VER[ \t]*<[ \t]*([0-9]+)[ \t]*\\|\\|[ \t]*_MSC_VER[ \t]*>=[ \t]*([0-9]+)")
      set(${min_var} "${CMAKE_MATCH_1}" PARENT_SCOPE)
      set(${max_var} "${CMAKE_MATCH_2}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
endfunction()

# winport_cuda_parse_cl_banner(<text> <version_var> <arch_var>)
# From cl.exe's banner ("Microsoft (R) C/C++ Optimizing Compiler Version 19.44.35211 for x64"):
# the _MSC_VER (1944) and the target architecture (x64, x86, ARM64).
function(winport_cuda_parse_cl_banner text version_var arch_var)
  set(${version_var} "" PARENT_SCOPE)
  set(${arch_var} "" PARENT_SCOPE)
  if(text MATCHES "Version ([0-9]+)\\.([0-9]+)\\.[0-9.]+ for ([A-Za-z0-9]+)")
    math(EXPR msc "${CMAKE_MATCH_1} * 100 + ${CMAKE_MATCH_2}")
    set(${version_var} "${msc}" PARENT_SCOPE)
    set(${arch_var} "${CMAKE_MATCH_3}" PARENT_SCOPE)
  endif()
endfunction()

# winport_cuda_check_host_compiler(<result_var> HOST_CONFIG <file> MSC_VER <n>
#                                  [ARCHITECTURE <x64|x86|ARM64>] [CUDA_VERSION <v>]
#                                  [ALLOW_UNSUPPORTED])
# Empty <result_var> when the cl.exe is acceptable, else the error text with the remedies.
# A cl.exe that targets x86 is always an error: nvcc on Windows builds 64-bit device code, and
# a 32-bit host fails much later with obscure asm operand errors (candle#2633).
function(winport_cuda_check_host_compiler result_var)
  cmake_parse_arguments(PARSE_ARGV 1 arg "ALLOW_UNSUPPORTED" "HOST_CONFIG;MSC_VER;ARCHITECTURE;CUDA_VERSION" "")
  set(problems "")
  string(TOLOWER "${arg_ARCHITECTURE}" arch)
  if(arch MATCHES "^(x86|i[3-6]86|win32)$")
    list(APPEND problems "the cl.exe in use targets x86 (32-bit); CUDA needs the x64 compiler. Open an \"x64 Native Tools Command Prompt\" (or run vcvars64.bat / vcvarsall.bat x64) and configure a fresh build folder.")
  endif()
  winport_cuda_parse_host_config("${arg_HOST_CONFIG}" msc_min msc_max)
  if(NOT arg_MSC_VER MATCHES "^[0-9]+$")
    list(APPEND problems "cannot tell which MSVC version the cl.exe in use is (no _MSC_VER from CMake or from its banner), so it cannot be checked against ${arg_HOST_CONFIG}. Configure from an \"x64 Native Tools Command Prompt\".")
  endif()
  if(NOT msc_min)
    list(APPEND problems "cannot read the accepted _MSC_VER range from ${arg_HOST_CONFIG} (missing or unknown form): is the toolkit complete?")
  elseif(arg_MSC_VER MATCHES "^[0-9]+$" AND (arg_MSC_VER LESS msc_min OR NOT arg_MSC_VER LESS msc_max) AND NOT arg_ALLOW_UNSUPPORTED)
    math(EXPR last_ok "${msc_max} - 1")
    list(APPEND problems "MSVC _MSC_VER ${arg_MSC_VER} is outside the range CUDA ${arg_CUDA_VERSION} accepts (${msc_min} to ${last_ok}, from ${arg_HOST_CONFIG}), and nvcc would stop with \"unsupported Microsoft Visual Studio version\". Remedies:\n    * use a supported MSVC toolset: vcvars64.bat -vcvars_ver=14.<x> (or the Visual Studio generator's -T version=14.<x>), with _MSC_VER in [${msc_min}, ${msc_max}),\n    * use another CUDA Toolkit that accepts ${arg_MSC_VER}: -DWINPORT_CUDA_VERSION=<X.Y>,\n    * accept the risk: -DWINPORT_CUDA_ALLOW_UNSUPPORTED_COMPILER=ON (adds nvcc -allow-unsupported-compiler before compiler identification).")
  endif()
  string(REPLACE ";" "\n  - " text "${problems}")
  if(text)
    set(text "  - ${text}")
  endif()
  set(${result_var} "${text}" PARENT_SCOPE)
endfunction()

# --- architectures -------------------------------------------------------------------------

# winport_cuda_default_architectures(<toolkit version> <out_var>)
# The list used when nothing is set, chosen without a GPU: every SASS the toolkit can build for
# current data-centre and consumer GPUs, plus PTX of the newest (plain entry = real + virtual), so
# newer GPUs still run through the driver's JIT.
#   < 11.8        : 60-real 70-real 75-real 80-real 86      (Pascal to Ampere)
#   11.8 - 12.7   : 70-real 75-real 80-real 86-real 89-real 90
#   12.8 - 12.9   : 70-real 75-real 80-real 86-real 89-real 90-real 100-real 120
#   13.0 and later: 75-real 80-real 86-real 89-real 90-real 100-real 120  (13.0 dropped sm_5x-7.0)
function(winport_cuda_default_architectures version out_var)
  if(version VERSION_GREATER_EQUAL 13.0)
    set(archs 75-real 80-real 86-real 89-real 90-real 100-real 120)
  elseif(version VERSION_GREATER_EQUAL 12.8)
    set(archs 70-real 75-real 80-real 86-real 89-real 90-real 100-real 120)
  elseif(version VERSION_GREATER_EQUAL 11.8)
    set(archs 70-real 75-real 80-real 86-real 89-real 90)
  else()
    set(archs 60-real 70-real 75-real 80-real 86)
  endif()
  set(${out_var} "${archs}" PARENT_SCOPE)
endfunction()

# --- the entry point -----------------------------------------------------------------------

# winport_cuda_prepare([VERSION <X.Y>] [PLATFORM <p>] [PROGRAM_FILES ...] [LINUX_GLOBS ...])
# Call once, in the top-level CMakeLists.txt, before enable_language(CUDA). Chooses the toolkit,
# seeds CMAKE_CUDA_COMPILER and CUDAToolkit_ROOT, checks the MSVC host compiler and decides the
# architectures. Fails with a clear error rather than letting CMake pick another toolkit.
function(winport_cuda_prepare)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "VERSION;PLATFORM" "PROGRAM_FILES;LINUX_GLOBS")
  if(CMAKE_CUDA_COMPILER_LOADED)
    message(FATAL_ERROR "winport_cuda_prepare() must run before enable_language(CUDA) / project(... CUDA): CMake has already chosen ${CMAKE_CUDA_COMPILER}")
  endif()
  _winport_cuda_default_platform(platform "${arg_PLATFORM}")
  # The user-facing settings, declared so they show in cmake-gui/ccmake (values given with -D win).
  set(WINPORT_CUDA_VERSION "" CACHE STRING "CUDA Toolkit version to use (X.Y or X); empty: the documented choice rule")
  option(WINPORT_CUDA_ALLOW_UNSUPPORTED_COMPILER "Give nvcc -allow-unsupported-compiler when cl.exe is outside host_config.h's range" OFF)
  set(WINPORT_CUDA_ARCHITECTURES "" CACHE STRING "\"native\" to build for this machine's GPUs; empty: CMAKE_CUDA_ARCHITECTURES or winport's default list")
  set(version "${arg_VERSION}")
  if(NOT version)
    set(version "${WINPORT_CUDA_VERSION}")
  endif()
  set(forward PLATFORM ${platform})
  foreach(kw PROGRAM_FILES LINUX_GLOBS)
    if(arg_${kw})
      list(APPEND forward ${kw} ${arg_${kw}})
    endif()
  endforeach()

  # A CMAKE_CUDA_COMPILER or CUDAToolkit_ROOT cached by an earlier run of this function is our
  # own seed, not a user choice: forget it and choose again (so a changed WINPORT_CUDA_VERSION
  # takes effect). A value the user gave stays a user choice on every re-configure.
  set(user_compiler "")
  set(user_root "")
  if(CMAKE_CUDA_COMPILER AND NOT "${CMAKE_CUDA_COMPILER}" STREQUAL "$CACHE{_WINPORT_CUDA_SEEDED_COMPILER}")
    set(user_compiler "${CMAKE_CUDA_COMPILER}")
  endif()
  if(CUDAToolkit_ROOT AND NOT "${CUDAToolkit_ROOT}" STREQUAL "$CACHE{_WINPORT_CUDA_SEEDED_ROOT}")
    set(user_root "${CUDAToolkit_ROOT}")
  endif()
  if(NOT user_compiler)
    unset(CMAKE_CUDA_COMPILER)
    unset(CMAKE_CUDA_COMPILER CACHE)
  endif()
  if(NOT user_root)
    unset(CUDAToolkit_ROOT)
    unset(CUDAToolkit_ROOT CACHE)
  endif()
  if(version)
    set(explicit_compiler "${CMAKE_CUDA_COMPILER}")
  endif()
  winport_cuda_choose_toolkit(choice VERSION "${version}" ${forward})
  if(choice_ERROR)
    message(FATAL_ERROR "winport: ${choice_ERROR}")
  endif()
  if(version AND explicit_compiler)
    _winport_cuda_path_key(a "${explicit_compiler}" "${platform}")
    _winport_cuda_path_key(b "${choice_NVCC}" "${platform}")
    if(NOT a STREQUAL b)
      message(FATAL_ERROR "winport: WINPORT_CUDA_VERSION=${version} selects ${choice_NVCC}, but CMAKE_CUDA_COMPILER is ${explicit_compiler}. Unset one of them (and start from a fresh build folder).")
    endif()
  endif()
  message(STATUS "winport: CUDA Toolkit ${choice_VERSION} at ${choice_ROOT} (${choice_REASON})")

  # One toolkit for everything: CMake's compiler detection, FindCUDAToolkit and winport.
  # FILEPATH/PATH cache entries keep spaces intact ("C:/Program Files/..."); CMake quotes them.
  set(CMAKE_CUDA_COMPILER "${choice_NVCC}" CACHE FILEPATH "CUDA compiler (chosen by winport_cuda_prepare)" FORCE)
  set(CUDAToolkit_ROOT "${choice_ROOT}" CACHE PATH "CUDA Toolkit root (chosen by winport_cuda_prepare)" FORCE)
  if(user_compiler)
    set(_WINPORT_CUDA_SEEDED_COMPILER "" CACHE INTERNAL "")
  else()
    set(_WINPORT_CUDA_SEEDED_COMPILER "${choice_NVCC}" CACHE INTERNAL "")
  endif()
  if(user_root)
    set(_WINPORT_CUDA_SEEDED_ROOT "" CACHE INTERNAL "")
  else()
    set(_WINPORT_CUDA_SEEDED_ROOT "${choice_ROOT}" CACHE INTERNAL "")
  endif()
  set(CMAKE_CUDA_COMPILER "${choice_NVCC}" PARENT_SCOPE)
  set(CUDAToolkit_ROOT "${choice_ROOT}" PARENT_SCOPE)
  # FindCUDAToolkit caches its nvcc with FORCE: a value left from another toolkit would win.
  foreach(var IN ITEMS CUDAToolkit_NVCC_EXECUTABLE CUDAToolkit_BIN_DIR)
    if(DEFINED CACHE{${var}})
      _winport_cuda_path_key(cached "$CACHE{${var}}" "${platform}")
      _winport_cuda_path_key(root_key "${choice_ROOT}" "${platform}")
      string(FIND "${cached}" "${root_key}/" at)
      if(NOT at EQUAL 0)
        message(STATUS "winport: dropping stale ${var}=$CACHE{${var}}")
        unset(${var} CACHE)
      endif()
    endif()
  endforeach()

  # Visual Studio generators pick the CUDA build customization themselves (the newest, unless
  # -T cuda=...): they ignore CMAKE_CUDA_COMPILER, so say so instead of building with another CUDA.
  if(CMAKE_GENERATOR MATCHES "^Visual Studio" AND NOT CMAKE_GENERATOR_TOOLSET MATCHES "cuda=")
    message(WARNING "winport: the ${CMAKE_GENERATOR} generator uses the newest CUDA build customization it finds, not necessarily ${choice_ROOT}. Configure with -T cuda=\"${choice_ROOT}\" (or use Ninja) to build with the chosen toolkit.")
  endif()

  # Host compiler (Windows: nvcc accepts only cl.exe, and only the range in host_config.h).
  set(msc_range "")
  if(platform STREQUAL "Windows")
    set(msc_ver "")
    set(arch "")
    set(cl "")
    if(CMAKE_CXX_COMPILER_ID STREQUAL "MSVC")
      set(msc_ver "${MSVC_VERSION}")
      set(arch "${CMAKE_CXX_COMPILER_ARCHITECTURE_ID}")
      set(cl "${CMAKE_CXX_COMPILER}")
    elseif(CMAKE_C_COMPILER_ID STREQUAL "MSVC")
      set(msc_ver "${MSVC_VERSION}")
      set(arch "${CMAKE_C_COMPILER_ARCHITECTURE_ID}")
      set(cl "${CMAKE_C_COMPILER}")
    else()
      # No MSVC language enabled yet: ask the cl.exe nvcc would find on PATH.
      find_program(_winport_cl cl NO_CACHE)
      if(_winport_cl)
        set(cl "${_winport_cl}")
        execute_process(COMMAND "${cl}" OUTPUT_VARIABLE out ERROR_VARIABLE out TIMEOUT 30)
        winport_cuda_parse_cl_banner("${out}" msc_ver arch)
      endif()
    endif()
    if(NOT cl)
      message(FATAL_ERROR "winport: no MSVC host compiler: enable C or CXX with cl.exe first (project(... LANGUAGES C CXX)) from an \"x64 Native Tools Command Prompt\"; without it nvcc fails with \"Cannot find compiler 'cl.exe' in PATH\".")
    endif()
    if(WINPORT_CUDA_ALLOW_UNSUPPORTED_COMPILER)
      set(allow ALLOW_UNSUPPORTED)
    else()
      set(allow "")
    endif()
    winport_cuda_check_host_compiler(problems HOST_CONFIG "${choice_ROOT}/include/crt/host_config.h"
      MSC_VER "${msc_ver}" ARCHITECTURE "${arch}" CUDA_VERSION "${choice_VERSION}" ${allow})
    if(problems)
      message(FATAL_ERROR "winport: host compiler ${cl} cannot be used with CUDA ${choice_VERSION}:\n${problems}")
    endif()
    winport_cuda_parse_host_config("${choice_ROOT}/include/crt/host_config.h" msc_min msc_max)
    set(msc_range "${msc_min};${msc_max}")
    if(WINPORT_CUDA_ALLOW_UNSUPPORTED_COMPILER AND NOT CMAKE_CUDA_FLAGS MATCHES "allow-unsupported-compiler")
      # A normal variable set before enable_language(CUDA) is what compiler identification uses.
      set(CMAKE_CUDA_FLAGS "${CMAKE_CUDA_FLAGS} -allow-unsupported-compiler" PARENT_SCOPE)
      message(STATUS "winport: nvcc gets -allow-unsupported-compiler (WINPORT_CUDA_ALLOW_UNSUPPORTED_COMPILER)")
    endif()
    # Make nvcc use the cl.exe that was checked, not whichever is first on PATH.
    if(NOT CMAKE_GENERATOR MATCHES "^Visual Studio" AND NOT CMAKE_CUDA_HOST_COMPILER AND NOT DEFINED ENV{CUDAHOSTCXX})
      set(CMAKE_CUDA_HOST_COMPILER "${cl}" CACHE FILEPATH "Host compiler for nvcc (the cl.exe winport checked)")
    endif()
  endif()

  # Architectures: explicit wins; "native" only when asked; otherwise the documented default.
  # A value winport itself cached earlier is not explicit: it follows the toolkit (a 13.x list
  # names GPUs that 12.4's nvcc rejects).
  if(DEFINED CMAKE_CUDA_ARCHITECTURES AND "${CMAKE_CUDA_ARCHITECTURES}" STREQUAL "$CACHE{_WINPORT_CUDA_SEEDED_ARCHITECTURES}")
    unset(CMAKE_CUDA_ARCHITECTURES)
    unset(CMAKE_CUDA_ARCHITECTURES CACHE)
  endif()
  set(_WINPORT_CUDA_SEEDED_ARCHITECTURES "" CACHE INTERNAL "")
  if(WINPORT_CUDA_ARCHITECTURES AND NOT DEFINED CMAKE_CUDA_ARCHITECTURES)
    set(CMAKE_CUDA_ARCHITECTURES "${WINPORT_CUDA_ARCHITECTURES}" CACHE STRING "CUDA architectures (from WINPORT_CUDA_ARCHITECTURES)")
    set(_WINPORT_CUDA_SEEDED_ARCHITECTURES "${WINPORT_CUDA_ARCHITECTURES}" CACHE INTERNAL "")
  elseif(NOT DEFINED CMAKE_CUDA_ARCHITECTURES AND NOT DEFINED ENV{CUDAARCHS})
    winport_cuda_default_architectures("${choice_VERSION}" archs)
    set(CMAKE_CUDA_ARCHITECTURES "${archs}" CACHE STRING "CUDA architectures (winport default for CUDA ${choice_VERSION})")
    set(_WINPORT_CUDA_SEEDED_ARCHITECTURES "${archs}" CACHE INTERNAL "")
  endif()
  message(STATUS "winport: CUDA architectures: ${CMAKE_CUDA_ARCHITECTURES}$ENV{CUDAARCHS}")

  set(WINPORT_CUDA_ROOT "${choice_ROOT}" PARENT_SCOPE)
  set(WINPORT_CUDA_VERSION_FOUND "${choice_VERSION}" PARENT_SCOPE)
  set(WINPORT_CUDA_NVCC "${choice_NVCC}" PARENT_SCOPE)
  set(WINPORT_CUDA_CHOICE_REASON "${choice_REASON}" PARENT_SCOPE)
  set(WINPORT_CUDA_HOST_MSC_RANGE "${msc_range}" PARENT_SCOPE)
  set(WINPORT_CUDA_PLATFORM "${platform}" CACHE INTERNAL "")
  set(WINPORT_CUDA_ROOT "${choice_ROOT}" CACHE INTERNAL "")
  set(WINPORT_CUDA_VERSION_FOUND "${choice_VERSION}" CACHE INTERNAL "")
endfunction()

# --- libraries and DLLs --------------------------------------------------------------------

# winport_cuda_locate_libraries(<prefix> ROOT <root> [VERSION <v>] [PLATFORM <p>])
# For each library (cudart cublas cublasLt cufft nvrtc) and the driver, sets
#   <prefix>_<lib>_IMPLIB  Windows: <root>/lib/x64/<lib>.lib
#   <prefix>_<lib>_DLL     Windows: the DLL, searched in bin/x64 (CUDA 13) then bin (older);
#                          elsewhere: <root>/lib64/lib<lib>.so (or targets/*/lib)
#   <prefix>_<lib>_EXTRA_DLLS  DLLs the library loads itself (nvrtc-builtins)
#   <prefix>_driver_IMPLIB cuda.lib / stubs libcuda.so; never a DLL (nvcuda.dll is the driver's)
#   <prefix>_DLL_DIR       the folder the DLLs were found in
# Empty where a file is missing. When several versions of a DLL exist, the one whose number
# matches the toolkit's major wins, then the highest.
function(winport_cuda_locate_libraries prefix)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "ROOT;VERSION;PLATFORM" "")
  _winport_cuda_default_platform(platform "${arg_PLATFORM}")
  set(root "${arg_ROOT}")
  string(REGEX MATCH "^[0-9]+" major "${arg_VERSION}")
  set(dll_dirs "")
  if(platform STREQUAL "Windows")
    foreach(dir IN ITEMS "${root}/bin/x64" "${root}/bin")
      if(IS_DIRECTORY "${dir}")
        list(APPEND dll_dirs "${dir}")
      endif()
    endforeach()
  endif()
  # The libraries winport exposes: <name>|<import lib / .so name>|<DLL glob>|<extra DLL glob
  # loaded with LoadLibrary>. Each DLL glob holds the version number, which differs per library
  # and per major (cufft64_11 with CUDA 12, cufft64_12 with CUDA 13, nvrtc64_120_0 / _130_0).
  # (Local, not a file-scope variable: functions run in their caller's scope, which after
  # add_subdirectory(winport) is not the scope this file was included in.)
  set(libraries
    "cudart|cudart|cudart64_*.dll|"
    "cublas|cublas|cublas64_*.dll|"
    "cublasLt|cublasLt|cublasLt64_*.dll|"
    "cufft|cufft|cufft64_*.dll|"
    "nvrtc|nvrtc|nvrtc64_*_0.dll|nvrtc-builtins64_*.dll")
  set(used_dll_dir "")
  foreach(entry IN LISTS libraries)
    string(REPLACE "|" ";" fields "${entry}|")
    list(GET fields 0 name)
    list(GET fields 1 libname)
    list(GET fields 2 dll_glob)
    list(GET fields 3 extra_glob)
    set(implib "")
    set(dll "")
    set(extra "")
    if(platform STREQUAL "Windows")
      if(EXISTS "${root}/lib/x64/${libname}.lib")
        set(implib "${root}/lib/x64/${libname}.lib")
      endif()
      foreach(dir IN LISTS dll_dirs)
        file(GLOB matches "${dir}/${dll_glob}")
        if(matches)
          list(SORT matches COMPARE NATURAL ORDER DESCENDING)
          list(GET matches 0 dll)
          foreach(candidate IN LISTS matches)
            get_filename_component(file_name "${candidate}" NAME)
            # cudart64_13.dll / nvrtc64_130_0.dll: the toolkit's own major first.
            if(major AND file_name MATCHES "64_${major}[0-9]*(_0)?\\.dll$")
              set(dll "${candidate}")
              break()
            endif()
          endforeach()
          if(extra_glob)
            file(GLOB extra "${dir}/${extra_glob}")
          endif()
          if(NOT used_dll_dir)
            set(used_dll_dir "${dir}")
          endif()
          break()
        endif()
      endforeach()
    else()
      foreach(dir IN ITEMS "${root}/lib64" "${root}/lib" "${root}/targets/x86_64-linux/lib" "${root}/targets/sbsa-linux/lib")
        if(EXISTS "${dir}/lib${libname}.so")
          set(dll "${dir}/lib${libname}.so")
          set(implib "")
          break()
        endif()
      endforeach()
    endif()
    set(${prefix}_${name}_IMPLIB "${implib}" PARENT_SCOPE)
    set(${prefix}_${name}_DLL "${dll}" PARENT_SCOPE)
    set(${prefix}_${name}_EXTRA_DLLS "${extra}" PARENT_SCOPE)
  endforeach()
  set(driver "")
  if(platform STREQUAL "Windows")
    if(EXISTS "${root}/lib/x64/cuda.lib")
      set(driver "${root}/lib/x64/cuda.lib")
    endif()
  else()
    foreach(dir IN ITEMS "${root}/lib64/stubs" "${root}/lib/stubs" "${root}/targets/x86_64-linux/lib/stubs")
      if(EXISTS "${dir}/libcuda.so")
        set(driver "${dir}/libcuda.so")
        break()
      endif()
    endforeach()
  endif()
  set(${prefix}_driver_IMPLIB "${driver}" PARENT_SCOPE)
  set(${prefix}_driver_DLL "" PARENT_SCOPE)
  set(${prefix}_DLL_DIR "${used_dll_dir}" PARENT_SCOPE)
endfunction()

# winport_cuda_add_library_targets([ROOT <root>] [VERSION <v>] [PLATFORM <p>])
# Creates the winport::cuda_* targets (see the header) for the toolkit chosen by
# winport_cuda_prepare() (or ROOT), and sets WINPORT_CUDA_RUNTIME_DLLS and
# WINPORT_CUDA_DELAYLOAD_DLLS in the caller's scope. Existing targets are kept (idempotent).
function(winport_cuda_add_library_targets)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "ROOT;VERSION;PLATFORM" "")
  set(root "${arg_ROOT}")
  if(NOT root)
    set(root "${WINPORT_CUDA_ROOT}")
  endif()
  if(NOT root)
    set(root "${CUDAToolkit_ROOT}")
  endif()
  if(NOT root OR NOT IS_DIRECTORY "${root}")
    message(FATAL_ERROR "winport_cuda_add_library_targets: no toolkit root (call winport_cuda_prepare() first, or pass ROOT)")
  endif()
  set(version "${arg_VERSION}")
  if(NOT version)
    set(version "${WINPORT_CUDA_VERSION_FOUND}")
  endif()
  if(NOT version)
    set(version "${CUDAToolkit_VERSION}")
  endif()
  set(platform "${arg_PLATFORM}")
  if(NOT platform AND WINPORT_CUDA_PLATFORM)
    set(platform "${WINPORT_CUDA_PLATFORM}")
  endif()
  if(NOT platform)
    if(WIN32)
      set(platform Windows)
    else()
      set(platform Linux)
    endif()
  endif()
  winport_cuda_locate_libraries(lib ROOT "${root}" VERSION "${version}" PLATFORM ${platform})
  set(runtime_dlls "")
  set(delayload "")
  foreach(name IN ITEMS cudart cublas cublasLt cufft nvrtc)
    set(target winport::cuda_${name})
    if(TARGET ${target})
      continue()
    endif()
    if(platform STREQUAL "Windows")
      if(NOT lib_${name}_IMPLIB OR NOT lib_${name}_DLL)
        message(STATUS "winport: CUDA ${name}: not complete in ${root} (import library '${lib_${name}_IMPLIB}', DLL '${lib_${name}_DLL}'); no ${target}")
        continue()
      endif()
      add_library(${target} SHARED IMPORTED GLOBAL)
      set_target_properties(${target} PROPERTIES
        IMPORTED_IMPLIB "${lib_${name}_IMPLIB}"
        IMPORTED_LOCATION "${lib_${name}_DLL}")
      list(APPEND runtime_dlls "${lib_${name}_DLL}" ${lib_${name}_EXTRA_DLLS})
      get_filename_component(dll_name "${lib_${name}_DLL}" NAME)
      list(APPEND delayload "${dll_name}")
    else()
      if(NOT lib_${name}_DLL)
        message(STATUS "winport: CUDA ${name}: not found in ${root}; no ${target}")
        continue()
      endif()
      add_library(${target} SHARED IMPORTED GLOBAL)
      set_target_properties(${target} PROPERTIES IMPORTED_LOCATION "${lib_${name}_DLL}")
    endif()
    set_target_properties(${target} PROPERTIES
      INTERFACE_INCLUDE_DIRECTORIES "${root}/include"
      # Loaded with LoadLibrary by the library itself: invisible to $<TARGET_RUNTIME_DLLS>.
      WINPORT_RUNTIME_DLLS "${lib_${name}_EXTRA_DLLS}")
  endforeach()
  # cuBLAS needs cuBLASLt at run time (it imports it): keep the pair together.
  if(TARGET winport::cuda_cublas AND TARGET winport::cuda_cublasLt)
    set_property(TARGET winport::cuda_cublas APPEND PROPERTY INTERFACE_LINK_LIBRARIES winport::cuda_cublasLt)
  endif()
  if(NOT TARGET winport::cuda_driver AND lib_driver_IMPLIB)
    # UNKNOWN, not SHARED: its DLL (nvcuda.dll) is the display driver's and must never be copied.
    add_library(winport::cuda_driver UNKNOWN IMPORTED GLOBAL)
    set_target_properties(winport::cuda_driver PROPERTIES
      IMPORTED_LOCATION "${lib_driver_IMPLIB}"
      INTERFACE_INCLUDE_DIRECTORIES "${root}/include")
    if(platform STREQUAL "Windows")
      list(APPEND delayload nvcuda.dll)
    endif()
  endif()
  set(WINPORT_CUDA_RUNTIME_DLLS "${runtime_dlls}" PARENT_SCOPE)
  set(WINPORT_CUDA_DELAYLOAD_DLLS "${delayload}" PARENT_SCOPE)
  set_property(GLOBAL PROPERTY WINPORT_CUDA_DELAYLOAD_DLLS "${delayload}")
  set(WINPORT_CUDA_DLL_DIR "${lib_DLL_DIR}" PARENT_SCOPE)
endfunction()

# winport_cuda_target_delay_load(<target> [DLLS <file name>...])
# Links <target> with /DELAYLOAD for the CUDA DLLs (default: WINPORT_CUDA_DELAYLOAD_DLLS of
# winport_cuda_add_library_targets(), nvcuda.dll included) and delayimp.lib, so the program starts
# on a machine without the NVIDIA driver and can report that instead of failing to load. MSVC-style
# linkers only; elsewhere nothing is added (ELF has no delay-loading) and a STATUS line says so.
function(winport_cuda_target_delay_load target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "DLLS")
  if(NOT TARGET ${target})
    message(FATAL_ERROR "winport_cuda_target_delay_load: '${target}' is not a target")
  endif()
  set(dlls ${arg_DLLS})
  if(NOT dlls)
    get_property(dlls GLOBAL PROPERTY WINPORT_CUDA_DELAYLOAD_DLLS)
  endif()
  if(NOT dlls)
    message(FATAL_ERROR "winport_cuda_target_delay_load(${target}): no DLLs (call winport_cuda_add_library_targets() first, or pass DLLS)")
  endif()
  if(NOT (MSVC OR CMAKE_CUDA_SIMULATE_ID STREQUAL "MSVC"))
    message(STATUS "winport: ${target}: delay-loading needs an MSVC-style linker; not added")
    return()
  endif()
  # On a static library the options are for whatever links it (INTERFACE): the program that
  # links a static engine is what delay-loads (and a link manifest lists them).
  set(scope PRIVATE)
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "STATIC_LIBRARY")
    set(scope INTERFACE)
  endif()
  foreach(dll IN LISTS dlls)
    if(NOT dll MATCHES "^[^/\\]+\\.dll$")
      message(FATAL_ERROR "winport_cuda_target_delay_load(${target}): '${dll}' is not a DLL file name")
    endif()
    target_link_options(${target} ${scope} "LINKER:/DELAYLOAD:${dll}")
  endforeach()
  target_link_libraries(${target} ${scope} delayimp)
endfunction()

# --- cuDNN (used by FindCUDNN.cmake) -------------------------------------------------------

# winport_cudnn_locate(<prefix> ROOTS <dir>... [CUDA_VERSION <X.Y[.Z]>] [PLATFORM <p>])
# Looks for cuDNN 8 or 9 under each root in turn, in every layout NVIDIA ships:
#   Windows installer  <root>/include/<X.Y>/cudnn_version.h, lib/<X.Y>/x64/cudnn.lib,
#                      bin/<X.Y>/x64 (9.21+) or bin/<X.Y> (older 9.x); <X.Y> = the CUDA version:
#                      exactly the chosen one, else the newest of the same major
#   Windows zip        <root>/include/cudnn_version.h, lib/x64 or lib, bin/x64 or bin (an
#                      unpacked cudnn-...-<ver>_cuda<N>-archive folder must match the CUDA major)
#   inside CUDA tree   the zip layout under the toolkit root (include, lib/x64, bin or bin/x64)
#   Linux              include + lib64/lib/lib/x86_64-linux-gnu; /usr/include/x86_64-linux-gnu
# Sets <prefix>_FOUND, _ROOT, _INCLUDE_DIR, _LIBRARY (import lib or .so), _DLL (cudnn64_N.dll),
# _RUNTIME_DLLS (every cudnn*64_N.dll: the sub-libraries are loaded with LoadLibrary),
# _VERSION (X.Y.Z from cudnn_version.h), _VERSION_MAJOR, _CUDA_SUBFOLDER (X.Y or empty),
# _REASONS (why each root was rejected).
function(winport_cudnn_locate prefix)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "CUDA_VERSION;PLATFORM" "ROOTS")
  _winport_cuda_default_platform(platform "${arg_PLATFORM}")
  set(cuda_major "")
  set(cuda_mm "")
  if(arg_CUDA_VERSION MATCHES "^([0-9]+)\\.([0-9]+)")
    set(cuda_major "${CMAKE_MATCH_1}")
    set(cuda_mm "${CMAKE_MATCH_1}.${CMAKE_MATCH_2}")
  elseif(arg_CUDA_VERSION MATCHES "^([0-9]+)$")
    set(cuda_major "${CMAKE_MATCH_1}")
  endif()
  set(reasons "")
  foreach(var FOUND ROOT INCLUDE_DIR LIBRARY DLL RUNTIME_DLLS VERSION VERSION_MAJOR CUDA_SUBFOLDER)
    set(${prefix}_${var} "" PARENT_SCOPE)
  endforeach()
  set(${prefix}_FOUND FALSE PARENT_SCOPE)

  foreach(root IN LISTS arg_ROOTS)
    _winport_cuda_normalize(root "${root}")
    if(NOT IS_DIRECTORY "${root}")
      continue()
    endif()
    # An unpacked zip keeps its name, cudnn-windows-x86_64-9.x.y.z_cuda12-archive: the only place
    # a zip says which CUDA major it was built for. The wrong one fails only at run time.
    get_filename_component(root_name "${root}" NAME)
    if(cuda_major AND root_name MATCHES "_cuda([0-9]+)-archive$" AND NOT CMAKE_MATCH_1 STREQUAL cuda_major)
      list(APPEND reasons "${root}: an archive built for CUDA ${CMAKE_MATCH_1}, but CUDA ${cuda_major} is in use")
      continue()
    endif()
    # 1. The header, and with it the per-CUDA subfolder of the installer layout.
    set(subfolder "")
    set(include_dir "")
    if(cuda_mm AND EXISTS "${root}/include/${cuda_mm}/cudnn_version.h")
      set(subfolder "${cuda_mm}")
    else()
      file(GLOB subdirs LIST_DIRECTORIES true RELATIVE "${root}/include" "${root}/include/[0-9]*.[0-9]*")
      set(same_major "")
      foreach(dir IN LISTS subdirs)
        if(EXISTS "${root}/include/${dir}/cudnn_version.h" AND (NOT cuda_major OR dir MATCHES "^${cuda_major}\\."))
          list(APPEND same_major "${dir}")
        endif()
      endforeach()
      if(same_major)
        list(SORT same_major COMPARE NATURAL ORDER DESCENDING)
        list(GET same_major 0 subfolder)
      elseif(subdirs)
        list(APPEND reasons "${root}: installer layout without a CUDA ${cuda_major}.x variant (has include/${subdirs})")
        continue()
      endif()
    endif()
    if(subfolder)
      set(include_dir "${root}/include/${subfolder}")
    else()
      foreach(dir IN ITEMS "${root}/include" "${root}/include/x86_64-linux-gnu" "${root}/include/aarch64-linux-gnu")
        if(EXISTS "${dir}/cudnn_version.h")
          set(include_dir "${dir}")
          break()
        endif()
      endforeach()
    endif()
    if(NOT include_dir)
      list(APPEND reasons "${root}: no cudnn_version.h")
      continue()
    endif()
    file(STRINGS "${include_dir}/cudnn_version.h" defines REGEX "^#define CUDNN_(MAJOR|MINOR|PATCHLEVEL) +[0-9]+")
    set(v_major "")
    set(v_minor "")
    set(v_patch "")
    foreach(line IN LISTS defines)
      if(line MATCHES "CUDNN_MAJOR +([0-9]+)")
        set(v_major "${CMAKE_MATCH_1}")
      elseif(line MATCHES "CUDNN_MINOR +([0-9]+)")
        set(v_minor "${CMAKE_MATCH_1}")
      elseif(line MATCHES "CUDNN_PATCHLEVEL +([0-9]+)")
        set(v_patch "${CMAKE_MATCH_1}")
      endif()
    endforeach()
    if(NOT v_major)
      list(APPEND reasons "${include_dir}/cudnn_version.h: no CUDNN_MAJOR")
      continue()
    endif()

    # 2. The library and the DLLs, in the folders that belong to that layout.
    set(library "")
    set(dll "")
    set(runtime "")
    if(platform STREQUAL "Windows")
      set(lib_dirs "${root}/lib/x64" "${root}/lib")
      set(bin_dirs "${root}/bin/x64" "${root}/bin")
      if(subfolder)
        set(lib_dirs "${root}/lib/${subfolder}/x64" "${root}/lib/${subfolder}")
        set(bin_dirs "${root}/bin/${subfolder}/x64" "${root}/bin/${subfolder}")
      endif()
      foreach(dir IN LISTS lib_dirs)
        if(EXISTS "${dir}/cudnn.lib")
          set(library "${dir}/cudnn.lib")
          break()
        endif()
      endforeach()
      foreach(dir IN LISTS bin_dirs)
        if(EXISTS "${dir}/cudnn64_${v_major}.dll")
          set(dll "${dir}/cudnn64_${v_major}.dll")
          file(GLOB runtime "${dir}/cudnn*64_${v_major}.dll")
          list(SORT runtime)
          break()
        endif()
      endforeach()
      if(NOT library OR NOT dll)
        list(APPEND reasons "${root}: cuDNN ${v_major}.${v_minor} headers in ${include_dir} but no cudnn.lib in (${lib_dirs}) or no cudnn64_${v_major}.dll in (${bin_dirs})")
        continue()
      endif()
    else()
      foreach(dir IN ITEMS "${root}/lib64" "${root}/lib" "${root}/lib/x86_64-linux-gnu" "${root}/lib/aarch64-linux-gnu")
        if(EXISTS "${dir}/libcudnn.so")
          set(library "${dir}/libcudnn.so")
          file(GLOB runtime "${dir}/libcudnn*.so.${v_major}")
          list(SORT runtime)
          break()
        endif()
      endforeach()
      if(NOT library)
        list(APPEND reasons "${root}: cuDNN headers in ${include_dir} but no libcudnn.so next to them")
        continue()
      endif()
      set(dll "${library}")
    endif()
    set(${prefix}_FOUND TRUE PARENT_SCOPE)
    set(${prefix}_ROOT "${root}" PARENT_SCOPE)
    set(${prefix}_INCLUDE_DIR "${include_dir}" PARENT_SCOPE)
    set(${prefix}_LIBRARY "${library}" PARENT_SCOPE)
    set(${prefix}_DLL "${dll}" PARENT_SCOPE)
    set(${prefix}_RUNTIME_DLLS "${runtime}" PARENT_SCOPE)
    set(${prefix}_VERSION "${v_major}.${v_minor}.${v_patch}" PARENT_SCOPE)
    set(${prefix}_VERSION_MAJOR "${v_major}" PARENT_SCOPE)
    set(${prefix}_CUDA_SUBFOLDER "${subfolder}" PARENT_SCOPE)
    set(${prefix}_REASONS "${reasons}" PARENT_SCOPE)
    return()
  endforeach()
  set(${prefix}_REASONS "${reasons}" PARENT_SCOPE)
endfunction()
