__global__ void engine_kernel(float *x) { x[threadIdx.x] *= 2.0f; }
