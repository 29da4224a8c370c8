macro(engine_add_tool name)
  add_executable(${name} tools/${name}.c)
endmacro()
