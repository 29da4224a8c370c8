#include "bits.h"
unsigned top(unsigned long x) { return highest_bit(x); }
