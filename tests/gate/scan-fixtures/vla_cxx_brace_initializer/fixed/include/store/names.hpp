#pragma once
#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>
inline std::string read_name(int id)
{
    std::size_t max_read_size = 64;
    std::vector<char> buffer(max_read_size, 0);
    std::snprintf(buffer.data(), buffer.size(), "item-%d", id);
    return buffer.data();
}
