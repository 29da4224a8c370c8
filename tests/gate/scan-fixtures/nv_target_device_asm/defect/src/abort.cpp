#include <exception>
#include "target.h"

void hard_stop()
{
  NV_IF_TARGET(NV_IS_DEVICE, (std::terminate();), (asm("trap;");));
}
