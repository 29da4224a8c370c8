#include <time.h>
int backend_ticks(void) { return 1; }
