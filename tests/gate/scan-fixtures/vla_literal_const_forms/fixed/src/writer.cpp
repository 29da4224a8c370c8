#include <cstring>
#include <vector>

unsigned pack(const std::vector<unsigned>& counts, char* out)
{
    std::vector<unsigned>::size_type const slots = 5;
    unsigned buffer[slots] = { 0 };
    const unsigned width(8);
    char name[width];
    std::memset(name, 0, sizeof name);
    std::memcpy(out, buffer, sizeof buffer);
    return buffer[0] + (unsigned)name[0] + (unsigned)counts.size();
}
