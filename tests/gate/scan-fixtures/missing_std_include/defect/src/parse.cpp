#include <string>

int parse_flag(const std::string& text)
{
    if (text.empty())
        throw std::runtime_error("empty flag");
    return std::tolower(text[0]) == 'y';
}
