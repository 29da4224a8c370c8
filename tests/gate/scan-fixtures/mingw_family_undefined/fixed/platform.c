#if !defined(__MINGW32CE__) && !defined(_MSC_VER)
#include <unistd.h>
#endif

int demo_page(void) { return 4096; }
