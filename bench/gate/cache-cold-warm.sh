#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# cache-cold-warm.sh: what the gate's compiler cache (--cache) saves on a re-run. Runs the same
# gate twice with one cache folder, first empty (cold), then again from a fresh copy of the source
# and a fresh build folder (warm), and prints both wall times, their ratio and the warm run's hit
# rate. Target: warm <= 15% of cold.
#
#   bench/gate/cache-cold-warm.sh                        the built-in example engine (CI-size)
#   bench/gate/cache-cold-warm.sh --engine mlx --scenario cpu --repo <mlx git dir> --deps-dir <dir> [gate options]
#
# With --repo, each run gets its own checkout of the pin (git worktree), because the gate applies
# the series into the source it is given.
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
work="$root/build/bench-cache/$engine"
rm -rf "$work"
mkdir -p "$work"
cache="$work/cache"
pin=$(sed -n 's/^commit[:= ]*//p' "$root/patches/$engine/pin" | head -n 1)
now() { date +%s%N; }

run() {   # run <name>: one gate run in $work/<name>, its wall time in ms on stdout
    local name=$1 source=()
    if [ -n "$repo" ]; then
        git --git-dir="$repo" worktree add --detach -f "$work/$name/src" "$pin" > /dev/null 2>&1
        source=(--source "$work/$name/src")
    fi
    local start
    start=$(now)
    "$root/scripts/winport-gate" "${args[@]}" "${source[@]}" --cache "$cache" --out "$work/$name/gate" \
        > "$work/$name.log" 2>&1 || true
    echo $(( ($(now) - start) / 1000000 ))
}
# The series state a run built on (the gate's report): a figure is the port's only on the whole
# series, or upstream's alone with --no-patches; anything else (the gate refused the source) ends
# the benchmark with exit 2.
series_of() { python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["series"]["state"])' "$1" 2>/dev/null || true; }
require_series() {
    local state
    state=$(series_of "$work/$1/gate/report.json")
    case "$state" in
        applied|withheld|no-series) ;;
        *) echo "cache-cold-warm: refused: the $1 run's source has series state '${state:-unknown}', neither the whole series nor --no-patches (see $work/$1.log)" >&2
           exit 2 ;;
    esac
}
cold=$(run cold)
require_series cold
warm=$(run warm)
require_series warm
if [ -n "$repo" ]; then
    git --git-dir="$repo" worktree prune
fi
stats() { python3 - "$1" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
c = r["cache"]
print(f'{r["verdict"]}, series {r["series"]["state"]}, build {next(p["elapsed_s"] for p in r["phases"] if p["name"] == "build")} s, '
      f'{c["hits"]} hits / {c["misses"]} misses ({c["hit_rate_percent"]}%), cache {c["size_kib"]} KiB')
PY
}
echo "engine $engine: ${args[*]}"
echo "cold: $((cold / 1000)).$(( (cold % 1000) / 100 )) s  ($(stats "$work/cold/gate/report.json"))"
echo "warm: $((warm / 1000)).$(( (warm % 1000) / 100 )) s  ($(stats "$work/warm/gate/report.json"))"
echo "warm/cold: $(( 100 * warm / cold ))% (target: <= 15%)"
