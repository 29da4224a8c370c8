# The warning flags of each compiler, returned to the caller.
function(engine_warning_flags)
  cmake_parse_arguments(ARG "" "MSVC_VAR;GCC_VAR" "EXTRA" ${ARGN})
  set(_msvc /W4 /wd4244)
  set(_gcc
    ${ARG_EXTRA}
    -Wextra
    -Wno-sign-compare)
  set(${ARG_MSVC_VAR} ${_msvc} PARENT_SCOPE)
  set(${ARG_GCC_VAR} ${_gcc} PARENT_SCOPE)
endfunction()
