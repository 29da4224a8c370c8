#include "dep.h"

int wrap_size(void) { return dep_size() * 2; }
