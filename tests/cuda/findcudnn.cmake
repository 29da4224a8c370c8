# SPDX-License-Identifier: BSD-3-Clause
# findcudnn.cmake: FindCUDNN against a cuDNN 9.19.0 fixture (Linux layout) asked for a
# version it is not: the failure names the version found and where (not "searched ..., set
# CUDNN_ROOT"), no result variable stays set, and the caller's policies are left as they were.
# Then asked for 9: found.   -DWINPORT_CMAKE_DIR=<winport>/cmake -DWORK_DIR=<scratch>
include("${CMAKE_CURRENT_LIST_DIR}/fixtures.cmake")
file(REMOVE_RECURSE "${WORK_DIR}")
set(root "${WORK_DIR}/cudnn")
write_cudnn_version_h("${root}/include/cudnn_version.h" 9 19 0)
touch("${root}/include/cudnn.h" "${root}/lib64/libcudnn.so")
function(probe request)
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}/findcudnn-project"
      -B "${WORK_DIR}/probe-${request}" "-DWINPORT_CMAKE_DIR=${WINPORT_CMAKE_DIR}"
      "-DCUDNN_ROOT=${root}" "-DREQUEST=${request}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "findcudnn: the probe's configure failed:\n${out}")
  endif()
  set(OUT "${out}" PARENT_SCOPE)
endfunction()
function(expect what regex)
  if(NOT OUT MATCHES "${regex}")
    message(FATAL_ERROR "findcudnn: ${what}: the output lacks '${regex}':\n${OUT}")
  endif()
endfunction()

probe(10)
expect("the failure" "Could NOT find CUDNN: Found unsuitable version \"9\\.19\\.0\", but required is at least \"10\"")
expect("its reason" "Reason given by package: cuDNN 9\\.19\\.0 was found at [^\n]*/cudnn, which the version requested \\(10\\) excludes")
foreach(var CUDNN_FOUND CUDNN_VERSION CUDNN_VERSION_MAJOR CUDNN_ROOT_DIR CUDNN_INCLUDE_DIRS CUDNN_LIBRARIES CUDNN_RUNTIME_DLLS)
  if(var STREQUAL "CUDNN_FOUND")
    expect("${var} after the failure" "result ${var}=\\[(FALSE)?\\]")
  else()
    expect("${var} unset after the failure" "result ${var}=\\[\\]")
  endif()
endforeach()
expect("the caller's policy" "policy CMP0115: before=\\[\\] after=\\[\\]")
probe(9)
expect("found when the version fits" "result CUDNN_VERSION=\\[9\\.19\\.0\\]")
expect("the caller's policy when found" "policy CMP0115: before=\\[\\] after=\\[\\]")
message(STATUS "findcudnn: a version mismatch is reported as one, leaves no result, and no policy")
