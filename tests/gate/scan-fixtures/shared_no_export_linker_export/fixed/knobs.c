#include "knobs.h"

int knobs_turn(int knob, int steps)
{
#ifdef KNOBS_EXPORT_HERE
#pragma comment(linker, KNOBS_EXPORT_HERE)
#endif
    return knob + steps;
}
