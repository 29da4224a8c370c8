@echo off
rem SPDX-License-Identifier: BSD-3-Clause
rem scripts\lib\require-x64.cmd: exit 0 unless the developer environment targets something other
rem than x64 (VSCMD_ARG_TGT_ARCH, set by vcvars/VsDevCmd, or the banner of the cl on PATH); then
rem say why and exit 2. winport-gate.cmd and winport-test.cmd call it: they build with cl, and an
rem x86 or arm64 environment would build and judge something else. No cl at all passes here: the
rem gate's doctor phase and winport-test.cmd name what is missing.
setlocal
if defined VSCMD_ARG_TGT_ARCH if /i not "%VSCMD_ARG_TGT_ARCH%"=="x64" (
  echo winport: this developer environment targets %VSCMD_ARG_TGT_ARCH%, not x64. Open an "x64 Native Tools Command Prompt for VS 2022" ^(or run vcvars64.bat^), then run this again.
  exit /b 2
)
set "cl_exe="
for %%p in (cl.exe) do set "cl_exe=%%~$PATH:p"
if not defined cl_exe exit /b 0
rem cl prints its banner ("... Compiler Version 19.40.33811 for x64") on stderr. for /f and a
rem %var:x=y% test in a subroutine, not a pipe into findstr nor !var:x=y!: cmd.exe and Wine's
rem cmd.exe read these the same way.
set "targets_x64="
for /f "delims=" %%l in ('cl 2^>^&1') do call :check_banner "%%l"
if not defined targets_x64 (
  echo winport: the cl on PATH does not target x64 ^(its banner names no x64^). Open an "x64 Native Tools Command Prompt for VS 2022", then run this again.
  exit /b 2
)
exit /b 0

:check_banner
set "line=%~1"
if not "%line: for x64=%"=="%line%" set "targets_x64=1"
exit /b 0
