# SPDX-License-Identifier: BSD-3-Clause
# cmake -DWINPORT_CMAKE_DIR=<cmake/> -DWORK_DIR=<scratch> -DGENERATOR=<Ninja> [-DMAKE_PROGRAM=<p>]
#       -P windows-target.cmake
#
# A real Windows-target configure on this host (clang-cl, CMAKE_SYSTEM_NAME=Windows) of
# windows-target-project/ against fixture trees (CUDA 12.4 and 13.0 side by side, cuDNN 9 zip
# with lib\x64): the cl.exe on PATH is asked for its banner (a fixture cl that prints one), and
# CMake's own $<TARGET_RUNTIME_DLLS:app> must list the CUDA 13 DLLs from bin\x64 and cuDNN's
# dispatcher DLL, never nvcuda.dll; cuDNN's sub-libraries are in WINPORT_RUNTIME_DLLS; the link
# line carries /DELAYLOAD for each CUDA DLL; an x86 cl.exe, or none at all, is refused.
# Skipped, with the marker line, only when clang-cl is missing.
cmake_minimum_required(VERSION 3.25)
include("${CMAKE_CURRENT_LIST_DIR}/fixtures.cmake")
find_program(clang_cl NAMES clang-cl clang-cl-14 clang-cl-15 clang-cl-16 NO_CACHE)
if(NOT clang_cl)
  message(STATUS "WINPORT_TEST_SKIPPED: no clang-cl on this machine")
  return()
endif()
if(NOT MAKE_PROGRAM)
  find_program(MAKE_PROGRAM NAMES ninja ninja-build make REQUIRED)
endif()

file(REMOVE_RECURSE "${WORK_DIR}")
set(pf "${WORK_DIR}/Program Files")
set(base "${pf}/NVIDIA GPU Computing Toolkit/CUDA")
make_windows_toolkit("${base}/v12.4" 12.4.1 1910 1950)
make_windows_toolkit("${base}/v13.0" 13.0.2 1920 1950)
make_cudnn_zip("${WORK_DIR}/cudnn-windows-x86_64-9.5.1.17_cuda13-archive" 9.5.1 lib/x64)
touch("${WORK_DIR}/Windows/System32/nvcuda.dll")

function(write_fake_cl dir banner)
  file(MAKE_DIRECTORY "${dir}")
  # cl.exe prints its banner on stderr when run without arguments.
  file(WRITE "${dir}/cl" "#!/bin/sh\necho '${banner}' >&2\necho 'usage: cl [ option... ] filename... [ /link linkoption... ]' >&2\nexit 0\n")
  file(CHMOD "${dir}/cl" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
endfunction()
write_fake_cl("${WORK_DIR}/msvc-x64" "Microsoft (R) C/C++ Optimizing Compiler Version 19.44.35211 for x64")
write_fake_cl("${WORK_DIR}/msvc-x86" "Microsoft (R) C/C++ Optimizing Compiler Version 19.44.35211 for x86")

clear_cuda_environment()
set(ENV{ProgramW6432} "${pf}")
unset(ENV{ProgramFiles})
set(ENV{CUDA_PATH} "${base}/v13.0")
set(ENV{CUDNN_ROOT} "${WORK_DIR}/cudnn-windows-x86_64-9.5.1.17_cuda13-archive")

function(configure name expect cl_dir)
  set(ENV{PATH} "${cl_dir}:${WORK_DIR}/Windows/System32")
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}/windows-target-project"
      -B "${WORK_DIR}/build-${name}" -G "${GENERATOR}" "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}"
      "-DCMAKE_TOOLCHAIN_FILE=${CMAKE_CURRENT_LIST_DIR}/../msvc/flags-project/clang-cl-windows.cmake"
      "-DWINPORT_CLANG_CL=${clang_cl}" "-DWINPORT_CMAKE_DIR=${WINPORT_CMAKE_DIR}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(expect STREQUAL "ok" AND NOT rc EQUAL 0)
    message(FATAL_ERROR "FAIL ${name}: configure failed:\n${out}")
  elseif(expect STREQUAL "fail" AND rc EQUAL 0)
    message(FATAL_ERROR "FAIL ${name}: configure succeeded, expected an error:\n${out}")
  endif()
  string(REGEX REPLACE "[ \n]+" " " out "${out}")
  set(out "${out}" PARENT_SCOPE)
endfunction()

configure(x64 ok "${WORK_DIR}/msvc-x64")
set(build "${WORK_DIR}/build-x64")
file(READ "${build}/report.txt" report)
expect_match("the cl on PATH is nvcc's host compiler" "${report}" "host=${WORK_DIR}/msvc-x64/cl\n")
expect_match("its banner was compared with host_config.h" "${report}" "range=1920;1950\n")
file(STRINGS "${build}/runtime-dlls.txt" dlls)
set(r13 "${base}/v13.0")
foreach(dll IN ITEMS "${r13}/bin/x64/cublas64_13.dll" "${r13}/bin/x64/cublasLt64_13.dll"
    "${r13}/bin/x64/nvrtc64_130_0.dll" "${WORK_DIR}/cudnn-windows-x86_64-9.5.1.17_cuda13-archive/bin/cudnn64_9.dll")
  get_filename_component(name "${dll}" NAME)
  list(FIND dlls "${dll}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "FAIL $<TARGET_RUNTIME_DLLS:app> lacks ${dll}: ${dlls}")
  endif()
  message(STATUS "ok   $<TARGET_RUNTIME_DLLS:app> lists ${name}")
endforeach()
expect_no_match("$<TARGET_RUNTIME_DLLS:app> has no nvcuda.dll and no .lib" "${dlls}" "nvcuda|\\.lib")
expect_no_match("$<TARGET_RUNTIME_DLLS:app> has nothing from bin (CUDA 13 uses bin/x64)" "${dlls}" "v13\\.0/bin/[^x]")
file(STRINGS "${build}/loaded-dlls.txt" loaded)
list(LENGTH loaded n)
expect_equal("run-time-loaded DLLs: 7 cuDNN sub-libraries + nvrtc-builtins" "${n}" 8)
expect_match("cuDNN engines among them" "${loaded}" "cudnn_engines_precompiled64_9.dll")

# Delay-loading: the link command of app (generated, not run) names each DLL, nvcuda.dll too.
file(READ "${build}/build.ninja" ninja)
string(REGEX MATCH "build app\\.exe[^\n]*\n([^\n]*\n)*[ ]*LINK_FLAGS = [^\n]*" link "${ninja}")
foreach(dll IN ITEMS cudart64_13.dll cublas64_13.dll nvrtc64_130_0.dll nvcuda.dll)
  expect_match("app is linked with /DELAYLOAD:${dll}" "${link}" "/DELAYLOAD:${dll}")
endforeach()
expect_match("and with delayimp.lib" "${ninja}" "delayimp\\.lib")

# The static engine's link manifest in its Windows form (the file API answers the second
# configure with CMake < 3.27; the manifest step itself runs no compiler).
configure(x64 ok "${WORK_DIR}/msvc-x64")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${build}" --target engine_link_manifest
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "FAIL the link manifest step failed:\n${out}")
endif()
file(READ "${build}/engine-link.json" manifest)
file(READ "${build}/engine-link.cargo" cargo)
string(JSON frontend GET "${manifest}" platform frontend)
expect_equal("the manifest's frontend" "${frontend}" MSVC)
string(JSON crt GET "${manifest}" crt flag)
# No CMAKE_BUILD_TYPE: an MSVC-style configure defaults to Debug, so MultiThreadedDebugDLL.
expect_equal("the CRT of the archives (MultiThreadedDebugDLL in Debug)" "${crt}" "/MDd")
string(JSON idl GET "${manifest}" crt iterator_debug_level)
expect_equal("_ITERATOR_DEBUG_LEVEL of a Debug build" "${idl}" 2)
string(JSON libraries GET "${manifest}" link libraries)
expect_match("the engine's archive is a .lib" "${libraries}" "engine\\.lib")
expect_match("cuBLAS through its import library" "${libraries}" "\"kind\" : \"import\"[^}]*cublas\\.lib|cublas\\.lib[^}]*\"kind\" : \"import\"")
expect_no_match("no Unix library names leak through" "${libraries}" "\\.so|\\.a\"|lib[a-z_]+\\.a")
string(JSON delay GET "${manifest}" delay_loaded)
foreach(dll IN ITEMS cublas64_13.dll nvrtc64_130_0.dll nvcuda.dll)
  expect_match("${dll} is delay-loaded" "${delay}" "${dll}")
  expect_match("cargo passes /DELAYLOAD:${dll} to the linker" "${cargo}" "cargo:rustc-link-arg=[-/]DELAYLOAD:${dll}")
endforeach()
expect_match("delayimp.lib is linked" "${cargo}" "cargo:rustc-link-lib=delayimp")
string(JSON dlls GET "${manifest}" runtime_dlls)
expect_match("the DLLs to ship include CUDA 13's bin/x64 cuBLAS" "${dlls}" "v13.0/bin/x64/cublas64_13.dll")
expect_match("and cuDNN's engines (loaded at run time)" "${dlls}" "cudnn_engines_precompiled64_9.dll")
expect_no_match("never the driver's nvcuda.dll" "${dlls}" "nvcuda")
message(STATUS "ok   the Windows-form link manifest")

configure(x86 fail "${WORK_DIR}/msvc-x86")
expect_match("an x86 cl.exe on PATH is refused" "${out}" "targets x86 \\(32-bit\\)")

configure(no_cl fail "${WORK_DIR}/empty")
expect_match("no cl.exe at all: the error says what nvcc would say" "${out}" "no MSVC host compiler.*Cannot find compiler 'cl.exe' in PATH")
message(STATUS "windows-target: all checks passed")
