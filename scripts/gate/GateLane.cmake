# SPDX-License-Identifier: BSD-3-Clause
# GateLane.cmake: which build proves the verdict (--lane; docs/gate.md, "Which build ran"), and
# what the MSVC-ABI lane needs beyond its toolchain (gate_lane_setup in GateCommon.cmake).
#
#   a Windows host      the scenario built with MSVC (GATE_LANE native: the host's compiler).
#   msvc-abi            a non-Windows host: the scenario's *Windows* configuration through the
#                       MSVC-ABI lane (cmake/toolchains/clang-cl-msvc-x86_64.cmake: clang-cl,
#                       lld-link, the Microsoft STL), its programs run under Wine. The default
#                       wherever the lane is available.
#   native (Linux)      the host's GCC or Clang with the MSVC-strictness emulation: faster, and
#                       proves nothing about Windows. Explicit (--lane native), or what runs when
#                       the lane is not available; the report says which ran and why.
# The lane's BLAS/LAPACK is the cached GNU-built DLL of scripts/deps/build-msvc-abi-blas.sh
# (docs/msvc-abi-blas.md), given to the engine as OpenBLAS_ROOT and a CMAKE_PREFIX_PATH root.
include_guard(GLOBAL)

# _gate_lane_missing(<out>): what the lane lacks on this host, empty when it is available.
function(_gate_lane_missing out)
  set(missing "")
  if(NOT EXISTS "${GATE_WINPORT_ROOT}/cmake/toolchains/clang-cl-msvc-x86_64.cmake")
    list(APPEND missing "its toolchain file (cmake/toolchains/clang-cl-msvc-x86_64.cmake)")
  endif()
  # The toolchain's own default for the staged Microsoft STL (cmake/msvc-abi/MsvcAbiSysroot.cmake).
  set(stl "$ENV{WINPORT_MSVC_STL_DIR}")
  if(NOT stl)
    set(stl "${GATE_WINPORT_ROOT}/build/deps/msvc-abi/microsoft-stl")
  endif()
  if(NOT EXISTS "${stl}/stl/inc/yvals_core.h")
    list(APPEND missing "the staged Microsoft STL (${stl}; scripts/winport-test stages it)")
  endif()
  foreach(tool clang-cl-19 lld-link-19 llvm-lib-19 wine)
    find_program(GATE_LANE_${tool} ${tool})
    if(NOT GATE_LANE_${tool})
      list(APPEND missing "${tool}")
    endif()
  endforeach()
  list(JOIN missing ", " missing)
  if(missing)
    set(missing "missing ${missing}")
  endif()
  set(${out} "${missing}" PARENT_SCOPE)
endfunction()

# _gate_lane_blas_missing(<out>): for a profile that requires LAPACKE, why the lane's BLAS is not
# ready (not built, or built from another lock or script: the key build-msvc-abi-blas.sh
# writes), empty when it is or when the command line names one (-D OpenBLAS_ROOT).
function(_gate_lane_blas_missing out)
  set(${out} "" PARENT_SCOPE)
  gate_profile(requires requires)
  if(NOT requires MATCHES "lapacke" OR GATE_DEFINES MATCHES "(^|;)-DOpenBLAS_ROOT(:[A-Z]+)?=")
    return()
  endif()
  file(READ "${GATE_WINPORT_ROOT}/scripts/deps/msvc-abi-blas.lock" lock)
  file(READ "${GATE_WINPORT_ROOT}/scripts/deps/build-msvc-abi-blas.sh" script)
  string(SHA256 key "${lock}${script}")
  set(stamp "${GATE_WINPORT_ROOT}/build/deps/msvc-abi-blas/prefix/.winport-blas")
  set(built "")
  if(EXISTS "${stamp}")
    file(STRINGS "${stamp}" built LIMIT_COUNT 1)
  endif()
  if(NOT built STREQUAL key)
    set(${out} "its OpenBLAS/LAPACK is not built yet (scripts/deps/build-msvc-abi-blas.sh, up to an hour on 2 cores, or --lane msvc-abi, which builds it first)" PARENT_SCOPE)
  endif()
endfunction()

# gate_lane_choose(): GATE_LANE (native, msvc-abi) when --lane did not name one, and the
# report's GATE_BUILD_KIND (msvc, msvc-abi-lane, linux-native) and GATE_BUILD_WHY.
macro(gate_lane_choose)
  set(_gate_lane_why "--lane ${GATE_LANE}")
  if(CMAKE_HOST_WIN32)
    if(GATE_LANE STREQUAL "msvc-abi")
      gate_usage_error("--lane msvc-abi is for non-Windows hosts; a Windows host builds with MSVC itself")
    endif()
    set(GATE_LANE native)
    set(_gate_lane_why "a Windows host builds with MSVC")
  elseif(GATE_LANE STREQUAL "")
    _gate_lane_missing(_gate_lane_lacks)
    if(NOT _gate_lane_lacks)
      _gate_lane_blas_missing(_gate_lane_lacks)
    endif()
    if(_gate_lane_lacks)
      set(GATE_LANE native)
      set(_gate_lane_why "the MSVC-ABI lane is not ready here (${_gate_lane_lacks}), so the Linux-native build ran")
    else()
      set(GATE_LANE msvc-abi)
      set(_gate_lane_why "the default where the MSVC-ABI lane is available")
    endif()
  elseif(GATE_LANE STREQUAL "msvc-abi")
    _gate_lane_missing(_gate_lane_lacks)
    if(_gate_lane_lacks)
      gate_usage_error("--lane msvc-abi: the MSVC-ABI lane is not available here: ${_gate_lane_lacks} (scripts/winport-gate installs it as root)")
    endif()
  endif()
  if(CMAKE_HOST_WIN32)
    set_property(GLOBAL PROPERTY GATE_BUILD_KIND msvc)
  elseif(GATE_LANE STREQUAL "msvc-abi")
    set_property(GLOBAL PROPERTY GATE_BUILD_KIND msvc-abi-lane)
  else()
    set_property(GLOBAL PROPERTY GATE_BUILD_KIND linux-native)
  endif()
  set_property(GLOBAL PROPERTY GATE_BUILD_WHY "${_gate_lane_why}")
  # Whether the engine's Windows configuration is built (a Windows host, or the lane).
  set(GATE_FOR_WINDOWS FALSE)
  if(CMAKE_HOST_WIN32 OR GATE_LANE STREQUAL "msvc-abi")
    set(GATE_FOR_WINDOWS TRUE)
  endif()
endmacro()

# gate_lane_doctor(): in the doctor phase, the build and, for the lane when the profile requires
# LAPACKE, its BLAS (built the first time: up to an hour on 2 busy cores; cached after that). The
# BLAS DLL's folder goes on Wine's PATH for everything the gate runs.
function(gate_lane_doctor)
  get_property(kind GLOBAL PROPERTY GATE_BUILD_KIND)
  get_property(why GLOBAL PROPERTY GATE_BUILD_WHY)
  gate_env(build "${kind}: ${why}" TRUE)
  if(NOT kind STREQUAL "msvc-abi-lane")
    return()
  endif()
  gate_profile(requires requires)
  if(NOT requires MATCHES "lapacke")
    return()
  endif()
  set(prefix "")
  # A BLAS the command line names (-D OpenBLAS_ROOT=<prefix>, an MSVC-usable install) is used as is.
  foreach(define IN LISTS GATE_DEFINES)
    if(define MATCHES "^-DOpenBLAS_ROOT(:[A-Z]+)?=(.+)$")
      set(prefix "${CMAKE_MATCH_2}")
      gate_env("lane BLAS/LAPACK" "${prefix} (-D OpenBLAS_ROOT)" TRUE)
    endif()
  endforeach()
  if(NOT prefix)
    message("  building or reusing the lane's OpenBLAS/LAPACK (scripts/deps/build-msvc-abi-blas.sh; the first time takes up to an hour)")
    execute_process(COMMAND "${GATE_WINPORT_ROOT}/scripts/deps/build-msvc-abi-blas.sh"
      RESULT_VARIABLE rc OUTPUT_VARIABLE prefix ERROR_VARIABLE err)
    string(STRIP "${prefix}" prefix)
    file(APPEND "${GATE_OUT}/logs/doctor.log" "$ scripts/deps/build-msvc-abi-blas.sh\n${err}${prefix}\n")
    if(NOT rc EQUAL 0 OR NOT EXISTS "${prefix}/include/lapacke.h")
      string(STRIP "${err}" err)
      gate_env("lane BLAS/LAPACK" "not built: ${err}" FALSE)
      gate_blocker(PHASE doctor ID ENV_NO_LAPACKE MESSAGE "the MSVC-ABI lane's OpenBLAS/LAPACK could not be built: ${err}")
      return()
    endif()
    file(STRINGS "${GATE_WINPORT_ROOT}/scripts/deps/msvc-abi-blas.lock" sources REGEX "^(openblas|lapack) ")
    list(JOIN sources ", " sources)
    gate_env("lane BLAS/LAPACK" "one GNU-built DLL with an MSVC import library, from Debian's ${sources} (${prefix})" TRUE)
  endif()
  set_property(GLOBAL PROPERTY GATE_LANE_BLAS "${prefix}")
  set(ENV{WINEPATH} "Z:${prefix}/bin")
endfunction()

# gate_lane_arguments(<out> [<prefix>...]): the configure arguments the lane's BLAS adds (to the
# engine's, or with the install prefix, to the consumer's): OpenBLAS_ROOT, and the folders as
# CMAKE_PREFIX_PATH, which the lane's toolchain also makes roots of its search.
function(gate_lane_arguments out)
  set(${out} "" PARENT_SCOPE)
  get_property(kind GLOBAL PROPERTY GATE_BUILD_KIND)
  if(NOT kind STREQUAL "msvc-abi-lane")
    return()
  endif()
  set(prefixes ${ARGN})
  set(args "")
  get_property(blas GLOBAL PROPERTY GATE_LANE_BLAS)
  if(blas)
    list(APPEND prefixes "${blas}")
    list(APPEND args "-DOpenBLAS_ROOT=${blas}")
  endif()
  if(prefixes)
    string(REPLACE ";" "\\;" prefixes "${prefixes}")
    list(APPEND args "-DCMAKE_PREFIX_PATH=${prefixes}")
  endif()
  set(${out} "${args}" PARENT_SCOPE)
endfunction()
