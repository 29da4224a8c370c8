#include <execinfo.h>

static int frames(void **out, int size) { return backtrace(out, size); }
