# SPDX-License-Identifier: BSD-3-Clause
# cmake -DWINPORT_CMAKE_DIR=<cmake/> -DWORK_DIR=<scratch> -DGENERATOR=<gen> [-DMAKE_PROGRAM=<ninja>] -P prepare-windows.cmake
#
# winport_cuda_prepare() end to end with its Windows branch on (configures of prepare-project/):
# the cache it seeds (CMAKE_CUDA_COMPILER and CUDAToolkit_ROOT agree, spaces intact), a rejected
# cl.exe failing early with the remedies, the -allow-unsupported-compiler opt-in, an x86 cl.exe,
# the architecture rules, the DLL-carrying targets (CUDA 13 bin\x64) and FindCUDNN's installer
# layout for the chosen CUDA.
cmake_minimum_required(VERSION 3.25)
include("${CMAKE_CURRENT_LIST_DIR}/fixtures.cmake")

file(REMOVE_RECURSE "${WORK_DIR}")
set(pf "${WORK_DIR}/Program Files")
set(base "${pf}/NVIDIA GPU Computing Toolkit/CUDA")
make_windows_toolkit("${base}/v12.3" 12.3.2 1910 1940)
make_windows_toolkit("${base}/v13.0" 13.0.2 1920 1950)
make_cudnn_installer("${pf}/NVIDIA/CUDNN/v9.13" 9.13.0 CUDA_VARIANTS 12.9 13.0)
set(cl "${WORK_DIR}/Microsoft Visual Studio/2022/VC/Tools/MSVC/14.44.35207/bin/Hostx64/x64/cl.exe")
touch("${cl}")

# The build tool, found before PATH is replaced by the fixture's.
if(NOT MAKE_PROGRAM)
  if(GENERATOR MATCHES "Ninja")
    find_program(MAKE_PROGRAM NAMES ninja ninja-build REQUIRED)
  else()
    find_program(MAKE_PROGRAM NAMES make gmake REQUIRED)
  endif()
endif()
clear_cuda_environment()
set(ENV{ProgramW6432} "${pf}")
unset(ENV{ProgramFiles})
set(ENV{CUDA_PATH} "${base}/v13.0")
set(ENV{CUDA_PATH_V12_3} "${base}/v12.3")
set(ENV{CUDA_PATH_V13_0} "${base}/v13.0")
set(ENV{PATH} "${base}/v12.3/bin;${base}/v13.0/bin")

function(configure name expect)
  set(build "${WORK_DIR}/build-${name}")
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}/prepare-project" -B "${build}"
      -G "${GENERATOR}" "-DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM}" "-DWINPORT_CMAKE_DIR=${WINPORT_CMAKE_DIR}" "-DFAKE_CL=${cl}" ${ARGN}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(expect STREQUAL "fail" AND rc EQUAL 0)
    message(FATAL_ERROR "FAIL ${name}: configure succeeded, expected an error:\n${out}")
  elseif(expect STREQUAL "ok" AND NOT rc EQUAL 0)
    message(FATAL_ERROR "FAIL ${name}: configure failed:\n${out}")
  endif()
  string(REGEX REPLACE "[ \n]+" " " out "${out}")   # CMake wraps long messages
  set(out "${out}" PARENT_SCOPE)
  if(rc EQUAL 0)
    include("${build}/report.cmake")
    foreach(var IN ITEMS CMAKE_CUDA_COMPILER CUDAToolkit_ROOT CMAKE_CUDA_FLAGS CMAKE_CUDA_ARCHITECTURES
        CMAKE_CUDA_HOST_COMPILER WINPORT_CUDA_VERSION_FOUND WINPORT_CUDA_HOST_MSC_RANGE
        WINPORT_CUDA_RUNTIME_DLLS WINPORT_CUDA_DELAYLOAD_DLLS CUDNN_FOUND CUDNN_VERSION
        CUDNN_CUDA_SUBFOLDER CUDNN_RUNTIME_DLLS)
      set(R_${var} "${R_${var}}" PARENT_SCOPE)
    endforeach()
    foreach(key IN ITEMS winport_cuda_cudart winport_cuda_cublas winport_cuda_cublasLt winport_cuda_cufft
        winport_cuda_nvrtc winport_cuda_driver CUDNN_cudnn)
      foreach(prop IN ITEMS TYPE IMPORTED_IMPLIB IMPORTED_LOCATION WINPORT_RUNTIME_DLLS INTERFACE_LINK_LIBRARIES)
        set(R_${key}_${prop} "${R_${key}_${prop}}" PARENT_SCOPE)
      endforeach()
    endforeach()
  endif()
endfunction()

# VS 2022 17.14 (_MSC_VER 1944) with CUDA_PATH's 13.0, which accepts [1920, 1950).
configure(accepted ok -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=x64)
set(r13 "${base}/v13.0")
expect_equal("CMAKE_CUDA_COMPILER seeded (spaces intact)" "${R_CMAKE_CUDA_COMPILER}" "${r13}/bin/nvcc.exe")
expect_equal("CUDAToolkit_ROOT agrees" "${R_CUDAToolkit_ROOT}" "${r13}")
expect_equal("version" "${R_WINPORT_CUDA_VERSION_FOUND}" 13.0.2)
expect_equal("accepted _MSC_VER range" "${R_WINPORT_CUDA_HOST_MSC_RANGE}" "1920;1950")
expect_equal("nvcc will use the checked cl.exe" "${R_CMAKE_CUDA_HOST_COMPILER}" "${cl}")
expect_equal("default architectures for 13.x" "${R_CMAKE_CUDA_ARCHITECTURES}" "75-real;80-real;86-real;89-real;90-real;100-real;120")
expect_no_match("no -allow-unsupported-compiler unasked" "${R_CMAKE_CUDA_FLAGS}" "allow-unsupported")
expect_match("PATH disagreement warned" "${out}" "first nvcc.exe on PATH is .*v12.3/bin/nvcc.exe")
expect_equal("cudart is SHARED IMPORTED" "${R_winport_cuda_cudart_TYPE}" SHARED_LIBRARY)
expect_equal("cudart IMPORTED_IMPLIB" "${R_winport_cuda_cudart_IMPORTED_IMPLIB}" "${r13}/lib/x64/cudart.lib")
expect_equal("cudart IMPORTED_LOCATION in bin/x64" "${R_winport_cuda_cudart_IMPORTED_LOCATION}" "${r13}/bin/x64/cudart64_13.dll")
expect_equal("cublas" "${R_winport_cuda_cublas_IMPORTED_LOCATION}" "${r13}/bin/x64/cublas64_13.dll")
expect_match("cublas brings cublasLt" "${R_winport_cuda_cublas_INTERFACE_LINK_LIBRARIES}" "winport::cuda_cublasLt")
expect_equal("cublasLt" "${R_winport_cuda_cublasLt_IMPORTED_LOCATION}" "${r13}/bin/x64/cublasLt64_13.dll")
expect_equal("cufft" "${R_winport_cuda_cufft_IMPORTED_LOCATION}" "${r13}/bin/x64/cufft64_12.dll")
expect_equal("nvrtc" "${R_winport_cuda_nvrtc_IMPORTED_LOCATION}" "${r13}/bin/x64/nvrtc64_130_0.dll")
expect_equal("nvrtc's run-time-loaded builtins" "${R_winport_cuda_nvrtc_WINPORT_RUNTIME_DLLS}" "${r13}/bin/x64/nvrtc-builtins64_130.dll")
expect_equal("driver is not SHARED (nvcuda.dll is never copied)" "${R_winport_cuda_driver_TYPE}" UNKNOWN_LIBRARY)
expect_equal("driver links cuda.lib" "${R_winport_cuda_driver_IMPORTED_LOCATION}" "${r13}/lib/x64/cuda.lib")
expect_no_match("no nvcuda.dll among the DLLs to copy" "${R_WINPORT_CUDA_RUNTIME_DLLS}" "nvcuda")
expect_equal("delay-load list" "${R_WINPORT_CUDA_DELAYLOAD_DLLS}"
  "cudart64_13.dll;cublas64_13.dll;cublasLt64_13.dll;cufft64_12.dll;nvrtc64_130_0.dll;nvcuda.dll")
expect_equal("FindCUDNN: installer found" "${R_CUDNN_FOUND}" TRUE)
expect_equal("FindCUDNN: version" "${R_CUDNN_VERSION}" 9.13.0)
expect_equal("FindCUDNN: the chosen CUDA's subfolder" "${R_CUDNN_CUDA_SUBFOLDER}" 13.0)
set(cudnn_bin "${pf}/NVIDIA/CUDNN/v9.13/bin/13.0")
expect_equal("CUDNN::cudnn IMPLIB" "${R_CUDNN_cudnn_IMPORTED_IMPLIB}" "${pf}/NVIDIA/CUDNN/v9.13/lib/13.0/x64/cudnn.lib")
expect_equal("CUDNN::cudnn LOCATION (9.13: bin\\13.0, no x64)" "${R_CUDNN_cudnn_IMPORTED_LOCATION}" "${cudnn_bin}/cudnn64_9.dll")
list(LENGTH R_CUDNN_cudnn_WINPORT_RUNTIME_DLLS n)
expect_equal("CUDNN::cudnn lists the 7 run-time-loaded sub-libraries" "${n}" 7)
expect_match("sub-libraries include the engines" "${R_CUDNN_cudnn_WINPORT_RUNTIME_DLLS}" "cudnn_engines_runtime_compiled64_9.dll")

# The same cl.exe with CUDA 12.3, which accepts [1910, 1940): early failure with the remedies.
configure(rejected fail -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=x64 -DWINPORT_CUDA_VERSION=12.3)
expect_match("rejected early" "${out}" "host compiler .*cl.exe cannot be used with CUDA 12.3.2")
expect_match("says the range" "${out}" "1910 to 1939")
expect_match("names the opt-in" "${out}" "WINPORT_CUDA_ALLOW_UNSUPPORTED_COMPILER=ON")

# The opt-in: -allow-unsupported-compiler reaches CMAKE_CUDA_FLAGS before enable_language(CUDA).
configure(optin ok -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=x64 -DWINPORT_CUDA_VERSION=12.3 -DWINPORT_CUDA_ALLOW_UNSUPPORTED_COMPILER=ON)
expect_match("opt-in adds the flag" "${R_CMAKE_CUDA_FLAGS}" "-allow-unsupported-compiler")
expect_equal("WINPORT_CUDA_VERSION=12.3 wins over CUDA_PATH" "${R_CUDAToolkit_ROOT}" "${base}/v12.3")
expect_equal("12.x: DLLs in bin" "${R_winport_cuda_cudart_IMPORTED_LOCATION}" "${base}/v12.3/bin/cudart64_12.dll")
expect_equal("FindCUDNN: 12.3 falls back to the 12.9 subfolder" "${R_CUDNN_CUDA_SUBFOLDER}" 12.9)

# A 32-bit cl.exe.
configure(x86 fail -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=X86)
expect_match("x86 cl.exe rejected" "${out}" "targets x86 \\(32-bit\\)")

# Architectures: explicit wins, native only when asked.
configure(explicit_arch ok -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=x64 -DCMAKE_CUDA_ARCHITECTURES=89)
expect_equal("explicit CMAKE_CUDA_ARCHITECTURES wins" "${R_CMAKE_CUDA_ARCHITECTURES}" 89)
configure(native_arch ok -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=x64 -DWINPORT_CUDA_ARCHITECTURES=native)
expect_equal("native when asked" "${R_CMAKE_CUDA_ARCHITECTURES}" native)

# A conflicting explicit pair is an error, not a guess.
configure(conflict fail -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=x64 -DWINPORT_CUDA_VERSION=12.3 "-DCMAKE_CUDA_COMPILER=${r13}/bin/nvcc.exe")
expect_match("WINPORT_CUDA_VERSION vs CMAKE_CUDA_COMPILER" "${out}" "WINPORT_CUDA_VERSION=12.3 selects .*but CMAKE_CUDA_COMPILER is")

# Re-configuring the same build folder with another WINPORT_CUDA_VERSION follows it (the seeded
# CMAKE_CUDA_COMPILER is winport's, not a user choice).
configure(accepted ok -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=x64 -DWINPORT_CUDA_VERSION=12.3 -DWINPORT_CUDA_ALLOW_UNSUPPORTED_COMPILER=ON)
expect_equal("re-configure follows WINPORT_CUDA_VERSION" "${R_CMAKE_CUDA_COMPILER}" "${base}/v12.3/bin/nvcc.exe")
# winport's default architectures follow the toolkit on re-configure; an explicit value stays.
configure(archs ok -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=x64)
expect_equal("13.x default" "${R_CMAKE_CUDA_ARCHITECTURES}" "75-real;80-real;86-real;89-real;90-real;100-real;120")
configure(archs ok -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=x64 -DWINPORT_CUDA_VERSION=12.3 -DWINPORT_CUDA_ALLOW_UNSUPPORTED_COMPILER=ON)
expect_equal("re-configured for 12.3: its default (no sm_100/sm_120)" "${R_CMAKE_CUDA_ARCHITECTURES}" "70-real;75-real;80-real;86-real;89-real;90")
configure(archs ok -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=x64 -DCMAKE_CUDA_ARCHITECTURES=86)
configure(archs ok -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=x64 -DWINPORT_CUDA_VERSION=)
expect_equal("an explicit value survives a toolkit change" "${R_CMAKE_CUDA_ARCHITECTURES}" 86)

# A cl.exe whose version cannot be told is not waved through.
configure(unknown_msc fail -DFAKE_MSC_VER= -DFAKE_CL_ARCH=x64)
expect_match("unknown _MSC_VER refused" "${out}" "cannot tell which MSVC version the cl.exe in use is")

# A CUDAToolkit_ROOT the user gave survives re-configures (it is not mistaken for winport's seed).
configure(user_root ok -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=x64 "-DCUDAToolkit_ROOT=${base}/v12.3" -DWINPORT_CUDA_ALLOW_UNSUPPORTED_COMPILER=ON)
expect_equal("user CUDAToolkit_ROOT chosen over CUDA_PATH" "${R_CUDAToolkit_ROOT}" "${base}/v12.3")
configure(user_root ok -DFAKE_MSC_VER=1944 -DFAKE_CL_ARCH=x64)
expect_equal("and still chosen on re-configure" "${R_CMAKE_CUDA_COMPILER}" "${base}/v12.3/bin/nvcc.exe")
message(STATUS "prepare-windows: all checks passed")
