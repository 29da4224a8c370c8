# SPDX-License-Identifier: BSD-3-Clause
# winport-dist.cmake: winport's release: the source archive and the packages that build from it.
#
#   cmake -DOUT=<dir> [-DURL=<where the archive will be published>] -P scripts/dist/winport-dist.cmake
#   (or `cmake --build <build> --target dist`, which writes <build>/dist)
#
# Writes into <dir>:
#   winport-<version>.tar.gz          every file git tracks, as the checkout has it, under
#                                     winport-<version>/ (a release is made from a clean checkout
#                                     of its tag; a tree with changes is packed with a warning)
#   winport-<version>.tar.gz.sha256   its SHA-256, as sha256sum writes it
#   vcpkg-ports/winport/              the overlay port, downloading the archive from URL (default:
#                                     the GitHub release of the version) with its SHA-512
#   conda/                            the conda recipe, its source the archive at URL and SHA-256
# The version is project(VERSION) in CMakeLists.txt. Needs git.
cmake_minimum_required(VERSION 3.25)
get_filename_component(root "${CMAKE_CURRENT_LIST_DIR}/../.." ABSOLUTE)
include("${root}/scripts/lib/WinportScriptUtils.cmake")
if(NOT OUT)
  message(FATAL_ERROR "winport-dist: -DOUT=<dir> is required")
endif()
get_filename_component(OUT "${OUT}" ABSOLUTE)
winport_version(version "${root}")
if(NOT URL)
  set(URL "https://github.com/winport/winport/releases/download/v${version}/winport-${version}.tar.gz")
endif()
find_program(GIT git REQUIRED)
# One path a line (CMake strings hold no NUL for -z); core.quotepath=off keeps non-ASCII names as
# they are. A name git still quotes (a control character, a quote) is refused below.
execute_process(COMMAND "${GIT}" -C "${root}" -c core.quotepath=off ls-files RESULT_VARIABLE rc OUTPUT_VARIABLE listing ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "winport-dist: ${root} is not a git checkout (git ls-files: ${err})")
endif()
execute_process(COMMAND "${GIT}" -C "${root}" status --porcelain --untracked-files=no OUTPUT_VARIABLE changes)
if(NOT changes STREQUAL "")
  message(WARNING "winport-dist: the checkout has uncommitted changes; they are in the archive")
endif()
# The files' time in the archive: the commit's, in UTC (a format cmake -E tar --mtime reads).
execute_process(COMMAND "${CMAKE_COMMAND}" -E env TZ=UTC "${GIT}" -C "${root}" log -1
    "--date=format-local:%Y-%m-%d %H:%M:%S UTC" --format=%cd
  OUTPUT_VARIABLE commit_date OUTPUT_STRIP_TRAILING_WHITESPACE)

# The tree to pack: tracked files only (no build folders, no local files).
set(name "winport-${version}")
set(stage "${OUT}/.stage")
file(REMOVE_RECURSE "${stage}")
file(MAKE_DIRECTORY "${stage}/${name}")
string(REPLACE ";" "\\;" listing "${listing}")
string(REPLACE "\n" ";" files "${listing}")
set(count 0)
foreach(file IN LISTS files)
  if(file MATCHES "^\"")
    message(FATAL_ERROR "winport-dist: git quotes the name ${file}: rename it")
  endif()
  if(file STREQUAL "" OR NOT EXISTS "${root}/${file}")
    continue()   # deleted in the working tree
  endif()
  get_filename_component(dir "${stage}/${name}/${file}" DIRECTORY)
  file(MAKE_DIRECTORY "${dir}")
  file(COPY_FILE "${root}/${file}" "${stage}/${name}/${file}")
  math(EXPR count "${count} + 1")
endforeach()
set(archive "${OUT}/${name}.tar.gz")
file(REMOVE "${archive}")
execute_process(COMMAND "${CMAKE_COMMAND}" -E tar czf "${archive}" --format=gnutar "--mtime=${commit_date}" "${name}"
  WORKING_DIRECTORY "${stage}" RESULT_VARIABLE rc)
file(REMOVE_RECURSE "${stage}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "winport-dist: packing ${archive} failed")
endif()
file(SHA256 "${archive}" sha256)
file(SHA512 "${archive}" sha512)
file(WRITE "${archive}.sha256" "${sha256}  ${name}.tar.gz\n")

# The packages, from their templates in packaging/.
set(WINPORT_VERSION "${version}")
set(WINPORT_ARCHIVE_URL "${URL}")
set(WINPORT_ARCHIVE_NAME "${name}.tar.gz")
set(WINPORT_ARCHIVE_SHA256 "${sha256}")
set(WINPORT_ARCHIVE_SHA512 "${sha512}")
file(REMOVE_RECURSE "${OUT}/vcpkg-ports" "${OUT}/conda")
configure_file("${root}/packaging/vcpkg/ports/winport/portfile.cmake.in" "${OUT}/vcpkg-ports/winport/portfile.cmake" @ONLY)
configure_file("${root}/packaging/vcpkg/ports/winport/vcpkg.json" "${OUT}/vcpkg-ports/winport/vcpkg.json" COPYONLY)
configure_file("${root}/packaging/conda/meta.yaml.in" "${OUT}/conda/meta.yaml" @ONLY)
foreach(script build.sh bld.bat)
  configure_file("${root}/packaging/conda/${script}" "${OUT}/conda/${script}" COPYONLY)
endforeach()
message(STATUS "winport-dist: ${archive} (${count} files), sha256 ${sha256}")
message(STATUS "winport-dist: vcpkg overlay port in ${OUT}/vcpkg-ports, conda recipe in ${OUT}/conda (source: ${URL})")
