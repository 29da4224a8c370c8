#include "portability.h"

void *allocate(unsigned long n)
{
    return __builtin_operator_new(n);
}
