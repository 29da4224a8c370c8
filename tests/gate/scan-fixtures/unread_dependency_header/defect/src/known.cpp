#include <Windows.h>
#include <cuda_runtime.h>
#include <sys/stat.h>
#include <immintrin.h>
#include <vector>

float sum(const std::vector<float>& v) { return std::accumulate(v.begin(), v.end(), 0.f); }
