# SPDX-License-Identifier: BSD-3-Clause
# cross-find-package.cmake: winport cross-built with the mingw-w64 toolchain and installed into a
# prefix, then found by a consumer cross-built with the same toolchain, the prefix named either
# way a cross build names one: CMAKE_PREFIX_PATH, or CMAKE_FIND_ROOT_PATH (the toolchain keeps
# what the command line gives and adds its own root). The consumer's program is linked, and run
# through the emulator the toolchain set: Wine in a prefix of the consumer's build tree (with no
# WINEPREFIX in the configure's environment), not the user's ~/.wine.
#   -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch> -DGENERATOR=<generator>
file(REMOVE_RECURSE "${WORK_DIR}")
set(toolchain "${WINPORT_SOURCE_DIR}/cmake/toolchains/mingw-w64-x86_64.cmake")
function(step what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cross find_package: ${what} failed:\n${out}")
  endif()
endfunction()
step("configuring winport" "${CMAKE_COMMAND}" -S "${WINPORT_SOURCE_DIR}" -B "${WORK_DIR}/winport" -G "${GENERATOR}"
  "-DCMAKE_TOOLCHAIN_FILE=${toolchain}" -DWINPORT_BUILD_TESTS=OFF -DWINPORT_BUILD_TOOLS=OFF -DWINPORT_INSTALL=ON
  "-DCMAKE_INSTALL_PREFIX=${WORK_DIR}/prefix")
step("building winport" "${CMAKE_COMMAND}" --build "${WORK_DIR}/winport")
step("installing winport" "${CMAKE_COMMAND}" --install "${WORK_DIR}/winport")
file(WRITE "${WORK_DIR}/consumer/CMakeLists.txt" "cmake_minimum_required(VERSION 3.25)
project(cross_consumer LANGUAGES C)
find_package(winport 0 CONFIG REQUIRED)
add_executable(consumer_app \"${WINPORT_SOURCE_DIR}/tests/consumers/consumer_app.c\")
target_link_libraries(consumer_app PRIVATE winport::compat)
file(WRITE \"\${CMAKE_BINARY_DIR}/emulator.txt\" \"\${CMAKE_CROSSCOMPILING_EMULATOR}\")
")
foreach(way IN ITEMS CMAKE_PREFIX_PATH CMAKE_FIND_ROOT_PATH)
  step("configuring the consumer with ${way}" "${CMAKE_COMMAND}" -E env --unset=WINEPREFIX "${CMAKE_COMMAND}" -S "${WORK_DIR}/consumer" -B "${WORK_DIR}/consumer-${way}"
    -G "${GENERATOR}" "-DCMAKE_TOOLCHAIN_FILE=${toolchain}" "-D${way}=${WORK_DIR}/prefix")
  step("building the consumer with ${way}" "${CMAKE_COMMAND}" --build "${WORK_DIR}/consumer-${way}")
endforeach()
set(build "${WORK_DIR}/consumer-CMAKE_PREFIX_PATH")
file(READ "${build}/emulator.txt" emulator)
if(NOT emulator MATCHES "WINEPREFIX=${build}/wineprefix;")
  message(FATAL_ERROR "cross find_package: the toolchain's emulator runs Wine outside the build tree: ${emulator}")
endif()
execute_process(COMMAND ${emulator} "${build}/consumer_app.exe" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 300)
if(NOT rc EQUAL 0 OR NOT out MATCHES "^winport [0-9]" OR NOT EXISTS "${build}/wineprefix/system.reg")
  message(FATAL_ERROR "cross find_package: the consumer did not run under Wine in ${build}/wineprefix (exit ${rc}):\n${out}\n${err}")
endif()
message(STATUS "cross find_package: found through CMAKE_PREFIX_PATH and through CMAKE_FIND_ROOT_PATH; ran in the build's own Wine prefix")
