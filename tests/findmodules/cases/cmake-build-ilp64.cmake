# SPDX-License-Identifier: BSD-3-Clause
# OpenBLAS built with CMake and INTERFACE64: include/openblas64 and openblas_64.lib. Its
# OpenBLAS64Config.cmake includes a targets file that does not exist (OpenBLAS issue 5521): the
# module must see that, not load it (which would stop the configure), and find the files itself.
find_package(OpenBLAS REQUIRED)
expect_match(OpenBLAS_CONFIG_IGNORED "OpenBLAS64Config.cmake: includes OpenBLASTargets.cmake, which is missing")
expect_fixture(OpenBLAS_INCLUDE_DIRS cmake-build-ilp64/include/openblas64)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_IMPLIB fixture:cmake-build-ilp64/lib/openblas_64.lib)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_LOCATION fixture:cmake-build-ilp64/bin/openblas_64.dll)
expect_var(OpenBLAS_INTEGER_WIDTH 64)
expect_var(OpenBLAS_LAYOUT prefix)
