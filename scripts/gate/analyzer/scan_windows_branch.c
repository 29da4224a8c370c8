/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_windows_branch.c: code only a Windows configure reaches, which no Linux build ever
 * compiled or configured (issue 31):
 *   SCAN_CMAKE_WIN_MISSING_SOURCE  a source a Windows-only CMake branch (if(WIN32), if(MSVC), the
 *                                  else() of if(UNIX)) hands to a target on the path that the tree
 *                                  does not hold: CMake stops at generate time ("Cannot find source
 *                                  file"). Judged where the target's sources are expanded (tvm's
 *                                  list(APPEND SRCS win32_process.cc) of another folder's file,
 *                                  gflags' "src/windows_port.cc" that a helper prefixes with src/
 *                                  again), reported at the line of the Windows branch that named it;
 *                                  only where the missing file's folder holds files of the tree or a
 *                                  file of its name lies elsewhere in it (a source of a submodule or
 *                                  of a folder the tree does not carry is no finding). */
#include "scan.h"
#include "scan_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int is_name(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

/* Case-insensitive comparisons (Windows' file names), portable C. */
static int ncase_equal(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; ++i)
        if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i]) || !a[i])
            return 0;
    return 1;
}

static int case_equal(const char *a, const char *b)
{
    size_t n = strlen(a);
    return strlen(b) == n && ncase_equal(a, b, n);
}

/* Whether text holds word (case-insensitively where nocase) as a whole CMake word, not right
 * after NOT (if(NOT WIN32) is the other platforms' branch). */
static int names_word(const char *text, const char *word, int nocase, int allow_not)
{
    size_t n = strlen(word);
    for (const char *p = text; *p; ++p) {
        if (!(nocase ? ncase_equal(p, word, n) : strncmp(p, word, n) == 0) || (p > text && is_name(p[-1])) || is_name(p[n]))
            continue;
        const char *b = p;
        while (b > text && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '"' || b[-1] == '('))
            --b;
        if (!allow_not && b - text >= 3 && strncmp(b - 3, "NOT", 3) == 0 && (b - 3 == text || !is_name(b[-4])))
            continue;
        return 1;
    }
    return 0;
}

int wg_windows_only_branch(const char *condition, int else_branch)
{
    static const char *const windows[] = {"WIN32", "MSVC", "MSVC_VERSION", "MSVC_IDE", "CMAKE_CL_64", NULL};
    static const char *const others[] = {"UNIX", "APPLE", "LINUX", "CMAKE_COMPILER_IS_GNUCC", "CMAKE_COMPILER_IS_GNUCXX", NULL};
    if (!condition)
        return 0;
    if (else_branch) { /* the else() of a test for the other platforms, not of one for Windows */
        for (size_t i = 0; windows[i]; ++i)
            if (names_word(condition, windows[i], 0, 1))
                return 0;
        for (size_t i = 0; others[i]; ++i)
            if (names_word(condition, others[i], 0, 0))
                return !strstr(condition, " OR ") && !strstr(condition, " AND ");
        return 0;
    }
    for (size_t i = 0; windows[i]; ++i)
        if (names_word(condition, windows[i], 0, 0))
            return !strstr(condition, " OR ");
    /* STREQUAL "Windows" of CMAKE_SYSTEM_NAME and kin */
    return names_word(condition, "Windows", 0, 0) && strstr(condition, "CMAKE_") && !strstr(condition, " OR ");
}

/* Whether the tree holds a file under folder (n bytes of a path; n 0: the root). */
static int folder_has_files(const wg_tree *t, const char *folder, size_t n)
{
    for (size_t i = 0; i < t->count; ++i)
        if (n == 0 || (strncmp(t->files[i].path, folder, n) == 0 && t->files[i].path[n] == '/'))
            return 1;
    return 0;
}

/* The tree file of that path without case (Windows' file system), or one of that file name anywhere. */
static int tree_has_path_nocase(const wg_tree *t, const char *path)
{
    for (size_t i = 0; i < t->count; ++i)
        if (case_equal(t->files[i].path, path))
            return 1;
    return 0;
}

static int tree_has_file_name(const wg_tree *t, const char *name)
{
    for (size_t i = 0; i < t->count; ++i) {
        const char *slash = strrchr(t->files[i].path, '/');
        if (case_equal(slash ? slash + 1 : t->files[i].path, name))
            return 1;
    }
    return 0;
}

int wg_windows_source_missing(const wg_tree *t, const char *source)
{
    if (tree_has_path_nocase(t, source))
        return 0;
    const char *slash = strrchr(source, '/');
    return folder_has_files(t, source, slash ? (size_t)(slash - source) : 0) || tree_has_file_name(t, slash ? slash + 1 : source);
}

/* Whether missing is item, or ends with "/" + item (gflags' src/src/windows_port.cc of src/windows_port.cc). */
int wg_windows_source_from(const char *missing, const char *item)
{
    size_t n = strlen(missing), m = strlen(item);
    return (n == m && strcmp(missing, item) == 0) || (n > m && missing[n - m - 1] == '/' && strcmp(missing + n - m, item) == 0);
}

void wg_windows_branch_cmake_command(wg_family_file *ff, const char *name, long line, const wg_cmake_arg *args, size_t argc)
{
    const wg_tree *t = ff->tree;
    (void)name, (void)line;
    if (!t->windows_missing_source_count)
        return;
    const char *path = ff->file->path;
    size_t n = strlen(path);
    for (size_t k = 0; k < argc; ++k) {
        char key[1100];
        int m = snprintf(key, sizeof key, "%s:%ld\t", path, args[k].line);
        if (m <= 0 || (size_t)m >= sizeof key)
            continue;
        for (size_t i = 0; i < t->windows_missing_source_count; ++i) {
            const char *entry = t->windows_missing_sources[i];
            if (strncmp(entry, key, (size_t)m) != 0 || entry[n] != ':')
                continue;
            char message[1400];
            snprintf(message, sizeof message,
                     "a Windows-only branch hands a target the source %s, which the tree does not hold: CMake stops with \"Cannot find source file\" on Windows (no Linux configure reads this branch)",
                     entry + m);
            ff->report(ff->context, args[k].line, "SCAN_CMAKE_WIN_MISSING_SOURCE", message);
            return;
        }
    }
}
