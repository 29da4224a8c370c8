#include <unistd.h>
long codecs_page_size(void) { return sysconf(_SC_PAGESIZE); }
