#include "engine/gear_core.h"

int gear_step_inner(gear_model *m, int substeps)
{
    for (int i = 0; i < substeps; ++i)
        m->time += 0.001;
    return 0;
}

int gear_step(gear_model *m) { return gear_step_inner(m, 4); }
