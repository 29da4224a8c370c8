# SPDX-License-Identifier: BSD-3-Clause
# MSYS2's mingw64 under MSVC: only libopenblas.dll.a, which MSVC cannot link. Must fail as a
# GNU-only install, not as "not found".
find_package(OpenBLAS REQUIRED)
