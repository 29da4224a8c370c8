#include "extra.h"
int extra() { return popcount(7u); }
