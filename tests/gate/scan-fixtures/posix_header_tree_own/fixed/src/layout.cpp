#include "endian.h"

int little() { return wire_little_endian(); }
