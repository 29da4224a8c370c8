# an include guard: the target this file makes
if(TARGET extras)
  return()
endif()
add_library(extras INTERFACE)
target_compile_options(extras INTERFACE /bigobj)
