# SPDX-License-Identifier: BSD-3-Clause
# conda-forge through CONDA_PREFIX: <env>/Library, openblas.lib + openblas.dll, LAPACKE bundled,
# OpenMP as its openblas.pc says.
find_package(OpenBLAS REQUIRED)
expect_var(OpenBLAS_PREFIX_ORIGIN "ENV{CONDA_PREFIX}")
expect_var(OpenBLAS_LAYOUT conda)
expect_fixture(OpenBLAS_INCLUDE_DIRS conda/lp64/Library/include/openblas)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_IMPLIB fixture:conda/lp64/Library/lib/openblas.lib)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_LOCATION fixture:conda/lp64/Library/bin/openblas.dll)
expect_var(OpenBLAS_VERSION 0.3.30)
expect_var(OpenBLAS_THREADING openmp)
expect_var(OpenBLAS_LAPACKE_BUNDLED TRUE)
find_package(LAPACKE REQUIRED)
expect_var(LAPACKE_BUNDLED TRUE)
expect_fixture(LAPACKE_INCLUDE_DIRS conda/lp64/Library/include/openblas)
