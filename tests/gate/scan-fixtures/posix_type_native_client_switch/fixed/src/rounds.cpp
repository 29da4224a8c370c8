#include "rounds_config.h"
#if !defined(ROUNDS_DISABLE_SIMD)
int count_down(unsigned rounds)
{
    int total = 0;
    for (int i = static_cast<int>(rounds) - 2; i >= 0; i -= 2)
        total += static_cast<int>(i);
    return total;
}
#endif
