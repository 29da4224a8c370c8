#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# distinct-errors.sh [COUNT]: the gate's classifier on a log of COUNT different errors (default
# 100,000: each names another identifier, so none merges with another), the shape of a build
# that fails in every unit. Prints the wall time (best of 3). Target: under 2 s for 100,000,
# growing linearly with COUNT (a quadratic merge took a minute for 80,000).
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
count=${1:-100000}
work="$root/build/bench-gate"
mkdir -p "$work"
classify=$("$root/bench/gate/classifier-tool.sh")
log="$work/distinct-${count}.log"
awk -v n="$count" 'BEGIN { for (i = 1; i <= n; ++i)
    printf "C:\\src\\engine\\unit_%d.cpp(%d): error C2065: '\''symbol_%d'\'': undeclared identifier\r\n", i % 977, i % 4000 + 1, i }' > "$log"
best=""
for _ in 1 2 3; do
    start=$(date +%s%N)
    "$classify" --catalog "$root/scripts/gate/catalog.txt" --log "$log" --out "$work/distinct.json" || true
    t=$(( $(date +%s%N) - start ))
    if [ -z "$best" ] || [ "$t" -lt "$best" ]; then best=$t; fi
done
echo "log: $log ($count distinct errors, $(( $(stat -c %s "$log") / 1000 )) kB)"
echo "classifier: $(awk -v ns="$best" 'BEGIN { printf "%.3f", ns / 1e9 }') s, $(grep -c '"id":' "$work/distinct.json") blockers"
