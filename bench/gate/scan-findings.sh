#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# scan-findings.sh [N] [GATE]: the wall time of the whole scan command (scripts/winport-gate scan)
# on a generated tree with N counted findings (default 1000) and as many set aside (off the
# Windows path), best of 3 with hyperfine when installed, else date. GATE: another checkout's
# scripts/winport-gate, to compare (its tool is built on its first run, not timed here).
# Target (issue 31): 1,000 findings in <= 3 s for the scan command.
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
n=${1:-1000}
gate=${2:-"$root/scripts/winport-gate"}
work="$root/build/bench-scan"
tree="$work/tree-$n"
rm -rf "$tree" && mkdir -p "$tree/src"
# A C file per 100 findings: each line a POSIX include on the path, and one under __APPLE__.
files=$(( (n + 99) / 100 ))
for ((f = 0; f < files; ++f)); do
    {
        for ((i = 0; i < 100 && f * 100 + i < n; ++i)); do echo "#include <unistd.h>"; done
        echo "#ifdef __APPLE__"
        for ((i = 0; i < 100 && f * 100 + i < n; ++i)); do echo "#include <dirent.h>"; done
        echo "#endif"
    } > "$tree/src/f$f.c"
done
printf 'cmake_minimum_required(VERSION 3.25)\nproject(bench C)\nfile(GLOB sources src/*.c)\nadd_library(bench ${sources})\n' > "$tree/CMakeLists.txt"
"$gate" scan "$tree" --out "$work/out" > "$work/first.txt" 2>&1 || true   # builds the tool if needed
counted=$(sed -n 's/^==== winport-gate scan: [A-Z-]* (\([0-9]*\) blocker.*/\1/p' "$work/first.txt")
if command -v hyperfine > /dev/null; then
    hyperfine --runs 3 --ignore-failure --export-json "$work/hyperfine.json" "'$gate' scan '$tree' --out '$work/out'" > "$work/hyperfine.txt"
    best=$(python3 -c "import json,sys; print('%.2f' % min(json.load(open(sys.argv[1]))['results'][0]['times']))" "$work/hyperfine.json")
else
    best=
    for _ in 1 2 3; do
        start=$(date +%s%N)
        "$gate" scan "$tree" --out "$work/out" > /dev/null 2>&1 || true
        t=$(( $(date +%s%N) - start ))
        [[ -z "$best" || $t -lt $best ]] && best=$t
    done
    best=$(awk -v ns="$best" 'BEGIN { printf "%.2f", ns / 1e9 }')
fi
echo "scan command, $counted counted finding(s) + $n set aside: $best s wall (best of 3)"
