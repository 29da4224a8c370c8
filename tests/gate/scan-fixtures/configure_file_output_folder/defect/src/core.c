#include "version.h"
int core_version(void) { return CORE_VERSION; }
