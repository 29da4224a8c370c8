# SPDX-License-Identifier: BSD-3-Clause
# WinportInstall.cmake: install rules and the package config used by
# `find_package(winport CONFIG)`.
#
# Installs the winport::* targets (export set winportTargets), the public headers, and the whole
# cmake/ folder as the package's module directory, which winportConfig.cmake puts on the
# consumer's CMAKE_MODULE_PATH before including Winport.cmake, so find-modules and functions work
# exactly as they do after add_subdirectory(winport).
include_guard(GLOBAL)
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(WINPORT_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/winport"
  CACHE STRING "Where winport's package config is installed, relative to the prefix")

# winport-preamble is a build tool: a package manager may keep tools apart from the DLLs in bin
# (vcpkg: tools/<port>); the exported winport::preamble names wherever it is installed.
set(WINPORT_INSTALL_TOOLSDIR "${CMAKE_INSTALL_BINDIR}"
  CACHE STRING "Where winport-preamble is installed, relative to the prefix")

install(TARGETS ${WINPORT_EXPORTED_TARGETS}
  EXPORT winportTargets
  RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}"
  LIBRARY DESTINATION "${CMAKE_INSTALL_LIBDIR}"
  ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}"
  INCLUDES DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}")
install(TARGETS winport_preamble
  EXPORT winportTargets
  RUNTIME DESTINATION "${WINPORT_INSTALL_TOOLSDIR}")
# Only what a consumer includes: the headers, not the template of the generated version.h.
install(DIRECTORY "${PROJECT_SOURCE_DIR}/compat/include/winport"
                  "${PROJECT_BINARY_DIR}/compat/include/winport"
  DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}"
  FILES_MATCHING PATTERN "*.h")
install(EXPORT winportTargets
  NAMESPACE winport::
  DESTINATION "${WINPORT_INSTALL_CMAKEDIR}")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/cmake/"
  DESTINATION "${WINPORT_INSTALL_CMAKEDIR}/modules"
  PATTERN "winportConfig.cmake.in" EXCLUDE
  PATTERN "winportConfigVersion.cmake.in" EXCLUDE
  PATTERN "winport-compat.pc.in" EXCLUDE)

configure_package_config_file(
  "${PROJECT_SOURCE_DIR}/cmake/winportConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/winportConfig.cmake"
  INSTALL_DESTINATION "${WINPORT_INSTALL_CMAKEDIR}")
# Not write_basic_package_version_file: neither of its policies answers both
# find_package(winport 0) and find_package(winport 0.1) as semver means for 0.x (see the file).
configure_file("${PROJECT_SOURCE_DIR}/cmake/winportConfigVersion.cmake.in"
  "${PROJECT_BINARY_DIR}/winportConfigVersion.cmake" @ONLY)
install(FILES
  "${PROJECT_BINARY_DIR}/winportConfig.cmake"
  "${PROJECT_BINARY_DIR}/winportConfigVersion.cmake"
  DESTINATION "${WINPORT_INSTALL_CMAKEDIR}")

# The licence and the version history, where packages keep their documents (share/doc/winport).
install(FILES "${PROJECT_SOURCE_DIR}/LICENSE" "${PROJECT_SOURCE_DIR}/CHANGELOG.md"
  DESTINATION "${CMAKE_INSTALL_DOCDIR}")

# `cmake --build <build> --target uninstall` removes what `cmake --install <build>` wrote, from
# install_manifest.txt (WinportUninstall.cmake, installed with the modules for consumers).
if(NOT TARGET uninstall)
  add_custom_target(uninstall
    COMMAND "${CMAKE_COMMAND}" "-DMANIFEST=${CMAKE_BINARY_DIR}/install_manifest.txt"
      -P "${PROJECT_SOURCE_DIR}/cmake/WinportUninstall.cmake"
    COMMENT "Removing the files install_manifest.txt lists"
    VERBATIM)
endif()

# winport_apply_patches() runs scripts/patches/ and finds engines' series under patches/, both
# relative to the modules folder (modules/../scripts, modules/../patches), as in the source tree.
install(DIRECTORY "${PROJECT_SOURCE_DIR}/scripts/patches"
  DESTINATION "${WINPORT_INSTALL_CMAKEDIR}/scripts")
install(FILES "${PROJECT_SOURCE_DIR}/scripts/lib/WinportScriptUtils.cmake"
  DESTINATION "${WINPORT_INSTALL_CMAKEDIR}/scripts/lib")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/patches"
  DESTINATION "${WINPORT_INSTALL_CMAKEDIR}")

# winport-compat.pc, for consumers whose build is not CMake (pkg-config, meson, cargo's
# pkg-config crate). Its Cflags/Libs match what winport::compat gives a CMake consumer.
set(WINPORT_PC_CFLAGS "")
set(WINPORT_PC_LIBS "")
if(NOT BUILD_SHARED_LIBS)
  string(APPEND WINPORT_PC_CFLAGS " -DWINPORT_STATIC_DEFINE")
endif()
if(UNIX AND NOT APPLE)   # as compat/src/complex links libm
  string(APPEND WINPORT_PC_LIBS " -lm")
endif()
set(_winport_pc_dir "${CMAKE_INSTALL_LIBDIR}/pkgconfig")
file(RELATIVE_PATH WINPORT_PC_PREFIX_FROM_PCDIR "/prefix/${_winport_pc_dir}" "/prefix")
configure_file("${PROJECT_SOURCE_DIR}/cmake/winport-compat.pc.in"
  "${PROJECT_BINARY_DIR}/winport-compat.pc" @ONLY)
install(FILES "${PROJECT_BINARY_DIR}/winport-compat.pc" DESTINATION "${_winport_pc_dir}")

# winport-preamble's own sources, beside the modules folder (modules/../preamble-src), so a
# cross-building consumer of the installed package can build a host copy (WinportPreamble.cmake).
install(DIRECTORY "${PROJECT_SOURCE_DIR}/compat/preamble/"
  DESTINATION "${WINPORT_INSTALL_CMAKEDIR}/preamble-src")
