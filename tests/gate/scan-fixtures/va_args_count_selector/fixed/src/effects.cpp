#include "defs.h"

DECL_FUNC(int, alCount, int, n)
DECL_FUNC(int, alTotal)
