#include "config.h"

int pool_size() { return ENGINE_THREADS; }
