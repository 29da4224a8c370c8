#include "platform.h"
#include <string>
#include <vector>

void check_width(const std::vector<char>& data, codec_ssize width)
{
    if (width <= 0 || static_cast<size_t>(width) > data.size())
        throw std::runtime_error("width " + std::to_string(width) + " out of range");
}
