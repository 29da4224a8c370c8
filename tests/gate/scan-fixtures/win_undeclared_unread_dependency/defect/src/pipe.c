/* only the project's own header: nothing declares acme_tick_rate */
#include <acme/io/pipe.h>

#ifdef _WIN32
int acme_pipe_open(void) { return acme_tick_rate > 0 ? 0 : -1; }
#else
int acme_pipe_open(void) { return 0; }
#endif
