#ifndef RELAY_PROBE_H
#define RELAY_PROBE_H

#include "../core/relay.h"

/* Four marked names only: too few to say this header is an API by its prefix alone. */
RELAY_API int probe_open(int port);
RELAY_API int probe_read(int probe);
RELAY_API int probe_write(int probe, int v);
RELAY_API void probe_close(int probe);

int probe_rate(int probe);

#endif
