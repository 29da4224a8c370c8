#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# bench/io/run-pread-bench.sh [MiB] [PASSES] [REQUEST_KiB]
#
# Prints parallel pread throughput (1, 2, 4, 8 threads on one descriptor) through winport/io.h
# against the platform's own positioned read:
#   linux  native build: winport_pread vs raw pread(2), so winport/native is the shim's overhead;
#   wine   the mingw-w64 Windows build under Wine: winport (overlapped handle) vs ReadFile with an
#          OVERLAPPED offset on a synchronous handle. A FUNCTIONAL PROXY ONLY: Wine serves both with
#          pread(2) and never serialises a handle, so it cannot show the Windows speed-up; only
#          real Windows can (run the same .exe there).
# The file (default 384 MiB) lives in a fresh temporary folder, is read once before timing so the
# page cache is warm, and is removed at the end. Builds go to build/bench-io-*.
# Environment: WINPORT_BENCH_LANES="linux wine" (default both).
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
mib=${1:-384}
passes=${2:-5}
request_kib=${3:-4096}
lanes=${WINPORT_BENCH_LANES:-linux wine}

scratch=$(mktemp -d "${TMPDIR:-/tmp}/winport-io-bench-XXXXXX")
trap 'rm -rf "$scratch"' EXIT

build() { # build DIR [cmake args...]
    local dir=$1; shift
    mkdir -p "$dir"
    { cmake -S "$root/bench/io" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DWINPORT_WARNINGS_AS_ERRORS=ON "$@" &&
      cmake --build "$dir" --target io_pread_bench; } >"$dir/bench-build.log" 2>&1 ||
        { cat "$dir/bench-build.log" >&2; echo "bench build failed in $dir" >&2; exit 1; }
}

echo "host: $(uname -srm), $(nproc) cores; date: $(date -u +%Y-%m-%dT%H:%MZ)"
for lane in $lanes; do
    case "$lane" in
        linux)
            build "$root/build/bench-io-linux"
            echo "=== linux (native build; native = raw pread(2))"
            "$root/build/bench-io-linux/io_pread_bench" "$scratch/bench.bin" "$mib" "$passes" "$request_kib"
            ;;
        wine)
            command -v wine >/dev/null || { echo "wine not installed: skipping the wine lane"; continue; }
            build "$root/build/bench-io-mingw" -DCMAKE_TOOLCHAIN_FILE="$root/cmake/toolchains/mingw-w64-x86_64.cmake"
            echo "=== wine (Windows build; native = ReadFile+OVERLAPPED on a synchronous handle) - functional proxy only"
            WINEPREFIX="$root/build/bench-io-mingw/wineprefix" WINEDEBUG=-all \
                wine "$root/build/bench-io-mingw/io_pread_bench.exe" "Z:$scratch/bench.bin" "$mib" "$passes" "$request_kib"
            ;;
        *) echo "unknown lane '$lane' (linux, wine)" >&2; exit 2 ;;
    esac
done
