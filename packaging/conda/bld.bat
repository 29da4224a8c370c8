@echo off
rem SPDX-License-Identifier: BSD-3-Clause
rem conda-build's build step on Windows (%SRC_DIR% and %LIBRARY_PREFIX% come from it).
cmake -S "%SRC_DIR%" -B build -G Ninja %CMAKE_ARGS% -DCMAKE_BUILD_TYPE=Release "-DCMAKE_INSTALL_PREFIX=%LIBRARY_PREFIX%" -DBUILD_TESTING=OFF -DWINPORT_INSTALL=ON || exit /b 1
cmake --build build --parallel %CPU_COUNT% || exit /b 1
cmake --install build || exit /b 1
