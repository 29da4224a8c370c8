/* SPDX-License-Identifier: BSD-3-Clause */
/* io_test_support.h: fixtures shared by the winport/io.h tests: a private temporary folder, path
 * joining, a tiny thread runner (pthreads or CreateThread), and what the tests need to know about
 * where they run. */
#ifndef WINPORT_IO_TEST_SUPPORT_H
#define WINPORT_IO_TEST_SUPPORT_H

#include <stddef.h>

/* A fresh empty folder under the system's temporary folder (malloc'd UTF-8 path, '/'-separated
 * on POSIX, the system's own form on Windows); NULL on failure. */
char *io_test_make_temp_dir(void);
/* Removes path and everything under it (best effort: fixtures a failed test left behind). */
void io_test_remove_tree(const char *path);
/* dir + "/" + name, malloc'd. */
char *io_test_join(const char *dir, const char *name);

/* A test file's private temporary folder, made and removed (whatever is left in it) by these
 * cmocka group setup and teardown functions. */
extern char *io_test_dir;
int io_test_setup_dir(void **state);
int io_test_teardown_dir(void **state);

/* Creates (or truncates) path holding size bytes, byte i being byte_at(i); returns those bytes
 * (malloc'd, for the test to compare against) or NULL on failure. */
unsigned char *io_test_write_pattern_file(const char *path, size_t size, unsigned char (*byte_at)(size_t));

/* Runs function(argument_i) in count threads at once (argument_i = arguments + i * argument_size)
 * and waits for all of them; 0 on success, -1 if a thread could not be started. */
typedef void (*io_test_thread_function)(void *argument);
int io_test_run_threads(int count, io_test_thread_function function, void *arguments, size_t argument_size);

/* 1 when the program runs under Wine (which exports wine_get_version from ntdll). */
int io_test_under_wine(void);
/* 1 when permission checks do not apply (POSIX root). */
int io_test_bypasses_permissions(void);
/* Marks fd's file sparse where the file system needs to be told (NTFS), so tests that write at
 * 5 GiB use a few KiB of disk; a no-op elsewhere. */
void io_test_make_sparse(int fd);

#endif /* WINPORT_IO_TEST_SUPPORT_H */
