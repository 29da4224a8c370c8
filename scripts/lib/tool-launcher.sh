# SPDX-License-Identifier: BSD-3-Clause
# scripts/lib/tool-launcher.sh: runs one of winport's CMake-script tools the way its launchers
# document, sourced by scripts/winport-gate, winport-patches and winport-deps.
#
# winport_run_tool <status-file> <command...>
#   Runs the command (cmake -P <tool>, told where <status-file> is) with stdout passed through;
#   its stderr is passed through too, line by line, except the block CMake prints around
#   winport_tool_exit()'s marker (scripts/lib/WinportScriptUtils.cmake): before CMake 3.29 that
#   is how a script stops with a code, and it is an expected outcome, not an error of the tool.
#   Returns the status file's code, or 2 when the tool stopped without writing one.
# The filter: stderr line by line as it comes (a read loop: awk implementations buffer their
# input when it is a pipe), holding back a "CMake Error at" block to the end, where it is
# dropped if it is winport_tool_exit()'s marker and printed otherwise.
_winport_tool_stderr_filter() {
    local line held=0 block=""
    while IFS= read -r line || [ -n "$line" ]; do
        if [ "$held" -eq 0 ] && [[ $line == "CMake Error at "* ]]; then held=1; fi
        if [ "$held" -eq 1 ]; then block+="$line"$'\n'; else printf '%s\n' "$line"; fi
    done
    if [ "$held" -eq 1 ] && ! [[ $block =~ winport-tool-exit\ [0-9] ]]; then printf '%s' "$block"; fi
}

winport_run_tool() {
    local status=$1
    shift
    rm -f "$status"
    # stderr through the filter, stdout straight (fd 3); the code is the status file's (cmake -P
    # itself can only say 0 or 1).
    { "$@" 2>&1 1>&3 3>&- | _winport_tool_stderr_filter 1>&2; } 3>&1 || true
    [ -s "$status" ] || return 2
    return "$(tr -d '[:space:]' <"$status")"
}
