#include <quill/writer.h>
#include <cstdio>

namespace quill {

static std::FILE *out;
static std::size_t count;

void open_log(const char *path) { out = std::fopen(path, "w"); }
void write_line(const char *text)
{
    if (out)
        std::fprintf(out, "%s\n", text), ++count;
}
void close_log()
{
    if (out)
        std::fclose(out), out = nullptr;
}
std::size_t lines_written() { return count; }
bool log_is_open() { return out != nullptr; }

} // namespace quill
