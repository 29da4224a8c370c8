# vcpkg overlay port of winport, built from the source tree this file is in (offline: no download,
# no hash). Use it as
#   vcpkg install winport --overlay-ports=<winport>/packaging/vcpkg/ports
# or, in manifest mode, with the vcpkg-configuration.json beside the manifest in
# packaging/vcpkg/. A published registry port would use vcpkg_from_github() at a release tag.
get_filename_component(SOURCE_PATH "${CMAKE_CURRENT_LIST_DIR}/../../../.." ABSOLUTE)

vcpkg_cmake_configure(
  SOURCE_PATH "${SOURCE_PATH}"
  OPTIONS
    -DBUILD_TESTING=OFF
    -DWINPORT_BUILD_TESTS=OFF
    -DWINPORT_INSTALL=ON
    -DWINPORT_INSTALL_CMAKEDIR=share/winport)
vcpkg_cmake_install()
vcpkg_cmake_config_fixup(PACKAGE_NAME winport CONFIG_PATH share/winport)
vcpkg_fixup_pkgconfig()
# winport-preamble is a build tool: vcpkg keeps executables under tools/<port>.
vcpkg_copy_tools(TOOL_NAMES winport-preamble AUTO_CLEAN)

file(REMOVE_RECURSE "${CURRENT_PACKAGES_DIR}/debug/include" "${CURRENT_PACKAGES_DIR}/debug/share")
vcpkg_install_copyright(FILE_LIST "${SOURCE_PATH}/LICENSE")
