# SPDX-License-Identifier: BSD-3-Clause
# The release zip for a GNU (MinGW) toolchain, chosen by OpenBLAS_WINDOWS_ABI=GNU: the GNU import
# library libopenblas.dll.a is taken, with the same DLL.
find_package(OpenBLAS REQUIRED)
expect_var(OpenBLAS_IMPORT_LIBRARY_ABI GNU)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_IMPLIB fixture:release-zip/win64/lib/libopenblas.dll.a)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_LOCATION fixture:release-zip/win64/bin/libopenblas.dll)
