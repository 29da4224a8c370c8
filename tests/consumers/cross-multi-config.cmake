# SPDX-License-Identifier: BSD-3-Clause
# cross-multi-config.cmake: the add_subdirectory consumer cross-built for Windows with mingw-w64
# and "Ninja Multi-Config", two configurations. winport_add_preamble() then needs a host copy of
# its generator, whose path must not depend on the configuration.
#   -DWINPORT_SOURCE_DIR=<winport> -DWORK_DIR=<scratch>
file(REMOVE_RECURSE "${WORK_DIR}")
set(toolchain "${WINPORT_SOURCE_DIR}/cmake/toolchains/mingw-w64-x86_64.cmake")
execute_process(COMMAND "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}/subdirectory" -B "${WORK_DIR}"
    -G "Ninja Multi-Config" "-DCMAKE_TOOLCHAIN_FILE=${toolchain}"
    "-DWINPORT_SOURCE_DIR=${WINPORT_SOURCE_DIR}"
    "-DWINPORT_CONSUMER_CONTRACT=${CMAKE_CURRENT_LIST_DIR}/consumer-contract.cmake"
    "-DWINPORT_CONSUMER_CONTRACT_DIR=${CMAKE_CURRENT_LIST_DIR}"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "configuring the multi-config cross build failed:\n${out}")
endif()
foreach(config IN ITEMS Debug Release)
  execute_process(COMMAND "${CMAKE_COMMAND}" --build "${WORK_DIR}" --config ${config}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "building the ${config} configuration failed:\n${out}")
  endif()
  if(NOT EXISTS "${WORK_DIR}/${config}/consumer_app.exe")
    message(FATAL_ERROR "the ${config} configuration built no ${WORK_DIR}/${config}/consumer_app.exe")
  endif()
endforeach()
