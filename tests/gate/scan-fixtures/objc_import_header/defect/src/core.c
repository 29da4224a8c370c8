#include "core.h"
#include "bridge.h"
int core_value(void) { return 1; }
