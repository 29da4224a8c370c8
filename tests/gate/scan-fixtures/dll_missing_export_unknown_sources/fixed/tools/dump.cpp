#include <quill/writer.h>
#include <cstdio>

int main()
{
    quill::open_log("dump.txt");
    quill::write_line("start");
    std::printf("%d %u\n", quill::log_is_open() ? 1 : 0, static_cast<unsigned>(quill::lines_written()));
    quill::close_log();
    return 0;
}
