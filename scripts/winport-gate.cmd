@echo off
rem SPDX-License-Identifier: BSD-3-Clause
rem scripts\winport-gate.cmd [run^|scan ^<dir^>^|classify ^<log^>] [options]  (--help: every option)
rem winport's go/no-go harness on Windows: needs only CMake (the gate is a CMake script), plus
rem what it checks for (cl, Ninja, Git). Run it from an "x64 Native Tools Command Prompt for
rem VS 2022". Every argument goes to the gate; its output is shown as it comes. Exit status: 0 GO,
rem 1 NO-GO, 2 harness error or bad input.
setlocal
rem No "call x || exit": Wine's cmd.exe takes the || branch after a call that succeeded.
call "%~dp0lib\require-cmake.cmd"
if errorlevel 1 exit /b 2
call "%~dp0lib\require-x64.cmd"
if errorlevel 1 exit /b 2
set "WINPORT_TOOL_STATUS_FILE=%TEMP%\winport-gate-%RANDOM%%RANDOM%.status"
if exist "%WINPORT_TOOL_STATUS_FILE%" del "%WINPORT_TOOL_STATUS_FILE%"
rem stdout and stderr straight through, so progress shows as it happens. Before CMake 3.29 a
rem script can end with 1 or 2 only through an error: CMake's block saying "winport-tool-exit"
rem then follows the outcome line (scripts\lib\WinportScriptUtils.cmake, winport_tool_exit).
cmake "-DWINPORT_GATE_STATUS_FILE=%WINPORT_TOOL_STATUS_FILE%" -P "%~dp0gate\winport-gate.cmake" -- %*
rem The code is the status file's (cmake -P itself says only 0 or 1); none: the gate stopped
rem before its verdict, a harness error.
rem (for /f, not set /p: Wine's set /p reads nothing from a file without a final newline.)
set "rc=2"
if exist "%WINPORT_TOOL_STATUS_FILE%" for /f "usebackq delims=" %%c in ("%WINPORT_TOOL_STATUS_FILE%") do set "rc=%%c"
if exist "%WINPORT_TOOL_STATUS_FILE%" del "%WINPORT_TOOL_STATUS_FILE%"
exit /b %rc%
