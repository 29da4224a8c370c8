#include <unistd.h>
int tool_run(void) { return (int)getpid(); }
