#include <windows.h>

__global__ void bucket_sizes(const int *keys, int n, int *sizes)
{
    __shared__ int small[32];
    __shared__ int large[32];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (threadIdx.x < 32)
        small[threadIdx.x] = large[threadIdx.x] = 0;
    __syncthreads();
    if (i < n)
        atomicAdd(keys[i] < 256 ? &small[keys[i] % 32] : &large[keys[i] % 32], 1);
    __syncthreads();
    if (threadIdx.x < 32)
        sizes[threadIdx.x] = small[threadIdx.x] + large[threadIdx.x];
}
