#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# scripts/deps/build-msvc-abi-blas.sh [CACHE-DIR]
#
# BLAS/LAPACK for the MSVC-ABI lane, built once and cached (default CACHE-DIR: build/deps/msvc-abi-blas).
# Debian 12's `openblas` and `lapack` source packages, at the versions and .dsc hashes of
# scripts/deps/msvc-abi-blas.lock, are compiled with mingw-w64 GCC and gfortran into one DLL,
# laid out as an OpenBLAS install (FindOpenBLAS/FindLAPACKE: a prefix with LAPACKE bundled):
#   include/  cblas.h openblas_config.h f77blas.h lapack.h lapacke*.h
#   lib/      openblas.lib (MSVC import library, made by llvm-dlltool)
#   bin/      openblas.dll (GNU runtime linked in statically: it imports only Windows DLLs and
#             msvcrt.dll)
# Prints the prefix on stdout. The prefix is rebuilt only when the lock or this script changes.
# Why this shape, and what must not cross the DLL's boundary: docs/msvc-abi-blas.md.
set -euo pipefail
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd)
# shellcheck source=../lib/prerequisites.sh
. "$root/scripts/lib/prerequisites.sh"
lock="$root/scripts/deps/msvc-abi-blas.lock"
cache=${1:-$root/build/deps/msvc-abi-blas}
jobs=${WINPORT_BLAS_JOBS:-2}
prefix="$cache/prefix"
key=$(cat "$lock" "${BASH_SOURCE[0]}" | sha256sum | cut -d' ' -f1)
if [ -f "$prefix/.winport-blas" ] && [ "$(cat "$prefix/.winport-blas")" = "$key" ]; then
    echo "$prefix"
    exit 0
fi

lock_field() {   # lock_field NAME FIELD-NUMBER
    local value
    value=$(awk -v n="$1" -v f="$2" '$1 == n { print $f }' "$lock")
    [ -n "$value" ] || winport_die "$lock: no '$1' line"
    echo "$value"
}
winport_require_packages gcc-mingw-w64-x86-64 gfortran-mingw-w64-x86-64 llvm-19 cmake ninja-build make dpkg-dev
mkdir -p "$cache/src"
for pkg in openblas lapack; do
    winport_fetch_source_package "$pkg" "$cache/src/$pkg" "$(lock_field "$pkg" 2)" "$(lock_field "$pkg" 3)" >&2
done
target=$(lock_field target 2)
cc=x86_64-w64-mingw32-gcc fc=x86_64-w64-mingw32-gfortran
stage="$cache/stage"
rm -rf "$stage" "$prefix.tmp"
mkdir -p "$stage"

# OpenBLAS: BLAS and CBLAS for one CPU target. DYNAMIC_ARCH would compile every kernel once per
# CPU family (about ten times the work) for a DLL that only ever runs under Wine on the build
# machine; NO_LAPACK because Debian's +ds source carries no lapack-netlib (netlib's own LAPACK
# comes next). Threads are OpenBLAS's Win32 server, no OpenMP. F_COMPILER=GFORTRAN says which
# Fortran calling convention the BLAS interface follows: f_check reads the major version from
# the compiler's banner, gets "12-win32" from Debian's mingw-w64 gfortran, and falls back to
# G77's (f2c's), where REAL functions return a double: LAPACK's gfortran code then read snrm2,
# sdot, sasum, ... as 0 (MLX's QR, SVD and norms came out wrong; docs/msvc-abi-blas.md).
echo "winport: building OpenBLAS ($target) with mingw-w64 (-j$jobs)" >&2
obmake=(make -C "$cache/src/openblas" -j"$jobs" CC="$cc" FC="$fc" HOSTCC=gcc BINARY=64 CROSS=1
        TARGET="$target" DYNAMIC_ARCH=0 USE_OPENMP=0 USE_THREAD=1 NUM_THREADS=64 F_COMPILER=GFORTRAN
        NO_LAPACK=1 NO_LAPACKE=1 NO_SHARED=1)
"${obmake[@]}" libs >"$cache/openblas-build.log" 2>&1 \
    || winport_die "OpenBLAS build failed (log: $cache/openblas-build.log)"
touch "$cache/src/openblas/lib.grd"   # what 'make all' leaves for 'make install'
"${obmake[@]}" -j1 install PREFIX="$stage/openblas" >>"$cache/openblas-build.log" 2>&1 \
    || winport_die "OpenBLAS install failed (log: $cache/openblas-build.log)"

# netlib LAPACK and LAPACKE (Debian's lapack source), static, for the same DLL. Its own reference
# BLAS is built with it (the lapack target depends on it) but not linked: OpenBLAS's is.
# TEST_FORTRAN_COMPILER runs test programs at build time, which a cross build cannot.
echo "winport: building LAPACK and LAPACKE with mingw-w64 gfortran (-j$jobs)" >&2
cmake -S "$cache/src/lapack" -B "$cache/lapack-build" -G Ninja \
    -DCMAKE_SYSTEM_NAME=Windows -DCMAKE_C_COMPILER="$cc" -DCMAKE_Fortran_COMPILER="$fc" \
    -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF -DBUILD_TESTING=OFF -DTEST_FORTRAN_COMPILER=OFF \
    -DUSE_OPTIMIZED_BLAS=OFF -DCBLAS=OFF -DLAPACKE=ON -DBUILD_DEPRECATED=ON \
    >"$cache/lapack-build.log" 2>&1 \
    || winport_die "LAPACK configure failed (log: $cache/lapack-build.log)"
cmake --build "$cache/lapack-build" -j"$jobs" --target lapack lapacke >>"$cache/lapack-build.log" 2>&1 \
    || winport_die "LAPACK build failed (log: $cache/lapack-build.log)"

# One DLL exporting BLAS, CBLAS, LAPACK and LAPACKE; gfortran's and GCC's runtimes linked in
# statically and not exported (ld leaves libgcc's and the mingw-w64 CRT's out of an export-all
# DLL by itself; gfortran's, quadmath's and winpthread's are named). Named openblas.dll/openblas.lib (OpenBLAS's CMake-build names), so
# a plain find_library(openblas) finds it under MSVC too.
echo "winport: linking openblas.dll" >&2
mkdir -p "$prefix.tmp/bin" "$prefix.tmp/lib" "$prefix.tmp/include"
# OpenBLAS has its own xerbla and lsame; LAPACK's copies go, as Debian's build drops them
# (interface/Makefile, delete-duplicate-lapack-objects).
cp "$cache/lapack-build/lib/liblapack.a" "$stage/liblapack.a"
x86_64-w64-mingw32-ar d "$stage/liblapack.a" xerbla.f.o lsame.f.o \
    || winport_die "cannot drop xerbla and lsame from LAPACK's archive"
$fc -shared -o "$prefix.tmp/bin/openblas.dll" \
    -Wl,--whole-archive "$cache/lapack-build/lib/liblapacke.a" "$stage/liblapack.a" \
    "$(ls "$stage"/openblas/lib/libopenblas*.a | head -n 1)" -Wl,--no-whole-archive \
    -Wl,--export-all-symbols -Wl,--exclude-libs,libgfortran.a:libquadmath.a:libwinpthread.a \
    -Wl,--output-def,"$cache/openblas.def" \
    -static -static-libgcc -static-libgfortran >"$cache/link.log" 2>&1 \
    || winport_die "linking openblas.dll failed (log: $cache/link.log)"
llvm-dlltool-19 -m i386:x86-64 -D openblas.dll -d "$cache/openblas.def" -l "$prefix.tmp/lib/openblas.lib" \
    || winport_die "llvm-dlltool could not make the MSVC import library"
cp "$stage"/openblas/include/{cblas.h,openblas_config.h,f77blas.h} "$prefix.tmp/include/"
cp "$cache"/lapack-build/include/{lapack.h,lapacke.h,lapacke_config.h,lapacke_mangling.h,lapacke_utils.h} \
    "$prefix.tmp/include/"
echo "$key" > "$prefix.tmp/.winport-blas"
rm -rf "$prefix"
mv "$prefix.tmp" "$prefix"
echo "$prefix"
