# SPDX-License-Identifier: BSD-3-Clause
# Step 1 finds the LP64 zip through OpenBLAS_ROOT; step 2 (same build folder) changes the hint to
# the conda environment: the cached choice must be dropped and the new install found.
find_package(OpenBLAS REQUIRED)
if(PROBE_STEP EQUAL 2)
  expect_fixture(OpenBLAS_LIBRARY conda/lp64/Library/lib/openblas.lib)
  expect_fixture(OpenBLAS_RUNTIME_LIBRARY conda/lp64/Library/bin/openblas.dll)
  expect_var(OpenBLAS_LAYOUT conda)
else()
  expect_fixture(OpenBLAS_LIBRARY release-zip/win64/lib/libopenblas.lib)
  expect_var(OpenBLAS_LAYOUT release-zip)
endif()
