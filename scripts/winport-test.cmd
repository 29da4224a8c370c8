@echo off
rem scripts\winport-test.cmd: runs winport's tests with MSVC (lane "msvc" of CMakePresets.json).
rem Run it from an "x64 Native Tools Command Prompt for VS 2022", which puts cl, CMake and Ninja
rem on PATH. cmocka is fetched with git at configure time when none is installed.
setlocal
for %%t in (cl cmake ninja git) do (
  where %%t >nul 2>nul || (
    echo winport: %%t not found on PATH. Open an "x64 Native Tools Command Prompt for VS 2022" ^(Visual Studio 2022 with "Desktop development with C++"^) and install Git for Windows, then run this again.
    exit /b 2
  )
)
cd /d "%~dp0.." || exit /b 2
cmake --workflow --preset msvc
exit /b %ERRORLEVEL%
