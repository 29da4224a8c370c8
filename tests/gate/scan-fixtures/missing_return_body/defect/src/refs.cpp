#include "refs.h"

int Counter::checked(int x) const
{
    if (x < 0)
        throw Error();
    return x;
}
