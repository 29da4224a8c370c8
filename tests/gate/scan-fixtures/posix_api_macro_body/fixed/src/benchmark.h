#pragma once
#include <time.h>

#define BENCHMARK(NAME, ITERATIONS, BODY)                \
    do {                                                 \
        struct timespec start;                           \
        timespec_get(&start, TIME_UTC);                  \
        for (int i = 0; i < (ITERATIONS); i++) { BODY }  \
    } while (0)
