#include <cstdio>
#ifdef _WIN32
#include <io.h>
#endif

namespace engine_shell {
struct ShellState {
    bool stdout_is_console = true;
    int columns = 80;
    int Width() const;
};

int ShellState::Width() const
{
#ifdef _WIN32
    return stdout_is_console ? columns : 0; /* a method reads its members: no finding */
#else
    return columns;
#endif
}

/* a free function: the global moved into ShellState */
static void print_line(const char *text)
{
#ifdef _WIN32
    if (stdout_is_console)
        _write(1, text, 1);
#else
    fputs(text, stdout);
#endif
}
} // namespace engine_shell
