# Builds the Metal bridge library (macOS).
function(engine_metal_library name)
  add_library(${name} STATIC bridge.c)
  target_compile_options(${name} PRIVATE -Wextra -fno-objc-arc)
endfunction()
