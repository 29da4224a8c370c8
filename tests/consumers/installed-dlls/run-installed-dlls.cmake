# SPDX-License-Identifier: BSD-3-Clause
# run-installed-dlls.cmake: a mingw-w64 program installed with winport_install_runtime_dlls runs
# from its prefix under Wine (only the prefix's bin on its path), the same install without the
# helper does not (the control: the run check can fail), and WinportUninstall.cmake removes
# every file the install wrote.
#   -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch> -DWINE=<wine>
file(REMOVE_RECURSE "${WORK_DIR}")
function(fail text)
  message(FATAL_ERROR "installed DLLs: ${text}")
endfunction()
function(install_app name use_helper)
  set(build "${WORK_DIR}/${name}-build")
  set(prefix "${WORK_DIR}/${name}-prefix")
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}" -B "${build}" -G Ninja
      "-DCMAKE_TOOLCHAIN_FILE=${WINPORT_SOURCE_DIR}/cmake/toolchains/mingw-w64-x86_64.cmake"
      "-DWINPORT_SOURCE_DIR=${WINPORT_SOURCE_DIR}" "-DUSE_HELPER=${use_helper}"
      "-DCMAKE_INSTALL_PREFIX=${prefix}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(rc EQUAL 0)
    execute_process(COMMAND "${CMAKE_COMMAND}" --build "${build}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  endif()
  if(rc EQUAL 0)
    execute_process(COMMAND "${CMAKE_COMMAND}" --install "${build}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  endif()
  if(NOT rc EQUAL 0)
    fail("${name}: configure, build or install failed:\n${out}")
  endif()
  # Run from a copy of nothing but the prefix: the build tree's DLLs are out of reach.
  file(REMOVE_RECURSE "${build}/greet.dll" "${build}/extra.dll")
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env WINEDEBUG=-all WINEPATH= "WINEPREFIX=${WORK_DIR}/wineprefix"
      "${WINE}" "${prefix}/bin/app.exe"
    WORKING_DIRECTORY "${WORK_DIR}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 120)
  set(RUN_RC "${rc}" PARENT_SCOPE)
  set(RUN_OUT "${out}" PARENT_SCOPE)
  set(BUILD "${build}" PARENT_SCOPE)
  set(PREFIX "${prefix}" PARENT_SCOPE)
endfunction()

install_app(without OFF)
if(RUN_RC EQUAL 0 AND RUN_OUT MATCHES "installed app OK")
  fail("the control (no helper) ran from its prefix: the run check proves nothing:\n${RUN_OUT}")
endif()
install_app(with ON)
if(NOT RUN_RC EQUAL 0 OR NOT RUN_OUT MATCHES "installed app OK: greet.dll, extra 42")
  fail("the installed program did not run from ${PREFIX} (exit ${RUN_RC}):\n${RUN_OUT}")
endif()
file(STRINGS "${BUILD}/install_manifest.txt" manifest)
foreach(dll greet.dll extra.dll)
  if(NOT manifest MATCHES "/bin/${dll}")
    fail("${dll} is not in install_manifest.txt, so an uninstall would leave it:\n${manifest}")
  endif()
endforeach()

# Uninstall: every installed file removed, nothing else.
file(WRITE "${PREFIX}/bin/not-installed.txt" "kept\n")
execute_process(COMMAND "${CMAKE_COMMAND}" -P "${WINPORT_SOURCE_DIR}/cmake/WinportUninstall.cmake"
  WORKING_DIRECTORY "${BUILD}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
file(GLOB_RECURSE left RELATIVE "${PREFIX}" "${PREFIX}/*")
if(NOT rc EQUAL 0 OR NOT left STREQUAL "bin/not-installed.txt")
  fail("the uninstall (exit ${rc}) left '${left}' in ${PREFIX}:\n${out}")
endif()
message(STATUS "installed DLLs: the program runs from its prefix; the uninstall removed ${manifest}")
