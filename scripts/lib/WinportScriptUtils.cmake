# WinportScriptUtils.cmake: the helpers winport's command-line tools (scripts/gate,
# scripts/patches), run with `cmake -P`, share. Included by each tool; installed with them.
include_guard(GLOBAL)

# winport_json_quote(<out> <text>): <text> as a JSON string literal, quotes included.
function(winport_json_quote out text)
  string(REPLACE "\\" "\\\\" text "${text}")
  string(REPLACE "\"" "\\\"" text "${text}")
  string(REPLACE "\n" "\\n" text "${text}")
  string(REPLACE "\r" "\\r" text "${text}")
  string(REPLACE "\t" "\\t" text "${text}")
  set(${out} "\"${text}\"" PARENT_SCOPE)
endfunction()

# winport_write_atomically(<path> <content>): through a temporary file beside <path> and a
# rename, so a reader (or an interrupted run) never sees half a file.
function(winport_write_atomically path content)
  file(WRITE "${path}.winport-tmp" "${content}")
  file(RENAME "${path}.winport-tmp" "${path}")
endfunction()
