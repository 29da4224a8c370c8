/* SPDX-License-Identifier: BSD-3-Clause */
/* io_map_test.c: read-only maps of a whole file and of ranges at offsets that are not page or
 * allocation-granularity aligned (Windows views must start on a 64 KiB boundary) match pread. */
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

enum { file_size = 300000 }; /* more than four 64 KiB granules, and not a multiple of a page */

static char *file_path;
static unsigned char *content;

static unsigned char byte_at(size_t i) { return (unsigned char)(i * 2654435761u >> 24); }

static int make_fixture(void **state) {
    if (io_test_setup_dir(state) != 0) {
        return -1;
    }
    file_path = io_test_join(io_test_dir, "mapped.bin");
    content = io_test_write_pattern_file(file_path, file_size, byte_at);
    return content == NULL ? -1 : 0;
}

static int remove_fixture(void **state) {
    free(file_path);
    free(content);
    return io_test_teardown_dir(state);
}

static void assert_view_matches_pread(int fd, int64_t offset, size_t length, size_t expected_size) {
    struct winport_mapping mapping;
    unsigned char *read_back = (unsigned char *)malloc(expected_size);
    assert_non_null(read_back);
    assert_int_equal(winport_map_readonly(fd, offset, length, &mapping), 0);
    assert_non_null(mapping.data);
    assert_int_equal(mapping.size, expected_size);
    assert_int_equal(winport_pread(fd, read_back, expected_size, offset), (winport_ssize_t)expected_size);
    assert_memory_equal(mapping.data, read_back, expected_size);
    assert_memory_equal(mapping.data, content + offset, expected_size);
    assert_int_equal(winport_unmap(&mapping), 0);
    assert_null(mapping.data);
    errno = 0;
    assert_int_equal(winport_unmap(&mapping), -1);
    assert_int_equal(errno, EINVAL);
    free(read_back);
}

static void test_whole_file_view_matches_pread(void **state) {
    int fd = winport_open(file_path, WINPORT_O_RDONLY, 0);
    (void)state;
    assert_true(fd >= 0);
    assert_view_matches_pread(fd, 0, 0, file_size);
    assert_int_equal(winport_close(fd), 0);
}

static void test_unaligned_ranges_match_pread(void **state) {
    int fd = winport_open(file_path, WINPORT_O_RDWR, 0);
    (void)state;
    assert_true(fd >= 0);
    assert_view_matches_pread(fd, 1, 100, 100);
    assert_view_matches_pread(fd, 4095, 4097, 4097);
    assert_view_matches_pread(fd, 65536, 65536, 65536);           /* exactly on a granule */
    assert_view_matches_pread(fd, 65537 + 4096, 70000, 70000);    /* across granules */
    assert_view_matches_pread(fd, 200001, 0, file_size - 200001); /* tail, length from the file */
    assert_view_matches_pread(fd, file_size - 1, 1, 1);           /* last byte */
    assert_int_equal(winport_close(fd), 0);
}

static void test_view_outlives_the_descriptor(void **state) {
    struct winport_mapping mapping;
    int fd = winport_open(file_path, WINPORT_O_RDONLY, 0);
    (void)state;
    assert_true(fd >= 0);
    assert_int_equal(winport_map_readonly(fd, 1000, 5000, &mapping), 0);
    assert_int_equal(winport_close(fd), 0);
    assert_memory_equal(mapping.data, content + 1000, 5000);
    assert_int_equal(winport_unmap(&mapping), 0);
}

static void test_empty_file_cannot_be_mapped(void **state) {
    char *empty = io_test_join(io_test_dir, "empty.bin");
    struct winport_mapping mapping;
    int fd = winport_open(empty, WINPORT_O_RDWR | WINPORT_O_CREAT, 0644);
    (void)state;
    assert_true(fd >= 0);
    errno = 0;
    assert_int_equal(winport_map_readonly(fd, 0, 0, &mapping), -1);
    assert_int_equal(errno, EINVAL);
    assert_int_equal(winport_close(fd), 0);
    assert_int_equal(winport_unlink(empty), 0);
    free(empty);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_whole_file_view_matches_pread),
        cmocka_unit_test(test_unaligned_ranges_match_pread),
        cmocka_unit_test(test_view_outlives_the_descriptor),
        cmocka_unit_test(test_empty_file_cannot_be_mapped),
    };
    return cmocka_run_group_tests(tests, make_fixture, remove_fixture);
}
