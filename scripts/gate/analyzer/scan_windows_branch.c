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
 *                                  of a folder the tree does not carry is no finding).
 *   SCAN_WIN_BRANCH_UNDECLARED     a name the Windows branch leaves undeclared: in a chain of #if/#elif/
 *                                  #else branches that #define macros, the one a Windows build takes
 *                                  lacks a macro its skipped siblings define (flecs' FLECS_EXPORTS for
 *                                  FLECS_EXPORT, libccd's _ccd_export for CCD_EXPORT), which code on
 *                                  the Windows path uses and nothing else on the path defines;
 *                                  reported at the taken branch and at the first use in each file.
 *                                  Also a macro defined as its own name on the path (#define
 *                                  OIDN_INLINE OIDN_INLINE) that no other #define on the path gives a
 *                                  value: every use leaves a name nothing declares (unless a
 *                                  pasting macro declares a function of that name: libdeflate's
 *                                  kernel markers). */
#include "scan.h"
#include "scan_internal.h"
#include "scan_text.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The macros and typedefs the Windows SDK's core headers and the CRT give (names only, sorted:
 * gen-windows-names.sh). */
static const char *const windows_names[] = {
#include "windows_names.inc"
};

static int compare_name(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static int windows_name(const char *name)
{
    return bsearch(&name, windows_names, sizeof windows_names / sizeof windows_names[0], sizeof windows_names[0], compare_name) != NULL;
}

/* The functions the same headers declare (names only, sorted: gen-windows-functions.sh): a
 * skipped branch's stand-in under such a name (srt's "#define closesocket close" beside the
 * _WIN32 branch, whose Winsock declares closesocket) leaves nothing undeclared on Windows. */
static const char *const windows_functions[] = {
#include "windows_functions.inc"
};

static int listed_function(const char *name)
{
    return bsearch(&name, windows_functions, sizeof windows_functions / sizeof windows_functions[0], sizeof windows_functions[0],
                   compare_name) != NULL;
}

/* Also a CRT function's old POSIX name, which the UCRT declares beside its _-prefixed one
 * (<string.h>'s stricmp and strnicmp, <io.h>'s access) unless _CRT_DECLARE_NONSTDC_NAMES is 0:
 * libhv's "#define strcasecmp stricmp" under _MSC_VER, whose #else defines stricmp. */
/* The UCRT's (Visual Studio 2015 and later) functions that Wine's msvcrt headers, from which the
 * list is generated, do not declare: C11's timespec_get in <time.h>, an inline wrapper of
 * _timespec64_get (re's tmr.c and fmt/time.c under "#if defined(WIN32) && !defined(__MINGW32__)").
 * WG_SCAN_UCRT_TIMESPEC_OFF switches them off. */
static int ucrt_only_function(const char *name)
{
#ifdef WG_SCAN_UCRT_TIMESPEC_OFF
    (void)name;
    return 0;
#else
    static const char *const names[] = {"timespec_get", "_timespec32_get", "_timespec64_get", NULL};
    for (size_t i = 0; names[i]; ++i)
        if (strcmp(names[i], name) == 0)
            return 1;
    return 0;
#endif
}

int wg_windows_function(const char *name)
{
    char twin[128];
    return listed_function(name) || ucrt_only_function(name) ||
           (name[0] != '_' && (size_t)snprintf(twin, sizeof twin, "_%s", name) < sizeof twin && strncmp(name, "aligned_", 8) != 0 &&
            listed_function(twin));
}

/* C and C++ keywords an old compiler's branch may #define away (constexpr, noexcept, inline). */
static int keyword(const char *name)
{
    static const char *const words[] = {"alignas", "alignof", "auto", "bool", "char16_t", "char32_t", "char8_t", "consteval",
        "constexpr", "constinit", "decltype", "explicit", "final", "inline", "noexcept", "nullptr", "override", "register",
        "restrict", "static_assert", "thread_local", "typeof", "volatile", "asm", "const", "static", "signed", "unsigned", NULL};
    for (size_t i = 0; words[i]; ++i)
        if (strcmp(words[i], name) == 0)
            return 1;
    return 0;
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

/* The line of the CMake file f, on a branch the Windows configure skips, that names the stem of
 * source (cmdline of .../cmdline.c) as a command's argument of its own, not as a file name: the
 * other platforms run a generator for it there (add_gengetopt_files(cmdline) in the else() of
 * if(WIN32)), so the Windows branch's missing file is that generator's output, made before the
 * configure; 0 where no such line is. */
static long stem_generated_off_path(const wg_tree_file *f, const char *source)
{
#ifdef WG_SCAN_WIN_SOURCE_GENERATED_OFF
    (void)f, (void)source;
    return 0;
#else
    const char *base = strrchr(source, '/') ? strrchr(source, '/') + 1 : source, *dot = strrchr(base, '.');
    size_t n = dot ? (size_t)(dot - base) : strlen(base);
    if (n < 3 || !f->state)
        return 0;
    long line = 1;
    int comment = 0;
    for (const char *p = f->text, *end = f->text + f->length; p + n <= end; ++p) {
        if (*p == '\n') {
            ++line, comment = 0;
            continue;
        }
        if (*p == '#')
            comment = 1;
        if (comment || line > f->lines || f->state[line] != WG_OFF || strncmp(p, base, n) != 0)
            continue;
        char before = p > f->text ? p[-1] : ' ', after = p + n < end ? p[n] : ' ';
        if (!is_name(before) && !strchr("./$-", before) && !is_name(after) && !strchr(".-/}", after))
            return line;
    }
    return 0;
#endif
}

void wg_windows_branch_cmake_command(wg_family_file *ff, const char *name, long line, const wg_cmake_arg *args, size_t argc)
{
    const wg_tree *t = ff->tree;
    (void)name, (void)line;
    /* a tree that also lacks sources its targets list on every platform is not the whole source
     * (a script fetches them before configure): the Windows branch's missing one is no sign */
    if (!t->windows_missing_source_count || t->common_source_missing)
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
            long generated = stem_generated_off_path(ff->file, entry + m);
            if (generated)
                ff->report_apart(ff->context, args[k].line, "SCAN_CMAKE_WIN_MISSING_SOURCE", message,
                                 wg_tree_string(ff->tree, "the other platforms' branch at %s:%ld hands the file's stem to a command "
                                                          "(a generator): a generated source, which a step before the Windows "
                                                          "configure (a release tarball's) supplies", path, generated));
            else
                ff->report(ff->context, args[k].line, "SCAN_CMAKE_WIN_MISSING_SOURCE", message);
            return;
        }
    }
}

/* ---- SCAN_WIN_BRANCH_UNDECLARED: the macros a Windows branch leaves out --------------------------- */

enum { MAX_CHAIN_DEPTH = 32, MAX_BRANCH_NAMES = 64 };

typedef struct branch_names {
    char names[MAX_BRANCH_NAMES][64];
    long lines[MAX_BRANCH_NAMES];
    size_t count;
    int state;          /* the state of its first line: on the path, skipped, undecided */
    int includes;       /* the branch #includes a header: what that header declares is not known here */
    long start, end;    /* its directive's line, and the next branch's (or #endif's) */
    long first_on;      /* its first #define line on the path */
} branch_names;

typedef struct chain {
    branch_names taken, skipped; /* the branch on the path; the names every skipped branch that defines macros defines */
    int taken_count, undecided, branches, skipped_defining;
    int platform; /* a condition of the chain tests the platform or the compiler */
    branch_names current;
} chain;

typedef struct directive_walk {
    wg_tree *tree;
    wg_tree_file *file;
    chain stack[MAX_CHAIN_DEPTH];
    int depth;
    int opened; /* the last directive opened a branch: its first line's state is taken next */
} directive_walk;

static void names_add(branch_names *b, const char *name, size_t n, long line)
{
    for (size_t i = 0; i < b->count; ++i)
        if (strlen(b->names[i]) == n && strncmp(b->names[i], name, n) == 0)
            return;
    if (b->count < MAX_BRANCH_NAMES && n < sizeof b->names[0]) {
        memcpy(b->names[b->count], name, n);
        b->names[b->count][n] = '\0';
        b->lines[b->count++] = line;
    }
}

static int names_have(const branch_names *b, const char *name)
{
    for (size_t i = 0; i < b->count; ++i)
        if (strcmp(b->names[i], name) == 0)
            return 1;
    return 0;
}

/* The branch just walked (up to line) joins its chain: the one on the path, or one of the skipped ones. */
static void close_branch(chain *c, long line)
{
    branch_names *b = &c->current;
    b->end = line;
    ++c->branches;
    if (b->state == WG_ON) {
        c->taken = *b;
        ++c->taken_count;
    } else if (b->state == WG_OFF && b->count) {
        /* a name every such sibling defines: one platform's own marker (GLOG_OS_MACOSX) is none */
        if (!c->skipped_defining++)
            for (size_t i = 0; i < b->count; ++i)
                names_add(&c->skipped, b->names[i], strlen(b->names[i]), b->lines[i]);
        else {
            size_t kept = 0;
            for (size_t i = 0; i < c->skipped.count; ++i)
                if (names_have(b, c->skipped.names[i])) {
                    memmove(c->skipped.names[kept], c->skipped.names[i], sizeof c->skipped.names[0]);
                    c->skipped.lines[kept++] = c->skipped.lines[i];
                }
            c->skipped.count = kept;
        }
    } else if (b->state == WG_OFF) {
    } else
        c->undecided = 1;
    memset(b, 0, sizeof *b);
    b->start = line;
}

static void note_candidate(directive_walk *w, const char *name, long line, const char *how)
{
    wg_tree *t = w->tree;
    if ((name[0] == '_' && (name[1] == '_' || isupper((unsigned char)name[1]))) || keyword(name) || windows_name(name) ||
        wg_windows_function(name))
        return; /* a reserved name (__inline, _Noreturn), a keyword, or one the SDK or the CRT gives (INVALID_SOCKET, closesocket) */
    char entry[1400];
    snprintf(entry, sizeof entry, "%s\t%s\t%ld\t%s", name, w->file->path, line, how);
    if (!wg_strlist_has(t->windows_undeclared, t->windows_undeclared_count, entry, strlen(entry)) &&
        wg_strlist_append(&t->windows_undeclared, &t->windows_undeclared_count, &t->windows_undeclared_capacity, entry, strlen(entry)) != 0)
        t->failed = 1;
}

/* Whether b is a with one run of characters inserted, dropped or replaced, the rest (8 characters
 * or more) alike: a misspelt twin (usrsctp's SCTP_WQ_ADDR_ASSERT for SCTP_WQ_ADDR_LOCK_ASSERT). */
static int misspelt_twin(const char *a, const char *b)
{
    size_t na = strlen(a), nb = strlen(b), shorter = na < nb ? na : nb, longer = na < nb ? nb : na, pre = 0, suf = 0;
    while (pre < shorter && a[pre] == b[pre])
        ++pre;
    while (suf < shorter - pre && a[na - 1 - suf] == b[nb - 1 - suf])
        ++suf;
    return pre < shorter && pre + suf >= 8 && shorter - (pre + suf) <= 2 && longer - (pre + suf) <= 6;
}

/* The line of the taken branch's #define of a misspelt twin of name that no skipped sibling
 * defines (the typo to mend), else its first #define on the path (or its directive). */
static long missing_name_line(const chain *c, const char *name)
{
    for (size_t j = 0; j < c->taken.count; ++j)
        if (!names_have(&c->skipped, c->taken.names[j]) && misspelt_twin(name, c->taken.names[j]))
            return c->taken.lines[j];
    return c->taken.first_on ? c->taken.first_on : c->taken.start;
}

/* #endif: a chain whose one branch on the path lacks a macro its skipped siblings define. */
static void judge_chain(directive_walk *w, chain *c, long line)
{
    close_branch(c, line);
    if (c->taken_count != 1 || c->undecided || c->branches < 2 || c->taken.includes || !c->platform)
        return;
    char range[64];
    snprintf(range, sizeof range, "chain:%ld:%ld", c->taken.start, c->taken.end);
    for (size_t i = 0; i < c->skipped.count; ++i)
        if (!names_have(&c->taken, c->skipped.names[i]))
            note_candidate(w, c->skipped.names[i], missing_name_line(c, c->skipped.names[i]), range);
}

static int line_state(const wg_tree_file *f, long line)
{
    return line >= 1 && line <= f->lines ? f->state[line] : WG_MAYBE;
}

/* Whether a condition names a platform's or a compiler's predefined macro. */
static int tests_platform_macro(const char *condition)
{
    static const char *const names[] = {"_WIN32", "_WIN64", "WIN32", "_WINDOWS", "_MSC_VER", "__MINGW32__", "__CYGWIN__",
        "__GNUC__", "__clang__", "__linux__", "__unix__", "__APPLE__", "__FreeBSD__", "__ANDROID__", "__EMSCRIPTEN__", NULL};
    for (size_t i = 0; names[i]; ++i)
        if (names_word(condition, names[i], 0, 1))
            return 1;
    /* a project's own platform switch that names Windows (usrsctp's __Userspace_os_Windows, which
     * its CMake defines as -D__Userspace_os_${CMAKE_SYSTEM_NAME}) */
    for (const char *p = condition; *p && *p != '\n'; ++p)
        if ((p == condition || !is_name(p[-1])) && is_name(*p)) {
            const char *e = p;
            while (is_name(*e))
                ++e;
            for (const char *q = p; q + 5 <= e; ++q)
                if (ncase_equal(q, "windows", 7) || ncase_equal(q, "win32", 5) || ncase_equal(q, "win64", 5))
                    return 1;
            p = e - 1;
        }
    return 0;
}

/* #include <math.h>, <cfloat>, <vector>: a C or C++ standard library header, which defines no
 * project's macro (the CRT's own, isnan or NAN, are windows_names already): the branch that
 * includes it still lacks what its siblings define (unicorn's compiler.h, whose _MSC_VER branch
 * includes <math.h> and <float.h> and leaves out QEMU_PACKED: fixture
 * win_branch_undeclared_std_include). A header of the tree or of another library may define it. */
static int standard_library_include(const char *rest)
{
    static const char *const c_headers[] = {"assert.h", "complex.h", "ctype.h", "errno.h", "fenv.h", "float.h", "inttypes.h",
        "iso646.h", "limits.h", "locale.h", "math.h", "setjmp.h", "signal.h", "stdalign.h", "stdarg.h", "stdbool.h", "stddef.h",
        "stdint.h", "stdio.h", "stdlib.h", "string.h", "tgmath.h", "time.h", "uchar.h", "wchar.h", "wctype.h", "cassert",
        "cctype", "cerrno", "cfenv", "cfloat", "cinttypes", "climits", "clocale", "cmath", "csetjmp", "csignal", "cstdarg",
        "cstddef", "cstdint", "cstdio", "cstdlib", "cstring", "ctime", "cuchar", "cwchar", "cwctype", NULL};
    if (*rest != '<')
        return 0;
    size_t n = strcspn(rest + 1, ">\n");
    if (rest[1 + n] != '>')
        return 0;
    for (size_t i = 0; c_headers[i]; ++i)
        if (strlen(c_headers[i]) == n && strncmp(c_headers[i], rest + 1, n) == 0)
            return 1;
    /* the C++ library's own (<vector>, <string>): lower case, no folder, no dot */
    for (size_t i = 0; i < n; ++i)
        if (!islower((unsigned char)rest[1 + i]) && rest[1 + i] != '_')
            return 0;
    return n > 0 && (wg_std_header_bits(rest + 1, n) & ~(wg_std_bits)(WG_STD_QT | WG_STD_OTHER_OS)) != 0;
}

/* One directive (after '#', blanks skipped) at line. */
static void walk_directive(directive_walk *w, const char *d, long line)
{
    const wg_tree_file *f = w->file;
    size_t n = 0;
    while (is_name(d[n]))
        ++n;
    const char *rest = d + n;
    while (*rest == ' ' || *rest == '\t')
        ++rest;
    if ((n == 2 && strncmp(d, "if", 2) == 0) || (n == 5 && strncmp(d, "ifdef", 5) == 0) || (n == 6 && strncmp(d, "ifndef", 6) == 0)) {
        if (w->depth < MAX_CHAIN_DEPTH) {
            memset(&w->stack[w->depth], 0, sizeof w->stack[w->depth]);
            w->stack[w->depth].current.start = line;
            w->stack[w->depth].platform = tests_platform_macro(rest);
        }
        ++w->depth;
        w->opened = 1;
    } else if ((n == 4 && strncmp(d, "elif", 4) == 0) || (n == 4 && strncmp(d, "else", 4) == 0)) {
        if (w->depth > 0 && w->depth <= MAX_CHAIN_DEPTH) {
            close_branch(&w->stack[w->depth - 1], line);
            w->stack[w->depth - 1].platform |= tests_platform_macro(rest);
        }
        w->opened = 1;
    } else if (n == 5 && strncmp(d, "endif", 5) == 0) {
        if (w->depth > 0 && w->depth <= MAX_CHAIN_DEPTH)
            judge_chain(w, &w->stack[w->depth - 1], line);
        if (w->depth > 0)
            --w->depth;
    } else if (n == 7 && strncmp(d, "include", 7) == 0) {
        for (int k = 0; k < w->depth && k < MAX_CHAIN_DEPTH && !standard_library_include(rest); ++k)
            w->stack[k].current.includes = 1;
    } else if (n == 6 && strncmp(d, "define", 6) == 0) {
        size_t m = 0;
        while (is_name(rest[m]))
            ++m;
        if (!m)
            return;
        int state = line_state(f, line);
        for (int k = 0; k < w->depth && k < MAX_CHAIN_DEPTH; ++k) {
            branch_names *b = &w->stack[k].current;
            names_add(b, rest, m, line);
            if (state == WG_ON && !b->first_on)
                b->first_on = line;
        }
        /* #define X X: the macro names itself */
        const char *body = rest + m;
        while (*body == ' ' || *body == '\t')
            ++body;
        size_t b = 0;
        while (is_name(body[b]))
            ++b;
        const char *after = body + b;
        while (*after == ' ' || *after == '\t' || *after == '\r')
            ++after;
        int platform = 0; /* inside a branch the platform decides: expat's enumerator idiom is no finding */
        for (int k = 0; k < w->depth && k < MAX_CHAIN_DEPTH; ++k)
            platform |= w->stack[k].platform;
        if (state == WG_ON && platform && b == m && strncmp(body, rest, m) == 0 && (!*after || *after == '\n')) {
            char name[64];
            if (m < sizeof name) {
                memcpy(name, rest, m), name[m] = '\0';
                note_candidate(w, name, line, "self");
            }
        }
    }
}

/* The directives of one file, in code text (comments blanked). */
static void walk_directives(directive_walk *w, const char *code)
{
    long line = 1;
    for (const char *p = code; *p;) {
        const char *q = p;
        while (*q == ' ' || *q == '\t')
            ++q;
        if (w->opened && w->depth > 0 && w->depth <= MAX_CHAIN_DEPTH)
            w->stack[w->depth - 1].current.state = line_state(w->file, line);
        w->opened = 0;
        if (*q == '#') {
            ++q;
            while (*q == ' ' || *q == '\t')
                ++q;
            char directive[4096]; /* the logical line, continuations joined */
            size_t n = 0;
            for (const char *r = q; *r && *r != '\n' && n + 1 < sizeof directive; ++r) {
                if (*r == '\\' && r[1] == '\n')
                    ++r, directive[n++] = ' ';
                else
                    directive[n++] = *r;
            }
            directive[n] = '\0';
            walk_directive(w, directive, line);
        }
        p = wg_past_line(p, &line);
    }
}

/* Every #define of name on a line not off the path, other than at skip_path:skip_line... of the
 * given kind: a definition the Windows build has. */
static int defined_elsewhere(const wg_tree *t, char *const *codes, const char *name, int self)
{
    size_t n = strlen(name);
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (!codes[i] || f->file_state == WG_OFF)
            continue;
        long line = 1;
        for (const char *p = codes[i]; *p; ++p) {
            if (*p == '\n') {
                ++line;
                continue;
            }
            if (*p != '#' || !(p == codes[i] || p[-1] == '\n' || p[-1] == ' ' || p[-1] == '\t'))
                continue;
            const char *q = p + 1;
            while (*q == ' ' || *q == '\t')
                ++q;
            if (strncmp(q, "define", 6) != 0)
                continue;
            q += 6;
            while (*q == ' ' || *q == '\t')
                ++q;
            if (strncmp(q, name, n) != 0 || is_name(q[n]) || line_state(f, line) == WG_OFF)
                continue;
            const char *body = q + n;
            while (*body == ' ' || *body == '\t')
                ++body;
            if (self && strncmp(body, name, n) == 0 && !is_name(body[n]))
                continue; /* the self-definition itself */
            return 1;
        }
    }
    return 0;
}

/* The body of a #define of name (n characters) on the path, function-like (fnlike: "name(")
 * or object-like; value, when given, must be the whole body. NULL when the path has none. */
static const char *define_on_path(const wg_tree *t, char *const *codes, const char *name, size_t n, int fnlike,
                                  const char *value, size_t value_n)
{
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (!codes[i] || f->file_state == WG_OFF || !strstr(codes[i], "define"))
            continue;
        long line = 1;
        for (const char *p = codes[i]; *p; p = wg_past_line(p, &line)) {
            const char *q = wg_define_text(p);
            if (!q || line_state(f, line) == WG_OFF)
                continue;
            if (name && (strncmp(q, name, n) != 0 || (fnlike ? q[n] != '(' : is_name(q[n]) || q[n] == '(')))
                continue;
            if (!name) { /* any object-like macro */
                while (is_name(*q))
                    ++q;
                if (*q == '(')
                    continue;
            } else
                q += n;
            if (fnlike && !(q = strchr(q, ')')))
                continue;
            const char *body = fnlike ? q + 1 : q;
            while (*body == ' ' || *body == '\t')
                ++body;
            if (!value)
                return body;
            const char *after = body + value_n;
            while (*after == ' ' || *after == '\t' || *after == '\r')
                ++after;
            if (strncmp(body, value, value_n) == 0 && !is_name(body[value_n]) && (!*after || *after == '\n'))
                return body;
        }
    }
    return NULL;
}

/* Whether function-like macro (n characters) pastes tokens on the path: "##" in its body, or in
 * the body of a function-like macro its body calls (libdeflate's ADD_SUFFIX through CONCAT). */
static int macro_pastes(const wg_tree *t, char *const *codes, const char *macro, size_t n, int depth)
{
    const char *body = define_on_path(t, codes, macro, n, 1, NULL, 0);
    if (!body)
        return 0;
    const char *end = strchr(body, '\n');
    if (!end)
        end = body + strlen(body);
    for (const char *p = body; p < end; ++p) {
        if (p[0] == '#' && p[1] == '#')
            return 1;
        if (depth > 0 && is_name(*p) && (p == body || !is_name(p[-1]))) {
            const char *e = p;
            while (is_name(*e))
                ++e;
            if (*e == '(' && macro_pastes(t, codes, p, (size_t)(e - p), depth - 1))
                return 1;
            p = e - 1;
        }
    }
    return 0;
}

/* Whether code on the path forms name by token pasting: a call M(P) of a pasting macro where P
 * is the start of name and an object-like #define on the path gives the rest (libdeflate's
 * ADD_SUFFIX(adler32_x86) with #define SUFFIX _sse2 declares adler32_x86_sse2, after the marker
 * #define adler32_x86_sse2 adler32_x86_sse2 that its dispatcher tests with #ifdef). */
static int formed_by_pasting(const wg_tree *t, char *const *codes, const char *name)
{
    size_t n = strlen(name);
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (!codes[i] || f->file_state == WG_OFF)
            continue;
        long line = 1;
        for (const char *p = codes[i]; *p; ++p) {
            line += *p == '\n';
            if (*p != '(' || p == codes[i] || !is_name(p[-1]))
                continue;
            const char *a = p + 1;
            while (*a == ' ' || *a == '\t')
                ++a;
            size_t k = 0;
            while (is_name(a[k]))
                ++k;
            const char *close = a + k;
            while (*close == ' ' || *close == '\t')
                ++close;
            if (!k || k >= n || *close != ')' || strncmp(a, name, k) != 0 || line_state(f, line) == WG_OFF)
                continue;
            const char *m = p;
            while (m > codes[i] && is_name(m[-1]))
                --m;
            if (define_on_path(t, codes, NULL, 0, 0, name + k, n - k) && macro_pastes(t, codes, m, (size_t)(p - m), 2))
                return 1;
        }
    }
    return 0;
}

/* Whether the path #defines macro (a function-like one) with an empty body: a Windows build
 * compiles none of its arguments. */
static int empty_on_path(const wg_tree *t, char *const *codes, const char *macro, size_t n)
{
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (!codes[i] || f->file_state != WG_ON)
            continue;
        long line = 1;
        for (const char *p = codes[i]; *p; p = wg_past_line(p, &line)) {
            const char *q = wg_define_text(p);
            if (!q || line_state(f, line) != WG_ON)
                continue;
            if (strncmp(q, macro, n) != 0 || q[n] != '(')
                continue;
            const char *close = strchr(q + n, ')');
            if (!close || memchr(q + n, '\n', (size_t)(close - q - n)))
                continue;
            for (++close; *close == ' ' || *close == '\t' || *close == '\r';)
                ++close;
            if (!*close || *close == '\n')
                return 1;
        }
    }
    return 0;
}

/* A use inside the arguments of a call of a macro the path defines empty (unicorn's
 * QEMU_BUILD_BUG_ON(... sizeof_field(...) ...), whose _MSC_VER branch defines it as nothing): no
 * Windows build compiles it (fixture win_branch_undeclared_empty_macro). */
static int inside_empty_macro(const wg_tree *t, char *const *codes, const char *code, const char *use)
{
    int depth = 0;
    for (const char *p = use; p > code && use - p < 4000;) {
        --p;
        if (*p == ')')
            ++depth;
        else if (*p == '(' && depth)
            --depth;
        else if (*p == '(') {
            const char *e = p;
            while (e > code && (e[-1] == ' ' || e[-1] == '\t'))
                --e;
            const char *b = e;
            while (b > code && is_name(b[-1]))
                --b;
            if (b < e && empty_on_path(t, codes, b, (size_t)(e - b)))
                return 1;
        } else if (*p == ';' || *p == '{' || *p == '}')
            return 0;
    }
    return 0;
}

/* The first line on the path in code (not a directive) that names name, or 0. */
static long first_use(const wg_tree_file *f, const char *code, const char *name, long from)
{
    size_t n = strlen(name);
    for (const char *p = strstr(code, name); p; p = strstr(p + 1, name)) {
        if ((p > code && is_name(p[-1])) || is_name(p[n]))
            continue;
        const char *b = p;
        while (b > code && b[-1] != '\n')
            --b;
        while (*b == ' ' || *b == '\t')
            ++b;
        long line = 1;
        for (const char *q = code; q < p; ++q)
            line += *q == '\n';
        if (*b == '#' || line < from || line_state(f, line) != WG_ON)
            continue;
        /* a directive's continuation line: the line before ends with a backslash */
        const char *start = b;
        while (start > code && start[-1] != '\n')
            --start;
        const char *prev = start > code ? start - 1 : NULL;
        while (prev && prev > code && (prev[-1] == ' ' || prev[-1] == '\t' || prev[-1] == '\r'))
            --prev;
        if (prev && prev > code && prev[-1] == '\\')
            continue;
        return line;
    }
    return 0;
}

/* Whether every use of name on line sits inside the arguments of an empty macro's call. */
static int empty_macro_use(const wg_tree *t, char *const *codes, const char *code, const char *name, long line)
{
    const char *p = code;
    for (long l = 1; *p && l < line; ++p)
        l += *p == '\n';
    size_t n = strlen(name);
    int uses = 0;
    for (const char *q = p; *q && *q != '\n'; ++q) {
        if (strncmp(q, name, n) != 0 || (q > code && is_name(q[-1])) || is_name(q[n]))
            continue;
        if (!inside_empty_macro(t, codes, code, q))
            return 0;
        ++uses;
    }
    return uses > 0;
}

static void add_finding(wg_tree *t, const char *path, long line, const char *message)
{
    char entry[2600];
    snprintf(entry, sizeof entry, "%s:%ld\t%s", path, line, message);
    if (!wg_strlist_has(t->windows_undeclared_findings, t->windows_undeclared_finding_count, entry, strlen(entry)) &&
        wg_strlist_append(&t->windows_undeclared_findings, &t->windows_undeclared_finding_count,
                          &t->windows_undeclared_finding_capacity, entry, strlen(entry)) != 0)
        t->failed = 1;
}

/* One candidate "name\tpath\tline\thow": a finding where code on the path uses the name and no
 * other #define on the path (nor the build) gives it. */
static void judge_candidate(wg_tree *t, char *const *codes, const char *entry)
{
    char name[64], path[1024], how[64];
    long line = 0, start = 0, end = 0;
    if (sscanf(entry, "%63[^\t]\t%1023[^\t]\t%ld\t%63s", name, path, &line, how) != 4)
        return;
    int self = strcmp(how, "self") == 0;
    if (!self && sscanf(how, "chain:%ld:%ld", &start, &end) != 2)
        return;
    if (wg_strlist_has(t->defines_on, t->defines_on_count, name, strlen(name)) || defined_elsewhere(t, codes, name, self))
        return;
    /* a marker for a function whose name a pasting macro forms: declared after all */
    if (self && formed_by_pasting(t, codes, name))
        return;
    /* the Windows branch declares the name in code instead (civetweb's mg_malloc, a function there) */
    const wg_tree_file *own = wg_tree_find(t, path);
    size_t own_index = own ? (size_t)(own - t->files) : 0;
    if (!self && own && codes[own_index]) {
        long use = first_use(own, codes[own_index], name, start);
        if (use && use < end)
            return;
    }
    int used = 0;
    char message[1400];
    /* a chain in a unit that no #include names defines the macro for that unit alone: another
     * unit's own BUFFSIZE (chemfiles' constexpr in Bz2File.cpp beside utils.cpp's #define) is
     * none of its uses */
    int unit_only = 1;
#ifdef WG_SCAN_UNIT_MACRO_REACH_OFF
    unit_only = 0;
#endif
    unit_only = unit_only && wg_translation_unit(path) && !wg_included_by_name(t, path);
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (!codes[i] || f->file_state != WG_ON || !strstr(codes[i], name) || (unit_only && f != own))
            continue;
        long use = 0;
        for (long from = 0; (use = first_use(f, codes[i], name, from)) && empty_macro_use(t, codes, codes[i], name, use);)
            from = use + 1;
        if (!use)
            continue;
        if (!used && self)
            snprintf(message, sizeof message, "#define %s %s on the Windows path: every use leaves the name %s, which nothing declares", name, name, name);
        else if (!used)
            snprintf(message, sizeof message, "the branch a Windows build takes does not #define %s, which its skipped sibling branches define and code on the Windows path uses: an undeclared name on Windows only", name);
        if (!used)
            add_finding(t, path, line, message);
        used = 1;
        snprintf(message, sizeof message, "%s is undeclared on Windows: %s at %s:%ld", name,
                 self ? "defined as itself" : "the Windows branch of its #if chain does not define it", path, line);
        add_finding(t, f->path, use, message);
    }
}

int wg_windows_platform_condition(const char *condition)
{
    return tests_platform_macro(condition);
}

int wg_windows_sdk_name(const char *name)
{
    return windows_name(name) || keyword(name);
}

void wg_windows_undeclared_add(wg_tree *t, const char *path, long line, const char *message)
{
    add_finding(t, path, line, message);
}

int wg_windows_branch_tree_facts(wg_tree *t)
{
    char **codes = calloc(t->count ? t->count : 1, sizeof *codes);
    if (!codes)
        return -1;
    for (size_t i = 0; i < t->count && !t->failed; ++i) {
        wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || !f->state || !memchr(f->text, '#', f->length))
            continue;
        if (!(codes[i] = wg_code_text(f->text, f->length))) {
            t->failed = 1;
            break;
        }
        if (f->file_state != WG_ON || !strstr(codes[i], "define"))
            continue;
        directive_walk w;
        memset(&w, 0, sizeof w);
        w.tree = t, w.file = f;
        walk_directives(&w, codes[i]);
    }
    for (size_t k = 0; k < t->windows_undeclared_count && !t->failed; ++k)
        judge_candidate(t, codes, t->windows_undeclared[k]);
    for (size_t i = 0; i < t->count; ++i)
        free(codes[i]);
    free(codes);
    if (!t->failed && wg_windows_names_tree_facts(t) != 0)
        t->failed = 1;
    return t->failed ? -1 : 0;
}

void wg_windows_branch_file(wg_family_file *ff)
{
    const wg_tree *t = ff->tree;
    const char *path = ff->file->path;
    size_t n = strlen(path);
    for (size_t i = 0; i < t->windows_undeclared_finding_count; ++i) {
        const char *entry = t->windows_undeclared_findings[i];
        if (strncmp(entry, path, n) != 0 || entry[n] != ':')
            continue;
        const char *tab = strchr(entry + n, '\t');
        if (tab)
            ff->report(ff->context, strtol(entry + n + 1, NULL, 10), "SCAN_WIN_BRANCH_UNDECLARED", tab + 1);
    }
}
