#include <filesystem>
#include <string>
#include <vector>

namespace archive {
std::vector<std::string> relative_names(const std::vector<std::string> &files, const std::string &root)
{
    std::vector<std::string> names;
    for (const std::string &file : files) {
        std::string name = std::filesystem::relative(file, root).string();
        names.push_back(name);
    }
    return names;
}

std::string working_folder()
{
    std::string here;
    here = std::filesystem::current_path().string();
    return here;
}
}
