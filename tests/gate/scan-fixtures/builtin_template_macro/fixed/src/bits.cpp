#include "invoke.h"

BITS_MAKE_CALLER(leading_zeros, __builtin_clz);

int bits_width(void)
{
    return 32;
}
