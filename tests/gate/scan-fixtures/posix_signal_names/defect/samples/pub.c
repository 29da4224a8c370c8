#include <signal.h>

static void on_stop(int sig) { (void)sig; }

int main(void)
{
    signal(SIGINT, on_stop);
    signal(SIGQUIT, on_stop);
    return 0;
}
