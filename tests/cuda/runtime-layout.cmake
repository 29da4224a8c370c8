# SPDX-License-Identifier: BSD-3-Clause
# cmake -DWINPORT_CMAKE_DIR=<cmake/> -DWORK_DIR=<scratch> -P runtime-layout.cmake
#
# Where the CUDA DLLs are, per toolkit major (Windows branch, fixture trees): CUDA 13 moved them to
# bin\x64 (a stray older DLL left in bin must not win), CUDA 12 keeps them in bin; the DLL numbers
# differ per library (cufft64_11 / cufft64_12, nvrtc64_120_0 / nvrtc64_130_0); nvrtc's builtins
# DLL is loaded at run time; the driver has an import library only (nvcuda.dll is the driver's).
cmake_minimum_required(VERSION 3.25)
include("${CMAKE_CURRENT_LIST_DIR}/fixtures.cmake")
include("${WINPORT_CMAKE_DIR}/WinportCUDA.cmake")

file(REMOVE_RECURSE "${WORK_DIR}")
set(base "${WORK_DIR}/Program Files/NVIDIA GPU Computing Toolkit/CUDA")
make_windows_toolkit("${base}/v12.4" 12.4.1 1910 1950)
make_windows_toolkit("${base}/v13.0" 13.0.2 1920 1950)

# CUDA 13: bin/x64
set(r "${base}/v13.0")
winport_cuda_locate_libraries(l ROOT "${r}" VERSION 13.0.2 PLATFORM Windows)
expect_equal("13: DLL folder is bin/x64" "${l_DLL_DIR}" "${r}/bin/x64")
expect_equal("13: cudart DLL (not the stray bin/cudart64_12.dll)" "${l_cudart_DLL}" "${r}/bin/x64/cudart64_13.dll")
expect_equal("13: cudart import library" "${l_cudart_IMPLIB}" "${r}/lib/x64/cudart.lib")
expect_equal("13: cublas" "${l_cublas_DLL}" "${r}/bin/x64/cublas64_13.dll")
expect_equal("13: cublasLt" "${l_cublasLt_DLL}" "${r}/bin/x64/cublasLt64_13.dll")
expect_equal("13: cufft has its own number" "${l_cufft_DLL}" "${r}/bin/x64/cufft64_12.dll")
expect_equal("13: nvrtc" "${l_nvrtc_DLL}" "${r}/bin/x64/nvrtc64_130_0.dll")
expect_equal("13: nvrtc builtins loaded at run time" "${l_nvrtc_EXTRA_DLLS}" "${r}/bin/x64/nvrtc-builtins64_130.dll")
expect_equal("13: driver import library" "${l_driver_IMPLIB}" "${r}/lib/x64/cuda.lib")
expect_equal("13: driver has no DLL to copy" "${l_driver_DLL}" "")

# CUDA 12: bin
set(r "${base}/v12.4")
winport_cuda_locate_libraries(l ROOT "${r}" VERSION 12.4.1 PLATFORM Windows)
expect_equal("12: DLL folder is bin" "${l_DLL_DIR}" "${r}/bin")
expect_equal("12: cudart" "${l_cudart_DLL}" "${r}/bin/cudart64_12.dll")
expect_equal("12: cufft64_11" "${l_cufft_DLL}" "${r}/bin/cufft64_11.dll")
expect_equal("12: nvrtc64_120_0" "${l_nvrtc_DLL}" "${r}/bin/nvrtc64_120_0.dll")
expect_equal("12: builtins" "${l_nvrtc_EXTRA_DLLS}" "${r}/bin/nvrtc-builtins64_124.dll")

# Two cudart DLLs in one folder (a copied-over upgrade): the toolkit's own major wins, not the
# highest number.
touch("${r}/bin/cudart64_13.dll")
winport_cuda_locate_libraries(l ROOT "${r}" VERSION 12.4.1 PLATFORM Windows)
expect_equal("12: own major wins over a stray cudart64_13.dll" "${l_cudart_DLL}" "${r}/bin/cudart64_12.dll")

# A missing import library or DLL leaves the entry empty (the target is then not created).
file(REMOVE "${r}/lib/x64/cufft.lib")
file(REMOVE "${r}/bin/cublasLt64_12.dll")
winport_cuda_locate_libraries(l ROOT "${r}" VERSION 12.4.1 PLATFORM Windows)
expect_equal("missing cufft.lib" "${l_cufft_IMPLIB}" "")
expect_equal("missing cublasLt DLL" "${l_cublasLt_DLL}" "")

# Linux layout: lib64/lib<name>.so, the driver stub in lib64/stubs.
set(lr "${WORK_DIR}/usr/local/cuda-13.0")
touch("${lr}/bin/nvcc" "${lr}/lib64/libcudart.so" "${lr}/lib64/libcublas.so" "${lr}/lib64/stubs/libcuda.so")
winport_cuda_locate_libraries(l ROOT "${lr}" VERSION 13.0.2 PLATFORM Linux)
expect_equal("Linux cudart" "${l_cudart_DLL}" "${lr}/lib64/libcudart.so")
expect_equal("Linux has no import library" "${l_cudart_IMPLIB}" "")
expect_equal("Linux driver is the link stub" "${l_driver_IMPLIB}" "${lr}/lib64/stubs/libcuda.so")
expect_equal("Linux: missing cufft" "${l_cufft_DLL}" "")

# Architectures decided without a GPU: one documented list per toolkit version.
winport_cuda_default_architectures(13.0.2 a)
expect_equal("13.x default architectures" "${a}" "75-real;80-real;86-real;89-real;90-real;100-real;120")
winport_cuda_default_architectures(12.9.1 a)
expect_equal("12.8+ default architectures" "${a}" "70-real;75-real;80-real;86-real;89-real;90-real;100-real;120")
winport_cuda_default_architectures(12.4.1 a)
expect_equal("12.4 default architectures" "${a}" "70-real;75-real;80-real;86-real;89-real;90")
winport_cuda_default_architectures(11.8.0 a)
expect_equal("11.8 default architectures" "${a}" "70-real;75-real;80-real;86-real;89-real;90")
foreach(v IN ITEMS 11.8.0 12.4.1 12.9.1 13.0.2)
  winport_cuda_default_architectures(${v} a)
  expect_no_match("${v}: never native by default" "${a}" "native|all")
endforeach()
message(STATUS "runtime-layout: all checks passed")
