#pragma once
#include "macros.h"
struct Options { int flags; };
KERNELS_HOST_DEVICE unsigned lane_id() {
  unsigned id = 0;
#if defined(__CUDA_ARCH__)
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));
#endif
  return id;
}
struct Barrier {
  unsigned *word;
  unsigned flags;
  KERNELS_DEVICE Barrier(unsigned *w, Options o = {}) : word(w), flags{0} {
    asm volatile("bar.sync 0;");
  }
};
__device__ inline void fence() {
  asm volatile("membar.gl;");
}
