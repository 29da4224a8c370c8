set(_revision_module_dir "${CMAKE_CURRENT_LIST_DIR}")

# The commit the build is made from: a copy of read-head.cmake.in, made in the build folder,
# reads the repository's HEAD when it is included.
function(stamp_revision out)
  set(stamp_dir "${CMAKE_CURRENT_BINARY_DIR}/revision")
  configure_file("${_revision_module_dir}/read-head.cmake.in" "${stamp_dir}/read-head.cmake" @ONLY)
  include("${stamp_dir}/read-head.cmake")
  set(${out} "${HEAD_HASH}" PARENT_SCOPE)
endfunction()
