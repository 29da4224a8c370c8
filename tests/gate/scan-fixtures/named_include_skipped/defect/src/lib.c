#include "helpervsx.h"
#include "helpers390x.h"

int count_bits(unsigned x)
{
    return vsx_count(x) + s390_count(x);
}
