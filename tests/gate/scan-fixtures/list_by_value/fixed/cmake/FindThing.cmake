# The last file matching a pattern.
function(find_last VAR PATTERN)
  file(GLOB _found "${PATTERN}")
  if(_found)
    list(LENGTH _found _count)
    set(${VAR} "${_found}" PARENT_SCOPE)
  endif()
endfunction()
find_last(THING_HEADER "${THING_ROOT}/include/*/thing.h")
