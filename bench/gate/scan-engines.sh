#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# scan-engines.sh <mirrors> [engine@commit ...]: the whole scan command (scripts/winport-gate scan,
# generic mode: no profile) on engines' trees, default each engine of
# tests/gate/scan-history/newest.tsv at its listed commit (the newest its own Windows CI builds).
# Prints verdict, counted blockers, warnings, set-aside findings and wall time per engine; the
# reports stay in build/scan-engines/<engine>/.
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
mirrors=${1:?usage: scan-engines.sh <mirrors> [owner/name@commit ...]}
shift
work="$root/build/scan-engines"
mkdir -p "$work"
if [[ $# -eq 0 ]]; then
    set -- $(grep -v '^#' "$root/tests/gate/scan-history/newest.tsv" | awk -F'\t' '{ print $1 "@" $2 }')
fi
for spec in "$@"; do
    engine=${spec%@*} commit=${spec#*@}
    dir="$mirrors/${engine/\//+}"
    [[ -d "$dir/repo" ]] && dir="$dir/repo"
    tree="$work/${engine/\//+}/tree-$commit"
    if [[ ! -d "$tree" ]]; then
        rm -rf "$tree.tmp" && mkdir -p "$tree.tmp"
        git -C "$dir" ls-tree -r "$commit" | grep -E $'\t(.*/)?(CMakeLists\\.txt|[^/]*\\.(c|cc|cpp|cxx|h|hh|hpp|hxx|cu|cuh|inl|cmake))$' |
            while IFS=$'\t' read -r meta path; do
                [[ "$meta" == *" blob "* ]] || continue
                mkdir -p "$tree.tmp/$(dirname -- "$path")"
                git -C "$dir" cat-file blob "${meta##* }" > "$tree.tmp/$path" 2> /dev/null || rm -f "$tree.tmp/$path"
            done
        mv "$tree.tmp" "$tree"
    fi
    out="$work/${engine/\//+}/report"
    start=$(date +%s%N)
    "$root/scripts/winport-gate" scan "$tree" --out "$out" > "$work/${engine/\//+}/gate.txt" 2>&1 || true
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    verdict=$(sed -n 's/^==== winport-gate scan: \([A-Z-]*\) (\([0-9]*\).*/\1 \2/p' "$work/${engine/\//+}/gate.txt")
    warnings=$(grep -cE '"scope" ?: "warning"' "$out/report.json" || true)
    aside=$(grep -cE '"scope" ?: "' "$out/report.json" || true)
    echo "$engine@${commit:0:12}: ${verdict% *}, ${verdict#* } counted, $warnings warning(s), $aside set aside in all, $ms ms"
done
