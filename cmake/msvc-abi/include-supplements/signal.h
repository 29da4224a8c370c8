/* SPDX-License-Identifier: BSD-3-Clause */
/* SDK difference: the UCRT's signal.h declares sig_atomic_t; Wine's does not. */
#pragma once
#include_next <signal.h>
#ifndef _WINPORT_SIG_ATOMIC_T_DEFINED
#define _WINPORT_SIG_ATOMIC_T_DEFINED
typedef int sig_atomic_t;
#endif
