/* SPDX-License-Identifier: BSD-3-Clause */
/* The DllMain a DLL gets when it defines none (its own object, so a DLL's DllMain wins). */
#include <windows.h>

BOOL WINAPI DllMain(HINSTANCE instance, DWORD reason, LPVOID reserved) {
    (void)instance;
    (void)reason;
    (void)reserved;
    return TRUE;
}
