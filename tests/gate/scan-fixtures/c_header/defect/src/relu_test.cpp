#include "bits.h"

int relu_test() { return float_bits(1.0f) != 0; }
