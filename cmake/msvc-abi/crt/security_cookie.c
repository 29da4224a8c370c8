/* SPDX-License-Identifier: BSD-3-Clause */
/* The /GS stack cookie. Every function with a stack buffer stores __security_cookie XOR its
 * stack pointer in its frame and checks it on return through __security_check_cookie; a mismatch
 * ends the process at once with STATUS_STACK_BUFFER_OVERRUN (__report_gsfailure), without running
 * any more of the program's code. The cookie is set once at start-up from values that differ per
 * process (time, ids, a performance counter, an address). */
#include <windows.h>
#include <stdint.h>

/* The documented x64 default, which start-up replaces; it must never stay 0. */
uintptr_t __security_cookie = 0x00002B992DDFA232ull;
uintptr_t __security_cookie_complement = ~(uintptr_t)0x00002B992DDFA232ull;

void __cdecl __security_init_cookie(void) {
    if (__security_cookie != 0x00002B992DDFA232ull)
        return;   /* already set (an EXE and its DLL entry point both ask) */
    FILETIME now;
    LARGE_INTEGER counter;
    GetSystemTimeAsFileTime(&now);
    QueryPerformanceCounter(&counter);
    uintptr_t cookie = ((uintptr_t)now.dwHighDateTime << 32) ^ now.dwLowDateTime;
    cookie ^= (uintptr_t)GetCurrentThreadId() << 32 ^ GetCurrentProcessId();
    cookie ^= (uintptr_t)counter.QuadPart << 32 ^ (uintptr_t)counter.QuadPart;
    cookie ^= (uintptr_t)&cookie;
    cookie &= 0x0000FFFFFFFFFFFFull;   /* as the VC runtime does: the top 16 bits stay 0 */
    if (cookie == 0x00002B992DDFA232ull || cookie == 0)
        cookie = 0x00002B992DDFA233ull;
    __security_cookie = cookie;
    __security_cookie_complement = ~cookie;
}

__declspec(noreturn) void __cdecl __report_gsfailure(uintptr_t cookie) {
    (void)cookie;
    TerminateProcess(GetCurrentProcess(), (UINT)STATUS_STACK_BUFFER_OVERRUN);
    for (;;) {}
}

void __cdecl __security_check_cookie(uintptr_t cookie) {
    if (cookie != __security_cookie)
        __report_gsfailure(cookie);
}
