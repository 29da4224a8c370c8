#pragma once
#include <vector>

struct Preset {
    float peak_threshold{0.02f};
    float half{0.5};
    double precise{0.02};
    int levels{4};
};

inline std::vector<float> sample_times()
{
    std::vector<float> ts = {0, 0.3f, 1};
    return ts;
}
