# SPDX-License-Identifier: BSD-3-Clause
# Several installs, each named by a different hint: the earlier hint in the documented order wins.
# HINT_WINNER says which one the test set up to win.
find_package(OpenBLAS REQUIRED)
expect_var(OpenBLAS_PREFIX_ORIGIN "${HINT_WINNER_ORIGIN}")
expect_fixture(OpenBLAS_PREFIX "${HINT_WINNER_PREFIX}")
