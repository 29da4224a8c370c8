#include "engine/threads.h"

int engine_threads() { return 1; }
