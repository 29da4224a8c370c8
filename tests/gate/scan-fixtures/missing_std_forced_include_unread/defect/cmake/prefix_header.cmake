# A precompiled-prefix helper kept in the tree for other projects; this one never include()s it.
function(use_prefix_header target header)
  if(MSVC)
    target_compile_options(${target} PRIVATE "/FI${header}")
  else()
    target_compile_options(${target} PRIVATE -include ${header})
  endif()
endfunction()
