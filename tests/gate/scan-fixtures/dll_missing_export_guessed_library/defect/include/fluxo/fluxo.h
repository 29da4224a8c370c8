#ifndef FLUXO_H
#define FLUXO_H

#if defined(_WIN32) && defined(FLUXO_BUILDING)
#define FLUXO_API __declspec(dllexport)
#elif defined(_WIN32)
#define FLUXO_API __declspec(dllimport)
#else
#define FLUXO_API
#endif

typedef struct fluxo_world fluxo_world;

FLUXO_API fluxo_world *fluxo_init(void);
FLUXO_API void fluxo_fini(fluxo_world *w);
FLUXO_API int fluxo_progress(fluxo_world *w, double dt);
FLUXO_API int fluxo_count(const fluxo_world *w);
FLUXO_API int fluxo_add(fluxo_world *w);
FLUXO_API void fluxo_remove(fluxo_world *w, int id);

/* The library's own: only its sources call it. */
void fluxo_stack_reset(fluxo_world *w);

/* Why an entity was refused, for programs that use the library. */
const char *fluxo_reason_str(int reason);

#endif
