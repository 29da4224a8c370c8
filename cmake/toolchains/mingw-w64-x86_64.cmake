# SPDX-License-Identifier: BSD-3-Clause
# Cross toolchain: x86_64 Windows (mingw-w64, Debian's gcc-mingw-w64-x86-64), the Windows lane's
# compiler. Programs are linked statically so they run under Wine (or on Windows) without the
# MinGW runtime DLLs beside them; tests run through Wine unless CMAKE_CROSSCOMPILING_EMULATOR is
# already set.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR AMD64)

set(_winport_triple x86_64-w64-mingw32)
# The -posix variants (winpthreads) give C++ std::thread, which MLX-style engines use.
find_program(CMAKE_C_COMPILER NAMES ${_winport_triple}-gcc-posix ${_winport_triple}-gcc REQUIRED)
find_program(CMAKE_CXX_COMPILER NAMES ${_winport_triple}-g++-posix ${_winport_triple}-g++ REQUIRED)
find_program(CMAKE_RC_COMPILER NAMES ${_winport_triple}-windres)

set(CMAKE_FIND_ROOT_PATH /usr/${_winport_triple})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

if(NOT CMAKE_CROSSCOMPILING_EMULATOR)
  find_program(WINPORT_WINE_PROGRAM NAMES wine wine64)
  if(WINPORT_WINE_PROGRAM)
    set(CMAKE_CROSSCOMPILING_EMULATOR "${WINPORT_WINE_PROGRAM}")
  endif()
endif()
