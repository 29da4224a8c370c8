#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# patches.gpu_proof: patches/mlx/smoke/gpu-proof.sh without a GPU or an MLX build: its refusals,
# the bundle `pack` writes, and how `run` reports doctest's counts (a suite with no summary is
# never a pass). Usage: gpu-proof-test.sh <winport> <work dir>
set -u
winport=$1 work=$2
gp="$winport/patches/mlx/smoke/gpu-proof.sh"
fail() { echo "FAIL: $*"; exit 1; }
rm -rf "$work" && mkdir -p "$work" || fail "cannot create $work"
cd "$work" || exit 1

"$gp" > out.txt 2>&1; [ $? -eq 2 ] || fail "no arguments: expected exit 2"

mkdir empty
"$gp" wait empty 1 > out.txt 2>&1; rc=$?
[ $rc -eq 1 ] && grep -q "no gpu-proof build" out.txt || fail "wait on a folder with no build: exit $rc, $(cat out.txt)"

# The series: a tree that is not a git checkout, and one at a commit the series does not apply to
# (an unknown or moved upstream), are refused (exit 2) before any configure, with their state.
mkdir -p src/mlx deps && touch src/mlx/mlx.h
"$gp" build src deps b > out.txt 2>&1; rc=$?
[ $rc -eq 2 ] && grep -q "^gpu-proof: refused: winport-patches check could not judge" out.txt \
  || fail "a tree that is no git checkout: exit $rc, $(cat out.txt)"
[ ! -e b/build.ninja ] || fail "configured despite the refusal"
export GIT_CONFIG_NOSYSTEM=1 HOME="$work" GIT_CEILING_DIRECTORIES="$work"
git -C src init -q && git -C src add -A \
  && git -C src -c user.name=t -c user.email=t@example.invalid commit -q -m "not MLX at the pin" \
  || fail "cannot make a git tree"
"$gp" build src deps b > out.txt 2>&1; rc=$?
[ $rc -eq 2 ] && [ "$(grep -c . out.txt)" -eq 1 ] \
  && grep -q "^gpu-proof: refused: .* is neither the pin without the series (gpu-proof applies it) nor fully patched: series: not-applicable" out.txt \
  || fail "a tree the series does not apply to: exit $rc, $(cat out.txt)"
[ ! -e b/build.ninja ] || fail "configured despite the refusal"

# Upstream alone (GPU_PROOF_NO_PATCHES=1) goes on, says so, and meets the next refusal: a staging
# that the lock does not accept, refused before any configure.
GPU_PROOF_NO_PATCHES=1 "$gp" build src deps b > out.txt 2>&1; rc=$?
[ $rc -eq 1 ] && grep -q "does not match patches/mlx/deps.lock" out.txt || fail "unverified staging: exit $rc, $(cat out.txt)"
grep -q "^gpu-proof: series: upstream MLX alone (GPU_PROOF_NO_PATCHES=1), not the port" out.txt \
  || fail "GPU_PROOF_NO_PATCHES=1 is not stated: $(cat out.txt)"
[ ! -e b/build.ninja ] || fail "configured despite the refusal"

# pack: bin/ and include/cccl/{cuda,nv} (MLX's NVRTC looks in <exe dir>/../include/cccl).
mkdir -p fb/mlx/tests deps/cccl/include/cuda/std deps/cccl/include/nv deps/cccl/include/cub
echo v > deps/cccl/include/cuda/std/version; echo t > deps/cccl/include/nv/target
echo c > deps/cccl/include/cub/cub.cuh
# Fake programs: the smoke passes, the doctest binary prints a summary unless told not to.
printf '#!/bin/sh\necho "mlx_smoke: PASS on GPU"\n' > fb/mlx_smoke
cat > fb/mlx/tests/tests <<'T'
#!/bin/sh
case "$*" in *"-sf=*linalg"*) [ "${MLX_ENABLE_TF32:-1}" = 0 ] || exit 139 ;; esac
case "$*" in *--list-test-cases*)
  printf '[doctest] doctest version is "2"\n====\ntest compile a\ntest compile fused b\n====\n'; exit 0 ;;
esac
case "$*" in *"-tc=test compile"*)
  # Compile off (MLX_DISABLE_COMPILE, or the fallback for a run-time g++ that answers 99.0) fails
  # case b's fused-graph check; FAKE_B15_EXTRA makes the fallback fail case a too (a wrong result).
  other=no; [ "$(g++ -dumpfullversion 2>/dev/null)" = 99.0 ] && other=yes
  [ $other = yes ] && echo "[mlx] CPU compile is off (fake)"
  case "$*" in
    *"fused b"*) if [ -n "${MLX_DISABLE_COMPILE:-}" ] || [ $other = yes ]; then
        echo "/src/tests/compile_tests.cpp:10: ERROR: CHECK_EQ( typeid(p), typeid(Compiled) ) is NOT correct!"
        exit 1
      fi ;;
    *) if [ $other = yes ] && [ -n "${FAKE_B15_EXTRA:-}" ]; then
        echo "/src/tests/compile_tests.cpp:20: ERROR: CHECK( array_equal(a, b) ) is NOT correct!"
        exit 1
      fi ;;
  esac
  exit 0 ;;
esac
echo "[doctest] test cases: 3 | 3 passed | 0 failed | 0 skipped"
echo "[doctest] assertions: 9 | 9 passed | 0 failed |"
echo "[doctest] Status: SUCCESS!"
T
chmod +x fb/mlx_smoke fb/mlx/tests/tests
echo "the port: patches/mlx series: applied: (fake)" > fb/gpu-proof-series.txt
"$gp" pack fb deps out/bundle > out.txt 2>&1 || fail "pack: $(cat out.txt)"
cat out/bundle.tar.xz.part-* | tar -tJ > list.txt || fail "the parts do not unpack"
for f in gpu-proof/bin/tests gpu-proof/bin/mlx_smoke gpu-proof/gpu-proof-series.txt gpu-proof/include/cccl/cuda/std/version \
         gpu-proof/include/cccl/nv/target gpu-proof/patches/mlx/smoke/gpu-proof.sh; do
  grep -qx "$f" list.txt || fail "pack: $f missing from the bundle"
done
! grep -q "include/cccl/cub" list.txt || fail "pack: cub is not what MLX installs for NVRTC"

# run on the unpacked bundle: counts for the suites that print them, a plain statement for the
# one that crashes (linalg with TF32 on, in this fake), and an overall failure.
cat out/bundle.tar.xz.part-* | tar -xJ || fail "unpack"
gpu-proof/patches/mlx/smoke/gpu-proof.sh run gpu-proof > run.txt 2>&1; rc=$?
[ $rc -eq 1 ] || fail "run: expected exit 1 (one suite without a summary), got $rc"
grep -q "^== suite: gpu CI filter (exit 0" run.txt || fail "run: no GPU suite line"
grep -q "^\[doctest\] test cases: 3 | 3 passed" run.txt || fail "run: counts not printed"
grep -A1 "^== suite: gpu linalg TF32 on (exit 139" run.txt | grep -q "NO doctest summary" \
  || fail "run: a suite without a summary was not reported as such"
grep -q "mlx_smoke: PASS on GPU" run.txt || fail "run: smoke output missing"
grep -q "^== series: the port: patches/mlx series: applied" run.txt || fail "run: the series state is not in the log"

# B15 (GPU_PROOF_OTHER_GXX): the fallback must fail exactly what MLX_DISABLE_COMPILE fails.
# GPU_PROOF_ONLY=cpu: no smoke, no GPU suites.
printf '#!/bin/sh\necho 99.0\n' > other-gxx && chmod +x other-gxx
GPU_PROOF_ONLY=cpu GPU_PROOF_OTHER_GXX="$work/other-gxx" gpu-proof/patches/mlx/smoke/gpu-proof.sh run gpu-proof > b15.txt 2>&1
rc=$?
[ $rc -eq 0 ] && grep -q "^B15: PASS: the fallback fails each of 2 cases exactly as MLX_DISABLE_COMPILE does (1 pass in both; 1 fail" b15.txt || fail "B15 same failures: exit $rc, $(cat b15.txt)"
! grep -q "mlx_smoke\|^== suite: gpu" b15.txt || fail "GPU_PROOF_ONLY=cpu ran the smoke or a GPU suite"
FAKE_B15_EXTRA=1 GPU_PROOF_ONLY=cpu GPU_PROOF_OTHER_GXX="$work/other-gxx" \
  gpu-proof/patches/mlx/smoke/gpu-proof.sh run gpu-proof > b15.txt 2>&1
rc=$?
[ $rc -eq 1 ] && grep -q "^B15: FAIL: 1 of 2 cases differ" b15.txt \
  && grep -q "^differs: test compile a (exit 0 vs 1)" b15.txt && grep -q "compile_tests.cpp:20" b15.txt || fail "B15 extra failure not caught: exit $rc, $(cat b15.txt)"
echo "gpu-proof.sh: refusals (series, staging), pack layout, run's counts and series line, and the B15 comparison as expected"
