/* SPDX-License-Identifier: BSD-3-Clause */
#include <stdio.h>
#include <string.h>

#include "winport/version.h"

int main(void) {
    printf("winport %s\n", winport_version());
    /* The header and the library must agree. */
    return strcmp(winport_version(), WINPORT_VERSION_STRING) == 0 ? 0 : 1;
}
