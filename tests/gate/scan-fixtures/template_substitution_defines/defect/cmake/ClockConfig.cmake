# One "#cmakedefine CLOCK_HAVE_<option>" line per option: the template's substitution holds macros only.
function(clock_write_config)
  set(CLOCK_CONFIG_DEFINES)
  foreach(option IN LISTS ARGN)
    string(APPEND CLOCK_CONFIG_DEFINES "
/* option CLOCK_USE_${option} */
#cmakedefine CLOCK_HAVE_${option}
")
  endforeach()
  configure_file(${PROJECT_SOURCE_DIR}/src/clock_config.h.in ${PROJECT_BINARY_DIR}/src/clock_config.h.in)
  configure_file(${PROJECT_BINARY_DIR}/src/clock_config.h.in ${PROJECT_BINARY_DIR}/src/clock_config.h)
endfunction()
