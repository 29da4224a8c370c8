/* SPDX-License-Identifier: BSD-3-Clause */
/* _DllMainCRTStartup: the entry point of a DLL. On load: the /GS cookie, the module's own atexit
 * table, the C and C++ initializers, then the user's DllMain; on unload: DllMain, then the atexit
 * table (the DLL's static destructors), as the VC runtime documents. */
#include <windows.h>
#include "sections.h"

BOOL WINAPI DllMain(HINSTANCE instance, DWORD reason, LPVOID reserved);

BOOL WINAPI _DllMainCRTStartup(HINSTANCE instance, DWORD reason, LPVOID reserved) {
    if (reason == DLL_PROCESS_ATTACH) {
        __security_init_cookie();
        winport_crt_use_module_exit_table();
        if (winport_crt_initialize() != 0)
            return FALSE;
    }
    BOOL result = DllMain(instance, reason, reserved);
    if (reason == DLL_PROCESS_DETACH || (reason == DLL_PROCESS_ATTACH && !result))
        winport_crt_run_module_exit_table();
    return result;
}
