#pragma once
#include <cmath>
#include <stdlib.h>
struct Layer {
    float *weights;
    size_t count;
};
