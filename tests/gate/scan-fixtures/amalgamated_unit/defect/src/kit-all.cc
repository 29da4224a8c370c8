// One unit for the whole library: the headers first, then each part.
#include "kit/bounds.h"
#include "src/kit-port.cc"
