/* SPDX-License-Identifier: BSD-3-Clause */
/* kept_lines.c: which lines of one source file a preprocessor kept (see kept_lines.h). */
#include "kept_lines.h"

#include <stdlib.h>
#include <string.h>

/* Lexical normalisation of a path, in place: backslashes become slashes, "//" and "/./"
 * collapse, "dir/.." goes. Enough to compare the spelling in a line marker ("a/b/../c.h") with
 * the scan's ("a/c.h") without touching the file system. */
static void normalise(char *path)
{
    for (char *p = path; *p; p++)
        if (*p == '\\')
            *p = '/';
    char *out = path;
    const char *in = path;
    while (*in) {
        if (in[0] == '/' && in[1] == '/') {
            in++;
        } else if (in[0] == '/' && in[1] == '.' && (in[2] == '/' || in[2] == '\0')) {
            in += 2;
        } else if (in[0] == '/' && in[1] == '.' && in[2] == '.' && (in[3] == '/' || in[3] == '\0') && out > path) {
            /* Drop the last written component. */
            char *slash = out - 1;
            while (slash > path && *slash != '/')
                slash--;
            out = slash;
            in += 3;
        } else {
            *out++ = *in++;
        }
    }
    *out = '\0';
}

/* A line marker: "#line N "file"" (MSVC style, clang-cl /E) or "# N "file" flags" (GCC style).
 * Returns 1 and fills *line and the file (unescaped, normalised) when <text> is one. */
static int parse_marker(const char *text, size_t length, long *line, char *file, size_t file_size)
{
    size_t i = 0;
    if (length == 0 || text[0] != '#')
        return 0;
    i = 1;
    while (i < length && text[i] == ' ')
        i++;
    if (length - i >= 4 && memcmp(text + i, "line", 4) == 0)
        i += 4;
    while (i < length && text[i] == ' ')
        i++;
    if (i >= length || text[i] < '0' || text[i] > '9')
        return 0;
    long number = 0;
    while (i < length && text[i] >= '0' && text[i] <= '9')
        number = number * 10 + (text[i++] - '0');
    while (i < length && text[i] == ' ')
        i++;
    if (i >= length || text[i] != '"')
        return 0;
    i++;
    size_t used = 0;
    while (i < length && text[i] != '"') {
        char c = text[i++];
        if (c == '\\' && i < length)
            c = text[i++]; /* "\\" in a marker is one backslash */
        if (used + 1 < file_size)
            file[used++] = c;
    }
    file[used] = '\0';
    normalise(file);
    *line = number;
    return 1;
}

int wg_kept_lines(const char *text, size_t length, const char *target, wg_kept_line_fn emit, void *context)
{
    char wanted[4096], current[4096];
    if (strlen(target) >= sizeof wanted)
        return -1;
    strcpy(wanted, target);
    normalise(wanted);
    current[0] = '\0';
    long line = 1, run_start = 0, run_end = 0;
    int in_target = 0;
    size_t at = 0;
    while (at < length) {
        const char *start = text + at;
        const char *newline = memchr(start, '\n', length - at);
        size_t n = newline ? (size_t)(newline - start) : length - at;
        at += n + (newline ? 1 : 0);
        if (n > 0 && start[n - 1] == '\r')
            n--;
        long marker_line;
        if (parse_marker(start, n, &marker_line, current, sizeof current)) {
            line = marker_line;
            in_target = strcmp(current, wanted) == 0;
            continue;
        }
        /* A blank output line is not evidence: the preprocessor writes up to a few blank lines
         * instead of a marker when it skips a short #if branch. A line the scan found something
         * on held code, so it is kept only if its output line holds something. */
        int blank = 1;
        for (size_t k = 0; k < n && blank; k++)
            blank = start[k] == ' ' || start[k] == '\t';
        if (in_target && !blank) {
            if (run_end > 0 && line == run_end + 1) {
                run_end = line;
            } else {
                if (run_end > 0)
                    emit(run_start, run_end, context);
                run_start = run_end = line;
            }
        }
        line++;
    }
    if (run_end > 0)
        emit(run_start, run_end, context);
    return 0;
}
