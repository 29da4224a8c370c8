function(kit_sources result pattern)
  file(GLOB found "${pattern}")
  set(${result} ${found} PARENT_SCOPE)
endfunction()

function(kit_library)
  cmake_parse_arguments(
    KIT
    "AUTO_SOURCES;STATIC_ONLY"  # options
    "NAME;TARGET_NAME"          # one value
    "SRCS;DEPS"                 # several values
    ${ARGN}
  )
  if(KIT_AUTO_SOURCES)
    kit_sources(_srcs "*.cpp")
  else()
    set(_srcs ${KIT_SRCS})
  endif()
  add_library(kit_${KIT_NAME} OBJECT ${_srcs})
endfunction()
