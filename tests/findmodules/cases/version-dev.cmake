# SPDX-License-Identifier: BSD-3-Clause
# A development snapshot's header ("0.3.28.dev"): the version is its numbers, the suffix apart,
# and a request for 0.3.28 accepts it (FindOpenBLAS's documentation says why).
find_package(OpenBLAS 0.3.28 REQUIRED)
expect_var(OpenBLAS_VERSION 0.3.28)
expect_var(OpenBLAS_VERSION_SUFFIX dev)
