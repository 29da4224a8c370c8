#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# lane-vs-native.sh: what proving through the MSVC-ABI lane costs. Three gate runs of one scenario,
# each from its own source checkout and build folder: the Linux-native build with an empty
# compiler cache, the lane with an empty cache (cold), then the lane again with the cache the cold
# lane run filled (warm). Prints the three wall times, each run's verdict and build phase, and
# the two ratios. Targets: cold lane <= 1.5x cold native; warm lane <= 15% of cold lane.
# The lane's BLAS/LAPACK is built before the timed runs (it is a one-time, cached cost, not the
# engine's), so the figures compare engine builds.
#
#   bench/gate/lane-vs-native.sh                        the built-in example engine
#   bench/gate/lane-vs-native.sh --engine mlx --scenario cpu --repo <mlx git dir> --deps-dir <dir>
#
# Figures come from this machine's rungs (Linux GCC, and clang-cl under Wine): never Windows
# timings. Each run's load averages (before -> after) are printed: on a shared machine compare
# only runs made back to back under the same load.
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
repo="" engine=tinyarray
args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --repo) repo=$2; shift 2 ;;
        --engine) engine=$2; args+=("$1" "$2"); shift 2 ;;
        *) args+=("$1"); shift ;;
    esac
done
work="$root/build/bench-lane/$engine"
rm -rf "$work"
mkdir -p "$work"
pin=$(sed -n 's/^commit[:= ]*//p' "$root/patches/$engine/pin" | head -n 1)
now() { date +%s%N; }
"$root/scripts/deps/build-msvc-abi-blas.sh" > /dev/null

run() {   # run <name> <build> <cache>: one gate run in $work/<name>, its wall time in ms on stdout
    local name=$1 build=$2 cache=$3 source=()
    if [ -n "$repo" ]; then
        git --git-dir="$repo" worktree add --detach -f "$work/$name/src" "$pin" > /dev/null 2>&1
        source=(--source "$work/$name/src")
    fi
    local start
    start=$(now)
    cut -d' ' -f1-3 /proc/loadavg > "$work/$name.load"
    "$root/scripts/winport-gate" "${args[@]}" "${source[@]}" --lane "$build" --cache "$cache" \
        --out "$work/$name/gate" > "$work/$name.log" 2>&1 || true
    cut -d' ' -f1-3 /proc/loadavg >> "$work/$name.load"
    echo $(( ($(now) - start) / 1000000 ))
}
native=$(run native native "$work/cache-native")
cold=$(run lane-cold msvc-abi "$work/cache-lane")
warm=$(run lane-warm msvc-abi "$work/cache-lane")
[ -z "$repo" ] || git --git-dir="$repo" worktree prune
stats() { python3 - "$1" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
c = r["cache"]
build = next(p for p in r["phases"] if p["name"] == "build")
print(f'{r["verdict"]} ({r["build"]}), build phase {build["status"]} {build["elapsed_s"]} s, '
      f'{c["hits"]} hits / {c["misses"]} misses')
PY
}
secs() { echo "$(($1 / 1000)).$(( ($1 % 1000) / 100 ))"; }
echo "engine $engine: ${args[*]}"
load() { paste -sd'>' "$work/$1.load" | sed 's/>/ -> /'; }   # 1, 5, 15-minute load averages, before -> after
echo "native, cold: $(secs "$native") s  ($(stats "$work/native/gate/report.json")); load $(load native)"
echo "lane, cold:   $(secs "$cold") s  ($(stats "$work/lane-cold/gate/report.json")); load $(load lane-cold)"
echo "lane, warm:   $(secs "$warm") s  ($(stats "$work/lane-warm/gate/report.json")); load $(load lane-warm)"
echo "lane cold / native cold: $(( 100 * cold / native ))% (target: <= 150%)"
echo "lane warm / lane cold:   $(( 100 * warm / cold ))% (target: <= 15%)"
