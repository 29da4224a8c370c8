#include <array>
#include <charconv>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

int parse_number(std::string_view text)
{
    int value = 0;
    std::from_chars(text.data(), text.data() + text.size(), value);
    return value;
}

std::string_view tail(std::string_view text)
{
    const char *last = text.data() + text.size() - 1;
    return std::string_view(text.data() + 1, last - text.data());
}

bool starts_with_key(std::string_view text)
{
    return std::strncmp(text.data(), "key", 3) == 0;
}

float **rows(std::array<float *, 3> &table)
{
    return table.data();
}

std::string copy_of(std::string_view text)
{
    return std::string(text.data(), text.size());
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
