#include "engine/export.h"

ENGINE_EXPORT int engine_version() { return 1; }
