#include <signal.h>

static void on_stop(int sig) { (void)sig; }

int main(void)
{
    signal(SIGINT, on_stop);
#ifndef _WIN32
    signal(SIGQUIT, on_stop);
#endif
    return 0;
}
