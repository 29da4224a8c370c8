#include <cctype>
#include <string>

std::string relative(const std::string& from, const std::string& to)
{
    size_t from_at(0), to_at(0);
    while (from_at < from.size() && to_at < to.size() &&
#ifdef _WIN32
        std::tolower(from[from_at]) == std::tolower(to[to_at])
#else
        from[from_at] == to[to_at]
#endif
    )
        ++from_at, ++to_at;
    return to.substr(to_at);
}
