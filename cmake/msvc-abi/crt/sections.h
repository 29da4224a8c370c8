/* SPDX-License-Identifier: BSD-3-Clause */
/* sections.h: the CRT's initializer sections. The linker sorts the grouped sections .CRT$X?? by
 * their suffix and merges them into one; the compiler puts a pointer to each C initializer in
 * .CRT$XIU (int (*)(void), nonzero fails the start) and each C++ dynamic initializer in .CRT$XCU
 * (void (*)(void)), thread-local dynamic initializers in .CRT$XDU and TLS callbacks in .CRT$XLB..Y.
 * The arrays below, in the "A" and "Z" subsections, bound them. Null entries are skipped. */
#ifndef WINPORT_MSVC_ABI_CRT_SECTIONS_H
#define WINPORT_MSVC_ABI_CRT_SECTIONS_H

#include <corecrt_startup.h>

/* As in the VC runtime, the static part names the DLL parts it needs: /MD names msvcrt.lib
 * alone, and msvcrt.lib brings the UCRT and vcruntime import libraries with it. */
#pragma comment(lib, "ucrt.lib")
#pragma comment(lib, "vcruntime.lib")
#pragma comment(lib, "kernel32.lib")

#pragma section(".CRT$XIA", long, read)
#pragma section(".CRT$XIZ", long, read)
#pragma section(".CRT$XCA", long, read)
#pragma section(".CRT$XCZ", long, read)
#pragma section(".CRT$XDA", long, read)
#pragma section(".CRT$XDZ", long, read)
#pragma section(".CRT$XLA", long, read)
#pragma section(".CRT$XLC", long, read)
#pragma section(".CRT$XLZ", long, read)

extern _PIFV __xi_a[], __xi_z[];   /* C initializers */
extern _PVFV __xc_a[], __xc_z[];   /* C++ dynamic initializers */
extern _PVFV __xd_a[], __xd_z[];   /* thread_local dynamic initializers */

/* Runs the C and C++ initializers of this module; nonzero if a C initializer failed. */
int winport_crt_initialize(void);
/* Makes atexit() register with the module's own table (DLLs) instead of the process's (EXEs). */
void winport_crt_use_module_exit_table(void);
/* Runs and empties the module's own atexit table (DLL unload). */
void winport_crt_run_module_exit_table(void);
void __cdecl __security_init_cookie(void);
void __cdecl __dyn_tls_on_demand_init(void);
int __cdecl __isa_available_init(void);

#endif
