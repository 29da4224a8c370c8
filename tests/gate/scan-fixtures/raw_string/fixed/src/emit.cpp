#include <string>
std::string emit_lane_id() {
  return R"CUDA(
__device__ unsigned lane_id() {
  unsigned id = 0;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));
  return id;
}
)CUDA"; } unsigned spin_host() { unsigned id = 0; asm volatile("pause" : "=r"(id)); return id; }
std::string emit_fence() { return R"(asm volatile("membar.gl;");)"; }
