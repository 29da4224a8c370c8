# SPDX-License-Identifier: BSD-3-Clause
# run-conda-recipe.cmake: the release made by scripts/dist/winport-dist.cmake (archive + recipe),
# then what conda-build does with the recipe: the source archive its meta.yaml names, checked
# against the recipe's sha256 and unpacked; build.sh run as conda-build runs it (SRC_DIR, PREFIX,
# CPU_COUNT in the environment); the recipe's own Unix test commands against that prefix; and a
# consumer of the prefix (find_package(winport 0.1 CONFIG), a program on winport::compat). Also
# checks that the recipe's version and license are the project's. conda-build itself is not here
# (no conda channel is reachable); bld.bat is checked for the same steps.
#   -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch>
set(prefix "${WORK_DIR}/prefix")
file(REMOVE_RECURSE "${WORK_DIR}")
execute_process(COMMAND "${CMAKE_COMMAND}" "-DOUT=${WORK_DIR}/dist" -P "${WINPORT_SOURCE_DIR}/scripts/dist/winport-dist.cmake"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "conda recipe: winport-dist failed:\n${out}")
endif()
set(recipe "${WORK_DIR}/dist/conda")
file(STRINGS "${recipe}/meta.yaml" meta)
# source: the archive the url names (here from the release folder: nothing is downloaded), its
# sha256 the recipe's.
if(NOT meta MATCHES "  url: [^;]*/(winport-[0-9.]+\\.tar\\.gz);  sha256: ([0-9a-f]+)")
  message(FATAL_ERROR "conda recipe: meta.yaml has no source url and sha256:\n${meta}")
endif()
set(archive "${WORK_DIR}/dist/${CMAKE_MATCH_1}")
set(recipe_sha256 "${CMAKE_MATCH_2}")
file(SHA256 "${archive}" actual)
if(NOT actual STREQUAL recipe_sha256)
  message(FATAL_ERROR "conda recipe: ${archive} has sha256 ${actual}, the recipe says ${recipe_sha256}")
endif()
file(ARCHIVE_EXTRACT INPUT "${archive}" DESTINATION "${WORK_DIR}/src")
file(GLOB src_dir LIST_DIRECTORIES true "${WORK_DIR}/src/winport-*")
file(MAKE_DIRECTORY "${WORK_DIR}/work")
execute_process(COMMAND "${CMAKE_COMMAND}" -E env "SRC_DIR=${src_dir}" "PREFIX=${prefix}" CPU_COUNT=2
    bash "${recipe}/build.sh"
  WORKING_DIRECTORY "${WORK_DIR}/work" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "conda recipe: build.sh failed:\n${out}")
endif()

set(ran 0)
foreach(line IN LISTS meta)
  if(line MATCHES "^    - (.*[^ ]) +# \\[unix\\]$")
    string(REPLACE "$PREFIX" "${prefix}" command "${CMAKE_MATCH_1}")
    execute_process(COMMAND sh -c "${command}" RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "conda recipe: test command failed: ${command}")
    endif()
    math(EXPR ran "${ran} + 1")
  endif()
endforeach()
if(ran EQUAL 0)
  message(FATAL_ERROR "conda recipe: meta.yaml has no Unix test command")
endif()

string(REGEX MATCH "set version = \"([0-9.]+)\"" _ "${meta}")
set(recipe_version "${CMAKE_MATCH_1}")
file(STRINGS "${WINPORT_SOURCE_DIR}/CMakeLists.txt" project_version REGEX "^  VERSION ")
string(REGEX REPLACE "^ *VERSION " "" project_version "${project_version}")
if(NOT recipe_version STREQUAL project_version)
  message(FATAL_ERROR "conda recipe: version ${recipe_version}, but the project is ${project_version}")
endif()
if(NOT meta MATCHES "license: BSD-3-Clause" OR NOT meta MATCHES "license_file: LICENSE")
  message(FATAL_ERROR "conda recipe: license is not BSD-3-Clause with LICENSE")
endif()
file(READ "${recipe}/bld.bat" bat)
foreach(step IN ITEMS "-DBUILD_TESTING=OFF" "-DWINPORT_INSTALL=ON" "cmake --install build")
  string(FIND "${bat}" "${step}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "conda recipe: bld.bat lacks '${step}', which build.sh has")
  endif()
endforeach()

# A consumer of the prefix.
include("${CMAKE_CURRENT_LIST_DIR}/consume-package.cmake")
packaging_consume("conda recipe" "${WORK_DIR}" -G Ninja "-DCMAKE_PREFIX_PATH=${prefix}")
set(out "${CONSUMED_OUTPUT}")
message(STATUS "conda recipe: built from ${archive} into ${prefix}, ${ran} test command(s) passed, consumed (${out})")
