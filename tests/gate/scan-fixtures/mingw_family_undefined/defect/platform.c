#if !defined(__MINGW32CE__)
#include <unistd.h>
#endif

int demo_page(void) { return 4096; }
