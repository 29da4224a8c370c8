#include <ctime>
#include <cstring>
#include <iomanip>
#include <sstream>

bool parse_stamp(const char *text, std::tm *out)
{
    std::memset(out, 0, sizeof *out);
    std::istringstream in(text);
    in >> std::get_time(out, "%Y-%m-%d");
    return !in.fail();
}
