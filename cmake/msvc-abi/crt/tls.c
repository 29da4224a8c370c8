/* SPDX-License-Identifier: BSD-3-Clause */
/* Thread-local storage for __declspec(thread) and C++ thread_local (PE/COFF specification,
 * "The .tls section"). The loader finds the TLS directory through the symbol _tls_used: the
 * template (everything the compiler puts in .tls$, between _tls_start and _tls_end), the slot the
 * loader writes the module's TLS index into (_tls_index, which the compiler's accesses read), and
 * the TLS callbacks (.CRT$XLA..XLZ).
 * thread_local objects with dynamic initialisation: the compiler puts their initializers in
 * .CRT$XDU and, before each access, checks the thread's __tls_guard and calls
 * __dyn_tls_on_demand_init when it is 0; destructors are registered per thread with
 * __tlregdtor and run when the thread (or the process) ends. */
#include <windows.h>
#include <stdlib.h>
#include "sections.h"

#pragma section(".tls", long, read, write)
#pragma section(".tls$ZZZ", long, read, write)
#pragma section(".rdata$T", long, read)

ULONG _tls_index = 0;
__declspec(allocate(".tls")) char _tls_start = 0;
__declspec(allocate(".tls$ZZZ")) char _tls_end = 0;
__declspec(allocate(".CRT$XLA")) PIMAGE_TLS_CALLBACK __xl_a = 0;
__declspec(allocate(".CRT$XLZ")) PIMAGE_TLS_CALLBACK __xl_z = 0;

__declspec(allocate(".rdata$T")) const IMAGE_TLS_DIRECTORY64 _tls_used = {
    (ULONGLONG)&_tls_start, (ULONGLONG)&_tls_end, (ULONGLONG)&_tls_index, (ULONGLONG)(&__xl_a + 1), 0, {0}};

__declspec(allocate(".CRT$XDA")) _PVFV __xd_a[] = {0};
__declspec(allocate(".CRT$XDZ")) _PVFV __xd_z[] = {0};

__declspec(thread) unsigned char __tls_guard = 0;

void __cdecl __dyn_tls_on_demand_init(void) {
    if (__tls_guard)
        return;
    __tls_guard = 1;
    _initterm(__xd_a, __xd_z);
}

/* The thread's registered thread_local destructors, newest last. */
struct tls_destructors {
    struct tls_destructors *next;
    _PVFV function;
};
static __declspec(thread) struct tls_destructors *thread_destructors = 0;

int __cdecl __tlregdtor(_PVFV function) {
    struct tls_destructors *node = malloc(sizeof *node);
    if (node == NULL)
        return -1;
    node->function = function;
    node->next = thread_destructors;
    thread_destructors = node;
    return 0;
}

/* The compiler places a pointer to it among the TLS callbacks of every module with dynamically
 * initialized thread_local objects. */
void NTAPI __dyn_tls_init(PVOID module, DWORD reason, PVOID reserved) {
    (void)module;
    (void)reserved;
    if (reason == DLL_THREAD_ATTACH)
        __dyn_tls_on_demand_init();
}

static void NTAPI tls_run_destructors(PVOID module, DWORD reason, PVOID reserved) {
    (void)module;
    (void)reserved;
    if (reason != DLL_THREAD_DETACH && reason != DLL_PROCESS_DETACH)
        return;
    while (thread_destructors != NULL) {
        struct tls_destructors *node = thread_destructors;
        thread_destructors = node->next;
        node->function();
        free(node);
    }
}

__declspec(allocate(".CRT$XLC")) const PIMAGE_TLS_CALLBACK winport_tls_callbacks[] = {tls_run_destructors};
