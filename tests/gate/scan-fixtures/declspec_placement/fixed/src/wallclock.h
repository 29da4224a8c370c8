#pragma once
#include <time.h>
#ifdef WALLCLOCK_BUILDING
#  define WALLCLOCK_API __declspec(dllexport)
#else
#  define WALLCLOCK_API __declspec(dllimport)
#endif
#define WALLCLOCK_NOINLINE __declspec(noinline)

WALLCLOCK_API int wallclock_ticks(void);
int WALLCLOCK_API wallclock_rate(void);
extern WALLCLOCK_API struct tm* wallclock_local(const time_t* when, struct tm* out);
__declspec(dllexport) const char * wallclock_zone(void);
void* WALLCLOCK_NOINLINE wallclock_probe(void);
