/* SPDX-License-Identifier: BSD-3-Clause */
/* descriptor_table_win32.c: winport's own descriptor table on Windows.
 *
 * Why not CRT descriptors (_open_osfhandle)? The handles are opened with FILE_FLAG_OVERLAPPED so
 * that pread runs in parallel (see io_win32.c), and the CRT's _read/_write on such a handle is
 * undefined; a CRT descriptor would also bind callers to one CRT instance (a /MT DLL has its own
 * table). So a winport descriptor is an index into this table, and the table is the one owner of
 * each handle.
 *
 * Lookups take the table lock shared and a reference on the file, so concurrent preads on one
 * descriptor never wait for each other; only open and close take the lock exclusively. */
#include <errno.h>
#include <stdlib.h>

#include "win32_internal.h"

/* Descriptors 0-2 are never handed out, so a winport descriptor is never mistaken for a standard
 * stream; the cap keeps a leak from growing the table without bound. */
enum { first_descriptor = 3, descriptor_limit = 1 << 20 };

static SRWLOCK table_lock = SRWLOCK_INIT;
static struct winport_win32_file **table_slots;
static int table_size;

int winport_win32_install_file(struct winport_win32_file *file) {
    int fd;
    AcquireSRWLockExclusive(&table_lock);
    for (fd = first_descriptor; fd < table_size; ++fd) {
        if (table_slots[fd] == NULL) {
            break;
        }
    }
    if (fd >= table_size) {
        int new_size = table_size == 0 ? 64 : table_size * 2;
        struct winport_win32_file **grown;
        if (new_size > descriptor_limit) {
            ReleaseSRWLockExclusive(&table_lock);
            errno = EMFILE;
            return -1;
        }
        grown = (struct winport_win32_file **)realloc((void *)table_slots, (size_t)new_size * sizeof *grown);
        if (grown == NULL) {
            ReleaseSRWLockExclusive(&table_lock);
            errno = ENOMEM;
            return -1;
        }
        for (fd = table_size; fd < new_size; ++fd) {
            grown[fd] = NULL;
        }
        fd = table_size < first_descriptor ? first_descriptor : table_size;
        table_slots = grown;
        table_size = new_size;
    }
    table_slots[fd] = file;
    ReleaseSRWLockExclusive(&table_lock);
    return fd;
}

struct winport_win32_file *winport_win32_acquire_file(int fd) {
    struct winport_win32_file *file = NULL;
    AcquireSRWLockShared(&table_lock);
    if (fd >= first_descriptor && fd < table_size) {
        file = table_slots[fd];
        if (file != NULL) {
            InterlockedIncrement(&file->references);
        }
    }
    ReleaseSRWLockShared(&table_lock);
    if (file == NULL) {
        errno = EBADF;
    }
    return file;
}

void winport_win32_release_file(struct winport_win32_file *file) {
    if (InterlockedDecrement(&file->references) == 0) {
        CloseHandle(file->handle);
        free(file);
    }
}

int winport_win32_uninstall_file(int fd) {
    struct winport_win32_file *file = NULL;
    AcquireSRWLockExclusive(&table_lock);
    if (fd >= first_descriptor && fd < table_size) {
        file = table_slots[fd];
        table_slots[fd] = NULL;
    }
    ReleaseSRWLockExclusive(&table_lock);
    if (file == NULL) {
        errno = EBADF;
        return -1;
    }
    winport_win32_release_file(file);
    return 0;
}
