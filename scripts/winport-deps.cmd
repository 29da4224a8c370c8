@echo off
rem scripts\winport-deps.cmd verify^|stage^|fetch^|record [options]: stages and verifies an
rem engine's configure-time dependencies against patches\<engine>\deps.lock (see --help). Needs
rem CMake and Git for Windows. Exit status: 0 verified/staged, 1 mismatch, 2 bad arguments.
setlocal
call "%~dp0lib\require-cmake.cmd" || exit /b 2
set "WINPORT_DEPS_STATUS_FILE=%TEMP%\winport-deps-%RANDOM%%RANDOM%.status"
if exist "%WINPORT_DEPS_STATUS_FILE%" del "%WINPORT_DEPS_STATUS_FILE%"
set "WINPORT_TOOL_STDERR=%TEMP%\winport-tool-%RANDOM%%RANDOM%.stderr"
if "%WINPORT_CMAKE_EXITS%"=="1" (
  cmake -P "%~dp0deps\winport-deps.cmake" -- %*
) else (
  rem CMake before 3.29 can stop a script only with an error banner: stderr is shown after
  rem the run, without the banner of an expected outcome (scripts\lib\tool-stderr.cmake).
  cmake -P "%~dp0deps\winport-deps.cmake" -- %* 2>"%WINPORT_TOOL_STDERR%"
  cmake "-DFILE=%WINPORT_TOOL_STDERR%" -P "%~dp0lib\tool-stderr.cmake"
)
rem No status file means the script stopped before its outcome: a defect of the tool.
if not exist "%WINPORT_DEPS_STATUS_FILE%" exit /b 2
set /p rc=<"%WINPORT_DEPS_STATUS_FILE%"
del "%WINPORT_DEPS_STATUS_FILE%"
exit /b %rc%
