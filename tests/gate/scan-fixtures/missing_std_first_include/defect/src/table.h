#pragma once
#include <vector>

struct Table {
    std::vector<std::string> names;
};
