# SPDX-License-Identifier: BSD-3-Clause
# A version requirement the install does not meet (the LP64 zip is 0.3.28): the failure says what was found, where.
find_package(OpenBLAS 0.3.30 REQUIRED)
