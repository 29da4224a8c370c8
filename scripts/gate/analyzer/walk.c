/* SPDX-License-Identifier: BSD-3-Clause */
/* walk.c: the scan's tree walker and file opener (see walk.h). POSIX: opendir/lstat/stat, with
 * folders recognised by device and inode, so a symlinked folder is walked once and a symlink to
 * an ancestor never loops. Windows: FindFirstFileW; reparse points (symlinks, junctions) to
 * folders are left out with a note. */
#ifndef _WIN32
#define _POSIX_C_SOURCE 200809L /* lstat, fdopen, O_NONBLOCK */
#endif
#include "walk.h"

#include "grow.h"
#include "scan.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#ifdef _WIN32
#include <windows.h>
#else
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>
#endif

typedef struct folder_id {
    unsigned long long device, inode;
} folder_id;

typedef struct walk {
    const char *const *skip, *const *exclude;
    size_t skip_count, exclude_count;
    wg_walk_entry *entries;
    size_t count, capacity;
    folder_id *seen; /* folders walked (POSIX) */
    size_t seen_count, seen_capacity;
    wg_walk_note note;
    void *context;
    int failed; /* out of memory */
} walk;

static char *copy_text(const char *text)
{
    size_t n = strlen(text) + 1;
    char *copy = malloc(n);
    if (copy)
        memcpy(copy, text, n);
    return copy;
}

/* A name the gate's reports cannot carry: ';' separates CMake list items, a control character
 * (a newline) breaks the lines of every list. */
static int unreportable(const char *name)
{
    for (const unsigned char *p = (const unsigned char *)name; *p; ++p)
        if (*p == ';' || *p < 0x20 || *p == 0x7f)
            return 1;
    return 0;
}

static int under(const char *path, const char *const *list, size_t n)
{
    for (size_t i = 0; i < n; ++i) {
        size_t m = strlen(list[i]);
        while (m && list[i][m - 1] == '/')
            --m;
        if (m && strncmp(path, list[i], m) == 0 && (path[m] == '\0' || path[m] == '/'))
            return 1;
    }
    return 0;
}

/* Adds an entry; a problem entry's path shows unreportable characters as '?'. */
static void add_entry(walk *w, const char *path, const char *problem)
{
    wg_walk_entry *bigger = wg_grow(w->entries, &w->capacity, w->count + 1, sizeof *bigger);
    if (!bigger) {
        w->failed = 1;
        return;
    }
    w->entries = bigger;
    wg_walk_entry *e = &w->entries[w->count];
    e->path = copy_text(path);
    e->problem = problem ? copy_text(problem) : NULL;
    e->excluded = under(path, w->exclude, w->exclude_count);
    if (!e->path || (problem && !e->problem)) {
        free(e->path), free(e->problem);
        w->failed = 1;
        return;
    }
    for (char *p = e->path; problem && *p; ++p)
        if (*p == ';' || (unsigned char)*p < 0x20 || *p == 0x7f)
            *p = '?';
    ++w->count;
}

static char *join(const char *a, const char *b)
{
    size_t n = strlen(a) + strlen(b) + 2;
    char *joined = malloc(n);
    if (joined)
        snprintf(joined, n, "%s%s%s", a, *a ? "/" : "", b);
    return joined;
}

static int compare_entries(const void *a, const void *b)
{
    return strcmp(((const wg_walk_entry *)a)->path, ((const wg_walk_entry *)b)->path);
}

/* One entry of a folder, by what it is. `kind`: 'd' folder, 'f' regular file, 'o' something
 * else (FIFO, socket, device), '?' unreadable with `problem`. */
static void visit(walk *w, const char *relative, const char *name, const char *full, int kind, const char *problem);

#ifdef _WIN32
static wchar_t *wide(const char *utf8)
{
    int n = MultiByteToWideChar(CP_UTF8, 0, utf8, -1, NULL, 0);
    wchar_t *w = n > 0 ? malloc((size_t)n * sizeof *w) : NULL;
    if (w)
        MultiByteToWideChar(CP_UTF8, 0, utf8, -1, w, n);
    return w;
}

static void walk_folder(walk *w, const char *relative, const char *full)
{
    char *pattern = join(full, "*");
    wchar_t *wpattern = pattern ? wide(pattern) : NULL;
    free(pattern);
    if (!wpattern) {
        w->failed = 1;
        return;
    }
    WIN32_FIND_DATAW found;
    HANDLE h = FindFirstFileW(wpattern, &found);
    free(wpattern);
    if (h == INVALID_HANDLE_VALUE) {
        if (*relative)
            add_entry(w, relative, "the folder cannot be read");
        return;
    }
    char **names = NULL;
    unsigned long *attributes = NULL;
    size_t count = 0, capacity = 0, attribute_capacity = 0;
    do {
        char name[4 * MAX_PATH];
        if (WideCharToMultiByte(CP_UTF8, 0, found.cFileName, -1, name, sizeof name, NULL, NULL) <= 0)
            continue;
        if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
            continue;
        char **more = wg_grow(names, &capacity, count + 1, sizeof *more);
        unsigned long *more_attributes = more ? wg_grow(attributes, &attribute_capacity, count + 1, sizeof *more_attributes) : NULL;
        if (more)
            names = more;
        if (more_attributes)
            attributes = more_attributes;
        if (!more || !more_attributes || !(names[count] = copy_text(name))) {
            w->failed = 1;
            break;
        }
        attributes[count++] = found.dwFileAttributes;
    } while (FindNextFileW(h, &found));
    FindClose(h);
    for (size_t i = 0; i < count; ++i) {
        char *child = join(full, names[i]);
        if (!child) {
            w->failed = 1;
            break;
        }
        unsigned long a = attributes[i];
        int folder = (a & FILE_ATTRIBUTE_DIRECTORY) != 0;
        if (folder && (a & FILE_ATTRIBUTE_REPARSE_POINT))
            visit(w, relative, names[i], child, 'o', "a symlink or junction to a folder: not followed");
        else
            visit(w, relative, names[i], child, folder ? 'd' : (a & FILE_ATTRIBUTE_DEVICE) ? 'o' : 'f', NULL);
        free(child);
    }
    for (size_t i = 0; i < count; ++i)
        free(names[i]);
    free(names), free(attributes);
}

FILE *wg_open_regular(const char *path, const char **why)
{
    wchar_t *wpath = wide(path);
    if (!wpath) {
        *why = "out of memory";
        return NULL;
    }
    struct _stat64 st;
    FILE *f = NULL;
    if (_wstat64(wpath, &st) != 0)
        *why = strerror(errno);
    else if ((st.st_mode & _S_IFMT) != _S_IFREG)
        *why = "not a regular file";
    else if (!(f = _wfopen(wpath, L"rb")))
        *why = strerror(errno);
    free(wpath);
    return f;
}

int wg_is_special_file(const char *path)
{
    wchar_t *wpath = wide(path);
    struct _stat64 st;
    int special = wpath && _wstat64(wpath, &st) == 0 && (st.st_mode & _S_IFMT) != _S_IFREG &&
                  (st.st_mode & _S_IFMT) != _S_IFDIR;
    free(wpath);
    return special;
}
#else
static int compare_names(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int seen_before(walk *w, const struct stat *st)
{
    for (size_t i = 0; i < w->seen_count; ++i)
        if (w->seen[i].device == (unsigned long long)st->st_dev && w->seen[i].inode == (unsigned long long)st->st_ino)
            return 1;
    folder_id *bigger = wg_grow(w->seen, &w->seen_capacity, w->seen_count + 1, sizeof *bigger);
    if (!bigger) {
        w->failed = 1;
        return 1;
    }
    w->seen = bigger;
    w->seen[w->seen_count++] = (folder_id){(unsigned long long)st->st_dev, (unsigned long long)st->st_ino};
    return 0;
}

static void walk_folder(walk *w, const char *relative, const char *full)
{
    DIR *dir = opendir(full);
    if (!dir) {
        if (*relative) {
            char problem[300];
            snprintf(problem, sizeof problem, "the folder cannot be read: %s", strerror(errno));
            add_entry(w, relative, problem);
        }
        return;
    }
    char **names = NULL;
    size_t count = 0, capacity = 0;
    for (struct dirent *e; (e = readdir(dir)) != NULL;) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        char **more = wg_grow(names, &capacity, count + 1, sizeof *more);
        if (!more || !(more[count] = copy_text(e->d_name))) {
            names = more ? more : names;
            w->failed = 1;
            break;
        }
        names = more;
        ++count;
    }
    closedir(dir);
    if (count)
        qsort(names, count, sizeof *names, compare_names);
    for (size_t i = 0; i < count && !w->failed; ++i) {
        char *child = join(full, names[i]);
        if (!child) {
            w->failed = 1;
            break;
        }
        struct stat st;
        if (lstat(child, &st) != 0) {
            visit(w, relative, names[i], child, '?', strerror(errno));
        } else if (S_ISLNK(st.st_mode) && stat(child, &st) != 0) {
            visit(w, relative, names[i], child, '?',
                  errno == ELOOP ? "a symlink loop" : errno == ENOENT ? "a dangling symlink" : strerror(errno));
        } else if (S_ISDIR(st.st_mode)) {
            if (seen_before(w, &st))
                visit(w, relative, names[i], child, 'o', "a folder reached again through a symlink: walked once");
            else
                visit(w, relative, names[i], child, 'd', NULL);
        } else {
            visit(w, relative, names[i], child, S_ISREG(st.st_mode) ? 'f' : 'o',
                  S_ISFIFO(st.st_mode) ? "a FIFO, not a regular file: not read" : "not a regular file: not read");
        }
        free(child);
    }
    for (size_t i = 0; i < count; ++i)
        free(names[i]);
    free(names);
}

FILE *wg_open_regular(const char *path, const char **why)
{
    int fd = open(path, O_RDONLY | O_NONBLOCK); /* a FIFO with no writer would block a plain open */
    if (fd < 0) {
        *why = strerror(errno);
        return NULL;
    }
    struct stat st;
    FILE *f = NULL;
    int flags;
    if (fstat(fd, &st) != 0)
        *why = strerror(errno);
    else if (!S_ISREG(st.st_mode))
        *why = S_ISFIFO(st.st_mode) ? "a FIFO, not a regular file" : "not a regular file";
    else if ((flags = fcntl(fd, F_GETFL)) < 0 || fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0 || !(f = fdopen(fd, "rb")))
        *why = strerror(errno);
    if (!f)
        close(fd);
    return f;
}

int wg_is_special_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode);
}
#endif

static void visit(walk *w, const char *relative, const char *name, const char *full, int kind, const char *problem)
{
    if (kind == 'd' && strcmp(name, ".git") == 0)
        return; /* version control, not source */
    char *path = join(relative, name);
    if (!path) {
        w->failed = 1;
        return;
    }
    int name_kind = wg_scan_kind(name), scanned = name_kind != WG_SCAN_NONE;
    /* a makefile is only a name to the scan: one it cannot read is no unread source */
    int must_read = scanned && name_kind != WG_SCAN_MAKEFILE;
    if (under(path, w->skip, w->skip_count)) {
        /* the gate's own output */
    } else if (kind == 'd') {
        if (unreportable(name))
            add_entry(w, path, "a folder whose name holds ';' or a control character, which the gate's reports cannot carry: rename it");
        else
            walk_folder(w, path, full);
    } else if (kind == '?') {
        if (must_read)
            add_entry(w, path, problem);
        else if (w->note)
            w->note(w->context, path, problem); /* no source by its name: worth a note only */
    } else if (!scanned) {
        /* not a file the scan reads */
    } else if (kind == 'o') {
        if (w->note)
            w->note(w->context, path, problem);
    } else if (unreportable(name)) {
        if (must_read)
            add_entry(w, path, "a name holding ';' or a control character, which the gate's reports cannot carry: rename it");
    } else {
        add_entry(w, path, NULL);
    }
    free(path);
}

int wg_walk_tree(const char *root, const char *const *skip, size_t skip_count, const char *const *exclude,
                 size_t exclude_count, wg_walk_entry **entries, size_t *count, wg_walk_note note, void *context,
                 char *error, size_t error_size)
{
    walk w;
    memset(&w, 0, sizeof w);
    w.skip = skip, w.skip_count = skip_count, w.exclude = exclude, w.exclude_count = exclude_count;
    w.note = note, w.context = context;
    *entries = NULL, *count = 0;
#ifdef _WIN32
    DWORD a = GetFileAttributesA(root);
    if (a == INVALID_FILE_ATTRIBUTES || !(a & FILE_ATTRIBUTE_DIRECTORY)) {
        snprintf(error, error_size, "cannot read the folder %s", root);
        return -1;
    }
#else
    struct stat st;
    if (stat(root, &st) != 0 || !S_ISDIR(st.st_mode)) {
        snprintf(error, error_size, "cannot read the folder %s: %s", root, S_ISDIR(st.st_mode) ? strerror(errno) : "not a folder");
        return -1;
    }
    seen_before(&w, &st);
#endif
    walk_folder(&w, "", root);
    free(w.seen);
    if (w.failed) {
        wg_walk_free(w.entries, w.count);
        snprintf(error, error_size, "out of memory");
        return -1;
    }
    if (w.count)
        qsort(w.entries, w.count, sizeof *w.entries, compare_entries);
    *entries = w.entries, *count = w.count;
    return 0;
}

void wg_walk_free(wg_walk_entry *entries, size_t count)
{
    for (size_t i = 0; i < count; ++i)
        free(entries[i].path), free(entries[i].problem);
    free(entries);
}
