# SPDX-License-Identifier: BSD-3-Clause
# WinportCmocka.cmake: provides the imported target winport_test_cmocka for winport's tests.
#
#   WINPORT_CMOCKA_SOURCE_DIR  a cmocka source tree (e.g. Debian's `apt-get source cmocka`) to build
#                              for the target with the same toolchain, inside this build tree. The
#                              Windows lane uses it: Debian has no mingw-w64 cmocka package.
# Otherwise an installed cmocka (Debian's libcmocka-dev) is used; with neither (Windows, or no
# libcmocka-dev), cmocka's release tag is fetched with git at configure time (FetchContent, name
# winport_cmocka: FETCHCONTENT_SOURCE_DIR_WINPORT_CMOCKA and FETCHCONTENT_FULLY_DISCONNECTED
# apply) and built from that source at build time: the build itself never downloads.
include_guard(GLOBAL)

set(WINPORT_CMOCKA_SOURCE_DIR "" CACHE PATH "cmocka sources to build for the target (Windows lane)")
set(WINPORT_CMOCKA_GIT_TAG "cmocka-1.1.7" CACHE STRING "cmocka tag fetched when no cmocka is found")

if(NOT WINPORT_CMOCKA_SOURCE_DIR AND NOT CMAKE_CROSSCOMPILING)
  find_package(cmocka CONFIG QUIET)
endif()

if(cmocka_FOUND)
  # cmocka 1.1.x's config file sets variables only.
  add_library(winport_test_cmocka UNKNOWN IMPORTED)
  set_target_properties(winport_test_cmocka PROPERTIES
    IMPORTED_LOCATION "${CMOCKA_LIBRARY}"
    INTERFACE_INCLUDE_DIRECTORIES "${CMOCKA_INCLUDE_DIR}")
  return()
endif()

include(ExternalProject)
set(_cmocka_prefix "${CMAKE_BINARY_DIR}/_deps/cmocka")
if(WINPORT_CMOCKA_SOURCE_DIR)
  if(NOT EXISTS "${WINPORT_CMOCKA_SOURCE_DIR}/CMakeLists.txt")
    message(FATAL_ERROR "WINPORT_CMOCKA_SOURCE_DIR='${WINPORT_CMOCKA_SOURCE_DIR}' holds no cmocka "
      "sources. scripts/winport-test fetches them with `apt-get source cmocka`.")
  endif()
  set(_cmocka_source SOURCE_DIR "${WINPORT_CMOCKA_SOURCE_DIR}")
else()
  include(FetchContent)
  FetchContent_Declare(winport_cmocka
    GIT_REPOSITORY https://git.cryptomilk.org/projects/cmocka.git
    GIT_TAG "${WINPORT_CMOCKA_GIT_TAG}"
    GIT_SHALLOW ON)
  FetchContent_GetProperties(winport_cmocka)
  if(NOT winport_cmocka_POPULATED)
    FetchContent_Populate(winport_cmocka)   # sources only: built below, by ExternalProject
  endif()
  set(_cmocka_source SOURCE_DIR "${winport_cmocka_SOURCE_DIR}")
endif()

set(_cmocka_lib "${_cmocka_prefix}/lib/${CMAKE_STATIC_LIBRARY_PREFIX}cmocka-static${CMAKE_STATIC_LIBRARY_SUFFIX}")
set(_cmocka_args
  "-DCMAKE_INSTALL_PREFIX=<INSTALL_DIR>"
  -DCMAKE_INSTALL_LIBDIR=lib
  -DCMAKE_BUILD_TYPE=Release
  "-DCMAKE_C_COMPILER=${CMAKE_C_COMPILER}"
  -DWITH_STATIC_LIB=ON
  -DWITH_EXAMPLES=OFF
  -DUNIT_TESTING=OFF)
if(CMAKE_TOOLCHAIN_FILE)
  # cmocka's cmake_minimum_required predates CMP0091, and a toolchain file is read too late to
  # set a policy default: the msvc-wine toolchain's CMAKE_MSVC_RUNTIME_LIBRARY (/MD) needs it NEW.
  list(APPEND _cmocka_args "-DCMAKE_TOOLCHAIN_FILE=${CMAKE_TOOLCHAIN_FILE}" -DCMAKE_POLICY_DEFAULT_CMP0091=NEW)
  if(WINPORT_MSVC_STL_DIR)
    list(APPEND _cmocka_args "-DWINPORT_MSVC_STL_DIR=${WINPORT_MSVC_STL_DIR}"
      "-DWINPORT_MSVC_ABI_CACHE=${WINPORT_MSVC_ABI_CACHE}")
  endif()
endif()
ExternalProject_Add(winport_cmocka_build
  ${_cmocka_source}
  PREFIX "${_cmocka_prefix}"
  INSTALL_DIR "${_cmocka_prefix}"
  CMAKE_GENERATOR "${CMAKE_GENERATOR}"
  CMAKE_ARGS ${_cmocka_args}
  BUILD_BYPRODUCTS "${_cmocka_lib}"
  LOG_CONFIGURE ON LOG_BUILD ON LOG_INSTALL ON LOG_OUTPUT_ON_FAILURE ON)

file(MAKE_DIRECTORY "${_cmocka_prefix}/include")
add_library(winport_test_cmocka STATIC IMPORTED)
set_target_properties(winport_test_cmocka PROPERTIES
  IMPORTED_LOCATION "${_cmocka_lib}"
  INTERFACE_INCLUDE_DIRECTORIES "${_cmocka_prefix}/include")
add_dependencies(winport_test_cmocka winport_cmocka_build)
