/* SPDX-License-Identifier: BSD-3-Clause */
/* io_test_support.c: see io_test_support.h. */
/* MSVC: strerror, strcpy, sprintf and friends are used as C11 defines them. */
#ifndef _CRT_SECURE_NO_WARNINGS
#define _CRT_SECURE_NO_WARNINGS
#endif
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L
#endif

#include "io_test_support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "winport/io.h"

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#include <winioctl.h>
#else
#include <dirent.h>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

char *io_test_join(const char *dir, const char *name) {
    size_t dir_length = strlen(dir);
    size_t name_length = strlen(name);
    char *joined = (char *)malloc(dir_length + name_length + 2);
    if (joined != NULL) {
        memcpy(joined, dir, dir_length);
        joined[dir_length] = '/';
        memcpy(joined + dir_length + 1, name, name_length + 1);
    }
    return joined;
}

#ifdef _WIN32

static wchar_t *verbatim_wide(const char *path) {
    /* Fixture paths are absolute: the \\?\ form lets cleanup reach the >300-character paths. */
    int units = MultiByteToWideChar(CP_UTF8, 0, path, -1, NULL, 0);
    wchar_t *wide = (wchar_t *)malloc(((size_t)units + 4) * sizeof *wide);
    int i;
    if (wide == NULL) {
        return NULL;
    }
    memcpy(wide, L"\\\\?\\", 4 * sizeof *wide);
    MultiByteToWideChar(CP_UTF8, 0, path, -1, wide + 4, units);
    for (i = 4; wide[i] != L'\0'; ++i) {
        if (wide[i] == L'/') {
            wide[i] = L'\\';
        }
    }
    return wide;
}

static void remove_tree_wide(const wchar_t *path) {
    size_t length = wcslen(path);
    wchar_t *pattern = (wchar_t *)malloc((length + 3) * sizeof *pattern);
    WIN32_FIND_DATAW entry;
    HANDLE search;
    if (pattern == NULL) {
        return;
    }
    memcpy(pattern, path, length * sizeof *pattern);
    memcpy(pattern + length, L"\\*", 3 * sizeof *pattern);
    search = FindFirstFileW(pattern, &entry);
    free(pattern);
    if (search != INVALID_HANDLE_VALUE) {
        do {
            size_t name_length = wcslen(entry.cFileName);
            wchar_t *child;
            if (wcscmp(entry.cFileName, L".") == 0 || wcscmp(entry.cFileName, L"..") == 0) {
                continue;
            }
            child = (wchar_t *)malloc((length + name_length + 2) * sizeof *child);
            if (child == NULL) {
                continue;
            }
            memcpy(child, path, length * sizeof *child);
            child[length] = L'\\';
            memcpy(child + length + 1, entry.cFileName, (name_length + 1) * sizeof *child);
            if (entry.dwFileAttributes & FILE_ATTRIBUTE_DIRECTORY) {
                remove_tree_wide(child);
            } else {
                SetFileAttributesW(child, FILE_ATTRIBUTE_NORMAL);
                DeleteFileW(child);
            }
            free(child);
        } while (FindNextFileW(search, &entry));
        FindClose(search);
    }
    RemoveDirectoryW(path);
}

void io_test_remove_tree(const char *path) {
    wchar_t *wide = verbatim_wide(path);
    if (wide != NULL) {
        remove_tree_wide(wide);
        free(wide);
    }
}

char *io_test_make_temp_dir(void) {
    wchar_t temp[MAX_PATH + 1];
    char base[4 * MAX_PATH];
    char *dir;
    DWORD length = GetTempPathW(MAX_PATH + 1, temp);
    static unsigned counter;
    if (length == 0 || length > MAX_PATH) {
        return NULL;
    }
    if (WideCharToMultiByte(CP_UTF8, 0, temp, -1, base, (int)sizeof base, NULL, NULL) == 0) {
        return NULL;
    }
    dir = (char *)malloc(strlen(base) + 64);
    if (dir == NULL) {
        return NULL;
    }
    for (;;) {
        sprintf(dir, "%swinport-io-%lu-%u", base, (unsigned long)GetCurrentProcessId(), counter++);
        if (winport_mkdir(dir, 0700) == 0) {
            return dir;
        }
        if (counter > 1000) {
            free(dir);
            return NULL;
        }
    }
}

struct thread_start {
    io_test_thread_function function;
    void *argument;
};

static DWORD WINAPI thread_main(LPVOID parameter) {
    struct thread_start *start = (struct thread_start *)parameter;
    start->function(start->argument);
    return 0;
}

int io_test_run_threads(int count, io_test_thread_function function, void *arguments, size_t argument_size) {
    HANDLE threads[64];
    struct thread_start starts[64];
    int started = 0;
    int i;
    if (count > 64) {
        return -1;
    }
    for (i = 0; i < count; ++i) {
        starts[i].function = function;
        starts[i].argument = (unsigned char *)arguments + (size_t)i * argument_size;
        threads[i] = CreateThread(NULL, 0, thread_main, &starts[i], 0, NULL);
        if (threads[i] == NULL) {
            break;
        }
        ++started;
    }
    for (i = 0; i < started; ++i) {
        WaitForSingleObject(threads[i], INFINITE);
        CloseHandle(threads[i]);
    }
    return started == count ? 0 : -1;
}

int io_test_under_wine(void) {
    HMODULE ntdll = GetModuleHandleW(L"ntdll.dll");
    return ntdll != NULL && GetProcAddress(ntdll, "wine_get_version") != NULL;
}

int io_test_bypasses_permissions(void) {
    /* Under Wine the host's permission checks decide, and a root host ignores the read-only bit
     * (Wine maps it to mode 0444). A root host is one that lets us read /etc/shadow. */
    HANDLE shadow;
    if (!io_test_under_wine()) {
        return 0;
    }
    shadow = CreateFileW(L"Z:\\etc\\shadow", GENERIC_READ, FILE_SHARE_READ, NULL, OPEN_EXISTING, 0, NULL);
    if (shadow == INVALID_HANDLE_VALUE) {
        return 0;
    }
    CloseHandle(shadow);
    return 1;
}

void io_test_make_sparse(int fd) {
    DWORD returned;
    /* Best effort: Wine's files are sparse on the host anyway. */
    (void)DeviceIoControl((HANDLE)winport_os_handle(fd), FSCTL_SET_SPARSE, NULL, 0, NULL, 0, &returned, NULL);
}

#else /* POSIX */

void io_test_remove_tree(const char *path) {
    DIR *dir = opendir(path);
    if (dir != NULL) {
        struct dirent *entry;
        while ((entry = readdir(dir)) != NULL) {
            char *child;
            struct stat status;
            if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0) {
                continue;
            }
            child = io_test_join(path, entry->d_name);
            if (child == NULL) {
                continue;
            }
            if (lstat(child, &status) == 0 && S_ISDIR(status.st_mode)) {
                io_test_remove_tree(child);
            } else {
                unlink(child);
            }
            free(child);
        }
        closedir(dir);
    }
    rmdir(path);
}

char *io_test_make_temp_dir(void) {
    const char *base = getenv("TMPDIR");
    char *dir;
    if (base == NULL || base[0] == '\0') {
        base = "/tmp";
    }
    dir = io_test_join(base, "winport-io-XXXXXX");
    if (dir != NULL && mkdtemp(dir) == NULL) {
        free(dir);
        return NULL;
    }
    return dir;
}

struct thread_start {
    io_test_thread_function function;
    void *argument;
};

static void *thread_main(void *parameter) {
    struct thread_start *start = (struct thread_start *)parameter;
    start->function(start->argument);
    return NULL;
}

int io_test_run_threads(int count, io_test_thread_function function, void *arguments, size_t argument_size) {
    pthread_t threads[64];
    struct thread_start starts[64];
    int started = 0;
    int i;
    if (count > 64) {
        return -1;
    }
    for (i = 0; i < count; ++i) {
        starts[i].function = function;
        starts[i].argument = (unsigned char *)arguments + (size_t)i * argument_size;
        if (pthread_create(&threads[i], NULL, thread_main, &starts[i]) != 0) {
            break;
        }
        ++started;
    }
    for (i = 0; i < started; ++i) {
        pthread_join(threads[i], NULL);
    }
    return started == count ? 0 : -1;
}

int io_test_under_wine(void) { return 0; }

int io_test_bypasses_permissions(void) { return geteuid() == 0; }

void io_test_make_sparse(int fd) { (void)fd; }

#endif

/* Shared by both platforms, on top of the functions above. */
char *io_test_dir;

int io_test_setup_dir(void **state) {
    (void)state;
    io_test_dir = io_test_make_temp_dir();
    return io_test_dir == NULL ? -1 : 0;
}

int io_test_teardown_dir(void **state) {
    (void)state;
    io_test_remove_tree(io_test_dir);
    free(io_test_dir);
    io_test_dir = NULL;
    return 0;
}

unsigned char *io_test_write_pattern_file(const char *path, size_t size, unsigned char (*byte_at)(size_t)) {
    unsigned char *bytes = (unsigned char *)malloc(size);
    size_t i;
    int fd;
    if (bytes == NULL) {
        return NULL;
    }
    for (i = 0; i < size; ++i) {
        bytes[i] = byte_at(i);
    }
    fd = winport_open(path, WINPORT_O_WRONLY | WINPORT_O_CREAT | WINPORT_O_TRUNC, 0644);
    if (fd < 0 || winport_write(fd, bytes, size) != (winport_ssize_t)size || winport_close(fd) != 0) {
        free(bytes);
        return NULL;
    }
    return bytes;
}
