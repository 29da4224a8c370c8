#include <ctime>
#include <cstring>

bool parse_stamp(const char *text, std::tm *out)
{
    std::memset(out, 0, sizeof *out);
    return strptime(text, "%Y-%m-%d", out) != nullptr;
}
