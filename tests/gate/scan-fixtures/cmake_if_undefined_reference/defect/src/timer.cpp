#include <unistd.h>
#include <time.h>

int main()
{
    struct timespec start;
    clock_gettime(CLOCK_MONOTONIC, &start);
    return 0;
}
