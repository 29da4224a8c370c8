#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# harness-overhead.sh: the gate on the example engine (configure + build + the rest) against
# running the same configure and build by hand. Prints the wall time of each (best of 3) and the
# difference, which is the harness's overhead: doctor, source, patches, scan, classification,
# reports. Run it on a tree where the gate reaches GO (all of winport's features merged).
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
work="$root/build/bench-gate"
mkdir -p "$work"
now() { date +%s%N; }
best() { sort -n | head -n 1; }

gate_times=() hand_times=()
for _ in 1 2 3; do
    start=$(now)
    "$root/scripts/winport-gate" --out "$work/gate" > "$work/gate.txt" 2>&1 || true
    gate_times+=($(( $(now) - start )))
done
verdict=$(sed -n 's/^==== winport-gate verdict: \([A-Z-]*\).*/\1/p' "$work/gate.txt")
# By hand: the same patched source, the same options (strictness flags included), the same targets.
src="$work/gate/src"
flags_c="-Werror=vla -Werror=pointer-arith"
flags_cxx="-Werror=narrowing -Werror=vla -Werror=pointer-arith -Werror=c++20-extensions"
for _ in 1 2 3; do
    rm -rf "$work/hand"
    start=$(now)
    cmake -S "$src" -B "$work/hand" -G Ninja --fresh -DCMAKE_BUILD_TYPE=Release "-DWINPORT_SOURCE_DIR=$root" \
        "-DCMAKE_C_FLAGS=$flags_c" "-DCMAKE_CXX_FLAGS=$flags_cxx" > "$work/hand.txt" 2>&1
    cmake --build "$work/hand" --target tinyarray tinyarray_smoke -- -k 0 >> "$work/hand.txt" 2>&1
    "$work/hand/tinyarray_smoke" >> "$work/hand.txt"
    hand_times+=($(( $(now) - start )))
done
gate_ns=$(printf '%s\n' "${gate_times[@]}" | best)
hand_ns=$(printf '%s\n' "${hand_times[@]}" | best)
seconds() { awk -v ns="$1" 'BEGIN { printf "%.2f", ns / 1e9 }'; }
echo "gate (verdict $verdict): $(seconds "$gate_ns") s"
echo "configure + build + smoke by hand: $(seconds "$hand_ns") s"
echo "harness overhead: $(seconds $(( gate_ns - hand_ns ))) s"
