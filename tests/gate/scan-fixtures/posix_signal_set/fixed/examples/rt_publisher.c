#include <signal.h>

static void *run_loop(void *arg)
{
#ifndef _WIN32
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
#endif
    return arg;
}

int main(void) { return run_loop(0) != 0; }
