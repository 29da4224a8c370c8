/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the SDK's synchapi.h can be included on its own (it brings its base types);
 * Wine's expects windows.h to have been included first. */
#pragma once
#include <windows.h>
#include_next <synchapi.h>
