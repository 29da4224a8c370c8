/* SPDX-License-Identifier: BSD-3-Clause */
/* vcruntime_new_debug.h: the debug CRT's operator new overloads. The lane links the release CRT
 * (/MD) only, so there is nothing to declare beyond vcruntime_new.h. */
#pragma once
#include <vcruntime_new.h>
