#pragma once
#include <vector>

struct track
{
    std::vector<float> points;
};
