@echo off
rem SPDX-License-Identifier: BSD-3-Clause
rem scripts\winport-deps.cmd verify^|stage^|fetch^|record [options]  (--help: every option)
rem Stages and verifies an engine's configure-time dependencies against patches\<engine>\deps.lock.
rem Needs CMake and Git for Windows (no compiler). Every argument goes to the tool; its output is
rem shown as it comes. Exit status: 0 verified/staged, 1 mismatch, 2 bad arguments or input.
setlocal
rem No "call x || exit": Wine's cmd.exe takes the || branch after a call that succeeded.
call "%~dp0lib\require-cmake.cmd"
if errorlevel 1 exit /b 2
set "WINPORT_TOOL_STATUS_FILE=%TEMP%\winport-deps-%RANDOM%%RANDOM%.status"
if exist "%WINPORT_TOOL_STATUS_FILE%" del "%WINPORT_TOOL_STATUS_FILE%"
set "WINPORT_DEPS_STATUS_FILE=%WINPORT_TOOL_STATUS_FILE%"
rem stdout and stderr straight through (see winport-gate.cmd for CMake before 3.29).
cmake -P "%~dp0deps\winport-deps.cmake" -- %*
rem No status file: the script stopped before its outcome, a defect of the tool (2).
rem (for /f, not set /p: Wine's set /p reads nothing from a file without a final newline.)
set "rc=2"
if exist "%WINPORT_TOOL_STATUS_FILE%" for /f "usebackq delims=" %%c in ("%WINPORT_TOOL_STATUS_FILE%") do set "rc=%%c"
if exist "%WINPORT_TOOL_STATUS_FILE%" del "%WINPORT_TOOL_STATUS_FILE%"
exit /b %rc%
