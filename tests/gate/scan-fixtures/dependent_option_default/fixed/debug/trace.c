#include <unistd.h>
int engine_trace(void) { return (int)getpid(); }
