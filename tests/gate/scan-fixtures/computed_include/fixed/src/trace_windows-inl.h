#include <windows.h>

static int frames(void **out, int size) { return CaptureStackBackTrace(0, size, out, nullptr); }
