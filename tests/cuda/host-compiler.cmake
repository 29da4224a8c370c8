# SPDX-License-Identifier: BSD-3-Clause
# cmake -DWINPORT_CMAKE_DIR=<cmake/> -DWORK_DIR=<scratch> [-DREAL_HOST_CONFIG=<file>] -P host-compiler.cmake
#
# The host-compiler check: the accepted _MSC_VER range read from crt/host_config.h (a fixture
# pair: one accepting the cl.exe in use, one rejecting it), cl.exe's banner, an x86-targeting
# cl.exe, and the opt-in. With REAL_HOST_CONFIG, the real toolkit's header is parsed too.
cmake_minimum_required(VERSION 3.25)
include("${CMAKE_CURRENT_LIST_DIR}/fixtures.cmake")
include("${WINPORT_CMAKE_DIR}/WinportCUDA.cmake")

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
# The cl.exe "in use": Visual Studio 2022 17.14.
set(banner "Microsoft (R) C/C++ Optimizing Compiler Version 19.44.35211 for x64\nCopyright (C) Microsoft Corporation.  All rights reserved.\n\nusage: cl [ option... ] filename... [ /link linkoption... ]\n")
winport_cuda_parse_cl_banner("${banner}" msc arch)
expect_equal("banner: _MSC_VER" "${msc}" 1944)
expect_equal("banner: target" "${arch}" x64)
winport_cuda_parse_cl_banner("Microsoft (R) C/C++ Optimizing Compiler Version 19.29.30154 for x86" msc32 arch32)
expect_equal("x86 banner" "${msc32};${arch32}" "1929;x86")

set(accepting "${WORK_DIR}/accepting/host_config.h")   # CUDA 12.4-12.9: [1910, 1950)
set(rejecting "${WORK_DIR}/rejecting/host_config.h")   # CUDA 12.0-12.3: [1910, 1940)
file(MAKE_DIRECTORY "${WORK_DIR}/accepting" "${WORK_DIR}/rejecting")
write_host_config("${accepting}" 1910 1950)
write_host_config("${rejecting}" 1910 1940)
winport_cuda_parse_host_config("${accepting}" lo hi)
expect_equal("accepting range" "${lo};${hi}" "1910;1950")
winport_cuda_parse_host_config("${rejecting}" lo hi)
expect_equal("rejecting range" "${lo};${hi}" "1910;1940")

winport_cuda_check_host_compiler(p HOST_CONFIG "${accepting}" MSC_VER ${msc} ARCHITECTURE ${arch} CUDA_VERSION 12.4.1)
expect_equal("1944 accepted by [1910,1950)" "${p}" "")
winport_cuda_check_host_compiler(p HOST_CONFIG "${rejecting}" MSC_VER ${msc} ARCHITECTURE ${arch} CUDA_VERSION 12.3.2)
expect_match("1944 rejected by [1910,1940)" "${p}" "_MSC_VER 1944 is outside the range CUDA 12.3.2 accepts \\(1910 to 1939")
expect_match("remedy: another toolset" "${p}" "-vcvars_ver=14")
expect_match("remedy: another toolkit" "${p}" "WINPORT_CUDA_VERSION")
expect_match("remedy: the opt-in" "${p}" "WINPORT_CUDA_ALLOW_UNSUPPORTED_COMPILER=ON.*-allow-unsupported-compiler")
winport_cuda_check_host_compiler(p HOST_CONFIG "${rejecting}" MSC_VER ${msc} ARCHITECTURE x64 ALLOW_UNSUPPORTED)
expect_equal("opt-in accepts it" "${p}" "")
winport_cuda_check_host_compiler(p HOST_CONFIG "${accepting}" MSC_VER 1900 ARCHITECTURE x64)
expect_match("too old (VS2015) rejected" "${p}" "_MSC_VER 1900 is outside")
winport_cuda_check_host_compiler(p HOST_CONFIG "${accepting}" MSC_VER 1950 ARCHITECTURE x64)
expect_match("upper bound is exclusive (VS2026 19.50)" "${p}" "_MSC_VER 1950 is outside")
winport_cuda_check_host_compiler(p HOST_CONFIG "${accepting}" MSC_VER 1929 ARCHITECTURE X86)
expect_match("x86-targeting cl.exe rejected" "${p}" "targets x86 \\(32-bit\\).*x64 Native Tools")
winport_cuda_check_host_compiler(p HOST_CONFIG "${accepting}" MSC_VER 1929 ARCHITECTURE x86 ALLOW_UNSUPPORTED)
expect_match("the opt-in does not excuse x86" "${p}" "targets x86")
winport_cuda_check_host_compiler(p HOST_CONFIG "${WORK_DIR}/missing.h" MSC_VER 1944 ARCHITECTURE x64)
expect_match("unreadable host_config.h is an error" "${p}" "cannot read the accepted _MSC_VER range")

if(REAL_HOST_CONFIG AND EXISTS "${REAL_HOST_CONFIG}")
  winport_cuda_parse_host_config("${REAL_HOST_CONFIG}" lo hi)
  expect_match("real toolkit's host_config.h parsed (${REAL_HOST_CONFIG})" "${lo};${hi}" "^19[0-9][0-9];19[0-9][0-9]$")
  message(STATUS "real host_config.h accepts _MSC_VER [${lo}, ${hi})")
endif()
winport_cuda_check_host_compiler(p HOST_CONFIG "${accepting}" MSC_VER "" ARCHITECTURE x64)
expect_match("unknown _MSC_VER is an error, not a pass" "${p}" "cannot tell which MSVC version")
message(STATUS "host-compiler: all checks passed")
