#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# run-cases.sh: scores winport-patches check's series state on the real cases of cases.txt (the
# MLX series against MLX's history). Not a CTest: it needs an MLX clone with history to the pin
# and past it (origin/main), which CI does not fetch.
#
#   tests/patches/mlx-series-state/run-cases.sh <mlx clone> [dev|held-back|all]
#
# Each case is split by its id's SHA-256 (first hex digit 0-7: dev, 8-f: held-back), so that the
# held-back part is scored once, after the judging code is done. Each case runs in its own linked
# worktree of the clone (removed afterwards). Prints one line per case and a score per split;
# exit 0 when every scored case matches, 1 otherwise, 2 on bad input.
set -uo pipefail
here=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)
root=$(cd -- "$here/../../.." && pwd)
series="$root/patches/mlx"
repo=${1:-}
which=${2:-dev}
[ -n "$repo" ] && git -C "$repo" rev-parse --git-dir > /dev/null 2>&1 || { echo "run-cases: error: '$repo' is not a git clone of MLX" >&2; exit 2; }
case "$which" in dev|held-back|all) ;; *) echo "run-cases: error: '$which': dev, held-back or all" >&2; exit 2 ;; esac
mapfile -t patches < <(grep -v '^#' "$series/series" | grep .)
work=$(mktemp -d) || exit 2
trap 'rm -rf "$work"' EXIT
export GIT_COMMITTER_NAME=run-cases GIT_COMMITTER_EMAIL=run-cases@example.invalid
export GIT_AUTHOR_NAME=run-cases GIT_AUTHOR_EMAIL=run-cases@example.invalid

# edit <file> <old> <new>: a hand edit that must find its text.
edit() {
    grep -qF -- "$2" "$1" || { echo "step: '$2' not in $1"; return 1; }
    python3 - "$1" "$2" "$3" <<'PY'
import sys
path, old, new = sys.argv[1:]
text = open(path, encoding="utf-8").read()
open(path, "w", encoding="utf-8").write(text.replace(old, new, 1))
PY
}

# patch_range <A-B>: the patch files A..B (1-based series positions).
patch_range() {
    local from=${1%-*} to=${1#*-} i
    for ((i = from; i <= to; i++)); do echo "$series/${patches[$((i - 1))]}"; done
}

step() {
    local wt=$1 s=$2
    case "$s" in
        -) ;;
        apply) "$root/scripts/winport-patches" apply --engine mlx --source "$wt" > /dev/null 2>&1 ;;
        git-apply:*) mapfile -t files < <(patch_range "${s#git-apply:}"); git -C "$wt" apply "${files[@]}" ;;
        am:*) mapfile -t files < <(patch_range "${s#am:}"); git -C "$wt" am -q "${files[@]}" ;;
        revert:*) git -C "$wt" apply -R "$series/${patches[$((${s#revert:} - 1))]}" ;;
        edit-0012) edit "$wt/mlx/backend/cpu/CMakeLists.txt" "# compiled.cpp checks the run-time compiler" "# compiled.cpp compares the run-time compiler" ;;
        edit-0013) edit "$wt/mlx/backend/cuda/CMakeLists.txt" '$<INSTALL_INTERFACE:CUDA::cudart_static>' 'CUDA::cudart_static' ;;
        edit-outside) sed -i '200a // a local note, away from the series hunks' "$wt/mlx/io/load.cpp" ;;
        edit-untouched) echo "local note" >> "$wt/README.md" ;;
        *) echo "unknown step '$s'"; return 1 ;;
    esac
}

trim() { local t=$1; t=${t#"${t%%[![:space:]]*}"}; echo "${t%"${t##*[![:space:]]}"}"; }

declare -A right total
n=0
while IFS='|' read -r id commit steps expected; do
    [[ "$id" == \#* ]] && continue
    id=$(trim "$id"); commit=$(trim "$commit"); steps=$(trim "$steps"); expected=$(trim "$expected")
    [ -n "$id" ] || continue
    digit=$(printf '%s' "$id" | sha256sum | cut -c1)
    split=dev; [[ "$digit" =~ [89a-f] ]] && split=held-back
    [ "$which" = all ] || [ "$which" = "$split" ] || continue
    wt="$work/$id"
    if ! git -C "$repo" worktree add -q --detach "$wt" "$commit" > /dev/null 2>&1; then
        echo "run-cases: error: $id: cannot check out $commit" >&2; exit 2
    fi
    result=""
    for s in $steps; do
        out=$(step "$wt" "$s" 2>&1) || { result="STEP-FAILED ($s: $out)"; break; }
    done
    if [ -z "$result" ]; then
        "$root/scripts/winport-patches" check --engine mlx --source "$wt" --json "$work/$id.json" > "$work/$id.log" 2>&1
        result=$(python3 -c '
import json, sys
s = json.load(open(sys.argv[1])).get("series")
print("NO-SERIES" if s is None else "%s %d" % (s["state"], len(s["applied"])))' "$work/$id.json" 2>&1)
    fi
    git -C "$repo" worktree remove --force "$wt" > /dev/null 2>&1
    want_state=${expected% *} want_count=${expected#* }
    got_state=${result% *} got_count=${result#* }
    verdict=MISS
    if [ "$got_state" = "$want_state" ] && { [ "$want_count" = - ] || [ "$got_count" = "$want_count" ]; }; then
        verdict=ok
        right[$split]=$(( ${right[$split]:-0} + 1 ))
    fi
    total[$split]=$(( ${total[$split]:-0} + 1 ))
    n=$((n + 1))
    printf '%-28s %-9s expected %-18s got %-22s %s\n' "$id" "$split" "$expected" "$result" "$verdict"
done < "$here/cases.txt"
git -C "$repo" worktree prune
status=0
for split in dev held-back; do
    [ -n "${total[$split]:-}" ] || continue
    echo "$split: ${right[$split]:-0} of ${total[$split]} right"
    [ "${right[$split]:-0}" -eq "${total[$split]}" ] || status=1
done
[ $n -gt 0 ] || { echo "run-cases: no case ran" >&2; exit 1; }
exit $status
