/* SPDX-License-Identifier: BSD-3-Clause */
/* Overflows a signed int on purpose; under -fsanitize=undefined this must be reported. */
#include <limits.h>
#include <stdio.h>

int main(int argc, char **argv) {
    (void)argv;
    volatile int big = INT_MAX;
    int sum = big + argc; /* argc >= 1: overflow, decided at run time */
    printf("sum=%d (no UBSan report means UBSan is not active)\n", sum);
    return 0;
}
