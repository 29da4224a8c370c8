#include <exception>
#include "target.h"

void hard_stop()
{
  NV_IF_TARGET(NV_IS_HOST, (std::terminate();), (asm("trap;");));
  NV_IF_ELSE_TARGET(NV_PROVIDES_SM_70, (asm volatile("nanosleep.u32 32;");), (std::terminate();));
}
