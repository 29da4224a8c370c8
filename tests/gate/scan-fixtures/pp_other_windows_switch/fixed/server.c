#if defined(_WIN32)
#if !defined(_WIN32_WCE)
#include <io.h>
#else
#define NO_SCRIPTS
#endif
#endif
#if !defined(NO_SCRIPTS) && !defined(_WIN32)
#include <unistd.h>
int run_script(void) { return (int)getpid(); }
#endif
int server_version(void) { return 2; }
