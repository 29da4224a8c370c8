@echo off
rem scripts\winport-gate.cmd: winport's go/no-go harness on Windows. Run it from an
rem "x64 Native Tools Command Prompt for VS 2022".
setlocal
for %%t in (cl cmake ninja git) do (
  where %%t >nul 2>nul || (
    echo winport: %%t not found on PATH. Open an "x64 Native Tools Command Prompt for VS 2022" and install Git for Windows, then run this again.
    exit /b 2
  )
)
cd /d "%~dp0.." || exit /b 2
cmake -S . -B build\host -G Ninja -DWINPORT_BUILD_TESTS=OFF || exit /b 1
cmake --build build\host || exit /b 1
echo winport built with MSVC in build\host
