/* SPDX-License-Identifier: BSD-3-Clause */
/* vcruntime_string.h: memchr, memcmp, memcpy, memmove, memset, strchr... (exported by
 * vcruntime140.dll); Wine's string.h declares them. */
#pragma once
#include <string.h>
