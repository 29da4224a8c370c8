#include "platform.h"
#ifdef _WIN32
#include <windows.h>
#endif

static unsigned long thread_id()
{
#ifdef _WIN32
    return (unsigned long)GetCurrentThreadId();
#else
    return (unsigned long)pthread_self();
#endif
}

unsigned long current_thread() { return thread_id(); }
