#include "pathparts.h"

#include <filesystem>
namespace fs = std::filesystem;

std::string join_parts(const PathParts &path)
{
    return path.folder + "/" + path.base + path.suffix;
}

PathParts split_parts(const std::string &text)
{
    PathParts parts{};
    fs::path path(text);
    parts.base = path.stem().string();
    parts.suffix = path.extension().string();
    path.remove_filename();
    parts.folder = path.string();
    return parts;
}
