#pragma once
#include <cstddef>
#include <cstdio>
#include <string>
inline std::string read_name(int id)
{
    std::size_t max_read_size = 64;
    char buffer[max_read_size] = { 0 };
    std::snprintf(buffer, sizeof buffer, "item-%d", id);
    return buffer;
}
