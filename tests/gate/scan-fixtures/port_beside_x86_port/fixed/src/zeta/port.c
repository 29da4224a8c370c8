#include <unistd.h>
int port_page(void) { return getpagesize(); }
