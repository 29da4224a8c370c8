#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# conda-build's build step on Linux and macOS ($SRC_DIR, $PREFIX and $CMAKE_ARGS come from it).
set -euo pipefail
cmake -S "$SRC_DIR" -B build -G Ninja ${CMAKE_ARGS:-} \
  -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$PREFIX" -DCMAKE_INSTALL_LIBDIR=lib \
  -DBUILD_TESTING=OFF -DWINPORT_INSTALL=ON
cmake --build build --parallel "${CPU_COUNT:-2}"
cmake --install build
