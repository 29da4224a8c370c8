/* SPDX-License-Identifier: BSD-3-Clause */
#include "winport/version.h"

const char *winport_version(void) { return WINPORT_VERSION_STRING; }
