#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# gpu-proof.sh: the cuda scenario's GPU verdict, reproducible. Builds mlx_smoke and MLX's own
# doctest executable against the static ported MLX, runs them on the GPU and the CPU, and packs
# what another GPU machine needs. Usage: patches/mlx/README.md ("GPU proof").
#
#   gpu-proof.sh build <mlx-src> <deps> <build-dir> [arch]   verify, configure, detached ninja, run
#   gpu-proof.sh wait  <build-dir> [seconds]                 until the detached job is done
#   gpu-proof.sh run   <build-dir-or-bundle>                 GPU info, ldd, smoke, suites + counts
#   gpu-proof.sh pack  <build-dir> <deps> <out>              bin/ + include/cccl, xz, 60 MiB parts
#
# Environment: GPU_PROOF_ACCEPT="name ..." lets `build` go on past those dependencies' lock
# mismatches (named in the log); GPU_PROOF_CONFIGURE_ONLY=1 stops `build` after the configure
# (a check of the options on a machine not meant to build); GPU_PROOF_JOBS (ninja -j, default: all cores);
# GPU_PROOF_SUITE_TIMEOUT (seconds per suite, default 1800); GPU_PROOF_SMOKE_ARGS (e.g.
# --no-large); GPU_PROOF_OTHER_GXX (a compiler other than the build's, run as `g++` for the CPU
# compile cases: B15); GPU_PROOF_LOGDIR (a folder that receives each suite's full output);
# GPU_PROOF_PACK=<out> (`build` packs the bundle as `pack` would, beside the run);
# GPU_PROOF_ONLY (the parts of `run` to run: smoke gpu linalg cpu; default all);
# GPU_PROOF_NO_PATCHES=1 (`build` builds upstream MLX alone, a tree with none of the series, and
# the log says so; without it `build` proves the port: see check_series).
set -uo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
winport=$(cd "$here/../../.." && pwd)
self="$here/$(basename "${BASH_SOURCE[0]}")"

die() { echo "gpu-proof: error: $*" >&2; exit 1; }
refuse() { echo "gpu-proof: refused: $*" >&2; exit 2; }
usage() { sed -n '6,9p' "$self" | sed 's/^# *//'; exit 2; }

# The cuda scenario's options, read from the profile so that this script and the gate agree.
scenario_options() {
  local line
  line=$(grep -E '^scenario cuda ' "$winport/patches/mlx/profile") || die "no cuda scenario in patches/mlx/profile"
  line=${line#scenario cuda }
  echo "${line//@WINPORT_ROOT@/$winport}"
}

# The series state in a winport-patches check document ("" when check judged nothing).
json_series_state() { sed -n 's/^ *"state" *: *"\([a-z-]*\)".*/\1/p' "$1" 2>/dev/null | head -n 1; }

# The proof is of the port only on the pin with the whole series: a tree with none of it gets it
# (winport-patches apply, which needs the pin and a clean tree), one with all of it is used as it
# is; any other tree is refused (exit 2) before the configure. GPU_PROOF_NO_PATCHES=1 builds
# upstream alone, on a tree with none of the series. The state goes into
# <build-dir>/gpu-proof-series.txt, which `run` prints and `pack` carries.
check_series() {
  local src=$1 bdir=$2 json=$2/gpu-proof-series.json log=$2/gpu-proof-series.log state line
  "$winport/scripts/winport-patches" check --engine mlx --source "$src" --json "$json" > "$log" 2>&1
  state=$(json_series_state "$json")
  line=$(grep -m1 '^series: ' "$log")
  [ -n "$state" ] || refuse "winport-patches check could not judge $src: $(grep -m1 'error:' "$log") (see $log)"
  if [ "${GPU_PROOF_NO_PATCHES:-0}" = 1 ]; then
    grep -q '"applied" *: *\[\]' "$json" \
      || refuse "GPU_PROOF_NO_PATCHES=1 builds upstream alone, but $src has part of the series ($line)"
    echo "upstream MLX alone (GPU_PROOF_NO_PATCHES=1), not the port: $line" > "$bdir/gpu-proof-series.txt"
    return
  fi
  if [ "$state" = not-applied ]; then
    "$winport/scripts/winport-patches" apply --engine mlx --source "$src" >> "$log" 2>&1 \
      || refuse "winport-patches apply did not patch $src: $(grep -m1 'error:' "$log") (see $log)"
    "$winport/scripts/winport-patches" check --engine mlx --source "$src" --json "$json" >> "$log" 2>&1
    state=$(json_series_state "$json")
    line="$(grep '^series: ' "$log" | tail -n 1) (applied by gpu-proof.sh build)"
  fi
  [ "$state" = applied ] || refuse "$src is neither the pin without the series (gpu-proof applies it) nor fully patched: $line. Give such a checkout, or GPU_PROOF_NO_PATCHES=1 to build upstream alone (see $log)"
  echo "the port: patches/mlx $line" > "$bdir/gpu-proof-series.txt"
}

cmd_build() {
  [ $# -ge 3 ] || usage
  local src=$1 deps=$2 bdir=$3 arch=${4:-90a}
  [ -f "$src/mlx/mlx.h" ] || die "$src is not an MLX source tree"
  [ -d "$deps" ] || die "$deps: no such staging folder"
  src=$(cd "$src" && pwd); deps=$(cd "$deps" && pwd)
  mkdir -p "$bdir" || die "cannot create $bdir"; bdir=$(cd "$bdir" && pwd)
  if [ -f "$bdir/gpu-proof.pid" ] && kill -0 "$(cat "$bdir/gpu-proof.pid")" 2>/dev/null; then
    die "a build is already running in $bdir (pid $(cat "$bdir/gpu-proof.pid")): gpu-proof.sh wait $bdir"
  fi
  check_series "$src" "$bdir"
  echo "gpu-proof: series: $(cat "$bdir/gpu-proof-series.txt")"

  # The staging must be what deps.lock says; an unverified dependency is refused unless named.
  local verify bad name rc
  verify=$("$winport/scripts/winport-deps" verify "$deps" --engine mlx --scenario cuda 2>&1)
  rc=$?
  echo "$verify" > "$bdir/gpu-proof-deps.txt"
  bad=$(echo "$verify" | awk '$1=="MISMATCH"{sub(":","",$2); print $2}')
  # A failure that names no entry (an unreadable lock, no CMake) is never accepted.
  [ $rc -eq 0 ] || [ -n "$bad" ] || die "winport-deps verify failed (exit $rc); see $bdir/gpu-proof-deps.txt"
  for name in $bad; do
    case " ${GPU_PROOF_ACCEPT:-} " in
      *" $name "*) echo "gpu-proof: accepted unverified dependency $name (GPU_PROOF_ACCEPT)" ;;
      *) die "staging $deps does not match patches/mlx/deps.lock ($name); see $bdir/gpu-proof-deps.txt" ;;
    esac
  done

  local args=() d upper
  read -r -a args <<< "$(scenario_options)"
  args+=("-DMLX_CUDA_ARCHITECTURES=$arch" "-DMLX_SOURCE_DIR=$src" -DFETCHCONTENT_FULLY_DISCONNECTED=ON)
  for d in "$deps"/*/; do
    d=${d%/}; upper=$(basename "$d" | tr '[:lower:]' '[:upper:]')
    args+=("-DFETCHCONTENT_SOURCE_DIR_${upper}=$d")
  done
  # Resumable: an existing configure is kept and ninja picks up where it stopped.
  if [ ! -f "$bdir/build.ninja" ]; then
    local t0=$SECONDS
    cmake -S "$here" -B "$bdir" -G Ninja "${args[@]}" > "$bdir/gpu-proof-configure.log" 2>&1 \
      || die "configure failed: $bdir/gpu-proof-configure.log"
    echo "gpu-proof: configured in $((SECONDS - t0)) s"
  fi
  [ "${GPU_PROOF_CONFIGURE_ONLY:-0}" = 1 ] && { echo "gpu-proof: configured only (GPU_PROOF_CONFIGURE_ONLY)"; return 0; }
  rm -f "$bdir/gpu-proof.done"
  nohup setsid bash "$self" _job "$bdir" "$deps" > "$bdir/gpu-proof-build.log" 2>&1 < /dev/null &
  echo $! > "$bdir/gpu-proof.pid"
  echo "gpu-proof: building in the background (pid $!); log $bdir/gpu-proof-build.log; then $bdir/gpu-proof.log"
}

# The detached job: build, then run everything at once (a GPU machine may be taken back soon).
# With GPU_PROOF_PACK=<out>, the bundle is packed beside the run, so that a machine taken back
# mid-suite still leaves binaries that another one can run without building again.
cmd__job() {
  local bdir=$1 deps=$2 t0=$SECONDS rc packer=""
  echo "gpu-proof: ninja started $(date -u +%FT%TZ)"
  ninja -C "$bdir" -j "${GPU_PROOF_JOBS:-$(nproc)}" mlx_smoke tests
  rc=$?
  echo "gpu-proof: ninja exit $rc after $((SECONDS - t0)) s"
  if [ $rc -eq 0 ]; then
    if [ -n "${GPU_PROOF_PACK:-}" ]; then
      cmd_pack "$bdir" "$deps" "$GPU_PROOF_PACK" > "$bdir/gpu-proof-pack.log" 2>&1 &
      packer=$!
    fi
    cmd_run "$bdir" > "$bdir/gpu-proof.log" 2>&1
    rc=$?
    [ -z "$packer" ] || wait "$packer" || echo "gpu-proof: pack failed: $bdir/gpu-proof-pack.log"
  fi
  echo "$rc" > "$bdir/gpu-proof.done"
}

cmd_wait() {
  [ $# -ge 1 ] || usage
  local bdir=$1 limit=${2:-600} t0=$SECONDS
  [ -f "$bdir/gpu-proof.pid" ] || [ -f "$bdir/gpu-proof.done" ] || die "no gpu-proof build in $bdir (gpu-proof.sh build first)"
  while [ ! -f "$bdir/gpu-proof.done" ]; do
    if [ -f "$bdir/gpu-proof.pid" ] && ! kill -0 "$(cat "$bdir/gpu-proof.pid")" 2>/dev/null; then
      tail -5 "$bdir/gpu-proof-build.log" 2>/dev/null
      die "the background job ended without finishing (machine restarted?); rerun build to resume"
    fi
    if [ $((SECONDS - t0)) -ge "$limit" ]; then
      tail -2 "$bdir/gpu-proof-build.log" 2>/dev/null
      echo "gpu-proof: still running after $limit s"
      return 3
    fi
    sleep 10
  done
  echo "gpu-proof: done, status $(cat "$bdir/gpu-proof.done")"
}

# One doctest suite: its summary lines, or a clear statement that there were none. The whole
# output stays in $run_dir/suite-<label>.txt for the B15 comparison (and in GPU_PROOF_LOGDIR).
suite() {
  local label=$1; shift
  local out rc t0=$SECONDS
  out="$run_dir/suite-${label// /_}.txt"
  timeout "${GPU_PROOF_SUITE_TIMEOUT:-1800}" "$@" > "$out" 2>&1
  rc=$?
  echo "== suite: $label (exit $rc, $((SECONDS - t0)) s)"
  if grep -q '^\[doctest\] test cases:' "$out"; then
    grep -E '^\[doctest\] (test cases|assertions|Status)' "$out"
    grep -m1 '^\[mlx\] CPU compile is off' "$out"   # patch 0012's fallback, when it happened
    # Which cases failed, one line each (doctest prints "TEST CASE:  <name>" before a failure).
    grep -E '^TEST CASE:' "$out" | sort | uniq -c | head -40
  else
    echo "NO doctest summary: the suite did not finish (crash or timeout); last lines:"
    tail -15 "$out"
  fi
  [ -n "${GPU_PROOF_LOGDIR:-}" ] && cp "$out" "$GPU_PROOF_LOGDIR/"
  return $rc
}

# The failed assertions of a suite's output, as "file:line: ERROR: text", sorted.
failed_assertions() { grep -E ': (ERROR|FATAL ERROR): ' "$1" | sed -E 's#^.*/##' | sort; }

# B15: the CPU compile cases with another compiler answering to g++ at run time than the one
# that made the preamble (GPU_PROOF_OTHER_GXX): patch 0012 must turn compile off, not fail to
# compile. Compile off is upstream's own mode (MLX_DISABLE_COMPILE), in which the cases that
# inspect the fused graph fail by design, and some crash (they index siblings() that only a fused
# output has). So each case runs in a process of its own, once in that mode with the build's
# compiler and once with the other compiler, and the two must fail the same assertions, crashes
# included. "test enable and disable compile" is left out: it switches the mode itself.
b15_compare() {
  local tests=$1 shim name n=0 same=0 clean=0 rc_ref rc_other
  shim=$(mktemp -d) && ln -s "$GPU_PROOF_OTHER_GXX" "$shim/g++"
  echo "== B15: each CPU compile case, MLX_DISABLE_COMPILE=1 vs run-time g++ = $GPU_PROOF_OTHER_GXX ($("$shim/g++" -dumpfullversion 2>&1))"
  "$tests" --list-test-cases '-tc=*compile*' '-tce=test enable and disable compile' 2> /dev/null \
    | grep -vE '^(\[doctest\]|=+$)' > "$run_dir/b15-cases.txt"
  [ -z "${GPU_PROOF_LOGDIR:-}" ] || : > "$GPU_PROOF_LOGDIR/b15-other-gxx.txt"
  while IFS= read -r name; do
    [ -n "$name" ] || continue
    n=$((n + 1))
    DEVICE=cpu MLX_DISABLE_COMPILE=1 timeout 600 "$tests" "-tc=$name" > "$run_dir/b15-ref.txt" 2>&1 < /dev/null
    rc_ref=$?
    DEVICE=cpu PATH="$shim:$PATH" timeout 600 "$tests" "-tc=$name" > "$run_dir/b15-other.txt" 2>&1 < /dev/null
    rc_other=$?
    [ $rc_ref -eq 0 ] && [ $rc_other -eq 0 ] && clean=$((clean + 1))
    if [ $n -eq 1 ] && ! grep -q '^\[mlx\] CPU compile is off' "$run_dir/b15-other.txt"; then
      echo "B15: FAIL: no fallback message with the other compiler"; rm -rf "$shim"; return 1
    fi
    diff <(failed_assertions "$run_dir/b15-ref.txt") <(failed_assertions "$run_dir/b15-other.txt") \
      > "$run_dir/b15.diff"
    if [ $rc_ref -eq $rc_other ] && [ ! -s "$run_dir/b15.diff" ]; then
      same=$((same + 1))
    else
      echo "differs: $name (exit $rc_ref vs $rc_other)"
      head -10 "$run_dir/b15.diff"
    fi
    [ -z "${GPU_PROOF_LOGDIR:-}" ] || cat "$run_dir/b15-other.txt" >> "$GPU_PROOF_LOGDIR/b15-other-gxx.txt"
  done < "$run_dir/b15-cases.txt"
  rm -rf "$shim"
  if [ $n -eq 0 ]; then
    echo "B15: FAIL: no compile cases listed"; return 1
  elif [ $same -eq $n ]; then
    echo "B15: PASS: the fallback fails each of $n cases exactly as MLX_DISABLE_COMPILE does ($clean pass in both; $((n - clean)) fail or crash identically)"
  else
    echo "B15: FAIL: $((n - same)) of $n cases differ"; return 1
  fi
}

# GPU_PROOF_ONLY="smoke gpu linalg cpu" (any of them) runs only those parts: a second machine
# resuming a run that the first lost part of.
wanted() { [ -z "${GPU_PROOF_ONLY:-}" ] || [[ " $GPU_PROOF_ONLY " == *" $1 "* ]]; }

cmd_run() {
  [ $# -ge 1 ] || usage
  local dir tests smoke failed=0 run_dir
  dir=$(cd "$1" && pwd) || die "$1: no such folder"
  if [ -x "$dir/bin/tests" ]; then            # a bundle from pack
    tests=$dir/bin/tests; smoke=$dir/bin/mlx_smoke
  else                                         # a build folder
    tests=$dir/mlx/tests/tests; smoke=$dir/mlx_smoke
  fi
  [ -x "$tests" ] && [ -x "$smoke" ] || die "no tests and mlx_smoke in $dir"
  run_dir=$(mktemp -d) || die "cannot create a temporary folder"
  echo "== host: $(uname -srm), $(nproc) cores, $(date -u +%FT%TZ)"
  echo "== series: $(cat "$dir/gpu-proof-series.txt" 2>/dev/null || echo "UNKNOWN (no gpu-proof-series.txt: not built by gpu-proof.sh build)")"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 | sed 's/^/GPU: /'
  g++ --version 2>&1 | head -1 | sed 's/^/host compiler (CPU JIT at run time): /'
  nvcc --version 2>/dev/null | tail -1 | sed 's/^/nvcc: /'
  echo "== ldd $tests"; ldd "$tests"
  if wanted smoke; then
    echo "== mlx_smoke --require-gpu"
    local t0=$SECONDS
    (cd "$(dirname "$smoke")" && "$smoke" --require-gpu ${GPU_PROOF_SMOKE_ARGS:-}) || failed=1
    echo "mlx_smoke: exit status above; $((SECONDS - t0)) s"
  fi
  # Upstream CI's GPU filter (.github/actions/test-linux: -sfe="*linalg_tests.cpp"): the linalg
  # cases compare against tolerances that TF32 matmuls (MLX's CUDA default) do not meet, so they
  # run on their own below, once with MLX_ENABLE_TF32=0 and once with TF32 on. GGUF is off in
  # the scenario (B17), so its cases are excluded.
  ! wanted gpu || suite "gpu CI filter" "$tests" -sfe="*linalg_tests.cpp" -tce="*gguf*" || failed=1
  ! wanted linalg || suite "gpu linalg TF32 off" env MLX_ENABLE_TF32=0 "$tests" -sf="*linalg_tests.cpp" || failed=1
  ! wanted linalg || suite "gpu linalg TF32 on" "$tests" -sf="*linalg_tests.cpp" || failed=1
  # tests/tests.cpp picks the CPU device when DEVICE=cpu.
  ! wanted cpu || suite "cpu" env DEVICE=cpu "$tests" -tce="*gguf*" || failed=1
  if [ -n "${GPU_PROOF_OTHER_GXX:-}" ] && wanted cpu; then
    b15_compare "$tests" || failed=1
  fi
  echo "== gpu-proof run: $([ $failed -eq 0 ] && echo PASS || echo 'FAILURES (see above)')"
  rm -rf "$run_dir"
  return $failed
}

cmd_pack() {
  [ $# -ge 3 ] || usage
  local bdir=$1 deps=$2 out=$3 stage
  [ -x "$bdir/mlx/tests/tests" ] && [ -x "$bdir/mlx_smoke" ] || die "$bdir has no built tests and mlx_smoke"
  [ -d "$deps/cccl/include/cuda" ] || die "$deps/cccl/include has no CCCL headers"
  stage=$(mktemp -d)/gpu-proof
  mkdir -p "$stage/bin" "$stage/include/cccl"
  cp "$bdir/mlx/tests/tests" "$bdir/mlx_smoke" "$stage/bin/"
  [ ! -f "$bdir/gpu-proof-series.txt" ] || cp "$bdir/gpu-proof-series.txt" "$stage/"
  # B16: MLX's NVRTC looks for CCCL in <exe dir>/../include/cccl (Linux; <exe dir>/include/cccl
  # on Windows), the folders MLX itself installs (cuda and nv).
  cp -r "$deps/cccl/include/cuda" "$deps/cccl/include/nv" "$stage/include/cccl/"
  mkdir -p "$stage/patches/mlx/smoke" && cp "$self" "$stage/patches/mlx/smoke/"
  mkdir -p "$(dirname "$out")"
  tar -C "$(dirname "$stage")" -cf - gpu-proof | xz -T0 -6 | split -b 60M -d - "$out.tar.xz.part-"
  rm -rf "$(dirname "$stage")"
  ls -l "$out".tar.xz.part-*
  echo "gpu-proof: unpack with: cat $(basename "$out").tar.xz.part-* | tar -xJ; then gpu-proof/bin is the bundle's bin"
}

[ $# -ge 1 ] || usage
sub=$1; shift
case "$sub" in
  build) cmd_build "$@" ;;
  _job) cmd__job "$@" ;;
  wait) cmd_wait "$@" ;;
  run) cmd_run "$@" ;;
  pack) cmd_pack "$@" ;;
  -h|--help) usage ;;
  *) die "unknown subcommand '$sub' (build, wait, run, pack)" ;;
esac
