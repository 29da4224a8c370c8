# SPDX-License-Identifier: BSD-3-Clause
# find_package(LAPACKE REQUIRED) against vcpkg's OpenBLAS fails, naming the reason.
find_package(LAPACKE REQUIRED)
