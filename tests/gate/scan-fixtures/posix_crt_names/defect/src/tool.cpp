#include <stdlib.h>
#include <stdio.h>

int first_set(int mask) { return ffs(mask); }
double jitter() { return drand48(); }
int process_id() { return getpid(); }
int interactive() { return isatty(0); }

int main(int argc, char **argv)
{
    int opt;
    while ((opt = getopt(argc, argv, "v")) != -1)
        printf("%c\n", opt);
    return 0;
}
