#include "physics/units.h"

double full_turn() { return 2.0 * M_PI; }
