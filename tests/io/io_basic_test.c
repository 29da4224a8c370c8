/* SPDX-License-Identifier: BSD-3-Clause */
/* io_basic_test.c: winport/io.h's everyday contract: Unicode names, long paths, read/write/lseek,
 * pread/pwrite leaving the position alone, O_EXCL, O_APPEND, O_TRUNC, ftruncate, fstat, rename
 * and delete of an open file. Natively this checks the POSIX pass-through; in the Windows lane it
 * checks the Win32 implementation under Wine (Wine accepts long paths even without \\?\, so there
 * the long-path test proves the path is built and resolved correctly, not that the prefix is
 * needed; real Windows is the only proxy for that). */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L
#endif
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

#ifdef _WIN32
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#include <windows.h>
#else
#include <fcntl.h>
#endif

static char *fixture_dir;

static int make_fixture_dir(void **state) {
    (void)state;
    fixture_dir = io_test_make_temp_dir();
    return fixture_dir == NULL ? -1 : 0;
}

static int remove_fixture_dir(void **state) {
    (void)state;
    /* Every test removes what it made, so the folder must be empty now. */
    int removed = winport_rmdir(fixture_dir);
    if (removed != 0) {
        print_error("fixture folder not empty at the end: %s\n", fixture_dir);
        io_test_remove_tree(fixture_dir);
    }
    free(fixture_dir);
    return removed;
}

static void write_whole_file(const char *path, const char *text) {
    int fd = winport_open(path, WINPORT_O_WRONLY | WINPORT_O_CREAT | WINPORT_O_TRUNC, 0644);
    assert_true(fd >= 0);
    assert_int_equal(winport_write(fd, text, strlen(text)), (winport_ssize_t)strlen(text));
    assert_int_equal(winport_close(fd), 0);
}

static void assert_file_holds(const char *path, const char *text) {
    char buffer[256];
    size_t length = strlen(text);
    int fd = winport_open(path, WINPORT_O_RDONLY, 0);
    assert_true(fd >= 0);
    assert_int_equal(winport_read(fd, buffer, sizeof buffer), (winport_ssize_t)length);
    assert_memory_equal(buffer, text, length);
    assert_int_equal(winport_read(fd, buffer, sizeof buffer), 0); /* at end: 0, not an error */
    assert_int_equal(winport_close(fd), 0);
}

static void assert_absent(const char *path) {
    errno = 0;
    assert_int_equal(winport_open(path, WINPORT_O_RDONLY, 0), -1);
    assert_int_equal(errno, ENOENT);
}

static void round_trip_name(const char *name) {
    char *path = io_test_join(fixture_dir, name);
    char *content = io_test_join("content of", name);
    print_message("name: %s\n", name);
    write_whole_file(path, content);
    assert_file_holds(path, content);
    assert_int_equal(winport_unlink(path), 0);
    assert_absent(path);
    free(content);
    free(path);
}

static void test_unicode_file_names_round_trip(void **state) {
    (void)state;
    round_trip_name("plain-ascii.bin");
    round_trip_name("caf\xc3\xa9-na\xc3\xafve-\xc3\x85ngstr\xc3\xb6m.bin");       /* café-naïve-Ångström */
    round_trip_name("\xe6\xa8\xa1\xe5\x9e\x8b\xe6\x9d\x83\xe9\x87\x8d.bin");     /* 模型权重 */
    round_trip_name("weights-\xf0\x9f\xa6\x99\xf0\x9f\x9a\x80.bin");              /* 🦙🚀 (beyond the BMP) */
}

static void test_path_longer_than_300_characters_through_nested_folders(void **state) {
    /* 12 levels of 30-character folders: every prefix past ~250 characters needs the long form. */
    static const char level[] = "nested-folder-of-thirty-chars-";
    char *folders[12];
    char *file_path;
    int i;
    (void)state;
    folders[0] = io_test_join(fixture_dir, level);
    assert_int_equal(winport_mkdir(folders[0], 0755), 0);
    for (i = 1; i < 12; ++i) {
        folders[i] = io_test_join(folders[i - 1], level);
        assert_int_equal(winport_mkdir(folders[i], 0755), 0);
    }
    file_path = io_test_join(folders[11], "deep-\xc3\xa9-file.bin");
    print_message("path length: %u\n", (unsigned)strlen(file_path));
    assert_true(strlen(file_path) > 300);
    write_whole_file(file_path, "deep content");
    assert_file_holds(file_path, "deep content");
    assert_int_equal(winport_unlink(file_path), 0);
    for (i = 11; i >= 0; --i) {
        assert_int_equal(winport_rmdir(folders[i]), 0);
        free(folders[i]);
    }
    free(file_path);
}

static void test_relative_path_with_dot_dot_resolves(void **state) {
    /* fixture/sub/../file.bin names fixture/file.bin (Windows resolves it before adding \\?\). */
    char *sub = io_test_join(fixture_dir, "sub");
    char *through_dots = io_test_join(sub, "../dotted.bin");
    char *direct = io_test_join(fixture_dir, "dotted.bin");
    (void)state;
    assert_int_equal(winport_mkdir(sub, 0755), 0);
    write_whole_file(through_dots, "dots");
    assert_file_holds(direct, "dots");
    assert_int_equal(winport_unlink(direct), 0);
    assert_int_equal(winport_rmdir(sub), 0);
    free(sub);
    free(through_dots);
    free(direct);
}

static void test_relative_path_opens_in_the_current_directory(void **state) {
    /* CTest runs this in the test's build folder, which is writable. */
    static const char relative[] = "./winport-io-relative-path.tmp";
    (void)state;
    write_whole_file(relative, "relative");
    assert_file_holds("winport-io-relative-path.tmp", "relative");
    assert_int_equal(winport_unlink(relative), 0);
    assert_absent(relative);
}

static void test_read_write_lseek_move_the_position(void **state) {
    char *path = io_test_join(fixture_dir, "position.bin");
    char buffer[16];
    int fd;
    (void)state;
    fd = winport_open(path, WINPORT_O_RDWR | WINPORT_O_CREAT | WINPORT_O_EXCL, 0644);
    assert_true(fd >= 0);
    assert_int_equal(winport_write(fd, "0123456789", 10), 10);
    assert_int_equal(winport_lseek(fd, 0, WINPORT_SEEK_CUR), 10);
    assert_int_equal(winport_lseek(fd, 2, WINPORT_SEEK_SET), 2);
    assert_int_equal(winport_read(fd, buffer, 3), 3);
    assert_memory_equal(buffer, "234", 3);
    assert_int_equal(winport_lseek(fd, 0, WINPORT_SEEK_CUR), 5);
    assert_int_equal(winport_lseek(fd, -4, WINPORT_SEEK_END), 6);
    assert_int_equal(winport_write(fd, "ab", 2), 2);
    assert_int_equal(winport_lseek(fd, 20, WINPORT_SEEK_SET), 20); /* past the end is allowed */
    assert_int_equal(winport_read(fd, buffer, sizeof buffer), 0);
    assert_int_equal(winport_pread(fd, buffer, 10, 0), 10);
    assert_memory_equal(buffer, "012345ab89", 10);
    assert_int_equal(winport_close(fd), 0);
    assert_int_equal(winport_unlink(path), 0);
    free(path);
}

static void test_pread_pwrite_leave_the_position_unchanged(void **state) {
    char *path = io_test_join(fixture_dir, "positioned.bin");
    char buffer[8];
    int fd;
    (void)state;
    fd = winport_open(path, WINPORT_O_RDWR | WINPORT_O_CREAT, 0644);
    assert_true(fd >= 0);
    assert_int_equal(winport_write(fd, "abcdefgh", 8), 8);
    assert_int_equal(winport_lseek(fd, 3, WINPORT_SEEK_SET), 3);
    assert_int_equal(winport_pread(fd, buffer, 4, 4), 4);
    assert_memory_equal(buffer, "efgh", 4);
    assert_int_equal(winport_lseek(fd, 0, WINPORT_SEEK_CUR), 3);
    assert_int_equal(winport_pwrite(fd, "XY", 2, 0), 2);
    assert_int_equal(winport_lseek(fd, 0, WINPORT_SEEK_CUR), 3);
    assert_int_equal(winport_pwrite(fd, "tail", 4, 12), 4); /* beyond the end: grows the file */
    assert_int_equal(winport_lseek(fd, 0, WINPORT_SEEK_CUR), 3);
    /* The next read continues at 3, not where the positioned calls ended. */
    assert_int_equal(winport_read(fd, buffer, 3), 3);
    assert_memory_equal(buffer, "def", 3);
    assert_int_equal(winport_pread(fd, buffer, 8, 16), 0);  /* at end of file: 0 */
    assert_int_equal(winport_pread(fd, buffer, 8, 100), 0); /* past end of file: 0 */
    assert_int_equal(winport_pread(fd, buffer, 8, 12), 4);  /* short read at the end */
    assert_memory_equal(buffer, "tail", 4);
    assert_int_equal(winport_pread(fd, buffer, 4, 8), 4);   /* the gap reads as zeros */
    assert_memory_equal(buffer, "\0\0\0\0", 4);
    assert_int_equal(winport_close(fd), 0);
    assert_int_equal(winport_unlink(path), 0);
    free(path);
}

static void test_o_excl_refuses_an_existing_file(void **state) {
    char *path = io_test_join(fixture_dir, "exclusive.bin");
    (void)state;
    write_whole_file(path, "first");
    errno = 0;
    assert_int_equal(winport_open(path, WINPORT_O_WRONLY | WINPORT_O_CREAT | WINPORT_O_EXCL, 0644), -1);
    assert_int_equal(errno, EEXIST);
    assert_file_holds(path, "first"); /* untouched */
    assert_int_equal(winport_unlink(path), 0);
    free(path);
}

static void test_o_append_writes_land_at_the_end(void **state) {
    char *path = io_test_join(fixture_dir, "append.bin");
    int appender;
    int other;
    (void)state;
    write_whole_file(path, "start-");
    appender = winport_open(path, WINPORT_O_WRONLY | WINPORT_O_APPEND, 0);
    other = winport_open(path, WINPORT_O_WRONLY, 0);
    assert_true(appender >= 0 && other >= 0);
    assert_int_equal(winport_lseek(appender, 0, WINPORT_SEEK_SET), 0);
    assert_int_equal(winport_write(appender, "one-", 4), 4);
    assert_int_equal(winport_lseek(appender, 0, WINPORT_SEEK_CUR), 10);
    /* Another descriptor grows the file; the next append still goes after its bytes. */
    assert_int_equal(winport_pwrite(other, "grown-", 6, 10), 6);
    assert_int_equal(winport_write(appender, "two", 3), 3);
    assert_int_equal(winport_close(appender), 0);
    assert_int_equal(winport_close(other), 0);
    assert_file_holds(path, "start-one-grown-two");
    assert_int_equal(winport_unlink(path), 0);
    free(path);
}

static void test_o_trunc_empties_an_existing_file(void **state) {
    char *path = io_test_join(fixture_dir, "trunc.bin");
    struct winport_stat status;
    int fd;
    (void)state;
    write_whole_file(path, "something long");
    fd = winport_open(path, WINPORT_O_RDWR | WINPORT_O_TRUNC, 0);
    assert_true(fd >= 0);
    assert_int_equal(winport_fstat(fd, &status), 0);
    assert_int_equal(status.size, 0);
    assert_int_equal(winport_close(fd), 0);
    assert_int_equal(winport_unlink(path), 0);
    free(path);
}

static void test_ftruncate_grows_with_zeros_and_shrinks(void **state) {
    char *path = io_test_join(fixture_dir, "truncate.bin");
    struct winport_stat status;
    char buffer[8];
    int fd;
    (void)state;
    fd = winport_open(path, WINPORT_O_RDWR | WINPORT_O_CREAT, 0644);
    assert_true(fd >= 0);
    assert_int_equal(winport_write(fd, "abcd", 4), 4);
    assert_int_equal(winport_ftruncate(fd, 8), 0);
    assert_int_equal(winport_fstat(fd, &status), 0);
    assert_int_equal(status.size, 8);
    assert_int_equal(winport_pread(fd, buffer, 8, 0), 8);
    assert_memory_equal(buffer, "abcd\0\0\0\0", 8);
    assert_int_equal(winport_ftruncate(fd, 2), 0);
    assert_int_equal(winport_fstat(fd, &status), 0);
    assert_int_equal(status.size, 2);
    assert_int_equal(winport_pread(fd, buffer, 8, 0), 2);
    assert_memory_equal(buffer, "ab", 2);
    assert_int_equal(winport_lseek(fd, 0, WINPORT_SEEK_CUR), 4); /* position is not clamped */
    assert_int_equal(winport_close(fd), 0);
    assert_int_equal(winport_unlink(path), 0);
    free(path);
}

static void test_fstat_reports_type_size_and_times(void **state) {
    char *path = io_test_join(fixture_dir, "stat.bin");
    struct winport_stat file_status;
    struct winport_stat dir_status;
    int fd;
    int dir_fd;
    (void)state;
    fd = winport_open(path, WINPORT_O_WRONLY | WINPORT_O_CREAT, 0644); /* write-only: fstat still works */
    assert_true(fd >= 0);
    assert_int_equal(winport_write(fd, "12345", 5), 5);
    assert_int_equal(winport_fstat(fd, &file_status), 0);
    assert_int_equal(file_status.size, 5);
    assert_int_equal(file_status.mode & WINPORT_S_IFMT, WINPORT_S_IFREG);
    assert_true((file_status.mode & 0200) != 0);
    assert_int_equal(file_status.link_count, 1);
    assert_true(file_status.modify_time.seconds > 1500000000); /* after 2017: a real clock, right epoch */
    assert_true(file_status.modify_time.nanoseconds >= 0 && file_status.modify_time.nanoseconds < 1000000000);
    assert_int_equal(winport_fsync(fd), 0);
    dir_fd = winport_open(fixture_dir, WINPORT_O_RDONLY, 0);
    assert_true(dir_fd >= 0);
    assert_int_equal(winport_fstat(dir_fd, &dir_status), 0);
    assert_int_equal(dir_status.mode & WINPORT_S_IFMT, WINPORT_S_IFDIR);
    assert_true(dir_status.inode != file_status.inode);
    assert_int_equal(winport_close(dir_fd), 0);
    assert_int_equal(winport_close(fd), 0);
    assert_int_equal(winport_unlink(path), 0);
    free(path);
}

static void test_open_file_can_be_renamed_and_deleted(void **state) {
    char *path = io_test_join(fixture_dir, "open-original.bin");
    char *renamed = io_test_join(fixture_dir, "open-renamed.bin");
    char *replaced = io_test_join(fixture_dir, "open-replaced.bin");
    char buffer[8];
    int fd;
    (void)state;
    write_whole_file(path, "payload");
    write_whole_file(replaced, "old");
    fd = winport_open(path, WINPORT_O_RDWR, 0);
    assert_true(fd >= 0);
    assert_int_equal(winport_rename(path, renamed), 0);
    assert_absent(path);
    assert_file_holds(renamed, "payload");
    /* rename replaces an existing target */
    assert_int_equal(winport_rename(renamed, replaced), 0);
    assert_absent(renamed);
    assert_file_holds(replaced, "payload");
    /* The descriptor still reads and writes the same file. */
    assert_int_equal(winport_pwrite(fd, "P", 1, 0), 1);
    assert_file_holds(replaced, "Payload");
    assert_int_equal(winport_unlink(replaced), 0);
    assert_int_equal(winport_pread(fd, buffer, 7, 0), 7); /* still readable after delete */
    assert_memory_equal(buffer, "Payload", 7);
    assert_int_equal(winport_close(fd), 0);
    assert_absent(replaced);
    free(path);
    free(renamed);
    free(replaced);
}

static void test_large_counts_need_no_chunking_by_the_caller(void **state) {
    /* 3 MiB in one write and one read (the Windows side splits at 1 GiB; this checks the loop's
     * bookkeeping at a size a test can afford). */
    const size_t size = (size_t)3 << 20;
    char *path = io_test_join(fixture_dir, "big.bin");
    unsigned char *out = (unsigned char *)malloc(size);
    unsigned char *in = (unsigned char *)malloc(size);
    size_t i;
    int fd;
    (void)state;
    assert_non_null(out);
    assert_non_null(in);
    for (i = 0; i < size; ++i) {
        out[i] = (unsigned char)(i * 131u + (i >> 16));
    }
    fd = winport_open(path, WINPORT_O_RDWR | WINPORT_O_CREAT, 0644);
    assert_true(fd >= 0);
    assert_int_equal(winport_write(fd, out, size), (winport_ssize_t)size);
    assert_int_equal(winport_pread(fd, in, size, 0), (winport_ssize_t)size);
    assert_memory_equal(in, out, size);
    assert_int_equal(winport_close(fd), 0);
    assert_int_equal(winport_unlink(path), 0);
    free(out);
    free(in);
    free(path);
}

static void test_files_are_binary_and_not_inherited(void **state) {
    /* CR LF and CTRL+Z come back byte for byte (no text mode), and a child process would not get
     * the descriptor (Windows: the handle's inherit flag; POSIX: FD_CLOEXEC). */
    static const char bytes[] = "line\r\nend\x1a\n\r";
    char *path = io_test_join(fixture_dir, "binary.bin");
    char buffer[sizeof bytes];
    int fd;
    (void)state;
    fd = winport_open(path, WINPORT_O_RDWR | WINPORT_O_CREAT, 0644);
    assert_true(fd >= 0);
    assert_int_equal(winport_write(fd, bytes, sizeof bytes), (winport_ssize_t)sizeof bytes);
    assert_int_equal(winport_pread(fd, buffer, sizeof buffer, 0), (winport_ssize_t)sizeof bytes);
    assert_memory_equal(buffer, bytes, sizeof bytes);
#ifdef _WIN32
    {
        DWORD handle_flags = 0xFFFFFFFFu;
        assert_true(GetHandleInformation((HANDLE)winport_os_handle(fd), &handle_flags));
        assert_int_equal(handle_flags & HANDLE_FLAG_INHERIT, 0);
    }
#else
    assert_true((fcntl(winport_os_handle(fd), F_GETFD) & FD_CLOEXEC) != 0);
#endif
    assert_int_equal(winport_close(fd), 0);
    assert_int_equal(winport_unlink(path), 0);
    free(path);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unicode_file_names_round_trip),
        cmocka_unit_test(test_path_longer_than_300_characters_through_nested_folders),
        cmocka_unit_test(test_relative_path_with_dot_dot_resolves),
        cmocka_unit_test(test_relative_path_opens_in_the_current_directory),
        cmocka_unit_test(test_read_write_lseek_move_the_position),
        cmocka_unit_test(test_pread_pwrite_leave_the_position_unchanged),
        cmocka_unit_test(test_o_excl_refuses_an_existing_file),
        cmocka_unit_test(test_o_append_writes_land_at_the_end),
        cmocka_unit_test(test_o_trunc_empties_an_existing_file),
        cmocka_unit_test(test_ftruncate_grows_with_zeros_and_shrinks),
        cmocka_unit_test(test_fstat_reports_type_size_and_times),
        cmocka_unit_test(test_open_file_can_be_renamed_and_deleted),
        cmocka_unit_test(test_large_counts_need_no_chunking_by_the_caller),
        cmocka_unit_test(test_files_are_binary_and_not_inherited),
    };
    return cmocka_run_group_tests(tests, make_fixture_dir, remove_fixture_dir);
}
