#include "tally.h"

int tally_total(void)
{
    struct tally t = tally_start();
    return t.total;
}
