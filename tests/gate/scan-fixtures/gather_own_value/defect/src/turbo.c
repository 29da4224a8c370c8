#include <unistd.h>

int turbo_page(void) { return (int)sysconf(_SC_PAGESIZE); }
