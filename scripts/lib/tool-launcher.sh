# scripts/lib/tool-launcher.sh: runs one of winport's CMake-script tools the way its launchers
# document, sourced by scripts/winport-gate, winport-patches and winport-deps.
#
# winport_run_tool <status-file> <command...>
#   Runs the command (cmake -P <tool>, told where <status-file> is) with stdout passed through;
#   its stderr is passed through too, line by line, except the block CMake prints around
#   winport_tool_exit()'s marker (scripts/lib/WinportScriptUtils.cmake): before CMake 3.29 that
#   is how a script stops with a code, and it is an expected outcome, not an error of the tool.
#   Returns the status file's code, or 2 when the tool stopped without writing one.
winport_run_tool() {
    local status=$1
    shift
    rm -f "$status"
    # stderr through the filter, stdout straight (fd 3).
    { "$@" 2>&1 1>&3 3>&- | awk '
        /^CMake Error at / { held = 1 }
        held { block = block $0 "\n"; next }
        { print; fflush() }
        END { if (held && block !~ /winport-tool-exit [0-9]/) printf "%s", block }
      ' 1>&2; } 3>&1 || true   # the code is the status file's (cmake -P itself says 0 or 1)
    [ -s "$status" ] || return 2
    return "$(tr -d '[:space:]' <"$status")"
}
