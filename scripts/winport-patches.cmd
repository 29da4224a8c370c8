@echo off
rem scripts\winport-patches.cmd: launcher of scripts\patches\winport-patches.cmake (see its
rem header); needs only CMake and Git for Windows on PATH. Passes the exit code through (0, 1, 2).
setlocal
call "%~dp0lib\require-cmake.cmd" || exit /b 2
set "WINPORT_PATCHES_STATUS_FILE=%TEMP%\winport-patches-%RANDOM%%RANDOM%.status"
set "WINPORT_TOOL_STDERR=%TEMP%\winport-tool-%RANDOM%%RANDOM%.stderr"
if "%WINPORT_CMAKE_EXITS%"=="1" (
  cmake -P "%~dp0patches\winport-patches.cmake" -- %*
) else (
  rem CMake before 3.29 can stop a script only with an error banner: stderr is shown after
  rem the run, without the banner of an expected outcome (scripts\lib\tool-stderr.cmake).
  cmake -P "%~dp0patches\winport-patches.cmake" -- %* 2>"%WINPORT_TOOL_STDERR%"
  cmake "-DFILE=%WINPORT_TOOL_STDERR%" -P "%~dp0lib\tool-stderr.cmake"
)
rem No status file: the script stopped before its outcome, a defect of the tool (2).
set "rc=2"
if exist "%WINPORT_PATCHES_STATUS_FILE%" (
  set /p rc=<"%WINPORT_PATCHES_STATUS_FILE%"
  del "%WINPORT_PATCHES_STATUS_FILE%"
)
exit /b %rc%
