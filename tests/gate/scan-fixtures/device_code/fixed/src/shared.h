#pragma once
#include "macros.h"
KERNELS_DEVICE unsigned shared_load(unsigned *w) {
  unsigned v;
  asm volatile("ld.volatile.u32 %0, [%1];" : "=r"(v) : "l"(w));
  return v;
}
