# SPDX-License-Identifier: BSD-3-Clause
# find_package(LAPACKE <version>): lapacke.h records no version, so it must fail, not pass unchecked.
set(CMAKE_LIBRARY_ARCHITECTURE x86_64-linux-gnu)
find_package(LAPACKE 99.0 REQUIRED)
