#include "trace.h"
#include TRACE_IMPL

int depth() { void *out[32]; return frames(out, 32); }
