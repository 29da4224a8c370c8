function(stamp_version text)
  execute_process(COMMAND ${CMAKE_COMMAND} -E echo "${text}" OUTPUT_VARIABLE stamped)
  set(SCHEMA_STAMP "${stamped}" PARENT_SCOPE)
endfunction()
