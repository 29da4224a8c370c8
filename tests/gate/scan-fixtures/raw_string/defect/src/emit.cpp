#include <string>
unsigned lane_id_here() {
  unsigned id = 0;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(id));
  return id;
}
std::string emit_fence() { return "membar.gl;"; }
