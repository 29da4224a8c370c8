# SPDX-License-Identifier: BSD-3-Clause
# Cross toolchain: x86_64 Windows (mingw-w64, Debian's gcc-mingw-w64-x86-64), the Windows lane's
# compiler. Programs are linked statically so they run under Wine (or on Windows) without the
# MinGW runtime DLLs beside them; tests run through Wine (in a prefix of the build tree) unless
# CMAKE_CROSSCOMPILING_EMULATOR is already set.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR AMD64)

set(_winport_triple x86_64-w64-mingw32)
# The -posix variants (winpthreads) give C++ std::thread, which MLX-style engines use.
find_program(CMAKE_C_COMPILER NAMES ${_winport_triple}-gcc-posix ${_winport_triple}-gcc REQUIRED)
find_program(CMAKE_CXX_COMPILER NAMES ${_winport_triple}-g++-posix ${_winport_triple}-g++ REQUIRED)
find_program(CMAKE_RC_COMPILER NAMES ${_winport_triple}-windres)

# The target's files are under the mingw-w64 root, and under any prefix the command line names
# for this cross build: a -DCMAKE_FIND_ROOT_PATH is kept (appended to, not replaced), and each
# CMAKE_PREFIX_PATH entry is a root too (with the modes ONLY below, a prefix that is not under a
# root is never searched: find_package(winport) with -DCMAKE_PREFIX_PATH=<its prefix> failed).
list(APPEND CMAKE_FIND_ROOT_PATH /usr/${_winport_triple} ${CMAKE_PREFIX_PATH})
list(REMOVE_DUPLICATES CMAKE_FIND_ROOT_PATH)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

set(CMAKE_EXE_LINKER_FLAGS_INIT "-static")

if(NOT CMAKE_CROSSCOMPILING_EMULATOR)
  find_program(WINPORT_WINE_PROGRAM NAMES wine wine64)
  if(WINPORT_WINE_PROGRAM)
    # Wine in a prefix of this build tree (or the WINEPREFIX the configure was given), never the
    # user's ~/.wine: a test run neither depends on nor changes it.
    set(_winport_wineprefix "$ENV{WINEPREFIX}")
    if(NOT _winport_wineprefix)
      set(_winport_wineprefix "${CMAKE_BINARY_DIR}/wineprefix")
    endif()
    set(CMAKE_CROSSCOMPILING_EMULATOR
      "${CMAKE_COMMAND};-E;env;WINEPREFIX=${_winport_wineprefix};WINEDEBUG=-all;${WINPORT_WINE_PROGRAM}")
  endif()
endif()
