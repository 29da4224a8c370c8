#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# scan-history.sh <mirrors> [dev|held|all] [pairs.tsv]: the scan on the labelled Windows fix pairs
# of real engines (by default tests/gate/scan-history/pairs.tsv; any file with its columns):
# recall, fix-awareness and false alarms per split.
# <mirrors> holds one bare or normal git clone per engine, named <owner>+<name> (or
# <owner>+<name>/repo); engines without one are reported and skipped. Each parent and fix tree
# is extracted once (git archive) into build/scan-history/trees.
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
mirrors=${1:?usage: scan-history.sh <mirrors> [dev|held|all] [pairs.tsv]}
split=${2:-all}
pairs=$(realpath -- "${3:-$root/tests/gate/scan-history/pairs.tsv}")
[[ -r "$pairs" ]] || { echo "scan-history.sh: cannot read the pairs file $pairs" >&2; exit 2; }
analyzer=$("$root/bench/gate/classifier-tool.sh")
work="$root/build/scan-history"
available="$work/pairs-available.tsv"
mkdir -p "$work/trees"
head -n 1 "$pairs" > "$available"
while IFS=$'\t' read -r engine fix parent rest; do
    [[ "$engine" == \#* ]] && continue
    dir="$mirrors/${engine/\//+}"
    [[ -d "$dir/repo" ]] && dir="$dir/repo"
    if ! git -C "$dir" rev-parse --git-dir > /dev/null 2>&1; then
        echo "no mirror of $engine in $mirrors: its pairs are skipped" >&2
        continue
    fi
    for commit in "$parent" "$fix"; do
        tree="$work/trees/${engine/\//+}/$commit"
        if [[ ! -d "$tree" ]]; then
            rm -rf "$tree.tmp" && mkdir -p "$tree.tmp"
            # Only what the scan reads; a blob a partial clone lacks is left out (and named).
            git -C "$dir" ls-tree -r "$commit" | grep -E $'\t(.*/)?(CMakeLists\\.txt|[^/]*\\.(c|cc|cpp|cxx|h|hh|hpp|hxx|cu|cuh|inl|cmake))$' |
                while IFS=$'\t' read -r meta path; do
                    [[ "$meta" == *" blob "* ]] || continue
                    mkdir -p "$tree.tmp/$(dirname -- "$path")"
                    git -C "$dir" cat-file blob "${meta##* }" > "$tree.tmp/$path" 2> /dev/null ||
                        { rm -f "$tree.tmp/$path"; echo "$engine $commit: $path is not in the clone" >&2; }
                done
            mv "$tree.tmp" "$tree"
        fi
    done
    printf '%s\t%s\t%s\t%s\n' "$engine" "$fix" "$parent" "$rest" >> "$available"
done < "$pairs"
rm -rf "$work/scans"
start=$(date +%s)
cmake -DANALYZER="$analyzer" -DCATALOG="$root/scripts/gate/catalog.txt" -DPAIRS="$available" \
    "-DTREES=$work/trees/@ENGINE@/@COMMIT@" -DWORK_DIR="$work/scans" -DSPLIT="$split" \
    -DCLASS_ALIASES="$root/tests/gate/scan-history/class-aliases.tsv" \
    -P "$root/tests/gate/score-scan-history.cmake"
echo "scored in $(( $(date +%s) - start )) s"
