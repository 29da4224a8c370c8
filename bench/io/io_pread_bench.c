/* SPDX-License-Identifier: BSD-3-Clause */
/* io_pread_bench: parallel pread throughput on ONE descriptor, the way a model loader's thread
 * pool reads a weight file.
 *
 *   io_pread_bench FILE [MiB] [PASSES] [REQUEST_KiB] [both|winport|native]
 *
 * Creates FILE (MiB mebibytes, default 384) if it is missing or has another size, reads it once to
 * warm the page cache, then for 1, 2, 4 and 8 threads times PASSES passes (default 5) in which the
 * threads share one descriptor and pread it in 4 MiB requests (or REQUEST_KiB; thread t takes
 * requests t, t+T, ...)
 * and prints the median and best GiB/s of two readers, their passes alternating:
 *   winport  winport_open + winport_pread (on Windows: an overlapped handle, per-call OVERLAPPED)
 *   native   POSIX: open + pread (the shim's overhead is winport/native);
 *            Windows: a synchronous handle read with ReadFile + an OVERLAPPED offset, the usual
 *            pread emulation (MLX's), which Windows serialises on the file object.
 * The last argument runs one reader only (its column of the other reader shows 0), so an outside
 * timer (hyperfine, /usr/bin/time) can compare whole runs of each.
 * Under Wine neither Windows figure predicts Windows: Wine never serialises a handle. */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L
#define _FILE_OFFSET_BITS 64
#endif

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "winport/io.h"

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#else
#include <fcntl.h>
#include <pthread.h>
#include <time.h>
#include <unistd.h>
#endif

enum { max_threads = 8, max_passes = 50 };

/* Bytes per pread (4 MiB unless the 4th argument says otherwise). */
static int64_t request_size = 4 << 20;

struct reader {
    int reader_kind; /* 0: winport, 1: native */
    int fd;          /* winport descriptor, or POSIX descriptor for native */
    void *native_handle;
    int index;
    int thread_count;
    int64_t file_size;
    unsigned char *buffer;
    int64_t bytes;
    int failed;
};

static double now_seconds(void) {
#ifdef _WIN32
    LARGE_INTEGER counter;
    LARGE_INTEGER frequency;
    QueryPerformanceCounter(&counter);
    QueryPerformanceFrequency(&frequency);
    return (double)counter.QuadPart / (double)frequency.QuadPart;
#else
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec + (double)time.tv_nsec * 1e-9;
#endif
}

static int64_t native_pread(struct reader *reader, size_t count, int64_t offset) {
#ifdef _WIN32
    /* The usual emulation: a synchronous handle, the offset in an OVERLAPPED. */
    OVERLAPPED overlapped;
    DWORD got = 0;
    memset(&overlapped, 0, sizeof overlapped);
    overlapped.Offset = (DWORD)((uint64_t)offset & 0xFFFFFFFFu);
    overlapped.OffsetHigh = (DWORD)((uint64_t)offset >> 32);
    if (!ReadFile((HANDLE)reader->native_handle, reader->buffer, (DWORD)count, &got, &overlapped)) {
        return GetLastError() == ERROR_HANDLE_EOF ? 0 : -1;
    }
    return (int64_t)got;
#else
    return (int64_t)pread(reader->fd, reader->buffer, count, (off_t)offset);
#endif
}

static void read_share(void *argument) {
    struct reader *reader = (struct reader *)argument;
    int64_t request = reader->index;
    for (;; request += reader->thread_count) {
        int64_t offset = request * request_size;
        size_t count;
        int64_t got;
        if (offset >= reader->file_size) {
            break;
        }
        count = (size_t)(reader->file_size - offset < request_size ? reader->file_size - offset : request_size);
        got = reader->reader_kind == 0 ? (int64_t)winport_pread(reader->fd, reader->buffer, count, offset)
                                       : native_pread(reader, count, offset);
        if (got != (int64_t)count) {
            reader->failed = 1;
            return;
        }
        reader->bytes += got;
    }
}

#ifdef _WIN32
static DWORD WINAPI thread_main(LPVOID argument) {
    read_share(argument);
    return 0;
}
#else
static void *thread_main(void *argument) {
    read_share(argument);
    return NULL;
}
#endif

/* One pass: thread_count threads read the whole file through one descriptor. GiB/s, or -1. */
static double timed_pass(struct reader *readers, int thread_count) {
    double start;
    double seconds;
    int64_t total = 0;
    int i;
#ifdef _WIN32
    HANDLE threads[max_threads];
#else
    pthread_t threads[max_threads];
#endif
    for (i = 0; i < thread_count; ++i) {
        readers[i].index = i;
        readers[i].thread_count = thread_count;
        readers[i].bytes = 0;
        readers[i].failed = 0;
    }
    start = now_seconds();
    for (i = 0; i < thread_count; ++i) {
#ifdef _WIN32
        threads[i] = CreateThread(NULL, 0, thread_main, &readers[i], 0, NULL);
        if (threads[i] == NULL) {
            return -1;
        }
#else
        if (pthread_create(&threads[i], NULL, thread_main, &readers[i]) != 0) {
            return -1;
        }
#endif
    }
    for (i = 0; i < thread_count; ++i) {
#ifdef _WIN32
        WaitForSingleObject(threads[i], INFINITE);
        CloseHandle(threads[i]);
#else
        pthread_join(threads[i], NULL);
#endif
    }
    seconds = now_seconds() - start;
    for (i = 0; i < thread_count; ++i) {
        if (readers[i].failed) {
            return -1;
        }
        total += readers[i].bytes;
    }
    if (total != readers[0].file_size) {
        return -1;
    }
    return (double)total / (double)(1 << 30) / seconds;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a;
    double y = *(const double *)b;
    return (x > y) - (x < y);
}

static int prepare_file(const char *path, int64_t size) {
    enum { write_block = 4 << 20 };
    struct winport_stat status;
    unsigned char *block;
    int64_t written = 0;
    int fd = winport_open(path, WINPORT_O_RDONLY, 0);
    if (fd >= 0) {
        int same = winport_fstat(fd, &status) == 0 && status.size == size;
        winport_close(fd);
        if (same) {
            return 0;
        }
    }
    fd = winport_open(path, WINPORT_O_WRONLY | WINPORT_O_CREAT | WINPORT_O_TRUNC, 0644);
    block = (unsigned char *)malloc(write_block);
    if (fd < 0 || block == NULL) {
        return -1;
    }
    while (written < size) {
        size_t i;
        size_t count = (size_t)(size - written < write_block ? size - written : write_block);
        for (i = 0; i < count; ++i) {
            block[i] = (unsigned char)((uint64_t)(written + (int64_t)i) * 2654435761u >> 24);
        }
        if (winport_write(fd, block, count) != (winport_ssize_t)count) {
            return -1;
        }
        written += (int64_t)count;
    }
    free(block);
    return winport_close(fd);
}

static int open_native(const char *path, struct reader *reader) {
#ifdef _WIN32
    wchar_t wide[4096];
    if (MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, path, -1, wide, 4096) == 0) {
        return -1;
    }
    reader->native_handle = CreateFileW(wide, GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
        NULL, OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, NULL);
    return reader->native_handle == INVALID_HANDLE_VALUE ? -1 : 0;
#else
    reader->fd = open(path, O_RDONLY | O_CLOEXEC);
    return reader->fd < 0 ? -1 : 0;
#endif
}

static void close_native(struct reader *reader) {
#ifdef _WIN32
    CloseHandle((HANDLE)reader->native_handle);
#else
    close(reader->fd);
#endif
}

static const char *const kind_names[] = {"winport", "native"};

/* Opens one descriptor per reader kind and gives it to all of that kind's threads. */
static int open_readers(const char *path, struct reader reader_sets[2][max_threads]) {
    struct reader native;
    int winport_fd = winport_open(path, WINPORT_O_RDONLY, 0);
    int i;
    memset(&native, 0, sizeof native);
    if (winport_fd < 0 || open_native(path, &native) != 0) {
        fprintf(stderr, "io_pread_bench: cannot open '%s'\n", path);
        return -1;
    }
    for (i = 0; i < max_threads; ++i) {
        reader_sets[0][i].fd = winport_fd;
        reader_sets[1][i].fd = native.fd;
        reader_sets[1][i].native_handle = native.native_handle;
    }
    return 0;
}

static void close_readers(struct reader reader_sets[2][max_threads]) {
    winport_close(reader_sets[0][0].fd);
    close_native(&reader_sets[1][0]);
}

int main(int argc, char **argv) {
    static const int thread_counts[] = {1, 2, 4, 8};
    struct reader reader_sets[2][max_threads];
    const char *path;
    int64_t size;
    int passes;
    int kind;
    int run_kind[2] = {1, 1};
    size_t t;
    int i;

    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE [MiB] [PASSES]\n", argv[0]);
        return 2;
    }
    path = argv[1];
    size = (int64_t)(argc > 2 ? atoi(argv[2]) : 384) << 20;
    passes = argc > 3 ? atoi(argv[3]) : 5;
    if (argc > 4) {
        request_size = (int64_t)atoi(argv[4]) << 10;
    }
    if (argc > 5) {
        run_kind[0] = strcmp(argv[5], "native") != 0;
        run_kind[1] = strcmp(argv[5], "winport") != 0;
    }
    if (size <= 0 || passes < 1 || passes > max_passes || request_size <= 0 || request_size > (64 << 20)) {
        fprintf(stderr, "io_pread_bench: MiB must be positive, PASSES 1..%d, REQUEST_KiB 1..65536\n", max_passes);
        return 2;
    }
    if (prepare_file(path, size) != 0) {
        fprintf(stderr, "io_pread_bench: cannot create '%s'\n", path);
        return 1;
    }
    memset(reader_sets, 0, sizeof reader_sets);
    for (kind = 0; kind < 2; ++kind) {
        for (i = 0; i < max_threads; ++i) {
            reader_sets[kind][i].reader_kind = kind;
            reader_sets[kind][i].file_size = size;
            reader_sets[kind][i].buffer = (unsigned char *)malloc((size_t)request_size);
            if (reader_sets[kind][i].buffer == NULL) {
                return 1;
            }
        }
    }
    /* Both readers stay open and their passes alternate (winport, native, winport, ...), so a
     * machine whose speed drifts during the run treats them alike. */
    if (open_readers(path, reader_sets) != 0) {
        return 1;
    }
    printf("file: %lld MiB, requests of %lld KiB, %d passes per cell (alternating readers), one shared descriptor\n",
        (long long)(size >> 20), (long long)(request_size >> 10), passes);
    printf("%7s %22s %22s %16s\n", "threads", "winport GiB/s med/best", "native GiB/s med/best", "winport/native");
    for (kind = 0; kind < 2; ++kind) {
        if (run_kind[kind] && timed_pass(reader_sets[kind], 1) < 0) { /* warms the page cache */
            fprintf(stderr, "io_pread_bench: read failed (%s reader)\n", kind_names[kind]);
            return 1;
        }
    }
    for (t = 0; t < sizeof thread_counts / sizeof thread_counts[0]; ++t) {
        double rates[2][max_passes];
        for (i = 0; i < passes; ++i) {
            for (kind = 0; kind < 2; ++kind) {
                rates[kind][i] = run_kind[kind] ? timed_pass(reader_sets[kind], thread_counts[t]) : 0.0;
                if (rates[kind][i] < 0) {
                    fprintf(stderr, "io_pread_bench: read failed (%s reader)\n", kind_names[kind]);
                    return 1;
                }
            }
        }
        for (kind = 0; kind < 2; ++kind) {
            qsort(rates[kind], (size_t)passes, sizeof rates[kind][0], compare_doubles);
        }
        printf("%7d %12.2f / %-7.2f %12.2f / %-7.2f %16.3f\n", thread_counts[t], rates[0][passes / 2],
            rates[0][passes - 1], rates[1][passes / 2], rates[1][passes - 1], rates[1][passes / 2] > 0 ? rates[0][passes / 2] / rates[1][passes / 2] : 0.0);
        fflush(stdout);
    }
    close_readers(reader_sets);
    for (kind = 0; kind < 2; ++kind) {
        for (i = 0; i < max_threads; ++i) {
            free(reader_sets[kind][i].buffer);
        }
    }
    return 0;
}
