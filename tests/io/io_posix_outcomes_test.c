/* SPDX-License-Identifier: BSD-3-Clause */
/* io_posix_outcomes_test.c: what each failing call leaves behind and the errno it reports, against
 * Linux's answers, in every lane. Windows reached several of these wrongly before: a path past
 * 32,767 UTF-16 units wrapped round to a short prefix of itself (truncating or deleting an
 * unrelated file), rename replaced a file with a directory, and GetFullPathNameW removed . and ..
 * as text ("file/." opened the file). Each table row is one case; every failure is also checked to
 * have changed nothing on disk. */
#ifndef _CRT_SECURE_NO_WARNINGS
#define _CRT_SECURE_NO_WARNINGS
#endif
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
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
#include <winternl.h> /* NtQueryObject: the access a handle was granted */
#include <fcntl.h>
#include <io.h> /* _open: the CRT's answer for device names */
#endif

static const char victim_text[] = "victim: must survive";

static char *fixture_path(const char *name) { return io_test_join(io_test_dir, name); }

static void write_file(const char *name, const char *text) {
    char *path = fixture_path(name);
    int fd = winport_open(path, WINPORT_O_WRONLY | WINPORT_O_CREAT | WINPORT_O_TRUNC, 0644);
    assert_true(fd >= 0);
    assert_int_equal(winport_write(fd, text, strlen(text)), (winport_ssize_t)strlen(text));
    assert_int_equal(winport_close(fd), 0);
    free(path);
}

/* The file's bytes ("" for an empty file) in buffer; -1 when it cannot be opened or is a folder. */
static int read_file(const char *path, char *buffer, size_t size) {
    int fd = winport_open(path, WINPORT_O_RDONLY, 0);
    winport_ssize_t got;
    struct winport_stat status;
    if (fd < 0) {
        return -1;
    }
    if (winport_fstat(fd, &status) != 0 || (status.mode & WINPORT_S_IFMT) == WINPORT_S_IFDIR) {
        winport_close(fd);
        return -1;
    }
    got = winport_read(fd, buffer, size - 1);
    winport_close(fd);
    if (got < 0) {
        return -1;
    }
    buffer[got] = '\0';
    return 0;
}

static void assert_file_holds(const char *name, const char *text) {
    char *path = fixture_path(name);
    char buffer[256];
    if (read_file(path, buffer, sizeof buffer) != 0 || strcmp(buffer, text) != 0) {
        print_error("%s: expected a file holding '%s'\n", name, text);
        fail();
    }
    free(path);
}

static int is_directory(const char *name) {
    char *path = fixture_path(name);
    int fd = winport_open(path, WINPORT_O_RDONLY, 0);
    struct winport_stat status;
    int result = 0;
    free(path);
    if (fd >= 0) {
        result = winport_fstat(fd, &status) == 0 && (status.mode & WINPORT_S_IFMT) == WINPORT_S_IFDIR;
        winport_close(fd);
    }
    return result;
}

/* ------------------------------------------------------------------------------------------ */
/* Paths past the NT limit: fail with ENAMETOOLONG, and never reach the file their prefix names. */

/* victim's full path, then '/', then 'a'-components up to total bytes (ASCII: bytes = units). */
static char *long_path_through(const char *victim, size_t total) {
    size_t used = strlen(victim);
    char *path = (char *)malloc(total + 1);
    size_t i;
    assert_non_null(path);
    assert_true(total > used + 1);
    memcpy(path, victim, used);
    for (i = used; i < total; ++i) {
        path[i] = ((i - used) % 100 == 0) ? '/' : 'a';
    }
    path[total] = '\0';
    return path;
}

static void test_paths_past_the_limit_never_touch_a_prefix(void **state) {
    char *victim;
    size_t victim_length;
    size_t total;
    (void)state;
    write_file("victim.txt", victim_text);
    victim = fixture_path("victim.txt");
    victim_length = strlen(victim);
    /* Windows counted the length modulo 32,768 units (65,536 bytes): these lengths wrapped round
     * to about the victim's own name, whatever prefix (\\?\, \??\) the system added. */
    for (total = 32768 + victim_length - 8; total <= 32768 + victim_length + 8; ++total) {
        char *path = long_path_through(victim, total);
        errno = 0;
        assert_int_equal(winport_open(path, WINPORT_O_WRONLY | WINPORT_O_CREAT | WINPORT_O_TRUNC, 0644), -1);
        assert_int_equal(errno, ENAMETOOLONG);
        errno = 0;
        assert_int_equal(winport_unlink(path), -1);
        assert_int_equal(errno, ENAMETOOLONG);
        errno = 0;
        assert_int_equal(winport_rmdir(path), -1);
        assert_int_equal(errno, ENAMETOOLONG);
        errno = 0;
        assert_int_equal(winport_mkdir(path, 0755), -1);
        assert_int_equal(errno, ENAMETOOLONG);
        errno = 0;
        assert_int_equal(winport_rename(victim, path), -1);
        assert_int_equal(errno, ENAMETOOLONG);
        errno = 0;
        assert_int_equal(winport_rename(path, victim), -1);
        assert_int_equal(errno, ENAMETOOLONG);
        free(path);
        assert_file_holds("victim.txt", victim_text);
    }
    free(victim);
}

/* ------------------------------------------------------------------------------------------ */
/* rename: every file/folder pairing, with Linux's outcome. */

struct rename_case {
    const char *old_name;
    const char *new_name;
    int expected_errno; /* 0: succeeds */
};

/* The tree each case starts from: files f1, f2, folders d_empty, d_full (holding inner.txt),
 * d_other_empty, d_parent/child. */
static void make_rename_tree(void) {
    char *path;
    write_file("f1", "one");
    write_file("f2", "two");
    path = fixture_path("d_empty");
    assert_int_equal(winport_mkdir(path, 0755), 0);
    free(path);
    path = fixture_path("d_other_empty");
    assert_int_equal(winport_mkdir(path, 0755), 0);
    free(path);
    path = fixture_path("d_full");
    assert_int_equal(winport_mkdir(path, 0755), 0);
    free(path);
    write_file("d_full/inner.txt", "inner");
    path = fixture_path("d_parent");
    assert_int_equal(winport_mkdir(path, 0755), 0);
    free(path);
    path = fixture_path("d_parent/child");
    assert_int_equal(winport_mkdir(path, 0755), 0);
    free(path);
}

static void remove_rename_tree(void) {
    static const char *const files[] = {"f1", "f2", "d_full/inner.txt", "d_empty/inner.txt", "d_other_empty/inner.txt",
        "d_parent/child/inner.txt", "new_name"};
    static const char *const folders[] = {"d_parent/child/d_empty", "d_parent/child", "d_parent", "d_empty",
        "d_other_empty", "d_full", "new_name"};
    size_t i;
    for (i = 0; i < sizeof files / sizeof files[0]; ++i) {
        char *path = fixture_path(files[i]);
        winport_unlink(path);
        free(path);
    }
    for (i = 0; i < sizeof folders / sizeof folders[0]; ++i) {
        char *path = fixture_path(folders[i]);
        winport_rmdir(path);
        free(path);
    }
}

static void assert_rename_tree_untouched(void) {
    assert_file_holds("f1", "one");
    assert_file_holds("f2", "two");
    assert_file_holds("d_full/inner.txt", "inner");
    assert_true(is_directory("d_empty"));
    assert_true(is_directory("d_other_empty"));
    assert_true(is_directory("d_parent/child"));
}

static void test_rename_pairings_match_posix(void **state) {
    static const struct rename_case cases[] = {
        {"f1", "f2", 0},                        /* file onto file: replaced */
        {"f1", "new_name", 0},                  /* file to a new name */
        {"d_empty", "new_name", 0},             /* folder to a new name */
        {"d_full", "d_other_empty", 0},         /* folder onto an empty folder: replaced */
        {"f1", "d_empty", EISDIR},              /* file onto a folder */
        {"f1", "d_full", EISDIR},
        {"d_empty", "f1", ENOTDIR},             /* folder onto a file */
        {"d_full", "f1", ENOTDIR},
        {"d_empty", "d_full", ENOTEMPTY},       /* folder onto a folder with something in it */
        {"d_parent", "d_parent/child/d_empty", EINVAL}, /* a folder into itself */
        {"d_parent", "d_parent/child", EINVAL},
        {"missing", "new_name", ENOENT},
        {"f1", "missing/new_name", ENOENT},
        {"f1", "f2/new_name", ENOTDIR},
        {"f1/x", "new_name", ENOTDIR},
    };
    size_t i;
    (void)state;
    for (i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        char *old_path = fixture_path(cases[i].old_name);
        char *new_path = fixture_path(cases[i].new_name);
        int result;
        make_rename_tree();
        errno = 0;
        result = winport_rename(old_path, new_path);
        if (cases[i].expected_errno == 0 ? result != 0 : (result != -1 || errno != cases[i].expected_errno)) {
            print_error("rename(%s, %s): %d errno %d (%s), expected errno %d\n", cases[i].old_name,
                cases[i].new_name, result, errno, strerror(errno), cases[i].expected_errno);
            fail();
        }
        if (cases[i].expected_errno != 0) {
            assert_rename_tree_untouched();
        }
        remove_rename_tree();
        free(old_path);
        free(new_path);
    }
    /* The successful moves moved what they should. */
    make_rename_tree();
    {
        char *f1 = fixture_path("f1");
        char *f2 = fixture_path("f2");
        char *d_full = fixture_path("d_full");
        char *d_other = fixture_path("d_other_empty");
        assert_int_equal(winport_rename(f1, f2), 0);
        assert_file_holds("f2", "one");
        assert_int_equal(winport_rename(d_full, d_other), 0);
        assert_file_holds("d_other_empty/inner.txt", "inner");
        assert_false(is_directory("d_full"));
        free(f1);
        free(f2);
        free(d_full);
        free(d_other);
    }
    remove_rename_tree();
}

/* ------------------------------------------------------------------------------------------ */
/* Failure cases, each with Linux's errno. Fixture: file "file" (holding "data"), folder "dir"
 * (holding "inside"), folder "empty". */

enum operation { op_open, op_unlink, op_mkdir, op_rmdir };

struct failure_case {
    enum operation operation;
    const char *name;
    int flags;
    int expected_errno; /* 0: succeeds */
};

#define RD WINPORT_O_RDONLY
#define WR WINPORT_O_WRONLY
#define RW WINPORT_O_RDWR
#define CR WINPORT_O_CREAT
#define EX WINPORT_O_EXCL

static const struct failure_case failure_cases[] = {
    {op_open, "missing", RD, ENOENT},
    {op_open, "missing/x", RD | CR, ENOENT},
    {op_open, "file/x", RD, ENOTDIR},
    {op_open, "file/x", WR | CR, ENOTDIR},
    {op_open, "file/", RD, ENOTDIR},
    {op_open, "file/.", RD, ENOTDIR},
    {op_open, "file/..", RD, ENOTDIR},
    {op_open, "missing/../file", RD, ENOENT},
    {op_open, "missing/./file", RD, ENOENT},
    {op_open, "dir/../file", RD, 0},
    {op_open, "dir/./inside", RD, 0},
    {op_open, "dir/", RD, 0},
    {op_open, "dir", WR, EISDIR},
    {op_open, "dir", RW, EISDIR},
    {op_open, "dir", RD | CR, EISDIR},
    {op_open, "dir", WR | CR, EISDIR},
    {op_open, "dir", RD | CR | EX, EEXIST},
    {op_open, "file", WR | CR | EX, EEXIST},
    {op_open, "new/", WR | CR, EISDIR},
    {op_unlink, "missing", 0, ENOENT},
    {op_unlink, "dir", 0, EISDIR},
    {op_unlink, "file/", 0, ENOTDIR},
    {op_unlink, "file/x", 0, ENOTDIR},
    {op_unlink, "missing/../file", 0, ENOENT},
    {op_mkdir, "dir", 0, EEXIST},
    {op_mkdir, "file", 0, EEXIST},
    {op_mkdir, "dir/.", 0, EEXIST},
    {op_mkdir, "missing/x", 0, ENOENT},
    {op_mkdir, "file/x", 0, ENOTDIR},
    {op_mkdir, "missing/../x", 0, ENOENT},
    {op_rmdir, "missing", 0, ENOENT},
    {op_rmdir, "file", 0, ENOTDIR},
    {op_rmdir, "file/", 0, ENOTDIR},
    {op_rmdir, "dir", 0, ENOTEMPTY},
    {op_rmdir, "empty/.", 0, EINVAL},
    {op_rmdir, "empty/..", 0, ENOTEMPTY},
    {op_rmdir, "missing/../empty", 0, ENOENT},
    {op_rmdir, "file/x", 0, ENOTDIR},
};

static const char *operation_name(enum operation operation) {
    static const char *const names[] = {"open", "unlink", "mkdir", "rmdir"};
    return names[operation];
}

static void test_failure_errno_matches_linux(void **state) {
    size_t i;
    int mismatches = 0;
    char *path;
    (void)state;
    write_file("file", "data");
    path = fixture_path("dir");
    assert_int_equal(winport_mkdir(path, 0755), 0);
    free(path);
    write_file("dir/inside", "in");
    path = fixture_path("empty");
    assert_int_equal(winport_mkdir(path, 0755), 0);
    free(path);
    for (i = 0; i < sizeof failure_cases / sizeof failure_cases[0]; ++i) {
        const struct failure_case *c = &failure_cases[i];
        int result;
        path = fixture_path(c->name);
        errno = 0;
        switch (c->operation) {
        case op_open: result = winport_open(path, c->flags, 0644); break;
        case op_unlink: result = winport_unlink(path); break;
        case op_mkdir: result = winport_mkdir(path, 0755); break;
        default: result = winport_rmdir(path); break;
        }
        if (c->expected_errno == 0 ? result < 0 : (result != -1 || errno != c->expected_errno)) {
            int actual = errno;
            print_error("%s(\"%s\", 0x%x): %d errno %d (%s), expected errno %d\n", operation_name(c->operation),
                c->name, (unsigned)c->flags, result, actual, strerror(actual), c->expected_errno);
            ++mismatches;
        }
        if (c->operation == op_open && result >= 0) {
            winport_close(result);
        }
        free(path);
        /* A failure changed nothing. */
        assert_file_holds("file", "data");
        assert_file_holds("dir/inside", "in");
        assert_true(is_directory("empty"));
    }
    assert_int_equal(mismatches, 0);
}

/* ------------------------------------------------------------------------------------------ */
/* Device names open as the CRT opens them (Windows); open never answers EBADF. */

static void test_windows_device_names_open_like_the_crt(void **state) {
#ifdef _WIN32
    static const char *const devices[] = {"NUL", "nul", "COM1", "AUX", "CON", "CONIN$", "CONOUT$"};
    size_t i;
    (void)state;
    for (i = 0; i < sizeof devices / sizeof devices[0]; ++i) {
        int crt;
        int crt_errno;
        int fd;
        int fd_errno;
        errno = 0;
        crt = _open(devices[i], _O_RDONLY | _O_BINARY);
        crt_errno = errno;
        if (crt >= 0) {
            _close(crt);
        }
        errno = 0;
        fd = winport_open(devices[i], WINPORT_O_RDONLY, 0);
        fd_errno = errno;
        print_message("%-8s CRT %s (errno %d)   winport %s (errno %d)\n", devices[i], crt >= 0 ? "opens" : "fails",
            crt >= 0 ? 0 : crt_errno, fd >= 0 ? "opens" : "fails", fd >= 0 ? 0 : fd_errno);
        if (fd >= 0) {
            struct winport_stat status;
            assert_int_equal(winport_fstat(fd, &status), 0);
            assert_int_equal(status.mode & WINPORT_S_IFMT, WINPORT_S_IFOTHER);
            assert_int_equal(winport_close(fd), 0);
        } else {
            assert_int_not_equal(fd_errno, EBADF); /* an answer open never gives */
        }
        assert_int_equal(fd >= 0, crt >= 0);
    }
    /* NUL reads nothing and swallows everything. */
    {
        char buffer[4];
        int fd = winport_open("NUL", WINPORT_O_RDWR, 0);
        assert_true(fd >= 0);
        assert_int_equal(winport_write(fd, "abc", 3), 3);
        assert_int_equal(winport_read(fd, buffer, sizeof buffer), 0);
        assert_int_equal(winport_close(fd), 0);
    }
#else
    (void)state;
    skip(); /* no reserved device names on POSIX: "NUL" is an ordinary file name */
#endif
}

/* O_APPEND: the handle may append but not write at an offset, which is what makes the Windows
 * kernel append atomically ("File Access Rights Constants": FILE_APPEND_DATA). Checked on the
 * handle itself because Wine cannot show the atomicity (io_parallel_pread says why). */
static void test_windows_append_handles_are_append_only(void **state) {
#ifdef _WIN32
    typedef LONG(NTAPI * query_object_function)(HANDLE, OBJECT_INFORMATION_CLASS, PVOID, ULONG, PULONG);
    query_object_function query_object =
        (query_object_function)(void (*)(void))GetProcAddress(GetModuleHandleW(L"ntdll.dll"), "NtQueryObject");
    PUBLIC_OBJECT_BASIC_INFORMATION basic;
    char *path = fixture_path("append-access.log");
    int fd;
    (void)state;
    assert_non_null(query_object);
    fd = winport_open(path, WINPORT_O_WRONLY | WINPORT_O_CREAT | WINPORT_O_APPEND, 0644);
    assert_true(fd >= 0);
    memset(&basic, 0, sizeof basic);
    assert_int_equal(query_object((HANDLE)winport_os_handle(fd), ObjectBasicInformation, &basic, sizeof basic, NULL), 0);
    print_message("O_APPEND handle granted access 0x%08lx\n", (unsigned long)basic.GrantedAccess);
    assert_true((basic.GrantedAccess & FILE_APPEND_DATA) != 0);
    assert_true((basic.GrantedAccess & FILE_WRITE_DATA) == 0);
    /* It still appends, truncates and grows as POSIX allows on an O_APPEND descriptor. */
    assert_int_equal(winport_write(fd, "abc", 3), 3);
    assert_int_equal(winport_pwrite(fd, "de", 2, 0), 2);
    assert_int_equal(winport_ftruncate(fd, 4), 0);
    assert_int_equal(winport_write(fd, "Z", 1), 1);
    assert_int_equal(winport_close(fd), 0);
    assert_file_holds("append-access.log", "abcdZ");
    fd = winport_open(path, WINPORT_O_WRONLY | WINPORT_O_APPEND | WINPORT_O_TRUNC, 0);
    assert_true(fd >= 0);
    assert_int_equal(winport_close(fd), 0);
    assert_file_holds("append-access.log", "");
    free(path);
#else
    (void)state;
    skip(); /* POSIX: O_APPEND is the kernel's own flag */
#endif
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_paths_past_the_limit_never_touch_a_prefix),
        cmocka_unit_test(test_rename_pairings_match_posix),
        cmocka_unit_test(test_failure_errno_matches_linux),
        cmocka_unit_test(test_windows_device_names_open_like_the_crt),
        cmocka_unit_test(test_windows_append_handles_are_append_only),
    };
    return cmocka_run_group_tests(tests, io_test_setup_dir, io_test_teardown_dir);
}
