/* SPDX-License-Identifier: BSD-3-Clause */
/* io_parallel_pread_test.c: 8 threads pread one descriptor at once, over disjoint and overlapping
 * ranges, and every byte is checked; the descriptor's position stays where it was. Also: a close
 * racing with preads, and 8 threads pwriting one descriptor. Natively this
 * proves the pass-through; under Wine it proves the Windows design is correct (each call's own
 * OVERLAPPED and event, no shared position). Whether the calls really overlap in time on Windows
 * is a performance property Wine cannot show (Wine never serialises a handle); bench/io measures
 * throughput, and only real Windows can prove it.
 *
 * O_APPEND from 8 threads, each through its own descriptor: every record must land whole, none
 * overwriting another. Linux lanes: proves the pass-through (the kernel appends atomically).
 * mingw-wine: skipped, because Wine (8) finds the end of the file and writes there in two
 * steps whatever access the handle has, so records are lost there: Wine cannot prove atomic
 * appends. What it can prove, that winport asks for an append-only handle (FILE_APPEND_DATA
 * without FILE_WRITE_DATA, for which the Windows kernel appends atomically), io_posix_outcomes
 * checks. Real Windows runs this test and proves the whole property. */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "io_test_support.h"
#include "winport/io.h"

enum { thread_count = 8, file_size = 4 << 20, chunk = 64 << 10, rounds = 24 };

static char *file_path;
static unsigned char *expected;
static int shared_fd;

/* Byte i of the file: position-dependent, so a read from the wrong offset cannot match. */
static unsigned char byte_at(size_t i) { return (unsigned char)((i ^ (i >> 9) ^ (i >> 17)) * 31u); }

static int make_fixture(void **state) {
    if (io_test_setup_dir(state) != 0) {
        return -1;
    }
    file_path = io_test_join(io_test_dir, "parallel.bin");
    expected = io_test_write_pattern_file(file_path, file_size, byte_at);
    return expected == NULL ? -1 : 0;
}

static int remove_fixture(void **state) {
    free(file_path);
    free(expected);
    return io_test_teardown_dir(state);
}

struct reader {
    int index;
    int overlapping;
    int64_t mismatches; /* checked by the main thread: cmocka's asserts are not thread-safe */
    int64_t failures;
    int64_t bytes;
};

static void read_ranges(void *argument) {
    struct reader *reader = (struct reader *)argument;
    unsigned char *buffer = (unsigned char *)malloc(chunk);
    int round;
    if (buffer == NULL) {
        reader->failures++;
        return;
    }
    for (round = 0; round < rounds; ++round) {
        int64_t offset;
        winport_ssize_t got;
        if (reader->overlapping) {
            /* Every thread walks the same region with odd, unaligned starts, so ranges collide. */
            offset = ((int64_t)round * 40961 + reader->index * 1021) % (file_size - chunk);
        } else {
            /* Thread i owns slice i. */
            offset = (int64_t)reader->index * (file_size / thread_count) + ((int64_t)round * 12289) % (file_size / thread_count - chunk);
        }
        got = winport_pread(shared_fd, buffer, chunk, offset);
        if (got != chunk) {
            reader->failures++;
            continue;
        }
        reader->bytes += got;
        if (memcmp(buffer, expected + offset, chunk) != 0) {
            reader->mismatches++;
        }
    }
    free(buffer);
}

static void run_readers(int overlapping) {
    struct reader readers[thread_count];
    int i;
    memset(readers, 0, sizeof readers);
    for (i = 0; i < thread_count; ++i) {
        readers[i].index = i;
        readers[i].overlapping = overlapping;
    }
    shared_fd = winport_open(file_path, WINPORT_O_RDONLY, 0);
    assert_true(shared_fd >= 0);
    assert_int_equal(winport_lseek(shared_fd, 12345, WINPORT_SEEK_SET), 12345);
    assert_int_equal(io_test_run_threads(thread_count, read_ranges, readers, sizeof readers[0]), 0);
    for (i = 0; i < thread_count; ++i) {
        assert_int_equal(readers[i].failures, 0);
        assert_int_equal(readers[i].mismatches, 0);
        assert_int_equal(readers[i].bytes, (int64_t)rounds * chunk);
    }
    assert_int_equal(winport_lseek(shared_fd, 0, WINPORT_SEEK_CUR), 12345);
    assert_int_equal(winport_close(shared_fd), 0);
}

static void test_eight_threads_disjoint_ranges(void **state) {
    (void)state;
    run_readers(0);
}

static void test_eight_threads_overlapping_ranges(void **state) {
    (void)state;
    run_readers(1);
}

/* Closing a descriptor while other threads pread it: each read is whole and right, or EBADF once
 * the descriptor is gone; nothing crashes (Windows: the table's reference counting keeps the
 * handle alive until the reads in flight finish). Thread 0 reads a while, then closes. */
struct racer {
    int index;
    int64_t good_reads;
    int64_t bad_results; /* neither a full, correct read nor EBADF */
    int saw_ebadf;
};

static void race_close(void *argument) {
    struct racer *racer = (struct racer *)argument;
    unsigned char *buffer = (unsigned char *)malloc(chunk);
    int64_t attempt;
    if (buffer == NULL) {
        racer->bad_results++;
        return;
    }
    for (attempt = 0; attempt < 1000000; ++attempt) {
        int64_t offset = (attempt * 8191 + racer->index * 4099) % (file_size - chunk);
        winport_ssize_t got;
        if (racer->index == 0 && attempt == 50) {
            if (winport_close(shared_fd) != 0) {
                racer->bad_results++;
            }
            break;
        }
        errno = 0;
        got = winport_pread(shared_fd, buffer, chunk, offset);
        if (got == -1 && errno == EBADF) {
            racer->saw_ebadf = 1;
            break;
        }
        if (got != chunk || memcmp(buffer, expected + offset, chunk) != 0) {
            racer->bad_results++;
        } else {
            racer->good_reads++;
        }
    }
    free(buffer);
}

static void test_close_while_other_threads_pread(void **state) {
    struct racer racers[thread_count];
    int i;
    (void)state;
    memset(racers, 0, sizeof racers);
    for (i = 0; i < thread_count; ++i) {
        racers[i].index = i;
    }
    shared_fd = winport_open(file_path, WINPORT_O_RDONLY, 0);
    assert_true(shared_fd >= 0);
    assert_int_equal(io_test_run_threads(thread_count, race_close, racers, sizeof racers[0]), 0);
    for (i = 0; i < thread_count; ++i) {
        assert_int_equal(racers[i].bad_results, 0);
        if (i > 0) {
            assert_true(racers[i].saw_ebadf); /* every reader ran until the close */
        }
    }
    errno = 0;
    assert_int_equal(winport_close(shared_fd), -1);
    assert_int_equal(errno, EBADF);
}

/* 8 threads pwrite interleaved 64 KiB blocks of a new file through one descriptor; every byte
 * lands where its offset says. */
struct writer {
    int index;
    int fd;
    int64_t failures;
};

static void write_blocks(void *argument) {
    struct writer *writer = (struct writer *)argument;
    int64_t block;
    for (block = writer->index; block < file_size / chunk; block += thread_count) {
        if (winport_pwrite(writer->fd, expected + block * chunk, chunk, block * chunk) != chunk) {
            writer->failures++;
        }
    }
}

static void test_eight_threads_pwrite_one_descriptor(void **state) {
    struct writer writers[thread_count];
    char *path = io_test_join(io_test_dir, "written.bin");
    unsigned char *read_back = (unsigned char *)malloc(file_size);
    int fd;
    int i;
    (void)state;
    assert_non_null(read_back);
    fd = winport_open(path, WINPORT_O_RDWR | WINPORT_O_CREAT | WINPORT_O_EXCL, 0644);
    assert_true(fd >= 0);
    for (i = 0; i < thread_count; ++i) {
        writers[i].index = i;
        writers[i].fd = fd;
        writers[i].failures = 0;
    }
    assert_int_equal(io_test_run_threads(thread_count, write_blocks, writers, sizeof writers[0]), 0);
    for (i = 0; i < thread_count; ++i) {
        assert_int_equal(writers[i].failures, 0);
    }
    assert_int_equal(winport_lseek(fd, 0, WINPORT_SEEK_CUR), 0);
    assert_int_equal(winport_pread(fd, read_back, file_size, 0), file_size);
    assert_memory_equal(read_back, expected, file_size);
    assert_int_equal(winport_close(fd), 0);
    assert_int_equal(winport_unlink(path), 0);
    free(read_back);
    free(path);
}

enum { appenders = 8, records_per_appender = 400, record_size = 32 };

struct appender {
    const char *path;
    int index;
    int failures;
};

/* "appender 3 record 0123 ........\n": its writer and number recoverable from its bytes. */
static void make_record(char *record, int index, int number) {
    memset(record, '.', record_size);
    record[record_size - 1] = '\n';
    record[0] = (char)('A' + index);
    record[1] = (char)('0' + number / 1000);
    record[2] = (char)('0' + number / 100 % 10);
    record[3] = (char)('0' + number / 10 % 10);
    record[4] = (char)('0' + number % 10);
}

static void append_records(void *argument) {
    struct appender *appender = (struct appender *)argument;
    char record[record_size];
    int number;
    int fd = winport_open(appender->path, WINPORT_O_WRONLY | WINPORT_O_APPEND, 0);
    if (fd < 0) {
        appender->failures++;
        return;
    }
    for (number = 0; number < records_per_appender; ++number) {
        make_record(record, appender->index, number);
        if (winport_write(fd, record, record_size) != record_size) {
            appender->failures++;
        }
    }
    winport_close(fd);
}

static void test_eight_threads_append_whole_records(void **state) {
    struct appender threads[appenders];
    char *path = io_test_join(io_test_dir, "appended.log");
    size_t total = (size_t)appenders * records_per_appender * record_size;
    char *contents = (char *)malloc(total + 1);
    int next_number[appenders] = {0};
    size_t at;
    int fd;
    int i;
    (void)state;
    if (io_test_under_wine()) {
        print_message("Wine appends in two steps (not atomic): this lane cannot prove O_APPEND's atomicity\n");
        free(contents);
        free(path);
        skip();
    }
    assert_non_null(contents);
    fd = winport_open(path, WINPORT_O_WRONLY | WINPORT_O_CREAT | WINPORT_O_TRUNC, 0644);
    assert_true(fd >= 0);
    assert_int_equal(winport_close(fd), 0);
    for (i = 0; i < appenders; ++i) {
        threads[i].path = path;
        threads[i].index = i;
        threads[i].failures = 0;
    }
    assert_int_equal(io_test_run_threads(appenders, append_records, threads, sizeof threads[0]), 0);
    for (i = 0; i < appenders; ++i) {
        assert_int_equal(threads[i].failures, 0);
    }
    fd = winport_open(path, WINPORT_O_RDONLY, 0);
    assert_true(fd >= 0);
    /* One byte more than expected: a file longer than every record together shows too. */
    assert_int_equal(winport_read(fd, contents, total + 1), (winport_ssize_t)total);
    assert_int_equal(winport_close(fd), 0);
    /* Each writer's records appear whole and in its own order. */
    for (at = 0; at < total; at += record_size) {
        char record[record_size];
        int index = contents[at] - 'A';
        if (index < 0 || index >= appenders) {
            print_error("torn record at byte %lu\n", (unsigned long)at);
            fail();
        }
        make_record(record, index, next_number[index]++);
        if (memcmp(record, contents + at, record_size) != 0) {
            print_error("torn or reordered record at byte %lu\n", (unsigned long)at);
            fail();
        }
    }
    assert_int_equal(winport_unlink(path), 0);
    free(contents);
    free(path);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_eight_threads_disjoint_ranges),
        cmocka_unit_test(test_eight_threads_overlapping_ranges),
        cmocka_unit_test(test_close_while_other_threads_pread),
        cmocka_unit_test(test_eight_threads_pwrite_one_descriptor),
        cmocka_unit_test(test_eight_threads_append_whole_records),
    };
    return cmocka_run_group_tests(tests, make_fixture, remove_fixture);
}
