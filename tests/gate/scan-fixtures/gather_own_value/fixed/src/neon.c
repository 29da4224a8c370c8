#include <unistd.h>

int neon_page(void) { return (int)sysconf(_SC_PAGESIZE); }
