# Compile definitions for the host compiler, one by one.
macro(add_host_definitions)
  foreach(definition ${ARGV})
    add_definitions(${definition})
  endforeach()
endmacro()
