#include <new>
#include "portability.h"

constexpr bool op_new_builtin = ALLOC_HAS_BUILTIN(__builtin_operator_new);

void *allocate(unsigned long n)
{
    return ::operator new(n);
}
