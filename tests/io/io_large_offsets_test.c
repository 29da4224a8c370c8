/* SPDX-License-Identifier: BSD-3-Clause */
/* io_large_offsets_test.c: 64-bit offsets. A sparse file (grown with ftruncate, so it costs a few
 * KiB of disk) is written and read byte-exact across 4 GiB, beyond it, and at and beyond 5 GiB, where a 32-bit
 * offset (the CRT's long lseek, a DWORD Offset without OffsetHigh) would wrap to the start. */
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

#define GIB (INT64_C(1) << 30)



static void fill_pattern(unsigned char *buffer, size_t size, unsigned seed) {
    size_t i;
    for (i = 0; i < size; ++i) {
        buffer[i] = (unsigned char)((i * 7u + seed * 13u + (i >> 8)) & 0xFFu);
    }
}

static void test_sparse_file_beyond_4_and_5_gib_is_byte_exact(void **state) {
    /* Across the 4 GiB line, just beyond it (unaligned), at 5 GiB, and beyond 5 GiB (unaligned). */
    static const int64_t offsets[] = {4 * GIB - 100, 4 * GIB + 10001, 5 * GIB, 5 * GIB + 3 * 4096 + 7};
    enum { block = 4096 };
    unsigned char out[block];
    unsigned char in[block];
    unsigned char zeros[block];
    char *path = io_test_join(io_test_dir, "sparse.bin");
    struct winport_stat status;
    size_t i;
    int fd;
    (void)state;
    memset(zeros, 0, sizeof zeros);
    fd = winport_open(path, WINPORT_O_RDWR | WINPORT_O_CREAT | WINPORT_O_EXCL, 0644);
    assert_true(fd >= 0);
    io_test_make_sparse(fd);
    assert_int_equal(winport_ftruncate(fd, 6 * GIB), 0);
    assert_int_equal(winport_fstat(fd, &status), 0);
    assert_int_equal(status.size, 6 * GIB);

    for (i = 0; i < sizeof offsets / sizeof offsets[0]; ++i) {
        fill_pattern(out, sizeof out, (unsigned)i + 1);
        assert_int_equal(winport_pwrite(fd, out, sizeof out, offsets[i]), block);
    }
    for (i = 0; i < sizeof offsets / sizeof offsets[0]; ++i) {
        fill_pattern(out, sizeof out, (unsigned)i + 1);
        memset(in, 0xEE, sizeof in);
        assert_int_equal(winport_pread(fd, in, sizeof in, offsets[i]), block);
        assert_memory_equal(in, out, sizeof out);
    }
    /* Between the blocks the file is still zeros, and the start was never touched: a wrapped
     * 32-bit offset would have written there. */
    assert_int_equal(winport_pread(fd, in, sizeof in, 0), block);
    assert_memory_equal(in, zeros, sizeof zeros);
    assert_int_equal(winport_pread(fd, in, sizeof in, 4 * GIB + 5000), block);
    assert_memory_equal(in, zeros, sizeof zeros);
    assert_int_equal(winport_pread(fd, in, sizeof in, 6 * GIB - 10), 10); /* short read at the end */
    assert_int_equal(winport_pread(fd, in, sizeof in, 6 * GIB), 0);
    assert_int_equal(winport_close(fd), 0);
    assert_int_equal(winport_unlink(path), 0);
    free(path);
}

static void test_lseek_read_write_beyond_4_gib(void **state) {
    char *path = io_test_join(io_test_dir, "seek.bin");
    char buffer[8];
    int fd;
    (void)state;
    fd = winport_open(path, WINPORT_O_RDWR | WINPORT_O_CREAT | WINPORT_O_EXCL, 0644);
    assert_true(fd >= 0);
    io_test_make_sparse(fd);
    assert_int_equal(winport_lseek(fd, 5 * GIB, WINPORT_SEEK_SET), 5 * GIB);
    assert_int_equal(winport_write(fd, "far-away", 8), 8);
    assert_int_equal(winport_lseek(fd, 0, WINPORT_SEEK_CUR), 5 * GIB + 8);
    assert_int_equal(winport_lseek(fd, 0, WINPORT_SEEK_END), 5 * GIB + 8);
    assert_int_equal(winport_lseek(fd, -8, WINPORT_SEEK_CUR), 5 * GIB);
    assert_int_equal(winport_read(fd, buffer, 8), 8);
    assert_memory_equal(buffer, "far-away", 8);
    assert_int_equal(winport_pread(fd, buffer, 8, 0), 8);
    assert_memory_equal(buffer, "\0\0\0\0\0\0\0\0", 8);
    assert_int_equal(winport_ftruncate(fd, 4 * GIB + 3), 0); /* shrink across the 4 GiB line */
    assert_int_equal(winport_lseek(fd, 0, WINPORT_SEEK_END), 4 * GIB + 3);
    assert_int_equal(winport_close(fd), 0);
    assert_int_equal(winport_unlink(path), 0);
    free(path);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sparse_file_beyond_4_and_5_gib_is_byte_exact),
        cmocka_unit_test(test_lseek_read_write_beyond_4_gib),
    };
    return cmocka_run_group_tests(tests, io_test_setup_dir, io_test_teardown_dir);
}
