#include "defs.h"
#include "count.h"

DECL_FUNC(int, alCount, int, n)
DECL_FUNC(int, alTotal)
static const int two = NUM_ARGS(a, b);
