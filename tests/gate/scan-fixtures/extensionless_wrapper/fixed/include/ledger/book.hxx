#pragma once
#include <map>
#include <string>

struct book
{
    std::map<std::string, int> entries;
};
