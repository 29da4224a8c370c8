#pragma once
#include <utility>

struct Table {
    std::array<float, 4> weights;
};

// a reference to one needs only <utility>'s declaration
float first_weight(const std::array<float, 4>& w);
