# SPDX-License-Identifier: BSD-3-Clause
# OpenBLAS_ROOT names the folder both zips were unpacked into (win64 and win64-64 side by side):
# the LP64 one is taken unless OpenBLAS_USE_ILP64 asks otherwise.
find_package(OpenBLAS REQUIRED)
if(OpenBLAS_USE_ILP64)
  expect_fixture(OpenBLAS_PREFIX release-zip/win64-64)
  expect_var(OpenBLAS_INTEGER_WIDTH 64)
  expect_var(OpenBLAS_ILP64 TRUE)
  expect_prop(OpenBLAS::OpenBLAS IMPORTED_IMPLIB fixture:release-zip/win64-64/lib/libopenblas.lib)
  expect_prop(OpenBLAS::OpenBLAS IMPORTED_LOCATION fixture:release-zip/win64-64/bin/libopenblas.dll)
  find_package(LAPACKE REQUIRED)
  expect_var(LAPACKE_ILP64 TRUE)
  expect_prop(LAPACKE::LAPACKE INTERFACE_COMPILE_DEFINITIONS LAPACK_ILP64)
else()
  expect_fixture(OpenBLAS_PREFIX release-zip/win64)
  expect_var(OpenBLAS_INTEGER_WIDTH 32)
  expect_prop(OpenBLAS::OpenBLAS IMPORTED_IMPLIB fixture:release-zip/win64/lib/libopenblas.lib)
endif()
expect_var(OpenBLAS_LAYOUT release-zip)
