function(stamp_version text)
  execute_process(COMMAND echo "${text}" OUTPUT_VARIABLE stamped)
  set(SCHEMA_STAMP "${stamped}" PARENT_SCOPE)
endfunction()
