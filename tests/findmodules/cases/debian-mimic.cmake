# SPDX-License-Identifier: BSD-3-Clause
# A Debian/Ubuntu multiarch tree (fixture): include/x86_64-linux-gnu/openblas-pthread/ and
# lib/x86_64-linux-gnu/openblas-pthread/libopenblas.so, the Makefile-style OpenBLASConfig.cmake,
# and liblapacke-dev's separate LAPACKE. The fixture is x86_64's, whatever this host is.
set(CMAKE_LIBRARY_ARCHITECTURE x86_64-linux-gnu)
find_package(OpenBLAS REQUIRED)
expect_var(OpenBLAS_LAYOUT debian-multiarch)
expect_fixture(OpenBLAS_INCLUDE_DIRS debian/usr/include/x86_64-linux-gnu/openblas-pthread)
expect_fixture(OpenBLAS_LIBRARIES debian/usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblas.so)
expect_var(OpenBLAS_RUNTIME_LIBRARY "")
expect_var(OpenBLAS_VERSION 0.3.21)
expect_var(OpenBLAS_THREADING pthread)
expect_var(OpenBLAS_LINKAGE SHARED)
expect_var(OpenBLAS_IMPORT_LIBRARY_ABI NONE)
# Debian builds OpenBLAS with NO_LAPACKE=1 (its openblas.pc says so) and ships netlib LAPACKE.
expect_var(OpenBLAS_LAPACKE_BUNDLED FALSE)
expect_match(OpenBLAS_CONFIG_IGNORED "openblas-pthread/cmake/openblas/OpenBLASConfig.cmake: Makefile-generated")
expect_prop(OpenBLAS::OpenBLAS TYPE SHARED_LIBRARY)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_LOCATION fixture:debian/usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblas.so)
find_package(LAPACKE REQUIRED)
expect_var(LAPACKE_BUNDLED FALSE)
expect_fixture(LAPACKE_INCLUDE_DIRS debian/usr/include)
expect_fixture(LAPACKE_LIBRARIES debian/usr/lib/x86_64-linux-gnu/liblapacke.so)
expect_prop(LAPACKE::LAPACKE TYPE SHARED_LIBRARY)
expect_prop(LAPACKE::LAPACKE INTERFACE_LINK_LIBRARIES OpenBLAS::OpenBLAS)
