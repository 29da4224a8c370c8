# run-vcpkg-port.cmake: runs packaging/vcpkg/ports/winport/portfile.cmake with stand-ins for the
# vcpkg helpers it calls, each doing what vcpkg's own does to a port's install tree (configure,
# build and install with Ninja; move tools to tools/<port>; copyright), then checks the package
# vcpkg would ship: a findable config under share/winport, a pkg-config file, the tool, the
# license. vcpkg itself is not here (it downloads its own tools); this proves the portfile's
# options build winport offline from the source tree and lay it out as vcpkg expects.
#   -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch> -DC_COMPILER=<cc>
set(PORT winport)
set(CURRENT_PACKAGES_DIR "${WORK_DIR}/packages/${PORT}_x64-linux")
file(REMOVE_RECURSE "${WORK_DIR}")

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
function(vcpkg_copy_tools)
  cmake_parse_arguments(PARSE_ARGV 0 arg "AUTO_CLEAN" "" "TOOL_NAMES")
  foreach(tool IN LISTS arg_TOOL_NAMES)
    if(NOT EXISTS "${CURRENT_PACKAGES_DIR}/bin/${tool}")
      message(FATAL_ERROR "vcpkg port: tool ${tool} is not in bin/")
    endif()
    file(MAKE_DIRECTORY "${CURRENT_PACKAGES_DIR}/tools/${PORT}")
    file(RENAME "${CURRENT_PACKAGES_DIR}/bin/${tool}" "${CURRENT_PACKAGES_DIR}/tools/${PORT}/${tool}")
  endforeach()
endfunction()
function(vcpkg_install_copyright)
  cmake_parse_arguments(PARSE_ARGV 0 arg "" "" "FILE_LIST")
  file(COPY_FILE "${arg_FILE_LIST}" "${CURRENT_PACKAGES_DIR}/share/${PORT}/copyright")
endfunction()

include("${WINPORT_SOURCE_DIR}/packaging/vcpkg/ports/winport/portfile.cmake")

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
file(READ "${WINPORT_SOURCE_DIR}/packaging/vcpkg/ports/winport/vcpkg.json" manifest)
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
message(STATUS "vcpkg port: package laid out in ${CURRENT_PACKAGES_DIR}")
