#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# run-launchers.sh WINE FAKE_DIR WINPORT_ROOT WORK_DIR
# The .cmd launchers (scripts\winport-*.cmd) run by Wine's cmd.exe against a stand-in cmake.exe
# (and cl.exe, ninja.exe, git.exe) from fake_cmake.c, first on PATH:
#   - every argument reaches the tool as given (spaces, --opt=value, ';');
#   - the tool's output arrives while it runs: the stand-in prints "tick <n>" on stderr and waits
#     for this reader's acknowledgement before going on, so a launcher that holds its output back
#     until the end fails here (the stand-in gives up and exits 99);
#   - the tool's exit code (its status file; none: 2) is the launcher's;
#   - winport-gate.cmd and winport-test.cmd refuse a developer environment that is not x64;
#   - winport-test.cmd's --help, --version, unknown lanes, and its lanes' exit codes.
set -uo pipefail
wine=$1 fake=$2 root=$3 work=$4
export WINEDEBUG=-all
rm -rf "$work" && mkdir -p "$work/path" "$work/nocl"
cp "$fake/cmake.exe" "$work/path/cmake.exe"
for name in cl ninja git; do cp "$fake/cmake.exe" "$work/path/$name.exe"; done
cp "$fake/cmake.exe" "$work/nocl/cmake.exe"
to_wine() { local p=${1//\//\\}; printf 'Z:%s' "$p"; }
export WINEPATH
WINEPATH=$(to_wine "$work/path")
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# run <launcher> <args...>: runs it, acknowledging each "tick <n>" as it is read; sets $out (the
# merged output, CR removed) and $rc (the launcher's exit code).
run() {
    local launcher=$1
    shift
    rm -f "$work"/ack.*
    out=$(FAKE_CMAKE_ACK="$(to_wine "$work/ack")" "$wine" cmd /c "$(to_wine "$root/scripts/$launcher")" "$@" 2>&1 |
        while IFS= read -r line; do
            line=${line%$'\r'}
            printf '%s\n' "$line"
            case $line in "tick "[0-9]*) : >"$work/ack.${line#tick }" ;; esac
        done; exit "${PIPESTATUS[0]}")
    rc=$?
}
expect() {   # expect <what> <expected rc> <regex the output must match>
    if [ "$rc" != "$2" ]; then fail "$1: exit $rc, expected $2:"$'\n'"$out"
    elif ! grep -Eq -- "$3" <<<"$out"; then fail "$1: the output lacks /$3/:"$'\n'"$out"
    else echo "ok: $1 (exit $rc)"; fi
}

export FAKE_CMAKE_ACK_TIMEOUT_MS=20000
for tool in gate deps patches; do
    launcher=winport-$tool.cmd
    # Arguments, as given, after the tool's script and "--".
    FAKE_CMAKE_TICKS=0 run "$launcher" verify "a b" --into=x 'c;d' --jobs -3
    expect "$launcher passes its arguments" 0 "arg [0-9]+: --"$'\n'"arg [0-9]+: verify"$'\n'"arg [0-9]+: a b"$'\n'"arg [0-9]+: --into=x"$'\n'"arg [0-9]+: c;d"$'\n'"arg [0-9]+: --jobs"$'\n'"arg [0-9]+: -3$"
    # Streaming: three ticks, each acknowledged before the next is printed.
    FAKE_CMAKE_TICKS=3 run "$launcher" run
    expect "$launcher streams the tool's output" 0 "tick 3"
    if grep -q "never acknowledged" <<<"$out"; then fail "$launcher held the tool's output back"; fi
    # Exit codes.
    for code in 1 2 7; do
        FAKE_CMAKE_EXIT=$code run "$launcher"
        expect "$launcher returns the tool's exit code $code" "$code" "arg"
    done
    FAKE_CMAKE_NO_STATUS=1 run "$launcher"
    expect "$launcher: a tool that stops without its status is exit 2" 2 "arg"
done

# x64: the gate and the tests build with cl and refuse another target; deps and patches need no
# compiler and do not look.
FAKE_CL_TARGET=x86 run winport-gate.cmd
expect "winport-gate.cmd refuses an x86 cl" 2 "does not target x64"
VSCMD_ARG_TGT_ARCH=arm64 run winport-gate.cmd
expect "winport-gate.cmd refuses an arm64 developer environment" 2 "targets arm64, not x64"
FAKE_CL_TARGET=x86 run winport-deps.cmd verify
expect "winport-deps.cmd needs no compiler" 0 "arg [0-9]+: verify"
FAKE_CL_TARGET=x86 run winport-test.cmd
expect "winport-test.cmd refuses an x86 cl" 2 "does not target x64"
VSCMD_ARG_TGT_ARCH=x86 run winport-test.cmd
expect "winport-test.cmd refuses an x86 developer environment" 2 "targets x86, not x64"

# winport-test.cmd: its own arguments, then `cmake --workflow --preset <lane>` per lane.
run winport-test.cmd --help
expect "winport-test.cmd --help" 0 "^scripts.winport-test.cmd \[LANE...\]"
run winport-test.cmd --version
expect "winport-test.cmd --version" 0 "^winport-test [0-9]+\.[0-9]+\.[0-9]+$"
run winport-test.cmd no-such-lane
expect "winport-test.cmd refuses an unknown lane" 2 "unknown lane or option 'no-such-lane'"
if grep -q "^arg" <<<"$out"; then fail "winport-test.cmd ran something for an unknown lane"; fi
FAKE_CMAKE_TICKS=2 FAKE_CMAKE_EXIT=3 run winport-test.cmd msvc
expect "winport-test.cmd runs the lane, streams and returns its code" 3 "arg 1: --workflow"$'\n'"arg 2: --preset"$'\n'"arg 3: msvc"$'\n'"tick 1"$'\n'"tick 2"
WINEPATH=$(to_wine "$work/nocl") run winport-test.cmd
expect "winport-test.cmd without cl" 2 "cl not found on PATH"

[ "$failures" -eq 0 ] || { echo "$failures launcher check(s) failed"; exit 1; }
echo "launchers: every check passed"
