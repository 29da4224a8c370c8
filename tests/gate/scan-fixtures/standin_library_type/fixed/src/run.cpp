#include "stdio_compat.h"

int run_command(const char* command)
{
    FILE* pipe = popen(command, "r");
    if (!pipe)
        return -1;
    return pclose(pipe);
}
