# SPDX-License-Identifier: BSD-3-Clause
# run-vcpkg-port.cmake: the release made by scripts/dist/winport-dist.cmake (archive + overlay
# port), then the port's portfile.cmake run with stand-ins for the vcpkg helpers it calls, each
# doing what vcpkg's own does (take the archive from the downloads folder and check its SHA-512,
# extract it; configure, build and install with Ninja; copyright);
# then the package vcpkg would ship is checked (a findable config under share/winport, a
# pkg-config file, the tool, the license) and used: a consumer configured with
# CMAKE_PREFIX_PATH=<package> finds winport 0.1 and builds and runs a program on winport::compat.
# vcpkg itself is not here (it downloads its own tools and nothing is reachable): the helpers are
# stand-ins; the portfile, the archive and the package are the real ones.
#   -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch> -DC_COMPILER=<cc> -DGENERATOR=<generator>
set(PORT winport)
set(CURRENT_PACKAGES_DIR "${WORK_DIR}/packages/${PORT}_x64-linux")
file(REMOVE_RECURSE "${WORK_DIR}")

# The release: archive and port, as `cmake --build <build> --target dist` writes them.
execute_process(COMMAND "${CMAKE_COMMAND}" "-DOUT=${WORK_DIR}/dist" -P "${WINPORT_SOURCE_DIR}/scripts/dist/winport-dist.cmake"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "vcpkg port: winport-dist failed:\n${out}")
endif()
set(port_dir "${WORK_DIR}/dist/vcpkg-ports/winport")
# vcpkg's downloads folder holds the archive (as after a download, or put there for offline use).
file(GLOB archive "${WORK_DIR}/dist/winport-*.tar.gz")
file(COPY "${archive}" DESTINATION "${WORK_DIR}/downloads")

function(vcpkg_download_distfile out)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "FILENAME;SHA512" "URLS")
  set(file "${WORK_DIR}/downloads/${arg_FILENAME}")
  if(NOT EXISTS "${file}")
    message(FATAL_ERROR "vcpkg port: ${arg_FILENAME} is not in the downloads folder (no network here)")
  endif()
  file(SHA512 "${file}" actual)
  if(NOT actual STREQUAL arg_SHA512)
    message(FATAL_ERROR "vcpkg port: ${arg_FILENAME} has SHA-512 ${actual}, the port expects ${arg_SHA512}")
  endif()
  set(${out} "${file}" PARENT_SCOPE)
endfunction()
function(vcpkg_extract_source_archive out)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "ARCHIVE" "")
  file(ARCHIVE_EXTRACT INPUT "${arg_ARCHIVE}" DESTINATION "${WORK_DIR}/src")
  file(GLOB top LIST_DIRECTORIES true "${WORK_DIR}/src/*")
  list(LENGTH top n)
  if(NOT n EQUAL 1 OR NOT IS_DIRECTORY "${top}")
    message(FATAL_ERROR "vcpkg port: the archive does not hold one top folder: ${top}")
  endif()
  set(${out} "${top}" PARENT_SCOPE)
endfunction()
function(vcpkg_cmake_configure)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "SOURCE_PATH" "OPTIONS")
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${arg_SOURCE_PATH}" -B "${WORK_DIR}/build" -G Ninja
      "-DCMAKE_C_COMPILER=${C_COMPILER}" -DCMAKE_BUILD_TYPE=Release
      "-DCMAKE_INSTALL_PREFIX=${CURRENT_PACKAGES_DIR}" ${arg_OPTIONS}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "vcpkg port: configure failed:\n${out}")
  endif()
endfunction()
function(vcpkg_cmake_install)
  foreach(step IN ITEMS "--build;${WORK_DIR}/build" "--install;${WORK_DIR}/build")
    execute_process(COMMAND "${CMAKE_COMMAND}" ${step} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "vcpkg port: ${step} failed:\n${out}")
    endif()
  endforeach()
endfunction()
function(vcpkg_cmake_config_fixup)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "PACKAGE_NAME;CONFIG_PATH" "")
  if(NOT EXISTS "${CURRENT_PACKAGES_DIR}/${arg_CONFIG_PATH}/${arg_PACKAGE_NAME}Config.cmake")
    message(FATAL_ERROR "vcpkg port: no ${arg_PACKAGE_NAME}Config.cmake in ${arg_CONFIG_PATH}: vcpkg_cmake_config_fixup would fail")
  endif()
endfunction()
function(vcpkg_fixup_pkgconfig)
  file(GLOB pc_files "${CURRENT_PACKAGES_DIR}/lib/pkgconfig/*.pc" "${CURRENT_PACKAGES_DIR}/share/pkgconfig/*.pc")
  if(NOT pc_files)
    message(FATAL_ERROR "vcpkg port: no pkg-config file in lib/pkgconfig")
  endif()
endfunction()
function(vcpkg_install_copyright)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "" "FILE_LIST")
  file(COPY_FILE "${arg_FILE_LIST}" "${CURRENT_PACKAGES_DIR}/share/${PORT}/copyright")
endfunction()

include("${port_dir}/portfile.cmake")

foreach(expected IN ITEMS share/winport/winportConfig.cmake share/winport/winportConfigVersion.cmake
    share/winport/modules/FindOpenBLAS.cmake share/winport/preamble-src/src/main.c
    share/winport/copyright include/winport/io.h tools/winport/winport-preamble)
  if(NOT EXISTS "${CURRENT_PACKAGES_DIR}/${expected}")
    message(FATAL_ERROR "vcpkg port: the package lacks ${expected}")
  endif()
endforeach()
file(GLOB_RECURSE stray "${CURRENT_PACKAGES_DIR}/lib/cmake/*")
if(stray)
  message(FATAL_ERROR "vcpkg port: files outside share/winport's config folder: ${stray}")
endif()

# The port's version and license are the project's.
file(READ "${port_dir}/vcpkg.json" manifest)
string(JSON port_version GET "${manifest}" version)
string(JSON port_license GET "${manifest}" license)
file(STRINGS "${WINPORT_SOURCE_DIR}/CMakeLists.txt" project_version REGEX "^  VERSION ")
string(STRIP "${project_version}" project_version)
string(REPLACE "VERSION " "" project_version "${project_version}")
if(NOT port_version STREQUAL project_version)
  message(FATAL_ERROR "vcpkg port: version ${port_version}, but the project is ${project_version}")
endif()
file(STRINGS "${WINPORT_SOURCE_DIR}/LICENSE" license_line LIMIT_COUNT 1)
if(NOT license_line MATCHES "^BSD 3-Clause" OR NOT port_license STREQUAL "BSD-3-Clause")
  message(FATAL_ERROR "vcpkg port: license ${port_license} does not match LICENSE (${license_line})")
endif()

# A consumer of the package: find_package(winport 0.1 CONFIG), a program on winport::compat.
include("${CMAKE_CURRENT_LIST_DIR}/consume-package.cmake")
packaging_consume("vcpkg port" "${WORK_DIR}" -G "${GENERATOR}"
    "-DCMAKE_C_COMPILER=${C_COMPILER}" "-DCMAKE_PREFIX_PATH=${CURRENT_PACKAGES_DIR}")
set(out "${CONSUMED_OUTPUT}")
message(STATUS "vcpkg port: built from ${archive}, laid out in ${CURRENT_PACKAGES_DIR}, consumed (${out})")
