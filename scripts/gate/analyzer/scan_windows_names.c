/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_windows_names.c: SCAN_WIN_BRANCH_UNDECLARED for names, beside scan_windows_branch.c's
 * macros (issue 31). Two shapes no Linux build ever compiled (C3861/C2039, LNK2019 in C):
 *   - Windows-only code (a branch of an #if chain that tests a platform or compiler macro, or a
 *     file the tree keeps for Windows: a windows/, win32/ or win/ folder, a *_win32.c) calls a
 *     function or reads a member that nothing in the tree declares, while the tree declares the
 *     name with one letter left out or added inside it (leptonica's fopenWriteWinTempfile for
 *     fopenWriteWinTmpfile, civetweb's conn->domm_ctx for dom_ctx) or behind a short project
 *     prefix (mimalloc's win_main for mi_win_main);
 *   - code on the Windows path calls a function the tree defines only in a branch of a platform
 *     chain that a Windows build skips, and declares nowhere else (blosc's xgetbv helper in the
 *     #else of its _MSC_VER test).
 * One table of the tree's identifiers (every source's code, comments and literals blanked)
 * records which are declared on the path: a type's name, '*', '&', '}' or a macro-wrapped type
 * before the name ("static void NTAPI mi_win_main(", "FILE *fopenWriteWinTmpfile(",
 * "struct ctx *dom_ctx;", "GIT_INLINE(void *) git__malloc("), a #define. A candidate is a call
 * "name(" (7 bytes or more) or a member "->name"/".name" (8 or more: the C library's and the
 * SDK's structs have short ones, tv_usec beside a tree's tv_nsec), no macro or typedef of the SDK
 * or the CRT (windows_names.inc), no C library function, no name with a leading underscore (the
 * implementation's: _fstat64, __cpuidex). Never a changed letter, a letter at the name's first
 * or last byte (plurals, fileno/_fileno), a digit or an underscore: the SDK's pairs differ so
 * (WSAGetLastError beside a tree's WSASetLastError stand-in, GetTickCount64); a prefixed name
 * only where the candidate holds an underscore inside (a C library call behind a wrapper
 * prefix, uv__malloc, is none). */
#include "scan.h"
#include "scan_internal.h"
#include "scan_text.h"

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct ident {
    char *name;
    unsigned char declared; /* 1: on a line the Windows build compiles (or may), 2: only on lines it skips */
    unsigned char used_common; /* used (not declared) on a line outside every platform chain */
    const char *off_path;   /* the first declaration off the path: its file and line */
    long off_line;
} ident;

typedef struct ident_table {
    ident *slots;
    size_t capacity, count;
    int failed;
} ident_table;

static uint64_t hash_name(const char *s, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; ++i)
        h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
    return h;
}

static ident *table_find(const ident_table *t, const char *s, size_t n)
{
    if (!t->capacity)
        return NULL;
    for (size_t i = hash_name(s, n) & (t->capacity - 1);; i = (i + 1) & (t->capacity - 1)) {
        ident *e = &t->slots[i];
        if (!e->name)
            return NULL;
        if (strncmp(e->name, s, n) == 0 && !e->name[n])
            return e;
    }
}

static int table_grow(ident_table *t)
{
    size_t capacity = t->capacity ? t->capacity * 2 : 4096;
    ident *slots = calloc(capacity, sizeof *slots);
    if (!slots)
        return -1;
    for (size_t k = 0; k < t->capacity; ++k)
        if (t->slots[k].name) {
            size_t i = hash_name(t->slots[k].name, strlen(t->slots[k].name)) & (capacity - 1);
            while (slots[i].name)
                i = (i + 1) & (capacity - 1);
            slots[i] = t->slots[k];
        }
    free(t->slots);
    t->slots = slots, t->capacity = capacity;
    return 0;
}

static void table_note(ident_table *t, const char *s, size_t n, int declared, const char *path, long line)
{
    ident *e = table_find(t, s, n);
    if (!e) {
        if ((t->count + 1) * 2 > t->capacity && table_grow(t) != 0) {
            t->failed = 1;
            return;
        }
        size_t i = hash_name(s, n) & (t->capacity - 1);
        while (t->slots[i].name)
            i = (i + 1) & (t->capacity - 1);
        e = &t->slots[i];
        if (!(e->name = malloc(n + 1))) {
            t->failed = 1;
            return;
        }
        memcpy(e->name, s, n), e->name[n] = '\0';
        ++t->count;
    }
    if (declared == 1)
        e->declared = 1;
    else if (declared == 2 && !e->declared) {
        e->declared = 2;
        e->off_path = path, e->off_line = line;
    }
}

static void table_free(ident_table *t)
{
    for (size_t i = 0; i < t->capacity; ++i)
        free(t->slots[i].name);
    free(t->slots);
}

/* The C library's functions (C99/C11 and the wide ones): declared by the system headers, not the
 * tree, so a tree's stand-in one letter away (snprintf beside sprintf) says nothing. */
static int c_library_name(const char *name)
{
    static const char *const names[] = {
        "abort", "atexit", "calloc", "malloc", "realloc", "free", "getenv", "system", "bsearch", "qsort", "strtol", "strtoul",
        "strtoll", "strtoull", "strtod", "strtof", "strtold", "atoi", "atol", "atoll", "atof", "printf", "fprintf", "sprintf",
        "snprintf", "vprintf", "vfprintf", "vsprintf", "vsnprintf", "scanf", "fscanf", "sscanf", "vscanf", "vfscanf", "vsscanf",
        "fopen", "freopen", "fclose", "fflush", "fread", "fwrite", "fgetc", "fgets", "fputc", "fputs", "getc", "getchar", "putc",
        "putchar", "puts", "ungetc", "fseek", "ftell", "rewind", "fgetpos", "fsetpos", "clearerr", "feof", "ferror", "perror",
        "remove", "rename", "tmpfile", "tmpnam", "setbuf", "setvbuf", "memcpy", "memmove", "memset", "memcmp", "memchr", "strcpy",
        "strncpy", "strcat", "strncat", "strcmp", "strncmp", "strcoll", "strxfrm", "strchr", "strrchr", "strspn", "strcspn",
        "strpbrk", "strstr", "strtok", "strlen", "strerror", "strftime", "mktime", "difftime", "gmtime", "localtime", "asctime",
        "ctime", "clock", "time", "wcscpy", "wcsncpy", "wcscat", "wcsncat", "wcscmp", "wcsncmp", "wcslen", "wcschr", "wcsrchr",
        "wcsstr", "wcstok", "wcstol", "wcstoul", "wcstod", "wprintf", "fwprintf", "swprintf", "vswprintf", "wscanf", "swscanf",
        "mbstowcs", "wcstombs", "mbtowc", "wctomb", "mbrtowc", "wcrtomb", "mbsrtowcs", "wcsrtombs", "towlower", "towupper",
        "fgetws", "fputws", "fgetwc", "fputwc", "iswalpha", "iswdigit", "iswspace", "aligned_alloc", "quick_exit", "at_quick_exit",
        "strtoimax", "strtoumax", "fesetround", "fegetround", "nearbyint", "remainder", "copysign", "isgreater", "isless",
        NULL};
    for (size_t i = 0; names[i]; ++i)
        if (strcmp(names[i], name) == 0)
            return 1;
    return 0;
}

/* The CRT's bounds-checked twin of a C library function (strncpy_s, fopen_s, localtime_s): the
 * UCRT declares it (openh264's strncpy_s beside its own strcpy_s stand-in for other compilers). */
static int secure_twin(const char *name)
{
    size_t n = strlen(name);
    char stem[64];
    if (n < 4 || n - 2 >= sizeof stem || strcmp(name + n - 2, "_s") != 0)
        return 0;
    memcpy(stem, name, n - 2), stem[n - 2] = '\0';
    return c_library_name(stem) || strcmp(stem, "strnlen") == 0 || strcmp(stem, "wcsnlen") == 0;
}

/* A name with a leading underscore, the implementation's (the CRT's _fstat64 beside a tree's
 * struct _stat64; __cpuidex, which a tree stands in for other compilers), or the C library's. */
static int implementation_name(const char *name)
{
    return name[0] == '_' || c_library_name(name) || wg_windows_sdk_name(name) || secure_twin(name);
}

/* Words before a name that take an expression, not a type: "return f(x)" declares nothing. */
int wg_expression_word(const char *w, size_t n)
{
    static const char *const words[] = {"return", "case", "sizeof", "else", "throw", "new", "delete", "goto", "do", "co_return",
                                        "co_yield", "co_await", "decltype", "alignof", "typeof", "__typeof__", "defined", "not",
                                        "and", "or", "if", "while", "for", "switch", NULL};
    for (size_t k = 0; words[k]; ++k)
        if (strlen(words[k]) == n && strncmp(w, words[k], n) == 0)
            return 1;
    return 0;
}

/* Whether the name starting at p (in code) is declared there: a type's name, a template's
 * type ("vector<T> name"), '*', '&' or '}' before it ("} name;", a typedef's), not a word that
 * takes an expression. */
static int declared_at(const char *code, const char *p)
{
    const char *b = p;
    int crossed = 0;
    while (b > code && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\n' || b[-1] == '\r' || b[-1] == '*' || b[-1] == '&'))
        crossed |= *--b == '\n';
    if (b == code)
        return 0;
    if (crossed) { /* what ends a directive line ("#endif", "#include <x.h>") is no type */
        const char *s = b - 1;
        while (s > code && s[-1] != '\n')
            --s;
        while (*s == ' ' || *s == '\t')
            ++s;
        if (*s == '#')
            return 0;
    }
    if (b[-1] == '}')
        return 1;
    /* a template's type: "std::vector<ThreadPoolImpl> thread_pools_;" (rocksdb's WinEnvThreads),
     * not "->" nor a comparison: the '<' that opens it follows a name */
    if (b[-1] == '>' && !(b - code >= 2 && b[-2] == '-')) {
        const char *o = b - 1;
        int depth = 0;
        for (; o > code && b - o < 300; --o) {
            depth += (*o == '>') - (*o == '<');
            if (depth == 0 || *o == ';' || *o == '{' || *o == '}')
                break;
        }
        return *o == '<' && o > code && is_name(o[-1]);
    }
    /* a return type a macro wraps: GIT_INLINE(void *) git__malloc( */
    if (b[-1] == ')') {
        const char *o = b - 1;
        int depth = 0;
        for (; o > code && b - o < 200; --o) {
            depth += (*o == ')') - (*o == '(');
            if (depth == 0)
                break;
        }
        const char *m = o;
        while (m > code && (m[-1] == ' ' || m[-1] == '\t'))
            --m;
        const char *w = m;
        while (w > code && (isupper((unsigned char)w[-1]) || isdigit((unsigned char)w[-1]) || w[-1] == '_'))
            --w;
        return *o == '(' && m - w >= 2 && !(w > code && is_name(w[-1])) && !isdigit((unsigned char)*w);
    }
    if (!is_name(b[-1]))
        return 0;
    const char *w = b;
    while (w > code && is_name(w[-1]))
        --w;
    return !isdigit((unsigned char)*w) && !wg_expression_word(w, (size_t)(b - w));
}

/* Whether the name at p (n bytes, in code) is declared as a pointer to a function or an array:
 * "(*name)(" or "(*name)[" after a type ("void (*rest)(double);", "T *(*get_driver)(void);"),
 * a struct's member or a variable (allegro5's ALLEGRO_SYSTEM_INTERFACE, whose members its
 * src/win/wsystem.c sets: 29 false alarms at its newest commit). Not a call through a pointer
 * ("return (*fp)(x)", "= (*fp)(x)", "f((*fp)(x))"): a type's last byte must precede the '('. */
static int pointer_declarator(const char *code, const char *p, size_t n)
{
#ifdef WG_SCAN_OFF_POINTER_DECLARATOR
    (void)code, (void)p, (void)n;
    return 0;
#else
    const char *after = p + n;
    while (*after == ' ' || *after == '\t')
        ++after;
    if (*after != ')')
        return 0;
    ++after;
    while (*after == ' ' || *after == '\t')
        ++after;
    if (*after != '(' && *after != '[')
        return 0;
    const char *b = p;
    int stars = 0;
    while (b > code && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '*'))
        stars += *--b == '*';
    if (!stars || b == code || b[-1] != '(')
        return 0;
    --b;
    while (b > code && (b[-1] == ' ' || b[-1] == '\t'))
        --b;
    if (b == code || !(is_name(b[-1]) || b[-1] == '*' || b[-1] == '&'))
        return 0;
    if (b[-1] == '*' || b[-1] == '&')
        return 1;
    const char *w = b;
    while (w > code && is_name(w[-1]))
        --w;
    return !isdigit((unsigned char)*w) && !wg_expression_word(w, (size_t)(b - w));
#endif
}

/* Whether '}' is the last thing before the name at p (blanks and line breaks skipped). */
static int after_brace(const char *code, const char *p)
{
    while (p > code && (p[-1] == ' ' || p[-1] == '\t' || p[-1] == '\n' || p[-1] == '\r'))
        --p;
    return p > code && p[-1] == '}';
}

/* A name in capitals, digits and underscores only: a macro's. */
static int capitals(const char *p, size_t n)
{
    for (size_t i = 0; i < n; ++i)
        if (islower((unsigned char)p[i]))
            return 0;
    return 1;
}

/* Whether a function's parameter list and then its body follow (after: just past the name). */
static int defines_function(const char *after)
{
    while (*after == ' ' || *after == '\t')
        ++after;
    if (*after != '(')
        return 0;
    int depth = 0;
    for (; *after; ++after) {
        depth += *after == '(';
        if (*after == ')' && --depth == 0)
            break;
        if (*after == ';' || *after == '{')
            return 0;
    }
    if (!*after)
        return 0;
    ++after;
    while (*after == ' ' || *after == '\t' || *after == '\n' || *after == '\r')
        ++after;
    return *after == '{';
}

/* Every identifier of one source's code in the table; a #define's name declared (on the path). A
 * declaration on a line the Windows build skips counts only as a function the tree defines in an
 * #if chain that tests a platform (marks), noted as such. */
static void note_identifiers(ident_table *t, const wg_tree_file *f, const char *code, const unsigned char *marks)
{
    int directive = 0, first = 1; /* on a directive line (2: a #define's); the line's first token still to come */
    long line = 1;
    int off = f->file_state == WG_OFF || (f->state && f->lines >= 1 && f->state[1] == WG_OFF);
    for (const char *p = code; *p && !t->failed;) {
        if (*p == '\n') {
            if (!(p > code && p[-1] == '\\'))
                directive = 0;
            first = 1, ++p, ++line;
            off = f->file_state == WG_OFF || (f->state && line <= f->lines && f->state[line] == WG_OFF);
            continue;
        }
        if (*p == '#' && first) {
            directive = 1, first = 0, ++p;
            while (*p == ' ' || *p == '\t')
                ++p;
            if (strncmp(p, "define", 6) == 0 && !is_name(p[6])) {
                directive = 2; /* a macro's body declares what its expansion declares (a struct's fields) */
                p += 6;
                while (*p == ' ' || *p == '\t')
                    ++p;
                size_t n = 0;
                while (is_name(p[n]))
                    ++n;
                if (n && !isdigit((unsigned char)*p) && !off)
                    table_note(t, p, n, 1, f->path, line);
                p += n;
            }
            continue;
        }
        if (*p != ' ' && *p != '\t' && *p != '\r')
            first = 0;
        if (!is_name(*p)) {
            ++p;
            continue;
        }
        size_t n = 0;
        while (is_name(p[n]))
            ++n;
        if (!isdigit((unsigned char)*p)) {
            int declared = directive != 1 && (declared_at(code, p) || pointer_declarator(code, p, n));
            /* off the path: only a function the tree defines in another platform's branch, with
             * a type before it ("} TYPED_TEST(a, b) {" is a macro's use) and not in capitals */
            if (declared && off)
                declared = line <= f->lines && marks[line] && defines_function(p + n) && !after_brace(code, p) && !capitals(p, n) ? 2 : 0;
            table_note(t, p, n, declared, f->path, line);
            if (!declared && !off && directive != 1 && line <= f->lines && !marks[line]) {
                ident *e = table_find(t, p, n);
                if (e)
                    e->used_common = 1;
            }
        }
        p += n;
    }
}

/* A file the tree keeps for Windows alone, by its path: a windows/, win32/ or win/ folder, or a
 * name ending _win, _win32, _windows (physfs' platform_windows.c, minizip's mz_crypt_win32.c). */
static int windows_path(const char *path)
{
    static const char *const folders[] = {"windows/", "win32/", "win/", "Windows/", "Win32/", NULL};
    for (size_t i = 0; folders[i]; ++i) {
        const char *p = strstr(path, folders[i]);
        if (p && (p == path || p[-1] == '/'))
            return 1;
    }
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const char *dot = strrchr(base, '.');
    size_t n = dot ? (size_t)(dot - base) : strlen(base);
    static const char *const ends[] = {"_win", "_win32", "_windows", "-win32", "-windows", NULL};
    for (size_t i = 0; ends[i]; ++i) {
        size_t m = strlen(ends[i]);
        if (n > m && strncmp(base + n - m, ends[i], m) == 0)
            return 1;
    }
#ifndef WG_SCAN_WINDOWS_FOLDER_SUFFIX_OFF
    /* a folder named so too: portmidi's pm_win/ beside pm_linux/ and pm_mac/ */
    for (const char *folder = path; folder < base;) {
        const char *slash = strchr(folder, '/');
        for (size_t i = 0; ends[i] && slash; ++i) {
            size_t m = strlen(ends[i]);
            if ((size_t)(slash - folder) > m && strncmp(slash - m, ends[i], m) == 0)
                return 1;
        }
        folder = slash ? slash + 1 : base;
    }
#endif
    return 0;
}

/* Marks lines[1..lines] 1 where the line sits in an open #if chain that tests a platform or
 * compiler macro (every line when the path is Windows-only); directive lines stay 0. */
static void mark_windows_lines(const char *code, long lines, unsigned char *marks, int whole)
{
    enum { MAX_DEPTH = 64 };
    unsigned char platform[MAX_DEPTH];
    int depth = 0, open = 0; /* open: chains at depth that test a platform macro */
    long line = 1;
    for (const char *p = code; *p && line <= lines;) {
        const char *q = p;
        while (*q == ' ' || *q == '\t')
            ++q;
        int is_directive = *q == '#';
        if (is_directive) {
            ++q;
            while (*q == ' ' || *q == '\t')
                ++q;
            char condition[512];
            const char *c = q;
            while (is_name(*c))
                ++c;
            size_t k = 0;
            for (const char *r = c; *r && *r != '\n' && k + 1 < sizeof condition; ++r)
                condition[k++] = *r;
            condition[k] = '\0';
            int opens = strncmp(q, "if", 2) == 0, elses = strncmp(q, "el", 2) == 0, ends = strncmp(q, "endif", 5) == 0;
            if (opens) {
                if (depth < MAX_DEPTH)
                    platform[depth] = (unsigned char)wg_windows_platform_condition(condition);
                open += depth < MAX_DEPTH && platform[depth];
                ++depth;
            } else if (elses && depth > 0 && depth <= MAX_DEPTH && !platform[depth - 1] && wg_windows_platform_condition(condition)) {
                platform[depth - 1] = 1;
                ++open;
            } else if (ends && depth > 0) {
                --depth;
                open -= depth < MAX_DEPTH && platform[depth];
            }
        } else if (whole || open > 0)
            marks[line] = 1;
        p = wg_past_line(p, &line);
    }
}

static int plain_letter(char c)
{
    return isalpha((unsigned char)c) != 0;
}

/* A declared name one letter from name[0..n), left out or added inside it (no first or last
 * byte left out, none added after the end); NULL when none. A changed letter is none: the SDK's
 * pairs differ so (WSAGetLastError beside a tree's WSASetLastError stand-in, malloc/calloc). */
static const char *near_declared(const ident_table *t, const char *name, size_t n)
{
    char probe[128];
    if (n + 2 > sizeof probe)
        return NULL;
    /* deletion of name[i] */
    for (size_t i = 1; i + 1 < n; ++i) {
        if (!plain_letter(name[i]))
            continue;
        memcpy(probe, name, i), memcpy(probe + i, name + i + 1, n - i - 1);
        const ident *e = table_find(t, probe, n - 1);
        if (e && e->declared == 1)
            return e->name;
    }
    for (size_t i = 1; i < n; ++i)
        for (int c = 'A'; c <= 'z'; ++c) {
            if (!plain_letter((char)c))
                continue;
            /* insertion of c before name[i] (before the last byte too: inside the name) */
            memcpy(probe, name, i), probe[i] = (char)c, memcpy(probe + i + 1, name + i, n - i);
            const ident *e = table_find(t, probe, n + 1);
            if (e && e->declared == 1)
                return e->name;
        }
    /* a project prefix: "mi_" + "win_main" */
    if (name[0] != '_' && memchr(name + 1, '_', n - 2)) {
        for (size_t prefix_n = 2; prefix_n <= 4; ++prefix_n) {
            const ident *best = NULL;
            for (size_t s = 0; s < t->capacity && !best; ++s) {
                const ident *e = &t->slots[s];
                size_t m = e->name ? strlen(e->name) : 0;
                if (e->name && e->declared == 1 && m == n + prefix_n && e->name[prefix_n - 1] == '_' && strncmp(e->name + prefix_n, name, n) == 0)
                    best = e;
            }
            if (best)
                return best->name;
        }
    }
    return NULL;
}

/* The edit between a member and the tree's near name falls in the member's Hungarian prefix (a
 * run of 1 to 3 lower-case letters before a capital: pvBuffer beside pBuffer, biHeight beside
 * bHeight, cChannels beside channels): the SDK's structs name members so (SecBuffer,
 * BITMAPINFOHEADER, DICUSTOMFORCE), the same word with the SDK's type prefix, not a misspelling of
 * the tree's name, which an edit in the word itself (pvBufer) still is. 13 false alarms at three
 * MSVC-green engines' newest commits. WG_SCAN_SDK_MEMBER_PREFIX_OFF switches it off. */
static int edit_in_hungarian_prefix(const char *name, const char *near)
{
#ifdef WG_SCAN_SDK_MEMBER_PREFIX_OFF
    (void)name, (void)near;
    return 0;
#else
    size_t k = 0;
    while (islower((unsigned char)name[k]))
        ++k;
    if (k < 1 || k > 3 || !isupper((unsigned char)name[k]))
        return 0;
    size_t i = 0;
    while (name[i] && name[i] == near[i])
        ++i;
    return i <= k;
#endif
}

/* Whether the name is also used on a line outside every platform chain, which the Linux builds
 * compile too: something they include declares it (a fetched dependency's header: LuaJIT's
 * lua_pushlstring in terra, called by its common sources and by its registry code under _WIN32),
 * so it is no misspelt or stale name, whatever near name the tree declares (lua_pushstring).
 * 1 false alarm at terra's newest commit. WG_SCAN_COMMON_USE_OFF switches it off. */
static int used_by_every_build(const ident *e)
{
#ifdef WG_SCAN_COMMON_USE_OFF
    (void)e;
    return 0;
#else
    return e->used_common;
#endif
}

/* The candidates of one Windows-only line: calls and members that nothing declares. */
static void judge_line(wg_tree *t, const ident_table *table, const wg_tree_file *f, const char *line, long number, int windows_only)
{
    for (const char *p = line; *p;) {
        if (!is_name(*p) || (p > line && is_name(p[-1]))) {
            ++p;
            continue;
        }
        size_t n = 0;
        while (is_name(p[n]))
            ++n;
        const char *after = p + n;
        while (*after == ' ' || *after == '\t')
            ++after;
        const char *b = p;
        while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
            --b;
        int member = b > line && (b[-1] == '.' || (b[-1] == '>' && b - 1 > line && b[-2] == '-'));
        int qualified = b - line >= 2 && b[-1] == ':' && b[-2] == ':';
        int call = *after == '(' && !qualified;
        char name[128];
        /* a member of 8 bytes or more: the C library's and the SDK's structs have short ones
         * (tv_usec beside a tree's own timespec's tv_nsec) */
        if (n >= 7 && n < sizeof name && !isdigit((unsigned char)*p) && ((member && n >= 8) || (call && !member))) {
            memcpy(name, p, n), name[n] = '\0';
            const ident *e = table_find(table, p, n);
            int candidate = e && e->declared != 1 && !implementation_name(name);
            const char *near = windows_only && candidate && !used_by_every_build(e) ? near_declared(table, p, n) : NULL;
            if (candidate && e->declared == 2 && call && !member && e->off_path && strcmp(e->off_path, f->path) == 0 &&
                !wg_windows_function(name)) {
                /* defined only in the other platforms' branches of the same file (blosc's xgetbv
                 * helper in the #else of its _MSC_VER test), called on the Windows path; not a
                 * definition in another file, whose Windows twin the platform's own headers or a
                 * sibling source may give (libtiff's TIFFOpen in tif_unix.c, tif_win32.c beside
                 * it; the UCRT's isblank; <ppltasks.h>'s cancel_current_task): 4 false alarms at
                 * openjpeg's, jemalloc's and cpprestsdk's newest commits; not a name the SDK
                 * declares, which the skipped branch only stands in for (xgboost's inet_ntop stub
                 * for an old MinGW: 2 false alarms once its MinGW macro was decided) */
                char message[1400];
                snprintf(message, sizeof message,
                         "%s() on the Windows path: the tree defines it only in a branch a Windows build skips (%s:%ld), and declares it nowhere else",
                         name, e->off_path, e->off_line);
                wg_windows_undeclared_add(t, f->path, number, message);
            } else if (near && !(call && !member && wg_windows_function(name)) && !(member && edit_in_hungarian_prefix(name, near))) {
                /* not a call of a function the SDK or the CRT declares, also by its old POSIX
                 * name (libevent's tinytest stricmp beside the tree's strcmp) */
                char message[512];
                snprintf(message, sizeof message,
                         "%s%s on Windows-only code: nothing in the tree declares it, which declares %s (a misspelt or stale name no Linux build compiles)",
                         member ? "member " : "", name, near);
                wg_windows_undeclared_add(t, f->path, number, message);
            }
        }
        p += n;
    }
}

int wg_windows_names_tree_facts(wg_tree *t)
{
    ident_table table = {0};
    char **codes = calloc(t->count ? t->count : 1, sizeof *codes);
    unsigned char **marks = calloc(t->count ? t->count : 1, sizeof *marks);
    if (!codes || !marks) {
        free(codes), free(marks);
        return -1;
    }
    for (size_t i = 0; i < t->count && !table.failed; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || !f->text)
            continue;
        if (!(codes[i] = wg_code_text(f->text, f->length)) || !(marks[i] = calloc((size_t)(f->lines > 0 ? f->lines : 0) + 2, 1))) {
            table.failed = 1;
            break;
        }
        mark_windows_lines(codes[i], f->lines, marks[i], windows_path(f->path));
        note_identifiers(&table, f, codes[i], marks[i]);
    }
    for (size_t i = 0; i < t->count && !table.failed && !t->failed; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (!codes[i] || f->file_state == WG_OFF || !f->state || f->lines < 1)
            continue;
        long number = 1;
        for (char *p = codes[i]; *p && number <= f->lines; ++number) {
            char *nl = strchr(p, '\n');
            if (nl)
                *nl = '\0';
            if (f->state[number] != WG_OFF)
                judge_line(t, &table, f, p, number, marks[i][number]);
            if (!nl)
                break;
            *nl = '\n';
            p = nl + 1;
        }
    }
    /* a source only a Windows-only CMake branch lists is Windows-only code for the locals' rule */
    for (size_t i = 0; i < t->count && !table.failed; ++i)
        if (marks[i] && t->files[i].windows_listed)
            memset(marks[i] + 1, 1, (size_t)t->files[i].lines);
    int failed = table.failed || (!t->failed && wg_windows_locals(t, codes, marks) != 0);
    for (size_t i = 0; i < t->count; ++i)
        free(codes[i]), free(marks[i]);
    free(codes), free(marks);
    table_free(&table);
    return failed ? -1 : 0;
}
