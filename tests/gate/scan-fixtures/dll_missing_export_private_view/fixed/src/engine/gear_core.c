#include <stdlib.h>
#include "engine/gear_core.h"

gear_model *gear_load(const char *path)
{
    gear_model *m = calloc(1, sizeof *m);
    if (m && !path)
        m->error = 1;
    return m;
}

void gear_free(gear_model *m) { free(m); }
int gear_reset(gear_model *m) { m->time = 0; return 0; }
double gear_time(const gear_model *m) { return m->time; }
int gear_bodies(const gear_model *m) { return m->bodies; }
int gear_joints(const gear_model *m) { return m->joints; }
const char *gear_error(const gear_model *m) { return m->error ? "error" : ""; }
const char *gear_version(void) { return "1.0"; }
