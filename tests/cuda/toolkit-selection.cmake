# SPDX-License-Identifier: BSD-3-Clause
# cmake -DWINPORT_CMAKE_DIR=<cmake/> -DWORK_DIR=<scratch> -P toolkit-selection.cmake
#
# The toolkit enumeration and choice of WinportCUDA.cmake, Windows branch, against fixture trees:
# three toolkits side by side (11.8 with the old version.txt, 12.4 with DLLs in bin, 13.0 with
# DLLs in bin\x64) under a "Program Files" folder with a space, CUDA_PATH pointing at the last
# installed, another nvcc first on PATH, one CUDA_PATH_V<maj>_<min> per toolkit.
cmake_minimum_required(VERSION 3.25)
include("${CMAKE_CURRENT_LIST_DIR}/fixtures.cmake")
include("${WINPORT_CMAKE_DIR}/WinportCUDA.cmake")

file(REMOVE_RECURSE "${WORK_DIR}")
set(pf "${WORK_DIR}/Program Files")
set(base "${pf}/NVIDIA GPU Computing Toolkit/CUDA")
make_windows_toolkit("${base}/v11.8" 11.8.0 1910 1940 VERSION_TXT)
make_windows_toolkit("${base}/v12.4" 12.4.1 1910 1950)
make_windows_toolkit("${base}/v13.0" 13.0.2 1920 1950)
# A driver folder on PATH (System32 holds nvcuda.dll): never a toolkit, never copied.
touch("${WORK_DIR}/Windows/System32/nvcuda.dll")

clear_cuda_environment()
set(ENV{ProgramW6432} "${pf}")
unset(ENV{ProgramFiles})
# Backslashes and a trailing separator, as the installer writes them.
string(REPLACE "/" "\\" cuda_path_13 "${base}/v13.0\\")
set(ENV{CUDA_PATH} "${cuda_path_13}")
set(ENV{CUDA_PATH_V11_8} "${base}/v11.8")
set(ENV{CUDA_PATH_V12_4} "${base}/v12.4")
set(ENV{CUDA_PATH_V13_0} "${base}/v13.0")
set(ENV{PATH} "${WORK_DIR}/Windows/System32;\"${base}/v12.4/bin\";${base}/v13.0/bin;${base}/v13.0/libnvvp")

# --- enumeration: every toolkit once, versions from version.json / version.txt
winport_cuda_find_toolkits(tk PLATFORM Windows)
expect_equal("three toolkits enumerated once each" "${tk_COUNT}" 3)
set(versions "")
foreach(i RANGE 2)
  list(APPEND versions "${tk_${i}_VERSION}")
  if(tk_${i}_ROOT MATCHES "v13.0$")
    set(i13 ${i})
  endif()
endforeach()
list(SORT versions)
expect_equal("versions from version.json and version.txt" "${versions}" "11.8.0;12.4.1;13.0.2")
expect_equal("13.0 seen through CUDA_PATH, CUDA_PATH_V13_0 and Program Files"
  "${tk_${i13}_SOURCES}" "CUDA_PATH;CUDA_PATH_V13_0;PROGRAM_FILES")
expect_equal("CUDA_PATH index is 13.0" "${tk_CUDA_PATH_INDEX}" "${i13}")
expect_match("PATH nvcc is 12.4 (quoted PATH entry)" "${tk_${tk_PATH_INDEX}_ROOT}" "v12\\.4$")

# --- rule 3: CUDA_PATH wins over PATH, and every disagreement is reported
winport_cuda_choose_toolkit(c PLATFORM Windows)
expect_match("CUDA_PATH chosen" "${c_ROOT}" "/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v13.0$")
expect_equal("nvcc path keeps its spaces" "${c_NVCC}" "${base}/v13.0/bin/nvcc.exe")
expect_equal("chosen version" "${c_VERSION}" "13.0.2")
expect_match("reason names CUDA_PATH" "${c_REASON}" "^CUDA_PATH")
list(LENGTH c_WARNINGS n)
expect_equal("two warnings (PATH differs from choice; CUDA_PATH vs PATH)" "${n}" 2)
expect_match("warning names the PATH nvcc" "${c_WARNINGS}" "first nvcc.exe on PATH is .*v12\\.4/bin/nvcc\\.exe \\(CUDA 12\\.4\\.1\\)")
expect_match("warning says CUDA_PATH and PATH disagree" "${c_WARNINGS}" "CUDA_PATH and PATH disagree: CUDA 13\\.0\\.2 vs CUDA 12\\.4\\.1")

# --- rule 1: WINPORT_CUDA_VERSION wins, by X.Y or by X
winport_cuda_choose_toolkit(c VERSION 11.8 PLATFORM Windows)
expect_match("WINPORT_CUDA_VERSION=11.8" "${c_ROOT}" "v11\\.8$")
expect_match("CUDA_PATH disagreement reported" "${c_WARNINGS}" "CUDA_PATH points at .*v13\\.0")
winport_cuda_choose_toolkit(c VERSION 12 PLATFORM Windows)
expect_match("WINPORT_CUDA_VERSION=12" "${c_ROOT}" "v12\\.4$")
winport_cuda_choose_toolkit(c VERSION 10.2 PLATFORM Windows)
expect_equal("WINPORT_CUDA_VERSION=10.2 chooses nothing" "${c_ROOT}" "")
expect_match("error says no toolkit has that version" "${c_ERROR}" "no installed CUDA Toolkit has that version")
foreach(v IN ITEMS 11.8.0 12.4.1 13.0.2)
  expect_match("error lists ${v}" "${c_ERROR}" "\\(version ${v}, seen via")
endforeach()
winport_cuda_choose_toolkit(c VERSION 1 PLATFORM Windows)
expect_equal("WINPORT_CUDA_VERSION=1 does not match 11.8/12.4/13.0" "${c_ROOT}" "")

# --- rule 2: explicit CUDAToolkit_ROOT / CMAKE_CUDA_COMPILER / CUDACXX, and a wrong one is an error
set(CUDAToolkit_ROOT "${base}/v11.8")
winport_cuda_choose_toolkit(c PLATFORM Windows)
expect_match("CUDAToolkit_ROOT chosen" "${c_ROOT}" "v11\\.8$")
expect_equal("reason" "${c_REASON}" "CUDAToolkit_ROOT is set")
set(CUDAToolkit_ROOT "${WORK_DIR}/nowhere")
winport_cuda_choose_toolkit(c PLATFORM Windows)
expect_match("a CUDAToolkit_ROOT without nvcc is an error, not a fallback" "${c_ERROR}" "CUDAToolkit_ROOT is set to '.*nowhere', which holds no bin/nvcc.exe")
unset(CUDAToolkit_ROOT)
set(CMAKE_CUDA_COMPILER "${base}/v12.4/bin/nvcc.exe")
winport_cuda_choose_toolkit(c PLATFORM Windows)
expect_match("CMAKE_CUDA_COMPILER chosen" "${c_ROOT}" "v12\\.4$")
unset(CMAKE_CUDA_COMPILER)
set(ENV{CUDACXX} "${base}/v11.8/bin/nvcc.exe")
winport_cuda_choose_toolkit(c PLATFORM Windows)
expect_match("CUDACXX chosen" "${c_ROOT}" "v11\\.8$")
unset(ENV{CUDACXX})

# --- rule 4: no CUDA_PATH (shell opened before the install): the PATH nvcc
unset(ENV{CUDA_PATH})
winport_cuda_choose_toolkit(c PLATFORM Windows)
expect_match("PATH nvcc chosen without CUDA_PATH" "${c_ROOT}" "v12\\.4$")
expect_equal("no warning when nothing disagrees" "${c_WARNINGS}" "")

# --- a stale CUDA_PATH (toolkit uninstalled) is ignored and reported
set(ENV{CUDA_PATH} "${base}/v12.1")
winport_cuda_find_toolkits(tk PLATFORM Windows)
expect_match("stale CUDA_PATH rejected" "${tk_REJECTED}" "CUDA_PATH: .*v12\\.1 \\(no bin/nvcc.exe")

# --- rule 5: no CUDA_PATH, nothing on PATH, no CUDA_PATH_V*: the newest under Program Files
unset(ENV{CUDA_PATH})
unset(ENV{CUDA_PATH_V11_8})
unset(ENV{CUDA_PATH_V12_4})
unset(ENV{CUDA_PATH_V13_0})
set(ENV{PATH} "${WORK_DIR}/Windows/System32")
winport_cuda_choose_toolkit(c PLATFORM Windows)
expect_match("newest installed chosen (v* glob under ProgramW6432)" "${c_ROOT}" "v13\\.0$")
expect_match("reason" "${c_REASON}" "newest installed")

# --- version from the folder name when neither version file exists
make_windows_toolkit("${base}/v12.10" 12.10.0 1910 1950 NO_VERSION_FILE)
winport_cuda_find_toolkits(tk PLATFORM Windows)
set(found "")
foreach(i RANGE 3)
  if(tk_${i}_ROOT MATCHES "v12\\.10$")
    set(found "${tk_${i}_VERSION}")
  endif()
endforeach()
expect_equal("version from the folder name v12.10 (two-digit minor)" "${found}" "12.10")
winport_cuda_choose_toolkit(c PLATFORM Windows)
expect_match("13.0 still newest (natural order: 12.10 < 13.0)" "${c_ROOT}" "v13\\.0$")
file(REMOVE_RECURSE "${base}/v13.0")
winport_cuda_choose_toolkit(c PLATFORM Windows)
expect_match("12.10 newer than 12.4 (natural, not lexical)" "${c_ROOT}" "v12\\.10$")

# --- nothing at all
file(REMOVE_RECURSE "${pf}")
winport_cuda_choose_toolkit(c PLATFORM Windows)
expect_match("no toolkit: an error that says where it looked" "${c_ERROR}" "No CUDA Toolkit found.*NVIDIA GPU Computing Toolkit/CUDA/v\\*")

# --- Linux branch: /usr/local/cuda-X.Y and the /usr/local/cuda symlink are one toolkit each
set(linux "${WORK_DIR}/usr/local")
# Each fixture nvcc answers `--dryrun` the way nvcc does (on stderr), so that a wrapper script
# in front of it can be followed; the version comes from version.json. Shell built-ins only:
# the tests below run it with PATH set to the fixture's folders alone.
foreach(v IN ITEMS 12.4 13.0)
  touch("${linux}/cuda-${v}/include/cuda_runtime.h")
  file(WRITE "${linux}/cuda-${v}/bin/nvcc" "#!/bin/sh
for arg in \"$@\"; do
  if [ \"$arg\" = --dryrun ]; then echo \"#\\$ TOP=\${0%/*}/..\" >&2; exit 0; fi
done
exit 1
")
  file(CHMOD "${linux}/cuda-${v}/bin/nvcc" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
  file(WRITE "${linux}/cuda-${v}/version.json" "{\"cuda\": {\"version\": \"${v}.0\"}}")
endforeach()
file(CREATE_LINK "${linux}/cuda-12.4" "${linux}/cuda" SYMBOLIC)
set(ENV{PATH} "/nonexistent")
winport_cuda_find_toolkits(tk PLATFORM Linux LINUX_GLOBS "${linux}/cuda" "${linux}/cuda-*")
expect_equal("symlink and its target are one toolkit" "${tk_COUNT}" 2)
winport_cuda_choose_toolkit(c PLATFORM Linux LINUX_GLOBS "${linux}/cuda" "${linux}/cuda-*")
expect_match("Linux: newest" "${c_ROOT}" "cuda-13\\.0$")
expect_equal("Linux nvcc has no .exe" "${c_NVCC}" "${linux}/cuda-13.0/bin/nvcc")
set(ENV{PATH} "/nonexistent:${linux}/cuda/bin")
winport_cuda_choose_toolkit(c PLATFORM Linux LINUX_GLOBS "${linux}/cuda" "${linux}/cuda-*")
expect_match("Linux: PATH split on ':'" "${c_ROOT}" "/usr/local/cuda$")

# --- an nvcc on PATH outside any toolkit: a symlink, a wrapper script, a stray program
# (a CI image had /usr/local/bin/nvcc = `exec /usr/local/cuda-13.0/bin/nvcc "$@"`; taking its
# ../ as the toolkit made /usr/local the CUDA root).
touch("${WORK_DIR}/usr/include/stdio.h")   # an include/ folder that is not a toolkit's
file(MAKE_DIRECTORY "${WORK_DIR}/usr/bin")
file(CREATE_LINK "${linux}/cuda-12.4/bin/nvcc" "${WORK_DIR}/usr/bin/nvcc" SYMBOLIC)
set(ENV{PATH} "${WORK_DIR}/usr/bin")
winport_cuda_find_toolkits(tk PLATFORM Linux LINUX_GLOBS "${linux}/cuda-*")
expect_match("symlinked nvcc on PATH: its target's toolkit" "${tk_${tk_PATH_INDEX}_ROOT}" "/cuda-12\\.4$")

if(NOT CMAKE_HOST_WIN32)   # the wrapper is a shell script
  file(REMOVE "${WORK_DIR}/usr/bin/nvcc")
  file(WRITE "${WORK_DIR}/usr/bin/nvcc" "#!/bin/sh\nexec \"${linux}/cuda-12.4/bin/nvcc\" \"$@\"\n")
  file(CHMOD "${WORK_DIR}/usr/bin/nvcc" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
  winport_cuda_choose_toolkit(c PLATFORM Linux LINUX_GLOBS "${linux}/cuda-*")
  expect_match("wrapper nvcc on PATH: the toolkit nvcc --dryrun names" "${c_ROOT}" "/cuda-12\\.4$")
  expect_equal("wrapper nvcc: reason" "${c_REASON}" "the first nvcc on PATH")
  expect_equal("wrapper nvcc: the toolkit's own nvcc is used" "${c_NVCC}" "${linux}/cuda-12.4/bin/nvcc")

  set(ENV{CUDACXX} "${WORK_DIR}/usr/bin/nvcc")
  winport_cuda_choose_toolkit(c PLATFORM Linux LINUX_GLOBS "${linux}/cuda-*")
  expect_match("wrapper nvcc as CUDACXX" "${c_ROOT}" "/cuda-12\\.4$")
  expect_equal("wrapper nvcc as CUDACXX: reason" "${c_REASON}" "CUDACXX is set")

  # A program called nvcc that belongs to no toolkit: ignored and said so, never /usr.
  file(WRITE "${WORK_DIR}/usr/bin/nvcc" "#!/bin/sh\nexit 0\n")
  winport_cuda_choose_toolkit(c PLATFORM Linux LINUX_GLOBS "${linux}/cuda-*")
  expect_match("explicit CUDACXX outside a toolkit is an error" "${c_ERROR}" "CUDACXX is set to '.*/usr/bin/nvcc', which is no nvcc of a CUDA Toolkit")
  unset(ENV{CUDACXX})
  winport_cuda_choose_toolkit(c PLATFORM Linux LINUX_GLOBS "${linux}/cuda-*")
  expect_match("stray nvcc on PATH: the newest installed instead" "${c_ROOT}" "/cuda-13\\.0$")
  winport_cuda_find_toolkits(tk PLATFORM Linux LINUX_GLOBS "${linux}/cuda-*")
  expect_match("stray nvcc on PATH reported" "${tk_REJECTED}" "PATH: .*/usr/bin/nvcc \\(not inside a CUDA Toolkit")
  expect_equal("stray nvcc: no PATH toolkit" "${tk_PATH_INDEX}" "-1")
endif()
message(STATUS "toolkit-selection: all checks passed")
