#include "invoke.h"

int twice(int x) { return detail::apply([](int v) { return 2 * v; }, x); }
