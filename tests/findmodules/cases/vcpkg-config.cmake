# SPDX-License-Identifier: BSD-3-Clause
# vcpkg, found through VCPKG_ROOT and the default triplet x64-windows. Its OpenBLASConfig.cmake
# (exported by OpenBLAS's CMake build) defines OpenBLAS::OpenBLAS, so that target is used.
find_package(OpenBLAS REQUIRED)
expect_var(OpenBLAS_PREFIX_ORIGIN "VCPKG_ROOT + triplet x64-windows")
expect_var(OpenBLAS_LAYOUT vcpkg)
expect_fixture(OpenBLAS_FROM_CONFIG vcpkg/installed/x64-windows/share/openblas/OpenBLASConfig.cmake)
expect_fixture(OpenBLAS_INCLUDE_DIRS vcpkg/installed/x64-windows/include/openblas)
expect_fixture(OpenBLAS_LIBRARIES vcpkg/installed/x64-windows/lib/openblas.lib)
expect_fixture(OpenBLAS_RUNTIME_LIBRARY vcpkg/installed/x64-windows/bin/openblas.dll)
expect_var(OpenBLAS_VERSION 0.3.29)
expect_var(OpenBLAS_LAPACKE_BUNDLED FALSE)
expect_var(OpenBLAS_LINKAGE SHARED)
expect_var(OpenBLAS_IMPORT_LIBRARY_ABI MSVC)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_LOCATION_DEBUG fixture:vcpkg/installed/x64-windows/debug/bin/openblas.dll)
