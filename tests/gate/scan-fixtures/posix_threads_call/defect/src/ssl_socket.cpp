#include "platform.h"

static unsigned long thread_id()
{
    return (unsigned long)pthread_self();
}

unsigned long current_thread() { return thread_id(); }
