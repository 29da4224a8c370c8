# SPDX-License-Identifier: BSD-3-Clause
# cmocka-fallback.cmake: winport's tests configured where no cmocka is installed and no source
# tree is given: the fallback takes cmocka's sources at configure time (FetchContent, here from
# FETCHCONTENT_SOURCE_DIR_WINPORT_CMOCKA, fully disconnected) and the build that follows has no
# download step (before, ExternalProject cloned cmocka with git during the build).
#   -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch> -DGENERATOR=<generator>
file(REMOVE_RECURSE "${WORK_DIR}")
set(fake "${WORK_DIR}/cmocka-src")   # configured only: the build is not run
file(WRITE "${fake}/CMakeLists.txt" "cmake_minimum_required(VERSION 3.25)\nproject(cmocka C)\n")
execute_process(COMMAND "${CMAKE_COMMAND}" -S "${WINPORT_SOURCE_DIR}" -B "${WORK_DIR}/build" -G "${GENERATOR}"
    -DCMAKE_DISABLE_FIND_PACKAGE_cmocka=ON "-DFETCHCONTENT_SOURCE_DIR_WINPORT_CMOCKA=${fake}"
    -DFETCHCONTENT_FULLY_DISCONNECTED=ON
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cmocka fallback: the configure failed:\n${out}")
endif()
file(GLOB_RECURSE build_files "${WORK_DIR}/build/build.ninja" "${WORK_DIR}/build/Makefile"
  "${WORK_DIR}/build/*/winport_cmocka_build-*.cmake")
foreach(file IN LISTS build_files)
  file(READ "${file}" text)
  if(text MATCHES "gitclone|git clone|cryptomilk")
    message(FATAL_ERROR "cmocka fallback: the build would download cmocka (${file})")
  endif()
endforeach()
file(GLOB_RECURSE steps "${WORK_DIR}/build/*/winport_cmocka_build-configure*.cmake")
set(text "")
if(steps)
  list(GET steps 0 step)
  file(READ "${step}" text)
endif()
string(FIND "${text}" "${fake}" at)
if(at EQUAL -1)
  message(FATAL_ERROR "cmocka fallback: the build does not configure the sources taken at configure time (${fake}): ${steps}")
endif()
message(STATUS "cmocka fallback: sources at configure time, no download in the build")
