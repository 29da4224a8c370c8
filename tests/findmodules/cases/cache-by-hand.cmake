# SPDX-License-Identifier: BSD-3-Clause
# OpenBLAS_INCLUDE_DIR and OpenBLAS_LIBRARY set by hand: no search, the DLL is found beside them,
# and a later hint change (step 2) leaves the hand-set entries alone.
find_package(OpenBLAS REQUIRED)
expect_var(OpenBLAS_PREFIX_ORIGIN "OpenBLAS_INCLUDE_DIR and OpenBLAS_LIBRARY")
expect_fixture(OpenBLAS_LIBRARIES release-zip/win64-64/lib/libopenblas.lib)
expect_fixture(OpenBLAS_RUNTIME_LIBRARY release-zip/win64-64/bin/libopenblas.dll)
expect_var(OpenBLAS_INTEGER_WIDTH 64)
expect_var(OpenBLAS_LAYOUT release-zip)
