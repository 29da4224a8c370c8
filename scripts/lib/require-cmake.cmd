@echo off
rem SPDX-License-Identifier: BSD-3-Clause
rem scripts\lib\require-cmake.cmd: exit 0 when the cmake on PATH is 3.25 or newer (winport's
rem minimum, as CMakeLists.txt says); otherwise say why and exit 2. The launchers in scripts\
rem call it first, so an old CMake (Visual Studio's bundled one can be) fails with one line
rem instead of deep inside a script.
setlocal
rem %%~$PATH:p is cmd's own PATH search (where.exe is not on every system).
set "cmake_exe="
for %%p in (cmake.exe) do set "cmake_exe=%%~$PATH:p"
if not defined cmake_exe (
  echo winport: cmake not found on PATH. Open an "x64 Native Tools Command Prompt for VS 2022" ^(it brings CMake^) or install CMake 3.25 or newer, then run this again.
  exit /b 2
)
set "version="
for /f "tokens=3" %%v in ('cmake --version 2^>nul') do if not defined version set "version=%%v"
set "major="
set "minor="
for /f "tokens=1,2 delims=." %%a in ("%version%") do (
  set "major=%%a"
  set "minor=%%b"
)
if not defined minor (
  echo winport: could not read the version of the cmake on PATH ^(cmake --version printed "%version%"^).
  exit /b 2
)
if %major% GTR 3 goto :ok
if %major% EQU 3 if %minor% GEQ 25 goto :ok
echo winport: CMake %version% is too old: winport needs 3.25 or newer ^(CUDA engines on Windows: 3.31.8 or newer^). Put a newer cmake first on PATH, then run this again.
exit /b 2
:ok
exit /b 0
