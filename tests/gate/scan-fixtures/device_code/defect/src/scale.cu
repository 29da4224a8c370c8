#include "lanes.h"
__global__ void scale(float *x, float a) { x[lane_id()] *= a; }
