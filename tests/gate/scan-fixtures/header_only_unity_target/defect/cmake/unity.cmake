# A unity-build helper: an extra target outside the default build.
function(add_unity_build target)
  add_library(${target}_unity EXCLUDE_FROM_ALL ${ARGN})
endfunction()
