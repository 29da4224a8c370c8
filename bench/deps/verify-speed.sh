#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# bench/deps/verify-speed.sh [FILES] [RUNS] [BASELINE-CHECKOUT]
#
# Prints the wall time of `scripts/winport-deps verify` on an MLX-size staging (default 30000
# files of 4 KiB in 3000 folders, about 120 MiB), for both ways an entry is verified:
#   content   an archive entry: every file listed and SHA-256-hashed by CMake (deps_content_hash)
#   git       a git checkout: every file hashed by git into a scratch index, its tree compared
#             with the locked commit's (deps_check_checkout)
# With BASELINE-CHECKOUT (another winport checkout, e.g. `git worktree add /tmp/old <commit>`),
# the same stagings are verified by its tool too, for a before/after figure. Timing: hyperfine
# when installed (RUNS runs after one warm-up), else /usr/bin/time per run. The page cache is
# warm (one run first), so the figures are the tool's own cost, not the disk's.
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
files=${1:-30000}
runs=${2:-3}
baseline=${3:-}

scratch=$(mktemp -d "${TMPDIR:-/tmp}/winport-deps-bench-XXXXXX")
trap 'rm -rf "$scratch"' EXIT

# The staging: <scratch>/deps/{big-archive,big-git}, the same files in both.
make_tree() { # make_tree DIR: files of 4 KiB, each different (shell built-ins only: fast)
    local dir=$1 i block
    block=$(head -c 3000 /dev/urandom | base64 -w0)
    mkdir -p "$dir"
    for ((i = 0; i < files; i++)); do
        [ $((i % 10)) -eq 0 ] && mkdir -p "$dir/include/d$((i / 10))"
        printf '%s %d\n' "$block" "$i" >"$dir/include/d$((i / 10))/f$i.h"
    done
}
echo "host: $(uname -srm), $(nproc) cores; cmake $(cmake --version | head -1 | cut -d' ' -f3), $(git --version); date: $(date -u +%Y-%m-%dT%H:%MZ)"
echo "making $files files..."
make_tree "$scratch/deps/big-archive"
cp -a "$scratch/deps/big-archive" "$scratch/deps/big-git"
git -C "$scratch/deps/big-git" init -q
git -C "$scratch/deps/big-git" add -A
git -C "$scratch/deps/big-git" -c user.name=b -c user.email=b@example.invalid commit -qm bench
commit=$(git -C "$scratch/deps/big-git" rev-parse HEAD)
write_lock() { # write_lock FILE CONTENT-SHA256
    cat >"$1" <<EOF
[big-archive]
kind = archive
url = https://example.invalid/big.tar.gz
content = include
content-sha256 = $2
scenarios = bench
platforms = windows linux
layout = include/d0/f0.h

[big-git]
kind = git
url = https://example.invalid/big.git
tag = v1
commit = $commit
scenarios = bench
platforms = windows linux
layout = include/d0/f0.h
EOF
}
write_lock "$scratch/deps.lock" ""
"$root/scripts/winport-deps" record "$scratch/deps" big-archive --lock "$scratch/deps.lock" --platform all >/dev/null 2>&1

time_verify() { # time_verify LABEL CHECKOUT ENTRY
    local label=$1 checkout=$2 entry=$3
    local cmd="'$checkout/scripts/winport-deps' verify '$scratch/deps' --lock '$scratch/deps.lock' --platform all --scenario bench"
    # Only the one entry: a lock of just that section.
    awk -v e="[$entry]" '$0 == e {on = 1} /^\[/ && $0 != e {on = 0} on' "$scratch/deps.lock" >"$scratch/one.lock"
    cmd=${cmd//deps.lock/one.lock}
    bash -c "$cmd" >/dev/null 2>&1 || { echo "$label: verify did not pass" >&2; bash -c "$cmd" 2>&1 | tail -3 >&2; return 1; }
    if command -v hyperfine >/dev/null 2>&1; then
        hyperfine --style basic --warmup 1 --runs "$runs" --command-name "$label" "$cmd" | sed -n '1,3p'
    else
        local r
        for ((r = 1; r <= runs; r++)); do
            /usr/bin/time -o "$scratch/time" -f "$label run $r: %e s wall, %U s user, %S s system, %M KiB max RSS" bash -c "$cmd" >/dev/null 2>&1
            cat "$scratch/time"
        done
    fi
}
for entry in big-archive big-git; do
    time_verify "this checkout, $entry ($files files)" "$root" "$entry"
    if [ -n "$baseline" ]; then
        time_verify "baseline, $entry ($files files)" "$baseline" "$entry" || true
    fi
done
