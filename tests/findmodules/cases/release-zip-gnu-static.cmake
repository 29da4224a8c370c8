# SPDX-License-Identifier: BSD-3-Clause
# The release zip for a GNU (MinGW) toolchain with OpenBLAS_USE_STATIC_LIBS=ON: the GNU archive
# libopenblas.a is a static library, not an import library, and no DLL goes with it.
find_package(OpenBLAS REQUIRED)
expect_var(OpenBLAS_LINKAGE STATIC)
expect_var(OpenBLAS_IMPORT_LIBRARY_ABI NONE)
expect_var(OpenBLAS_RUNTIME_LIBRARY "")
expect_prop(OpenBLAS::OpenBLAS TYPE STATIC_LIBRARY)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_LOCATION fixture:release-zip/win64/lib/libopenblas.a)
