#pragma once
#include <string>

struct book
{
    std::string title;
};
