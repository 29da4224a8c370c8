# SPDX-License-Identifier: BSD-3-Clause
# Step 1: CONDA_PREFIX is the LP64 environment; step 2: the ILP64 one. Only the environment
# changes, and the cached choice must follow it.
find_package(OpenBLAS REQUIRED)
if(PROBE_STEP EQUAL 2)
  expect_var(OpenBLAS_INTEGER_WIDTH 64)
  expect_fixture(OpenBLAS_LIBRARY conda/ilp64/Library/lib/openblas64_.lib)
else()
  expect_var(OpenBLAS_INTEGER_WIDTH 32)
  expect_fixture(OpenBLAS_LIBRARY conda/lp64/Library/lib/openblas.lib)
endif()
