# Builds a Metal library (macOS).
function(engine_metal_library name)
  add_custom_target(${name} COMMAND xcrun metal -Wall -Wextra -c kernels.metal)
endfunction()
