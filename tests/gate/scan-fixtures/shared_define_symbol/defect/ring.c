#include "ring.h"

int ring_next(int slot, int size) { return (slot + 1) % size; }
