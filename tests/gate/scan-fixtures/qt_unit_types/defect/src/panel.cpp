#include <string>
#include <vector>

std::string mode_name(const std::vector<std::string> &names, int num)
{
    return names[static_cast<uint>(num)];
}
