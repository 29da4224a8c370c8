#include <signal.h>

static void *run_loop(void *arg)
{
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    return arg;
}

int main(void) { return run_loop(0) != 0; }
