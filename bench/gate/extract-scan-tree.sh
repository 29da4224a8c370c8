#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# extract-scan-tree.sh <git dir> <commit> <dest>: writes into <dest> the files of <commit> that the
# scan reads (C, C++, CUDA sources and headers, CMakeLists.txt, *.cmake, Visual Studio projects and sheets, makefiles,
# and a file of another name that a CMake file include()s, as the scan reads it too; regular files only),
# nothing else: the benchmarks' shared extraction (scan-history.sh, scan-engines.sh), which once
# wrote whole trees per commit and filled the disk. A <dest> that exists is reused as it is (it is
# only ever made by renaming a finished extraction); a half-written one (<dest>.tmp) is removed.
# Blobs a partial or shallow clone lacks are left out and counted. Prints one line:
# "<dest>: N files, K KiB (M not in the clone)" or "<dest>: reused, K KiB".
set -euo pipefail
gitdir=${1:?usage: extract-scan-tree.sh <git dir> <commit> <dest>}
commit=${2:?usage: extract-scan-tree.sh <git dir> <commit> <dest>}
dest=${3:?usage: extract-scan-tree.sh <git dir> <commit> <dest>}
dest=$(realpath -m -- "$dest") # git runs in <git dir>: a relative prefix would land there
if [[ -d "$dest" ]]; then
    echo "$dest: reused, $(du -sk -- "$dest" | cut -f1) KiB"
    exit 0
fi
git -C "$gitdir" rev-parse --verify --quiet "$commit^{commit}" > /dev/null ||
    { echo "extract-scan-tree.sh: $commit is not a commit of $gitdir" >&2; exit 2; }
tmp="$dest.tmp"
scratch=$(mktemp -d)
index="$scratch/index"
trap 'rm -rf "$scratch" "$tmp"' EXIT
rm -rf "$tmp" && mkdir -p "$tmp"
# The names the C tool takes as sources, header templates, CMake or makefiles (scan.c, wg_scan_kind), without case.
listing=$(git -C "$gitdir" ls-tree -r --full-tree "$commit" |
    grep -iE $'^100[0-9]{3} blob [0-9a-f]+\t(.*/)?(CMakeLists\\.txt|(GNU)?makefile|[^/]*nmake[^/]*|[^/]*\\.(c|cc|cpp|cxx|c\\+\\+|h|hh|hpp|hxx|h\\+\\+|cu|cuh|inl|inc|ipp|cmake|h\\.in|hpp\\.in|vcxproj|vcxitems|props))$' || true)
# One process tells which blobs the clone has ("<id> missing" for the others).
present=$(cut -d' ' -f3 <<< "$listing" | cut -f1 | git -C "$gitdir" cat-file --batch-check='%(objectname) %(objecttype)' |
    awk '$2 == "blob" { print $1 }')
missing=0
[[ -n "$listing" ]] && missing=$(( $(wc -l <<< "$listing") - $(grep -c . <<< "$present" || true) ))
# A scratch index of the present blobs, checked out under the prefix: one git process each.
awk 'NR == FNR { have[$1] = 1; next } { split($0, a, "\t"); split(a[1], m, " ") } have[m[3]]' \
    <(printf '%s\n' "$present") <(printf '%s\n' "$listing") |
    GIT_INDEX_FILE="$index" git -C "$gitdir" update-index --add --index-info
GIT_INDEX_FILE="$index" git -C "$gitdir" --work-tree="$tmp" checkout-index --all --force --prefix="$tmp/"
# include(<file>) of a file not named like CMake (nghttp2's include(CMakeOptions.txt)): the scan reads
# it as CMake (scan.c, add_included_cmake), so it is extracted too, from the including file's folder.
grep -rHoiE --include=CMakeLists.txt --include='*.cmake' \
    '(^|[^A-Za-z0-9_#])include[[:space:]]*\([[:space:]]*"?(\$\{CMAKE_CURRENT_(SOURCE|LIST)_DIR\}/)?[A-Za-z0-9_./+-]+' "$tmp" 2>/dev/null |
    sed -E 's/^([^:]*):.*\([[:space:]]*"?(\$\{CMAKE_CURRENT_(SOURCE|LIST)_DIR\}\/)?/\1\t/' |
    while IFS=$'\t' read -r from name; do
        [[ "${name##*/}" == *.* && "$name" != *.cmake && "$name" != *CMakeLists.txt ]] || continue
        rel=$(realpath -m --relative-to="$tmp" -- "$(dirname -- "$from")/$name")
        [[ "$rel" != ..* && ! -e "$tmp/$rel" ]] || continue
        if git -C "$gitdir" cat-file -e "$commit:$rel" 2> /dev/null; then
            mkdir -p -- "$(dirname -- "$tmp/$rel")"
            git -C "$gitdir" cat-file blob "$commit:$rel" > "$tmp/$rel"
        fi
    done || true # no include() at all: grep finds nothing
files=$(find "$tmp" -type f | wc -l)
mv -- "$tmp" "$dest"
echo "$dest: $files files, $(du -sk -- "$dest" | cut -f1) KiB ($missing not in the clone)"
