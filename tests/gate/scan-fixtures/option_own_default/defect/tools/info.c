#include <stdio.h>
#include <unistd.h>

int main(void)
{
    printf("%ld\n", (long)sysconf(_SC_NPROCESSORS_ONLN));
    return 0;
}
