/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: Wine's winnt.h defines InterlockedCompareExchange128 inline under the name
 * _InterlockedCompareExchange128, which clang-cl has as a builtin (a redefinition error once
 * <intrin.h> is in); the SDK uses the compiler's intrinsic. Wine's function is renamed while its
 * header is read, and the name then means the builtin. */
#pragma once
#define _InterlockedCompareExchange128 __winport_wine_InterlockedCompareExchange128
#include_next <winnt.h>
#undef _InterlockedCompareExchange128
