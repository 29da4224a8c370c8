#include <string>
#include <vector>

int run(std::string const &program, std::vector<std::string> args, int retries)
{
    std::string line = program;
#ifdef _WIN32
    for (const auto &arg : argv)
        line += " " + arg;
#else
    for (const auto &arg : args)
        line += " " + arg;
#endif
    return static_cast<int>(line.size()) + retries;
}
