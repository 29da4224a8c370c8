@echo off
rem scripts\winport-deps.cmd verify^|stage^|fetch^|record [options]: stages and verifies an
rem engine's configure-time dependencies against patches\<engine>\deps.lock (see --help). Needs
rem CMake and Git for Windows. Exit status: 0 verified/staged, 1 mismatch, 2 bad arguments.
setlocal
call "%~dp0lib\require-cmake.cmd" || exit /b 2
set "WINPORT_DEPS_STATUS_FILE=%TEMP%\winport-deps-%RANDOM%%RANDOM%.status"
if exist "%WINPORT_DEPS_STATUS_FILE%" del "%WINPORT_DEPS_STATUS_FILE%"
cmake -P "%~dp0deps\winport-deps.cmake" -- %*
rem No status file means the script stopped before its outcome: a defect of the tool.
if not exist "%WINPORT_DEPS_STATUS_FILE%" exit /b 2
set /p rc=<"%WINPORT_DEPS_STATUS_FILE%"
del "%WINPORT_DEPS_STATUS_FILE%"
exit /b %rc%
