#include "loader.h"
#include <cstdio>
#include <fstream>

bool Loader::open(const std::filesystem::path& input)
{
    source_ = input;
    std::string scratch =
        (std::filesystem::temp_directory_path() / "atlas.tmp").string();
    std::string command = std::string("convert ") + input.string() + " " + scratch;
    FILE* f = fopen(source_.string().c_str(), "rb");
    if (!f)
        return false;
    std::fclose(f);
    std::ifstream wide_ok(source_);
    std::wstring native = source_.c_str();
    return !command.empty() && !native.empty();
}
