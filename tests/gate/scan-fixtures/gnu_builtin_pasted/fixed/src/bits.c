#include "bits.h"

int bits_first_set(unsigned x) { return 31 - bits_leading(x); }
