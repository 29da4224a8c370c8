/* SPDX-License-Identifier: BSD-3-Clause */
// A small CUDA program for winport's toolkit test: a kernel (cudart) fills two matrices, cuBLAS
// multiplies them, and the host checks the product against its own. Built by cuda.real_toolkit;
// run where a GPU exists. Exit codes: 0 correct, 1 wrong result or CUDA/cuBLAS error, 2 no GPU.
#include <cstdio>
#include <cmath>
#include <vector>
#include <cuda_runtime.h>
#include <cublas_v2.h>

namespace {
constexpr int kN = 128;

__global__ void fill(float *m, int n, float scale) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n * n) m[i] = scale * static_cast<float>((i % 7) - 3);
}

bool cuda_ok(cudaError_t e, const char *what) {
  if (e != cudaSuccess) std::fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(e));
  return e == cudaSuccess;
}
}  // namespace

int main() {
  int devices = 0;
  cudaError_t e = cudaGetDeviceCount(&devices);
  if (e != cudaSuccess || devices == 0) {
    std::printf("gemm_check: built against CUDA runtime %d; no CUDA device here (%s)\n",
                CUDART_VERSION, e == cudaSuccess ? "0 devices" : cudaGetErrorString(e));
    return 2;
  }
  cudaDeviceProp prop{};
  cudaGetDeviceProperties(&prop, 0);
  int runtime = 0, driver = 0;
  cudaRuntimeGetVersion(&runtime);
  cudaDriverGetVersion(&driver);
  std::printf("gemm_check: device 0 %s (sm_%d%d), runtime %d, driver %d\n", prop.name, prop.major,
              prop.minor, runtime, driver);

  const size_t bytes = sizeof(float) * kN * kN;
  float *a = nullptr, *b = nullptr, *c = nullptr;
  if (!cuda_ok(cudaMalloc(&a, bytes), "cudaMalloc") || !cuda_ok(cudaMalloc(&b, bytes), "cudaMalloc") ||
      !cuda_ok(cudaMalloc(&c, bytes), "cudaMalloc"))
    return 1;
  const int threads = 256, blocks = (kN * kN + threads - 1) / threads;
  fill<<<blocks, threads>>>(a, kN, 0.5f);
  fill<<<blocks, threads>>>(b, kN, 0.25f);
  if (!cuda_ok(cudaGetLastError(), "fill kernel")) return 1;

  cublasHandle_t handle;
  if (cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) {
    std::fprintf(stderr, "cublasCreate failed\n");
    return 1;
  }
  const float alpha = 1.0f, beta = 0.0f;
  // Column-major C = A * B.
  if (cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_N, kN, kN, kN, &alpha, a, kN, b, kN, &beta, c, kN) !=
      CUBLAS_STATUS_SUCCESS) {
    std::fprintf(stderr, "cublasSgemm failed\n");
    return 1;
  }
  std::vector<float> ha(kN * kN), hb(kN * kN), hc(kN * kN);
  if (!cuda_ok(cudaMemcpy(ha.data(), a, bytes, cudaMemcpyDeviceToHost), "copy A") ||
      !cuda_ok(cudaMemcpy(hb.data(), b, bytes, cudaMemcpyDeviceToHost), "copy B") ||
      !cuda_ok(cudaMemcpy(hc.data(), c, bytes, cudaMemcpyDeviceToHost), "copy C"))
    return 1;
  double max_error = 0.0, checksum = 0.0;
  for (int col = 0; col < kN; ++col) {
    for (int row = 0; row < kN; ++row) {
      double expected = 0.0;
      for (int k = 0; k < kN; ++k) expected += double(ha[row + k * kN]) * double(hb[k + col * kN]);
      max_error = std::fmax(max_error, std::fabs(expected - hc[row + col * kN]));
      checksum += hc[row + col * kN];
    }
  }
  cublasDestroy(handle);
  cudaFree(a);
  cudaFree(b);
  cudaFree(c);
  const bool ok = max_error < 1e-3;
  std::printf("gemm_check: %dx%d SGEMM via cuBLAS, checksum %.3f, max abs error %.2e: %s\n", kN, kN,
              checksum, max_error, ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
