#include "platform.h"

extern "C" RAYCAST_EXPORT int raycast_version(void) { return 3; }
