// written for nvcc or hipcc, which the build hands this .cpp to: __restrict__ is their keyword
__device__ inline float dot2(const float *__restrict__ a, const float *__restrict__ b)
{
    return a[0] * b[0] + a[1] * b[1];
}
