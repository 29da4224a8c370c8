#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# generate-log.sh OUT MEGABYTES: writes a synthetic build log of about MEGABYTES MB: mostly Ninja
# progress and compiler command lines (what a large build prints), with a failure every
# ~2,000 lines (MSVC, link, nvcc and GCC diagnostics, wrapped and CRLF lines among them).
set -euo pipefail
out=$1 megabytes=$2
block=$(mktemp)
trap 'rm -f "$block"' EXIT
{
    for i in $(seq 1 2000); do
        printf '[%d/20000] Building CXX object mlx/backend/cpu/CMakeFiles/mlx.dir/kernels/unary_%d.cpp.obj\n' "$i" "$i"
        if [ $((i % 10)) -eq 0 ]; then
            printf 'C:\\PROGRA~1\\MICROS~1\\2022\\COMMUN~1\\VC\\Tools\\MSVC\\1438~1.331\\bin\\Hostx64\\x64\\cl.exe /nologo /TP -DMLX_USE_ACCELERATE=0 -IC:\\src\\mlx /O2 /Ob2 /DNDEBUG -std:c++17 -MD /showIncludes /Fo unary_%d.cpp.obj /Fd TARGET_COMPILE_PDB /FS -c C:\\src\\mlx\\mlx\\backend\\cpu\\unary_%d.cpp\r\n' "$i" "$i"
        fi
    done
    printf 'FAILED: mlx/CMakeFiles/mlx.dir/io/load.cpp.obj\n'
    printf 'C:\\src\\mlx\\mlx\\io\\load.cpp(12): fatal error C1083: Cannot open include file: '"'"'unistd.h'"'"': No such file or directory\r\n'
    printf 'C:\\src\\mlx\\mlx\\backend\\cpu\\lapack.h(8): error C2065: '"'"'lapack_complex_float'"'"': undeclared identifier\r\n'
    printf 'mlx.dll : fatal error LNK1120: 3 unresolved externals\n'
    printf 'kernels.obj : error LNK2019: unresolved external symbol __imp_cblas_sgemm referenced in function gemm\n'
    printf '  C:\\src\\mlx\\mlx\\backend\\cuda\\device\\utils.cuh(44,3): error C2398: Element '"'"'1'"'"': conversion from '"'"'double'"'"' to '"'"'float'"'"' requires a n\n'
    printf 'arrowing conversion\n'
    printf 'ninja: build stopped: subcommand failed.\n'
} > "$block"
block_bytes=$(stat -c %s "$block")
copies=$(( megabytes * 1000000 / block_bytes + 1 ))
: > "$out.tmp"
# Doubling keeps generation fast: 2^k copies by appending the file to itself.
cp "$block" "$out.tmp"
have=1
while [ $((have * 2)) -le "$copies" ]; do cat "$out.tmp" "$out.tmp" > "$out.tmp2"; mv "$out.tmp2" "$out.tmp"; have=$((have * 2)); done
while [ "$have" -lt "$copies" ]; do cat "$block" >> "$out.tmp"; have=$((have + 1)); done
mv "$out.tmp" "$out"
