#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# source-package-lock.sh WORK-DIR: a Debian source package fetched against a lock
# (winport_fetch_source_package NAME DEST VERSION DSC_SHA256, scripts/lib/prerequisites.sh) is
# refused, with one line naming it and nothing unpacked, when the lock's hash or version is not
# apt's. The locked entries themselves (scripts/deps/msvc-abi-blas.lock) must be in apt's index.
# Needs apt with deb-src entries (scripts/winport-test adds them); prints a skip line otherwise.
set -uo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
work=$1
command -v apt-get >/dev/null && grep -Eqs '^[[:space:]]*(deb-src[[:space:]]|Types:.*deb-src)' \
    /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources \
    || { echo "TEST-SKIPPED: no apt deb-src entries here"; exit 0; }
rm -rf "$work" && mkdir -p "$work"
fail() { echo "FAIL: $*"; exit 1; }
fetch() {   # fetch NAME VERSION SHA: the function's exit code and stderr, in $rc and $err
    err=$(bash -c '. "$1/scripts/lib/prerequisites.sh"; winport_fetch_source_package "$2" "$3" "$4" "$5"' _ \
          "$root" "$1" "$work/$1" "$2" "$3" 2>&1 >/dev/null)
    rc=$?
}
while read -r name version sha; do
    case "$name" in ''|'#'*|target) continue ;; esac
    fetch "$name" "$version" "0000${sha:4}"
    [ "$rc" -eq 2 ] || fail "$name with a wrong hash: exit $rc (expected 2)"
    [[ "$err" == *"source package $name $version: apt's .dsc SHA-256 is $sha, the lock says 0000"* ]] \
        || fail "$name with a wrong hash: '$err'"
    [ ! -e "$work/$name" ] || fail "$name with a wrong hash left $work/$name behind"
done < "$root/scripts/deps/msvc-abi-blas.lock"
fetch openblas 0.0.0-1 0000
[ "$rc" -eq 2 ] && [[ "$err" == *"openblas 0.0.0-1 is not in apt's sources"* ]] || fail "an unknown version: exit $rc, '$err'"
echo "source-package-lock: ok"
