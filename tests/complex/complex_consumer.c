/* SPDX-License-Identifier: BSD-3-Clause */
/* Built by tests/consumers' contract: a parent project that includes winport/complex.h and links
 * only winport::compat must link (the math library comes with the target on Unix-likes). */
#include <stdio.h>

#include "winport/complex.h"

int main(int argc, char **argv) {
    /* argc keeps the compiler from folding hypot/exp away: the calls must really link */
    winport_complex_double z = winport_cd_make(3.0 * argc, 4.0 * argc);
    (void)argv;
    z = winport_cd_exp(winport_cd_log(z));
    printf("|z| = %g\n", winport_cd_abs(z));
    return winport_cd_abs(z) > 4.99 * argc && winport_cd_abs(z) < 5.01 * argc ? 0 : 1;
}
