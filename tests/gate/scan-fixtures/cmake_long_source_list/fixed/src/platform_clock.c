#ifdef _WIN32
#include <windows.h>
long codecs_page_size(void) { SYSTEM_INFO si; GetSystemInfo(&si); return (long)si.dwPageSize; }
#else
#include <unistd.h>
long codecs_page_size(void) { return sysconf(_SC_PAGESIZE); }
#endif
