# SPDX-License-Identifier: BSD-3-Clause
# Cases that must fail: find_package(OpenBLAS REQUIRED) and nothing else.
find_package(OpenBLAS REQUIRED)
