#pragma once
#include <time.h>

#define BENCHMARK(NAME, ITERATIONS, BODY)                \
    do {                                                 \
        struct timespec start;                           \
        clock_gettime(CLOCK_MONOTONIC, &start);          \
        for (int i = 0; i < (ITERATIONS); i++) { BODY }  \
    } while (0)
