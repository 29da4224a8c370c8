@echo off
rem scripts\winport-patches.cmd: launcher of scripts\patches\winport-patches.cmake (see its
rem header); needs only CMake and Git for Windows on PATH. Passes the exit code through (0, 1, 2).
setlocal
call "%~dp0lib\require-cmake.cmd" || exit /b 2
set "WINPORT_PATCHES_STATUS_FILE=%TEMP%\winport-patches-%RANDOM%%RANDOM%.status"
cmake -P "%~dp0patches\winport-patches.cmake" %*
set "rc=%ERRORLEVEL%"
if exist "%WINPORT_PATCHES_STATUS_FILE%" (
  set /p rc=<"%WINPORT_PATCHES_STATUS_FILE%"
  del "%WINPORT_PATCHES_STATUS_FILE%"
)
exit /b %rc%
