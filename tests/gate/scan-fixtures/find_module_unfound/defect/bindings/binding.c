#include <unistd.h>
int foo_binding(void) { return (int)getpid(); }
