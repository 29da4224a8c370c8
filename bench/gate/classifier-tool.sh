#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# classifier-tool.sh: builds the gate's classifier (Release) for the benchmarks beside this file
# and prints its path; the benchmarks' shared first step.
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
tools="$root/build/bench-gate/tools"
cmake -S "$root/scripts/gate/analyzer" -B "$tools" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$tools" >/dev/null
echo "$tools/winport-gate-analyze"
