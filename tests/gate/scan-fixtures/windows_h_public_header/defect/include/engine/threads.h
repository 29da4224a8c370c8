#if defined(_WIN32)
#include <windows.h>
#else
#include <pthread.h>
#endif
int engine_threads();
