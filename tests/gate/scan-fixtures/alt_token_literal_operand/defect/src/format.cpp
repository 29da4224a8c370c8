#include <string>

bool is_text_format(const std::string &extension)
{
    return extension == "txt" or extension == "md";
}

bool is_separator(char c)
{
    return c == '/' or c == '\\';
}

const char *note = "plain text or prose, not code";
