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
call "%~dp0lib\require-cmake.cmd" || exit /b 2
rem The lane is x64: a developer environment for another target (x86, arm64) would build and
rem test something else. VSCMD_ARG_TGT_ARCH is set by vcvars/VsDevCmd; cl's banner says it too.
if defined VSCMD_ARG_TGT_ARCH if /i not "%VSCMD_ARG_TGT_ARCH%"=="x64" (
  echo winport: this developer environment targets %VSCMD_ARG_TGT_ARCH%, not x64. Open an "x64 Native Tools Command Prompt for VS 2022" ^(or run vcvars64.bat^), then run this again.
  exit /b 2
)
cl 2>&1 | findstr /c:"x64" >nul || (
  echo winport: cl does not target x64 ^(its banner names no x64^). Open an "x64 Native Tools Command Prompt for VS 2022", then run this again.
  exit /b 2
)
cd /d "%~dp0.." || exit /b 2
rem tests/workflows' checker: its npm packages, pinned by tests/workflows/package-lock.json. Without
rem Node.js the workflow tests fail, naming what is missing.
set "checker=build\deps\workflow-check"
if exist "%checker%\node_modules" fc /b tests\workflows\package-lock.json "%checker%\package-lock.json" >nul 2>nul && goto :checker_ready
where npm >nul 2>nul || goto :checker_ready
if exist "%checker%" rmdir /s /q "%checker%"
mkdir "%checker%" || exit /b 2
copy /y tests\workflows\package.json "%checker%\" >nul || exit /b 2
copy /y tests\workflows\package-lock.json "%checker%\" >nul || exit /b 2
pushd "%checker%"
call npm ci --no-audit --no-fund --loglevel=error
set "npm_rc=%ERRORLEVEL%"
popd
if not "%npm_rc%"=="0" (
  echo winport: npm ci of the workflow checker failed ^(tests/workflows/package-lock.json^)
  exit /b 2
)
:checker_ready
cmake --workflow --preset msvc
exit /b %ERRORLEVEL%
