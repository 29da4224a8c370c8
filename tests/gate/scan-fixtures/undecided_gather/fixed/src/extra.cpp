#include <unistd.h>

int extra_page(void) { return (int)sysconf(_SC_PAGESIZE); }
