# SPDX-License-Identifier: BSD-3-Clause
# Not REQUIRED and nothing there: OpenBLAS_FOUND is false, no target, and every place searched is
# recorded, hints first, in the documented order.
find_package(OpenBLAS)
expect_var(OpenBLAS_FOUND FALSE)
if(TARGET OpenBLAS::OpenBLAS)
  expect_var(OpenBLAS_FOUND "no target expected")
endif()
list(GET OpenBLAS_SEARCHED 0 first)
list(GET OpenBLAS_SEARCHED 1 second)
list(GET OpenBLAS_SEARCHED 2 third)
list(GET OpenBLAS_SEARCHED 3 fourth)
list(GET OpenBLAS_SEARCHED 4 fifth)
expect_var(first "OpenBLAS_ROOT: ${FIXTURES}/nothing-here/root")
expect_var(second "ENV{OpenBLAS_ROOT}: ${FIXTURES}/nothing-here/env-root")
expect_var(third "CMAKE_PREFIX_PATH: ${FIXTURES}/nothing-here/prefix")
expect_var(fourth "VCPKG_ROOT + triplet x64-windows: ${FIXTURES}/nothing-here/vcpkg/installed/x64-windows")
expect_var(fifth "ENV{CONDA_PREFIX}: ${FIXTURES}/nothing-here/conda/Library")
expect_match(OpenBLAS_SEARCHED "standard place: ")
