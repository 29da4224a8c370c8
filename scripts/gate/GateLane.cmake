# GateLane.cmake: which build proves the verdict (--build lane|native; docs/gate.md, "Which build
# ran").
#
#   msvc     a Windows host: the scenario built with MSVC (nothing to choose).
#   lane     a non-Windows host: the scenario's *Windows* configuration through the MSVC-ABI lane
#            (cmake/toolchains/clang-cl-msvc-x86_64.cmake: clang-cl, lld-link, the Microsoft STL),
#            its programs run under Wine. The default wherever the lane is available.
#   native   the Linux-native build (GCC or Clang, with the MSVC-strictness emulation): faster, and
#            proves nothing about Windows. Explicit (--build native), or what runs when the lane is
#            not available; the report says which ran and why.
# The lane's BLAS/LAPACK is the cached GNU-built DLL of scripts/deps/build-msvc-abi-blas.sh
# (docs/msvc-abi-blas.md), given to the engine as OpenBLAS_ROOT.
include_guard(GLOBAL)

set(GATE_LANE_TOOLCHAIN "${GATE_WINPORT_ROOT}/cmake/toolchains/clang-cl-msvc-x86_64.cmake")

# _gate_lane_missing(<out>): what the lane lacks on this host, empty when it is available.
function(_gate_lane_missing out)
  set(missing "")
  if(NOT EXISTS "${GATE_LANE_TOOLCHAIN}")
    list(APPEND missing "its toolchain file (cmake/toolchains/clang-cl-msvc-x86_64.cmake)")
  endif()
  # The toolchain's own default for the staged Microsoft STL (cmake/msvc-abi/MsvcAbiSysroot.cmake).
  set(stl "$ENV{WINPORT_MSVC_STL_DIR}")
  if(NOT stl)
    set(stl "${GATE_WINPORT_ROOT}/build/deps/msvc-abi/microsoft-stl")
  endif()
  if(NOT EXISTS "${stl}/stl/inc/yvals_core.h")
    list(APPEND missing "the staged Microsoft STL (${stl}; scripts/winport-test msvc-wine stages it)")
  endif()
  foreach(tool clang-cl-19 lld-link-19 llvm-lib-19 wine)
    find_program(GATE_LANE_${tool} ${tool})
    if(NOT GATE_LANE_${tool})
      list(APPEND missing "${tool}")
    endif()
  endforeach()
  list(JOIN missing ", " missing)
  set(${out} "${missing}" PARENT_SCOPE)
endfunction()

# gate_lane_choose(): sets GATE_BUILD_KIND (msvc, msvc-abi-lane, linux-native) from --build and
# the host, and GATE_BUILD_WHY, the report's reason.
function(gate_lane_choose)
  if(CMAKE_HOST_WIN32)
    if(GATE_BUILD_CHOICE STREQUAL "lane")
      gate_usage_error("--build lane is for non-Windows hosts; a Windows host builds with MSVC itself")
    endif()
    set_property(GLOBAL PROPERTY GATE_BUILD_KIND msvc)
    set_property(GLOBAL PROPERTY GATE_BUILD_WHY "a Windows host builds with MSVC")
    return()
  endif()
  if(GATE_BUILD_CHOICE STREQUAL "native")
    set_property(GLOBAL PROPERTY GATE_BUILD_KIND linux-native)
    set_property(GLOBAL PROPERTY GATE_BUILD_WHY "--build native")
    return()
  endif()
  _gate_lane_missing(missing)
  if(missing AND GATE_BUILD_CHOICE STREQUAL "lane")
    gate_usage_error("--build lane: the MSVC-ABI lane is not available here: missing ${missing} (scripts/winport-gate installs it as root)")
  elseif(missing)
    set_property(GLOBAL PROPERTY GATE_BUILD_KIND linux-native)
    set_property(GLOBAL PROPERTY GATE_BUILD_WHY "the MSVC-ABI lane is not available here (missing ${missing}), so the Linux-native build ran")
    return()
  endif()
  set_property(GLOBAL PROPERTY GATE_BUILD_KIND msvc-abi-lane)
  if(GATE_BUILD_CHOICE STREQUAL "lane")
    set_property(GLOBAL PROPERTY GATE_BUILD_WHY "--build lane")
  else()
    set_property(GLOBAL PROPERTY GATE_BUILD_WHY "the default where the MSVC-ABI lane is available")
  endif()
endfunction()

# gate_building_for_windows(<out>): whether the engine's Windows configuration is built.
function(gate_building_for_windows out)
  get_property(kind GLOBAL PROPERTY GATE_BUILD_KIND)
  if(kind MATCHES "^(msvc|msvc-abi-lane)$")
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()

# gate_lane_doctor(): in the doctor phase, the lane's pieces and, when the profile requires
# LAPACKE, its BLAS (built the first time: about 20 minutes on 2 cores; cached after that).
function(gate_lane_doctor)
  get_property(kind GLOBAL PROPERTY GATE_BUILD_KIND)
  get_property(why GLOBAL PROPERTY GATE_BUILD_WHY)
  gate_env(build "${kind}: ${why}" TRUE)
  if(NOT kind STREQUAL "msvc-abi-lane")
    return()
  endif()
  gate_env("msvc-abi lane" "${GATE_LANE_TOOLCHAIN}; ${GATE_LANE_clang-cl-19}, ${GATE_LANE_lld-link-19}, ${GATE_LANE_wine}" TRUE)
  gate_profile(requires requires)
  if(NOT requires MATCHES "lapacke")
    return()
  endif()
  # A BLAS the command line names (-D OpenBLAS_ROOT=<prefix>, an MSVC-usable install) is used as is.
  foreach(define IN LISTS GATE_DEFINES)
    if(define MATCHES "^-DOpenBLAS_ROOT(:[A-Z]+)?=(.+)$")
      set_property(GLOBAL PROPERTY GATE_LANE_BLAS "${CMAKE_MATCH_2}")
      gate_env("lane BLAS/LAPACK" "${CMAKE_MATCH_2} (-D OpenBLAS_ROOT)" TRUE)
      return()
    endif()
  endforeach()
  message("  building or reusing the lane's OpenBLAS/LAPACK (scripts/deps/build-msvc-abi-blas.sh; the first time takes about 20 minutes)")
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
  set_property(GLOBAL PROPERTY GATE_LANE_BLAS "${prefix}")
  gate_env("lane BLAS/LAPACK" "OpenBLAS 0.3.21 + LAPACK 3.11, GNU-built DLL with an MSVC import library (${prefix})" TRUE)
endfunction()

# gate_lane_configure_arguments(<out> [<name> <folder>...]): what a configure (of the engine, or
# of the install's consumer) needs to build the Windows configuration through the lane. The
# lane's toolchain searches for libraries and packages only under its Windows sysroot
# (CMAKE_FIND_ROOT_PATH_MODE_* ONLY, as a cross toolchain should); the folders the gate hands
# over (the lane's BLAS, the install prefix) become further roots in a small toolchain file of
# the gate's own, <out dir>/<name>-toolchain.cmake, which includes the lane's.
function(gate_lane_configure_arguments out)
  set(${out} "" PARENT_SCOPE)
  get_property(kind GLOBAL PROPERTY GATE_BUILD_KIND)
  if(NOT kind STREQUAL "msvc-abi-lane")
    return()
  endif()
  set(name engine)
  set(roots "")
  if(ARGC GREATER 1)
    set(name "${ARGV1}")
    list(SUBLIST ARGN 1 -1 roots)
  endif()
  get_property(blas GLOBAL PROPERTY GATE_LANE_BLAS)
  set(args "")
  if(blas)
    list(PREPEND roots "${blas}")
    list(APPEND args "-DOpenBLAS_ROOT=${blas}")
  endif()
  set(toolchain "${GATE_OUT}/${name}-toolchain.cmake")
  set(text "# Written by winport-gate (GateLane.cmake): the MSVC-ABI lane, plus the folders the gate hands over.\n")
  string(APPEND text "include(\"${GATE_LANE_TOOLCHAIN}\")\n")
  foreach(root IN LISTS roots)
    string(APPEND text "list(APPEND CMAKE_FIND_ROOT_PATH \"${root}\")\n")
  endforeach()
  file(WRITE "${toolchain}" "${text}")
  # The roots are also prefixes to search (a path inside a root is not re-rooted); this comes
  # after the caller's own CMAKE_PREFIX_PATH, so it holds the caller's folders too.
  list(JOIN roots ";" prefixes)
  # ccache through scripts/gate/lane/ccache-clang-cl, which makes clang-cl's commands cacheable
  # for Debian 12's ccache (it says why).
  if(GATE_CACHE_DIR AND GATE_CCACHE)
    set(launcher "${GATE_SCRIPT_DIR}/lane/ccache-clang-cl")
    list(APPEND args "-DCMAKE_C_COMPILER_LAUNCHER=${launcher}" "-DCMAKE_CXX_COMPILER_LAUNCHER=${launcher}")
  endif()
  # The lane's generated libraries (import libraries, static CRT part, msvcprt.lib) are kept once
  # for every gate run and consumer, not once per build folder.
  set(${out} "-DCMAKE_TOOLCHAIN_FILE=${toolchain}" "-DCMAKE_PREFIX_PATH=${prefixes}"
    "-DWINPORT_MSVC_ABI_CACHE=${GATE_WORK}/msvc-abi" ${args} PARENT_SCOPE)
endfunction()

# gate_lane_command(<out> <program> [args...]): the command that runs a program the build made:
# itself, or, for the lane, through the emulator the toolchain chose (Wine, read from the build's
# cache) with the BLAS DLL's folder on Wine's PATH.
function(gate_lane_command out build_dir program)
  get_property(kind GLOBAL PROPERTY GATE_BUILD_KIND)
  if(NOT kind STREQUAL "msvc-abi-lane")
    set(${out} "${program}" ${ARGN} PARENT_SCOPE)
    return()
  endif()
  set(emulator "")
  if(EXISTS "${build_dir}/CMakeCache.txt")
    file(STRINGS "${build_dir}/CMakeCache.txt" line REGEX "^CMAKE_CROSSCOMPILING_EMULATOR:[A-Z]+=")
    string(REGEX REPLACE "^[^=]*=" "" emulator "${line}")
  endif()
  if(NOT emulator)
    set(emulator "${GATE_LANE_wine}")
  endif()
  get_property(blas GLOBAL PROPERTY GATE_LANE_BLAS)
  set(env "")
  if(blas)
    set(env "${CMAKE_COMMAND}" -E env "WINEPATH=Z:${blas}/bin" WINEDEBUG=-all)
  endif()
  set(${out} ${env} ${emulator} "${program}" ${ARGN} PARENT_SCOPE)
endfunction()
