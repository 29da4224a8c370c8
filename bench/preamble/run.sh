#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# bench/preamble/run.sh [--runs N] [--tool <winport-preamble>] [--header <h> [--include-dir <d>]...]
#
# Prints figures for winport-preamble on a preamble of realistic size:
#   (a) generation time: winport-preamble, against the bare preprocessor run it wraps and
#       against a bash script that writes a raw string literal (the way a POSIX engine's
#       make_compiled_preamble.sh does; the few lines below are our own equivalent);
#   (b) compile time (g++ -O2 -c) of the generated source, against the raw-string form and
#       against a byte-array form (the way an engine's PowerShell script does it under MSVC).
# Default header: one that includes a set of C++ standard headers, which g++ preprocesses to
# about 1.7-1.9 MB (the size of an MLX CPU preamble). --header takes a real one instead.
# Figures are the median of N runs (default 5), in seconds, wall clock. The compiler's warnings
# are silenced throughout (a real preamble header may warn about `#pragma once in main file`).
# Needs: bash, g++, od, sed, grep, a C compiler (cc) to build the tool when --tool is not given.
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
runs=5 tool="" header="" include_args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --runs) runs=$2; shift 2 ;;
        --tool) tool=$2; shift 2 ;;
        --header) header=$2; shift 2 ;;
        --include-dir) include_args+=(-I "$2"); shift 2 ;;
        *) echo "run.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
cxx=${CXX:-g++}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

if [ -z "$tool" ]; then
    tool="$work/winport-preamble"
    "${CC:-cc}" -std=c11 -O2 -o "$tool" "$root"/compat/preamble/src/*.c
fi
if [ -z "$header" ]; then
    header="$work/bench_preamble.h"
    for h in cmath complex algorithm vector string map unordered_map functional memory limits \
             type_traits numeric array tuple; do
        printf '#include <%s>\n' "$h"
    done > "$header"
fi
tool_include_args=()
for ((i = 1; i < ${#include_args[@]}; i += 2)); do tool_include_args+=(--include-dir "${include_args[i]}"); done

# median_seconds <command...>: runs the command $runs times, prints the median wall time.
median_seconds() {
    local times=() start end
    for ((r = 0; r < runs; r++)); do
        start=$(date +%s%N)
        "$@" > /dev/null
        end=$(date +%s%N)
        times+=($(( end - start )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ t[NR] = $1 } END { printf "%.3f\n", t[int((NR + 1) / 2)] / 1e9 }'
}

bare_preprocessor() { "$cxx" "${include_args[@]}" -E -P -x c++ "$header" > "$work/bare.txt" 2> /dev/null; }
ours() {
    "$tool" preamble --compiler "$cxx" --family gnu --header "$header" \
        "${tool_include_args[@]}" --output "$work/ours.cpp" 2> /dev/null
    rm -f "$work/ours.cpp"  # each run writes (no write-if-changed shortcut)
}
# A raw-string preamble script, as a POSIX engine writes one (our own few lines).
raw_string_script() {
    {
        printf 'const char* get_prebuilt_preamble() {\n  return R"preamble(\n'
        "$cxx" "${include_args[@]}" -E -P -x c++ "$header" 2> /dev/null | grep -v '^[[:space:]]*$'
        printf ')preamble";\n}\n'
    } > "$work/raw.cpp"
}
# A byte-array preamble, as a PowerShell script writes one for MSVC (our own few lines).
byte_array_source() {
    {
        printf 'const char* get_prebuilt_preamble() {\n  static const unsigned char bytes[] = {\n'
        "$cxx" "${include_args[@]}" -E -P -x c++ "$header" 2> /dev/null | grep -v '^[[:space:]]*$' |
            od -An -v -tx1 | sed -e 's/ \([0-9a-f][0-9a-f]\)/0x\1,/g'
        printf '0x00};\n  return reinterpret_cast<const char*>(bytes);\n}\n'
    } > "$work/bytes.cpp"
}

raw_string_script
byte_array_source
"$tool" preamble --compiler "$cxx" --family gnu --header "$header" "${tool_include_args[@]}" \
    --output "$work/ours_kept.cpp" 2> /dev/null
size=$(grep -o '_size() { return [0-9]*' "$work/ours_kept.cpp" | grep -o '[0-9]*$')

echo "preamble: $header ($size bytes after preprocessing, blank lines dropped), compiler: $cxx"
echo "median of $runs runs, seconds"
echo
echo "(a) generation"
t_bare=$(median_seconds bare_preprocessor)
t_ours=$(median_seconds ours)
t_raw=$(median_seconds raw_string_script)
printf '  bare preprocessor (-E -P)        %s\n' "$t_bare"
printf '  winport-preamble                 %s  (%.2fx the bare preprocessor; target <= 1.2x)\n' \
    "$t_ours" "$(awk -v a="$t_ours" -v b="$t_bare" 'BEGIN { print a / b }')"
printf '  bash raw-string script           %s\n' "$t_raw"
echo
echo "(b) compile, $cxx -O2 -c"
compile() { "$cxx" -O2 -c "$1" -o "$work/out.o"; }
t_c_ours=$(median_seconds compile "$work/ours_kept.cpp")
t_c_raw=$(median_seconds compile "$work/raw.cpp")
t_c_bytes=$(median_seconds compile "$work/bytes.cpp")
printf '  winport-preamble source          %s  (%.2fx the raw string; target <= 2x)\n' \
    "$t_c_ours" "$(awk -v a="$t_c_ours" -v b="$t_c_raw" 'BEGIN { print a / b }')"
printf '  raw string literal               %s\n' "$t_c_raw"
printf '  byte array                       %s  (%.1fx slower than winport-preamble; target >= 10x)\n' \
    "$t_c_bytes" "$(awk -v a="$t_c_bytes" -v b="$t_c_ours" 'BEGIN { print a / b }')"
