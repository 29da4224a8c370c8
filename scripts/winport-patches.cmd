@echo off
rem SPDX-License-Identifier: BSD-3-Clause
rem scripts\winport-patches.cmd check^|apply^|rebase^|refresh^|new [options]  (--help: every option)
rem Carries winport's patch series through upgrades (scripts\patches\winport-patches.cmake). Needs
rem CMake and Git for Windows (no compiler). Every argument goes to the tool; its output is shown
rem as it comes. Exit status: 0, 1 or 2, as the tool's --help says.
setlocal
rem No "call x || exit": Wine's cmd.exe takes the || branch after a call that succeeded.
call "%~dp0lib\require-cmake.cmd"
if errorlevel 1 exit /b 2
set "WINPORT_TOOL_STATUS_FILE=%TEMP%\winport-patches-%RANDOM%%RANDOM%.status"
if exist "%WINPORT_TOOL_STATUS_FILE%" del "%WINPORT_TOOL_STATUS_FILE%"
set "WINPORT_PATCHES_STATUS_FILE=%WINPORT_TOOL_STATUS_FILE%"
rem stdout and stderr straight through (see winport-gate.cmd for CMake before 3.29).
cmake -P "%~dp0patches\winport-patches.cmake" -- %*
rem No status file: the script stopped before its outcome, a defect of the tool (2).
rem (for /f, not set /p: Wine's set /p reads nothing from a file without a final newline.)
set "rc=2"
if exist "%WINPORT_TOOL_STATUS_FILE%" for /f "usebackq delims=" %%c in ("%WINPORT_TOOL_STATUS_FILE%") do set "rc=%%c"
if exist "%WINPORT_TOOL_STATUS_FILE%" del "%WINPORT_TOOL_STATUS_FILE%"
exit /b %rc%
