# SPDX-License-Identifier: BSD-3-Clause
# vcpkg's OpenBLAS (no LAPACKE) plus a separately built LAPACKE named by LAPACKE_ROOT:
# LAPACKE::LAPACKE is that library's SHARED IMPORTED target and links OpenBLAS::OpenBLAS, its
# LAPACK.
find_package(LAPACKE REQUIRED)
expect_var(OpenBLAS_LAYOUT vcpkg)
expect_var(LAPACKE_BUNDLED FALSE)
expect_fixture(LAPACKE_INCLUDE_DIRS lapacke-separate/include)
expect_var(LAPACKE_MSVC_COMPLEX_TYPES FALSE)
expect_prop(LAPACKE::LAPACKE TYPE SHARED_LIBRARY)
expect_prop(LAPACKE::LAPACKE IMPORTED_IMPLIB fixture:lapacke-separate/lib/lapacke.lib)
expect_prop(LAPACKE::LAPACKE IMPORTED_LOCATION fixture:lapacke-separate/bin/lapacke.dll)
expect_prop(LAPACKE::LAPACKE INTERFACE_LINK_LIBRARIES OpenBLAS::OpenBLAS)
