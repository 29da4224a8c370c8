# SPDX-License-Identifier: BSD-3-Clause
# cmake -DWINPORT_CMAKE_DIR=<cmake/> -DWORK_DIR=<scratch> -P cudnn-layouts.cmake
#
# winport_cudnn_locate() (used by FindCUDNN) against fixture trees of every cuDNN layout:
# the 9.x graphical installer (include\<cuda X.Y>, lib\<X.Y>\x64, bin\<X.Y> for older 9.x and
# bin\<X.Y>\x64 for newer), the zip archive (lib\x64 or lib), cuDNN 8 zip, a copy inside the CUDA
# tree, and the Linux layouts; the per-CUDA subfolder with its same-major fallback.
cmake_minimum_required(VERSION 3.25)
include("${CMAKE_CURRENT_LIST_DIR}/fixtures.cmake")
include("${WINPORT_CMAKE_DIR}/WinportCUDA.cmake")

file(REMOVE_RECURSE "${WORK_DIR}")
set(nv "${WORK_DIR}/Program Files/NVIDIA/CUDNN")

# Newer 9.x installer: bin\<X.Y>\x64, CUDA 12.9 and 13.0 variants side by side.
make_cudnn_installer("${nv}/v9.24" 9.24.0 BIN_X64 CUDA_VARIANTS 12.9 13.0)
winport_cudnn_locate(d ROOTS "${nv}/v9.24" CUDA_VERSION 13.0.2 PLATFORM Windows)
expect_equal("installer 9.24 found" "${d_FOUND}" TRUE)
expect_equal("version from cudnn_version.h" "${d_VERSION}" 9.24.0)
expect_equal("CUDA 13.0 subfolder" "${d_CUDA_SUBFOLDER}" 13.0)
expect_equal("include\\13.0" "${d_INCLUDE_DIR}" "${nv}/v9.24/include/13.0")
expect_equal("lib\\13.0\\x64\\cudnn.lib" "${d_LIBRARY}" "${nv}/v9.24/lib/13.0/x64/cudnn.lib")
expect_equal("bin\\13.0\\x64\\cudnn64_9.dll" "${d_DLL}" "${nv}/v9.24/bin/13.0/x64/cudnn64_9.dll")
set(expected "")
foreach(dll IN LISTS CUDNN9_DLLS)
  list(APPEND expected "${nv}/v9.24/bin/13.0/x64/${dll}")
endforeach()
list(SORT expected)
expect_equal("all eight cuDNN 9 DLLs (sub-libraries are loaded at run time)" "${d_RUNTIME_DLLS}" "${expected}")

# CUDA 12.6 has no exact folder: the newest of the same major (12.9), never 13.0.
winport_cudnn_locate(d ROOTS "${nv}/v9.24" CUDA_VERSION 12.6.3 PLATFORM Windows)
expect_equal("12.6 falls back to 12.9" "${d_CUDA_SUBFOLDER}" 12.9)
expect_equal("12.9 DLL" "${d_DLL}" "${nv}/v9.24/bin/12.9/x64/cudnn64_9.dll")

# Older 9.x installer: bin\<X.Y> without x64; only CUDA 12 variants.
make_cudnn_installer("${nv}/v9.4" 9.4.0 CUDA_VARIANTS 11.8 12.6)
winport_cudnn_locate(d ROOTS "${nv}/v9.4" CUDA_VERSION 12.6 PLATFORM Windows)
expect_equal("installer 9.4: bin\\12.6" "${d_DLL}" "${nv}/v9.4/bin/12.6/cudnn64_9.dll")
expect_equal("installer 9.4: lib\\12.6\\x64" "${d_LIBRARY}" "${nv}/v9.4/lib/12.6/x64/cudnn.lib")
winport_cudnn_locate(d ROOTS "${nv}/v9.4" CUDA_VERSION 13.0 PLATFORM Windows)
expect_equal("no CUDA 13 variant: not found" "${d_FOUND}" FALSE)
expect_match("and the reason says so" "${d_REASONS}" "installer layout without a CUDA 13.x variant")
# ...and a search over several roots moves on to the next one.
winport_cudnn_locate(d ROOTS "${nv}/v9.4" "${nv}/v9.24" CUDA_VERSION 13.0 PLATFORM Windows)
expect_equal("next root used" "${d_ROOT}" "${nv}/v9.24")

# Zip archive, lib\x64 (9.1, 9.5) and lib (9.10+ as pytorch copies it).
make_cudnn_zip("${WORK_DIR}/zip-libx64" 9.5.1 lib/x64)
winport_cudnn_locate(d ROOTS "${WORK_DIR}/zip-libx64" CUDA_VERSION 12.4 PLATFORM Windows)
expect_equal("zip lib\\x64" "${d_LIBRARY}" "${WORK_DIR}/zip-libx64/lib/x64/cudnn.lib")
expect_equal("zip bin" "${d_DLL}" "${WORK_DIR}/zip-libx64/bin/cudnn64_9.dll")
expect_equal("zip: no subfolder" "${d_CUDA_SUBFOLDER}" "")
list(LENGTH d_RUNTIME_DLLS n)
expect_equal("zip: eight DLLs" "${n}" 8)
make_cudnn_zip("${WORK_DIR}/zip-lib" 9.10.2 lib)
winport_cudnn_locate(d ROOTS "${WORK_DIR}/zip-lib" PLATFORM Windows)
expect_equal("zip lib" "${d_LIBRARY}" "${WORK_DIR}/zip-lib/lib/cudnn.lib")
expect_equal("zip 9.10.2 version" "${d_VERSION}" 9.10.2)

# An unpacked zip keeps the CUDA major in its name: the wrong major is rejected, the right one used.
make_cudnn_zip("${WORK_DIR}/cudnn-windows-x86_64-9.5.1.17_cuda12-archive" 9.5.1 lib/x64)
make_cudnn_zip("${WORK_DIR}/cudnn-windows-x86_64-9.5.1.17_cuda13-archive" 9.5.1 lib)
winport_cudnn_locate(d ROOTS "${WORK_DIR}/cudnn-windows-x86_64-9.5.1.17_cuda12-archive"
  "${WORK_DIR}/cudnn-windows-x86_64-9.5.1.17_cuda13-archive" CUDA_VERSION 13.0.2 PLATFORM Windows)
expect_equal("zip for CUDA 13 chosen with CUDA 13" "${d_ROOT}" "${WORK_DIR}/cudnn-windows-x86_64-9.5.1.17_cuda13-archive")
expect_match("zip for CUDA 12 rejected with CUDA 13" "${d_REASONS}" "an archive built for CUDA 12, but CUDA 13 is in use")

# cuDNN 8 zip: cudnn64_8.dll and its six sub-libraries.
make_cudnn_zip("${WORK_DIR}/cudnn8" 8.9.7 lib/x64)
winport_cudnn_locate(d ROOTS "${WORK_DIR}/cudnn8" CUDA_VERSION 12.2 PLATFORM Windows)
expect_equal("cuDNN 8 major" "${d_VERSION_MAJOR}" 8)
expect_equal("cuDNN 8 DLL" "${d_DLL}" "${WORK_DIR}/cudnn8/bin/cudnn64_8.dll")
list(LENGTH d_RUNTIME_DLLS n)
expect_equal("cuDNN 8: seven DLLs" "${n}" 7)

# Copied into the CUDA tree (zip layout under the toolkit root, next to CUDA's own files).
set(cuda "${WORK_DIR}/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v12.4")
make_windows_toolkit("${cuda}" 12.4.1 1910 1950)
make_cudnn_zip("${cuda}" 9.1.0 lib/x64)
winport_cudnn_locate(d ROOTS "${WORK_DIR}/nothing-here" "${cuda}" CUDA_VERSION 12.4.1 PLATFORM Windows)
expect_equal("inside the CUDA tree" "${d_LIBRARY}" "${cuda}/lib/x64/cudnn.lib")
expect_equal("inside the CUDA tree: DLL" "${d_DLL}" "${cuda}/bin/cudnn64_9.dll")

# Headers without the library: rejected with the folders it looked in.
write_cudnn_version_h("${WORK_DIR}/headers-only/include/cudnn_version.h" 9 1 0)
winport_cudnn_locate(d ROOTS "${WORK_DIR}/headers-only" PLATFORM Windows)
expect_equal("headers only: not found" "${d_FOUND}" FALSE)
expect_match("headers only: reason" "${d_REASONS}" "no cudnn.lib in")

# Linux: Debian's multiarch layout and the tarball/pip layout under the CUDA tree.
set(usr "${WORK_DIR}/usr")
write_cudnn_version_h("${usr}/include/x86_64-linux-gnu/cudnn_version.h" 9 3 0)
touch("${usr}/lib/x86_64-linux-gnu/libcudnn.so" "${usr}/lib/x86_64-linux-gnu/libcudnn.so.9"
      "${usr}/lib/x86_64-linux-gnu/libcudnn_ops.so.9" "${usr}/lib/x86_64-linux-gnu/libcudnn_graph.so.9")
winport_cudnn_locate(d ROOTS "${usr}" PLATFORM Linux)
expect_equal("Linux multiarch header" "${d_INCLUDE_DIR}" "${usr}/include/x86_64-linux-gnu")
expect_equal("Linux multiarch library" "${d_LIBRARY}" "${usr}/lib/x86_64-linux-gnu/libcudnn.so")
list(LENGTH d_RUNTIME_DLLS n)
expect_equal("Linux runtime libraries" "${n}" 3)
set(lc "${WORK_DIR}/usr/local/cuda")
write_cudnn_version_h("${lc}/include/cudnn_version.h" 9 19 0)
touch("${lc}/lib64/libcudnn.so")
winport_cudnn_locate(d ROOTS "${lc}" PLATFORM Linux)
expect_equal("Linux CUDA tree lib64" "${d_LIBRARY}" "${lc}/lib64/libcudnn.so")
message(STATUS "cudnn-layouts: all checks passed")
