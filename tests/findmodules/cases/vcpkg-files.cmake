# SPDX-License-Identifier: BSD-3-Clause
# vcpkg with OpenBLAS_USE_CONFIG=OFF: the module's own layout search, including debug/.
find_package(OpenBLAS REQUIRED)
expect_var(OpenBLAS_LAYOUT vcpkg)
expect_var(OpenBLAS_FROM_CONFIG "")
expect_fixture(OpenBLAS_INCLUDE_DIRS vcpkg/installed/x64-windows/include/openblas)
expect_prop(OpenBLAS::OpenBLAS TYPE SHARED_LIBRARY)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_IMPLIB fixture:vcpkg/installed/x64-windows/lib/openblas.lib)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_LOCATION fixture:vcpkg/installed/x64-windows/bin/openblas.dll)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_IMPLIB_DEBUG fixture:vcpkg/installed/x64-windows/debug/lib/openblas.lib)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_LOCATION_DEBUG fixture:vcpkg/installed/x64-windows/debug/bin/openblas.dll)
expect_var(OpenBLAS_LAPACKE_BUNDLED FALSE)
# vcpkg's OpenBLAS has no LAPACKE and vcpkg has no LAPACKE port: said by name.
find_package(LAPACKE)
expect_var(LAPACKE_FOUND FALSE)
