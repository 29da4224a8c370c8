/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_msbuild.c: the Windows build a tree's Visual Studio projects define.
 *
 * Some engines build on Windows from .vcxproj files, not CMake: they have no root CMakeLists.txt,
 * and the only CMake they carry is a firmware port's (micropython's ports/rp2) or none at all
 * (cryptopp's cryptlib.vcxproj beside a GNU makefile). Taking such a CMake as "the configure"
 * reaches the wrong files, and taking none counts every file, the makefile's feature probes
 * included. Here the projects decide instead: a translation unit no project, property sheet or
 * shared-items file names (an item's Include, its wildcards, its $(Property) prefixes) is off the
 * Windows path.
 *
 * The reading is lenient, as MSBuild's conditions are not evaluated: every item of every project
 * and sheet counts, whatever its Condition or item type (micropython's sources.props names its
 * sources as PyCoreSource items that the project turns into ClCompile). A property is its
 * definition nearest its use; $(MSBuildThisFileDirectory) is the folder of the file that uses it, and
 * $([System.IO.Path]::GetFullPath(...)) its argument, an undefined one empty. An item this cannot
 * resolve (another property function, an item list @(...)) names nothing. */
#include "scan.h"
#include "scan_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    char **names;       /* "Name\tvalue\tfolder": a property's first definition, and where */
    size_t count, capacity;
    char **lower;       /* the tree's paths, lower-cased, each followed by "\t<index>" */
    size_t lower_count, lower_capacity;
} msbuild_state;

int wg_msbuild_file(const char *path)
{
    return wg_path_ends_with(path, ".vcxproj") || wg_path_ends_with(path, ".vcxitems") || wg_path_ends_with(path, ".props");
}

/* The folder of path ("" at the root), into out. */
static void folder_of(const char *path, char *out, size_t size)
{
    const char *slash = strrchr(path, '/');
    snprintf(out, size, "%.*s", slash ? (int)(slash - path) : 0, path);
}

static int name_char(char c)
{
    return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '-';
}

/* How many leading path components folders a and b share. */
static size_t shared_components(const char *a, const char *b)
{
    size_t shared = 0, i = 0;
    for (; a[i] && a[i] == b[i]; ++i)
        if (a[i] == '/')
            ++shared;
    return shared + ((!a[i] || a[i] == '/') && (!b[i] || b[i] == '/') && i > 0);
}

/* One expansion under way: how deep, whether a folder of the tree anchors it, and the
 * definitions being expanded (a definition's $(Name) of its own name is the one before it). */
typedef struct {
    int depth;
    int anchored;        /* a folder of the tree's own ($(MSBuildThisFileDirectory)) begins the result */
    const char *open[10];
} expansion;

/* The definition of property name (n bytes) for a file in folder, "value\tfolder", or NULL.
 * Projects do not share properties: the definition nearest the folder stands for the one its
 * project imports (micropython's ports/windows/msvc/paths.props for its sheets, not
 * mpy-cross.vcxproj's PyIncDirs); among equals, the first. Definitions being expanded are skipped:
 * "$(PyIncDirs);$(PyVariantDir)" appends to the nearest other one. */
static const char *property(const msbuild_state *s, const char *name, size_t n, const char *folder, const expansion *x)
{
    const char *best = NULL;
    size_t best_shared = 0;
    int appending = 0; /* a definition of the name is being expanded: this is its $(Name) */
    for (size_t i = 0; i < s->count; ++i)
        if (strncmp(s->names[i], name, n) == 0 && s->names[i][n] == '\t') {
            const char *v = s->names[i] + n + 1;
            int open = 0;
            for (int d = 0; d < x->depth && !open; ++d)
                open = x->open[d] == v;
            appending |= open;
            size_t shared = shared_components(folder, strchr(v, '\t') + 1);
            if (!open && (!best || shared > best_shared))
                best = v, best_shared = shared;
        }
    /* what a list appends to comes from its own folders, else it starts empty (not another
     * project's: mpy-cross.vcxproj's PyIncDirs under the port's sheets) */
    return appending && best_shared == 0 ? NULL : best;
}

/* Expands text (n bytes; folder: where it is written) into out; 0 when it could not be. */
static int expand(const msbuild_state *s, const char *text, size_t n, const char *folder, char *out, size_t size, expansion *x)
{
    size_t o = 0;
    if (x->depth >= 10)
        return 0;
    for (size_t i = 0; i < n; ++i) {
        if (text[i] == '@' || text[i] == '%')
            return 0; /* an item list or metadata: nothing this reads */
        if (text[i] == '$' && i + 1 < n && text[i + 1] == '(') {
            static const char full[] = "$([System.IO.Path]::GetFullPath(`";
            const char *from = NULL, *in = folder;
            size_t length = 0, skip = 0;
            char here[1100];
            x->open[x->depth] = NULL;
            if (strncmp(text + i, full, sizeof full - 1) == 0) {
                const char *arg = text + i + sizeof full - 1, *tick = memchr(arg, '`', n - (size_t)(arg - text));
                if (!tick || (size_t)(tick - text) + 3 > n || strncmp(tick, "`))", 3) != 0)
                    return 0;
                from = arg, length = (size_t)(tick - arg), skip = (size_t)(tick - text) + 2;
            } else {
                const char *name = text + i + 2, *close = memchr(name, ')', n - i - 2);
                if (!close)
                    return 0;
                size_t k = (size_t)(close - name);
                skip = (size_t)(close - text);
                if ((k == 24 && strncmp(name, "MSBuildThisFileDirectory", 24) == 0) ||
                    (k == 23 && strncmp(name, "MSBuildProjectDirectory", 23) == 0)) {
                    snprintf(here, sizeof here, "%s%s", folder, *folder ? "/" : "");
                    from = here, length = strlen(here), in = "", x->anchored = 1;
                } else if ((from = property(s, name, k, folder, x)) != NULL) {
                    length = strcspn(from, "\t"), in = from + length + 1;
                    x->open[x->depth] = from;
                } /* else undefined: empty, as MSBuild has it ($(PyBuild) unset) */
            }
            if (from) {
                ++x->depth;
                int ok = expand(s, from, length, in, out + o, size - o, x);
                --x->depth;
                if (!ok)
                    return 0;
                o += strlen(out + o);
            }
            i = skip;
            continue;
        }
        if (o + 2 >= size)
            return 0;
        out[o++] = text[i] == '\\' ? '/' : text[i];
    }
    out[o] = '\0';
    return 1;
}

/* Joins folder and a relative path, folding "." and ".." (lower-cased where lower, as the index
 * is); 0 when it leaves the tree. */
static int normalise(const char *folder, const char *path, char *out, size_t size, int lower)
{
    char joined[2200];
    snprintf(joined, sizeof joined, "%s%s%s", folder, *folder && *path ? "/" : "", path);
    size_t o = 0;
    for (const char *p = joined; *p;) {
        size_t k = strcspn(p, "/");
        if (k == 0 || (k == 1 && p[0] == '.')) {
        } else if (k == 2 && p[0] == '.' && p[1] == '.') {
            if (o == 0)
                return 0;
            while (o > 0 && out[o - 1] != '/')
                --o;
            o = o > 0 ? o - 1 : 0;
        } else {
            if (o + k + 2 >= size)
                return 0;
            if (o)
                out[o++] = '/';
            for (size_t i = 0; i < k; ++i)
                out[o++] = lower ? (char)tolower((unsigned char)p[i]) : p[i];
        }
        p += k + (p[k] == '/');
    }
    out[o] = '\0';
    return 1;
}

/* Whether name matches a wildcard pattern of one path component ('*', '?'). */
static int component_match(const char *pattern, const char *name)
{
    if (!*pattern)
        return !*name;
    if (*pattern == '*')
        return component_match(pattern + 1, name) || (*name && *name != '/' && component_match(pattern, name + 1));
    return *name && *name != '/' && (*pattern == '?' || *pattern == *name) && component_match(pattern + 1, name + 1);
}

/* The first of the sorted lower-cased paths not below key. */
static size_t lower_bound(const msbuild_state *s, const char *key)
{
    size_t lo = 0, hi = s->lower_count;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (strcmp(s->lower[mid], key) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* Marks the tree's files the resolved, lower-cased path names (the last component may hold
 * wildcards; a "**" component before it matches any depth). */
static void mark(msbuild_state *s, wg_tree *t, const char *path)
{
    const char *slash = strrchr(path, '/');
    char prefix[1100];
    snprintf(prefix, sizeof prefix, "%.*s", slash ? (int)(slash - path + 1) : 0, path);
    const char *leaf = slash ? slash + 1 : path;
    if (!strpbrk(leaf, "*?")) { /* one file: found by its own name */
        char key[2100];
        snprintf(key, sizeof key, "%s\t", path);
        size_t lo = lower_bound(s, key);
        if (lo < s->lower_count && strncmp(s->lower[lo], key, strlen(key)) == 0)
            t->files[strtoul(s->lower[lo] + strlen(key), NULL, 10)].msbuild_listed = 1;
        return;
    }
    int deep = strlen(prefix) >= 3 && strcmp(prefix + strlen(prefix) - 3, "**/") == 0;
    if (deep)
        prefix[strlen(prefix) - 3] = '\0';
    /* the first path of the prefix's range, then on while the prefix holds */
    size_t lo = lower_bound(s, prefix), plen = strlen(prefix);
    for (size_t i = lo; i < s->lower_count && strncmp(s->lower[i], prefix, plen) == 0; ++i) {
        char *tab = strrchr(s->lower[i], '\t');
        *tab = '\0';
        const char *rest = s->lower[i] + plen, *name = deep ? (strrchr(rest, '/') ? strrchr(rest, '/') + 1 : rest) : rest;
        if ((deep || !strchr(rest, '/')) && component_match(leaf, name))
            t->files[strtoul(tab + 1, NULL, 10)].msbuild_listed = 1;
        *tab = '\t';
    }
}

/* Each path a list of items names ("a.c;$(Dir)b.c"; a property may expand to a list itself):
 * marked as listed, or, for include folders, added to the tree's. */
static void take_paths(msbuild_state *s, wg_tree *t, const char *folder, const char *list, size_t n, int include_dirs)
{
    for (size_t i = 0; i < n;) {
        size_t k = 0;
        while (i + k < n && list[i + k] != ';')
            ++k;
        char expanded[4096], path[2048];
        expansion x;
        memset(&x, 0, sizeof x);
        /* relative to the file that names it (a project's own folder), unless a property anchors
         * it in a folder of the tree (a sheet's $(MSBuildThisFileDirectory)) */
        int anchored = k && expand(s, list + i, k, folder, expanded, sizeof expanded, &x) ? 1 + x.anchored : 0;
        if (anchored)
            for (const char *e = expanded; *e;) {
                size_t m = strcspn(e, ";");
                char one[2048];
                snprintf(one, sizeof one, "%.*s", (int)(m < 2000 ? m : 2000), e);
                if (m && normalise(anchored == 2 ? "" : folder, one, path, sizeof path, !include_dirs)) {
                    if (!include_dirs)
                        mark(s, t, path);
                    else if (wg_strlist_add(&t->include_dirs, &t->include_dir_count, &t->include_dir_capacity, path, strlen(path)) != 0)
                        t->failed = 1;
                }
                e += m + (e[m] == ';');
            }
        i += k + 1;
    }
}

/* An element's plain-text content, <Name ...>text</Name>: its start and length, or NULL. */
static const char *element_text(const char *name, size_t n, const char *end, size_t *length)
{
    if (end[-1] == '/')
        return NULL;
    const char *value = end + 1, *stop = strchr(value, '<');
    if (!stop || stop[1] != '/' || strncmp(stop + 2, name, n) != 0 || stop[2 + n] != '>')
        return NULL;
    *length = (size_t)(stop - value);
    return value;
}

/* A property's definition, "Name\tvalue\tfolder". 0, or -1 when out of memory. */
static int note_property(msbuild_state *s, const char *name, size_t n, const char *value, size_t length, const char *folder)
{
    char key[300];
    snprintf(key, sizeof key, "%.*s\t", (int)(n < 200 ? n : 200), name);
    char *entry = malloc(strlen(key) + length + strlen(folder) + 2), *o = entry;
    if (!entry)
        return -1;
    o += sprintf(o, "%s", key);
    for (size_t i = 0; i < length; ++i)
        *o++ = value[i] == '\t' ? ' ' : value[i];
    sprintf(o, "\t%s", folder);
    int rc = wg_strlist_add(&s->names, &s->count, &s->capacity, entry, strlen(entry));
    free(entry);
    return rc;
}

/* One MSBuild file: its properties (<Name>value</Name>, first pass), or its items' Include="..."
 * and its <AdditionalIncludeDirectories> (second pass, items set). 0, or -1 when out of memory. */
static int read_file(msbuild_state *s, wg_tree *t, const wg_tree_file *f, int items)
{
    char folder[1024];
    folder_of(f->path, folder, sizeof folder);
    for (const char *p = strchr(f->text, '<'); p; p = strchr(p + 1, '<')) {
        const char *name = p + 1;
        size_t n = 0, length = 0;
        while (name_char(name[n]))
            ++n;
        if (!n || !isalpha((unsigned char)*name))
            continue;
        const char *end = strchr(name + n, '>');
        if (!end)
            break;
        const char *text = element_text(name, n, end, &length);
        if (!items) {
            if (text && note_property(s, name, n, text, length, folder) != 0)
                return -1;
            continue;
        }
        for (const char *a = strstr(name + n, "Include=\""); a && a < end; a = strstr(a + 1, "Include=\"")) {
            const char *v = a + 9, *close = strchr(v, '"');
            if (!name_char(a[-1]) && close && close < end) /* (not Exclude=, nor a longer attribute's name) */
                take_paths(s, t, folder, v, (size_t)(close - v), 0);
        }
        if (text && n == 28 && strncmp(name, "AdditionalIncludeDirectories", 28) == 0)
            take_paths(s, t, folder, text, length, 1);
    }
    return t->failed ? -1 : 0;
}

static int lower_index(msbuild_state *s, wg_tree *t)
{
    for (size_t i = 0; i < t->count; ++i) {
        char line[1200];
        int k = snprintf(line, sizeof line, "%s\t%zu", t->files[i].path, i);
        if (k <= 0 || (size_t)k >= sizeof line)
            continue;
        for (char *c = line; *c != '\t'; ++c)
            *c = (char)tolower((unsigned char)*c);
        if (wg_strlist_add(&s->lower, &s->lower_count, &s->lower_capacity, line, (size_t)k) != 0)
            return -1;
    }
    wg_strlist_sort(s->lower, s->lower_count);
    return 0;
}

/* A project with configurations, none of them x64's: libffi's msvc_build/aarch64 builds ARM64 alone
 * (its x64 build is autotools through msvcc.sh), and the scan models an x64 build. */
static int other_platform_project(const wg_tree_file *f)
{
    return wg_path_ends_with(f->path, ".vcxproj") && f->text && strstr(f->text, "<ProjectConfiguration ") &&
           !strstr(f->text, "|x64\"") && !strstr(f->text, "|X64\"");
}

/* Whether a CMakeLists.txt some user would configure exists: one that calls project() outside
 * the folders of another platform or a board (micropython's ports/esp32, ports/rp2). */
static int general_cmake(const wg_tree *t)
{
    if (wg_tree_find((wg_tree *)t, "CMakeLists.txt"))
        return 1;
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        const char *slash = strrchr(f->path, '/');
        if (f->kind != WG_SCAN_CMAKE || !slash || strcmp(slash + 1, "CMakeLists.txt") != 0)
            continue;
        if (!wg_other_platform_folder(f->path, (size_t)(slash - f->path)) && wg_cmake_declares_project(f))
            return 1;
    }
    return 0;
}

int wg_msbuild_evaluate(wg_tree *t, const char *const *defines, size_t define_count)
{
#ifdef WG_SCAN_MSBUILD_OFF
    (void)t, (void)defines, (void)define_count;
    return 0;
#else
    for (size_t i = 0; i < define_count; ++i)
        if (strncmp(defines[i], "SOURCE ", 7) == 0)
            return 0; /* --cmake-source: the user names the CMake */
    const char *first = NULL;
    size_t projects = 0;
    for (size_t i = 0; i < t->count; ++i)
        if (t->files[i].kind == WG_SCAN_MSBUILD && wg_path_ends_with(t->files[i].path, ".vcxproj") && !other_platform_project(&t->files[i]))
            first = first ? first : t->files[i].path, ++projects;
    if (!projects || general_cmake(t))
        return 0;
    msbuild_state s;
    memset(&s, 0, sizeof s);
    int rc = lower_index(&s, t);
    for (size_t i = 0; i < t->count && rc == 0; ++i)
        if (t->files[i].kind == WG_SCAN_MSBUILD)
            rc = read_file(&s, t, &t->files[i], 0);
    for (size_t i = 0; i < t->count && rc == 0; ++i)
        if (t->files[i].kind == WG_SCAN_MSBUILD && !other_platform_project(&t->files[i]))
            rc = read_file(&s, t, &t->files[i], 1);
    for (size_t i = 0; i < s.count; ++i)
        free(s.names[i]);
    for (size_t i = 0; i < s.lower_count; ++i)
        free(s.lower[i]);
    free(s.names), free(s.lower);
    if (rc != 0)
        return -1;
    t->msbuild_build = 1;
    const char *line = wg_tree_string(t, "Windows build: %zu Visual Studio project(s) (%s%s), no root CMakeLists.txt: a "
                                         "translation unit none of their items names is off the path",
                                      projects, first, projects > 1 ? ", ..." : "");
    return line && wg_strlist_add(&t->options, &t->option_count, &t->option_capacity, line, strlen(line)) == 0 ? 0 : -1;
#endif
}
