#include <array>
#include <charconv>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

int parse_number(std::string_view text)
{
    int value = 0;
    std::from_chars(text.begin(), text.end(), value);
    return value;
}

std::string_view tail(std::string_view text)
{
    const char *last = text.end() - 1;
    return std::string_view(text.begin() + 1, last - text.begin());
}

bool starts_with_key(std::string_view text)
{
    return std::strncmp(text.begin(), "key", 3) == 0;
}

float **rows(std::array<float *, 3> &table)
{
    return reinterpret_cast<float **>(table.begin());
}

std::string copy_of(std::string_view text)
{
    return std::string(text.begin(), text.size());
}

size_t count_spaces(const std::vector<char> &chars)
{
    size_t spaces = 0;
    for (auto it = chars.begin(); it != chars.end(); ++it)
        spaces += *it == ' ';
    return spaces;
}

std::string joined(std::string_view text)
{
    std::string out(text.begin(), text.end());
    std::copy_n(text.begin(), text.size(), out.begin());
    return out;
}
