#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# scan-engines.sh <mirrors> [--clean] [engine@commit ...]: the whole scan command
# (scripts/winport-gate scan, generic mode: no profile) on engines' trees, default each engine of
# tests/gate/scan-history/newest.tsv at its listed commit (the newest its own Windows CI builds).
# Prints verdict, counted blockers, warnings, set-aside findings and wall time per engine; the
# reports stay in build/scan-engines/<engine>/, the trees (only the files the scan reads,
# extracted by extract-scan-tree.sh) beside them for the next run, unless --clean removes them.
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
mirrors=${1:?usage: scan-engines.sh <mirrors> [--clean] [owner/name@commit ...]}
shift
clean=0
[[ "${1:-}" == --clean ]] && { clean=1; shift; }
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
    "$root/bench/gate/extract-scan-tree.sh" "$dir" "$commit" "$tree" > /dev/null
    out="$work/${engine/\//+}/report"
    start=$(date +%s%N)
    "$root/scripts/winport-gate" scan "$tree" --out "$out" > "$work/${engine/\//+}/gate.txt" 2>&1 || true
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    verdict=$(sed -n 's/^==== winport-gate scan: \([A-Z-]*\) (\([0-9]*\).*/\1 \2/p' "$work/${engine/\//+}/gate.txt")
    warnings=$(grep -cE '"scope" ?: "warning"' "$out/report.json" || true)
    aside=$(grep -cE '"scope" ?: "' "$out/report.json" || true)
    echo "$engine@${commit:0:12}: ${verdict% *}, ${verdict#* } counted, $warnings warning(s), $aside set aside in all, $ms ms"
done
echo "trees: $(du -sk "$work" | cut -f1) KiB under $work"
if (( clean )); then
    rm -rf "$work"/*/tree-*
    echo "trees removed"
fi
