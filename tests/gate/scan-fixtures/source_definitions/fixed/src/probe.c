#ifdef PROBE_LEVEL
#include <sys/resource.h>
#endif
int probe_level(void) { return 2; }
