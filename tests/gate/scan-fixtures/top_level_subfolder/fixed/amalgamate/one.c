/* every source in one unit, for another build system */
#include "../lib/codec.c"
