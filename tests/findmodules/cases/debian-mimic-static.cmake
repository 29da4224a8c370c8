# SPDX-License-Identifier: BSD-3-Clause
# The same tree with OpenBLAS_USE_STATIC_LIBS: libopenblas.a, with openblas.pc's extralib as
# link dependencies.
set(CMAKE_LIBRARY_ARCHITECTURE x86_64-linux-gnu)
find_package(OpenBLAS REQUIRED)
expect_var(OpenBLAS_LINKAGE STATIC)
expect_prop(OpenBLAS::OpenBLAS TYPE STATIC_LIBRARY)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_LOCATION fixture:debian/usr/lib/x86_64-linux-gnu/openblas-pthread/libopenblas.a)
expect_prop(OpenBLAS::OpenBLAS INTERFACE_LINK_LIBRARIES "m;pthread;gfortran")
