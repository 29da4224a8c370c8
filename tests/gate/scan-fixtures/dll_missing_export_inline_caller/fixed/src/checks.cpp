#include <checks/checks.h>
#include <cstdio>

namespace checks {

static unsigned failed, cases;

void register_case(const char *) { ++cases; }
void reset_counters() { failed = cases = 0; }
int run_all()
{
    int n = static_cast<int>(cases);
    reset_counters();
    return n;
}
void report(const std::string &line)
{
    ++failed;
    std::printf("%s\n", line.c_str());
}
unsigned failures() { return failed; }
static bool loud;
void set_verbose(bool on) { loud = on; }
bool verbose() { return loud; }
std::string shorten(const std::string &text, std::size_t width)
{
    return text.size() > width ? text.substr(0, width) + "..." : text;
}

} // namespace checks
