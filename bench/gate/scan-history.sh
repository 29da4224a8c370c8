#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# scan-history.sh <mirrors> [dev|held|all] [pairs.tsv] [--clean] [--no-configure] [--with-warnings]: the scan on the
# labelled Windows fix pairs of real engines (by default tests/gate/scan-history/pairs.tsv; any
# file with its columns): recall, fix-awareness and false alarms per split. A row's `configure`
# column (-DVAR=VALUE ...) is handed to the scans of its trees; --no-configure scans every row at
# the defaults (the figure without the column); --with-warnings also counts the class's warnings at
# the line (a finding reported but not counted) as found: the second figure beside counted-only.
# <mirrors> holds one bare or normal git clone per engine, named <owner>+<name> (or
# <owner>+<name>/repo); engines without one are reported and skipped. Each parent and fix tree
# is extracted once, only the files the scan reads (extract-scan-tree.sh), into
# build/scan-history/trees, kept for the next run; --clean removes them after the scoring.
# SCAN_ANALYZER=<winport-gate-analyze> scores another build of the C tool (a before/after).
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
clean=0
configure=ON
warnings=OFF
args=()
for a in "$@"; do
    case "$a" in
        --clean) clean=1 ;;
        --no-configure) configure=OFF ;;
        --with-warnings) warnings=ON ;;
        *) args+=("$a") ;;
    esac
done
set -- "${args[@]}"
mirrors=${1:?usage: scan-history.sh <mirrors> [dev|held|all] [pairs.tsv] [--clean] [--no-configure] [--with-warnings]}
split=${2:-all}
pairs=$(realpath -- "${3:-$root/tests/gate/scan-history/pairs.tsv}")
[[ -r "$pairs" ]] || { echo "scan-history.sh: cannot read the pairs file $pairs" >&2; exit 2; }
analyzer=${SCAN_ANALYZER:-$("$root/bench/gate/classifier-tool.sh")}
work="$root/build/scan-history"
available="$work/pairs-available.tsv"
mkdir -p "$work/trees"
# The header comment only: a pairs file without one must not have its first row scored twice.
grep -m 1 '^#' "$pairs" > "$available" || : > "$available"
while IFS=$'\t' read -r engine fix parent rest; do
    [[ "$engine" == \#* ]] && continue
    row_split=$(cut -f4 <<< "$rest")
    [[ "$split" == all || "$row_split" == "$split" ]] || continue
    dir="$mirrors/${engine/\//+}"
    [[ -d "$dir/repo" ]] && dir="$dir/repo"
    if ! git -C "$dir" rev-parse --git-dir > /dev/null 2>&1; then
        echo "no mirror of $engine in $mirrors: its pairs are skipped" >&2
        continue
    fi
    for commit in "$parent" "$fix"; do
        "$root/bench/gate/extract-scan-tree.sh" "$dir" "$commit" "$work/trees/${engine/\//+}/$commit" > /dev/null
    done
    printf '%s\t%s\t%s\t%s\n' "$engine" "$fix" "$parent" "$rest" >> "$available"
done < "$pairs"
echo "trees: $(du -sk "$work/trees" | cut -f1) KiB under $work/trees"
rm -rf "$work/scans"
echo "scoring with $analyzer"
start=$(date +%s)
cmake -DANALYZER="$analyzer" -DCATALOG="$root/scripts/gate/catalog.txt" -DPAIRS="$available" \
    "-DTREES=$work/trees/@ENGINE@/@COMMIT@" -DWORK_DIR="$work/scans" -DSPLIT="$split" -DCONFIGURE=$configure -DWITH_WARNINGS=$warnings \
    -DCLASS_ALIASES="$root/tests/gate/scan-history/class-aliases.tsv" \
    -P "$root/tests/gate/score-scan-history.cmake"
echo "scored in $(( $(date +%s) - start )) s"
if (( clean )); then
    rm -rf "$work/trees" "$work/scans"
    echo "trees removed"
fi
