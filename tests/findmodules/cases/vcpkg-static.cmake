# SPDX-License-Identifier: BSD-3-Clause
# vcpkg's static triplet through VCPKG_INSTALLED_DIR + VCPKG_TARGET_TRIPLET: openblas.lib with no
# DLL is a static library.
find_package(OpenBLAS REQUIRED)
expect_var(OpenBLAS_PREFIX_ORIGIN "VCPKG_INSTALLED_DIR + triplet x64-windows-static")
expect_var(OpenBLAS_LINKAGE STATIC)
expect_var(OpenBLAS_RUNTIME_LIBRARY "")
expect_var(OpenBLAS_IMPORT_LIBRARY_ABI NONE)
expect_prop(OpenBLAS::OpenBLAS TYPE STATIC_LIBRARY)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_LOCATION fixture:vcpkg/installed/x64-windows-static/lib/openblas.lib)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_LOCATION_DEBUG fixture:vcpkg/installed/x64-windows-static/debug/lib/openblas.lib)
