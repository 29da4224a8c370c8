#include "ranker.h"

bool ranker_prefers(double a, double b) { return AboveLimit(b)(a); }
