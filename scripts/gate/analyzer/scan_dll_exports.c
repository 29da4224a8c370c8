/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_dll_exports.c: what a shared library's export macro leaves out on MSVC (issue 31), read
 * over a whole header where a macro the tree #defines as __declspec(dllimport) (scan_declarations.c's
 * export macros) or __declspec(dllexport) marks the library's API:
 *   SCAN_DLL_MISSING_EXPORT            a function declared at namespace scope without the macro in a
 *                                      header where most of its siblings carry it (at least three,
 *                                      at most one plain for three marked), defined in a source of a
 *                                      shared library the configure makes: MSVC exports nothing
 *                                      unmarked, so its callers outside the DLL fail to link
 *                                      (LNK2019). Counted where a sibling overload of the same name
 *                                      carries the macro (googletest's PrintTo(const char16_t*)), a
 *                                      source of another target on the path calls it (openjpeg's
 *                                      codec), the header's own inline code on the path calls it
 *                                      (drogon_test.h's prettifyString), or the header is public (or
 *                                      marks eight or more functions sharing a prefix, no public
 *                                      header declaring them: srt's srtcore/srt.h, not mujoco's
 *                                      src/engine) and its name starts with the prefix all the marked
 *                                      names share, a C API's (uv_ in libuv's uv.h), outside a
 *                                      detail/internal namespace; where the library is guessed (its
 *                                      list unknown), with a user the guess finds too (srt's testing/,
 *                                      not flecs's src/). The macro may be generate_export_header()'s
 *                                      (scan_cmake.c). Not an inline, static, template, constexpr or
 *                                      friend function, nor one the header defines with as many
 *                                      parameters; not where the CMake exports all
 *                                      (WINDOWS_EXPORT_ALL_SYMBOLS, a .def file): the fix's stand-in.
 *                                      Also a class at namespace scope declared without the macro
 *                                      where the header's or its folder's other classes carry it,
 *                                      whose members a source of the shared library defines out of
 *                                      the class, named by a source of another target on the path
 *                                      (where the library is guessed: an unlisted source under
 *                                      another top folder, aws-crt-cpp's tests/); and where the
 *                                      header marks fewer functions, one a source of another target
 *                                      calls, in a header that marks a function or a class (or whose
 *                                      folder marks a class); and a friend function declared without
 *                                      the macro in a marked class of a public header, defined in a
 *                                      source of the shared library (the class's dllexport does not
 *                                      reach its friends)
 *   SCAN_DLL_DATA_EXPORT               a static data member or extern variable declared in a header
 *                                      of a shared library that WINDOWS_EXPORT_ALL_SYMBOLS exports
 *                                      (functions only, never data; the library's own property),
 *                                      unmarked, defined in a source of it on the path and used
 *                                      outside the DLL: by the header's own inline code on the path
 *                                      (Catch2's IMutableContext::currentContext; not Halide's under
 *                                      #ifdef COMPILING_HALIDE) or the code of a source of
 *                                      another target (LNK2001)
 *   SCAN_DLLEXPORT_NONCOPYABLE_MEMBER  a class marked with the export macro holding a standard
 *                                      container of std::unique_ptr (vector<unique_ptr<T>>) with
 *                                      no copy constructor or copy assignment of its own and no
 *                                      move operation: dllexport defines the implicit copy, whose
 *                                      container copy copies unique_ptr (C2280). A container's copy
 *                                      is not deleted, so the class's is not either; not where a
 *                                      base deletes its copy, or is a class the tree does not define,
 *                                      nor where a member deletes it (a unique_ptr of its own, a
 *                                      mutex, a member class of the tree that holds one; a const or
 *                                      reference member for the assignment) */
#include "scan.h"
#include "scan_internal.h"
#include "scan_text.h"

#include <ctype.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int source_file(const char *path)
{
    const char *dot = strrchr(path, '.');
    static const char *const sources[] = {".c", ".cc", ".cpp", ".cxx", ".c++", ".cu", NULL};
    for (size_t i = 0; dot && sources[i]; ++i)
        if (strcmp(dot, sources[i]) == 0)
            return 1;
    return 0;
}

/* A word of text[0..n): the next identifier at or after *p, advancing *p past it (0 when none). */
static size_t next_word(const char *text, size_t n, size_t *p, size_t *start)
{
    size_t i = *p;
    while (i < n && !(is_name(text[i]) && (i == 0 || !is_name(text[i - 1]))))
        ++i;
    if (i >= n)
        return *p = n, 0;
    *start = i;
    while (i < n && is_name(text[i]))
        ++i;
    *p = i;
    return i - *start;
}

static int word_is(const char *w, size_t n, const char *word)
{
    return strlen(word) == n && strncmp(w, word, n) == 0;
}

/* ---- a header's statements at namespace scope and in classes -------------------------------- */

enum { SCOPE_NAMESPACE, SCOPE_CLASS, SCOPE_OTHER };
enum { MAX_DEPTH = 64, MAX_DECLS = 512, MAX_DATA = 128, MAX_BODIES = 1024, MAX_RECORDS = 64 };

typedef struct data_decl {
    char name[64];
    char owner[64]; /* its class, "" for a namespace-scope extern */
    long line;
    int exported;
} data_decl;

typedef struct function_decl {
    char name[64];
    long line;
    int arity;    /* its parameters' count (parameter_count) */
    int exported, hidden; /* marked with the export macro; in a detail/internal namespace */
} function_decl;

typedef struct class_state {
    char name[64];
    long line;
    int exported;
    int owning_member;   /* a member: a standard container of std::unique_ptr */
    int copy_ctor, copy_assign, move_op, noncopyable_base;
    int copy_deleted_member;  /* a member whose copy is deleted (a unique_ptr, a mutex): the implicit copy is deleted */
    int assign_deleted_member; /* a reference or const member: the implicit copy assignment is deleted */
    char member_types[8][64];  /* its members' own types (upper-case names): a class of the tree may delete its copy */
    size_t member_type_count;
    char bases[4][64];   /* the names of its bases, qualifiers dropped */
    size_t base_count;
    int public_access;   /* what its members declared now are: public (a struct's default) or not */
    char macro[64];      /* the export macro marking it, "" for none */
} class_state;

typedef struct class_record {
    char name[64];
    long line;
    int exported;
} class_record;

/* A class declared inside a class the export macro marks, itself unmarked: its qualified name. */
typedef struct nested_record {
    char qualified[128]; /* Outer::Nested */
    long line;
    int public_access;   /* declared in the enclosing class's public part */
    char macro[64];      /* the export macro marking the enclosing class */
} nested_record;

/* A friend function declared (no body) in a class the export macro marks, itself unmarked:
 * "friend std::ostream& operator<<(std::ostream&, const frame&);". */
typedef struct friend_record {
    char name[64];  /* operator<<, swap */
    char owner[64]; /* the class declaring it */
    long line;
} friend_record;

typedef struct header_walk {
    wg_family_file *ff;
    const char *code;
    function_decl decls[MAX_DECLS];
    size_t decl_count;
    char defined[MAX_DECLS][64]; /* names the header defines with a body */
    int defined_arity[MAX_DECLS]; /* ... and their parameters' counts */
    size_t defined_count;
    int kind[MAX_DEPTH];
    int hidden[MAX_DEPTH];     /* the namespace's name says detail/internal/impl */
    class_state classes[MAX_DEPTH];
    int depth;
    data_decl data[MAX_DATA];  /* static data members and extern variables */
    size_t data_count;
    size_t body_start[MAX_BODIES], body_end[MAX_BODIES]; /* function bodies the header defines: offsets in code */
    long body_line[MAX_BODIES]; /* ... and the line of each one's '{' */
    size_t body_count;
    int body_at[MAX_DEPTH];    /* the body a scope opened, or -1 */
    size_t offset;             /* where the statement being read ends in code */
    class_record records[MAX_RECORDS]; /* the classes the header defines at namespace scope */
    size_t record_count;
    nested_record nested[MAX_RECORDS]; /* unmarked classes nested in a marked one */
    size_t nested_count;
    friend_record friends[MAX_RECORDS]; /* unmarked friend functions declared in a marked class */
    size_t friend_count;
} header_walk;

static int export_word(const wg_family_file *ff, const char *w, size_t n)
{
    return word_is(w, n, "dllexport") || wg_export_macro(ff->tree, w, n) ||
           wg_strlist_has(ff->tree->dllexport_macros, ff->tree->dllexport_macro_count, w, n); /* json-c's JSON_EXPORT */
}

static int hidden_namespace(const char *w, size_t n)
{
    char name[64];
    snprintf(name, sizeof name, "%.*s", (int)(n < sizeof name ? n : sizeof name - 1), w);
    for (char *c = name; *c; ++c)
        *c = (char)tolower((unsigned char)*c);
    return strstr(name, "detail") || strstr(name, "internal") || strstr(name, "impl") || strstr(name, "private");
}

/* The name a function head declares: the identifier before its first '(' at depth 0 of <...>
 * (operator heads give none), with its start in *at. 0 when the head is no function's. */
static size_t function_name(const char *head, size_t n, size_t *at)
{
    int angle = 0;
    for (size_t i = 0; i < n; ++i) {
        angle += head[i] == '<' ? 1 : head[i] == '>' && angle ? -1 : 0;
        if (head[i] == '=' && !angle)
            return 0; /* an initializer: a variable */
        if (head[i] != '(' || angle)
            continue;
        size_t e = i;
        while (e > 0 && isspace((unsigned char)head[e - 1]))
            --e;
        size_t b = e;
        while (b > 0 && is_name(head[b - 1]))
            --b;
        if (b == e || isdigit((unsigned char)head[b]))
            return 0;
        *at = b;
        return e - b;
    }
    return 0;
}

/* The count of parameters in the list opening at the first '(' of head from at: its top-level
 * commas plus one, 0 for () and (void). Overloads of a name differ in it (trantor's toHexString
 * declared for a pointer and a length, defined inline for a hash). */
static int parameter_count(const char *head, size_t n, size_t at)
{
    const char *open = memchr(head + at, '(', n - at);
    if (!open)
        return -1;
    int depth = 0, count = 0, words = 0;
    for (const char *q = open; q < head + n; ++q) {
        depth += *q == '(' || *q == '<' || *q == '[' || *q == '{' ? 1 : *q == ')' || *q == '>' || *q == ']' || *q == '}' ? -1 : 0;
        if (!depth)
            break;
        count += depth == 1 && *q == ',';
        words |= is_name(*q) && !(q[0] == 'v' && strncmp(q, "void", 4) == 0 && !is_name(q[4]) && !is_name(q[-1]));
    }
    return words ? count + 1 : 0;
}

/* A statement ending in ';' at namespace scope: a plain function declaration, its name and marks. */
static void namespace_statement(header_walk *w, const char *s, size_t n, long line)
{
    static const char *const skip[] = {"typedef", "using", "static", "inline", "template", "friend", "constexpr", "return",
                                       "operator", "class", "struct", "union", "enum", "namespace", "decltype", "consteval",
                                       "__inline", "__forceinline", "delete", "default", NULL};
    size_t at = 0, len = function_name(s, n, &at);
    if (!len || len >= 64 || w->decl_count == MAX_DECLS)
        return;
    int words = 0, exported = 0;
    size_t p = 0, start = 0, wn;
    while (p < at && (wn = next_word(s, at, &p, &start)) > 0) {
        for (size_t k = 0; skip[k]; ++k)
            if (word_is(s + start, wn, skip[k]))
                return;
        int caps = 1;
        for (size_t k = 0; k < wn; ++k)
            caps &= !islower((unsigned char)s[start + k]);
        if (caps && strstr(s + start, "INLINE") && (size_t)(strstr(s + start, "INLINE") - (s + start)) < wn)
            return; /* XXH_FORCE_INLINE */
        exported |= export_word(w->ff, s + start, wn);
        ++words;
    }
    if (!words || s[at - 1] == ':' || s[at - 1] == '.' || s[at - 1] == '>')
        return; /* a macro's call (DECLARE_X(y);), a qualified name, a member's */
    /* "= delete", "= 0" after the parameters: no function the library defines */
    const char *close = memchr(s + at, ')', n - at);
    if (close && memchr(close, '=', (size_t)(s + n - close)))
        return;
    function_decl *d = &w->decls[w->decl_count++];
    snprintf(d->name, sizeof d->name, "%.*s", (int)len, s + at);
    d->line = line;
    d->arity = parameter_count(s, n, at);
    d->exported = exported;
    d->hidden = 0;
    for (int k = 0; k < w->depth; ++k)
        d->hidden |= w->hidden[k];
}

/* "template <>": a full specialization, whose members are a plain class's. */
static int full_specialization(const char *s)
{
    const char *t = strstr(s, "template");
    if (!t)
        return 0;
    t += 8;
    while (isspace((unsigned char)*t))
        ++t;
    if (*t++ != '<')
        return 0;
    while (isspace((unsigned char)*t))
        ++t;
    return *t == '>' && !strstr(t, "template");
}

/* Where a statement opening a namespace starts past the bare macro words before it (openvdb's
 * OPENVDB_USE_VERSION_NAMESPACE, a line of its own, then namespace OPENVDB_VERSION_NAME {): upper-case
 * words with no parentheses, then "namespace"; 0 when the statement is no such one. */
static size_t past_macro_words(const char *s, size_t n)
{
    size_t p = 0, start = 0, wn;
    while ((wn = next_word(s, n, &p, &start)) > 0) {
        if (word_is(s + start, wn, "namespace"))
            return start;
        for (size_t k = 0; k < wn; ++k)
            if (islower((unsigned char)s[start + k]))
                return 0;
        size_t q = p;
        while (q < n && isspace((unsigned char)s[q]))
            ++q;
        if (q < n && (s[q] == '(' || s[q] == ':'))
            return 0; /* a macro's call, a qualified name */
    }
    return 0;
}

static const char *past_labels(const char *s, size_t *n);

/* Where a statement starts past the upper-case macro calls that open it, each left without a ';'
 * (Qt's Q_DECLARE_FLAGS(ExportOptions, ExportOption) before CloudCompare's nested struct Command),
 * and past the access labels after them; 0 when it opens with none. */
static size_t past_macro_calls(const char *s, size_t n)
{
#ifdef WG_SCAN_DLL_MACRO_CALL_HEAD_OFF
    (void)s, (void)n;
    return 0;
#endif
    size_t at = 0;
    for (;;) {
        size_t i = at;
        while (i < n && isspace((unsigned char)s[i]))
            ++i;
        size_t b = i;
        int lower = 0;
        while (i < n && is_name(s[i]))
            lower |= islower((unsigned char)s[i++]);
        size_t open = i;
        while (open < n && (s[open] == ' ' || s[open] == '\t'))
            ++open;
        if (i - b < 3 || lower || open >= n || s[open] != '(')
            break;
        int depth = 0;
        size_t e = open;
        for (; e < n; ++e) {
            depth += s[e] == '(' ? 1 : s[e] == ')' ? -1 : 0;
            if (!depth)
                break;
        }
        if (e >= n)
            break;
        size_t rest = n - (e + 1);
        const char *after = past_labels(s + e + 1, &rest);
        size_t word = 0, word_start = 0;
        if (!next_word(after, rest, &word, &word_start))
            break; /* the macro call is the whole head (TEST(Suite, Name) {): no statement after it */
        at = (size_t)(after - s);
    }
    return at;
}

/* A statement ending in '{': what it opens, and a function it defines. */
static int open_scope(header_walk *w, const char *s, size_t n, long line)
{
    const char *head = s;
    size_t skip = past_macro_words(s, n);
    s += skip, n -= skip;
    skip = past_macro_calls(s, n);
    s += skip, n -= skip;
    size_t p = 0, start = 0, wn, first = 0;
    int kind = SCOPE_OTHER, hidden = 0;
    const char *last_word = NULL;
    size_t last_n = 0;
    while ((wn = next_word(s, n, &p, &start)) > 0) {
        if (!first && (word_is(s + start, wn, "namespace") || word_is(s + start, wn, "extern")))
            kind = SCOPE_NAMESPACE;
        else if (!first && word_is(s + start, wn, "inline"))
            continue;
        first = 1;
        if (kind == SCOPE_NAMESPACE && !word_is(s + start, wn, "namespace") && !word_is(s + start, wn, "extern"))
            hidden |= hidden_namespace(s + start, wn);
        last_word = s + start, last_n = wn;
    }
    if (kind == SCOPE_NAMESPACE && memchr(s, '(', n))
        kind = SCOPE_OTHER; /* extern "C" int f() { */
    (void)last_word, (void)last_n;
    size_t at = 0, len = kind == SCOPE_OTHER ? function_name(s, n, &at) : 0;
    if (len && len < 64 && w->defined_count < MAX_DECLS) {
        w->defined_arity[w->defined_count] = parameter_count(s, n, at);
        snprintf(w->defined[w->defined_count++], 64, "%.*s", (int)len, s + at);
    }
    if (w->depth == MAX_DEPTH)
        return -1;
    class_state *c = &w->classes[w->depth];
    memset(c, 0, sizeof *c);
    /* class/struct [MACRO...] Name [final] [: bases] { */
    const char *key = NULL;
    for (p = 0; kind == SCOPE_OTHER && !memchr(s, '(', n) && !memchr(s, '=', n) && (wn = next_word(s, n, &p, &start)) > 0;)
        if (word_is(s + start, wn, "enum"))
            break; /* enum class E { */
        else if (word_is(s + start, wn, "class") || word_is(s + start, wn, "struct")) {
            key = s + start + wn;
            c->public_access = word_is(s + start, wn, "struct");
            break;
        }
    if (key && (!strstr(s, "template") || full_specialization(s))) {
        kind = SCOPE_CLASS;
        size_t colon = (size_t)(key - s);
        while (colon < n && !(s[colon] == ':' && (colon + 1 >= n || s[colon + 1] != ':') && (colon == 0 || s[colon - 1] != ':')))
            ++colon;
        const char *arguments = memchr(key, '<', colon - (size_t)(key - s)); /* StringMaker<float>: the name before them */
        size_t name_end = arguments ? (size_t)(arguments - s) : colon;
        for (p = (size_t)(key - s); (wn = next_word(s, name_end, &p, &start)) > 0;) {
            if (export_word(w->ff, s + start, wn)) {
                c->exported = 1;
                if (wn < sizeof c->macro)
                    snprintf(c->macro, sizeof c->macro, "%.*s", (int)wn, s + start);
            }
            else if (!word_is(s + start, wn, "final") && !word_is(s + start, wn, "alignas") && wn < 64)
                snprintf(c->name, sizeof c->name, "%.*s", (int)wn, s + start);
        }
        c->line = line;
        for (const char *q = head; q < key; ++q)
            c->line += *q == '\n'; /* at its key's line, past the access labels and macro calls before it */
        for (p = colon; (wn = next_word(s, n, &p, &start)) > 0;) {
            char base[64];
            snprintf(base, sizeof base, "%.*s", (int)(wn < 64 ? wn : 63), s + start);
            for (char *q = base; *q; ++q)
                *q = (char)tolower((unsigned char)*q);
            c->noncopyable_base |= strstr(base, "noncopyable") || strstr(base, "uncopyable") || strstr(base, "nocopy") ||
                                   strstr(base, "nonmovable") || strstr(base, "immovable");
            static const char *const access[] = {"public", "protected", "private", "virtual", NULL};
            int keyword = 0;
            for (size_t k = 0; access[k]; ++k)
                keyword |= word_is(s + start, wn, access[k]);
            size_t after = p;
            while (after < n && isspace((unsigned char)s[after]))
                ++after;
            if (keyword || (after + 1 < n && s[after] == ':' && s[after + 1] == ':'))
                continue; /* a qualifier: the base is the last name */
            if (c->base_count < 4)
                snprintf(c->bases[c->base_count++], 64, "%.*s", (int)(wn < 64 ? wn : 63), s + start);
            /* past its template arguments */
            if (after < n && s[after] == '<') {
                int angle = 0;
                for (; after < n; ++after) {
                    angle += s[after] == '<' ? 1 : s[after] == '>' ? -1 : 0;
                    if (!angle)
                        break;
                }
                p = after;
            }
        }
    }
    w->kind[w->depth] = kind;
    w->hidden[w->depth] = hidden;
    ++w->depth;
    return 0;
}

/* Whether s[0..n) names a standard container whose template arguments hold std::unique_ptr. */
static int owning_container(const char *s, size_t n)
{
    static const char *const containers[] = {"vector", "deque", "list", "forward_list", "map", "multimap", "set", "multiset",
                                             "unordered_map", "unordered_multimap", "unordered_set", "unordered_multiset", NULL};
    size_t p = 0, start = 0, wn;
    while ((wn = next_word(s, n, &p, &start)) > 0) {
        int container = 0;
        for (size_t k = 0; containers[k] && !container; ++k)
            container = word_is(s + start, wn, containers[k]);
        size_t q = p;
        while (q < n && isspace((unsigned char)s[q]))
            ++q;
        if (!container || q >= n || s[q] != '<')
            continue;
        int angle = 0;
        for (size_t i = q; i < n; ++i) {
            angle += s[i] == '<' ? 1 : s[i] == '>' ? -1 : 0;
            if (!angle)
                break;
            if (s[i] == 'u' && i + 10 <= n && strncmp(s + i, "unique_ptr", 10) == 0 && !is_name(s[i - 1]) && !is_name(s[i + 10]))
                return 1;
        }
    }
    return 0;
}

/* s past its leading access labels (public: protected: private:). */
static const char *past_labels(const char *s, size_t *n)
{
    for (;;) {
        size_t i = 0;
        while (i < *n && isspace((unsigned char)s[i]))
            ++i;
        static const char *const labels[] = {"public", "protected", "private", NULL};
        size_t k = 0, ln = 0;
        for (; labels[k]; ++k)
            if (strncmp(s + i, labels[k], ln = strlen(labels[k])) == 0 && !is_name(s[i + ln]))
                break;
        if (!labels[k])
            return s;
        size_t j = i + ln;
        while (j < *n && isspace((unsigned char)s[j]))
            ++j;
        if (j >= *n || s[j] != ':' || (j + 1 < *n && s[j + 1] == ':'))
            return s;
        s += j + 1, *n -= j + 1;
    }
}

/* Follows the access labels that open a statement of class c (public: ... private:). */
static void track_access(class_state *c, const char *s, size_t n)
{
    for (;;) {
        const char *after = past_labels(s, &n);
        if (after == s)
            return;
        const char *label = skip_blank(s);
        c->public_access = strncmp(label, "public", 6) == 0;
        s = after;
    }
}

/* A data declaration: static data member (owner: its class) or extern variable ("" owner) with
 * no initializer, no function; its name is the last identifier before a '[' or the end. */
static void data_statement(header_walk *w, const char *owner, const char *s, size_t n, long line)
{
    const char *statement = s;
    s = past_labels(s, &n);
    size_t p = 0, start = 0, wn = next_word(s, n, &p, &start);
    if (!wn || memchr(s, '(', n) || memchr(s, '=', n) || memchr(s, '{', n) || w->data_count == MAX_DATA ||
        !word_is(s + start, wn, *owner ? "static" : "extern"))
        return;
    int exported = 0;
    size_t name = 0, name_n = 0;
    while ((wn = next_word(s, n, &p, &start)) > 0) {
        if (word_is(s + start, wn, "constexpr") || word_is(s + start, wn, "inline") || word_is(s + start, wn, "thread_local") ||
            word_is(s + start, wn, "template"))
            return; /* defined where declared, or no plain symbol */
        exported |= export_word(w->ff, s + start, wn);
        if (memchr(s, '[', n) && start > (size_t)((const char *)memchr(s, '[', n) - s))
            break;
        name = start, name_n = wn;
    }
    if (!name_n || name_n >= 64)
        return;
    data_decl *d = &w->data[w->data_count++];
    snprintf(d->name, sizeof d->name, "%.*s", (int)name_n, s + name);
    snprintf(d->owner, sizeof d->owner, "%s", owner);
    for (const char *q = statement; q < s + name; ++q)
        line += *q == '\n'; /* at the name's line, past the labels before it */
    d->line = line;
    d->exported = exported;
}

/* What a data member s[0..n) does to the implicit copy: a type whose copy is deleted at the top
 * level (std::unique_ptr<T> itself, not inside a container's arguments; a mutex, an atomic, a
 * thread) deletes the copy constructor and assignment; a reference or a const member deletes the
 * assignment (CurveBuilder's unique_ptr m_pts and const bool m_hasZ beside its vector of them). */
static void member_copy_kind(class_state *c, const char *s, size_t n)
{
    static const char *const nocopy[] = {"unique_ptr", "mutex", "recursive_mutex", "shared_mutex", "timed_mutex", "atomic",
                                         "thread", "condition_variable", "unique_lock", "promise", "packaged_task", NULL};
    int angle = 0, first = 1;
    for (size_t i = 0; i < n; ++i) {
        angle += s[i] == '<' ? 1 : s[i] == '>' && angle ? -1 : 0;
        if (angle)
            continue;
        if (s[i] == '&' && !(i + 1 < n && s[i + 1] == '&') && !(i > 0 && s[i - 1] == '&'))
            c->assign_deleted_member = 1; /* T& name (a bitwise '&' needs no member declaration) */
        if (!is_name(s[i]) || (i > 0 && is_name(s[i - 1])))
            continue;
        size_t e = i;
        while (e < n && is_name(s[e]))
            ++e;
        for (size_t k = 0; nocopy[k]; ++k)
            if (word_is(s + i, e - i, nocopy[k]))
                c->copy_deleted_member = 1;
        if (word_is(s + i, e - i, "const") && first) {
            int pointer = 0, inner = 0; /* const T *p is a pointer to const, itself assignable */
            for (size_t q = e; q < n; ++q) {
                inner += s[q] == '<' ? 1 : s[q] == '>' && inner ? -1 : 0;
                pointer |= !inner && s[q] == '*';
            }
            c->assign_deleted_member |= !pointer;
        } else if (word_is(s + i, e - i, "const")) {
            size_t b = i; /* T *const p: the pointer itself const */
            while (b > 0 && isspace((unsigned char)s[b - 1]))
                --b;
            c->assign_deleted_member |= b > 0 && s[b - 1] == '*';
        }
        if (first && !word_is(s + i, e - i, "const") && !word_is(s + i, e - i, "mutable") && !word_is(s + i, e - i, "std") &&
            c->member_type_count < 8 && e - i < 64) {
            /* the member's own type, the last name of a qualified one (geos's LineMergeGraph graph) */
            size_t te = e, ts = i;
            while (te + 1 < n && s[te] == ':' && s[te + 1] == ':') {
                ts = te + 2;
                te = ts;
                while (te < n && is_name(s[te]))
                    ++te;
            }
            if (te > ts && te - ts < 64 && isupper((unsigned char)s[ts]))
                snprintf(c->member_types[c->member_type_count++], 64, "%.*s", (int)(te - ts), s + ts);
            e = te > e ? te : e;
        }
        if (!word_is(s + i, e - i, "const") && !word_is(s + i, e - i, "mutable"))
            first = 0; /* past the type's first name */
        i = e - 1;
    }
}

/* A statement ending in ';' directly in a class: its members and copy operations. */
static void class_statement(class_state *c, const char *s, size_t n)
{
    size_t name_n = strlen(c->name);
    if (!name_n)
        return;
    const char *open = memchr(s, '(', n);
    if (!open) {
        s = past_labels(s, &n);
        size_t p = 0, start = 0, wn = next_word(s, n, &p, &start);
        if (!wn || word_is(s + start, wn, "static") || word_is(s + start, wn, "typedef") || word_is(s + start, wn, "using") ||
            word_is(s + start, wn, "friend") || word_is(s + start, wn, "enum") || word_is(s + start, wn, "class") ||
            word_is(s + start, wn, "struct"))
            return;
        if (owning_container(s, n))
            c->owning_member = 1;
        member_copy_kind(c, s, n);
        return;
    }
    /* Name(const Name&) / Name(Name&&) / operator=(const Name&) / operator=(Name&&) */
    size_t params = (size_t)(open - s) + 1, at = 0, len = function_name(s, n, &at);
    int ctor = len == name_n && strncmp(s + at, c->name, name_n) == 0 && !(at > 0 && s[at - 1] == '~');
    int assign = 0;
    for (const char *o = strstr(s, "operator"); o && o < open; o = strstr(o + 8, "operator")) {
        const char *q = o + 8;
        while (isspace((unsigned char)*q))
            ++q;
        assign |= q[0] == '=' && q[1] != '=';
    }
    if (!ctor && !assign)
        return;
    const char *close = memchr(open, ')', (size_t)(s + n - open));
    size_t pn = close ? (size_t)(close - s) - params : 0;
    const char *ps = s + params;
    int names_class = 0, rvalue = 0, comma = memchr(ps, ',', pn) != NULL;
    for (size_t i = 0; i + name_n <= pn; ++i)
        if (strncmp(ps + i, c->name, name_n) == 0 && (i == 0 || !is_name(ps[i - 1])) && !is_name(ps[i + name_n]))
            names_class = 1;
    for (size_t i = 0; i + 1 < pn; ++i)
        rvalue |= ps[i] == '&' && ps[i + 1] == '&';
    if (!names_class || comma)
        return;
    /* "= default" leaves the container's copy to be made: only a declaration of its own counts */
    const char *eq = close ? memchr(close, '=', (size_t)(s + n - close)) : NULL;
    int defaulted = eq && strstr(eq, "default") && (size_t)(strstr(eq, "default") - s) < n;
    if (rvalue)
        c->move_op = 1;
    else if (!defaulted)
        *(ctor ? &c->copy_ctor : &c->copy_assign) = 1;
}

/* Whether the class body [open, end) declares a std::unique_ptr data member of its own (geos's
 * SnappingPointIndex's snapPointIndex): its implicit copy is deleted. */
static int direct_unique_member(const char *open, const char *end)
{
    for (const char *u = strstr(open, "unique_ptr"); u && u < end; u = strstr(u + 10, "unique_ptr")) {
        int level = 0;
        for (const char *q = open; q < u; ++q)
            level += *q == '{' ? 1 : *q == '}' ? -1 : 0;
        if (level != 1)
            continue; /* in a member function's body */
        const char *b = u;
        if (b - open >= 5 && strncmp(b - 5, "std::", 5) == 0)
            b -= 5;
        while (b > open && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\n' || b[-1] == '\r'))
            --b;
        if (!(b[-1] == ';' || b[-1] == '{' || b[-1] == '}' || (b[-1] == ':' && b[-2] != ':')))
            continue; /* not the declaration's first word: a parameter, a return type after another word */
        const char *semi = strchr(u, ';');
        const char *paren = strchr(u, '(');
        if (semi && semi < end && (!paren || paren > semi))
            return 1;
    }
    return 0;
}

/* Whether the class name, as the tree defines it (a header's class or struct with a body), has
 * no implicit copy its derived class could use: a base named noncopyable, a deleted copy, a
 * declared move; also through its own bases (depth levels). -1: the tree defines no such class,
 * so what its copy is stays unknown (Qt's QObject deletes it). */
static int copy_deleted(const wg_tree *t, const char *name, int depth)
{
    size_t n = strlen(name);
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || source_file(f->path))
            continue;
        for (const char *p = strstr(f->text, name); p; p = strstr(p + n, name)) {
            if ((p > f->text && is_name(p[-1])) || is_name(p[n]))
                continue;
            /* class|struct [MACRO ...] name [final] (: bases)? { on the statement */
            const char *b = p;
            while (b > f->text && b[-1] != ';' && b[-1] != '{' && b[-1] != '}' && b[-1] != '\n')
                --b;
            const char *key = wg_word_in(b, "class");
            if (!key || key > p)
                key = wg_word_in(b, "struct");
            if (!key || key > p || memchr(b, '<', (size_t)(p - b)) || memchr(b, '(', (size_t)(p - b)))
                continue;
            int head_words = 1; /* only words between the key and the name (an export macro): not Base::Inner */
            for (const char *q = key; q < p && head_words; ++q)
                head_words = is_name(*q) || *q == ' ' || *q == '\t';
            const char *after = p + n;
            while (*after == ' ' || *after == '\t')
                ++after;
            if (!head_words || (after[0] == ':' && after[1] == ':'))
                continue;
            const char *open = p + n;
            while (*open && *open != '{' && *open != ';' && *open != '(')
                ++open;
            if (*open != '{')
                continue;
            char head[512];
            snprintf(head, sizeof head, "%.*s", (int)((size_t)(open - p) < sizeof head - 1 ? (size_t)(open - p) : sizeof head - 1), p);
            for (char *q = head; *q; ++q)
                *q = (char)tolower((unsigned char)*q);
            if (strstr(head, "noncopyable") || strstr(head, "uncopyable") || strstr(head, "nocopy"))
                return 1;
            /* its body, to the matching brace */
            const char *e = open;
            for (int level = 0; *e; ++e) {
                level += *e == '{' ? 1 : *e == '}' ? -1 : 0;
                if (!level)
                    break;
            }
            for (const char *d = strstr(open, "delete"); d && d < e; d = strstr(d + 6, "delete")) {
                const char *q = d;
                while (q > open && (q[-1] == ' ' || q[-1] == '\t'))
                    --q;
                if (q > open && q[-1] == '=')
                    return 1; /* X(const X&) = delete; (or any deleted member: a copy's in practice) */
            }
            for (const char *m = strstr(open, name); m && m < e; m = strstr(m + n, name)) {
                const char *q = m + n;
                while (*q == ' ')
                    ++q;
                if (q[0] == '&' && q[1] == '&' && !(m > open && is_name(m[-1])))
                    return 1;
            }
            if (direct_unique_member(open, e))
                return 1;
            if (depth <= 0)
                return 0;
            /* its own bases: the words after a single ':' of the head */
            const char *colon = p + n;
            while (colon < open && !(*colon == ':' && colon[1] != ':' && colon[-1] != ':'))
                ++colon;
            for (const char *q = colon; q < open;) {
                while (q < open && !is_name(*q))
                    ++q;
                const char *s0 = q;
                while (q < open && is_name(*q))
                    ++q;
                char base[64];
                snprintf(base, sizeof base, "%.*s", (int)((size_t)(q - s0) < 63 ? (size_t)(q - s0) : 63), s0);
                if (!*base || strcmp(base, "public") == 0 || strcmp(base, "protected") == 0 || strcmp(base, "private") == 0 ||
                    strcmp(base, "virtual") == 0 || (q + 1 < open && q[0] == ':' && q[1] == ':'))
                    continue;
                if (copy_deleted(t, base, depth - 1) != 0)
                    return 1;
            }
            return 0;
        }
    }
    return -1;
}

static void close_class(header_walk *w, const class_state *c)
{
    int ctor_made = !c->copy_ctor, assign_made = !c->copy_assign && !c->assign_deleted_member;
    if (!c->exported || !c->owning_member || c->move_op || c->noncopyable_base || c->copy_deleted_member ||
        (!ctor_made && !assign_made) || !w->ff->tree->shared_target_count)
        return; /* a static build marks nothing dllexport */
    for (size_t k = 0; k < c->base_count; ++k)
        if (copy_deleted(w->ff->tree, c->bases[k], 3) != 0)
            return; /* a base without a copy (or one the tree does not define): the implicit copy is deleted, or may be */
    for (size_t k = 0; k < c->member_type_count; ++k)
        if (copy_deleted(w->ff->tree, c->member_types[k], 2) == 1)
            return; /* a member of a class of the tree that deletes its copy */
    char message[400];
    snprintf(message, sizeof message,
             "%s is exported (dllexport makes its implicit %s) and holds a standard container of std::unique_ptr: the copy "
             "copies unique_ptr (C2280); declare the copy operations deleted (or a move constructor)",
             c->name, !ctor_made ? "copy assignment" : !assign_made ? "copy constructor" : "copy constructor and assignment");
    w->ff->report(w->ff->context, c->line, "SCAN_DLLEXPORT_NONCOPYABLE_MEMBER", message);
}

/* Keeps a class the header defines at namespace scope (not a nested one, not a template's). */
static void record_class(header_walk *w, const class_state *c)
{
    for (int d = 0; d < w->depth; ++d)
        if (w->kind[d] != SCOPE_NAMESPACE)
            return;
    if (!c->name[0] || w->record_count == MAX_RECORDS)
        return;
    class_record *r = &w->records[w->record_count++];
    memcpy(r->name, c->name, sizeof r->name);
    r->line = c->line, r->exported = c->exported;
}

/* Keeps an unmarked class nested directly in a class the export macro marks (the walk's depth is
 * the nested class's own): dllexport on a class does not reach the classes nested in it. */
static void record_nested(header_walk *w, const class_state *c)
{
    if (c->exported || !c->name[0] || w->depth < 1 || w->kind[w->depth - 1] != SCOPE_CLASS || w->nested_count == MAX_RECORDS)
        return;
    const class_state *outer = &w->classes[w->depth - 1];
    if (!outer->exported || !outer->name[0])
        return;
    char qualified[sizeof w->nested[0].qualified];
    if (snprintf(qualified, sizeof qualified, "%s::%s", outer->name, c->name) >= (int)sizeof qualified)
        return; /* a name too long to hold whole would be compared cut */
    nested_record *r = &w->nested[w->nested_count++];
    memcpy(r->qualified, qualified, sizeof qualified);
    r->line = c->line;
    r->public_access = outer->public_access;
    memcpy(r->macro, outer->macro, sizeof r->macro);
}

/* The function a friend declaration names, operators too ("operator<<"), into name; 0 when the
 * statement is no friend function's declaration (friend class X;) or carries the export macro. */
static int friend_function_name(const wg_family_file *ff, const char *s, size_t n, char *name, size_t size)
{
    size_t p = 0, start = 0, wn = next_word(s, n, &p, &start);
    const char *open = memchr(s, '(', n);
    if (!wn || !word_is(s + start, wn, "friend") || !open)
        return 0;
    for (size_t q = p, k = 0, kn; (kn = next_word(s, (size_t)(open - s), &q, &k)) > 0;)
        if (export_word(ff, s + k, kn))
            return 0;
    const char *op = NULL;
    for (const char *o = strstr(s, "operator"); o && o < open; o = strstr(o + 8, "operator"))
        if ((o == s || !is_name(o[-1])) && !is_name(o[8]))
            op = o;
    if (op) {
        const char *e = open;
        while (e > op + 8 && isspace((unsigned char)e[-1]))
            --e;
        return snprintf(name, size, "%.*s", (int)(e - op), op) < (int)size;
    }
    size_t at = 0, len = function_name(s, n, &at);
    return len && snprintf(name, size, "%.*s", (int)len, s + at) < (int)size;
}

/* A friend function declared without a body in a class the export macro marks, itself unmarked
 * (cpptrace's stacktrace_frame: friend std::ostream& operator<<(...)): dllexport on the class
 * reaches its members, not its friends. */
static void record_friend(header_walk *w, const class_state *c, const char *s, size_t n, long line)
{
#ifdef WG_SCAN_DLL_FRIEND_EXPORT_OFF
    (void)w, (void)c, (void)s, (void)n, (void)line;
    return;
#endif
    char name[64];
    if (!c->exported || !c->name[0] || w->friend_count == MAX_RECORDS || !friend_function_name(w->ff, s, n, name, sizeof name))
        return;
    friend_record *r = &w->friends[w->friend_count++];
    memcpy(r->name, name, sizeof name);
    memcpy(r->owner, c->name, sizeof r->owner);
    r->line = line;
}

/* Whether the '#' at code[k] opens a directive: only blanks before it on its line. */
static int directive_start(const char *code, size_t k)
{
    while (k > 0 && (code[k - 1] == ' ' || code[k - 1] == '\t'))
        --k;
    return k == 0 || code[k - 1] == '\n';
}

/* Walks code's statements, skipping directives: namespace-scope declarations, defined names, classes. */
static int walk_header(header_walk *w)
{
    const char *code = w->code;
    size_t start = 0;
    long line = 1, start_line = 1;
    int at_line_start = 1;
    for (size_t i = 0; code[i]; ++i) {
        char ch = code[i];
        if (at_line_start && (ch == ' ' || ch == '\t'))
            continue;
        if (at_line_start && ch == '#') { /* a directive, continued lines too: no statement's text */
            while (code[i] && !(code[i] == '\n' && code[i - 1] != '\\'))
                line += code[i++] == '\n';
            if (!code[i])
                break;
        }
        at_line_start = ch == '\n' || code[i] == '\n';
        if (code[i] == '\n') {
            ++line;
            if (start == i)
                start = i + 1, start_line = line;
            continue;
        }
        if (code[i] != ';' && code[i] != '{' && code[i] != '}')
            continue;
        /* the statement's text, from its first character that is no blank nor a directive's */
        size_t b = start;
        long b_line = start_line;
        char text[2048];
        size_t tn = 0;
        for (size_t k = b; k < i; ++k) {
            if (code[k] == '#' && directive_start(code, k)) {
                while (code[k + 1] && !(code[k + 1] == '\n' && code[k] != '\\'))
                    b_line += !tn && code[k] == '\n', ++k;
                continue;
            }
            if (!tn && isspace((unsigned char)code[k])) {
                b_line += code[k] == '\n';
                continue;
            }
            if (tn < sizeof text - 1)
                text[tn++] = code[k];
        }
        text[tn] = '\0';
        int scope = w->depth ? w->kind[w->depth - 1] : SCOPE_NAMESPACE;
        if (scope == SCOPE_CLASS && code[i] != '}')
            track_access(&w->classes[w->depth - 1], text, tn);
        if (code[i] == ';' && scope == SCOPE_NAMESPACE) {
            namespace_statement(w, text, tn, b_line);
            data_statement(w, "", text, tn, b_line);
        } else if (code[i] == ';' && scope == SCOPE_CLASS) {
            class_statement(&w->classes[w->depth - 1], text, tn);
            record_friend(w, &w->classes[w->depth - 1], text, tn, b_line);
            /* a class marked with the export macro exports its static data members with it */
            if (w->classes[w->depth - 1].name[0] && !w->classes[w->depth - 1].exported)
                data_statement(w, w->classes[w->depth - 1].name, text, tn, b_line);
        } else if (code[i] == '{') {
            if (open_scope(w, text, tn, b_line) != 0)
                return 0; /* deeper than the walk follows: judge nothing more */
            w->body_at[w->depth - 1] = -1;
            if (w->kind[w->depth - 1] == SCOPE_OTHER && (w->depth == 1 || w->kind[w->depth - 2] != SCOPE_OTHER) &&
                w->body_count < MAX_BODIES) {
                w->body_at[w->depth - 1] = (int)w->body_count;
                w->body_line[w->body_count] = line;
                w->body_start[w->body_count] = i, w->body_end[w->body_count++] = strlen(code);
            }
            if (w->depth >= 2 && w->kind[w->depth - 1] == SCOPE_OTHER && w->kind[w->depth - 2] == SCOPE_CLASS) {
                /* a member defined in the class: Name(const Name&) { ... } declares the copy too */
                class_statement(&w->classes[w->depth - 2], text, tn);
            }
        } else if (code[i] == '}' && w->depth > 0) {
            --w->depth;
            if (w->body_at[w->depth] >= 0)
                w->body_end[w->body_at[w->depth]] = i;
            if (w->kind[w->depth] == SCOPE_CLASS) {
                close_class(w, &w->classes[w->depth]);
                record_class(w, &w->classes[w->depth]);
                record_nested(w, &w->classes[w->depth]);
            }
        }
        start = i + 1, start_line = line;
    }
    return 0;
}

/* Whether the model keeps the b-th inline body's opening line: not one in a branch it puts off
 * (Halide's Interval.h reads its static data inline only #ifdef COMPILING_HALIDE, which nothing
 * defines for the library's users: they compile the #else, a call of an exported function). */
static int body_on(const header_walk *w, size_t b)
{
    const wg_tree_file *f = w->ff->file;
    long line = w->body_line[b];
    return !f->state || line < 1 || line > f->lines || f->state[line] != WG_OFF;
}

/* ---- SCAN_DLL_MISSING_EXPORT --------------------------------------------------------------------- */

/* Whether text defines a function name with a body: name( ... ) [qualifiers] { */
static int defines_function(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = strstr(text, name); p; p = strstr(p + n, name)) {
        if ((p > text && is_name(p[-1])) || is_name(p[n]) || (p > text && (p[-1] == '.' || p[-1] == '>')))
            continue;
        const char *q = p + n;
        while (*q == ' ' || *q == '\t')
            ++q;
        if (*q != '(')
            continue;
        int depth = 0;
        for (; *q; ++q) {
            depth += *q == '(' ? 1 : *q == ')' ? -1 : 0;
            if (!depth)
                break;
        }
        if (!*q)
            return 0;
        for (++q; *q && (isspace((unsigned char)*q) || is_name(*q)); ++q) /* const, noexcept, OPJ_CALLCONV's place */
            ;
        if (*q == '{')
            return 1;
    }
    return 0;
}

/* Whether the n-byte name found at p (in text from start) is called there: name( where no '.',
 * '->' or '::' of another scope's member precedes it. */
static int call_at(const char *start, const char *p, size_t n)
{
    if ((p > start && (is_name(p[-1]) || p[-1] == '.' || p[-1] == '>')) || is_name(p[n]))
        return 0;
    const char *q = p + n;
    while (*q == ' ' || *q == '\t')
        ++q;
    return *q == '(';
}

/* Whether text calls name. */
static int calls_function(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = strstr(text, name); p; p = strstr(p + n, name))
        if (call_at(text, p, n))
            return 1;
    return 0;
}

/* Whether inline code of the header (a function body it defines: an inline or template function,
 * a member defined in its class) calls name: every user of the header compiles that call
 * (drogon_test.h's prettifyString under its CHECK macros' templates). */
static int inline_caller(const header_walk *w, const char *name)
{
    size_t n = strlen(name);
    for (size_t b = 0; b < w->body_count; ++b)
        for (const char *p = body_on(w, b) ? strstr(w->code + w->body_start[b], name) : NULL; p && (size_t)(p - w->code) < w->body_end[b];
             p = strstr(p + n, name))
            if (call_at(w->code, p, n))
                return 1;
    return 0;
}

/* The CMake exports every function itself: WINDOWS_EXPORT_ALL_SYMBOLS, or a module-definition
 * file (scan_families.c's tree facts: any CMake file of the tree, the fix's stand-in). */
static int exports_all(const wg_tree *t)
{
    return t->export_all_symbols || t->def_file;
}

/* A shared library on the path whose WINDOWS_EXPORT_ALL_SYMBOLS is on (or may be: set on a target
 * the model cannot name). */
static int any_export_all(const wg_tree *t)
{
    for (size_t g = 0; g < t->shared_target_count; ++g)
        if (t->shared_targets[g].export_all || t->export_all_unplaced)
            return 1;
    return 0;
}

static int target_lists(const struct wg_shared_target *g, size_t file)
{
    for (size_t k = 0; k < g->source_count; ++k)
        if (g->sources[k] == file)
            return 1;
    return 0;
}

/* The one shared library on the path whose source list the model could not expand (a list set
 * in branches it cannot decide, a glob in a loop, an object library's objects), or NULL: drogon's
 * target_sources(drogon PRIVATE ${DROGON_SOURCES}). */
static const struct wg_shared_target *unknown_library(const wg_tree *t)
{
    const struct wg_shared_target *unknown = NULL;
    for (size_t g = 0; g < t->shared_target_count; ++g)
        if (t->shared_targets[g].sources_unknown) {
            if (unknown)
                return NULL; /* two: which one compiles an unlisted source is not known */
            unknown = &t->shared_targets[g];
        }
    return unknown;
}

/* A source of the tree no target on the path names, in a tree whose one shared library's list is
 * unknown: taken for that library's (Utilities.cc of drogon, flint's globbed folders). */
static int unlisted_source(const wg_tree_file *f)
{
    return f->kind == WG_SCAN_SOURCE && source_file(f->path) && f->file_state != WG_OFF && !f->listed_on && !f->listed_off &&
           !f->listed_maybe;
}

/* The shared library on the path one of whose sources defines(text, name) holds for, or NULL;
 * *guessed: the defining source is an unlisted one taken for the one library whose list the model
 * could not expand (aws-crt-cpp's globbed sources; that source, else NULL). */
static const struct wg_shared_target *library_where(const wg_tree *t, const char *name, int (*defines)(const char *, const char *),
                                                    const wg_tree_file **guessed)
{
    *guessed = NULL;
    for (size_t g = 0; g < t->shared_target_count; ++g)
        for (size_t k = 0; k < t->shared_targets[g].source_count; ++k) {
            const wg_tree_file *f = &t->files[t->shared_targets[g].sources[k]];
            if (source_file(f->path) && f->file_state != WG_OFF && strstr(f->text, name) && defines(f->text, name))
                return &t->shared_targets[g];
        }
    const struct wg_shared_target *unknown = unknown_library(t);
    for (size_t i = 0; unknown && i < t->count; ++i)
        if (unlisted_source(&t->files[i]) && strstr(t->files[i].text, name) && defines(t->files[i].text, name))
            return *guessed = &t->files[i], unknown;
    return NULL;
}

/* The shared library on the path whose sources define the function name, or NULL (library_where). */
static const struct wg_shared_target *defining_library(const wg_tree *t, const char *name, const wg_tree_file **guessed)
{
    return library_where(t, name, defines_function, guessed);
}

/* Whether two paths lie under the same top folder (both at the root: the same too). */
static int same_top_folder(const char *a, const char *b)
{
    size_t n = strcspn(a, "/"), m = strcspn(b, "/");
    if (!a[n] || !b[m])
        return !a[n] && !b[m];
    return n == m && strncmp(a, b, n) == 0;
}

/* Whether f #includes a source file (a .c/.cpp): it compiles what that source defines itself. */
static int includes_source(const wg_tree_file *f)
{
    for (const char *p = strstr(f->text, "include"); p; p = strstr(p + 7, "include")) {
        const char *e = p + 7;
        while (*e == ' ' || *e == '\t')
            ++e;
        if (*e != '"' && *e != '<')
            continue;
        const char *close = strpbrk(e + 1, "\">\n");
        if (!close || *close == '\n')
            continue;
        char name[256];
        snprintf(name, sizeof name, "%.*s", (int)((size_t)(close - e - 1) < sizeof name - 1 ? (size_t)(close - e - 1) : sizeof name - 1), e + 1);
        if (source_file(name))
            return 1;
    }
    return 0;
}

/* Where the library and its definition of name are guessed (an unlisted source defines it): an
 * unlisted source that calls name, under a top folder where no unlisted source defines it, a user the
 * same guess finds (srt's testing/testmedia.cpp calling srt_rejectreason_str of srtcore/). Not one
 * beside a definition (flecs's src/ calling flecs_chrparse inside the DLL; its distr/flecs.c, the
 * whole library in one file, defines it again). */
static const wg_tree_file *guessed_user(const wg_tree *t, const char *name)
{
    const wg_tree_file *definers[16];
    size_t definer_count = 0;
    for (size_t i = 0; i < t->count && definer_count < 16; ++i)
        if (unlisted_source(&t->files[i]) && strstr(t->files[i].text, name) && defines_function(t->files[i].text, name))
            definers[definer_count++] = &t->files[i];
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (!unlisted_source(f) || !strstr(f->text, name) || !calls_function(f->text, name) || includes_source(f))
            continue;
        int beside = 0;
        for (size_t k = 0; k < definer_count && !beside; ++k)
            beside = same_top_folder(f->path, definers[k]->path);
        if (!beside)
            return f;
    }
    return NULL;
}

/* A source of another target on the path that calls name: the caller outside the DLL. Not one that
 * #includes a source of the library (libuv's test-idna.c compiles ../src/idna.c itself). */
static const wg_tree_file *outside_caller(const wg_tree *t, const struct wg_shared_target *library, const char *name)
{
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind == WG_SCAN_SOURCE && source_file(f->path) && f->listed_on && f->file_state != WG_OFF &&
            !target_lists(library, i) && strstr(f->text, name) && calls_function(f->text, name) && !includes_source(f))
            return f;
    }
    return NULL;
}

/* Whether another header (a public one where public_only) declares name with an export mark on the
 * declaration's line (mimalloc's doc/mimalloc-doc.h repeats what include/mimalloc.h exports). */
static int marked_elsewhere(const wg_family_file *ff, const char *name, int public_only)
{
    const wg_tree *t = ff->tree;
    size_t n = strlen(name);
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f == ff->file || f->kind != WG_SCAN_SOURCE || source_file(f->path) || (public_only && !wg_public_header(t, f->path)))
            continue;
        for (const char *p = strstr(f->text, name); p; p = strstr(p + n, name)) {
            if ((p > f->text && is_name(p[-1])) || is_name(p[n]))
                continue;
            const char *bol = p;
            while (bol > f->text && bol[-1] != '\n')
                --bol;
            size_t q = 0, start = 0, wn;
            while ((wn = next_word(bol, (size_t)(p - bol), &q, &start)) > 0)
                if (export_word(ff, bol + start, wn))
                    return 1;
        }
    }
    return 0;
}

/* Whether a public header declares, marked, a function this header marks. */
static int api_declared_elsewhere(const header_walk *w)
{
    for (size_t i = 0; i < w->decl_count; ++i)
        if (w->decls[i].exported == 1 && marked_elsewhere(w->ff, w->decls[i].name, 1))
            return 1;
    return 0;
}

static int classes_marked_beside(const header_walk *w);

/* Where the header marks fewer functions (OpenNMT Tokenizer.h: its class Tokenizer marked, the
 * function set_random_seed not), a plain function of a shared library that a source of another
 * target on the path calls, in a header that marks a function or whose (or whose folder's) classes
 * carry the macro: that caller fails to link (LNK2019). Not a hidden namespace's function. */
static void called_outside(header_walk *w)
{
#ifdef WG_SCAN_DLL_FUNCTION_CALLED_OUTSIDE_OFF
    (void)w;
    return;
#endif
    const wg_tree *t = w->ff->tree;
    size_t exported = 0;
    for (size_t i = 0; i < w->decl_count; ++i)
        exported += w->decls[i].exported == 1;
    if (!exported && !classes_marked_beside(w))
        return;
    for (size_t i = 0; i < w->decl_count; ++i) {
        const function_decl *d = &w->decls[i];
        if (d->exported || d->hidden || strstr(d->name + 1, "__"))
            continue;
        const wg_tree_file *guessed = NULL;
        const struct wg_shared_target *library = defining_library(t, d->name, &guessed);
        const wg_tree_file *caller = library && !guessed && !marked_elsewhere(w->ff, d->name, 0) ? outside_caller(t, library, d->name) : NULL;
        if (!caller)
            continue;
        char message[600];
        snprintf(message, sizeof message,
                 "%s is declared without the export macro this header's API carries, and shared library %.*s defines it: "
                 "MSVC exports nothing unmarked, so %s fails to link (LNK2019); mark it with the macro",
                 d->name, (int)(strlen(library->define_symbol) - 8), library->define_symbol, caller->path);
        w->ff->report(w->ff->context, d->line, "SCAN_DLL_MISSING_EXPORT", message);
    }
}

static void missing_exports(header_walk *w)
{
    size_t exported = 0, plain = 0;
    for (size_t i = 0; i < w->decl_count; ++i)
        exported += w->decls[i].exported;
    for (size_t i = 0; i < w->decl_count; ++i)
        if (!w->decls[i].exported) {
            int defined = 0;
            for (size_t k = 0; k < w->defined_count && !defined; ++k) /* an overload of another arity is not this one */
                defined = strcmp(w->defined[k], w->decls[i].name) == 0 &&
                          (w->defined_arity[k] == w->decls[i].arity || w->defined_arity[k] < 0 || w->decls[i].arity < 0);
            if (defined)
                w->decls[i].exported = -1; /* the header defines it: no symbol to export */
            else
                ++plain;
        }
    /* a header whose siblings mostly carry the macro; one that marks nothing says nothing (libuv's
     * src/idna.h: its tests compile the library's source themselves, #include "../src/idna.c") */
    const wg_tree *t = w->ff->tree;
    if (!plain || !t->shared_target_count || exports_all(t))
        return;
    if (exported < 3 || plain * 3 > exported) {
        called_outside(w);
        return;
    }
    /* A C API's prefix: what every marked name of the header starts with (uv_, opj_, Imf) */
    char prefix[64] = "";
    size_t prefix_n = 0;
    for (size_t i = 0, first = 1; i < w->decl_count; ++i) {
        if (w->decls[i].exported != 1)
            continue;
        if (first) {
            snprintf(prefix, sizeof prefix, "%s", w->decls[i].name);
            prefix_n = strlen(prefix), first = 0;
        }
        size_t k = 0;
        while (k < prefix_n && prefix[k] == w->decls[i].name[k])
            ++k;
        prefix_n = k;
    }
    /* public: a header the library hands its users, or one whose eight or more marked functions all
     * share the prefix, a C API's header wherever it lies (srt's srtcore/srt.h: srt_), unless a public
     * header declares its marked functions: then that one is the API, this the library's own view
     * (mujoco's src/engine headers repeat include/mujoco/mujoco.h's MJAPI declarations) */
    int is_public = prefix_n >= 2 && (wg_public_header(t, w->ff->file->path) ||
                                      (prefix_n >= 3 && exported >= 8 && !api_declared_elsewhere(w)));
    for (size_t i = 0; i < w->decl_count; ++i) {
        const function_decl *d = &w->decls[i];
        if (d->exported)
            continue;
        const wg_tree_file *guessed = NULL;
        const struct wg_shared_target *library = strstr(d->name + 1, "__") ? NULL : defining_library(t, d->name, &guessed);
        if (!library || marked_elsewhere(w->ff, d->name, 0))
            continue; /* a name with "__" inside is the library's own by convention (uv__work_done) */
        int overload = 0;
        for (size_t k = 0; k < w->decl_count && !overload; ++k)
            overload = w->decls[k].exported == 1 && strcmp(w->decls[k].name, d->name) == 0;
        const wg_tree_file *caller = overload ? NULL : outside_caller(t, library, d->name);
        int inline_call = !overload && !caller && inline_caller(w, d->name);
        const char *bare = d->name + strspn(d->name, "_"); /* libxml2's __xmlParserInputBufferCreateFilename */
        if (!overload && !caller && !inline_call && (d->hidden || !is_public || strncmp(bare, prefix, prefix_n) != 0))
            continue; /* a user of the DLL may call it: only a C API's own prefix says it is the API */
        const wg_tree_file *user = guessed && !overload && !caller && !inline_call ? guessed_user(t, d->name) : NULL;
        if (guessed && !overload && !caller && !inline_call && !user)
            continue; /* the library guessed (flecs's globbed src/): the API's prefix alone is no user of it */
        char message[600];
        snprintf(message, sizeof message,
                 "%s is declared without the export macro its siblings in this header carry, and shared library %.*s defines it: "
                 "MSVC exports nothing unmarked, so %s fails to link (LNK2019); mark it with the macro",
                 d->name, (int)(strlen(library->define_symbol) - 8), library->define_symbol, caller ? caller->path : user ? user->path : overload ? "a caller of this overload outside the DLL" : inline_call ? "inline code of this header, which the DLL's users compile," : "a user of the DLL calling it");
        w->ff->report(w->ff->context, d->line, "SCAN_DLL_MISSING_EXPORT", message);
    }
}

/* ---- SCAN_DLL_MISSING_EXPORT: classes ----------------------------------------------------------- */

/* Whether the call-like "(...)" at q (after a qualified name) opens a definition: its qualifiers
 * (const, noexcept, override), then a body or a constructor's member initializer list. */
static int definition_follows(const char *q)
{
    int depth = 0;
    for (; *q; ++q) {
        depth += *q == '(' ? 1 : *q == ')' ? -1 : 0;
        if (!depth)
            break;
    }
    if (!*q)
        return 0;
    for (++q; *q && (isspace((unsigned char)*q) || is_name(*q)); ++q)
        ;
    return *q == '{' || (*q == ':' && q[1] != ':');
}

/* Whether text defines a member of class name out of the class: "Name::member(...) ... {" (a
 * constructor, a destructor, a function): a symbol of the library that defines it. */
static int defines_member(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = strstr(text, name); p; p = strstr(p + n, name)) {
        if ((p > text && (is_name(p[-1]) || p[-1] == '.' || p[-1] == '>')) || strncmp(p + n, "::", 2) != 0)
            continue;
        const char *m = p + n + 2;
        if (*m == '~')
            ++m;
        size_t mn = 0;
        while (is_name(m[mn]))
            ++mn;
        const char *open = skip_blank(m + mn);
        if (mn && *open == '(' && definition_follows(open))
            return 1;
    }
    return 0;
}

/* The shared library on the path one of whose sources defines a member of class name out of the
 * class, or NULL. */
static const struct wg_shared_target *class_library(const wg_tree *t, const char *name, const wg_tree_file **guessed)
{
    return library_where(t, name, defines_member, guessed);
}

/* Whether text names the whole word name, not as a member of something else (x.name, x->name). */
static int names_class(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = strstr(text, name); p; p = strstr(p + n, name))
        if (!(p > text && (is_name(p[-1]) || p[-1] == '.' || p[-1] == '>')) && !is_name(p[n]))
            return 1;
    return 0;
}

/* A source of another target on the path (a test, a tool, a plugin DLL) that names the class:
 * its user outside the library. Not one that #includes a source of the library. */
static const wg_tree_file *class_user(const wg_tree *t, const struct wg_shared_target *library, const wg_tree_file *guessed,
                                      const char *name)
{
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        /* the library guessed: an unlisted source under another top folder (aws-crt-cpp's tests/) */
        if (guessed && unlisted_source(f) && !same_top_folder(f->path, guessed->path) && strstr(f->text, name) &&
            names_class(f->text, name) && !includes_source(f))
            return f;
        if (f->kind == WG_SCAN_SOURCE && source_file(f->path) && f->listed_on && f->file_state != WG_OFF &&
            !target_lists(library, i) && strstr(f->text, name) && names_class(f->text, name) && !includes_source(f))
            return f;
    }
    return NULL;
}

/* Whether text marks a class with an export macro: "class|struct MACRO Name". */
static int marks_a_class(const wg_family_file *ff, const char *text)
{
    static const char *const keys[] = {"class", "struct", NULL};
    for (size_t k = 0; keys[k]; ++k)
        for (const char *p = strstr(text, keys[k]); p; p = strstr(p + 1, keys[k])) {
            size_t kn = strlen(keys[k]);
            if ((p > text && is_name(p[-1])) || (p[kn] != ' ' && p[kn] != '\t'))
                continue;
            const char *word = skip_blank(p + kn), *e = word;
            while (is_name(*e))
                ++e;
            if (e > word && export_word(ff, word, (size_t)(e - word)))
                return 1;
        }
    return 0;
}

/* Whether the library's convention is to mark its classes: another class of this header carries
 * the export macro, or a header of the same folder marks one (tvm's robot/internal/FrictionCone.h
 * beside DynamicFunction.h). */
static int classes_marked_beside(const header_walk *w)
{
    for (size_t i = 0; i < w->record_count; ++i)
        if (w->records[i].exported)
            return 1;
    const wg_tree *t = w->ff->tree;
    const char *path = w->ff->file->path, *slash = strrchr(path, '/');
    size_t folder = slash ? (size_t)(slash - path) + 1 : 0;
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        const char *fs = strrchr(f->path, '/');
        size_t ffolder = fs ? (size_t)(fs - f->path) + 1 : 0;
        if (f != w->ff->file && f->kind == WG_SCAN_SOURCE && !source_file(f->path) && ffolder == folder &&
            strncmp(f->path, path, folder) == 0 && f->text && marks_a_class(w->ff, f->text))
            return 1;
    }
    return 0;
}

/* A class declared without the export macro in a header of a shared library whose classes carry
 * it (in the header, or in its folder), whose members a source of that library defines out of the
 * class, and which a source of another target on the path names: MSVC exports none of its members,
 * so that user fails to link (LNK2019, LNK2001 for the vtable). Not where the CMake exports all. */
static void missing_class_exports(header_walk *w)
{
#ifdef WG_SCAN_DLL_CLASS_EXPORT_OFF
    (void)w;
    return;
#endif
    const wg_tree *t = w->ff->tree;
    if (!w->record_count || !t->shared_target_count || exports_all(t) || !classes_marked_beside(w))
        return;
    for (size_t i = 0; i < w->record_count; ++i) {
        const class_record *r = &w->records[i];
        if (r->exported)
            continue;
        const wg_tree_file *guessed;
        const struct wg_shared_target *library = class_library(t, r->name, &guessed);
        const wg_tree_file *user = library ? class_user(t, library, guessed, r->name) : NULL;
        if (!user)
            continue;
        char message[600];
        snprintf(message, sizeof message,
                 "class %s is declared without the export macro the library's classes carry, and shared library %.*s defines its members: "
                 "MSVC exports nothing unmarked, so %s fails to link (LNK2019); mark the class with the macro",
                 r->name, (int)(strlen(library->define_symbol) - 8), library->define_symbol, user->path);
        /* Apart, not counted: whether that user links this DLL or a static twin of it, and whether it
         * reaches the class across the DLL's boundary at all, is not modelled (63 false alarms at six
         * MSVC-built engines' newest commits: srt's internal classes, which its apps reach through
         * srt_static; PDAL, opensim, rkcommon, geos, openbabel). */
        w->ff->report_apart(w->ff->context, r->line, "SCAN_DLL_MISSING_EXPORT", message,
                            "the class's user may link a static twin of the library, or never reach the class across the DLL's boundary: "
                            "which library a target links is not modelled");
    }
}

/* The shared library whose DEFINE_SYMBOL (<target>_EXPORTS) selects the dllexport definition of
 * macro in a header of the tree (opensim's osimCommonDLL.h: #ifdef OSIMCOMMON_EXPORTS, #define
 * OSIMCOMMON_API __declspec(dllexport)), or NULL (none, or two). The macro names its library where
 * the model could not expand the library's sources (a glob handed to a project's own function). */
static const struct wg_shared_target *macro_library(const wg_tree *t, const char *macro)
{
    size_t mn = strlen(macro);
    const struct wg_shared_target *found = NULL;
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || source_file(f->path) || !strstr(f->text, macro))
            continue;
        int defines = 0;
        for (const char *p = strstr(f->text, "define"); p && !defines; p = strstr(p + 6, "define")) {
            const char *q = skip_blank(p + 6), *nl = strchr(q, '\n');
            const char *x = strstr(q, "dllexport"), *qt = strstr(q, "Q_DECL_EXPORT"); /* Qt's spelling */
            defines = strncmp(q, macro, mn) == 0 && !is_name(q[mn]) && ((x && (!nl || x < nl)) || (qt && (!nl || qt < nl)));
        }
        for (size_t g = 0; defines && g < t->shared_target_count; ++g) {
            const struct wg_shared_target *lib = &t->shared_targets[g];
            if (!lib->define_symbol || !names_class(f->text, lib->define_symbol) || lib == found)
                continue;
            if (found && strcmp(found->define_symbol, lib->define_symbol) != 0)
                return NULL;
            found = lib;
        }
    }
    return found;
}

/* Whether a source of the tree defines a member of class name out of the class. */
static int members_defined(const wg_tree *t, const char *name)
{
    for (size_t i = 0; i < t->count; ++i)
        if (t->files[i].kind == WG_SCAN_SOURCE && source_file(t->files[i].path) && t->files[i].file_state != WG_OFF &&
            strstr(t->files[i].text, name) && defines_member(t->files[i].text, name))
            return 1;
    return 0;
}

/* Whether text uses the class name where its symbols are needed: a variable or a base of that type
 * (name followed by a name or a '{'), a construction (name(...)), a static member (name::member);
 * not a type in a catch, a cast or a reference (opensim's test catching StatesTrajectory::IncompatibleModel). */
static int uses_class(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = strstr(text, name); p; p = strstr(p + n, name)) {
        if ((p > text && (is_name(p[-1]) || p[-1] == '.' || p[-1] == '>')) || is_name(p[n]))
            continue;
        const char *q = p + n;
        while (*q == ' ' || *q == '\t' || *q == '\n' || *q == '\r')
            ++q;
        if (is_name(*q) || *q == '(' || *q == '{' || (q[0] == ':' && q[1] == ':'))
            return 1;
    }
    return 0;
}

/* Whether a shared library listing the file also lists a source defining the class's members:
 * it compiles them itself (protobuf's libprotobuf builds the lite sources beside its own). */
static int compiles_members(const wg_tree *t, size_t file, const char *name)
{
    for (size_t g = 0; g < t->shared_target_count; ++g) {
        const struct wg_shared_target *lib = &t->shared_targets[g];
        if (!target_lists(lib, file))
            continue;
        for (size_t k = 0; k < lib->source_count; ++k) {
            const wg_tree_file *f = &t->files[lib->sources[k]];
            if (source_file(f->path) && strstr(f->text, name) && defines_member(f->text, name))
                return 1;
        }
    }
    return 0;
}

/* A source of another target on the path that uses the class (uses_class), or a source no target
 * the model followed lists under another top folder than the library's CMakeLists.txt
 * (CloudCompare's qCC/, globbed into an executable the model does not expand, beside libs/).
 * Not one that #includes a source of the library. */
static const wg_tree_file *nested_class_user(const wg_tree *t, const struct wg_shared_target *library, const char *name)
{
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        int other = (f->kind == WG_SCAN_SOURCE && source_file(f->path) && f->listed_on && f->file_state != WG_OFF &&
                     !target_lists(library, i)) ||
                    (unlisted_source(f) && !same_top_folder(f->path, library->cmake_path));
        if (other && strstr(f->text, name) && uses_class(f->text, name) && !includes_source(f) && !compiles_members(t, i, name))
            return f;
    }
    return NULL;
}

/* Whether a source defines a member of class name other than its constructors and destructor
 * out of the class (Name::member(...) {): a function its users call, not only what the
 * library's own code constructs (opensim's IO::CwdChanger::changeTo). */
static int defines_plain_member(const wg_tree *t, const char *name)
{
    const char *last = strrchr(name, ':');
    const char *own = last ? last + 1 : name;
    size_t n = strlen(name), on = strlen(own);
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || !source_file(f->path) || f->file_state == WG_OFF)
            continue;
        for (const char *p = strstr(f->text, name); p; p = strstr(p + n, name)) {
            if ((p > f->text && (is_name(p[-1]) || p[-1] == '.' || p[-1] == '>')) || strncmp(p + n, "::", 2) != 0)
                continue;
            const char *m = p + n + 2;
            size_t mn = 0;
            while (is_name(m[mn]))
                ++mn;
            const char *open = skip_blank(m + mn);
            if (mn && !(mn == on && strncmp(m, own, on) == 0) && *open == '(' && definition_follows(open))
                return 1;
        }
    }
    return 0;
}

/* An unmarked class nested in a class the export macro marks (opensim's IO::CwdChanger,
 * CloudCompare's ccGui::ParamStruct, protobuf's GzipOutputStream::Options), whose members a
 * source of the shared library defines out of the class (Outer::Nested::member), used by a
 * source of another target (nested_class_user), or declared in the public part of a public
 * header's class with a member other than a constructor defined so (the library's API, as a C
 * API's prefix in a public header is: opensim's CwdChanger had no user in the tree when its fix
 * came): dllexport on the enclosing class does not reach a nested class
 * (Microsoft Learn, "Using dllimport and dllexport in C++ classes": the class's member
 * functions and static data), so its members stay unexported and that user fails to link
 * (LNK2019). Reported apart, as a namespace-scope class's reading is. Not where the CMake exports all. */
static void nested_class_exports(header_walk *w)
{
#ifdef WG_SCAN_DLL_NESTED_CLASS_EXPORT_OFF
    (void)w;
    return;
#endif
    const wg_tree *t = w->ff->tree;
    if (!w->nested_count || !t->shared_target_count || exports_all(t))
        return;
    for (size_t i = 0; i < w->nested_count; ++i) {
        const nested_record *r = &w->nested[i];
        const wg_tree_file *guessed;
        const struct wg_shared_target *library = class_library(t, r->qualified, &guessed);
        if (!library && members_defined(t, r->qualified))
            library = macro_library(t, r->macro), guessed = NULL;
        const wg_tree_file *user = library && !guessed ? nested_class_user(t, library, r->qualified) : NULL;
        int api = library && !guessed && r->public_access && wg_public_header(t, w->ff->file->path) &&
                  defines_plain_member(t, r->qualified);
        if (!user && !api)
            continue;
        char message[600];
        snprintf(message, sizeof message,
                 "%s is nested in an exported class without the export macro, and shared library %.*s defines its members: "
                 "dllexport on the enclosing class does not reach a nested class, so %s fails to link (LNK2019); mark it with the macro",
                 r->qualified, (int)(strlen(library->define_symbol) - 8), library->define_symbol,
                 user ? user->path : "a user of this public header's class");
        /* Apart, not counted, as the namespace-scope class reading: whether the user calls a member
         * defined out of the class across the DLL's boundary, or compiles the library's objects itself,
         * is not modelled (gemmi's newest commit, built by its MSVC CI with gemmi_cpp a DLL: four
         * nested classes whose users read only data members or inline members, or link the objects). */
        w->ff->report_apart(w->ff->context, r->line, "SCAN_DLL_MISSING_EXPORT", message,
                            "whether the user calls a member defined out of the class across the DLL's boundary, or compiles "
                            "the library's objects itself, is not modelled");
    }
}

/* ---- SCAN_DLL_MISSING_EXPORT: friends of an exported class ---------------------------------------- */

/* Whether text defines the function name with a body whose parameter list names the class owner
 * (operator<<(std::ostream& stream, const stacktrace& trace) {): that friend's definition. */
static int defines_friend(const char *text, const char *name, const char *owner)
{
    size_t n = strlen(name);
    for (const char *p = strstr(text, name); p; p = strstr(p + n, name)) {
        if ((p > text && (is_name(p[-1]) || p[-1] == '.' || p[-1] == '>')) || is_name(p[n]))
            continue;
        const char *open = p + n;
        while (*open == ' ' || *open == '\t')
            ++open;
        if (*open != '(' || !definition_follows(open))
            continue;
        const char *close = open;
        for (int depth = 0; *close; ++close) {
            depth += *close == '(' ? 1 : *close == ')' ? -1 : 0;
            if (!depth)
                break;
        }
        char params[512];
        snprintf(params, sizeof params, "%.*s", (int)(close - open), open);
        if (names_class(params, owner))
            return 1;
    }
    return 0;
}

/* The shared library on the path one of whose listed sources defines the friend, or NULL. */
static const struct wg_shared_target *friend_library(const wg_tree *t, const friend_record *r)
{
    for (size_t g = 0; g < t->shared_target_count; ++g)
        for (size_t k = 0; k < t->shared_targets[g].source_count; ++k) {
            const wg_tree_file *f = &t->files[t->shared_targets[g].sources[k]];
            if (source_file(f->path) && f->file_state != WG_OFF && strstr(f->text, r->name) && defines_friend(f->text, r->name, r->owner))
                return &t->shared_targets[g];
        }
    return NULL;
}

/* Whether a header declares the friend again with the export macro on the line (a namespace-scope
 * "CPPTRACE_EXPORT std::ostream& operator<<(std::ostream&, const frame&);"). */
static int friend_marked_elsewhere(const wg_family_file *ff, const friend_record *r)
{
    const wg_tree *t = ff->tree;
    size_t n = strlen(r->name);
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || source_file(f->path))
            continue;
        for (const char *p = strstr(f->text, r->name); p; p = strstr(p + n, r->name)) {
            const char *bol = p, *eol = strchr(p, '\n');
            while (bol > f->text && bol[-1] != '\n')
                --bol;
            char line[512];
            snprintf(line, sizeof line, "%.*s", (int)((eol ? eol : p + n) - bol), bol);
            size_t q = 0, start = 0, wn;
            int marked = 0;
            while (!marked && (wn = next_word(line, strlen(line), &q, &start)) > 0)
                marked = export_word(ff, line + start, wn);
            if (marked && names_class(line, r->owner))
                return 1;
        }
    }
    return 0;
}

/* An exported class's friend function declared without the macro in a public header, defined in a
 * source of the shared library (its parameters name the class): the class's dllexport does not
 * reach it. Where no other declaration carries the macro the DLL does not export it (a user's call:
 * LNK2019); where one does (cpptrace's io.hpp: CPPTRACE_EXPORT operator<<, beside basic.hpp's plain
 * friend declarations; "Add export to << friend declaration for MSVC"), a unit reading both
 * declares one function with two linkages (C2375/C4273). Not where the CMake exports all. */
static void friend_exports(header_walk *w)
{
    const wg_tree *t = w->ff->tree;
    if (!w->friend_count || !t->shared_target_count || exports_all(t) || !wg_public_header(t, w->ff->file->path))
        return;
    for (size_t i = 0; i < w->friend_count; ++i) {
        const friend_record *r = &w->friends[i];
        const struct wg_shared_target *library = friend_library(t, r);
        if (!library)
            continue;
        char message[600];
        snprintf(message, sizeof message,
                 "friend %s of exported class %s is declared without the export macro, and shared library %.*s defines it: "
                 "dllexport on the class does not reach its friends, %s; mark the friend declaration with the macro",
                 r->name, r->owner, (int)(strlen(library->define_symbol) - 8), library->define_symbol,
                 friend_marked_elsewhere(w->ff, r) ? "while another declaration of it carries the macro: one function, two linkages (C2375/C4273)"
                                                   : "so the DLL does not export it and a user's call fails to link (LNK2019)");
        w->ff->report(w->ff->context, r->line, "SCAN_DLL_MISSING_EXPORT", message);
    }
}

/* ---- SCAN_DLL_DATA_EXPORT ----------------------------------------------------------------------- */

/* The whole word name in text[from, to) (to: 0 for the end), with owner:: before it when owner is given. */
static int names_word(const char *text, size_t from, size_t to, const char *owner, const char *name)
{
    size_t n = strlen(name), on = owner ? strlen(owner) : 0;
    for (const char *p = strstr(text + from, name); p && (!to || (size_t)(p - text) < to); p = strstr(p + n, name)) {
        if ((p > text && is_name(p[-1])) || is_name(p[n]))
            continue;
        if (!on)
            return 1;
        const char *q = p;
        while (q > text && (q[-1] == ' ' || q[-1] == '\t'))
            --q;
        if (q - text >= (ptrdiff_t)(on + 2) && q[-1] == ':' && q[-2] == ':' && strncmp(q - 2 - on, owner, on) == 0 &&
            (q - 2 - on == text || !is_name(q[-3 - (ptrdiff_t)on])))
            return 1;
    }
    return 0;
}

/* Whether a source's code (not its comments or string literals: manifold's test names a member in
 * a comment) names name, as owner::name when owner is given. */
static int code_names_word(const wg_tree_file *f, const char *owner, const char *name)
{
    if (!names_word(f->text, 0, 0, owner, name))
        return 0;
    char *code = wg_code_text(f->text, f->length);
    int found = code ? names_word(code, 0, 0, owner, name) : 1;
    free(code);
    return found;
}

/* The shared library whose sources define the data: one that lists a source naming it, or, for a
 * source no target on the path lists, one whose source list the model could not expand (Catch2's);
 * NULL when none. *listed: found in a list. */
static const struct wg_shared_target *data_library(const wg_tree *t, const data_decl *d, int *listed)
{
    const char *owner = d->owner[0] ? d->owner : NULL;
    *listed = 0;
    for (size_t g = 0; g < t->shared_target_count; ++g)
        for (size_t k = 0; k < t->shared_targets[g].source_count; ++k) {
            const wg_tree_file *f = &t->files[t->shared_targets[g].sources[k]];
            if (source_file(f->path) && f->file_state != WG_OFF && code_names_word(f, owner, d->name))
                return *listed = 1, &t->shared_targets[g];
        }
    const struct wg_shared_target *unknown = NULL; /* one exporting all, the only kind this rule judges */
    for (size_t g = 0; g < t->shared_target_count && !unknown; ++g)
        if (t->shared_targets[g].sources_unknown && (t->shared_targets[g].export_all || t->export_all_unplaced))
            unknown = &t->shared_targets[g];
    for (size_t k = 0; unknown && owner && k < t->count; ++k) {
        /* not a source an executable or a static library lists (assimp's test class) */
        const wg_tree_file *f = &t->files[k];
        if (f->kind == WG_SCAN_SOURCE && source_file(f->path) && f->file_state != WG_OFF && !f->listed_on &&
            !f->listed_maybe && code_names_word(f, owner, d->name))
            return unknown;
    }
    return NULL;
}

/* Whether a source defines the variable itself at file scope (a test's own "uint8_t verbosity =
 * 0xff;" beside the library's): its uses link to that definition, not to the DLL's data. */
static int defines_data_itself(const wg_tree_file *f, const char *name)
{
#ifdef WG_SCAN_DATA_USER_DEFINES_OFF
    (void)f, (void)name;
    return 0;
#else
    char *code = wg_code_text(f->text, f->length);
    if (!code)
        return 0;
    size_t n = strlen(name);
    int depth = 0, found = 0;
    const char *line = code;
    for (const char *p = code; *p && !found; ++p) {
        if (*p == '\n')
            line = p + 1;
        else if (*p == '{')
            ++depth;
        else if (*p == '}' && depth > 0)
            --depth;
        else if (depth == 0 && strncmp(p, name, n) == 0 && (p == code || !is_name(p[-1])) && !is_name(p[n])) {
            const char *after = p + n;
            while (*after == ' ' || *after == '\t')
                ++after;
            int declarator = *after == '=' || *after == ';' || *after == '[' || *after == ',';
            int typed = p > line && (is_name(p[-1]) || p[-1] == ' ' || p[-1] == '\t' || p[-1] == '*') && *line != '#';
            found = declarator && typed && !names_word(code, (size_t)(line - code), (size_t)(p - code), NULL, "extern");
        }
    }
    free(code);
    return found;
#endif
}

/* Data a shared library exporting its functions with WINDOWS_EXPORT_ALL_SYMBOLS defines, unmarked,
 * and used outside it: by the header's own inline code (its users compile it) or by a source of
 * another target on the path. That setting exports functions only (CMake's documentation); it is
 * the library's own property (a sibling's, or a subproject's CMAKE_WINDOWS_EXPORT_ALL_SYMBOLS, is
 * not its). */
static void data_exports(header_walk *w)
{
    const wg_tree *t = w->ff->tree;
    if (!w->data_count || !any_export_all(t))
        return;
    for (size_t i = 0; i < w->data_count; ++i) {
        const data_decl *d = &w->data[i];
        const char *owner = d->owner[0] ? d->owner : NULL;
        int listed = 0;
        const struct wg_shared_target *library = d->exported ? NULL : data_library(t, d, &listed);
        if (!library || !(library->export_all || t->export_all_unplaced))
            continue;
        const char *user = NULL;
        for (size_t b = 0; b < w->body_count && !user; ++b)
            if (body_on(w, b) && names_word(w->code, w->body_start[b], w->body_end[b], NULL, d->name))
                user = "inline code of this header, which the DLL's users compile,";
        for (size_t k = 0; k < t->count && !user && listed; ++k) {
            const wg_tree_file *f = &t->files[k];
            if (f->kind == WG_SCAN_SOURCE && source_file(f->path) && f->listed_on && f->file_state != WG_OFF &&
                !target_lists(library, k) && code_names_word(f, owner, d->name) && !(!owner && defines_data_itself(f, d->name)))
                user = f->path;
        }
        if (!user)
            continue;
        char message[600];
        snprintf(message, sizeof message,
                 "%s%s%s is data of shared library %.*s, which exports with WINDOWS_EXPORT_ALL_SYMBOLS: that exports functions, "
                 "never data, so %s fails to link it (LNK2001); mark it with an export macro (dllexport building, dllimport using)",
                 owner ? owner : "", owner ? "::" : "", d->name, (int)(strlen(library->define_symbol) - 8), library->define_symbol, user);
        w->ff->report(w->ff->context, d->line, "SCAN_DLL_DATA_EXPORT", message);
    }
}

void wg_dll_exports_file(wg_family_file *ff, const char *code)
{
    const wg_tree_file *f = ff->file;
    /* with no export macro, data alone is read: a class's static member or an extern global
     * (GmSSL's extern const SECP256R1_POINT SECP256R1_POINT_G; WG_SCAN_DLL_DATA_EXTERN_OFF: statics only) */
#ifdef WG_SCAN_DLL_DATA_EXTERN_OFF
    int data = strstr(code, "static") != NULL;
#else
    int data = strstr(code, "static") || strstr(code, "extern");
#endif
    if (source_file(f->path) || (!wg_export_macro_count(ff->tree) && !ff->tree->dllexport_macro_count &&
                                 !(data && any_export_all(ff->tree))))
        return;
    header_walk *w = calloc(1, sizeof *w);
    if (!w)
        return;
    w->ff = ff;
    w->code = code;
    walk_header(w);
    missing_exports(w);
    missing_class_exports(w);
    nested_class_exports(w);
    friend_exports(w);
    data_exports(w);
    free(w);
}
