#include "prism/prism.h"

static int bands[8];

int prism_open(const char *name) { return name && *name ? 1 : 0; }
void prism_close(int handle) { bands[handle & 7] = 0; }
int prism_split(int handle, int n) { return bands[handle & 7] = n; }
const char *prism_version(void) { return "1.0"; }
int prism_band_count(int handle) { return bands[handle & 7]; }
