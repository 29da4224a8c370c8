/* SPDX-License-Identifier: BSD-3-Clause */
/* Ends in an unhandled access violation: msvc_abi.crash_fails expects a nonzero exit status. */
#include <stdio.h>

int main(void) {
    volatile int *volatile nowhere = NULL;
    *nowhere = 1;
    puts("not reached");
    return 0;
}
