#include <string>
#include <system_error>

int to_int(const std::string &text)
{
    int value = 0;
    const char *first = text.c_str();
    if (std::from_chars(first, first + text.size(), value).ec == std::errc{})
        return value;
    return -1;
}
