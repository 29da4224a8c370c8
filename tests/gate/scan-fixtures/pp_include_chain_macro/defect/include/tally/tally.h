#ifndef TALLY_H
#define TALLY_H
#include "arch.h"
#include <stddef.h>
size_t tally_bins(const unsigned *values, size_t count, unsigned *bins);
int tally_dump(const unsigned *bins, size_t count);
#endif
