#pragma once
#if defined(__CUDACC__)
#define KERNELS_DEVICE __forceinline__ __device__
#define KERNELS_HOST_DEVICE __forceinline__ __host__ __device__
#else
#define KERNELS_DEVICE inline
#define KERNELS_HOST_DEVICE inline
#endif
