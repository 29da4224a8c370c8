/* SPDX-License-Identifier: BSD-3-Clause */
/* Thread-safe initialisation of function-local statics, as the MSVC ABI calls it. Each static has
 * a guard: 0 not initialized, -1 being initialized, else the epoch in which it was. The compiler
 * checks "guard > _Init_thread_epoch" (the epoch this thread last saw), then calls
 * _Init_thread_header, initializes when the guard reads -1 afterwards and calls
 * _Init_thread_footer (or _Init_thread_abort when the initializer throws). Threads that find the
 * static being initialized wait until it is done. */
#include <windows.h>
#include <limits.h>

#define UNINITIALIZED 0
#define BEING_INITIALIZED -1

int _Init_global_epoch = INT_MIN;
__declspec(thread) int _Init_thread_epoch = INT_MIN;

static SRWLOCK guard_lock = SRWLOCK_INIT;
static CONDITION_VARIABLE guard_done = CONDITION_VARIABLE_INIT;

void __cdecl _Init_thread_header(int *guard) {
    AcquireSRWLockExclusive(&guard_lock);
    while (*guard == BEING_INITIALIZED)
        SleepConditionVariableSRW(&guard_done, &guard_lock, INFINITE, 0);
    if (*guard == UNINITIALIZED)
        *guard = BEING_INITIALIZED;   /* this thread initializes it */
    else
        _Init_thread_epoch = _Init_global_epoch;
    ReleaseSRWLockExclusive(&guard_lock);
}

void __cdecl _Init_thread_footer(int *guard) {
    AcquireSRWLockExclusive(&guard_lock);
    ++_Init_global_epoch;
    *guard = _Init_global_epoch;
    _Init_thread_epoch = _Init_global_epoch;
    ReleaseSRWLockExclusive(&guard_lock);
    WakeAllConditionVariable(&guard_done);
}

void __cdecl _Init_thread_abort(int *guard) {
    AcquireSRWLockExclusive(&guard_lock);
    *guard = UNINITIALIZED;
    ReleaseSRWLockExclusive(&guard_lock);
    WakeAllConditionVariable(&guard_done);
}
