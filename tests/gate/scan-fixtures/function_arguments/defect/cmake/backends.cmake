# Adds one backend folder; its sources build only where the backend is enabled.
function(engine_add_backend)
  cmake_parse_arguments(ARG "" "NAME;DIR" "" ${ARGN})
  set(folder "backends/${ARG_DIR}")
  add_subdirectory(${folder})
endfunction()
