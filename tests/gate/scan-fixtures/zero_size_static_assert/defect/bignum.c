#include "bignum.h"

int bn_precision(int wanted)
{
    return wanted < BN_MIN_PREC ? BN_MIN_PREC : wanted;
}
