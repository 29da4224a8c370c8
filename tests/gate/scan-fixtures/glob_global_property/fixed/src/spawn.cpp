#include <sys/wait.h>

int wait_child(int pid)
{
    int status = 0;
    waitpid(pid, &status, 0);
    return status;
}
