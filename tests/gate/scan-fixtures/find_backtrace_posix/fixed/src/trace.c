#include "config.h"
#if ENGINE_HAVE_BACKTRACE
#include <execinfo.h>
#endif

int trace_depth(void) { return 0; }
