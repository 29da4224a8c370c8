#include <stdio.h>
#include "digest.h"
#ifdef _WIN32
#include <process.h>
#define getpid() _getpid()
#else
#include <unistd.h>
#endif

int main(void)
{
    printf("%d %u\n", (int)getpid(), digest("stamp"));
    return 0;
}
