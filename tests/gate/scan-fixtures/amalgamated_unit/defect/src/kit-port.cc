#ifdef _WIN32
#include <windows.h>
#endif
#include "kit/bounds.h"

unsigned kit_limit() { return kit_top(); }
