#include "engine/ring.h"

template class Ring<float>;
