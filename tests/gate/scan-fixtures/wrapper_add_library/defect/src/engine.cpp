#include "engine/bounds.h"

int engine_widest(int a, int b) { return engine::widest(a, b); }
