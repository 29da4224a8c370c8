/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_device.c: device code the host compiler never sees. nvcc splits a CUDA unit: the
 * functions marked __device__ or __global__ only (not __host__ __device__) are compiled by
 * NVIDIA's own compilers for the GPU, and the host code handed to cl.exe has their bodies
 * stripped (NVIDIA's nvcc documentation, section 1.1.2 "CUDA Sources": nvcc separates the device
 * functions from the host code, compiles them with NVIDIA's own compilers and assembler, and the
 * host code with the host C++ compiler; https://docs.nvidia.com/cuda/cuda-compiler-driver-nvcc/;
 * __CUDA_ARCH__ likewise exists only in the device pass). Their inline PTX (`asm volatile`)
 * is therefore no MSVC defect. Applied only to files nvcc alone reads: .cu/.cuh, and headers
 * that no C or C++ unit on the path includes (in a cl.exe unit a project's CUTLASS_DEVICE-style
 * macro expands to plain `inline`, and the body is host code). */
#include "grow.h"
#include "scan.h"
#include "scan_internal.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

enum { MARK_DEVICE = 1, MARK_HOST = 2 };

typedef struct device_macro {
    char *name;
    unsigned marks;
} device_macro;

typedef struct device_macros {
    device_macro *items;
    size_t count, capacity;
} device_macros;

static int ident_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

static device_macro *macro_find(const device_macros *m, const char *name, size_t n)
{
    for (size_t i = 0; i < m->count; ++i)
        if (strlen(m->items[i].name) == n && strncmp(m->items[i].name, name, n) == 0)
            return &m->items[i];
    return NULL;
}

/* MARK_DEVICE for __device__/__global__, MARK_HOST for __host__, through the macros known so far. */
static unsigned word_marks(const device_macros *m, const char *word, size_t n)
{
    if ((n == 10 && strncmp(word, "__device__", n) == 0) || (n == 10 && strncmp(word, "__global__", n) == 0))
        return MARK_DEVICE;
    if (n == 8 && strncmp(word, "__host__", n) == 0)
        return MARK_HOST;
    const device_macro *d = macro_find(m, word, n);
    return d ? d->marks : 0;
}

/* What an object-like macro's body marks (its words, each through the macros already known). */
static unsigned body_marks(const device_macros *m, const char *body, const char *end)
{
    unsigned marks = 0;
    for (const char *p = body; p < end;) {
        if (!ident_char(*p) || (p > body && ident_char(p[-1]))) {
            ++p;
            continue;
        }
        const char *w = p;
        while (p < end && ident_char(*p))
            ++p;
        marks |= word_marks(m, w, (size_t)(p - w));
    }
    return marks;
}

/* One pass over every #define of the tree: a macro gets the marks of all its definitions (one
 * that expands to __host__ __device__ anywhere is never device-only). Returns whether any
 * macro's marks grew, or -1 when out of memory. */
static int collect_round(const wg_tree *t, device_macros *m)
{
    int grew = 0;
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || !f->text)
            continue;
        for (const char *p = strstr(f->text, "define"); p; p = strstr(p + 6, "define")) {
            const char *h = p;
            while (h > f->text && (h[-1] == ' ' || h[-1] == '\t'))
                --h;
            if (h == f->text || h[-1] != '#')
                continue;
            const char *name = p + 6;
            if (*name != ' ' && *name != '\t')
                continue;
            while (*name == ' ' || *name == '\t')
                ++name;
            const char *e = name;
            while (ident_char(*e))
                ++e;
            if (e == name || *e == '(') /* function-like macros are not specifiers */
                continue;
            const char *end = strchr(e, '\n');
            if (!end)
                end = e + strlen(e);
            unsigned marks = body_marks(m, e, end);
            if (!marks)
                continue;
            device_macro *d = macro_find(m, name, (size_t)(e - name));
            if (!d) {
                device_macro *grown = wg_grow(m->items, &m->capacity, m->count + 1, sizeof *grown);
                char *copy = malloc((size_t)(e - name) + 1);
                if (!grown || !copy) {
                    free(copy);
                    if (grown)
                        m->items = grown;
                    return -1;
                }
                m->items = grown;
                memcpy(copy, name, (size_t)(e - name));
                copy[e - name] = '\0';
                d = &m->items[m->count++];
                *d = (device_macro){copy, 0};
            }
            if ((d->marks | marks) != d->marks)
                d->marks |= marks, grew = 1;
        }
    }
    return grew;
}

/* Whether nvcc alone reads the file (see the top). */
static int nvcc_only(const wg_tree_file *f)
{
    size_t n = strlen(f->path);
    int cuda = (n > 3 && strcmp(f->path + n - 3, ".cu") == 0) || (n > 4 && strcmp(f->path + n - 4, ".cuh") == 0);
    return cuda || !(f->unit_languages & (WG_UNIT_C | WG_UNIT_CXX));
}

typedef struct lexer {
    const char *text, *p, *end;
    long line;
} lexer;

/* Skips what is no code: comments, literals (raw strings too), preprocessor lines. */
static int skip_noncode(lexer *x)
{
    const char *p = x->p;
    if (p[0] == '/' && p[1] == '/') {
        while (p < x->end && *p != '\n')
            ++p;
    } else if (p[0] == '/' && p[1] == '*') {
        for (p += 2; p < x->end && !(p[0] == '*' && p[1] == '/'); ++p)
            x->line += *p == '\n';
        p = p < x->end ? p + 2 : p;
    } else if (p[0] == 'R' && p[1] == '"' && (p == x->text || !ident_char(p[-1]) || p[-1] == '8' || p[-1] == 'L' || p[-1] == 'u' || p[-1] == 'U')) {
        const char *open = p + 2;
        while (open < x->end && *open != '(' && open - p < 2 + 16) /* a delimiter has at most 16 characters */
            ++open;
        if (*open != '(')
            return 0;
        char close[20];
        size_t k = (size_t)(open - p - 2);
        close[0] = ')';
        memcpy(close + 1, p + 2, k);
        close[k + 1] = '"', close[k + 2] = '\0';
        k += 2;
        const char *q = strstr(open, close);
        const char *stop = q ? q + k : x->end; /* an unclosed raw string runs to the end */
        for (; p < stop; ++p)
            x->line += *p == '\n';
    } else if (*p == '"' || (*p == '\'' && (p == x->text || !isxdigit((unsigned char)p[-1])))) {
        char quote = *p++;
        while (p < x->end && *p != quote && *p != '\n') {
            if (*p == '\\' && p + 1 < x->end)
                x->line += *++p == '\n';
            ++p;
        }
        p = p < x->end && *p == quote ? p + 1 : p;
    } else if (*p == '#') {
        const char *b = p;
        while (b > x->text && (b[-1] == ' ' || b[-1] == '\t'))
            --b;
        if (b != x->text && b[-1] != '\n')
            return 0;
        for (; p < x->end && *p != '\n'; ++p)
            if (*p == '\\' && p[1] == '\n')
                ++p, ++x->line;
    } else {
        return 0;
    }
    x->p = p;
    return 1;
}

/* From an opening brace: past its matching close (x->line is then the close's line), or NULL. */
static const char *matching_brace(lexer *x)
{
    int depth = 0;
    while (x->p < x->end) {
        if (skip_noncode(x))
            continue;
        char c = *x->p++;
        if (c == '\n')
            ++x->line;
        else if (c == '{')
            ++depth;
        else if (c == '}' && --depth == 0)
            return x->p;
    }
    return NULL;
}

/* The previous significant character before p (whitespace skipped), or '\0'. */
static char previous_char(const lexer *x, const char *p)
{
    while (p > x->text && isspace((unsigned char)p[-1]))
        --p;
    return p > x->text ? p[-1] : '\0';
}

typedef struct declaration {
    int device, host, parens, params, initializers;
    long first;
    const char *via; /* the specifier that made it device-only, via_n characters */
    size_t via_n;
} declaration;

static void mark_body(wg_tree *t, wg_tree_file *f, const declaration *d, long last)
{
    long first = d->first;
    const char *reason = wg_tree_string(t, "in a device-only function (%.*s at %s:%ld): nvcc compiles it for the GPU, "
                                           "the host compiler never sees its body", (int)d->via_n, d->via, f->path, first);
    if (!f->device_lines) /* out of memory: the lines are still off, only not told apart */
        f->device_lines = calloc((size_t)f->lines + 1, 1);
    for (long l = first; l <= last && l <= f->lines; ++l)
        if (f->state[l] != WG_OFF) {
            f->state[l] = WG_OFF;
            f->reason[l] = reason;
            if (f->device_lines)
                f->device_lines[l] = 1;
        }
}

/* Marks the bodies of device-only functions in f off the host path. */
static void mark_file(wg_tree *t, wg_tree_file *f, const device_macros *m)
{
    lexer x = {f->text, f->text, f->text + f->length, 1};
    declaration d = {0};
    while (x.p < x.end) {
        if (skip_noncode(&x))
            continue;
        const char *p = x.p;
        if (ident_char(*p) && (p == x.text || !ident_char(p[-1]))) {
            while (x.p < x.end && ident_char(*x.p))
                ++x.p;
            unsigned marks = isdigit((unsigned char)*p) ? 0 : word_marks(m, p, (size_t)(x.p - p));
            if ((marks & MARK_DEVICE) && !d.device)
                d.device = 1, d.first = x.line, d.via = p, d.via_n = (size_t)(x.p - p);
            d.host |= (marks & MARK_HOST) != 0;
            continue;
        }
        ++x.p;
        switch (*p) {
        case '\n':
            ++x.line;
            break;
        case '(':
            ++d.parens;
            break;
        case ')':
            if (d.parens && --d.parens == 0 && d.device)
                d.params = 1;
            break;
        case ':':
            if (*x.p == ':')
                ++x.p;
            else if (d.parens == 0 && d.params)
                d.initializers = 1; /* a constructor's member initializers */
            break;
        case ';':
            if (d.parens == 0)
                d = (declaration){0};
            break;
        case '{': {
            if (d.parens != 0)
                break;
            char before = previous_char(&x, p);
            x.p = p;
            if (d.initializers && (ident_char(before) || before == '>')) { /* member{value} */
                if (!matching_brace(&x))
                    return;
                break;
            }
            if (d.device && d.params && !d.host) {
                declaration found = d;
                if (!matching_brace(&x))
                    return; /* no matching close: leave the rest of the file as it is */
                mark_body(t, f, &found, x.line);
            } else {
                ++x.p;
            }
            d = (declaration){0};
            break;
        }
        case '}':
            if (d.parens == 0) /* not a default argument's {} */
                d = (declaration){0};
            break;
        default:
            break;
        }
    }
}

int wg_device_mark(wg_tree *t)
{
    device_macros m = {NULL, 0, 0};
    int rc = 0;
    for (int round = 0; round < 4 && (rc = collect_round(t, &m)) > 0; ++round)
        ; /* a macro through another (CUTE_DEVICE -> CUTLASS_DEVICE): a few rounds */
    if (rc >= 0) {
        rc = 0;
        for (size_t i = 0; i < t->count; ++i) {
            wg_tree_file *f = &t->files[i];
            if (f->kind == WG_SCAN_SOURCE && f->text && f->file_state != WG_OFF && nvcc_only(f))
                mark_file(t, f, &m);
        }
    }
    for (size_t i = 0; i < m.count; ++i)
        free(m.items[i].name);
    free(m.items);
    return rc;
}
