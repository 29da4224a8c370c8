#include "bits.h"

float relu(float x) { return (float_bits(x) >> 31) ? 0.0f : x; }
