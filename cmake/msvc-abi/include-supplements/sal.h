/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the SDK's sal.h has annotations Wine's lacks; the Microsoft STL uses these.
 * They only inform static analysis, so each is defined empty (taking its arguments). */
#pragma once
#include_next <sal.h>
#ifndef _Analysis_assume_
#define _Analysis_assume_(expr)
#endif
#ifndef _Analysis_assume_lock_held_
#define _Analysis_assume_lock_held_(lock)
#endif
#ifndef _Check_return_
#define _Check_return_
#endif
#ifndef _Check_return_opt_
#define _Check_return_opt_
#endif
#ifndef _Deref_post_opt_valid_
#define _Deref_post_opt_valid_
#endif
#ifndef _Field_z_
#define _Field_z_
#endif
#ifndef _Guarded_by_
#define _Guarded_by_(lock)
#endif
#ifndef _In_
#define _In_
#endif
#ifndef _In_NLS_string_
#define _In_NLS_string_(size)
#endif
#ifndef _In_opt_
#define _In_opt_
#endif
#ifndef _In_opt_z_
#define _In_opt_z_
#endif
#ifndef _In_z_
#define _In_z_
#endif
#ifndef _Inout_
#define _Inout_
#endif
#ifndef _Inout_bytecount_
#define _Inout_bytecount_(size)
#endif
#ifndef _Inout_opt_
#define _Inout_opt_
#endif
#ifndef _Out_
#define _Out_
#endif
#ifndef _Out_opt_
#define _Out_opt_
#endif
#ifndef _Outptr_opt_result_maybenull_
#define _Outptr_opt_result_maybenull_
#endif
#ifndef _Pre_satisfies_
#define _Pre_satisfies_(expr)
#endif
#ifndef _Reserved_
#define _Reserved_
#endif
#ifndef _Ret_z_
#define _Ret_z_
#endif
