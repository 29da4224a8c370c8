#ifndef GEAR_H
#define GEAR_H

#if defined(_WIN32) && defined(GEAR_BUILDING)
#define GEAR_API __declspec(dllexport)
#elif defined(_WIN32)
#define GEAR_API __declspec(dllimport)
#else
#define GEAR_API
#endif

/* The library's API, the header it installs. */
typedef struct gear_model gear_model;

GEAR_API gear_model *gear_load(const char *path);
GEAR_API void gear_free(gear_model *m);
GEAR_API int gear_step(gear_model *m);
GEAR_API int gear_reset(gear_model *m);
GEAR_API double gear_time(const gear_model *m);
GEAR_API int gear_bodies(const gear_model *m);
GEAR_API int gear_joints(const gear_model *m);
GEAR_API const char *gear_error(const gear_model *m);

GEAR_API const char *gear_version(void);

#endif
