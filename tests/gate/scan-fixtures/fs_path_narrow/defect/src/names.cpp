#include <filesystem>
#include <string>

namespace fs = std::filesystem;

std::string atlas_tag(const fs::path& file, const std::string& prefix)
{
    std::string tag = prefix;
    tag += file.stem();
    return tag;
}

std::size_t atlas_length(const std::string& text, const fs::path& file)
{
    fs::path stem = file.stem();
    const std::string label = stem.string();
    std::string copy = text.c_str();
    return copy.size() + label.size();
}

std::string atlas_base(const fs::path& file)
{
    const std::string stem = file.stem().string();
    return stem;
}
