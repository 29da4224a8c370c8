#include <filesystem>
#include <string>

namespace fs = std::filesystem;

std::string atlas_tag(const fs::path& file, const std::string& prefix)
{
    std::string tag = prefix;
    tag += file.stem().string();
    return tag;
}

std::size_t atlas_length(const std::string& text)
{
    std::string copy = text.c_str();
    return copy.size();
}
