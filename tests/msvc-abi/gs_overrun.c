/* SPDX-License-Identifier: BSD-3-Clause */
/* A stack buffer overrun that /GS must stop: the copy writes past the end of a local array, over
 * the function's stack cookie, and the check on return ends the process with
 * STATUS_STACK_BUFFER_OVERRUN before the function returns (msvc_abi.gs_cookie expects exactly
 * that exit; the static CRT's __security_check_cookie and __report_gsfailure are under test). */
#include <stdio.h>
#include <string.h>

static volatile size_t overrun_length = 64;

static __declspec(noinline) int copy_into_small_buffer(const char *source) {
    char buffer[16];
    memcpy(buffer, source, overrun_length);   /* 64 bytes into 16: over the cookie */
    return buffer[0];
}

int main(void) {
    char source[64];
    memset(source, 'x', sizeof source);
    printf("returned %d: the overrun was not detected\n", copy_into_small_buffer(source));
    return 0;
}
