#pragma once
#include <vector>
struct View {
    std::vector<float> vertices;
};
