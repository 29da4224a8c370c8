#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# msvc-vs-mingw.sh: the msvc-wine lane's cost against the mingw-wine lane's, on the same machine
# and run. Each lane runs from an empty build folder (its configure, build and tests, as CI runs
# it; the msvc-wine lane's first configure also builds its libraries, the STL and cmocka sources
# stay staged), one after the other, and the script prints both wall times (/usr/bin/time), their
# ratio and each lane's test count. Target: msvc-wine <= 2x mingw-wine. These are Linux figures
# of programs under Wine, never Windows timings.
#
#   bench/lanes/msvc-vs-mingw.sh [--runs N]     (default 1 run per lane; the median is printed)
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
runs=1
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        -h|--help) sed -n '2,9{s/^# \{0,1\}//;p}' "${BASH_SOURCE[0]}"; exit 0 ;;
        *) echo "msvc-vs-mingw.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
[ -x /usr/bin/time ] || { echo "msvc-vs-mingw.sh: needs /usr/bin/time (Debian package time)" >&2; exit 2; }
out="$root/build/bench-lanes"
mkdir -p "$out"

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

declare -A seconds counts
for lane in mingw-wine msvc-wine; do
    samples=()
    for ((i = 1; i <= runs; i++)); do
        rm -rf "$root/build/$lane"
        /usr/bin/time -f %e -o "$out/$lane.time" "$root/scripts/winport-test" "$lane" > "$out/$lane.log" 2>&1 \
            || { echo "msvc-vs-mingw.sh: the $lane lane failed (log: $out/$lane.log)" >&2; exit 1; }
        samples+=("$(cat "$out/$lane.time")")
    done
    seconds[$lane]=$(printf '%s\n' "${samples[@]}" | median)
    counts[$lane]=$(grep -Eo 'failed out of [0-9]+' "$out/$lane.log" | tail -n 1 | grep -Eo '[0-9]+$')
done
printf '%-11s %8s s  %s tests\n' mingw-wine "${seconds[mingw-wine]}" "${counts[mingw-wine]}"
printf '%-11s %8s s  %s tests\n' msvc-wine "${seconds[msvc-wine]}" "${counts[msvc-wine]}"
awk -v m="${seconds[msvc-wine]}" -v g="${seconds[mingw-wine]}" \
    'BEGIN { r = m / g; printf "ratio msvc-wine / mingw-wine: %.2f (target <= 2.00): %s\n", r, (r <= 2 ? "met" : "NOT met") }'
