# SPDX-License-Identifier: BSD-3-Clause
# Winport.cmake: winport's CMake functions, in one include.
#
# Included by winport's own CMakeLists.txt (and so available to a parent project right after
# add_subdirectory(winport) or FetchContent_MakeAvailable(winport)) and by the installed
# winportConfig.cmake. Each feature keeps its functions in its own module; find-modules
# (FindOpenBLAS, FindLAPACKE, FindCUDNN, ...) are not included here, they are used through
# find_package() as usual.
include_guard(GLOBAL)

# Where winport's own files are, for functions that need its scripts or templates.
# Set once, from this file's location, so it is right in the source tree and in an install.
get_filename_component(WINPORT_CMAKE_DIR "${CMAKE_CURRENT_LIST_DIR}" ABSOLUTE)
set(WINPORT_CMAKE_DIR "${WINPORT_CMAKE_DIR}" CACHE INTERNAL "winport's cmake/ folder")

include(WinportWarnings)

include(WinportPatches)
include(WinportRuntimeDlls)
include(WinportLinkManifest)
include(WinportMSVC)
include(WinportCUDA)
include(WinportPreamble)
