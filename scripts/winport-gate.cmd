@echo off
rem scripts\winport-gate.cmd [run^|scan ^<dir^>^|classify ^<log^>] [options]
rem winport's go/no-go harness on Windows: needs only CMake (the gate is a CMake script), plus
rem what it checks for (cl, Ninja, Git). Run it from an "x64 Native Tools Command Prompt for
rem VS 2022". Exit status: 0 GO, 1 NO-GO, 2 harness error.
setlocal
call "%~dp0lib\require-cmake.cmd" || exit /b 2
set "WINPORT_GATE_STATUS=%TEMP%\winport-gate-status-%RANDOM%%RANDOM%.txt"
if exist "%WINPORT_GATE_STATUS%" del "%WINPORT_GATE_STATUS%"
set "WINPORT_TOOL_STDERR=%TEMP%\winport-tool-%RANDOM%%RANDOM%.stderr"
if "%WINPORT_CMAKE_EXITS%"=="1" (
  cmake "-DWINPORT_GATE_STATUS_FILE=%WINPORT_GATE_STATUS%" -P "%~dp0gate\winport-gate.cmake" -- %*
) else (
  rem CMake before 3.29 can stop a script only with an error banner: stderr is shown after
  rem the run, without the banner of an expected outcome (scripts\lib\tool-stderr.cmake).
  cmake "-DWINPORT_GATE_STATUS_FILE=%WINPORT_GATE_STATUS%" -P "%~dp0gate\winport-gate.cmake" -- %* 2>"%WINPORT_TOOL_STDERR%"
  cmake "-DFILE=%WINPORT_TOOL_STDERR%" -P "%~dp0lib\tool-stderr.cmake"
)
rem No status file means the script stopped before its verdict: a harness error.
if not exist "%WINPORT_GATE_STATUS%" exit /b 2
set /p WINPORT_GATE_RC=<"%WINPORT_GATE_STATUS%"
del "%WINPORT_GATE_STATUS%"
exit /b %WINPORT_GATE_RC%
