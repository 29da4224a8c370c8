# SPDX-License-Identifier: BSD-3-Clause
# conda-forge's ILP64 build: openblas64_.lib/.dll, symbols suffixed 64_.
find_package(OpenBLAS REQUIRED)
expect_var(OpenBLAS_LAYOUT conda)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_IMPLIB fixture:conda/ilp64/Library/lib/openblas64_.lib)
expect_prop(OpenBLAS::OpenBLAS IMPORTED_LOCATION fixture:conda/ilp64/Library/bin/openblas64_.dll)
expect_var(OpenBLAS_INTEGER_WIDTH 64)
expect_var(OpenBLAS_SYMBOL_SUFFIX 64_)
