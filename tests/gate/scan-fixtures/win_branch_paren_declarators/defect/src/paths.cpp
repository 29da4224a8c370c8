#include <cctype>
#include <string>

std::string relative(const std::string& from, const std::string& to)
{
    size_t from_at(0), to_pos(0);
    while (from_at < from.size() && to_pos < to.size() &&
#ifdef _WIN32
        std::tolower(from[from_at]) == std::tolower(to[to_at])
#else
        from[from_at] == to[to_pos]
#endif
    )
        ++from_at, ++to_pos;
    return to.substr(to_pos);
}
