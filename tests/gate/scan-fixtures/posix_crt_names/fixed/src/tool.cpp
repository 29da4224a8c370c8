#include <stdlib.h>
#include <stdio.h>
#ifdef _WIN32
#include <intrin.h>
#include <io.h>
#include <process.h>
#else
#include <strings.h>
#include <unistd.h>
#endif

#ifdef _WIN32
int first_set(int mask) { unsigned long i; return _BitScanForward(&i, (unsigned long)mask) ? (int)i + 1 : 0; }
double jitter() { return rand() / (RAND_MAX + 1.0); }
#else
int first_set(int mask) { return ffs(mask); }
double jitter() { return drand48(); }
#endif
int process_id() { return getpid(); }
int interactive() { return isatty(0); }

int main(int argc, char **argv)
{
#ifndef _WIN32
    int opt;
    while ((opt = getopt(argc, argv, "v")) != -1)
        printf("%c\n", opt);
#endif
    return 0;
}
