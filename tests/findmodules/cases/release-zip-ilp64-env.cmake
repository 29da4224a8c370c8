# SPDX-License-Identifier: BSD-3-Clause
# The ILP64 zip through the environment variable OpenBLAS_ROOT. Same file names as LP64: only
# OPENBLAS_USE64BITINT in openblas_config.h tells them apart.
find_package(OpenBLAS REQUIRED)
expect_var(OpenBLAS_PREFIX_ORIGIN "ENV{OpenBLAS_ROOT}")
expect_fixture(OpenBLAS_PREFIX release-zip/win64-64)
expect_var(OpenBLAS_INTEGER_WIDTH 64)
expect_var(OpenBLAS_ILP64 TRUE)
expect_var(OpenBLAS_SYMBOL_SUFFIX "")
expect_fixture(OpenBLAS_RUNTIME_LIBRARY release-zip/win64-64/bin/libopenblas.dll)
