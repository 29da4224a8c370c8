#include "scale.cuh"

__global__ void twice(float *__restrict__ out, const float *__restrict__ in) { out[0] = in[0]; }
