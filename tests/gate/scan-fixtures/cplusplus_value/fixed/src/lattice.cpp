#include "compat.h"
#include "msvc.h"

int lattice_rank(int n)
{
    static LATTICE_THREAD_LOCAL int calls = 0;
    ++calls;
    if LATTICE_IF_CONSTEXPR (sizeof(int) == 4)
        return n * 2;
    return n;
}
