#include "tally.h"

int tally_add(int a, int b)
{
    return a + b;
}

int tally_old_add(int a, int b)
{
    return tally_add(a, b);
}
