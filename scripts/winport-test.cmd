@echo off
rem SPDX-License-Identifier: BSD-3-Clause
rem scripts\winport-test.cmd [LANE...]: runs winport's tests with MSVC. The only lane on Windows
rem is "msvc" (CMakePresets.json), also the default; each lane is `cmake --workflow --preset
rem <lane>` in build\<lane>, its output shown as it comes. --help and --version print on stdout
rem (exit 0); an unknown lane or option is exit 2, before anything runs. Otherwise the exit status
rem is the first failing lane's (0: every lane passed). Run it from an "x64 Native Tools Command
rem Prompt for VS 2022", which puts cl, CMake and Ninja on PATH; it refuses another target
rem architecture. cmocka is fetched with git at configure time when none is installed.
setlocal
set "lanes="
:args
if "%~1"=="" goto :args_done
if /i "%~1"=="--help" goto :help
if /i "%~1"=="-h" goto :help
if /i "%~1"=="help" goto :help
if /i "%~1"=="--version" goto :version
if not "%~1"=="msvc" (
  echo winport: unknown lane or option '%~1' ^(lanes on Windows: msvc; winport-test.cmd --help^)
  exit /b 2
)
set "lanes=%lanes% %~1"
shift
goto :args
:args_done
if not defined lanes set "lanes=msvc"

rem No "x || exit" here: Wine's cmd.exe takes the || branch after a call or cd that succeeded.
set "missing="
for %%t in (cl ninja git) do call :require_program %%t
if defined missing exit /b 2
call "%~dp0lib\require-cmake.cmd"
if errorlevel 1 exit /b 2
call "%~dp0lib\require-x64.cmd"
if errorlevel 1 exit /b 2
cd /d "%~dp0.."
if errorlevel 1 exit /b 2
call :workflow_checker
if errorlevel 1 exit /b 2
set "status=0"
for %%l in (%lanes%) do call :lane %%l
exit /b %status%

:require_program
set "found="
for %%p in (%1.exe) do set "found=%%~$PATH:p"
if defined found exit /b 0
set "missing=%1"
echo winport: %1 not found on PATH. Open an "x64 Native Tools Command Prompt for VS 2022" ^(Visual Studio 2022 with "Desktop development with C++"^) and install Git for Windows, then run this again.
exit /b 2

:lane
echo === lane %1
cmake --workflow --preset %1
if errorlevel 1 if "%status%"=="0" set "status=%ERRORLEVEL%"
exit /b 0

:workflow_checker
rem tests/workflows' checker: its npm packages, pinned by tests/workflows/package-lock.json. Without
rem Node.js the workflow tests fail, naming what is missing.
set "checker=build\deps\workflow-check"
if not exist "%checker%\node_modules" goto :checker_install
fc /b tests\workflows\package-lock.json "%checker%\package-lock.json" >nul 2>nul
if not errorlevel 1 exit /b 0
:checker_install
set "npm_cmd="
for %%p in (npm.cmd) do set "npm_cmd=%%~$PATH:p"
if not defined npm_cmd exit /b 0
if exist "%checker%" rmdir /s /q "%checker%"
mkdir "%checker%"
copy /y tests\workflows\package.json "%checker%\" >nul
if errorlevel 1 exit /b 2
copy /y tests\workflows\package-lock.json "%checker%\" >nul
if errorlevel 1 exit /b 2
pushd "%checker%"
call npm ci --no-audit --no-fund --loglevel=error
set "npm_rc=%ERRORLEVEL%"
popd
if not "%npm_rc%"=="0" (
  echo winport: npm ci of the workflow checker failed ^(tests/workflows/package-lock.json^)
  exit /b 2
)
exit /b 0

:help
echo scripts\winport-test.cmd [LANE...]
echo   Runs winport's tests with MSVC: lane msvc (the default and the only lane on Windows), as
echo   `cmake --workflow --preset msvc` in build\msvc. From an "x64 Native Tools Command Prompt
echo   for VS 2022" (cl, CMake 3.25 or newer, Ninja) with Git for Windows.
echo   --help, --version   this text, or winport's version (exit 0)
echo Exit status: 0 every lane passed; a failing lane's status; 2 bad arguments or environment.
echo Example: scripts\winport-test.cmd msvc
exit /b 0

:version
set "version="
for /f "usebackq tokens=1,2" %%a in ("%~dp0..\CMakeLists.txt") do if "%%a"=="VERSION" if not defined version set "version=%%b"
echo winport-test %version%
exit /b 0
