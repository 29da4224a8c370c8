#include "rounds_config.h"
#if !defined(ROUNDS_DISABLE_SIMD)
int count_down(unsigned rounds)
{
    int total = 0;
    for (ssize_t i = static_cast<ssize_t>(rounds) - 2; i >= 0; i -= 2)
        total += static_cast<int>(i);
    return total;
}
#endif
