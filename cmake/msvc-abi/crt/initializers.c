/* SPDX-License-Identifier: BSD-3-Clause */
/* The bounds of the initializer sections (sections.h) and running them. */
#include "sections.h"

__declspec(allocate(".CRT$XIA")) _PIFV __xi_a[] = {0};
__declspec(allocate(".CRT$XIZ")) _PIFV __xi_z[] = {0};
__declspec(allocate(".CRT$XCA")) _PVFV __xc_a[] = {0};
__declspec(allocate(".CRT$XCZ")) _PVFV __xc_z[] = {0};

/* Referenced by the compiler whenever floating point is used (it pulls the CRT's FP support in
 * with MSVC's own CRT; here there is nothing to pull). */
int _fltused = 0x9875;

int winport_crt_initialize(void) {
    __isa_available_init();   /* before any initializer, which may use <bit> */
    if (_initterm_e(__xi_a, __xi_z) != 0)
        return 1;
    _initterm(__xc_a, __xc_z);
    __dyn_tls_on_demand_init();   /* this thread's thread_local objects, as for later threads */
    return 0;
}
