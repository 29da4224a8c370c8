#ifndef GEAR_CORE_H
#define GEAR_CORE_H

#include <gear/gear.h>

/* The engine's own view: it repeats the API's declarations beside its internal steps. */
struct gear_model {
    double time;
    int bodies, joints, error;
};

GEAR_API gear_model *gear_load(const char *path);
GEAR_API void gear_free(gear_model *m);
GEAR_API int gear_step(gear_model *m);
GEAR_API int gear_reset(gear_model *m);
GEAR_API double gear_time(const gear_model *m);
GEAR_API int gear_bodies(const gear_model *m);
GEAR_API int gear_joints(const gear_model *m);
GEAR_API const char *gear_error(const gear_model *m);

/* internal: called only inside the library */
int gear_step_inner(gear_model *m, int substeps);

#endif
