#include <stdio.h>
#include "digest.h"
#ifndef _WIN32
#include <unistd.h>
#endif

int main(void)
{
    printf("%d %u\n", (int)getpid(), digest("stamp"));
    return 0;
}
