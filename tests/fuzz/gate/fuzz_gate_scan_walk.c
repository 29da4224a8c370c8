/* SPDX-License-Identifier: BSD-3-Clause */
/* fuzz_gate_scan_walk.c: the scan's tree walker and reader (walk.c, scan.c) on trees built from
 * the input in a private temporary folder: nested folders, files whose names mix upper- and
 * lower-case extensions, ';', spaces and newlines, UTF-8 and UTF-16 contents, dangling
 * symlinks, symlink loops, symlinks to folders (ancestors included) and FIFOs.
 * Input: records <kind byte> <name byte> <content length byte> <content bytes>.
 * Properties checked:
 *  - the walk and the scan return (no hang on a FIFO or a loop), without an error;
 *  - every regular file created with a scannable name the reports can carry is listed to be
 *    scanned, and every dangling symlink or loop with a scannable name is listed with a problem;
 *  - every finding of the scan names an entry of the tree. POSIX only (the clang lane). */
#define _XOPEN_SOURCE 700 /* mkdtemp, nftw, symlink, mkfifo */
#include <ftw.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "scan.h"
#include "walk.h"

static char root[512];

static int remove_entry(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st, (void)type, (void)ftw;
    return remove(path);
}

static void remove_root(void) { nftw(root, remove_entry, 16, FTW_DEPTH | FTW_PHYS); }

static void clear_root(void)
{
    nftw(root, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
    if (mkdir(root, 0700) != 0)
        abort();
}

static const char *const folders[] = {"", "build", "src", "src/build", "Src/Deep/er", "a;b", "x\ny"};
static const char *const stems[] = {"a", "B", "c d", "semi;colon", "new\nline", "loop", ".git/x", "f"};
static const char *const endings[] = {".c", ".CPP", ".h", ".Hpp", ".cu", ".txt", "", ".cmake"};

typedef struct expected {
    char path[256];
    int problem; /* 0: scanned; 1: listed with a problem; -1: absent (not checked) */
} expected;

static void finding(void *context, const char *id, const char *path, long line, const char *message,
                    const char *scope, const char *reason)
{
    (void)context, (void)line, (void)scope, (void)reason;
    if (!id || !path || !message)
        abort();
}

static void note(void *context, const char *path, const char *text)
{
    (void)context;
    if (!path || !text)
        abort();
}

static int mkdirs(const char *relative)
{
    char path[512];
    snprintf(path, sizeof path, "%s/%s", root, relative);
    for (char *p = path + strlen(root) + 1; *p; ++p)
        if (*p == '/') {
            *p = '\0';
            mkdir(path, 0700);
            *p = '/';
        }
    return mkdir(path, 0700) == 0 || access(path, F_OK) == 0 ? 0 : -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!root[0]) {
        const char *temporary = getenv("TMPDIR");
        snprintf(root, sizeof root, "%s/winport-fuzz-walk-XXXXXX", temporary && *temporary ? temporary : "/tmp");
        if (!mkdtemp(root))
            abort();
        atexit(remove_root); /* libFuzzer ends its runs through exit() */
    }
    clear_root();
    expected made[32];
    size_t count = 0;
    for (size_t at = 0; at + 3 <= size && count < 32; ) {
        int kind = data[at] % 6, name = data[at + 1];
        size_t length = data[at + 2];
        at += 3;
        if (length > size - at)
            length = size - at;
        const char *folder = folders[name % 7], *stem = stems[(name / 7) % 8], *ending = endings[(data[at - 3] / 6) % 8];
        char relative[256], path[512];
        snprintf(relative, sizeof relative, "%s%s%s%s", folder, *folder ? "/" : "", stem, ending);
        snprintf(path, sizeof path, "%s/%s", root, relative);
        char *slash = strrchr(relative, '/');
        if (slash) {
            *slash = '\0';
            mkdirs(relative);
            *slash = '/';
        }
        expected *e = &made[count++];
        snprintf(e->path, sizeof e->path, "%s", relative);
        e->problem = -1;
        int scannable = wg_scan_kind(relative) != WG_SCAN_NONE && !strstr(relative, ".git/");
        int odd_name = strpbrk(relative, ";\n") != NULL;
        struct stat st;
        if (lstat(path, &st) == 0) {
            e->problem = -1; /* made twice: whatever it is now, not checked */
            at += length;
            continue;
        }
        switch (kind) {
        case 0: /* a file: UTF-8, or UTF-16LE with a BOM when the content's first byte is odd */
        case 1: {
            FILE *f = fopen(path, "wb");
            if (!f)
                break;
            if (length && (data[at] & 1)) {
                fwrite("\xff\xfe", 1, 2, f);
                for (size_t i = 0; i < length; ++i)
                    fputc(data[at + i], f), fputc(0, f);
            } else {
                fwrite(data + at, 1, length, f);
            }
            fclose(f);
            e->problem = scannable ? odd_name : -1;
            break;
        }
        case 2: /* dangling */
            if (symlink("does-not-exist.c", path) == 0)
                e->problem = scannable ? 1 : -1;
            break;
        case 3: /* a loop */
            if (symlink(strrchr(path, '/') + 1, path) == 0)
                e->problem = scannable ? 1 : -1;
            break;
        case 4: /* a symlink to the root: a folder reached again */
            symlink(root, path);
            break;
        default: /* a FIFO named like a source: left out, never opened */
            mkfifo(path, 0600);
            break;
        }
        at += length;
    }
    wg_walk_entry *entries;
    size_t n;
    char error[1200];
    if (wg_walk_tree(root, NULL, 0, NULL, 0, &entries, &n, note, NULL, error, sizeof error) != 0)
        abort();
    for (size_t i = 0; i < count; ++i) {
        if (made[i].problem < 0 || strstr(made[i].path, "a;b/") || strstr(made[i].path, "x\ny/"))
            continue; /* in a folder the walk reports instead of entering */
        char shown[256];
        snprintf(shown, sizeof shown, "%s", made[i].path);
        if (made[i].problem)
            for (char *p = shown; *p; ++p)
                if (*p == ';' || *p == '\n')
                    *p = '?';
        size_t k = 0;
        while (k < n && strcmp(entries[k].path, shown) != 0)
            ++k;
        if (k == n || (entries[k].problem != NULL) != (made[i].problem != 0)) {
            fprintf(stderr, "%s: %s\n", made[i].path, k == n ? "not listed" : "listed with the wrong status");
            abort();
        }
    }
    const char **paths = malloc((n ? n : 1) * sizeof *paths), **problems = malloc((n ? n : 1) * sizeof *problems);
    if (!paths || !problems)
        abort();
    for (size_t i = 0; i < n; ++i)
        paths[i] = entries[i].path, problems[i] = entries[i].problem;
    if (wg_scan_tree(root, paths, problems, n, NULL, 0, finding, NULL, NULL, error, sizeof error) != 0)
        abort();
    free(paths), free(problems);
    wg_walk_free(entries, n);
    return 0;
}
