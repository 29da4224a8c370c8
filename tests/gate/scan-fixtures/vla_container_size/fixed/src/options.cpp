#include <array>
#include <memory>
#include <string>
#include <vector>

struct flag {
    const char *name;
    int value;
};

int count_flags(const std::vector<std::string> &names)
{
    std::unique_ptr<flag[]> table = std::make_unique<flag[]>(names.size());
    std::array<int, 4> slots{};
    int seen[slots.size()];
    int n = 0;
    for (const std::string &name : names)
        table[n++] = flag{name.c_str(), n};
    seen[0] = n;
    return seen[0];
}
