/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_cmake.c: the scan's model of a Windows configure. Parses CMake commands and evaluates
 * if/elseif/else/endif as a configure with MSVC on Windows would (WIN32 and MSVC true, APPLE and
 * UNIX false, the scenario's -D values, option() defaults, set() of constants). What the model
 * cannot decide is MAYBE and stays counted: a wrong "off" would hide a real blocker. */
#include "scan.h"
#include "scan_internal.h"
#include "scan_text.h"
#include "grow.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_ARGS 4096
#define MAX_NEST 64
#define MAX_CALL_DEPTH 16
/* A function calls itself at most once more in the walk: engines' recursion ends after one level
 * (CPM.cmake's CPMAddPackage re-adds a package once with its override or declaration), and the
 * walk takes both sides of an undecided if(), so each further level would double the work (cub:
 * 2^16 calls, half a minute, for the same lines). */
#define MAX_RECURSION 2

typedef wg_cmake_arg cm_arg;

/* The value of a variable a configure-time probe fills (file(GLOB), find_*()): true in if(),
 * unknown as text. */
#define PROBE_FOUND "@FOUND@"
/* A glob_lists entry's files where a call's ARGN holds none (its caller's entry hidden). */
#define GLOB_NONE "\x01"

typedef struct cm_command {
    char name[64];
    long line, end_line;
    size_t begin, end; /* the command's bytes, name to closing parenthesis */
    cm_arg *args;
    size_t argc;
} cm_command;

typedef struct cm_file {
    wg_tree_file *file;
    cm_command *commands;
    size_t count;
} cm_file;

typedef struct cm_var {
    char *name;
    char *value; /* NULL: unknown */
    int undefined; /* unset(): not defined, empty as text ("" in value) */
} cm_var;

typedef struct cm_function {
    char *name;
    cm_file *file;
    size_t body_begin, body_end; /* command indices */
    long line;
    int called;
    int is_macro;
} cm_function;

/* A variable a function hands to its caller: set(... PARENT_SCOPE), or a cache entry. */
typedef struct cm_escape {
    char *name, *value;
    int cache;
} cm_escape;

typedef struct cm_value_line {
    wg_tree_file *file;
    long line;
    char *variable;
} cm_value_line;

typedef struct cm_state {
    wg_tree *tree;
    cm_var *vars;
    size_t var_count, var_capacity;
    size_t *var_slots; /* hash index of vars: index + 1, 0 for an empty slot */
    size_t slot_count; /* a power of two, at least twice var_count; 0 before the first variable */
    cm_file *files;
    size_t file_count;
    cm_function *functions;
    size_t function_count, function_capacity;
    int depth;
    const char *calling[MAX_CALL_DEPTH]; /* the functions and macros being called, outermost first */
    int calling_count;
    cm_escape *escapes; /* of the function being walked; NULL capacity outside functions */
    size_t escape_count, escape_capacity;
    int in_function;
    int function_body; /* walking a function()'s own body (not a macro's) */
    int off_call; /* walking a function called from a branch the configure skips, or the rest of
                   * one after a return() the configure takes */
    /* option()/cmake_dependent_option() names with the value the model took (generic mode
     * lists them): "NAME=VALUE (default|scenario|dependent|unknown)". */
    char **options;
    size_t option_count, option_capacity;
    /* Every name the tree's CMake uses outside conditions, sorted: a variable that is none of
     * them, no -D and no CMake builtin is never set, so false (CMake's own rule). */
    char **words;
    size_t word_count, word_capacity;
    char **partial; /* "prefix*" and "*suffix" of names built from ${...} */
    size_t partial_count, partial_capacity;
    /* Names option()/cmake_dependent_option() declare, and names set() sets: a name only
     * declared as an option is undefined where a fresh configure tests it before its option(). */
    char **declared, **assigned;
    size_t declared_count, declared_capacity, assigned_count, assigned_capacity;
    char **cached; /* names a set(... CACHE ...) sets: a user's -D may set them too */
    size_t cached_count, cached_capacity;
    /* Re-entry guards: if(X) return() endif() with a plain set(X ...) after it in the same
     * file (RAJA's RAJA_LOADED): the first read of the file, the one a configure makes, has X
     * unset, as C's #ifndef X / #define X has it undefined. */
    char **guards;
    size_t guard_count, guard_capacity;
    char **off_sets; /* "name\tpath:line" of each set() the walk has passed in a skipped branch */
    size_t off_set_count, off_set_capacity;
    /* Targets: those the tree's add_library/add_executable/add_custom_target name (as written,
     * without ${}), and those the walk has made so far, on the path and maybe on it. */
    char **owned_targets, **made_targets, **maybe_targets;
    size_t owned_target_count, owned_target_capacity, made_target_count, made_target_capacity, maybe_target_count,
        maybe_target_capacity;
    char **excluded; /* executables added EXCLUDE_FROM_ALL */
    size_t excluded_count, excluded_capacity;
    const char *excluded_dir; /* inside add_subdirectory(... EXCLUDE_FROM_ALL): "path:line" of the outermost, else NULL */
    /* "TARGET name", "COMMAND name": what the configure has before the tree's CMake runs (the
     * gate's injected winport: winport::compat, winport_add_preamble, ...), from the defines. */
    char **provided;
    size_t provided_count, provided_capacity;
    /* Commands the tree's function()/macro() define anywhere (lower case, sorted); whether one
     * defines a computed name; whether a CMake module outside the tree has been read (it may
     * define commands): what if(COMMAND name) can know. */
    char **commands;
    size_t command_count, command_capacity;
    int computed_commands, outside_modules;
    /* Where flags flow (flag_flow): the variables commands on the path hand to the compiler or
     * linker ("roots"), "source\tdestination" for each set()/list() on the path that copies one
     * variable into another, and the lines that store values in a variable. */
    char **flow_roots, **flow_edges;
    size_t flow_root_count, flow_root_capacity, flow_edge_count, flow_edge_capacity;
    cm_value_line *value_lines;
    size_t value_line_count, value_line_capacity;
    int flow_all; /* a command hands on a variable whose name the model cannot read */
    /* The function being called: its arguments as far as they are known ("a;b"), when one after
     * them is not (ARGN is then unknown, yet cmake_parse_arguments(... ${ARGN}) can read the
     * keywords before it); NULL when all are known or outside a call. */
    char *call_prefix;
    size_t call_params;
    /* The result variables of probes that fail on cl.exe (check_cxx_compiler_flag of a GCC flag),
     * as their text stands unexpanded where the name cannot be expanded ("${have}",
     * "C_FLAG_${varname}"): an if() of that same text is false. A call's own are dropped at
     * its end. */
    char **failed_probes;
    size_t failed_probe_count, failed_probe_capacity;
    /* expand() takes a file(GLOB) list as its PROBE_FOUND item (set() copying one into a source
     * list, a target's sources read item by item), not as unknown. */
    int keep_globs;
    /* Libraries made on the path, "STATIC\tname" or "SHARED\tname", and the OUTPUT_NAMEs given
     * there, "target\tname\tpath:line" (expanded): a static and a shared library of one name. */
    char **libraries, **output_names, **renamed, **unfound;
    size_t library_count, library_capacity, output_name_count, output_name_capacity, renamed_count, renamed_capacity;
    size_t unfound_count, unfound_capacity; /* packages whose Find module may find nothing (handle_standard_args) */
    /* The packages the tree's find_package()/find_dependency() calls name anywhere, the prefixes
     * its pkg_check_modules()/pkg_search_module() calls name, and the packages whose find the
     * walk has reached (on the path or maybe): a <name>_FOUND whose every find the walk has
     * passed in a skipped branch, or not reached yet, is undefined (found_unreached). */
    char **package_finds, **pkg_prefixes, **packages_reached; /* pkg_prefixes: find_dependency() names too */
    size_t package_find_count, package_find_capacity, pkg_prefix_count, pkg_prefix_capacity, package_reached_count,
        package_reached_capacity;
    int computed_finds; /* a find_package() of a name built from ${} */
    /* Walking a branch only a Windows configure takes (if(WIN32), the else() of if(UNIX)), also
     * through calls made there; the sources such branches gathered, "source\tpath:line". */
    int windows_branch;
    /* Walking a foreach() body (not a function's or an included file's inside it): where a
     * continue() on the path ends the item's pass (continued: WG_ON, or WG_MAYBE under an
     * undecided condition); the glob's files a pass skipped so, "path\treason", settled at the
     * end (loop_skipped). */
    int loop_body, continued;
    const char *continued_reason;
    /* "VAR\tfile;file..." for each file(GLOB VAR ...) on the path whose files the tree holds all of
     * (glob_items): the variable itself stays a probe's value (PROBE_FOUND), but a foreach() over
     * it walks each file (glob_list_value) */
    char **glob_lists;
    size_t glob_list_count, glob_list_capacity;
    char **loop_skipped;
    size_t loop_skipped_count, loop_skipped_capacity;
    char **windows_items;
    size_t windows_item_count, windows_item_capacity;
    /* Object libraries made on the path whose sources the tree holds all of, "name\tsource;source"
     * (tree paths): a shared library of $<TARGET_OBJECTS:name> compiles them (paho.mqtt.cpp). */
    char **object_libraries;
    size_t object_library_count, object_library_capacity;
} cm_state;

static int strcasecmp_portable(const char *a, const char *b)
{
    for (; *a && *b; ++a, ++b)
        if (tolower((unsigned char)*a) != tolower((unsigned char)*b))
            return 1;
    return *a != *b;
}

static int strncasecmp_portable(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; ++i)
        if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i]))
            return 1;
    return 0;
}

/* Whether word occurs in text, ASCII case ignored. */
static int contains_nocase(const char *text, const char *word)
{
    size_t n = strlen(word);
    for (; *text; ++text)
        if (strncasecmp_portable(text, word, n) == 0)
            return 1;
    return 0;
}

/* ---- parsing ---------------------------------------------------------------------------------- */

static int is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* The length of a bracket opener "[==[" at p (0 when none), and its '=' count. */
static size_t bracket_open(const char *p, const char *end, int *equals)
{
    if (p >= end || *p != '[')
        return 0;
    const char *q = p + 1;
    while (q < end && *q == '=')
        ++q;
    if (q < end && *q == '[') {
        *equals = (int)(q - p - 1);
        return (size_t)(q - p + 1);
    }
    return 0;
}

static const char *bracket_close(const char *p, const char *end, int equals, long *line)
{
    for (; p < end; ++p) {
        if (*p == '\n')
            ++*line;
        if (*p == ']') {
            const char *q = p + 1;
            int n = 0;
            while (q < end && *q == '=')
                ++q, ++n;
            if (n == equals && q < end && *q == ']')
                return q + 1;
        }
    }
    return end;
}

static int add_arg(cm_command *c, const char *text, size_t n, long line, int quoted, const char *base, const char *end)
{
    if (c->argc >= MAX_ARGS)
        return 0;
    if ((c->argc & 15) == 0) {
        cm_arg *args = realloc(c->args, (c->argc + 16) * sizeof *args);
        if (!args)
            return -1;
        c->args = args;
    }
    char *copy = malloc(n + 1);
    if (!copy)
        return -1;
    memcpy(copy, text, n);
    copy[n] = '\0';
    c->args[c->argc++] = (cm_arg){copy, line, quoted, (size_t)(text - base) - (quoted == 1), (size_t)(end - text) + (quoted == 1)};
    return 0;
}

/* A comment at p (its '#'): a bracket comment #[[...]] (its lines counted) or the rest of the line. */
static const char *skip_comment(const char *p, const char *end, long *line)
{
    int equals;
    size_t open = bracket_open(p + 1, end, &equals);
    if (open)
        return bracket_close(p + 1 + open, end, equals, line);
    while (p < end && *p != '\n')
        ++p;
    return p;
}

/* The end of an unquoted argument at p: quoted parts inside it (-DX="a b"), escapes, and
 * generator expressions, which may span lines (the lines after it keep their numbers: the
 * branch a command sits in is marked by them). */
static const char *unquoted_end(const char *p, const char *end, long *line)
{
    while (p < end && !is_space(*p) && *p != '(' && *p != ')' && *p != '#') {
        if (*p == '"') {
            ++p;
            while (p < end && *p != '"') {
                if (*p == '\\' && p + 1 < end)
                    ++p;
                *line += *p == '\n';
                ++p;
            }
        } else if (*p == '\\' && p + 1 < end) {
            ++p;
        } else if (*p == '$' && p + 1 < end && p[1] == '<') {
            /* to its matching '>': only "$<" opens one; a bare '<' is text (vcmi's
             * $<$<COMPILE_LANGUAGE:CXX>:<StdInc.h$<ANGLE-R>>, whose $<ANGLE-R> writes the '>') */
            int g = 0;
            while (p < end && !(g == 1 && *p == '>')) {
#ifndef WG_SCAN_GENEX_BARE_ANGLE_OFF
                if (*p == '$' && p + 1 < end && p[1] == '<')
                    ++g, ++p;
#else
                if (*p == '<')
                    ++g;
#endif
                else if (*p == '>')
                    --g;
                *line += *p == '\n';
                ++p;
            }
        }
        if (p < end)
            ++p;
    }
    return p;
}

/* A command's arguments, from after its '(' to its ')' (nested parentheses are arguments too):
 * *at and *line_at moved past them. 0, or -1 when out of memory. */
static int parse_command_arguments(cm_command *c, wg_tree_file *f, const char **at, const char *end, long *line_at)
{
    const char *p = *at;
    long line = *line_at;
    int depth = 1, rc = 0;
    while (p < end && depth > 0 && rc == 0) {
        if (*p == '\n') {
            ++line, ++p;
        } else if (is_space(*p)) {
            ++p;
        } else if (*p == '#') {
            p = skip_comment(p, end, &line);
        } else if (*p == '(') {
            rc = add_arg(c, p, 1, line, 0, f->text, p + 1);
            ++depth, ++p;
        } else if (*p == ')') {
            if (--depth > 0)
                rc = add_arg(c, p, 1, line, 0, f->text, p + 1);
            ++p;
        } else if (*p == '"') {
            long first = line;
            const char *s = ++p;
            while (p < end && *p != '"') {
                if (*p == '\\' && p + 1 < end)
                    ++p;
                if (*p == '\n')
                    ++line;
                ++p;
            }
            rc = add_arg(c, s, (size_t)(p - s), first, 1, f->text, p < end ? p + 1 : p);
            if (p < end)
                ++p;
        } else {
            int equals;
            size_t open = bracket_open(p, end, &equals);
            long first = line;
            if (open) {
                const char *s = p + open;
                const char *e = bracket_close(s, end, equals, &line);
                size_t n = (size_t)(e - s) >= (size_t)equals + 2 ? (size_t)(e - s) - (size_t)equals - 2 : 0;
                rc = add_arg(c, s, n, first, 2, f->text, e);
                if (rc == 0) {
                    c->args[c->argc - 1].offset = (size_t)(p - f->text);
                    c->args[c->argc - 1].length = (size_t)(e - p);
                }
                p = e;
                continue;
            }
            const char *s = p;
            p = unquoted_end(p, end, &line);
            rc = add_arg(c, s, (size_t)(p - s), first, 0, f->text, p);
        }
    }
    *at = p, *line_at = line;
    return rc;
}

/* A CMake file's commands, each with its arguments and lines. 0, or -1 when out of memory. */
static int parse_file(cm_file *out, wg_tree_file *f)
{
    const char *p = f->text, *end = f->text + f->length;
    long line = 1;
    size_t capacity = 0;
    out->file = f;
    out->commands = NULL;
    out->count = 0;
    while (p < end) {
        if (*p == '\n') {
            ++line, ++p;
            continue;
        }
        if (is_space(*p)) {
            ++p;
            continue;
        }
        if (*p == '#') {
            p = skip_comment(p, end, &line);
            continue;
        }
        if (!(isalpha((unsigned char)*p) || *p == '_')) { /* not a command: skip the line */
            while (p < end && *p != '\n')
                ++p;
            continue;
        }
        const char *name = p;
        while (p < end && (isalnum((unsigned char)*p) || *p == '_'))
            ++p;
        size_t name_begin = (size_t)(name - f->text);
        size_t name_length = (size_t)(p - name);
        while (p < end && (*p == ' ' || *p == '\t'))
            ++p;
        if (p >= end || *p != '(')
            continue;
        ++p;
        cm_command *commands = wg_grow(out->commands, &capacity, out->count + 1, sizeof *commands);
        if (!commands)
            return -1;
        out->commands = commands;
        cm_command *c = &out->commands[out->count++];
        memset(c, 0, sizeof *c);
        for (size_t i = 0; i < name_length && i + 1 < sizeof c->name; ++i)
            c->name[i] = (char)tolower((unsigned char)name[i]);
        c->line = line;
        c->begin = name_begin;
        if (parse_command_arguments(c, f, &p, end, &line) != 0)
            return -1;
        c->end_line = line;
        c->end = (size_t)(p - f->text);
    }
    return 0;
}

/* ---- variables -------------------------------------------------------------------------------- */

/* Variables are found through a hash index: a configure sets thousands (CPM.cmake's), and every
 * function() call binds and restores them, so a search of the whole table per name is quadratic. */
static size_t var_hash(const char *name)
{
    size_t h = 2166136261u; /* FNV-1a */
    for (const unsigned char *p = (const unsigned char *)name; *p; ++p)
        h = (h ^ *p) * 16777619u;
    return h;
}

static void index_var(cm_state *s, size_t i)
{
    size_t mask = s->slot_count - 1, k = var_hash(s->vars[i].name) & mask;
    while (s->var_slots[k])
        k = (k + 1) & mask;
    s->var_slots[k] = i + 1;
}

/* (Re)builds the index for the table as it is, with room for at least `room` variables. */
static int reindex_vars(cm_state *s, size_t room)
{
    size_t count = 16;
    while (count < 2 * room)
        count *= 2;
    size_t *slots = calloc(count, sizeof *slots);
    if (!slots)
        return -1;
    free(s->var_slots);
    s->var_slots = slots, s->slot_count = count;
    for (size_t i = 0; i < s->var_count; ++i)
        index_var(s, i);
    return 0;
}

static cm_var *find_var(cm_state *s, const char *name)
{
    if (!s->slot_count)
        return NULL;
    size_t mask = s->slot_count - 1;
    for (size_t k = var_hash(name) & mask; s->var_slots[k]; k = (k + 1) & mask)
        if (strcmp(s->vars[s->var_slots[k] - 1].name, name) == 0)
            return &s->vars[s->var_slots[k] - 1];
    return NULL;
}

/* The items a list surely holds while its value is unknown: a list(APPEND) under a condition the
 * model cannot decide keeps the earlier ones (openal-soft's CPP_DEFS, NOMINMAX appended before an
 * undecided NTDDI_VERSION). A hidden variable "<name>\x01sure", which no CMake text can name, so
 * scopes save and restore it with the rest; any other write of the list drops it. */
static int sure_name(const char *name, char *out, size_t size)
{
    int k = snprintf(out, size, "%s\x01sure", name);
    return k > 0 && (size_t)k < size;
}

/* value NULL: the variable exists, its value unknown. */
static int set_var(cm_state *s, const char *name, const char *value)
{
    char hidden[512];
    if (!strchr(name, '\x01') && sure_name(name, hidden, sizeof hidden)) {
        cm_var *h = find_var(s, hidden);
        if (h && h->value) {
            free(h->value);
            h->value = NULL;
        }
    }
    cm_var *v = find_var(s, name);
    if (!v) {
        cm_var *vars = wg_grow(s->vars, &s->var_capacity, s->var_count + 1, sizeof *vars);
        if (!vars)
            return -1;
        s->vars = vars;
        if (2 * (s->var_count + 1) > s->slot_count && reindex_vars(s, 2 * (s->var_count + 1)) != 0)
            return -1;
        char *copy = malloc(strlen(name) + 1);
        if (!copy)
            return -1;
        strcpy(copy, name);
        v = &s->vars[s->var_count++];
        v->name = copy;
        v->value = NULL;
        index_var(s, s->var_count - 1);
    }
    free(v->value);
    v->value = NULL;
    v->undefined = 0;
    if (value) {
        v->value = malloc(strlen(value) + 1);
        if (!v->value)
            return -1;
        strcpy(v->value, value);
    }
    return 0;
}

static int never_set(cm_state *s, const char *name);

/* A name built from a loop's item (${${format}_additional_sources}) that no CMake text of the
 * tree writes or names: an item's optional extra the project leaves unset for most items, empty
 * on a fresh configure (openbabel's src/formats/CMakeLists.txt), not a value the scan cannot
 * know. What find modules set (<P>_LIBRARIES, <P>_INCLUDE_DIRS, ...) stays unknown. */
static int computed_never_set(cm_state *s, const char *name)
{
    return never_set(s, name) && !strstr(name, "_LIBRAR") && !strstr(name, "_INCLUDE") && !strstr(name, "_DEFINITIONS") &&
           !strstr(name, "_FLAGS") && !strstr(name, "_EXECUTABLE");
}

/* Expands ${NAME} (nested). Returns a malloc'ed string, or NULL with *unknown set when a
 * variable has no known value; generator expressions are left as they are. $ENV{NAME} is the
 * configuring environment's, which the scan does not know: *unknown is set (wasm-micro-runtime's
 * set(WAMR_BUILD_SANITIZER "$ENV{WAMR_BUILD_SANITIZER}") is no sanitizer list). */
static char *expand(cm_state *s, const char *text, int *unknown)
{
    size_t capacity = strlen(text) + 64, used = 0;
    char *out = malloc(capacity);
    if (!out)
        return NULL;
    for (const char *p = text; *p;) {
#ifndef WG_SCAN_CMAKE_ENV_UNKNOWN_OFF
        if (p[0] == '$' && strncmp(p + 1, "ENV{", 4) == 0 && strchr(p + 5, '}')) {
            *unknown = 1;
            p = strchr(p + 5, '}') + 1;
            continue;
        }
#endif
        if (p[0] == '$' && p[1] == '{') {
            int depth = 1;
            const char *q = p + 2;
            while (*q && depth) {
                if (q[0] == '$' && q[1] == '{')
                    ++depth, ++q;
                else if (*q == '}')
                    --depth;
                if (depth)
                    ++q;
            }
            size_t n = (size_t)(q - p - 2);
            char *inner = malloc(n + 1);
            if (!inner) {
                free(out);
                return NULL;
            }
            memcpy(inner, p + 2, n);
            inner[n] = '\0';
            int inner_unknown = 0;
            char *name = expand(s, inner, &inner_unknown);
            *unknown |= inner_unknown;
            int computed = strstr(inner, "${") != NULL;
            free(inner);
            const char *value = NULL;
            if (name) {
                cm_var *v = find_var(s, name);
                if (v && v->value && (s->keep_globs || !strstr(v->value, PROBE_FOUND)))
                    value = v->value;
                else if (!(computed && !inner_unknown && !v && computed_never_set(s, name)))
                    *unknown = 1;
                free(name);
            }
            if (!value)
                value = "";
            size_t m = strlen(value);
            if (used + m + 1 > capacity) {
                capacity = 2 * (used + m + 1);
                char *bigger = realloc(out, capacity);
                if (!bigger) {
                    free(out);
                    return NULL;
                }
                out = bigger;
            }
            memcpy(out + used, value, m);
            used += m;
            p = *q ? q + 1 : q;
            continue;
        }
        if (used + 2 > capacity) {
            capacity *= 2;
            char *bigger = realloc(out, capacity);
            if (!bigger) {
                free(out);
                return NULL;
            }
            out = bigger;
        }
        out[used++] = *p++;
    }
    out[used] = '\0';
    return out;
}

/* ---- if() expressions -------------------------------------------------------------------------- */

typedef struct cm_expr {
    cm_state *s;
    cm_arg *args;
    size_t count, at;
} cm_expr;

static int is_false_constant(const char *v)
{
    static const char *const names[] = {"0", "OFF", "NO", "FALSE", "N", "IGNORE", "NOTFOUND", "", NULL};
    for (size_t i = 0; names[i]; ++i)
        if (strcasecmp_portable(v, names[i]) == 0)
            return 1;
    size_t n = strlen(v);
    return n >= 9 && strcmp(v + n - 9, "-NOTFOUND") == 0;
}

static int is_true_constant(const char *v)
{
    static const char *const names[] = {"1", "ON", "YES", "TRUE", "Y", NULL};
    for (size_t i = 0; names[i]; ++i)
        if (strcasecmp_portable(v, names[i]) == 0)
            return 1;
    char *end;
    double d = strtod(v, &end);
    return *v && !*end && d != 0;
}

/* An operand's value: quoted text expanded, or an unquoted word expanded and, when it names a
 * variable, that variable's value. NULL: unknown. */
static char *operand(cm_expr *e, const cm_arg *a)
{
    int unknown = 0;
    char *v = expand(e->s, a->text, &unknown);
    if (!v || unknown) {
        free(v);
        return NULL;
    }
    if (!a->quoted) {
        cm_var *var = find_var(e->s, v);
        if (var) {
            free(v);
            if (!var->value || strstr(var->value, PROBE_FOUND))
                return NULL;
            v = malloc(strlen(var->value) + 1);
            if (v)
                strcpy(v, var->value);
        }
    }
    return v;
}

static cm_file *load(cm_state *s, const char *path);
static int cxx_level(const char *value);

static int compare_words(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int never_set(cm_state *s, const char *name)
{
    if (!s->words || !(isalpha((unsigned char)name[0]) || name[0] == '_') || strncmp(name, "CMAKE_", 6) == 0 ||
        strstr(name, "_FOUND") || strstr(name, "_VERSION") || strstr(name, "_DIR") || strstr(name, "_ROOT"))
        return 0; /* builtins, and what find_package() and the environment set */
    for (const char *p = name; *p; ++p)
        if (!isalnum((unsigned char)*p) && *p != '_')
            return 0;
    size_t n = strlen(name);
    for (size_t i = 0; i < s->partial_count; ++i) {
        const char *w = s->partial[i];
        size_t m = strlen(w) - 1;
        if (w[0] == '*' ? n >= m && strcmp(name + n - m, w + 1) == 0 : strncmp(name, w, m) == 0)
            return 0;
    }
    return bsearch(&name, s->words, s->word_count, sizeof *s->words, compare_words) == NULL;
}

/* CMAKE_<LANG>_STANDARD: CMake itself never sets it (its default is CMAKE_<LANG>_STANDARD_DEFAULT);
 * only a -D, which the scenario's values put in the table first, or the project's own set() does.
 * Not in the table yet, it is undefined: rocksdb's if(NOT DEFINED CMAKE_CXX_STANDARD) set(... 20). */
static int user_standard(const char *name)
{
    static const char *const standards[] = {"CMAKE_C_STANDARD", "CMAKE_CXX_STANDARD", "CMAKE_CUDA_STANDARD",
                                            "CMAKE_HIP_STANDARD", "CMAKE_OBJC_STANDARD", "CMAKE_OBJCXX_STANDARD", NULL};
    for (size_t i = 0; standards[i]; ++i)
        if (strcmp(name, standards[i]) == 0)
            return 1;
    return 0;
}

/* A name only set() sets, each of whose set()s the walk has passed in a branch it skipped
 * (OpenSubdiv's set(CMAKE_COMPILER_IS_CLANGCC 1) under if(${CMAKE_CXX_COMPILER_ID} MATCHES
 * "Clang")): undefined on the Windows path. Outside conditions the name appears only as those
 * set()s' first argument (no list(), string(), function or -D-style cache writes it); CMake's own
 * CMAKE_ names are left alone, save the CMAKE_COMPILER_IS_ ones that projects make. */
static int set_only_off(cm_state *s, const char *name)
{
    size_t n = strlen(name), sets = 0, passed = 0, uses = 0;
    if ((strncmp(name, "CMAKE_", 6) == 0 && strncmp(name, "CMAKE_COMPILER_IS_", 18) != 0) || !s->words ||
        wg_strlist_has(s->declared, s->declared_count, name, n) || wg_strlist_has(s->cached, s->cached_count, name, n))
        return 0;
    for (size_t i = 0; i < s->assigned_count; ++i)
        sets += strcmp(s->assigned[i], name) == 0;
    for (size_t i = 0; i < s->off_set_count; ++i)
        passed += strncmp(s->off_sets[i], name, n) == 0 && s->off_sets[i][n] == '\t';
    size_t lo = 0, hi = s->word_count; /* the first of the sorted words that is not below name */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (strcmp(s->words[mid], name) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (size_t i = lo; i < s->word_count && strcmp(s->words[i], name) == 0; ++i)
        ++uses;
    return sets > 0 && passed == sets && uses == sets;
}

static int found_unreached(cm_state *s, const char *name);

/* A variable not defined (yet) that is false here: nothing sets it, or only an option() the
 * evaluation has not reached (a fresh configure tests it before its option(): undefined). */
static int undefined_here(cm_state *s, const char *name)
{
    size_t n = strlen(name);
    return never_set(s, name) || user_standard(name) || set_only_off(s, name) || found_unreached(s, name) ||
           (wg_strlist_has(s->declared, s->declared_count, name, n) && !wg_strlist_has(s->assigned, s->assigned_count, name, n));
}

/* if(TARGET name) as the walk stands: made on the path, maybe made, or not made yet by the tree
 * that makes it (pybind11Common.cmake's if(TARGET pybind11::lto) return(), an include guard
 * before the file makes that target). Undecided where a folder was not followed. */
static int target_made(cm_state *s, const char *name)
{
    size_t n = strlen(name);
    if (wg_strlist_has(s->made_targets, s->made_target_count, name, n))
        return WG_ON;
    if (wg_strlist_has(s->maybe_targets, s->maybe_target_count, name, n) || s->tree->unfollowed_folder ||
        !wg_strlist_has(s->owned_targets, s->owned_target_count, name, n))
        return WG_MAYBE;
    return WG_OFF;
}

/* A name the tree's CMake sets only with a plain set() (no option(), no CACHE), not set yet: a
 * fresh configure has no -D of it, so DEFINED is false there (pybind11's recursion guard
 * if(DEFINED PYBIND11_MASTER_PROJECT) return() before its set()). */
static int set_only_plainly(cm_state *s, const char *name)
{
    size_t n = strlen(name);
    return wg_strlist_has(s->assigned, s->assigned_count, name, n) && !wg_strlist_has(s->declared, s->declared_count, name, n) &&
           !wg_strlist_has(s->cached, s->cached_count, name, n);
}

static void add_word(cm_state *s, char ***list, size_t *count, size_t *capacity, const char *text, size_t n)
{
    char **bigger = wg_grow(*list, capacity, *count + 1, sizeof *bigger);
    char *copy = malloc(n + 1);
    if (!bigger || !copy) {
        free(copy);
        s->tree->failed = 1;
        return;
    }
    *list = bigger;
    memcpy(copy, text, n);
    copy[n] = '\0';
    (*list)[(*count)++] = copy;
}

/* f's command k is if(X) with return() as its whole body, and the file plainly set()s X later;
 * or if(NOT X) whose body starts by setting X (the guard around the whole file: RAJA's older
 * if (NOT RAJA_LOADED) set(RAJA_LOADED ...)). */
static void note_reentry_guard(cm_state *s, const cm_file *f, size_t k)
{
    const cm_command *c = &f->commands[k];
    int wrapped = c->argc == 2 && !c->args[0].quoted && strcmp(c->args[0].text, "NOT") == 0;
    const cm_arg *guard = &c->args[wrapped ? 1 : 0];
    if ((c->argc != 1 && !wrapped) || guard->quoted || !*guard->text || k + 2 >= f->count)
        return;
    if (!wrapped && (strcmp(f->commands[k + 1].name, "return") != 0 || f->commands[k + 1].argc != 0 ||
                     strcmp(f->commands[k + 2].name, "endif") != 0))
        return;
    const char *name = guard->text;
    for (const char *p = name; *p; ++p)
        if (!is_name(*p))
            return;
    for (size_t j = wrapped ? k + 1 : k + 3; j < f->count && (!wrapped || j == k + 1); ++j) {
        const cm_command *set = &f->commands[j];
        if (strcmp(set->name, "set") != 0 || set->argc < 2 || strcmp(set->args[0].text, name) != 0)
            continue;
        for (size_t a = 1; a < set->argc; ++a)
            if (!set->args[a].quoted && strcmp(set->args[a].text, "CACHE") == 0)
                return; /* a cache entry a user's -D may give */
        add_word(s, &s->guards, &s->guard_count, &s->guard_capacity, name, strlen(name));
        return;
    }
}

/* The names the tree's CMake uses outside conditions (never_set). */
/* collect_words: the packages and pkg-config prefixes the tree's CMake names (package_finds). */
static void note_package_find(cm_state *s, const cm_command *c)
{
    int find = strcmp(c->name, "find_package") == 0; /* find_dependency(), which the walk does not follow, undecided */
    int pkg = strcmp(c->name, "pkg_check_modules") == 0 || strcmp(c->name, "pkg_search_module") == 0 ||
              strcmp(c->name, "find_dependency") == 0;
    if (!c->argc || !(find || pkg))
        return;
    const char *name = c->args[0].text;
    if (strchr(name, '$'))
        s->computed_finds = 1;
    else if (find)
        add_word(s, &s->package_finds, &s->package_find_count, &s->package_find_capacity, name, strlen(name));
    else
        add_word(s, &s->pkg_prefixes, &s->pkg_prefix_count, &s->pkg_prefix_capacity, name, strlen(name));
}

static int has_nocase(char *const *list, size_t count, const char *name, size_t n)
{
    for (size_t i = 0; i < count; ++i)
        if (strlen(list[i]) == n && strncasecmp_portable(list[i], name, n) == 0)
            return 1;
    return 0;
}

/* <P>_FOUND (any case of P) where the tree finds P only with find_package() calls the walk has
 * not reached on the path (each in a branch a Windows configure skips, or later in the walk):
 * a fresh configure has not set it, so it is undefined (nghttp2's if(LIBBPF_FOUND), whose
 * find_package(Libbpf) sits under if(WITH_LIBBPF), OFF by default). Not where pkg-config
 * prefixes P, a find's name is computed, or the tree's CMake set()s or declares the name. */
static int found_unreached(cm_state *s, const char *name)
{
    size_t n = strlen(name);
    if (n <= 6 || strcmp(name + n - 6, "_FOUND") != 0 || s->computed_finds ||
        wg_strlist_has(s->assigned, s->assigned_count, name, n) || wg_strlist_has(s->declared, s->declared_count, name, n) ||
        wg_strlist_has(s->cached, s->cached_count, name, n))
        return 0;
    n -= 6;
    return has_nocase(s->package_finds, s->package_find_count, name, n) &&
           !has_nocase(s->packages_reached, s->package_reached_count, name, n) &&
           !has_nocase(s->pkg_prefixes, s->pkg_prefix_count, name, n);
}

static void collect_words(cm_state *s)
{
    static const char *const conditions[] = {"if", "elseif", "else", "endif", "while", "endwhile", "message", NULL};
    for (size_t i = 0; i < s->tree->count && !s->tree->failed; ++i) {
        if (s->tree->files[i].kind != WG_SCAN_CMAKE)
            continue;
        cm_file *f = load(s, s->tree->files[i].path);
        for (size_t k = 0; f && k < f->count; ++k) {
            const cm_command *c = &f->commands[k];
            size_t w = 0;
            while (conditions[w] && strcmp(conditions[w], c->name) != 0)
                ++w;
            if (w == 0)
                note_reentry_guard(s, f, k);
            if (conditions[w])
                continue;
            if (c->argc > 0 && (strcmp(c->name, "function") == 0 || strcmp(c->name, "macro") == 0)) {
                if (strchr(c->args[0].text, '$'))
                    s->computed_commands = 1;
                add_word(s, &s->commands, &s->command_count, &s->command_capacity, c->args[0].text, strlen(c->args[0].text));
                for (char *lower = s->tree->failed ? NULL : s->commands[s->command_count - 1]; lower && *lower; ++lower)
                    *lower = (char)tolower((unsigned char)*lower);
            }
            if (c->argc > 0 && !strchr(c->args[0].text, '$') &&
                (strcmp(c->name, "add_library") == 0 || strcmp(c->name, "add_executable") == 0 || strcmp(c->name, "add_custom_target") == 0))
                add_word(s, &s->owned_targets, &s->owned_target_count, &s->owned_target_capacity, c->args[0].text, strlen(c->args[0].text));
            note_package_find(s, c);
            if (c->argc > 0 && (strcmp(c->name, "option") == 0 || strcmp(c->name, "cmake_dependent_option") == 0))
                add_word(s, &s->declared, &s->declared_count, &s->declared_capacity, c->args[0].text, strlen(c->args[0].text));
            else if (c->argc > 0 && strcmp(c->name, "set") == 0) {
                add_word(s, &s->assigned, &s->assigned_count, &s->assigned_capacity, c->args[0].text, strlen(c->args[0].text));
                for (size_t a = 1; a < c->argc; ++a)
                    if (!c->args[a].quoted && strcmp(c->args[a].text, "CACHE") == 0)
                        add_word(s, &s->cached, &s->cached_count, &s->cached_capacity, c->args[0].text, strlen(c->args[0].text));
            }
            for (size_t a = 0; a < c->argc; ++a) {
                /* cmake_dependent_option()'s <depends> is a condition: it only reads its names
                 * (KTX-Software's "APPLE AND APPLE_LOCKED_OS") */
                if (a == 3 && strcmp(c->name, "cmake_dependent_option") == 0)
                    continue;
                const char *t = c->args[a].text;
                const char *open = strstr(t, "${"), *close = strrchr(t, '}');
                if (open && open > t && is_name(open[-1]) && !strchr(t, ' '))
                    add_word(s, &s->partial, &s->partial_count, &s->partial_capacity, t, (size_t)(open - t) + 1),
                        s->partial[s->partial_count - 1][open - t] = '*';
                if (close && close[1] && is_name(close[1]) && !strchr(close, ' ')) {
                    char star[256];
                    snprintf(star, sizeof star, "*%s", close + 1);
                    add_word(s, &s->partial, &s->partial_count, &s->partial_capacity, star, strlen(star));
                }
                for (const char *p = t; *p;) {
                    if (!is_name(*p)) {
                        ++p;
                        continue;
                    }
                    const char *b = p;
                    while (is_name(*p))
                        ++p;
                    add_word(s, &s->words, &s->word_count, &s->word_capacity, b, (size_t)(p - b));
                }
            }
        }
    }
    if (s->words)
        qsort(s->words, s->word_count, sizeof *s->words, compare_words);
    if (s->commands)
        qsort(s->commands, s->command_count, sizeof *s->commands, compare_words);
}

/* CMake 3.25's own commands (cmake --help-command-list). */
static int builtin_command(const char *name)
{
    static const char *const names[] = {
        "add_compile_definitions", "add_compile_options", "add_custom_command", "add_custom_target", "add_definitions",
        "add_dependencies", "add_executable", "add_library", "add_link_options", "add_subdirectory", "add_test",
        "aux_source_directory", "block", "break", "build_command", "build_name", "cmake_host_system_information",
        "cmake_language", "cmake_minimum_required", "cmake_parse_arguments", "cmake_path", "cmake_policy",
        "configure_file", "continue", "create_test_sourcelist", "ctest_build", "ctest_configure", "ctest_coverage",
        "ctest_empty_binary_directory", "ctest_memcheck", "ctest_read_custom_files", "ctest_run_script",
        "ctest_sleep", "ctest_start", "ctest_submit", "ctest_test", "ctest_update", "ctest_upload",
        "define_property", "else", "elseif", "enable_language", "enable_testing", "endblock", "endforeach",
        "endfunction", "endif", "endmacro", "endwhile", "exec_program", "execute_process", "export",
        "export_library_dependencies", "file", "find_file", "find_library", "find_package", "find_path",
        "find_program", "fltk_wrap_ui", "foreach", "function", "get_cmake_property", "get_directory_property",
        "get_filename_component", "get_property", "get_source_file_property", "get_target_property",
        "get_test_property", "if", "include", "include_directories", "include_external_msproject",
        "include_guard", "include_regular_expression", "install", "install_files", "install_programs",
        "install_targets", "link_directories", "link_libraries", "list", "load_cache", "load_command", "macro",
        "make_directory", "mark_as_advanced", "math", "message", "option", "output_required_files", "project",
        "qt_wrap_cpp", "qt_wrap_ui", "remove", "remove_definitions", "return", "separate_arguments", "set",
        "set_directory_properties", "set_property", "set_source_files_properties", "set_target_properties",
        "set_tests_properties", "site_name", "source_group", "string", "subdir_depends", "subdirs",
        "target_compile_definitions", "target_compile_features", "target_compile_options",
        "target_include_directories", "target_link_directories", "target_link_libraries", "target_link_options",
        "target_precompile_headers", "target_sources", "try_compile", "try_run", "unset", "use_mangled_mesa",
        "utility_source", "variable_requires", "variable_watch", "while", "write_file", NULL};
    for (size_t i = 0; names[i]; ++i)
        if (strcmp(names[i], name) == 0)
            return 1;
    return 0;
}

int wg_cmake_builtin_command(const char *name)
{
    return builtin_command(name);
}

/* if(COMMAND name) is false where nothing can have defined name: not CMake (a later CMake's
 * commands are named cmake_*), no function() or macro() of the tree, no CMake module outside
 * the tree read so far, nothing the configure is given (a parent project's, Trilinos's
 * TRIBITS_PACKAGE_DECL, is none: the engine is configured on its own). */
static int command_undefined(const cm_state *s, const char *lower)
{
    return !s->computed_commands && !s->outside_modules && !builtin_command(lower) && strncmp(lower, "cmake_", 6) != 0 &&
           !(s->commands && bsearch(&lower, s->commands, s->command_count, sizeof *s->commands, compare_words));
}

static int truth(cm_expr *e, const cm_arg *a)
{
    int unknown = 0;
    char *v = expand(e->s, a->text, &unknown);
    if (!v || unknown) {
        free(v);
        if (wg_strlist_has(e->s->failed_probes, e->s->failed_probe_count, a->text, strlen(a->text)))
            return WG_OFF;
        /* if(${X}) of a name undefined here expands to if(), and if("${X}") to if(""): both
         * false (SPIRV-Tools' SPIRV_TIMER_ENABLED, set only for Linux and Android; libpqxx's
         * if(NOT "${CMAKE_CXX_STANDARD}") set(CMAKE_CXX_STANDARD 20)) */
        size_t n = strlen(a->text);
        char name[256];
        if (n > 3 && n - 3 < sizeof name && strncmp(a->text, "${", 2) == 0 && a->text[n - 1] == '}' &&
            !strpbrk(a->text + 2, "${")) {
            memcpy(name, a->text + 2, n - 3);
            name[n - 3] = '\0';
            if (!find_var(e->s, name) && undefined_here(e->s, name))
                return WG_OFF;
        }
        return WG_MAYBE;
    }
    int result;
    if (is_true_constant(v))
        result = WG_ON;
    else if (is_false_constant(v))
        result = WG_OFF;
    else if (a->quoted)
        result = WG_OFF; /* a quoted string that is no constant */
    else {
        cm_var *var = find_var(e->s, v);
        result = var && var->value ? (is_false_constant(var->value) ? WG_OFF : WG_ON)
                 : !var && (undefined_here(e->s, v) || wg_strlist_has(e->s->guards, e->s->guard_count, v, strlen(v))) ? WG_OFF
                                                                                                                        : WG_MAYBE;
    }
    free(v);
    return result;
}

/* ---- regular expressions (if(... MATCHES ...)) ---------------------------------------------------- */

/* CMake's regular expressions as if(MATCHES) reads them: literal characters, \x escapes, '.',
 * [classes] (ranges, [^...]), '*', '+', '?', '^' and '$' anchors, '|' and groups without a
 * quantifier after them (expanded into the alternatives). 1 a match anywhere in the text, 0 none,
 * -1 a form beyond these (a quantified group, {n}): the caller takes that as MAYBE. */

/* The length of the atom at re (a character, an escaped one, '.', or a [class]); 0 for none. */
static size_t regex_atom(const char *re)
{
    if (!*re || strchr("()|*+?{}", *re))
        return 0;
    if (*re == '\\')
        return re[1] ? 2 : 0;
    if (*re != '[')
        return 1;
    size_t n = 1 + (re[1] == '^');
    n += re[n] == ']'; /* a ']' first is itself */
    while (re[n] && re[n] != ']')
        ++n;
    return re[n] ? n + 1 : 0;
}

static int regex_atom_matches(const char *re, size_t n, char c)
{
    if (n == 1)
        return re[0] == '.' || re[0] == c;
    if (re[0] == '\\')
        return re[1] == c;
    int negate = re[1] == '^', hit = 0;
    for (size_t k = 1 + (size_t)negate; k + 1 < n; ++k) {
        if (re[k + 1] == '-' && k + 2 < n - 1) {
            hit |= (unsigned char)c >= (unsigned char)re[k] && (unsigned char)c <= (unsigned char)re[k + 2];
            k += 2;
        } else
            hit |= re[k] == c;
    }
    return hit != negate;
}

/* re (no group, no '|' left) matched at the start of text. */
static int regex_here(const char *re, const char *text)
{
    if (!*re)
        return 1;
    if (re[0] == '$' && !re[1])
        return !*text;
    size_t n = regex_atom(re);
    if (!n)
        return -1;
    char q = re[n];
    if (q == '{')
        return -1;
    if (q != '*' && q != '+' && q != '?')
        return *text && regex_atom_matches(re, n, *text) ? regex_here(re + n, text + 1) : 0;
    size_t most = 0, least = q == '+';
    while (text[most] && (q != '?' || most < 1) && regex_atom_matches(re, n, text[most]))
        ++most;
    int unknown = 0;
    for (size_t k = most + 1; k-- > least;) {
        int m = regex_here(re + n + 1, text + k);
        if (m > 0)
            return 1;
        unknown |= m < 0;
    }
    return unknown ? -1 : 0;
}

/* The end of the [class] or escape at re[i] (the index of its last character). */
static size_t regex_skip(const char *re, size_t i)
{
    size_t n = re[i] == '\\' || re[i] == '[' ? regex_atom(re + i) : 1;
    return i + (n ? n : 1) - 1;
}

static int regex_match(const char *re, const char *text, int depth)
{
    if (depth > 8 || strlen(re) > 400)
        return -1;
    /* alternatives at the top level: each one on its own */
    size_t nest = 0, len = strlen(re);
    for (size_t i = 0; i < len; ++i) {
        if (re[i] == '\\' || re[i] == '[')
            i = regex_skip(re, i);
        else if (re[i] == '(')
            ++nest;
        else if (re[i] == ')' && nest)
            --nest;
        else if (re[i] == '|' && !nest) {
            char left[512];
            snprintf(left, sizeof left, "%.*s", (int)i, re);
            int a = regex_match(left, text, depth + 1), b = a > 0 ? 1 : regex_match(re + i + 1, text, depth + 1);
            return a > 0 || b > 0 ? 1 : a < 0 || b < 0 ? -1 : 0;
        }
    }
    /* the first group, expanded into its alternatives: A(B|C)D as ABD and ACD */
    for (size_t i = 0; i < len; ++i) {
        if (re[i] == '\\' || re[i] == '[') {
            i = regex_skip(re, i);
            continue;
        }
        if (re[i] != '(')
            continue;
        size_t close = i + 1, level = 1, bar[32], bars = 0;
        for (; close < len && level; ++close) {
            if (re[close] == '\\' || re[close] == '[')
                close = regex_skip(re, close);
            else if (re[close] == '(')
                ++level;
            else if (re[close] == ')' && --level == 0)
                break;
            else if (re[close] == '|' && level == 1 && bars < 32)
                bar[bars++] = close;
        }
        if (close >= len || strchr("*+?{", re[close + 1] ? re[close + 1] : ' '))
            return -1;
        int unknown = 0;
        for (size_t k = 0, from = i + 1; k <= bars; ++k) {
            size_t to = k < bars ? bar[k] : close;
            char expanded[512];
            if (snprintf(expanded, sizeof expanded, "%.*s%.*s%s", (int)i, re, (int)(to - from), re + from, re + close + 1) >=
                (int)sizeof expanded)
                return -1;
            int m = regex_match(expanded, text, depth + 1);
            if (m > 0)
                return 1;
            unknown |= m < 0;
            from = to + 1;
        }
        return unknown ? -1 : 0;
    }
    if (re[0] == '^')
        return regex_here(re + 1, text);
    int unknown = 0;
    for (const char *t = text;; ++t) {
        int m = regex_here(re, t);
        if (m > 0)
            return 1;
        unknown |= m < 0;
        if (!*t)
            return unknown ? -1 : 0;
    }
}

/* if(<text> MATCHES <regex>), the regex as written in the CMake file (its "\\." a "\."). */
static int simple_match(const char *regex, const char *text)
{
    char unescaped[512];
    size_t n = 0;
    for (const char *p = regex; *p && n + 1 < sizeof unescaped; ++p) {
        if (p[0] == '\\' && p[1] == '\\')
            ++p;
        unescaped[n++] = *p;
    }
    unescaped[n] = '\0';
    return regex_match(unescaped, text, 0);
}

static int expr_or(cm_expr *e);

static int is_keyword(const char *t)
{
    static const char *const words[] = {"AND", "OR", "NOT", "STREQUAL", "MATCHES", "EQUAL", "LESS", "GREATER",
                                        "LESS_EQUAL", "GREATER_EQUAL", "STRLESS", "STRGREATER", "VERSION_LESS",
                                        "VERSION_GREATER", "VERSION_EQUAL", "VERSION_LESS_EQUAL",
                                        "VERSION_GREATER_EQUAL", "IN_LIST", "PATH_EQUAL", NULL};
    for (size_t i = 0; words[i]; ++i)
        if (strcmp(t, words[i]) == 0)
            return 1;
    return 0;
}

static int resolve(const char *dir, const char *value, char *out, size_t size);

/* if(EXISTS <path>) of a path in the tree: true where a file the scan reads lies there or below
 * (the scan reads only sources, so no other is known missing: undecided; so is a clone's .git,
 * which turns on libzmq's and cppzmq's drafts only in a clone). */
static int path_exists(cm_state *s, const char *value)
{
    wg_tree *t = s->tree;
    char out[1024];
    if (!resolve("", value, out, sizeof out) || strncmp(value, "@R", 2) != 0)
        return WG_MAYBE;
    size_t n = strlen(out);
    for (size_t k = 0; k < t->count; ++k)
        if (strncmp(t->files[k].path, out, n) == 0 && (!n || !t->files[k].path[n] || t->files[k].path[n] == '/'))
            return WG_ON;
    return WG_MAYBE;
}

static int expr_primary(cm_expr *e)
{
    if (e->at >= e->count)
        return WG_MAYBE;
    cm_arg *a = &e->args[e->at];
    if (!a->quoted && strcmp(a->text, "(") == 0) {
        ++e->at;
        int v = expr_or(e);
        if (e->at < e->count && strcmp(e->args[e->at].text, ")") == 0)
            ++e->at;
        return v;
    }
    if (!a->quoted && strcmp(a->text, "DEFINED") == 0 && e->at + 1 < e->count) {
        const char *name = e->args[e->at + 1].text;
        e->at += 2;
        if (strncmp(name, "ENV{", 4) == 0 || strncmp(name, "CACHE{", 6) == 0)
            return WG_MAYBE;
        cm_var *v = find_var(e->s, name);
        return v && v->undefined ? WG_OFF : v && v->value ? WG_ON : !v && (undefined_here(e->s, name) || set_only_plainly(e->s, name)) ? WG_OFF : WG_MAYBE;
    }
    static const char *const unary[] = {"EXISTS", "COMMAND", "TARGET", "POLICY", "IS_DIRECTORY",
                                        "IS_ABSOLUTE", "IS_SYMLINK", "TEST", NULL};
    for (size_t i = 0; !a->quoted && unary[i]; ++i)
        if (strcmp(a->text, unary[i]) == 0) {
            e->at += 2;
            if (i > 2 || e->at > e->count)
                return WG_MAYBE;
            /* A target or command the configure is given (--provide-target/--provide-command) */
            char key[300];
            int unknown = 0;
            char *name = expand(e->s, e->args[e->at - 1].text, &unknown);
            snprintf(key, sizeof key, "%s %s", a->text, name && !unknown ? name : "");
            if (i == 1)
                for (char *k = key + 8; *k; ++k)
                    *k = (char)tolower((unsigned char)*k);
            free(name);
            if (!unknown && wg_strlist_has(e->s->provided, e->s->provided_count, key, strlen(key)))
                return WG_ON;
            if (i == 2 && !unknown)
                return target_made(e->s, key + 7);
            if (i == 0 && !unknown)
                return path_exists(e->s, key + 7);
            return i == 1 && !unknown && key[8] && command_undefined(e->s, key + 8) ? WG_OFF : WG_MAYBE;
        }
    ++e->at;
    if (e->at < e->count && !e->args[e->at].quoted && is_keyword(e->args[e->at].text) &&
        strcmp(e->args[e->at].text, "AND") != 0 && strcmp(e->args[e->at].text, "OR") != 0 &&
        strcmp(e->args[e->at].text, "NOT") != 0) {
        const char *op = e->args[e->at].text;
        cm_arg *b = e->at + 1 < e->count ? &e->args[e->at + 1] : NULL;
        e->at += 2;
        if (!b)
            return WG_MAYBE;
        char *left = operand(e, a);
        int result = WG_MAYBE;
        if (strcmp(op, "MATCHES") == 0) {
            int unknown = 0;
            char *regex = expand(e->s, b->text, &unknown);
            if (left && regex && !unknown) {
                int m = simple_match(regex, left);
                result = m < 0 ? WG_MAYBE : m ? WG_ON : WG_OFF;
            }
            free(regex);
        } else {
            char *right = operand(e, b);
            if (left && right) {
                if (strcmp(op, "STREQUAL") == 0)
                    result = strcmp(left, right) == 0 ? WG_ON : WG_OFF;
                else if (strcmp(op, "EQUAL") == 0 || strcmp(op, "LESS") == 0 || strcmp(op, "GREATER") == 0 ||
                         strcmp(op, "LESS_EQUAL") == 0 || strcmp(op, "GREATER_EQUAL") == 0) {
                    /* numbers as CMake reads them (mfem's if(${is_arg_name} GREATER -1)) */
                    char *x, *y;
                    double l = strtod(left, &x), r = strtod(right, &y);
                    int holds = op[0] == 'E' ? l == r : op[0] == 'L' ? (op[4] ? l <= r : l < r) : (op[7] ? l >= r : l > r);
                    result = *left && *right && !*x && !*y ? (holds ? WG_ON : WG_OFF) : WG_MAYBE;
                }
            }
            free(right);
        }
        free(left);
        return result;
    }
    return truth(e, a);
}

static int expr_not(cm_expr *e)
{
    if (e->at < e->count && !e->args[e->at].quoted && strcmp(e->args[e->at].text, "NOT") == 0) {
        ++e->at;
        int v = expr_not(e);
        return v == WG_MAYBE ? WG_MAYBE : v == WG_ON ? WG_OFF : WG_ON;
    }
    return expr_primary(e);
}

static int and_of(int v, int w)
{
    return v == WG_OFF || w == WG_OFF ? WG_OFF : v == WG_MAYBE || w == WG_MAYBE ? WG_MAYBE : WG_ON;
}

static int or_of(int v, int w)
{
    return v == WG_ON || w == WG_ON ? WG_ON : v == WG_MAYBE || w == WG_MAYBE ? WG_MAYBE : WG_OFF;
}

static int is_operator(const cm_expr *e, const char *word)
{
    return e->at < e->count && !e->args[e->at].quoted && strcmp(e->args[e->at].text, word) == 0;
}

#ifdef WG_SCAN_CMAKE_AND_OR_LEFT_TO_RIGHT_OFF
static int expr_and(cm_expr *e)
{
    int v = expr_not(e);
    while (is_operator(e, "AND")) {
        ++e->at;
        v = and_of(v, expr_not(e));
    }
    return v;
}

/* the model before: AND binding tighter than OR, as in C */
static int expr_or(cm_expr *e)
{
    int v = expr_and(e);
    while (is_operator(e, "OR")) {
        ++e->at;
        v = or_of(v, expr_and(e));
    }
    return v;
}
#else
/* AND and OR as cmake evaluates them: one level, from left to right (cmConditionEvaluator's
 * last pass; the if() page's "AND, then OR" is not what it does): if(MSVC OR MSVC_IDE AND
 * INSTALLER) is (MSVC OR MSVC_IDE) AND INSTALLER, off where INSTALLER is, whatever MSVC says. */
static int expr_or(cm_expr *e)
{
    int v = expr_not(e);
    for (;;) {
        int conjunction = is_operator(e, "AND");
        if (!conjunction && !is_operator(e, "OR"))
            return v;
        ++e->at;
        int w = expr_not(e);
        v = conjunction ? and_of(v, w) : or_of(v, w);
    }
}
#endif

static int evaluate_condition(cm_state *s, cm_command *c)
{
    cm_expr e = {s, c->args, c->argc, 0};
    if (c->argc == 0)
        return WG_OFF;
    int v = expr_or(&e);
    return e.at == e.count ? v : WG_MAYBE; /* something the model did not understand */
}

static const char *condition_text(cm_state *s, cm_command *c)
{
    char text[200];
    size_t used = 0;
    text[0] = '\0';
    for (size_t i = 0; i < c->argc && used + 4 < sizeof text; ++i) {
        int n = snprintf(text + used, sizeof text - used, "%s%s%s%s", i && strcmp(c->args[i].text, ")") &&
                         strcmp(c->args[i - 1].text, "(") ? " " : "", c->args[i].quoted ? "\"" : "",
                         c->args[i].text, c->args[i].quoted ? "\"" : "");
        if (n < 0 || (size_t)n >= sizeof text - used) {
            used = sizeof text - 1;
            break;
        }
        used += (size_t)n;
    }
    return wg_tree_string(s->tree, "%s", text);
}

/* ---- paths -------------------------------------------------------------------------------------- */

/* Paths of the tree are "@R" (the root) or "@R/relative". Resolves value against dir (relative
 * to the root) into out (relative, no "." or ".."); 0 when the value is outside the tree. */
static int resolve(const char *dir, const char *value, char *out, size_t size)
{
    char joined[1024];
    if (strncmp(value, "@R", 2) == 0 && (value[2] == '/' || !value[2]))
        snprintf(joined, sizeof joined, "%s", value[2] ? value + 3 : "");
    else if (value[0] == '/' || value[0] == '\\' || (value[0] && value[1] == ':') || value[0] == '$' ||
             (strncmp(value, "@B", 2) == 0 && (value[2] == '/' || !value[2])))
        return 0; /* outside the tree: an absolute path, the build folder (@B) */
    else
        snprintf(joined, sizeof joined, "%s%s%s", dir, *dir ? "/" : "", value);
    size_t used = 0;
    out[0] = '\0';
    for (char *part = joined; *part;) {
        char *slash = strchr(part, '/');
        size_t n = slash ? (size_t)(slash - part) : strlen(part);
        if (n == 0 || (n == 1 && part[0] == '.')) {
        } else if (n == 2 && part[0] == '.' && part[1] == '.') {
            if (used == 0)
                return 0;
            while (used > 0 && out[used - 1] != '/')
                --used;
            if (used > 0)
                --used;
            out[used] = '\0';
        } else {
            if (used + n + 2 > size)
                return 0;
            if (used)
                out[used++] = '/';
            memcpy(out + used, part, n);
            used += n;
            out[used] = '\0';
        }
        part = slash ? slash + 1 : part + n;
    }
    return 1;
}

static void dir_of(const char *path, char *out, size_t size)
{
    const char *slash = strrchr(path, '/');
    size_t n = slash ? (size_t)(slash - path) : 0;
    if (n >= size)
        n = size - 1;
    memcpy(out, path, n);
    out[n] = '\0';
}

static char *expand_arg(cm_state *s, const cm_arg *a)
{
    int unknown = 0;
    char *v = expand(s, a->text, &unknown);
    if (v && unknown) {
        free(v);
        return NULL;
    }
    return v;
}

static int add_off(cm_state *s, const char *path, const char *reason)
{
    wg_tree *t = s->tree;
    for (size_t i = 0; i < t->off_dir_count; ++i)
        if (strcmp(t->off_dirs[i].dir, path) == 0)
            return 0;
    wg_off_dir *dirs = wg_grow(t->off_dirs, &t->off_dir_capacity, t->off_dir_count + 1, sizeof *dirs);
    if (!dirs)
        return -1;
    t->off_dirs = dirs;
    char *copy = malloc(strlen(path) + 1);
    if (!copy)
        return -1;
    strcpy(copy, path);
    t->off_dirs[t->off_dir_count++] = (wg_off_dir){copy, reason};
    return 0;
}

static cm_file *load(cm_state *s, const char *path)
{
    wg_tree_file *f = wg_tree_find(s->tree, path);
    if (!f || f->kind != WG_SCAN_CMAKE)
        return NULL;
    size_t index = (size_t)(f - s->tree->files);
    cm_file *c = &s->files[index];
    if (!c->file && parse_file(c, f) != 0) {
        s->tree->failed = 1;
        return NULL;
    }
    return c;
}

/* A module named as include() or find_package() names it: a file of the tree, or <name>.cmake
 * in a folder of CMAKE_MODULE_PATH that lies in the tree. */
static cm_file *find_module(cm_state *s, const char *dir, const char *name, char *found, size_t size)
{
    if (strstr(name, ".cmake") || strchr(name, '/')) {
        cm_file *f = resolve(dir, name, found, size) ? load(s, found) : NULL;
        return f;
    }
    cm_var *path = find_var(s, "CMAKE_MODULE_PATH");
    if (!path || !path->value)
        return NULL;
    char list[2048];
    snprintf(list, sizeof list, "%s", path->value);
    for (char *entry = strtok(list, ";"); entry; entry = strtok(NULL, ";")) {
        char candidate[1200], resolved[1024];
        snprintf(candidate, sizeof candidate, "%s/%s.cmake", entry, name);
        if (resolve(dir, candidate, resolved, sizeof resolved)) {
            cm_file *f = load(s, resolved);
            if (f) {
                snprintf(found, size, "%s", resolved);
                return f;
            }
        }
    }
    return NULL;
}

static int is_source_name(const char *v)
{
    static const char *const endings[] = {".c", ".cc", ".cpp", ".cxx", ".c++", ".cu", NULL};
    size_t n = strlen(v);
    for (size_t i = 0; endings[i]; ++i) {
        size_t m = strlen(endings[i]);
        if (n > m && strcmp(v + n - m, endings[i]) == 0)
            return 1;
    }
    return 0;
}

/* GNU assembly (.S/.s) or MASM (.asm) by name: what language ASM hands to cl.exe under MSVC. */
static int is_assembly_name(const char *v)
{
    size_t n = strlen(v);
    return (n > 2 && v[n - 2] == '.' && (v[n - 1] == 'S' || v[n - 1] == 's')) || (n > 4 && strcmp(v + n - 4, ".asm") == 0);
}

static void note_definition(cm_state *s, const char *text, int state)
{
    wg_tree *t = s->tree;
    const char *d = text;
    int generator = strncmp(d, "$<", 2) == 0;
    if (generator) { /* $<$<CONFIG:Debug>:NAME>: defined in some configurations */
        const char *colon = strrchr(d, ':');
        d = colon ? colon + 1 : d;
    }
    if ((d[0] == '-' || d[0] == '/') && d[1] == 'D')
        d += 2;
    size_t n = strcspn(d, "=>");
    if (n == 0 || !(isalpha((unsigned char)d[0]) || d[0] == '_'))
        return;
    /* Defined only in branches the configure skips (add_definitions(-DUSE_GPU) under an OFF
     * option): undefined for the preprocessor, as in the real build, not undecided. */
    if (state != WG_OFF && wg_strlist_add(&t->defines_any, &t->defines_any_count, &t->defines_any_capacity, d, n) != 0)
        t->failed = 1;
    if (state == WG_ON && !generator) {
        size_t m = strcspn(d, ">");
        /* NAME=$<BOOL:value> of a known value: 1 or 0, as CMake writes it (usearch's
         * USEARCH_USE_OPENMP=$<BOOL:${USEARCH_USE_OPENMP}> with the option OFF) */
        char boolean[300];
        const char *b = d[n] == '=' && strncmp(d + n + 1, "$<BOOL:", 7) == 0 ? d + n + 8 : NULL;
        size_t bn = b ? strcspn(b, ">") : 0;
        if (b && b[bn] == '>' && b[bn + 1] == '\0' && !memchr(b, '$', bn) && n + 2 < sizeof boolean) {
            char value[256];
            snprintf(value, sizeof value, "%.*s", (int)bn, b);
            snprintf(boolean, sizeof boolean, "%.*s=%d", (int)n, d, !is_false_constant(value)); /* $<BOOL:>: 0 only for the false constants */
            d = boolean, m = strlen(boolean);
        }
        if (wg_strlist_add(&t->defines_on, &t->defines_on_count, &t->defines_on_capacity, d, m) != 0)
            t->failed = 1;
    }
}

/* Whether C++ is enabled: a project() that names its languages without CXX (h3's
 * project(h3 LANGUAGES C)) compiles no C++, unless another project() or enable_language()
 * names it; a project() that names none enables C and CXX. Its headers are then read as C. */
static void note_project_languages(wg_tree *t, const cm_command *c)
{
    static const char *const languages[] = {"C", "CXX", "CUDA", "OBJC", "OBJCXX", "Fortran", "HIP", "ISPC", "Swift",
                                            "ASM", "ASM_MASM", "ASM_NASM", "ASM-ATT", "CSharp", "NONE", NULL};
    size_t named = 0;
    int cxx = 0, listing = 0;
    for (size_t k = 1; k < c->argc; ++k) {
        const char *a = c->args[k].text;
        if (strcmp(a, "LANGUAGES") == 0) {
            listing = 1;
            continue;
        }
        int language = 0;
        for (size_t i = 0; languages[i]; ++i)
            language |= strcmp(a, languages[i]) == 0;
        if (language && (listing || k == named + 1)) /* project(name C) names them without the keyword */
            named = k, cxx |= strcmp(a, "CXX") == 0 || strcmp(a, "OBJCXX") == 0 || strcmp(a, "CUDA") == 0 || strcmp(a, "HIP") == 0;
        else if (listing || strchr(a, '$'))
            break;
    }
    if (named && !cxx)
        t->cxx_off = 1;
    else
        t->cxx_on = 1;
}

/* The end of a file(GLOB) bracket class "[ch]", "[a-z]", "[!x]" or "[^x]" that starts at p, and
 * whether c is in it (*in); NULL where the class is not closed (then '[' is a plain character). */
static const char *bracket_class(const char *p, char c, int *in)
{
    const char *q = p + 1;
    int negated = *q == '!' || *q == '^';
    q += negated;
    int found = 0;
    for (int first = 1; *q && (first || *q != ']'); first = 0, ++q) {
        if (q[1] == '-' && q[2] && q[2] != ']') {
            found |= c >= q[0] && c <= q[2];
            q += 2;
        } else {
            found |= c == *q;
        }
    }
    if (*q != ']')
        return NULL;
    *in = found != negated;
    return q + 1;
}

/* Whether text matches pattern, a file(GLOB) pattern of one path part: '*', '?' and bracket
 * classes (geogram's aux_source_directories globs "*.[ch]" and "*.[ch]pp"). */
static int star_match(const char *pattern, const char *text)
{
    if (!*pattern)
        return !*text;
    if (*pattern == '*')
        return star_match(pattern + 1, text) || (*text && star_match(pattern, text + 1));
    if (*pattern == '?')
        return *text && star_match(pattern + 1, text + 1);
    int in = 0;
    const char *after = *pattern == '[' && *text ? bracket_class(pattern, *text, &in) : NULL;
    if (after)
        return in && star_match(after, text + 1);
    return *text == *pattern && star_match(pattern + 1, text + 1);
}

/* Whether a glob pattern's text holds a wildcard ('*', '?', '['). */
static int has_wildcard(const char *p, size_t n)
{
    for (size_t i = 0; i < n; ++i)
        if (p[i] == '*' || p[i] == '?' || p[i] == '[')
            return 1;
    return 0;
}

/* The '(' that opens the command whose arguments hold text[at], or (size_t)-1. */
static size_t command_open(const char *text, size_t at)
{
    int depth = 0;
    size_t i = at;
    while (i-- > 0) {
        if (text[i] == ')')
            ++depth;
        else if (text[i] == '(' && depth-- == 0)
            return i;
    }
    return (size_t)-1;
}

/* The command whose arguments hold text[at]: the name before the '(' that opens them, in lower
 * case, into name ("" when none). */
static void enclosing_command(const char *text, size_t at, char *name, size_t size)
{
    size_t i = command_open(text, at);
    name[0] = '\0';
    if (i == (size_t)-1)
        return;
    while (i > 0 && (text[i - 1] == ' ' || text[i - 1] == '\t'))
        --i;
    size_t end = i;
    while (i > 0 && is_name(text[i - 1]))
        --i;
    size_t n = end - i < size - 1 ? end - i : size - 1;
    for (size_t k = 0; k < n; ++k)
        name[k] = (char)tolower((unsigned char)text[i + k]);
    name[n] = '\0';
}

/* Whether a list named at text[at] inside command is handed to no compile: the commands that only
 * set source properties, group, install, print or read files, and the parts of a custom command or
 * target that name files it depends on or makes (DEPENDS, SOURCES, OUTPUT, BYPRODUCTS,
 * MAIN_DEPENDENCY), which no compiler of the build reads: re2c's docs glob of its generated
 * examples is a custom command's DEPENDS, never a target's source. A COMMAND may compile them. */
static int inert_list_use(const char *text, size_t at, const char *command)
{
    static const char *const inert[] = {"set_source_files_properties", "source_group", "install", "message", "file", NULL};
    for (size_t k = 0; inert[k]; ++k)
        if (strcmp(command, inert[k]) == 0)
            return 1;
#ifndef WG_SCAN_CUSTOM_COMMAND_DEPENDS_OFF
    if (strcmp(command, "add_custom_command") == 0 || strcmp(command, "add_custom_target") == 0) {
        static const char *const files[] = {"DEPENDS", "SOURCES", "OUTPUT", "BYPRODUCTS", "MAIN_DEPENDENCY", NULL};
        static const char *const others[] = {"COMMAND", "WORKING_DIRECTORY", "COMMENT", "DEPFILE", "IMPLICIT_DEPENDS",
                                             "JOB_POOL", "JOB_SERVER_AWARE", "ALL", "VERBATIM", "APPEND", "USES_TERMINAL",
                                             "COMMAND_EXPAND_LISTS", "DEPENDS_EXPLICIT_ONLY", "CODEGEN", NULL};
        size_t open = command_open(text, at);
        int in_files = 0;
        for (size_t i = open + 1; open != (size_t)-1 && i < at;) {
            while (i < at && !is_name(text[i]))
                ++i;
            size_t start = i;
            while (i < at && is_name(text[i]))
                ++i;
            int whole = (start == 0 || isspace((unsigned char)text[start - 1]) || text[start - 1] == '(') &&
                        (i < at && isspace((unsigned char)text[i]));
            for (size_t k = 0; whole && files[k]; ++k)
                if (i - start == strlen(files[k]) && strncmp(text + start, files[k], i - start) == 0)
                    in_files = 1;
            for (size_t k = 0; whole && others[k]; ++k)
                if (i - start == strlen(others[k]) && strncmp(text + start, others[k], i - start) == 0)
                    in_files = 0;
        }
        return in_files;
    }
#endif
    return 0;
}

/* Whether the list a file(GLOB <var> ...) fills can reach a compile: some command of the tree's
 * CMake that names <var> (as ${<var>} or as a bare word: foreach(... IN LISTS <var>)) is one that
 * may hand it to a target, not one that only sets source properties, groups, installs or prints
 * (nghttp2's file(GLOB cxx_sources *.cc), used only by set_source_files_properties(): the glob
 * compiles nothing, its files are placed by the targets that list them). */
int wg_cmake_glob_may_compile(const wg_tree *t, const char *var)
{
    size_t n = strlen(var);
    if (!n)
        return 1;
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_CMAKE)
            continue;
        for (const char *p = strstr(f->text, var); p; p = strstr(p + n, var)) {
            if ((p > f->text && is_name(p[-1])) || is_name(p[n]))
                continue;
            char command[64];
            enclosing_command(f->text, (size_t)(p - f->text), command, sizeof command);
            if (!inert_list_use(f->text, (size_t)(p - f->text), command))
                return 1;
        }
    }
    return 0;
}

/* A character of a CMake variable's name (qpid-proton-platform-all, TERRA_BIN_SRC). */
static int is_variable_char(char c)
{
    return is_name(c) || c == '-' || c == '.' || c == '+';
}

/* Whether the bare word at text[at] is the variable a set()/unset() defines (its first
 * argument) or a list() edits (its second): a definition, no use of the list. */
static int defines_variable_at(const char *text, size_t at, const char *command)
{
    size_t open = at;
    while (open > 0 && text[open - 1] != '(')
        --open;
    const char *p = text + open;
    int words = strcmp(command, "list") == 0 ? 1 : 0; /* list(APPEND <var>): one word before it */
    for (int w = 0; w <= words; ++w) {
        while (p < text + at && isspace((unsigned char)*p))
            ++p;
        if (w == words)
            break;
        while (p < text + at && !isspace((unsigned char)*p))
            ++p;
    }
    return p == text + at;
}

/* Whether a list a set()/list(APPEND) on the path gathers may reach a target: some command of the
 * tree's CMake reads it (${<var>} outside its own set()/list() and the inert commands, a bare
 * name elsewhere: foreach(... IN LISTS <var>), a function handed its name) or a computed name may
 * be it (${prefix_${X}}). qpid-proton's set(qpid-proton-platform-all ...) "for full source
 * distribution" and terra's list(APPEND TERRA_BIN_SRC ...) are read by nothing: they compile
 * nothing, and their files are placed by the targets that list them. */
static int list_may_reach_target(const wg_tree *t, const char *var)
{
    size_t n = strlen(var);
    if (!n || strchr(var, '$'))
        return 1;
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_CMAKE)
            continue;
        for (const char *r = strstr(f->text, "${"); r; r = strstr(r + 2, "${")) {
            size_t k = 2; /* ${prefix_${X}}: a name built at configure time may be this one */
            while (is_variable_char(r[k]))
                ++k;
            if (k > 2 && r[k] == '$' && (size_t)(k - 2) <= n && strncmp(r + 2, var, k - 2) == 0)
                return 1;
        }
        for (const char *p = strstr(f->text, var); p; p = strstr(p + n, var)) {
            if ((p > f->text && is_variable_char(p[-1])) || is_variable_char(p[n]))
                continue;
            size_t at = (size_t)(p - f->text);
            char command[64];
            enclosing_command(f->text, at, command, sizeof command);
            int reference = at >= 2 && p[-1] == '{' && p[-2] == '$' && p[n] == '}';
            int own = strcmp(command, "set") == 0 || strcmp(command, "list") == 0 || strcmp(command, "unset") == 0;
            if (own && !reference && defines_variable_at(f->text, at, command))
                continue;
            if (own && reference) { /* set(<var> ${<var>} x.c): its own value again, else handed to another list */
                const char *open = p;
                while (open > f->text && open[-1] != '(')
                    --open;
                char defined[256];
                size_t d = 0;
                const char *w = open;
                if (strcmp(command, "list") == 0) {
                    while (w < p && isspace((unsigned char)*w))
                        ++w;
                    while (w < p && !isspace((unsigned char)*w))
                        ++w;
                }
                while (w < p && isspace((unsigned char)*w))
                    ++w;
                while (w < p && is_variable_char(*w) && d + 1 < sizeof defined)
                    defined[d++] = *w++;
                defined[d] = '\0';
                if (strcmp(defined, var) == 0)
                    continue;
            }
            if (!inert_list_use(f->text, at, command) && strcmp(command, "if") != 0 && strcmp(command, "elseif") != 0)
                return 1;
        }
    }
    return 0;
}

/* file(GLOB var <dir>/<pattern> ...), the pattern's only wildcard a star in its last part: the
 * sources it matches in that folder are gathered on the path (globbed_on, which a skipped glob
 * never overrules) or only in a branch the configure skips (listed_off: the benchmark folder's
 * sources globbed under if(BUILD_BENCHMARKS)). */
static void glob_sources(cm_state *s, const cm_command *c, int state, const char *reason, const char *dir)
{
    wg_tree *t = s->tree;
    if (state != WG_OFF && !wg_cmake_glob_may_compile(t, c->args[1].text))
        return;
    for (size_t k = 2; k < c->argc; ++k) {
        const char *a = c->args[k].text;
        if (strcmp(a, "RELATIVE") == 0 || strcmp(a, "LIST_DIRECTORIES") == 0) {
            ++k;
            continue;
        }
        char *v = expand_arg(s, &c->args[k]);
        char pattern[1024];
        const char *slash;
        if (v && state == WG_ON && is_assembly_name(v))
            t->assembly_on = 1; /* file(GLOB ... *.S) on the path */
        if (v && has_wildcard(v, strlen(v)) && resolve(dir, v, pattern, sizeof pattern) &&
            (slash = strrchr(pattern, '/')) != NULL && !has_wildcard(pattern, (size_t)(slash - pattern))) {
            size_t folder = (size_t)(slash - pattern);
            for (size_t i = 0; i < t->count; ++i) {
                wg_tree_file *f = &t->files[i];
                if (f->kind != WG_SCAN_SOURCE || strncmp(f->path, pattern, folder) != 0 || f->path[folder] != '/' ||
                    strchr(f->path + folder + 1, '/') || !star_match(slash + 1, f->path + folder + 1))
                    continue;
                if (state != WG_OFF)
                    f->globbed_on = 1;
                else if (!f->listed_off) {
                    f->listed_off = 1;
                    f->listed_off_reason = reason;
                }
            }
        }
        free(v);
    }
}

/* aux_source_directory(<dir> <var>): the folder's C and C++ sources (not its subfolders'), as
 * file(GLOB) gathers them (libhv's list_source_directories macro runs it for each of its
 * folders): on the path (globbed_on) or only in a branch the configure skips (listed_off). */
static void aux_sources(cm_state *s, const cm_command *c, int state, const char *reason, const char *dir)
{
    wg_tree *t = s->tree;
    if (state != WG_OFF && !wg_cmake_glob_may_compile(t, c->args[1].text))
        return;
    char *v = expand_arg(s, &c->args[0]);
    char folder[1024];
    if (v && *v && !strchr(v, ';') && resolve(dir, strcmp(v, ".") == 0 ? "" : v, folder, sizeof folder)) {
        size_t n = strlen(folder);
        while (n && folder[n - 1] == '/')
            folder[--n] = '\0';
        for (size_t i = 0; i < t->count; ++i) {
            wg_tree_file *f = &t->files[i];
            const char *base = n ? f->path + n + 1 : f->path;
            if (f->kind != WG_SCAN_SOURCE || (n && (strncmp(f->path, folder, n) != 0 || f->path[n] != '/')) || strchr(base, '/') ||
                !is_source_name(base))
                continue;
            if (state != WG_OFF)
                f->globbed_on = 1, f->gathered_on |= state == WG_ON;
            else if (!f->listed_off) {
                f->listed_off = 1;
                f->listed_off_reason = reason;
            }
        }
    }
    free(v);
}

static int is_keyword_arg(const char *t)
{
    return strcmp(t, "PUBLIC") == 0 || strcmp(t, "PRIVATE") == 0 || strcmp(t, "INTERFACE") == 0;
}

static int protected_var(const char *name)
{
    return strncmp(name, "CMAKE_", 6) == 0 || strcmp(name, "WIN32") == 0 || strcmp(name, "MSVC") == 0 ||
           strcmp(name, "APPLE") == 0 || strcmp(name, "UNIX") == 0;
}

typedef struct cm_frame {
    int parent_state;
    const char *parent_reason;
    int taken; /* WG_OFF: no branch yet, WG_MAYBE, WG_ON */
    long line;
    const char *condition;
    const char *branch; /* the condition of the branch being walked (an else(): the if's) */
    int branch_else;    /* that branch is the else() */
} cm_frame;

/* Whether a condition tests the platform, the compiler or the processor (not a probe's result). */
static int tests_platform(const char *condition)
{
    static const char *const names[] = {"WIN32", "MSVC", "APPLE", "UNIX", "MINGW", "CYGWIN", "LINUX", "ANDROID", "IOS",
                                        "CMAKE_SYSTEM_NAME", "CMAKE_SYSTEM_PROCESSOR", "CMAKE_HOST_SYSTEM_NAME",
                                        "CMAKE_HOST_SYSTEM_PROCESSOR", "CMAKE_CXX_COMPILER_ID", "CMAKE_C_COMPILER_ID",
                                        "CMAKE_SIZEOF_VOID_P", "CMAKE_GENERATOR_PLATFORM",
                                        "CMAKE_CXX_COMPILER_ARCHITECTURE_ID", "CMAKE_C_COMPILER_ARCHITECTURE_ID", NULL};
    for (size_t i = 0; condition && names[i]; ++i)
        for (const char *p = strstr(condition, names[i]); p; p = strstr(p + 1, names[i])) {
            size_t n = strlen(names[i]);
            if ((p == condition || !is_name(p[-1])) && !is_name(p[n]))
                return 1;
        }
    return 0;
}

static void walk(cm_state *s, cm_file *f, size_t begin, size_t end, int state, const char *reason, const char *dir);
/* Whether one of the first count frames walks a branch its condition takes on a find_*() probe's
 * miss (the else() of if(DIRENT_H), whose find_file() the model leaves NOTFOUND): a stop below it
 * is the dependency's (vcpkg's dirent on the engine's CI), not the platform's, whatever platform
 * branch it sits in. */
static int inside_probe_miss(cm_state *s, const cm_frame *frames, int count)
{
#ifdef WG_SCAN_STOP_UNDER_PROBE_OFF
    (void)s, (void)frames, (void)count;
    return 0;
#else
    for (int k = 0; k < count && k < MAX_NEST; ++k)
        for (const char *p = frames[k].branch; p && *p;) {
            if (!is_name(*p)) {
                ++p;
                continue;
            }
            char name[128];
            size_t n = 0;
            while (is_name(p[n]))
                ++n;
            snprintf(name, sizeof name, "%.*s", (int)(n < sizeof name - 1 ? n : sizeof name - 1), p);
            p += n;
            const cm_var *v = find_var(s, name);
            size_t m = v && v->value ? strlen(v->value) : 0;
            if (m >= 9 && strcmp(v->value + m - 9, "-NOTFOUND") == 0)
                return 1;
        }
    return 0;
#endif
}

static void free_strings(char **strings, size_t n);

/* Flags a command hands to the compiler or linker: the compile and link options commands, the
 * properties that hold flags, set() of CMAKE_<LANG>_FLAGS and the like, and calls of commands
 * the tree does not define (a module's wrapper may pass anything on). */
static int flags_variable(const char *name)
{
    /* CMAKE_REQUIRED_FLAGS: the Check* probes' flags, not the build's */
    return strncmp(name, "CMAKE_", 6) == 0 && strstr(name, "FLAGS") != NULL && strncmp(name, "CMAKE_REQUIRED_", 15) != 0;
}

static int hands_flags(const cm_command *c)
{
    static const char *const names[] = {"target_compile_options", "add_compile_options", "target_link_options",
                                        "add_link_options", "set_target_properties", "set_property",
                                        "set_source_files_properties", "add_definitions", "target_link_libraries",
                                        "link_libraries", "try_compile", NULL};
    for (size_t i = 0; names[i]; ++i)
        if (strcmp(c->name, names[i]) == 0)
            return 1;
    if ((strcmp(c->name, "set") == 0 || strcmp(c->name, "list") == 0 || strcmp(c->name, "string") == 0) && c->argc > 1)
        return flags_variable(c->args[strcmp(c->name, "set") == 0 ? 0 : 1].text);
    /* CMake's Check* probes build nothing; a call of the tree's own function hands its
     * arguments on too (what its body does with them is not followed here) */
    return !builtin_command(c->name) && strncmp(c->name, "check_", 6) != 0;
}

/* Calls f for each ${name} the text references (the innermost name where they nest, and
 * nested: whether the outer name is computed). */
static void referenced_names(const char *text, void (*f)(cm_state *, const char *, size_t, int, void *), cm_state *s, void *context)
{
    for (const char *p = strstr(text, "${"); p; p = strstr(p + 2, "${")) {
        const char *name = p + 2;
        size_t n = strcspn(name, "}$");
        if (name[n] == '}')
            f(s, name, n, p >= text + 2 && strncmp(p - 2, "${", 2) == 0, context);
    }
}

static void add_root(cm_state *s, const char *name, size_t n, int nested, void *context)
{
    (void)context;
    if (nested)
        s->flow_all = 1;
    else if (wg_strlist_add(&s->flow_roots, &s->flow_root_count, &s->flow_root_capacity, name, n) != 0)
        s->tree->failed = 1;
}

static void add_edge(cm_state *s, const char *name, size_t n, int nested, void *context)
{
    const char *destination = context;
    char edge[600];
    if (nested || n > 255 || strlen(destination) > 255)
        return;
    snprintf(edge, sizeof edge, "%.*s\t%s", (int)n, name, destination);
    if (wg_strlist_add(&s->flow_edges, &s->flow_edge_count, &s->flow_edge_capacity, edge, strlen(edge)) != 0)
        s->tree->failed = 1;
}

/* A command on the path: the variables it hands to the compiler or linker, the copies a set()
 * or list() makes from one variable into another, and the lines where set()/list(APPEND|PREPEND)
 * store values in a variable other than a flags variable. */
/* Whether the tree's function or macro `name` may hand what it is given to the compiler or linker:
 * its body (or a function it calls) has a command that hands flags on. A function that only
 * writes a log (ginkgo's ginkgo_print_variable(), file(APPEND) and string()) hands nothing. An
 * unknown name, or calls nested past four, may. */
static int function_hands_flags(cm_state *s, const char *name, int depth)
{
    const cm_function *fn = NULL;
    for (size_t k = s->function_count; k-- > 0 && !fn;)
        if (strcmp(s->functions[k].name, name) == 0)
            fn = &s->functions[k];
    if (!fn || depth > 4)
        return 1;
    for (size_t i = fn->body_begin; i < fn->body_end; ++i) {
        const cm_command *b = &fn->file->commands[i];
        if (hands_flags(b) && (builtin_command(b->name) || strncmp(b->name, "cmake_", 6) == 0 ||
                               function_hands_flags(s, b->name, depth + 1)))
            return 1;
        /* a value it hands back (PARENT_SCOPE, a cache entry, any variable a macro writes) may
         * reach a command that hands it on */
        int writes = strcmp(b->name, "set") == 0 || strcmp(b->name, "list") == 0 || strcmp(b->name, "string") == 0;
        for (size_t k = 0; writes && !fn->is_macro && k < b->argc; ++k)
            if (!b->args[k].quoted && (strcmp(b->args[k].text, "PARENT_SCOPE") == 0 || strcmp(b->args[k].text, "CACHE") == 0))
                return 1;
        if (writes && fn->is_macro)
            return 1;
    }
    return 0;
}

static void add_value_line(cm_state *s, wg_tree_file *file, long line, const char *variable)
{
    cm_value_line *v = wg_grow(s->value_lines, &s->value_line_capacity, s->value_line_count + 1, sizeof *v);
    char *name = malloc(strlen(variable) + 1);
    if (!v || !name) {
        free(name);
        s->tree->failed = 1;
        return;
    }
    s->value_lines = v;
    strcpy(name, variable);
    s->value_lines[s->value_line_count++] = (cm_value_line){file, line, name};
}

/* A call of the tree's own function or macro whose body names no ARGN/ARGV: each argument flows
 * into its parameter, as a set() would (a literal flag is a value line of the parameter, a
 * ${variable} an edge into it), so it reaches the compiler only where the body, as walked,
 * hands that parameter on. SimSIMD's nk_isa_probe_(var "/arch:AVX2" "-mavx2" probe.c) sets
 * CMAKE_REQUIRED_FLAGS to its GCC flags only in the else() of if(MSVC). 1 where c was such a call. */
static int bind_call_arguments(cm_state *s, cm_file *f, const cm_command *c)
{
    const cm_function *fn = NULL;
    for (size_t k = s->function_count; k-- > 0 && !fn;)
        if (strcmp(s->functions[k].name, c->name) == 0)
            fn = &s->functions[k];
    if (!fn || fn->body_begin == 0)
        return 0;
    for (size_t i = fn->body_begin; i < fn->body_end; ++i)
        for (size_t k = 0; k < fn->file->commands[i].argc; ++k)
            if (strstr(fn->file->commands[i].args[k].text, "ARGN") || strstr(fn->file->commands[i].args[k].text, "ARGV"))
                return 0;
    const cm_command *def = &fn->file->commands[fn->body_begin - 1];
    /* a parameter some other command of the body reads (string(STRIP), foreach, ...: copies the
     * flow does not follow) may reach the compiler whatever the walk sees */
    for (size_t i = fn->body_begin; i < fn->body_end; ++i) {
        const cm_command *b = &fn->file->commands[i];
        const char *n = b->name;
        if (strcmp(n, "set") == 0 || strcmp(n, "if") == 0 || strcmp(n, "elseif") == 0 || strcmp(n, "message") == 0 ||
            strncmp(n, "check_", 6) == 0 || hands_flags(b) ||
            (strcmp(n, "list") == 0 && b->argc > 1 && (strcmp(b->args[0].text, "APPEND") == 0 || strcmp(b->args[0].text, "PREPEND") == 0)))
            continue;
        for (size_t k = 0; k < b->argc; ++k)
            for (size_t p = 1; p < def->argc; ++p) {
                char reference[300];
                snprintf(reference, sizeof reference, "${%s}", def->args[p].text);
                if (strstr(b->args[k].text, reference))
                    add_root(s, def->args[p].text, strlen(def->args[p].text), 0, NULL);
            }
    }
    for (size_t k = 0; k + 1 < def->argc && k < c->argc; ++k) {
        const char *parameter = def->args[k + 1].text;
        if (strstr(c->args[k].text, "${"))
            referenced_names(c->args[k].text, add_edge, s, (void *)parameter);
        else if (c->args[k].text[0] == '-') /* a GCC-style flag; a target's name or cl.exe's /arch: is no value line */
            add_value_line(s, f->file, c->args[k].line, parameter);
    }
    return 1;
}

/* set(CMAKE_<LANG>_FLAGS[_<CONFIG>] ... CACHE <type> <doc>) without FORCE after project(): the
 * language's initialization already made that cache entry, so the set changes nothing (RAJA's
 * set(CMAKE_CXX_FLAGS_RELEASE "${CMAKE_CXX_FLAGS_RELEASE} -O3" CACHE STRING "")). */
static int cache_entry_kept(const cm_state *s, const cm_command *c, const char *name)
{
    if (!s->tree->project_count || strncmp(name, "CMAKE_", 6) != 0 || !strstr(name, "_FLAGS"))
        return 0;
    int cache = 0;
    for (size_t k = 1; k < c->argc; ++k) {
        if (c->args[k].quoted)
            continue;
        if (strcmp(c->args[k].text, "FORCE") == 0)
            return 0;
        cache |= strcmp(c->args[k].text, "CACHE") == 0;
    }
    return cache;
}

/* Whether a property set by name may carry flags to the compiler or linker (COMPILE_OPTIONS,
 * LINK_FLAGS, INTERFACE_LINK_LIBRARIES, ...; a name built from a variable may); not GENERATED,
 * OUTPUT_NAME, IMPORTED_LOCATION and the like. */
static int flags_property(const cm_arg *name)
{
    static const char *const words[] = {"FLAGS", "OPTIONS", "COMPILE", "LINK", "DEFINITIONS", "${", NULL};
    for (size_t i = 0; words[i]; ++i)
        if (strstr(name->text, words[i]))
            return 1;
    return 0;
}

/* The variables a command that hands flags on may hand to the compiler or linker: those its
 * arguments reference, all but the targets or sources a property command names and the values of
 * properties that carry no flags (oidn's set_source_files_properties(${${out}} PROPERTIES
 * GENERATED TRUE), FindTBB's IMPORTED_LOCATION "${${name}_DLL}"), and none inside a generator
 * expression MSVC x64 decides false (CLI11's $<$<NOT:$<CXX_COMPILER_ID:MSVC>>:${unix-warnings}>,
 * whose content may run over several arguments). */
static void add_handed_roots(cm_state *s, const cm_command *c)
{
    int pairs = strcmp(c->name, "set_target_properties") == 0 || strcmp(c->name, "set_source_files_properties") == 0;
    int property = strcmp(c->name, "set_property") == 0;
    size_t first = 0;
    for (size_t k = 0; (pairs || property) && k < c->argc && !first; ++k)
        if (!c->args[k].quoted && strcmp(c->args[k].text, pairs ? "PROPERTIES" : "PROPERTY") == 0)
            first = k + 1;
    size_t length = 1;
    for (size_t k = first; k < c->argc; ++k)
        length += strlen(c->args[k].text) + 1;
    char *joined = malloc(length);
    if (!joined) {
        s->tree->failed = 1;
        return;
    }
    joined[0] = '\0';
    char *end = joined;
    for (size_t k = first; k < c->argc; ++k) {
        int value = first && (property ? k > first : (k - first) % 2 == 1);
        if (first && !flags_property(&c->args[property ? first : value ? k - 1 : k]))
            continue; /* a property name or value that carries no flags */
        if (first && !value)
            continue; /* the name itself */
        end += sprintf(end, "%s%s", end == joined ? "" : " ", c->args[k].text);
    }
    char *kept = wg_genex_drop_decided(joined);
    referenced_names(kept ? kept : joined, add_root, s, NULL);
    free(kept);
    free(joined);
}

static void follow_flag_flow(cm_state *s, cm_file *f, const cm_command *c)
{
    int is_set = strcmp(c->name, "set") == 0;
    int is_list = strcmp(c->name, "list") == 0 && c->argc > 1 &&
                  (strcmp(c->args[0].text, "APPEND") == 0 || strcmp(c->args[0].text, "PREPEND") == 0);
    if (is_set && c->argc > 1 && !c->args[0].quoted && cache_entry_kept(s, c, c->args[0].text)) {
        for (size_t k = 1; k < c->argc; ++k) /* its values go nowhere: a name no command hands on */
            add_value_line(s, f->file, c->args[k].line, "(a cache entry CMake already holds)");
        return;
    }
    if (hands_flags(c) && !builtin_command(c->name) && strncmp(c->name, "cmake_", 6) != 0 &&
        !function_hands_flags(s, c->name, 0))
        return; /* a call of the tree's own function that hands nothing on */
    if (hands_flags(c) && bind_call_arguments(s, f, c))
        return;
    if (hands_flags(c)) {
        add_handed_roots(s, c);
        return;
    }
    if (!is_set && !is_list)
        return;
    const cm_arg *target = &c->args[is_set ? 0 : 1];
    char *destination = expand_arg(s, target);
    size_t first = is_set ? 1 : 2;

    for (size_t k = first; k < c->argc; ++k)
        referenced_names(c->args[k].text, add_edge, s, destination ? destination : "*");
    if (destination && c->argc > first && !strchr(destination, ';')) {
        cm_value_line *v = wg_grow(s->value_lines, &s->value_line_capacity, s->value_line_count + c->argc, sizeof *v);
        if (!v) {
            s->tree->failed = 1;
        } else {
            s->value_lines = v;
            for (size_t k = first; k < c->argc; ++k) {
                char *name = malloc(strlen(destination) + 1);
                if (!name) {
                    s->tree->failed = 1;
                    break;
                }
                strcpy(name, destination);
                s->value_lines[s->value_line_count++] = (cm_value_line){f->file, c->args[k].line, name};
            }
        }
    }
    free(destination);
}

/* After the walk: the variables whose values reach a command that hands flags on (through any
 * chain of copies), and the value lines of the others marked in their files' value_lines. */
static void settle_flag_flow(cm_state *s)
{
    wg_tree *t = s->tree;
    char **handed = s->flow_roots;
    size_t count = s->flow_root_count, capacity = s->flow_root_capacity;
    s->flow_roots = NULL, s->flow_root_count = s->flow_root_capacity = 0;
    for (int changed = 1; changed && !t->failed;) {
        changed = 0;
        wg_strlist_sort(handed, count);
        size_t before = count;
        for (size_t e = 0; e < s->flow_edge_count; ++e) {
            char *tab = strchr(s->flow_edges[e], '\t');
            if (!(strcmp(tab + 1, "*") == 0 || wg_strlist_sorted_has(handed, before, tab + 1)))
                continue;
            *tab = '\0';
            if (!wg_strlist_sorted_has(handed, before, s->flow_edges[e]) &&
                wg_strlist_add(&handed, &count, &capacity, s->flow_edges[e], strlen(s->flow_edges[e])) != 0)
                t->failed = 1;
            *tab = '\t';
        }
        changed = count != before;
    }
    wg_strlist_sort(handed, count);
    for (size_t i = 0; i < s->value_line_count && !s->flow_all && !t->failed; ++i) {
        cm_value_line *v = &s->value_lines[i];
        wg_tree_file *tf = v->file;
        if (wg_strlist_sorted_has(handed, count, v->variable) || v->line < 1 || v->line > tf->lines)
            continue;
        if (!tf->value_lines && !(tf->value_lines = calloc((size_t)tf->lines + 1, 1))) {
            t->failed = 1;
            break;
        }
        tf->value_lines[v->line] = 1;
    }
    /* a line of a handed variable's value is never one to set aside */
    for (size_t i = 0; i < s->value_line_count; ++i)
        if (s->value_lines[i].file->value_lines && wg_strlist_sorted_has(handed, count, s->value_lines[i].variable))
            s->value_lines[i].file->value_lines[s->value_lines[i].line] = 0;
    for (size_t i = 0; i < s->value_line_count; ++i)
        free(s->value_lines[i].variable);
    free(s->value_lines);
    free_strings(handed, count);
    free_strings(s->flow_edges, s->flow_edge_count);
}

/* The index of the command that closes the block opened at i (endforeach for foreach, ...). */
static size_t block_end(cm_file *f, size_t i, size_t end, const char *open)
{
    char close[80];
    snprintf(close, sizeof close, "end%s", open);
    int nest = 1;
    size_t j = i + 1;
    for (; j < end; ++j) {
        if (strcmp(f->commands[j].name, open) == 0)
            ++nest;
        else if (strcmp(f->commands[j].name, close) == 0 && --nest == 0)
            break;
    }
    return j;
}

static char *copy_string(const char *text)
{
    char *copy = text ? malloc(strlen(text) + 1) : NULL;
    if (copy)
        strcpy(copy, text);
    return copy;
}

static int escape(cm_state *s, const char *name, const char *value, int cache)
{
    cm_escape *e = wg_grow(s->escapes, &s->escape_capacity, s->escape_count + 1, sizeof *e);
    if (!e)
        return -1;
    s->escapes = e;
    e = &s->escapes[s->escape_count++];
    e->name = copy_string(name), e->value = copy_string(value), e->cache = cache;
    return !e->name || (value && !e->value) ? -1 : 0;
}

/* option(): a value given with -D (or set before) wins over the default. */
static void take_option(cm_state *s, const char *name, const char *value, const char *source)
{
    cm_var *v = find_var(s, name);
    char entry[512];
    if (v)
        snprintf(entry, sizeof entry, "%s=%s (scenario or set before)", name, v->value ? v->value : "?");
    else {
        snprintf(entry, sizeof entry, "%s=%s (%s)", name, value ? value : "?", value ? source : "unknown");
        if (set_var(s, name, value) != 0 || (s->in_function && escape(s, name, value, 1) != 0))
            s->tree->failed = 1;
    }
    if (!wg_strlist_has(s->options, s->option_count, name, strlen(name)) &&
        wg_strlist_add(&s->options, &s->option_count, &s->option_capacity, entry, strlen(entry)) != 0)
        s->tree->failed = 1;
}

/* find_package(X): the configure of a scenario that builds finds it (X_FOUND and its upper-case
 * spelling true); listed with the options, as an assumption. */
static void assume_found(cm_state *s, const char *package)
{
    char name[300], upper[300];
    snprintf(name, sizeof name, "%s_FOUND", package);
    size_t i = 0;
    for (; name[i] && i + 1 < sizeof upper; ++i)
        upper[i] = (char)toupper((unsigned char)name[i]);
    upper[i] = '\0';
    for (int k = 0; k < 2; ++k) {
        const char *var = k ? upper : name;
        cm_var *v = find_var(s, var);
        if (v && v->value)
            continue;
        if (set_var(s, var, "TRUE") != 0)
            s->tree->failed = 1;
    }
    char entry[400];
    snprintf(entry, sizeof entry, "%s=TRUE (find_package: assumed found)", name);
    if (!wg_strlist_has(s->options, s->option_count, name, strlen(name)) &&
        wg_strlist_add(&s->options, &s->option_count, &s->option_capacity, entry, strlen(entry)) != 0)
        s->tree->failed = 1;
}

/* Splits text at ';' into args of its own (the caller frees them). */
static size_t split_list(const char *text, cm_arg *out, size_t max, int by_space)
{
    size_t n = 0;
    for (const char *p = text; *p && n < max;) {
        size_t len = by_space ? strcspn(p, " \t;") : strcspn(p, ";");
        if (len || !by_space) {
            char *item = malloc(len + 1);
            if (!item)
                break;
            memcpy(item, p, len);
            item[len] = '\0';
            out[n++] = (cm_arg){item, 0, 0, 0, 0};
        }
        p += len;
        if (*p)
            ++p;
    }
    return n;
}

static void free_args(cm_arg *args, size_t n)
{
    for (size_t i = 0; i < n; ++i)
        free(args[i].text);
}

/* Frees a list of owned strings and the list itself. */
static void free_strings(char **strings, size_t n)
{
    for (size_t i = 0; i < n; ++i)
        free(strings[i]);
    free(strings);
}

/* cmake_dependent_option's "A;NOT B": every condition true: ON; one false: OFF. */
static int condition_list(cm_state *s, const char *text)
{
    int result = WG_ON;
    char buffer[1024];
    snprintf(buffer, sizeof buffer, "%s", text);
    for (char *part = buffer; part && result != WG_OFF;) {
        char *semi = strchr(part, ';');
        if (semi)
            *semi = '\0';
        cm_arg words[64];
        size_t n = split_list(part, words, 64, 1);
        cm_expr e = {s, words, n, 0};
        int v = n ? expr_or(&e) : WG_ON;
        if (e.at != e.count)
            v = WG_MAYBE;
        free_args(words, n);
        result = v == WG_OFF ? WG_OFF : v == WG_MAYBE ? WG_MAYBE : result;
        part = semi ? semi + 1 : NULL;
    }
    return result;
}

/* An argument's expanded value v (owned) into out: a quoted one whole, an unquoted one split at
 * ';' as CMake splits it (an empty one is nothing). Returns the items added (room: max >= 1). */
static size_t take_value(const cm_arg *arg, char *v, cm_arg *out, size_t max)
{
    if (arg->quoted) {
        out[0] = (cm_arg){v, arg->line, 1, 0, 0};
        return 1;
    }
    size_t n = *v ? split_list(v, out, max, 0) : 0;
    free(v);
    return n;
}

/* The expanded arguments of a command from index first on, split at ';' as CMake splits an
 * unquoted argument. *unknown when one cannot be expanded. */
static size_t expand_args(cm_state *s, const cm_command *c, size_t first, cm_arg *out, size_t max, int *unknown)
{
    size_t n = 0;
    for (size_t k = first; k < c->argc && n < max; ++k) {
        char *v = expand_arg(s, &c->args[k]);
        if (!v) {
            *unknown = 1;
            continue;
        }
        n += take_value(&c->args[k], v, out + n, max - n);
    }
    return n;
}

/* expand_args up to the first argument the model cannot expand (*cut then set): the keywords
 * and values before it stay known (fbgemm_get_warning_flags(MSVC_FLAGS_VAR _msvc_flags ...
 * EXTRA_CC_FLAGS ${args_CC_FLAGS}) names its result variables before an unknown list). */
static size_t expand_known_prefix(cm_state *s, const cm_command *c, size_t first, cm_arg *out, size_t max, int *cut)
{
    size_t n = 0;
    for (size_t k = first; k < c->argc && n < max; ++k) {
        char *v = expand_arg(s, &c->args[k]);
        if (!v && s->call_prefix && k + 1 == c->argc && strcmp(c->args[k].text, "${ARGN}") == 0) {
            /* ${ARGN} of a call whose later arguments are unknown: its known ones */
            cm_arg items[512];
            size_t m = split_list(s->call_prefix, items, 512, 0);
            for (size_t i = 0; i < m; ++i)
                if (i >= s->call_params && n < max)
                    out[n++] = items[i];
                else
                    free(items[i].text);
            *cut = 1;
            break;
        }
        if (!v) {
            *cut = 1;
            break;
        }
        n += take_value(&c->args[k], v, out + n, max - n);
    }
    return n;
}

static int word_in(const char *word, const cm_arg *list, size_t n)
{
    for (size_t i = 0; i < n; ++i)
        if (strcmp(list[i].text, word) == 0)
            return 1;
    return 0;
}

static int ends_with_text(const char *text, const char *end)
{
    size_t n = strlen(text), m = strlen(end);
    return n >= m && strcmp(text + n - m, end) == 0;
}

/* Whether a call of a library wrapper the tree does not define hands it sources to compile: a
 * SOURCES keyword with a value (BLT's blt_add_library(NAME x SOURCES ${srcs})), or, positional
 * (cuda_add_library(name a.cu b.cpp)), a second argument that is not INTERFACE. */
static int hands_sources(const cm_command *c)
{
    int keywords = 0;
    for (size_t k = 0; k < c->argc; ++k)
        if (!c->args[k].quoted && strcmp(c->args[k].text, "NAME") == 0)
            keywords = 1;
    for (size_t k = 0; keywords && k + 1 < c->argc; ++k)
        if (!c->args[k].quoted && strcmp(c->args[k].text, "SOURCES") == 0 && c->args[k + 1].text[0] &&
            strcmp(c->args[k + 1].text, "HEADERS") != 0)
            return 1;
    return !keywords && c->argc > 1 && strcmp(c->args[1].text, "INTERFACE") != 0;
}

/* cmake_parse_arguments(<prefix> <options> <one> <multi> <args>...) and the PARSE_ARGV form. */
static void parse_arguments(cm_state *s, const cm_command *c)
{
    int argv_form = strcmp(c->args[0].text, "PARSE_ARGV") == 0;
    size_t at = argv_form ? 2 : 0;
    if (c->argc < at + 4)
        return;
    char *prefix = expand_arg(s, &c->args[at]);
    cm_arg lists[3][128];
    size_t counts[3];
    int unknown = 0;
    for (int k = 0; k < 3; ++k) {
        char *v = expand_arg(s, &c->args[at + 1 + (size_t)k]);
        counts[k] = v ? split_list(v, lists[k], 128, 0) : 0;
        unknown |= !v;
        free(v);
    }
    cm_arg *values = malloc(512 * sizeof *values);
    size_t nv = 0;
    int cut = 0; /* the arguments were known only up to one the model cannot expand */
    if (values && argv_form) {
        long skip = strtol(c->args[1].text, NULL, 10);
        cm_var *argn = find_var(s, "ARGV");
        if (!argn || !argn->value)
            unknown = 1;
        else {
            nv = split_list(argn->value, values, 512, 0);
            for (long i = 0; i < skip && (size_t)i < nv; ++i)
                values[i].text[0] = '\0', values[i].quoted = 2; /* dropped below */
        }
    } else if (values) {
        nv = expand_known_prefix(s, c, at + 4, values, 512, &cut);
    }
    for (int k = 0; prefix && values && k < 3; ++k)
        for (size_t i = 0; i < counts[k]; ++i) {
            char name[300], value[4096] = "";
            snprintf(name, sizeof name, "%s_%s", prefix, lists[k][i].text);
            int found = 0, open_end = 0; /* open_end: its values run into the arguments not known */
            for (size_t j = 0; j < nv && !unknown; ++j) {
                if (values[j].quoted == 2 || strcmp(values[j].text, lists[k][i].text) != 0)
                    continue;
                found = 1;
                size_t used = 0, m = j + 1;
                value[0] = '\0';
                for (; k > 0 && m < nv; ++m) {
                    if (word_in(values[m].text, lists[0], counts[0]) || word_in(values[m].text, lists[1], counts[1]) ||
                        word_in(values[m].text, lists[2], counts[2]))
                        break;
                    int w = snprintf(value + used, sizeof value - used, "%s%s", used ? ";" : "", values[m].text);
                    if (w > 0 && (size_t)w < sizeof value - used)
                        used += (size_t)w;
                    if (k == 1)
                        break;
                }
                open_end = cut && m >= nv;
            }
            /* A keyword not among the known arguments may be among the others. */
            const char *result = unknown || open_end || (cut && !found) ? NULL : k == 0 ? (found ? "TRUE" : "FALSE") : value;
            if (set_var(s, name, result) != 0)
                s->tree->failed = 1;
#ifndef WG_SCAN_PARSED_UNDEFINED_OFF
            /* A one- or multi-value keyword the call was not given is left undefined, not empty
             * (if(DEFINED prefix_KEY) is false): OSL's add_bsdl_library(BSDL) with its
             * SPECTRAL_COLOR_SPACES commented out builds no jakobhanika_luts (8 false alarms at its
             * newest commit, which MSVC builds in its CI). */
            else if (result && k > 0 && !found)
                find_var(s, name)->undefined = 1;
#endif
        }
    for (int k = 0; k < 3; ++k)
        free_args(lists[k], counts[k]);
    if (values)
        free_args(values, nv);
    free(values), free(prefix);
}

typedef struct cm_saved_vars {
    cm_var *vars;
    size_t count;
} cm_saved_vars;

static int save_vars(cm_state *s, cm_saved_vars *out)
{
    out->count = s->var_count;
    out->vars = malloc((s->var_count ? s->var_count : 1) * sizeof *out->vars);
    if (!out->vars)
        return -1;
    for (size_t i = 0; i < s->var_count; ++i) {
        out->vars[i].name = copy_string(s->vars[i].name);
        out->vars[i].value = copy_string(s->vars[i].value);
        out->vars[i].undefined = s->vars[i].undefined;
    }
    return 0;
}

/* The saved table comes back whole, in its order: its names are unique (they were the table),
 * so it replaces the table in time linear in its size (re-adding each name through set_var(),
 * which searches the table, was quadratic: over a minute on cub's CPM.cmake). */
static void restore_vars(cm_state *s, cm_saved_vars *saved)
{
    for (size_t i = 0; i < s->var_count; ++i)
        free(s->vars[i].name), free(s->vars[i].value);
    free(s->vars);
    size_t kept = 0;
    for (size_t i = 0; i < saved->count; ++i) {
        if (saved->vars[i].name)
            saved->vars[kept++] = saved->vars[i];
        else /* its copy ran out of memory */
            s->tree->failed = 1, free(saved->vars[i].value);
    }
    s->vars = saved->vars;
    s->var_count = kept;
    s->var_capacity = saved->count ? saved->count : 1;
    saved->vars = NULL, saved->count = 0;
    if (reindex_vars(s, kept) != 0) { /* out of memory: no index, nothing found until set_var() rebuilds it */
        free(s->var_slots);
        s->var_slots = NULL, s->slot_count = 0;
        s->tree->failed = 1;
    }
}

/* How often the function or macro `name` is being called already (its calls in progress). */
static int recursions(const cm_state *s, const char *name)
{
    int n = 0;
    for (int i = 0; i < s->calling_count; ++i)
        n += strcmp(s->calling[i], name) == 0;
    return n;
}

/* The arguments of a call that the model can expand before the first it cannot, joined as a
 * list (what a later ${ARGN} may still hand on), or NULL where none is known. */
static char *known_argument_prefix(cm_state *s, const cm_command *c)
{
    int cut = 0;
    cm_arg *known = malloc(512 * sizeof *known);
    size_t nk = known ? expand_known_prefix(s, c, 0, known, 512, &cut) : 0;
    char joined[4096] = "";
    for (size_t i = 0; i < nk; ++i) {
        size_t used = strlen(joined);
        snprintf(joined + used, sizeof joined - used, "%s%s", i ? ";" : "", known[i].text);
    }
    if (known)
        free_args(known, nk);
    free(known);
    char *prefix = NULL;
    if (nk && (prefix = malloc(strlen(joined) + 1)) != NULL)
        strcpy(prefix, joined);
    return prefix;
}

/* A call's arguments expanded with each one the model cannot expand kept as one element of
 * unknown value (text NULL) where it is quoted or a lone reference, "${name}" or ${name} (not
 * ${ARGN}/${ARGV}): poco's POCO_SOURCES_PLAT(${out} ${name} OFF ${f}), whose ${name} is read from
 * the source at configure time, still binds its platform to OFF and ARGN to ${f}. *gave_up where
 * another kind of argument is unknown (its element count unknown too); the caller also gives up
 * where an unknown one falls in ARGN (a list: libsimdpp's simdpp_multiarch(... ${COMPILABLE_ARCHS}),
 * whose sources would then be read as listed only under its undecided if()s). */
static size_t expand_call_slots(cm_state *s, const cm_command *c, cm_arg *out, size_t max, int *gave_up)
{
    size_t n = 0;
    for (size_t k = 0; k < c->argc && n < max; ++k) {
        char *v = expand_arg(s, &c->args[k]);
        if (v) {
            n += take_value(&c->args[k], v, out + n, max - n);
            continue;
        }
        const char *t = c->args[k].text;
        size_t len = strlen(t);
        int lone = len > 3 && strncmp(t, "${", 2) == 0 && t[len - 1] == '}' && strcspn(t + 2, "${}") == len - 3 &&
                   strcmp(t, "${ARGN}") != 0 && strcmp(t, "${ARGV}") != 0;
        if (!c->args[k].quoted && !lone) {
            *gave_up = 1;
            return n;
        }
        out[n++] = (cm_arg){NULL, c->args[k].line, 1, 0, 0};
    }
    return n;
}

/* The call's parameters, ARGVn, ARGC, ARGV and ARGN bound to its expanded arguments: all unknown
 * (NULL) where one argument could not be expanded to a known number of elements (unknown), else
 * a parameter or ARGVn of an unknown element (text NULL) unknown, and ARGV, or ARGN where it holds
 * one, unknown. */
static void bind_parameters(cm_state *s, const cm_command *def, const cm_arg *values, size_t nv, int unknown)
{
    char all[4096] = "", rest[4096] = "", name[64], number[32];
    size_t params = def->argc > 0 ? def->argc - 1 : 0;
    int unknown_all = unknown, unknown_rest = unknown;
    for (size_t i = 0; i < nv; ++i) {
        const char *text = values[i].text ? values[i].text : "";
        unknown_all |= !values[i].text;
        size_t used = strlen(all);
        snprintf(all + used, sizeof all - used, "%s%s", i ? ";" : "", text);
        if (i >= params) {
            unknown_rest |= !values[i].text;
            used = strlen(rest);
            snprintf(rest + used, sizeof rest - used, "%s%s", used ? ";" : "", text);
        }
        snprintf(name, sizeof name, "ARGV%zu", i);
        if (set_var(s, name, unknown ? NULL : values[i].text) != 0)
            s->tree->failed = 1;
    }
    for (size_t i = 0; i < params; ++i)
        if (set_var(s, def->args[i + 1].text, unknown || i >= nv ? (unknown ? NULL : "") : values[i].text) != 0)
            s->tree->failed = 1;
    snprintf(number, sizeof number, "%zu", nv);
    if (set_var(s, "ARGC", unknown ? NULL : number) != 0 || set_var(s, "ARGV", unknown_all ? NULL : all) != 0 ||
        set_var(s, "ARGN", unknown_rest ? NULL : rest) != 0)
        s->tree->failed = 1;
}

/* What a call changes in the walk's state and gives back when it returns. */
typedef struct cm_call_frame {
    char *prefix;
    size_t params;
    int off_call, in_function, function_body;
    cm_escape *escapes;
    size_t escape_count, escape_capacity;
    size_t probes;
} cm_call_frame;

static void enter_call(cm_state *s, const cm_function *fn, const cm_command *def, char *prefix, int state,
                       cm_call_frame *outer)
{
    outer->prefix = s->call_prefix, outer->params = s->call_params;
    outer->off_call = s->off_call, outer->in_function = s->in_function, outer->function_body = s->function_body;
    outer->escapes = s->escapes, outer->escape_count = s->escape_count, outer->escape_capacity = s->escape_capacity;
    outer->probes = s->failed_probe_count;
    s->call_prefix = prefix;
    s->call_params = def->argc > 0 ? def->argc - 1 : 0;
    s->off_call = state == WG_OFF && !fn->is_macro; /* its own variables: its arguments still bound */
    s->escapes = NULL, s->escape_count = s->escape_capacity = 0;
    s->in_function = !fn->is_macro || outer->in_function;
    s->function_body = !fn->is_macro;
}

/* Back in the caller: a function's failed probes are forgotten, its variables replaced by the
 * caller's saved ones (a macro's stay: only the names it bound are the caller's again, as they
 * were saved), and what it set for its caller (PARENT_SCOPE, cache entries) set there. */
static void leave_call(cm_state *s, int is_macro, cm_call_frame *outer, cm_saved_vars *saved)
{
    if (!is_macro) {
        for (size_t i = outer->probes; i < s->failed_probe_count; ++i)
            free(s->failed_probes[i]);
        s->failed_probe_count = outer->probes;
    }
    free(s->call_prefix);
    s->call_prefix = outer->prefix, s->call_params = outer->params;
    cm_escape *mine = s->escapes;
    size_t mine_count = s->escape_count;
    s->escapes = outer->escapes, s->escape_count = outer->escape_count, s->escape_capacity = outer->escape_capacity;
    s->in_function = outer->in_function, s->function_body = outer->function_body;
    s->off_call = outer->off_call;
    if (is_macro) { /* the caller's scope: only the bound names go back to what they were */
        for (size_t i = 0; i < saved->count; ++i)
            free(saved->vars[i].name), free(saved->vars[i].value);
        free(saved->vars);
    } else {
        restore_vars(s, saved);
    }
    for (size_t i = 0; i < mine_count; ++i) {
        if (set_var(s, mine[i].name, mine[i].value) != 0)
            s->tree->failed = 1;
        if (mine[i].cache && s->in_function && escape(s, mine[i].name, mine[i].value, 1) != 0)
            s->tree->failed = 1;
        free(mine[i].name), free(mine[i].value);
    }
    free(mine);
}

static const char *glob_files(const cm_state *s, const char *name);
static void push_glob_files(cm_state *s, const char *name, const char *files);
static char *argn_glob_files(cm_state *s, const cm_command *c, size_t params);

/* A call of a function() or macro(): its parameters, ARGC, ARGV, ARGVn and ARGN bound to the
 * expanded arguments, the body walked; a function's variables are its own (set(... PARENT_SCOPE)
 * and cache entries reach the caller), a macro's are the caller's. */
static void call_function(cm_state *s, cm_function *fn, const cm_command *c, int state, const char *reason, const char *dir)
{
    /* A call in a branch the configure skips is walked too (off): the folders and sources it
     * names get that branch as their reason. */
    if (state != WG_OFF)
        fn->called = 1;
    const cm_command *def = &fn->file->commands[fn->body_begin - 1];
    if (s->depth >= MAX_CALL_DEPTH || recursions(s, fn->name) >= MAX_RECURSION) {
        /* its body not walked: what its parameters hold may reach the compiler (bind_call_arguments) */
        for (size_t k = 1; k < def->argc; ++k)
            add_root(s, def->args[k].text, strlen(def->args[k].text), 0, NULL);
        return;
    }
    cm_arg *values = malloc(512 * sizeof *values);
    if (!values) {
        s->tree->failed = 1;
        return;
    }
    int unknown = 0;
    size_t nv = expand_args(s, c, 0, values, 512, &unknown);
    char *prefix = unknown ? known_argument_prefix(s, c) : NULL;
    /* a glob's list is handed on as its probe item, as set() copies it (ARGN's files below) */
    int keep_globs = s->keep_globs;
    s->keep_globs = 1;
    if (unknown) { /* bound by position where each unknown argument is one element */
        free_args(values, nv);
        unknown = 0;
        nv = expand_call_slots(s, c, values, 512, &unknown);
        for (size_t i = def->argc > 0 ? def->argc - 1 : 0; i < nv && !unknown; ++i)
            unknown = !values[i].text; /* ARGN unknown: all unknown, as before (libsimdpp's ${COMPILABLE_ARCHS} list) */
    }
    /* ARGN's glob files in the body, and the caller's own back after it */
    char *argn_files = argn_glob_files(s, c, def->argc > 0 ? def->argc - 1 : 0);
    s->keep_globs = keep_globs;
    const char *caller_files = glob_files(s, "ARGN");
    char *caller_copy = caller_files ? malloc(strlen(caller_files) + 1) : NULL;
    if (caller_copy)
        strcpy(caller_copy, caller_files);
    int argn_globbed = argn_files || caller_files;
    cm_saved_vars saved;
    if (save_vars(s, &saved) != 0) {
        free_args(values, nv), free(values), free(prefix), free(argn_files), free(caller_copy);
        s->tree->failed = 1;
        return;
    }
    cm_call_frame outer;
    enter_call(s, fn, def, prefix, state, &outer);
    bind_parameters(s, def, values, nv, unknown);
    if (argn_globbed)
        push_glob_files(s, "ARGN", argn_files ? argn_files : GLOB_NONE);
    free_args(values, nv), free(values);
    ++s->depth;
    /* The body may define functions, which moves s->functions: fn is not read after it (its
     * name, a string of its own, is). */
    int is_macro = fn->is_macro;
    s->calling[s->calling_count++] = fn->name;
    int outer_body = s->loop_body;
    s->loop_body = 0; /* a continue() there is the function's own loop's */
    walk(s, fn->file, fn->body_begin, fn->body_end, state, reason, dir);
    s->loop_body = outer_body;
    --s->calling_count;
    --s->depth;
    leave_call(s, is_macro, &outer, &saved);
    if (argn_globbed)
        push_glob_files(s, "ARGN", caller_copy ? caller_copy : GLOB_NONE);
    free(argn_files), free(caller_copy);
}

static void note_loop_skip(cm_state *s, const char *item, const char *why);
static char *glob_list_value(cm_state *s, const char *name);

/* The items an unknown list surely holds (sure_name), split into out: a foreach() over it surely
 * runs its body with each of them (fixture foreach_sure_items). */
static size_t sure_items(cm_state *s, const char *name, cm_arg *out, size_t max)
{
#ifdef WG_SCAN_FOREACH_SURE_ITEMS_OFF
    (void)s, (void)name, (void)out, (void)max;
    return 0;
#else
    char hidden[512];
    cm_var *h = sure_name(name, hidden, sizeof hidden) ? find_var(s, hidden) : NULL;
    if (!h || !h->value || !*h->value || max == 0)
        return 0;
    return split_list(h->value, out, max, 0);
#endif
}

/* foreach(): the body once per item the model knows (the loop variable set to each), and once
 * more with the variable unknown where an item is not known (dynet's examples:
 * foreach(FOLDER encdec mnist ... ${MP_EXAMPLES}) builds each named folder's example). */
static void walk_foreach(cm_state *s, cm_file *f, const cm_command *c, size_t begin, size_t end, int state,
                         const char *reason, const char *dir)
{
    if (c->argc == 0 || s->depth >= MAX_CALL_DEPTH)
        return;
    cm_arg *items = malloc(256 * sizeof *items);
    if (!items) {
        s->tree->failed = 1;
        return;
    }
    size_t n = 0;
    int unknown = 0;
    const char *mode = c->argc > 1 ? c->args[1].text : "";
    if (strcmp(mode, "RANGE") == 0 || strcmp(mode, "ZIP_LISTS") == 0) {
        unknown = 1;
    } else if (strcmp(mode, "IN") == 0) {
        int lists = 0;
        for (size_t k = 2; k < c->argc && n < 256; ++k) {
            if (strcmp(c->args[k].text, "LISTS") == 0) {
                lists = 1;
                continue;
            }
            if (strcmp(c->args[k].text, "ITEMS") == 0) {
                lists = 0;
                continue;
            }
            if (lists) { /* the list's name may be built: IN LISTS ${PROJECT_NAME}_TYPES */
                char *list = expand_arg(s, &c->args[k]);
                cm_var *v = list ? find_var(s, list) : NULL;
                char *globbed = list ? glob_list_value(s, list) : NULL;
                if (globbed)
                    n += split_list(globbed, items + n, 256 - n, 0);
                else if (v && !v->value)
                    unknown = 1, n += sure_items(s, list, items + n, 256 - n);
                else if (v && *v->value)
                    n += split_list(v->value, items + n, 256 - n, 0);
                else if (!v)
                    unknown = 1;
                free(list);
                free(globbed);
            } else {
                cm_command one = *c;
                one.argc = k + 1;
                n += expand_args(s, &one, k, items + n, 256 - n, &unknown);
            }
        }
    } else {
        for (size_t k = 1; k < c->argc && n < 256; ++k) {
            const char *a = c->args[k].text;
            size_t len = strlen(a);
            char name[256] = "";
            char *globbed = NULL;
            if (len > 3 && len - 3 < sizeof name && strncmp(a, "${", 2) == 0 && a[len - 1] == '}' && !strchr(a + 2, '$')) {
                memcpy(name, a + 2, len - 3);
                name[len - 3] = '\0';
                globbed = glob_list_value(s, name);
            }
            cm_var *v = *name && !globbed ? find_var(s, name) : NULL;
            if (globbed) {
                n += split_list(globbed, items + n, 256 - n, 0);
                free(globbed);
            } else if (v && !v->value) {
                unknown = 1;
                n += sure_items(s, name, items + n, 256 - n);
            } else {
                cm_command one = *c;
                one.argc = k + 1;
                n += expand_args(s, &one, k, items + n, 256 - n, &unknown);
            }
        }
    }
    char *variable = expand_arg(s, &c->args[0]);
    ++s->depth;
    int outer_body = s->loop_body, outer_continued = s->continued;
    const char *outer_reason = s->continued_reason;
    s->loop_body = 1;
    if (!variable) {
    } else {
        for (size_t i = 0; i < n && !s->tree->failed; ++i) {
            if (set_var(s, variable, items[i].text) != 0)
                s->tree->failed = 1;
            s->continued = 0;
            walk(s, f, begin, end, state, reason, dir);
            if (s->continued == WG_ON && state == WG_ON)
                note_loop_skip(s, items[i].text, s->continued_reason);
        }
        if (unknown || n == 0) {
            if (set_var(s, variable, NULL) != 0)
                s->tree->failed = 1;
            /* an empty list (cyclonedds's foreach(san ${SANITIZER}) under if(SANITIZER)) runs
             * the body no time, which left its lines unmarked, as if on the path: inside a
             * branch the configure skips they are off with it */
            if (unknown || state == WG_OFF)
                walk(s, f, begin, end, state, reason, dir);
        }
    }
    s->loop_body = outer_body, s->continued = outer_continued, s->continued_reason = outer_reason;
    --s->depth;
    free(variable);
    free_args(items, n), free(items);
}

static void enter(cm_state *s, cm_file *f, int state, const char *reason, const char *dir, const char *list_dir)
{
    if (s->depth >= MAX_CALL_DEPTH)
        return;
    cm_var *v = find_var(s, "CMAKE_CURRENT_LIST_DIR");
    char *saved = v && v->value ? malloc(strlen(v->value) + 1) : NULL;
    if (saved)
        strcpy(saved, v->value);
    char value[1100];
    snprintf(value, sizeof value, "@R%s%s", *list_dir ? "/" : "", list_dir);
    set_var(s, "CMAKE_CURRENT_LIST_DIR", value);
    f->file->walked = 1;
    if (state == WG_ON)
        f->file->walked_on = 1;
    else if (state == WG_MAYBE && !f->file->walked_maybe_reason)
        f->file->walked_maybe_reason = reason;
    ++s->depth;
    int outer_body = s->loop_body;
    s->loop_body = 0;
    walk(s, f, 0, f->count, state, reason, dir);
    s->loop_body = outer_body;
    --s->depth;
    set_var(s, "CMAKE_CURRENT_LIST_DIR", saved);
    free(saved);
}

static int target_name_char(char c)
{
    return isalnum((unsigned char)c) || c == '_' || c == '-' || c == '.' || c == '+';
}

/* Whether a CMake file of the tree other than `own` names the target (add_dependencies(),
 * a custom command's COMMAND or DEPENDS, $<TARGET_FILE:x>): something may build it. */
static int target_named_elsewhere(const wg_tree *t, const wg_tree_file *own, const char *name)
{
    size_t n = strlen(name);
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *g = &t->files[i];
        if (g == own || g->kind != WG_SCAN_CMAKE || !g->text)
            continue;
        for (const char *p = strstr(g->text, name); p; p = strstr(p + 1, name))
            if ((p == g->text || !target_name_char(p[-1])) && !target_name_char(p[n]))
                return 1;
    }
    return 0;
}

/* add_executable(X EXCLUDE_FROM_ALL ...), or add_executable(X ...) in a folder added
 * EXCLUDE_FROM_ALL (fluent-bit's add_subdirectory(lib/monkey EXCLUDE_FROM_ALL), whose server
 * executable mk_bin/ it never builds) that no other CMake file names, and the
 * target_*()/set_target_properties() of such an X: not in the default build (no target links an
 * executable), so its lines and the sources only it lists are off. Returns 1 when c was such a
 * command (marked here). */
static int left_out_of_build(cm_state *s, cm_file *f, const cm_command *c, const char *dir)
{
    wg_tree *t = s->tree;
    const char *n = c->name;
    if (c->argc < 2)
        return 0;
    int keyword = strcmp(c->args[1].text, "EXCLUDE_FROM_ALL") == 0;
    int adds = strcmp(n, "add_executable") == 0 &&
               (keyword || (s->excluded_dir && !strchr(c->args[0].text, '$') && strcmp(c->args[1].text, "IMPORTED") != 0 &&
                            strcmp(c->args[1].text, "ALIAS") != 0 && !target_named_elsewhere(t, f->file, c->args[0].text)));
    if (!adds && !((strncmp(n, "target_", 7) == 0 || strcmp(n, "set_target_properties") == 0) &&
                   wg_strlist_has(s->excluded, s->excluded_count, c->args[0].text, strlen(c->args[0].text))))
        return 0;
    if (adds && wg_strlist_add(&s->excluded, &s->excluded_count, &s->excluded_capacity, c->args[0].text,
                               strlen(c->args[0].text)) != 0)
        t->failed = 1;
    const char *why = adds && !keyword
                          ? wg_tree_string(t, "the target %s is in a folder added EXCLUDE_FROM_ALL (%s), and nothing else names it: not in the default build",
                                           c->args[0].text, s->excluded_dir)
                          : wg_tree_string(t, "the target %s is EXCLUDE_FROM_ALL (%s:%ld): not in the default build",
                                           c->args[0].text, f->file->path, c->line);
    wg_line_mark(f->file, c->line, c->end_line, WG_OFF, why);
    for (size_t k = adds && keyword ? 2 : 1; (adds || strcmp(n, "target_sources") == 0) && k < c->argc; ++k) {
        char *v = expand_arg(s, &c->args[k]);
        for (char *item = v, *next; item && *item; item = next) {
            next = strchr(item, ';');
            if (next)
                *next++ = '\0';
            char source[1024];
            wg_tree_file *sf = is_source_name(item) && resolve(dir, item, source, sizeof source) ? wg_tree_find(t, source) : NULL;
            if (sf && !sf->listed_off)
                sf->listed_off = 1, sf->listed_off_reason = why;
        }
        free(v);
    }
    return 1;
}

/* A state after a return(): cap WG_OFF puts it off, cap WG_MAYBE makes an on state undecided. */
static void cap_state(int *state, const char **reason, int cap, const char *why)
{
    if ((cap == WG_OFF && *state != WG_OFF) || (cap == WG_MAYBE && *state == WG_ON)) {
        *state = cap;
        *reason = why;
    }
}

/* function()/macro() at commands[i]: its body remembered (not walked) when on the path; the
 * index of its endfunction()/endmacro(). */
static size_t define_function(cm_state *s, cm_file *f, size_t i, size_t end, int state, const char *reason)
{
    wg_tree *t = s->tree;
    cm_command *c = &f->commands[i];
    const char *n = c->name;
    const char *close = n[0] == 'f' ? "endfunction" : "endmacro";
    size_t j = i + 1;
    int nest = 1;
    for (; j < end; ++j) {
        if (strcmp(f->commands[j].name, n) == 0)
            ++nest;
        else if (strcmp(f->commands[j].name, close) == 0 && --nest == 0)
            break;
    }
    wg_line_mark(f->file, c->line, c->line, state, reason);
    if (j < end)
        wg_line_mark(f->file, f->commands[j].line, f->commands[j].end_line, state, reason);
    /* defined in a skipped branch: nothing can call it, its body is off too (portaudio's test
     * macro under if(PA_BUILD_TESTS), OFF by default, whose target_link_libraries(... m) counted) */
    if (state == WG_OFF && j < end && i + 1 < j)
        wg_line_mark(f->file, f->commands[i + 1].line, f->commands[j].line, WG_OFF, reason);
    if (state != WG_OFF && c->argc > 0 && s->function_count < 4096) {
        cm_function *fs = wg_grow(s->functions, &s->function_capacity, s->function_count + 1, sizeof *fs);
        if (!fs) {
            t->failed = 1;
            return j;
        }
        s->functions = fs;
        char *name = malloc(strlen(c->args[0].text) + 1);
        if (!name) {
            t->failed = 1;
            return j;
        }
        for (size_t k = 0; (name[k] = (char)tolower((unsigned char)c->args[0].text[k])) != '\0'; ++k) {
        }
        s->functions[s->function_count++] = (cm_function){name, f, i + 1, j, c->line, 0, n[0] == 'm'};
    }
    return j;
}

/* The ';' that ends a list's first item, outside generator expressions; NULL for the last. */
static char *list_separator(char *item)
{
    int depth = 0;
    for (char *q = item; *q; ++q) {
        if (q[0] == '$' && q[1] == '<')
            ++depth;
        else if (*q == '>' && depth)
            --depth;
        else if (*q == ';' && !depth)
            return q;
    }
    return NULL;
}

static char *expand_sure(cm_state *s, const cm_arg *a);

/* The CXX_STANDARD target property raises the C++ standard: set_target_properties(x PROPERTIES
 * CXX_STANDARD 20), set_property(TARGET x PROPERTY CXX_STANDARD 20), also where a variable holds
 * the property list (openal-soft's set_target_properties(x PROPERTIES ${ALSOFT_STD_VERSION_PROPS})). */
static void note_standard_property(cm_state *s, const cm_command *c)
{
    int after_name = 0;
    for (size_t k = 0; k < c->argc; ++k) {
        char *v = expand_arg(s, &c->args[k]);
        for (char *d = v, *next; d && *d; d = next) {
            next = list_separator(d);
            if (next)
                *next++ = '\0';
            if (after_name && isdigit((unsigned char)d[0]) && cxx_level(d) > s->tree->cxx_standard)
                s->tree->cxx_standard = cxx_level(d);
            after_name = strcmp(d, "CXX_STANDARD") == 0;
        }
        free(v);
    }
}

static struct wg_shared_target *shared_target_named(wg_tree *t, const char *name);

/* A definition's name for the shared library target (NULL: every target of the directory), as
 * "target\tNAME" in target_defines: SDL's external begin_code.h exports only under DLL_EXPORT,
 * which SDL_image's fix gives its target alone (scan.c's settle_shared_exports). */
static void note_target_definition(cm_state *s, const char *target, const char *d, int state)
{
    wg_tree *t = s->tree;
    if (state == WG_OFF || (target && !shared_target_named(t, target)))
        return;
    if (strncmp(d, "$<", 2) == 0) {
        const char *colon = strrchr(d, ':');
        d = colon ? colon + 1 : d;
    }
    if ((d[0] == '-' || d[0] == '/') && d[1] == 'D')
        d += 2;
    char key[600];
    int k = snprintf(key, sizeof key, "%s\t%.*s", target ? target : "*", (int)strcspn(d, "=>"), d);
    if (k > 0 && (size_t)k < sizeof key &&
        wg_strlist_add(&t->target_defines, &t->target_defines_count, &t->target_defines_capacity, key, (size_t)k) != 0)
        t->failed = 1;
}

/* Whether an add_definitions argument is one definition for CMake: its pattern
 * ^[-/]D[A-Za-z_][A-Za-z0-9_]*(=.*)?$ (cmMakefile::ParseDefineFlag), blanks allowed after '='. */
static int is_single_define_flag(const char *d)
{
    if (!((d[0] == '-' || d[0] == '/') && d[1] == 'D' && (isalpha((unsigned char)d[2]) || d[2] == '_')))
        return 0;
    size_t n = 3;
    while (isalnum((unsigned char)d[n]) || d[n] == '_')
        ++n;
    return d[n] == '\0' || d[n] == '=';
}

/* An add_definitions argument that is no single definition goes to the compile line raw, as
 * flags, and cl.exe reads each -D/"/D" in it: avogadrolibs' "-DNOMINMAX -D_USE_MATH_DEFINES". */
static void note_raw_define_flags(cm_state *s, const char *flags, int state)
{
    for (const char *p = flags + strspn(flags, " \t\n"); *p; p += strspn(p, " \t\n")) {
        size_t n = strcspn(p, " \t\n");
        char flag[600];
        if ((p[0] == '-' || p[0] == '/') && p[1] == 'D' && n < sizeof flag) {
            snprintf(flag, sizeof flag, "%.*s", (int)n, p);
            note_definition(s, flag, state), note_target_definition(s, NULL, flag, state);
        }
        p += n;
    }
}

/* Compile definitions on the path feed the preprocessor; cxx_std_NN raises the C++ standard. */
static void note_definitions(cm_state *s, const cm_command *c, int state)
{
    wg_tree *t = s->tree;
    const char *n = c->name;
    if (strcmp(n, "add_compile_definitions") == 0 || strcmp(n, "add_definitions") == 0 ||
        strcmp(n, "target_compile_definitions") == 0) {
        char *target = n[0] == 't' && c->argc > 0 ? expand_arg(s, &c->args[0]) : NULL;
        for (size_t k = n[0] == 't' ? 1 : 0; k < c->argc; ++k) {
            if (is_keyword_arg(c->args[k].text))
                continue;
            char *v = expand_sure(s, &c->args[k]);
            /* each item of a list (a project's DEFINES handed through its own function);
             * add_definitions: only -D/"/D", judged on the expanded value (${def} in a helper
             * macro's loop) */
            for (char *d = v ? v : c->args[k].text, *next; d && *d; d = next) {
                next = v ? list_separator(d) : NULL;
                if (next)
                    *next++ = '\0';
#ifndef WG_SCAN_RAW_DEFINE_FLAGS_OFF
                if (n[4] == 'd' && !is_single_define_flag(d) && strpbrk(d, " \t\n"))
                    note_raw_define_flags(s, d, state);
                else
#endif
                if (n[4] != 'd' || d[0] == '-' || d[0] == '/')
                    note_definition(s, d, state), note_target_definition(s, target, d, state); /* an unknown target: maybe any */
            }
            free(v);
        }
        free(target);
    }
    /* the COMPILE_DEFINITIONS property: set_target_properties(x PROPERTIES COMPILE_DEFINITIONS
     * "A;B" ...) (tinyxml2's TINYXML2_EXPORT), set_property(TARGET x [APPEND] PROPERTY
     * COMPILE_DEFINITIONS A B) */
    size_t first = 0, last = 0;
    for (size_t k = 0; k < c->argc && !first; ++k)
        if (strcmp(c->args[k].text, "COMPILE_DEFINITIONS") == 0 && !c->args[k].quoted)
            first = k + 1;
    if (first && strcmp(n, "set_target_properties") == 0)
        last = first + 1 <= c->argc ? first + 1 : first;
    else if (first && strcmp(n, "set_property") == 0 && c->argc > 0 && strcmp(c->args[0].text, "TARGET") == 0)
        last = c->argc;
    for (size_t k = first; k < last; ++k) {
        char *v = expand_arg(s, &c->args[k]);
        for (char *d = v, *next; d && *d; d = next) {
            next = list_separator(d);
            if (next)
                *next++ = '\0';
            note_definition(s, d, state);
        }
        free(v);
    }
    if (strcmp(n, "target_compile_features") == 0 && state == WG_ON)
        for (size_t k = 1; k < c->argc; ++k)
            if (strncmp(c->args[k].text, "cxx_std_", 8) == 0 && cxx_level(c->args[k].text + 8) > t->cxx_standard)
                t->cxx_standard = cxx_level(c->args[k].text + 8);
    if ((strcmp(n, "set_target_properties") == 0 || strcmp(n, "set_property") == 0) && state == WG_ON)
        note_standard_property(s, c);
}

static int arch_level(const char *text);

/* One definition (NAME or NAME=VALUE, -D/"/D" taken off) for the source file sf alone. */
static void note_source_definition(wg_tree *t, const wg_tree_file *sf, const char *d, int state)
{
    if (strncmp(d, "$<", 2) == 0) { /* $<$<CONFIG:Debug>:NAME>: in some configurations */
        const char *colon = strrchr(d, ':');
        d = colon ? colon + 1 : d;
        state = state == WG_ON ? WG_MAYBE : state;
    }
    if ((d[0] == '-' || d[0] == '/') && d[1] == 'D')
        d += 2;
    size_t n = strcspn(d, "=>"), m = strcspn(d, ">");
    if (n == 0 || !(isalpha((unsigned char)d[0]) || d[0] == '_') || state == WG_OFF)
        return;
    char key[1200];
    int k = snprintf(key, sizeof key, "%s\t%.*s", sf->path, (int)(state == WG_ON ? m : n), d);
    if (k <= 0 || (size_t)k >= sizeof key)
        return;
    if (state == WG_ON ? wg_strlist_add(&t->source_defines_on, &t->source_defines_on_count, &t->source_defines_on_capacity, key, (size_t)k)
                       : wg_strlist_add(&t->source_defines_any, &t->source_defines_any_count, &t->source_defines_any_capacity, key, (size_t)k))
        t->failed = 1;
}

/* A value of a source property for the source file sf: COMPILE_DEFINITIONS items are names,
 * COMPILE_OPTIONS and COMPILE_FLAGS items are cl.exe options (-DNAME, /DNAME, /arch:AVX2). */
static void note_source_value(wg_tree *t, wg_tree_file *sf, const char *property, char *value, int state)
{
    if (strcmp(property, "HEADER_FILE_ONLY") == 0) {
        /* the file is in the target's list but compiled by none: poco's X_UNIX.cpp, which
         * X.cpp #includes per platform */
        unsigned char level = state == WG_ON ? 2 : 1;
        if (value && is_true_constant(value) && level > sf->header_only)
            sf->header_only = level;
        return;
    }
    int definitions = strcmp(property, "COMPILE_DEFINITIONS") == 0;
    for (char *d = value, *next; d && *d; d = next) {
        next = definitions ? list_separator(d) : d + strcspn(d, " ;\t");
        if (next && *next)
            *next++ = '\0';
        else
            next = NULL;
        if (definitions || ((d[0] == '-' || d[0] == '/') && d[1] == 'D' && d[2]))
            note_source_definition(t, sf, d, state);
        else if (state == WG_ON && arch_level(d) > sf->source_arch)
            sf->source_arch = (unsigned char)arch_level(d);
    }
}

/* Per-source properties: set_source_files_properties(<files> PROPERTIES COMPILE_DEFINITIONS X
 * COMPILE_OPTIONS /arch:AVX2 ...) and set_property(SOURCE <files> [APPEND] PROPERTY
 * COMPILE_DEFINITIONS X) feed that source's preprocessor only (c-blosc2's SHUFFLE_AVX2_ENABLED
 * and /arch:AVX2 on shuffle.c), not the whole tree's. */
/* Whether CMake text writes #include lines into a file (file(APPEND|WRITE <file> "#include \"...\"")): a
 * unity build of its own, whose generated unit includes the sources it marks HEADER_FILE_ONLY. */
static int writes_unity_source(const char *text)
{
    const char *include = strstr(text, "\"#include \\\"");
    return include && strstr(text, "file(") && (strstr(text, "APPEND") || strstr(text, "WRITE"));
}

/* A source of a unity unit the configure writes: compiled there, after the one before it in the list. */
static void note_unity_member(wg_tree *t, wg_tree_file *sf, wg_tree_file **previous)
{
    if (!wg_translation_unit(sf->path) || sf->unity_prev || sf->unity_next)
        return;
    if (*previous && *previous != sf) {
        (*previous)->unity_next = (size_t)(sf - t->files) + 1;
        sf->unity_prev = (size_t)(*previous - t->files) + 1;
    }
    *previous = sf;
}

static void note_source_properties(cm_state *s, const cm_command *c, int state, const char *dir, const char *text)
{
    static const char *const properties[] = {"COMPILE_DEFINITIONS", "COMPILE_OPTIONS", "COMPILE_FLAGS", "HEADER_FILE_ONLY", NULL};
    int setter = strcmp(c->name, "set_source_files_properties") == 0;
    if (state == WG_OFF || !(setter || (strcmp(c->name, "set_property") == 0 && c->argc > 0 && strcmp(c->args[0].text, "SOURCE") == 0)))
        return;
    size_t files_end = setter ? 0 : 1, values = 0;
    while (files_end < c->argc && strcmp(c->args[files_end].text, setter ? "PROPERTIES" : "PROPERTY") != 0 &&
           strcmp(c->args[files_end].text, "DIRECTORY") != 0 && strcmp(c->args[files_end].text, "TARGET_DIRECTORY") != 0 &&
           strncmp(c->args[files_end].text, "APPEND", 6) != 0)
        ++files_end;
    for (values = files_end; values < c->argc && strcmp(c->args[values].text, setter ? "PROPERTIES" : "PROPERTY") != 0;)
        ++values;
    for (size_t k = values + 1; k + 1 < c->argc; k += setter ? 2 : c->argc) {
        const char *property = c->args[k].text;
        size_t i = 0;
        while (properties[i] && strcmp(properties[i], property) != 0)
            ++i;
        if (!properties[i])
            continue;
        /* HEADER_FILE_ONLY beside a file(APPEND) of #include lines: the sources are compiled in the
         * generated unity unit, in their list's order (duckdb's enable_unity_build) */
        int unity = i == 3 && writes_unity_source(text);
        wg_tree_file *previous = NULL;
        for (size_t f = setter ? 0 : 1; f < files_end; ++f) {
            char *files = expand_arg(s, &c->args[f]);
            for (char *item = files, *next; item && *item; item = next) {
                next = strchr(item, ';');
                if (next)
                    *next++ = '\0';
                char source[1024];
                wg_tree_file *sf = resolve(dir, item, source, sizeof source) ? wg_tree_find(s->tree, source) : NULL;
#ifndef WG_SCAN_UNITY_SOURCE_OFF
                if (sf && unity && state == WG_ON) {
                    note_unity_member(s->tree, sf, &previous);
                    continue;
                }
#endif
                for (size_t v = k + 1; sf && v < (setter ? k + 2 : c->argc); ++v) {
                    char *value = expand_arg(s, &c->args[v]);
                    note_source_value(s->tree, sf, property, value, state);
                    free(value);
                }
            }
            free(files);
        }
    }
}

static int names_exclude_from_all(const cm_command *c);

/* add_subdirectory(): its CMakeLists.txt walked in the command's state (inside an
 * EXCLUDE_FROM_ALL folder: excluded_dir), or its folder put off. */
/* Whether the tree holds a file below folder sub (a relative path, "" the root). */
static int tree_holds_folder(const wg_tree *t, const char *sub)
{
    size_t n = strlen(sub);
    for (size_t i = 0; i < t->count; ++i)
        if (!n || (strncmp(t->files[i].path, sub, n) == 0 && t->files[i].path[n] == '/'))
            return 1;
    return 0;
}

static void walk_subdirectory(cm_state *s, const cm_command *c, int state, const char *reason, const char *dir, const char *path)
{
    wg_tree *t = s->tree;
    char *v = expand_arg(s, &c->args[0]);
    char sub[1024], file[1100];
    if (!(v && resolve(dir, v, sub, sizeof sub)) && state != WG_OFF)
        t->unfollowed_folder = 1;
    if (v && resolve(dir, v, sub, sizeof sub)) {
        snprintf(file, sizeof file, "%s%sCMakeLists.txt", sub, *sub ? "/" : "");
        if (state == WG_OFF) {
            if (add_off(s, sub, reason) != 0)
                t->failed = 1;
        } else {
            cm_file *child = load(s, file);
            if (!child && !t->absent_folder && !tree_holds_folder(t, sub))
                t->absent_folder = wg_tree_string(t, "%s (add_subdirectory at %s:%ld)", sub, path, c->line);
            if (child) {
                cm_var *cur = find_var(s, "CMAKE_CURRENT_SOURCE_DIR");
                char *saved = cur && cur->value ? malloc(strlen(cur->value) + 1) : NULL;
                if (saved)
                    strcpy(saved, cur->value);
                char value[1100];
                snprintf(value, sizeof value, "@R%s%s", *sub ? "/" : "", sub);
                set_var(s, "CMAKE_CURRENT_SOURCE_DIR", value);
                const char *outer_excluded = s->excluded_dir;
                if (!outer_excluded && names_exclude_from_all(c))
                    s->excluded_dir = wg_tree_string(t, "%s:%ld", path, c->line);
                enter(s, child, state, reason, sub, sub);
                s->excluded_dir = outer_excluded;
                set_var(s, "CMAKE_CURRENT_SOURCE_DIR", saved);
                free(saved);
            }
        }
    }
    free(v);
}

/* subdirs(dir... [EXCLUDE_FROM_ALL dir...] [PREORDER]): CMake's old form of add_subdirectory(),
 * one folder an argument (libfido2's subdirs(src) until 2020). CMake enters them after the calling
 * file ends; walked at the call, as add_subdirectory() is. */
static void walk_subdirs(cm_state *s, const cm_command *c, int state, const char *reason, const char *dir, const char *path)
{
    static char exclude_word[] = "EXCLUDE_FROM_ALL";
    int excluded = 0;
    for (size_t k = 0; k < c->argc; ++k) {
        const cm_arg *a = &c->args[k];
        if (!a->quoted && strcmp(a->text, "PREORDER") == 0)
            continue;
        if (!a->quoted && strcmp(a->text, "EXCLUDE_FROM_ALL") == 0) {
            excluded = 1;
            continue;
        }
        cm_arg pair[2] = {*a, *a}; /* the folder, then EXCLUDE_FROM_ALL where it is one of those */
        if (excluded)
            pair[1].text = exclude_word, pair[1].quoted = 0;
        cm_command one = *c;
        one.args = pair;
        one.argc = excluded ? 2 : 1;
        walk_subdirectory(s, &one, state, reason, dir, path);
    }
}

/* ExternalProject_Add(<name> SOURCE_DIR <folder of the tree> ...) with no download of its own
 * (no URL or repository): a superbuild configures and builds that folder as a project of its own
 * (dcm2niix's SuperBuild.cmake adds console/ so), which reaches its sources as add_subdirectory()
 * would; walked so, the parent's variables standing in for the CMAKE_ARGS it hands on. */
static void walk_external_project(cm_state *s, const cm_command *c, int state, const char *reason, const char *dir, const char *path)
{
    static const char *const downloads[] = {"URL", "GIT_REPOSITORY", "SVN_REPOSITORY", "HG_REPOSITORY", "CVS_REPOSITORY", NULL};
    size_t source = 0;
    for (size_t k = 1; k + 1 < c->argc; ++k) {
        if (c->args[k].quoted)
            continue;
        for (size_t i = 0; downloads[i]; ++i)
            if (strcmp(c->args[k].text, downloads[i]) == 0)
                return; /* fetched into SOURCE_DIR: the tree's folder (if any) is not what builds */
        if (strcmp(c->args[k].text, "SOURCE_DIR") == 0 && !source)
            source = k + 1;
    }
    if (!source)
        return;
    cm_command one = *c;
    one.args = &c->args[source];
    one.argc = 1;
    walk_subdirectory(s, &one, state, reason, dir, path);
}

/* add_test(... COMMAND ${CMAKE_CTEST_COMMAND} --build-and-test <source-dir> <binary-dir> ...): ctest
 * configures and builds that folder as a project of its own when the tests run (spglib's examples
 * through Spglib_add_test): walked as a folder the build enters, its own variables aside. */
static void walk_build_and_test(cm_state *s, const cm_command *c, int state, const char *reason, const char *dir, const char *path)
{
    for (size_t k = 1; k + 1 < c->argc; ++k)
        if (!c->args[k].quoted && strcmp(c->args[k].text, "--build-and-test") == 0) {
            cm_command one = *c;
            one.args = &c->args[k + 1];
            one.argc = 1;
            walk_subdirectory(s, &one, state, reason, dir, path);
            return;
        }
}

/* find_package(X) of a package the tree's Find module may not find (handle_standard_args): X_FOUND
 * unknown, and listed so, unless the call is REQUIRED (the configure of a scenario that builds
 * found it). 1 where X is assumed found. */
static int required_or_found(cm_state *s, const cm_command *c, const char *package)
{
    int required = 0;
    for (size_t k = 1; k < c->argc; ++k)
        required |= strcmp(c->args[k].text, "REQUIRED") == 0;
    if (required || !wg_strlist_has(s->unfound, s->unfound_count, package, strlen(package)))
        return 1;
    char name[300], upper[300], entry[600];
    snprintf(name, sizeof name, "%s_FOUND", package);
    size_t i = 0;
    for (; name[i] && i + 1 < sizeof upper; ++i)
        upper[i] = (char)toupper((unsigned char)name[i]);
    upper[i] = '\0';
    if (set_var(s, name, NULL) != 0 || set_var(s, upper, NULL) != 0)
        s->tree->failed = 1;
    snprintf(entry, sizeof entry, "%s=? (its Find module needs find_library()/find_path() results, which a stock Windows runner does not give)", name);
    if (!wg_strlist_has(s->options, s->option_count, name, strlen(name)) &&
        wg_strlist_add(&s->options, &s->option_count, &s->option_capacity, entry, strlen(entry)) != 0)
        s->tree->failed = 1;
    return 0;
}

/* CMake's own find modules that look only for a POSIX facility, which no Windows runner has:
 * FindBacktrace searches for <execinfo.h> (glibc, the BSDs), so Backtrace_FOUND is false under
 * MSVC (folly's FOLLY_HAVE_BACKTRACE follows it). A tree's own Find<name>.cmake decides itself. */
static int posix_only_module(const char *package)
{
    return strcmp(package, "Backtrace") == 0;
}

static int optional_arg_required(const cm_command *c)
{
    for (size_t k = 1; k < c->argc; ++k)
        if (!c->args[k].quoted && strcmp(c->args[k].text, "REQUIRED") == 0)
            return 1;
    return 0;
}

static void set_not_found(cm_state *s, const char *package)
{
    char name[300], upper[300], entry[400];
    snprintf(name, sizeof name, "%s_FOUND", package);
    size_t i = 0;
    for (; name[i] && i + 1 < sizeof upper; ++i)
        upper[i] = (char)toupper((unsigned char)name[i]);
    upper[i] = '\0';
    if (set_var(s, name, "FALSE") != 0 || set_var(s, upper, "FALSE") != 0)
        s->tree->failed = 1;
    snprintf(entry, sizeof entry, "%s=FALSE (CMake's Find%s looks for a POSIX facility MSVC lacks)", name, package);
    if (!wg_strlist_has(s->options, s->option_count, name, strlen(name)) &&
        wg_strlist_add(&s->options, &s->option_count, &s->option_capacity, entry, strlen(entry)) != 0)
        s->tree->failed = 1;
}

/* include()/find_package(): the module of the tree it names walked (or put off), a package
 * assumed found. */
/* include() of a CMake file by a path (or a computed name) that is no file of the tree: a found
 * package's own module (magnum's FindCorrade.cmake ends with include(${CORRADE_USE_MODULE}), the
 * UseCorrade.cmake of Corrade's install, which defines NOMINMAX for the targets that ask for its
 * flags), a generated file of the build folder. What compile definitions it adds is unknown; a
 * CMake module included by its name (include(GNUInstallDirs)) is CMake's own and adds none. */
static void note_outside_include(cm_state *s, const cm_command *c, const char *path)
{
    /* A toolchain file (vcpkg's include(${VCPKG_CHAINLOAD_TOOLCHAIN_FILE}), the user's own
     * CMAKE_TOOLCHAIN_FILE) sets up the compiler a configure names; it is no package's module. */
    int toolchain = strstr(c->args[0].text, "TOOLCHAIN") != NULL;
#ifdef WG_SCAN_TOOLCHAIN_INCLUDE_OFF
    toolchain = 0;
#endif
    if (!s->tree->outside_include && !strstr(c->args[0].text, "CMAKE_ROOT") && !toolchain)
        s->tree->outside_include = wg_tree_string(s->tree, "%s:%ld", path, c->line);
}

/* Whether include(<file>) names, by the same text, what a configure_file() before it in the same
 * CMake file writes: the configure's own copy of a template of the tree (GetGitRevisionDescription's
 * include("${GIT_DATA}/grabRef.cmake") after configure_file(... "${GIT_DATA}/grabRef.cmake" @ONLY),
 * which reads the git HEAD and defines nothing for the compiler), no found package's module. */
static int includes_own_configured_file(cm_state *s, const cm_command *c, const char *path)
{
#ifdef WG_SCAN_CONFIGURED_INCLUDE_OFF
    (void)s, (void)c, (void)path;
    return 0;
#else
    cm_file *f = load(s, path);
    for (size_t i = 0; f && i < f->count && f->commands[i].line < c->line; ++i) {
        const cm_command *k = &f->commands[i];
        if (strcmp(k->name, "configure_file") == 0 && k->argc > 1 && strcmp(k->args[1].text, c->args[0].text) == 0)
            return 1;
    }
    return 0;
#endif
}

/* Whether include(<relative path> OPTIONAL) names, without a variable, a file the tree does not
 * hold: the configure finds no file there and reads nothing (googletest's
 * include(cmake/hermetic_build.cmake OPTIONAL), a hook its vendoring projects may add). */
static int includes_absent_optional(const cm_command *c)
{
#ifdef WG_SCAN_CONFIGURED_INCLUDE_OFF
    (void)c;
    return 0;
#else
    int optional = 0;
    for (size_t k = 1; k < c->argc; ++k)
        optional |= strcmp(c->args[k].text, "OPTIONAL") == 0;
    return optional && !strchr(c->args[0].text, '$') && c->args[0].text[0] != '/';
#endif
}

static void walk_module(cm_state *s, const cm_command *c, int state, const char *reason, const char *dir, const char *path)
{
    wg_tree *t = s->tree;
    const char *n = c->name;
    char *v = expand_arg(s, &c->args[0]);
    char found[1024], name[600];
    if (n[0] == 'f' && state != WG_OFF) /* an unknown name: any package may be found here */
        add_word(s, &s->packages_reached, &s->package_reached_count, &s->package_reached_capacity, v ? v : "*", strlen(v ? v : "*"));
    if (n[0] == 'f' && state != WG_OFF && !v)
        s->computed_finds = 1;
    if (v) {
        snprintf(name, sizeof name, n[0] == 'f' ? "Find%s" : "%s", v);
        cm_file *module = find_module(s, dir, name, found, sizeof found);
        /* include(<file>): a file of the tree by another name than a module's (nghttp2's
         * CMakeOptions.txt), taken from the current source folder as CMake does */
        if (!module && n[0] == 'i' && resolve(dir, v, found, sizeof found))
            module = load(s, found);
        if (!module && state != WG_OFF)
            s->outside_modules = 1;
        if (!module && state != WG_OFF && n[0] == 'i' && (strchr(v, '/') || ends_with_text(v, ".cmake")) &&
            !includes_own_configured_file(s, c, path) && !includes_absent_optional(c))
            note_outside_include(s, c, path);
        if (module && state == WG_OFF) {
            if (!module->file->walked && add_off(s, found, reason) != 0)
                t->failed = 1;
        } else if (module) {
            char list_dir[1024];
            dir_of(found, list_dir, sizeof list_dir);
            enter(s, module, state, reason, dir, list_dir);
        }
        if (n[0] == 'f' && state == WG_ON && !module && posix_only_module(v) && !optional_arg_required(c))
            set_not_found(s, v);
        else if (n[0] == 'f' && state == WG_ON && required_or_found(s, c, v))
            assume_found(s, v);
        /* CMake's CTest module declares option(BUILD_TESTING "Build the testing tree." ON) */
        if (n[0] == 'i' && !module && state != WG_OFF && strcasecmp_portable(v, "CTest") == 0)
            take_option(s, "BUILD_TESTING", state == WG_ON ? "ON" : NULL, "include(CTest)");
        if (n[0] == 'f' && state != WG_OFF && strstr(v, "dlfcn"))
            t->dlfcn_note = wg_tree_string(t, "dependency note: the tree finds %s for Windows at %s:%ld", v, path, c->line);
        /* a pthreads for Windows (flint's find_package(PThreads4W) under if(MSVC), vcpkg's port):
         * not CMake's Threads, which finds the Win32 threads there */
        if (n[0] == 'f' && state != WG_OFF && contains_nocase(v, "pthread") && !t->pthread_note)
            t->pthread_note = wg_tree_string(t, "dependency note: the tree finds %s for Windows at %s:%ld", v, path, c->line);
    } else if (state != WG_OFF) {
        s->outside_modules = 1; /* a module the model cannot name */
        if (n[0] == 'i' && !includes_own_configured_file(s, c, path))
            note_outside_include(s, c, path);
    }
    free(v);
}

/* The list's own earlier value handed back to it (set(SRCS ${SRCS} avx2.c), list(APPEND SRCS
 * ${SRCS})): its items were gathered where that value was set, not under this command's condition
 * (c-blosc2's blosc2.c, re-listed under if(COMPILER_SUPPORT_AVX2), was undecided with it). */
static int is_own_value(const cm_command *c, size_t k)
{
    const char *name = c->args[strcmp(c->name, "list") == 0 ? 1 : 0].text, *text = c->args[k].text;
    size_t n = strlen(name);
    return strncmp(text, "${", 2) == 0 && strncmp(text + 2, name, n) == 0 && strcmp(text + 2 + n, "}") == 0;
}

/* Sources a target lists, or a skipped or undecided branch gathers into a variable: on, undecided or off. */
/* The tree's sources an add_custom_command() names (from its WORKING_DIRECTORY, else the folder).
 * In a branch the configure skips they are compiled only there, by that command's own compiler
 * (nghttp2's BPF program, clang -target bpf under if(LIBBPF_FOUND)): marked off unless a target on
 * the path or maybe on it lists them too. On the path they are what the command reads (wabt's
 * src/template/wasm2c.declarations.c, embedded as a string into generated C++): noted, and off
 * where no target lists them (scan.c, place_files). */
/* Whether the custom command's OUTPUT names a file of item's name (its last path part): what the
 * command writes, not what it compiles. UDUNITS' flex step under if(UNIX) (OUTPUT
 * ${CMAKE_CURRENT_SOURCE_DIR}/scanner.c, COMMAND flex -o scanner.c) regenerates a checked-in
 * scanner.c that a unit on the Windows path #includes: it stays on the path there. */
static int custom_command_output(const cm_command *c, const char *item)
{
#ifdef WG_SCAN_CUSTOM_OUTPUT_OFF
    (void)c, (void)item;
    return 0;
#else
    static const char *const keywords[] = {"COMMAND", "MAIN_DEPENDENCY", "DEPENDS", "BYPRODUCTS", "IMPLICIT_DEPENDS",
                                           "WORKING_DIRECTORY", "COMMENT", "DEPFILE", "JOB_POOL", "VERBATIM", "APPEND",
                                           "USES_TERMINAL", "COMMAND_EXPAND_LISTS", "TARGET", "PRE_BUILD", "PRE_LINK",
                                           "POST_BUILD", NULL};
    const char *name = strrchr(item, '/') ? strrchr(item, '/') + 1 : item;
    int in_output = 0;
    for (size_t k = 0; k < c->argc; ++k) {
        const char *a = c->args[k].text;
        int keyword = 0;
        for (size_t i = 0; keywords[i] && !keyword; ++i)
            keyword = !c->args[k].quoted && strcmp(a, keywords[i]) == 0;
        if (keyword || (!c->args[k].quoted && strcmp(a, "OUTPUT") == 0)) {
            in_output = !keyword;
            continue;
        }
        const char *base = strrchr(a, '/') ? strrchr(a, '/') + 1 : a;
        if (in_output && strcmp(base, name) == 0)
            return 1;
    }
    return 0;
#endif
}

static void note_custom_command_sources(cm_state *s, const cm_command *c, int state, const char *reason, const char *dir)
{
    if (strcmp(c->name, "add_custom_command") != 0)
        return;
    char work[1024];
    snprintf(work, sizeof work, "%s", dir);
    for (size_t k = 0; k + 1 < c->argc; ++k)
        if (!c->args[k].quoted && strcmp(c->args[k].text, "WORKING_DIRECTORY") == 0) {
            char *v = expand_arg(s, &c->args[k + 1]);
            char resolved[1024];
            if (v && resolve(dir, v, resolved, sizeof resolved))
                snprintf(work, sizeof work, "%s", resolved);
            free(v);
        }
    for (size_t k = 0; k < c->argc; ++k) {
        char *v = state == WG_OFF ? NULL : expand_sure(s, &c->args[k]);
        const char *item = state == WG_OFF ? c->args[k].text : v;
        char source[1024];
        if (item && !strchr(item, '$') && !strchr(item, ';') && is_source_name(item) && resolve(work, item, source, sizeof source) &&
            !(state == WG_OFF && custom_command_output(c, item))) {
            wg_tree_file *sf = wg_tree_find(s->tree, source);
            if (sf && state == WG_ON)
                sf->custom_input_on = 1;
            else if (sf && state == WG_OFF && !sf->listed_off) {
                sf->listed_off = 1;
                sf->listed_off_reason = reason;
            }
        }
        free(v);
    }
}

/* Whether a command's argument is one whole variable reference (${ALLEGRO_SRC_ANDROID_FILES}):
 * a list another command gathered, handed on as it is, not a name built from a value
 * (capture-${CAPTURE_TYPE}.c). */
static int is_whole_reference(const char *text)
{
#ifdef WG_SCAN_OFF_FORWARD_DECIDES
    (void)text;
    return 0;
#else
    size_t n = strlen(text);
    return n > 3 && strncmp(text, "${", 2) == 0 && !strchr(text + 2, '$') && strchr(text + 2, '}') == text + n - 1;
#endif
}

static void note_sources(cm_state *s, const cm_command *c, int state, const char *reason, const char *dir)
{
    note_custom_command_sources(s, c, state, reason, dir);
    wg_tree *t = s->tree;
    const char *n = c->name;
    /* gathered where the configure may not go (dlib's set(source_files ${source_files}
     * save_jxl.cpp) under if(JXL_FOUND)): undecided, though the list itself is then unknown */
    int gathered = state != WG_ON && ((strcmp(n, "list") == 0 && c->argc > 2 &&
                                            (strcmp(c->args[0].text, "APPEND") == 0 || strcmp(c->args[0].text, "PREPEND") == 0)) ||
                                           (strcmp(n, "set") == 0 && c->argc > 1));
    /* the project's own function or macro called where the configure does not go (hermes's
     * add_hermes_library(jsijni SHARED ${jni_source_files} ...) under if(HERMES_IS_ANDROID)): the
     * sources it is handed are compiled only there, as add_library's would be (4 false alarms at
     * hermes's newest commit: its JNI test sources, Android's alone) */
    /* gathered where the configure goes (libpcap's set(PCAP_SRC pcap-${PCAP_TYPE}.c), the list
     * then joined to others appended under undecided probes, so that the add_library() of it
     * cannot be read): each source it names is gathered on the path (gathered_on), which keeps it
     * counted where no target can be seen listing it */
    int gathered_sure = 0;
#ifndef WG_SCAN_OFF_SET_GATHERS_ON
    gathered_sure = state == WG_ON && ((strcmp(n, "list") == 0 && c->argc > 2 &&
                                        (strcmp(c->args[0].text, "APPEND") == 0 || strcmp(c->args[0].text, "PREPEND") == 0)) ||
                                       (strcmp(n, "set") == 0 && c->argc > 1));
#endif
    int project_call = 0;
#ifndef WG_SCAN_OFF_CALL_SOURCES_OFF
    for (size_t k = 0; state == WG_OFF && k < s->function_count && !project_call; ++k)
        project_call = strcmp(s->functions[k].name, n) == 0;
#endif
    int unread_list = -1; /* whether nothing reads the list a set() gathers: asked at its first source */
    if (strcmp(n, "target_sources") == 0 || strcmp(n, "add_library") == 0 || strcmp(n, "add_executable") == 0 || gathered ||
        gathered_sure || project_call) {
        for (size_t k = strcmp(n, "list") == 0 ? 2 : project_call ? 0 : 1; k < c->argc; ++k) {
            if ((gathered || gathered_sure) && is_own_value(c, k))
                continue;
            int forwards = (gathered || gathered_sure) && is_whole_reference(c->args[k].text);
            s->keep_globs = 1; /* a glob's files are marked already: its item names nothing */
            char *v = expand_arg(s, &c->args[k]);
            s->keep_globs = 0;
            /* set(SRCS a.cpp b.cpp) ... add_library(x ${SRCS}): each item of the list */
            for (char *item = v, *next; item && *item; item = next) {
                next = strchr(item, ';');
                if (next)
                    *next++ = '\0';
                char source[1024], content[1024];
                int item_state = state;
                const char *item_reason = reason;
                int decided = wg_genex_source_item(item, content, sizeof content);
                if (decided != -2) { /* $<$<BOOL:${USE_X}>:x.cpp>: the item's own condition */
                    item = content;
                    if (decided == 0)
                        item_state = WG_OFF, item_reason = "under a generator expression an MSVC x64 build decides false";
                    else if (decided < 0 && state == WG_ON)
                        item_state = WG_MAYBE, item_reason = "under a generator expression the model cannot decide";
                }
                /* a target's listing, not the set() that gathers it: the trap is reported at the
                 * target that hands cl.exe the assembly (fixture asm_off_path) */
                if (item_state == WG_ON && is_assembly_name(item) && !gathered_sure)
                    t->assembly_on = 1;
                if (is_source_name(item) && resolve(dir, item, source, sizeof source)) {
                    wg_tree_file *sf = wg_tree_find(t, source);
#ifndef WG_SCAN_UNREAD_LIST_OFF
                    /* a list on the path that nothing reads gathers nothing */
                    if (sf && gathered_sure && unread_list < 0)
                        unread_list = !list_may_reach_target(t, c->args[strcmp(n, "list") == 0 ? 1 : 0].text);
                    if (sf && gathered_sure && unread_list == 1)
                        continue;
#endif
                    if (sf && gathered_sure) {
                        sf->gathered_on |= item_state == WG_ON;
                        sf->forwarded_on |= forwards && item_state == WG_ON;
                    } else if (sf && item_state == WG_ON)
                        sf->listed_on = 1;
                    else if (sf && item_state == WG_MAYBE && !sf->listed_maybe)
                        sf->listed_maybe = item_reason ? item_reason : "under a CMake condition the model cannot decide";
                    else if (sf) {
                        if (!sf->listed_off)
                            sf->listed_off = 1, sf->listed_off_reason = item_reason;
                        sf->listed_off_target |= !gathered;
                        sf->listed_off_forward |= forwards;
                    }
                }
            }
            free(v);
        }
    }
}

/* SCAN_CMAKE_WIN_MISSING_SOURCE: the sources a Windows-only branch on the path gathers into a
 * variable or hands a target, and each source of a target on the path that the tree lacks, traced
 * to the Windows branch that named it (scan_windows_branch.c judges). */
static void note_windows_sources(cm_state *s, const cm_command *c, int state, const char *dir, const char *path)
{
    wg_tree *t = s->tree;
    const char *n = c->name;
    int target = strcmp(n, "target_sources") == 0 || strcmp(n, "add_library") == 0 || strcmp(n, "add_executable") == 0;
    int gathers = (strcmp(n, "list") == 0 && c->argc > 2 && (strcmp(c->args[0].text, "APPEND") == 0 || strcmp(c->args[0].text, "PREPEND") == 0)) ||
                  (strcmp(n, "set") == 0 && c->argc > 1);
    if (state != WG_ON || !(target || (gathers && s->windows_branch)))
        return;
    for (size_t k = strcmp(n, "list") == 0 ? 2 : 1; k < c->argc; ++k) {
        if (gathers && is_own_value(c, k))
            continue;
        char *v = expand_arg(s, &c->args[k]);
        for (char *item = v, *next; item && *item; item = next) {
            next = strchr(item, ';');
            if (next)
                *next++ = '\0';
            char source[1024], key[2200];
            if (strstr(item, "$<") || !is_source_name(item) || !resolve(dir, item, source, sizeof source))
                continue;
            wg_tree_file *listed = s->windows_branch && !strchr(c->args[k].text, '$') ? wg_tree_find(t, source) : NULL;
            if (listed)
                listed->windows_listed = 1;
            if (gathers || s->windows_branch) {
                snprintf(key, sizeof key, "%s\t%s:%ld", source, path, c->args[k].line);
                if (!wg_strlist_has(s->windows_items, s->windows_item_count, key, strlen(key)))
                    add_word(s, &s->windows_items, &s->windows_item_count, &s->windows_item_capacity, key, strlen(key));
            }
            if (!target || wg_tree_find(t, source) || !wg_windows_source_missing(t, source))
                continue;
            size_t i = 0;
            for (; i < s->windows_item_count; ++i) {
                const char *tab = strchr(s->windows_items[i], '\t');
                char from[1024];
                snprintf(from, sizeof from, "%.*s", (int)(tab - s->windows_items[i]), s->windows_items[i]);
                if (!wg_windows_source_from(source, from))
                    continue;
                snprintf(key, sizeof key, "%s\t%s", tab + 1, source);
                if (!wg_strlist_has(t->windows_missing_sources, t->windows_missing_source_count, key, strlen(key)) &&
                    wg_strlist_append(&t->windows_missing_sources, &t->windows_missing_source_count,
                                      &t->windows_missing_source_capacity, key, strlen(key)) != 0)
                    t->failed = 1;
                break;
            }
#ifndef WG_SCAN_COMMON_SOURCE_MISSING_OFF
            if (i == s->windows_item_count && !s->windows_branch)
                t->common_source_missing = 1; /* not a Windows branch's own loss (libressl's update.sh copies them all) */
#endif
        }
        free(v);
    }
}

/* add_library(<name> OBJECT <sources>...) on the path: its sources, when the tree holds every one
 * (none unknown), for a library made of $<TARGET_OBJECTS:<name>>. */
static void note_object_library(cm_state *s, const cm_command *c, int state, const char *dir)
{
    if (state != WG_ON || strcmp(c->name, "add_library") != 0 || c->argc < 3 || strcmp(c->args[1].text, "OBJECT") != 0)
        return;
    char *name = expand_arg(s, &c->args[0]);
    size_t size = 4096, used = 0;
    char *entry = name ? malloc(size) : NULL;
    int known = entry && *name && !strchr(name, '$');
    if (known)
        used = (size_t)snprintf(entry, size, "%s\t", name);
    for (size_t k = 2; known && k < c->argc; ++k) {
        char *v = expand_arg(s, &c->args[k]);
        known = v != NULL;
        for (char *item = v, *next; known && item && *item; item = next) {
            next = strchr(item, ';');
            if (next)
                *next++ = '\0';
            char source[1024];
            known = resolve(dir, item, source, sizeof source) && wg_tree_find(s->tree, source);
            if (known && used + strlen(source) + 2 < size)
                used += (size_t)snprintf(entry + used, size - used, "%s;", source);
            else
                known = 0; /* not in the tree, or too many to hold: left unknown */
        }
        free(v);
    }
    if (known)
        add_word(s, &s->object_libraries, &s->object_library_count, &s->object_library_capacity, entry, used);
    free(entry);
    free(name);
}

/* The tree's sources of item when it is $<TARGET_OBJECTS:<name>> of an object library the walk
 * has recorded (note_object_library): "source;source;", else NULL. */
static const char *object_library_sources(const cm_state *s, const char *item)
{
#ifdef WG_SCAN_TARGET_OBJECTS_OFF
    (void)s, (void)item;
    return NULL;
#else
    static const char prefix[] = "$<TARGET_OBJECTS:";
    size_t n = strlen(item), p = sizeof prefix - 1;
    if (n <= p + 1 || strncmp(item, prefix, p) != 0 || item[n - 1] != '>')
        return NULL;
    for (size_t i = 0; i < s->object_library_count; ++i) {
        const char *e = s->object_libraries[i], *tab = strchr(e, '\t');
        if (tab && (size_t)(tab - e) == n - p - 1 && strncmp(e, item + p, n - p - 1) == 0)
            return tab + 1;
    }
    return NULL;
#endif
}

/* Appends the sources an object library item stands for to g; 0 when item is no such library. */
static int add_object_sources(cm_state *s, struct wg_shared_target *g, const char *item)
{
    const char *list = object_library_sources(s, item);
    for (const char *a = list, *semi; a && (semi = strchr(a, ';')) != NULL; a = semi + 1) {
        char source[1024];
        snprintf(source, sizeof source, "%.*s", (int)(semi - a), a);
        wg_tree_file *sf = wg_tree_find(s->tree, source);
        size_t *bigger = sf ? realloc(g->sources, (g->source_count + 1) * sizeof *bigger) : NULL;
        if (!bigger) {
            s->tree->failed |= sf != NULL;
            continue;
        }
        g->sources = bigger, g->sources[g->source_count++] = (size_t)(sf - s->tree->files);
    }
    return list != NULL;
}

/* add_library() on the path that makes a shared library: SHARED, or no type where
 * BUILD_SHARED_LIBS is on (glslang's add_library(SPVRemapper ${LIB_TYPE} ...)); its sources the
 * tree holds, for scan.c to ask whether anything they reach exports (SCAN_SHARED_NO_EXPORT). */
static void note_shared_target(cm_state *s, const cm_command *c, int state, const char *dir, const char *path)
{
    /* a MODULE is loaded at run time (a Python extension, a plug-in): nothing links it, no import library needed */
    static const char *const other_types[] = {"STATIC", "MODULE", "OBJECT", "INTERFACE", "IMPORTED", "ALIAS", "UNKNOWN", NULL};
    wg_tree *t = s->tree;
    if (state != WG_ON || strcmp(c->name, "add_library") != 0 || c->argc < 1)
        return; /* add_library(name) alone: its sources come by target_sources() (drogon, AMReX) */
    char *type = c->argc > 1 ? expand_arg(s, &c->args[1]) : NULL;
    int typed = type && strcmp(type, "SHARED") == 0, shared = typed;
    for (size_t i = 0; type && other_types[i] && !typed; ++i)
        typed = strcmp(type, other_types[i]) == 0;
    free(type);
    if (!typed) {
        cm_var *b = find_var(s, "BUILD_SHARED_LIBS");
        shared = b && b->value && *b->value && !is_false_constant(b->value);
    }
    struct wg_shared_target *g = shared ? wg_grow(t->shared_targets, &t->shared_target_capacity, t->shared_target_count + 1, sizeof *g) : NULL;
    if (!shared || !g) {
        t->failed |= shared;
        return;
    }
    t->shared_targets = g;
    g = &t->shared_targets[t->shared_target_count++];
    char *name = expand_arg(s, &c->args[0]);
    char *symbol = (char *)wg_tree_string(t, "%s_EXPORTS", name ? name : "");
    for (char *q = symbol; symbol && *q; ++q)
        if (!isalnum((unsigned char)*q) && *q != '_')
            *q = '_'; /* CMake's DEFINE_SYMBOL: the target's name made an identifier */
    /* CMAKE_WINDOWS_EXPORT_ALL_SYMBOLS initializes the target's property when it is made */
    cm_var *all = find_var(s, "CMAKE_WINDOWS_EXPORT_ALL_SYMBOLS");
    *g = (struct wg_shared_target){.cmake_path = wg_tree_string(t, "%s", path), .define_symbol = symbol,
                                   .name = wg_tree_string(t, "%s", name ? name : ""), .line = c->line,
                                   .export_all = all && !all->undefined && (!all->value || !is_false_constant(all->value))};
    free(name);
    size_t capacity = 0;
    int unknown = 0; /* a list the model cannot expand, a glob's, a generated source, an object library's */
    for (size_t k = typed ? 2 : 1; k < c->argc; ++k) {
        char *v = expand_arg(s, &c->args[k]);
        unknown |= !v;
        for (char *item = v, *next; item && *item; item = next) {
            next = strchr(item, ';');
            if (next)
                *next++ = '\0';
            if (add_object_sources(s, g, item)) {
                capacity = g->source_count; /* add_object_sources reallocates to the count */
                continue;
            }
            char source[1024];
            wg_tree_file *sf = resolve(dir, item, source, sizeof source) ? wg_tree_find(t, source) : NULL; /* headers too */
            size_t *bigger = sf ? wg_grow(g->sources, &capacity, g->source_count + 1, sizeof *bigger) : NULL;
            unknown |= !sf && *item && strcmp(item, "EXCLUDE_FROM_ALL") != 0;
            if (sf && !bigger)
                t->failed = 1;
            else if (sf)
                g->sources = bigger, g->sources[g->source_count++] = (size_t)(sf - t->files);
        }
        free(v);
    }
    /* what it compiles is not all known: no finding. A target with no sources yet is settled in
     * scan.c, after target_sources() has added them (SDL_image's add_library(SDL2_image)). */
#ifdef WG_SCAN_LATE_SOURCES_OFF
    g->exports = unknown || !g->source_count;
#else
    g->exports = unknown;
#endif
    g->sources_unknown = unknown;
}

/* The shared library on the path named name (the last one made under that name), or NULL. */
static struct wg_shared_target *shared_target_named(wg_tree *t, const char *name)
{
    for (size_t g = t->shared_target_count; g-- > 0;)
        if (t->shared_targets[g].name && strcmp(t->shared_targets[g].name, name) == 0)
            return &t->shared_targets[g];
    return NULL;
}

/* generate_export_header(<target> [BASE_NAME <name>] [EXPORT_MACRO_NAME <macro>] ...) on the path:
 * the header it writes in the build folder (not in the tree) #defines <BASE_NAME>_EXPORT (upper
 * case, BASE_NAME the target's name by default) as __declspec(dllexport) building the target and
 * __declspec(dllimport) using it: drogon's DROGON_EXPORT, an export macro for scan_dll_exports.c. */
static void note_generated_export_macro(cm_state *s, const cm_command *c, int state)
{
    wg_tree *t = s->tree;
    if (state == WG_OFF || strcmp(c->name, "generate_export_header") != 0 || c->argc < 1)
        return;
    char *base = expand_arg(s, &c->args[0]), *macro = NULL;
    for (size_t k = 1; k + 1 < c->argc; ++k)
        if (strcmp(c->args[k].text, "BASE_NAME") == 0 || strcmp(c->args[k].text, "EXPORT_MACRO_NAME") == 0) {
            char **slot = c->args[k].text[0] == 'B' ? &base : &macro;
            free(*slot);
            *slot = expand_arg(s, &c->args[k + 1]);
        }
    char name[256];
    int given = macro && *macro;
    if (given)
        snprintf(name, sizeof name, "%s", macro);
    else
        snprintf(name, sizeof name, "%s_EXPORT", base ? base : "");
    free(base), free(macro);
    for (char *q = name; !given && *q; ++q)
        *q = isalnum((unsigned char)*q) ? (char)toupper((unsigned char)*q) : '_';
    if (name[0] != '_' && !strchr(name, '$') &&
        wg_strlist_add(&t->dllexport_macros, &t->dllexport_macro_count, &t->dllexport_macro_capacity, name, strlen(name)) != 0)
        t->failed = 1;
}

/* target_sources(<shared library> [PRIVATE|PUBLIC|INTERFACE] ...) on the path: its sources too. */
static void note_shared_target_sources(cm_state *s, const cm_command *c, int state, const char *dir)
{
    wg_tree *t = s->tree;
    if (state == WG_OFF || strcmp(c->name, "target_sources") != 0 || c->argc < 2 || !t->shared_target_count)
        return;
    char *name = expand_arg(s, &c->args[0]);
    struct wg_shared_target *g = name ? shared_target_named(t, name) : NULL;
    free(name);
    if (!g)
        return;
    for (size_t k = 1; k < c->argc; ++k) {
        if (is_keyword_arg(c->args[k].text) || strcmp(c->args[k].text, "FILE_SET") == 0)
            continue;
        char *v = expand_arg(s, &c->args[k]);
        g->sources_unknown |= !v;
        for (char *item = v, *next; item && *item; item = next) {
            next = strchr(item, ';');
            if (next)
                *next++ = '\0';
            if (add_object_sources(s, g, item))
                continue;
            char source[1024];
            wg_tree_file *sf = resolve(dir, item, source, sizeof source) ? wg_tree_find(t, source) : NULL;
            size_t *bigger = sf ? realloc(g->sources, (g->source_count + 1) * sizeof *bigger) : NULL;
            if (sf && !bigger)
                t->failed = 1;
            else if (sf)
                g->sources = bigger, g->sources[g->source_count++] = (size_t)(sf - t->files);
            else if (is_source_name(item))
                g->sources_unknown = 1; /* a generated source (FILE_SET's keywords and folders name none) */
        }
        free(v);
    }
}

/* WINDOWS_EXPORT_ALL_SYMBOLS set on shared libraries on the path: set_target_properties(a b PROPERTIES
 * ... WINDOWS_EXPORT_ALL_SYMBOLS ON ...), set_property(TARGET a b [APPEND] PROPERTY
 * WINDOWS_EXPORT_ALL_SYMBOLS ON) (manifold's helper sets it on ${TARGET}); a target the model
 * cannot name makes every shared library's export-all unknown (export_all_unplaced). The same
 * commands' DEFINE_SYMBOL names the library's own export macro. */
static void note_export_all_property(cm_state *s, const cm_command *c, int state)
{
    wg_tree *t = s->tree;
    int properties = strcmp(c->name, "set_target_properties") == 0;
    if (state == WG_OFF || (!properties && strcmp(c->name, "set_property") != 0))
        return;
    size_t key = 0, symbol = 0, targets_end = 0, first = properties ? 0 : 1;
    for (size_t k = 0; k < c->argc; ++k)
        if (!c->args[k].quoted && strcmp(c->args[k].text, "WINDOWS_EXPORT_ALL_SYMBOLS") == 0 && !key)
            key = k;
        else if (!c->args[k].quoted && strcmp(c->args[k].text, "DEFINE_SYMBOL") == 0 && !symbol)
            symbol = k;
    size_t last = key > symbol ? key : symbol, earliest = key && symbol ? (key < symbol ? key : symbol) : last;
    if (!last || last + 1 >= c->argc || (!properties && strcmp(c->args[0].text, "TARGET") != 0))
        return;
    for (size_t k = first; k < earliest && !targets_end; ++k)
        if (!c->args[k].quoted && (strcmp(c->args[k].text, properties ? "PROPERTIES" : "PROPERTY") == 0 ||
                                   strcmp(c->args[k].text, "APPEND") == 0 || strcmp(c->args[k].text, "APPEND_STRING") == 0))
            targets_end = k;
    char *value = key ? expand_arg(s, &c->args[key + 1]) : NULL;
    int on = key && (!value || !is_false_constant(value)); /* a value the model cannot expand may be on */
    free(value);
    /* DEFINE_SYMBOL: the macro CMake defines for the shared library's own units in place of
     * <target>_EXPORTS (kissfft's KISS_FFT_BUILD, which its header turns into dllexport) */
    char *define = symbol ? expand_arg(s, &c->args[symbol + 1]) : NULL;
    for (size_t k = first; k < targets_end; ++k) {
        char *v = expand_arg(s, &c->args[k]);
        if (!v)
            t->export_all_unplaced |= on;
        for (char *item = v, *next; item && *item; item = next) {
            next = strchr(item, ';');
            if (next)
                *next++ = '\0';
            struct wg_shared_target *g = shared_target_named(t, item);
            if (g && key)
                g->export_all = on;
            if (g && define && *define && !strchr(define, ';'))
                g->define_symbol = wg_tree_string(t, "%s", define);
        }
        free(v);
    }
    free(define);
}

/* A target's source list, or a glob, on the path that the model cannot expand: where the CMake
 * a user configures lies below the root, what no target lists may still be one of its sources. */
static void note_unresolved_sources(cm_state *s, const cm_command *c, int state, const char *path)
{
    wg_tree *t = s->tree;
    const char *n = c->name;
    if (state == WG_OFF || t->unresolved_sources ||
        !(strcmp(n, "add_library") == 0 || strcmp(n, "add_executable") == 0 || strcmp(n, "target_sources") == 0 ||
          (strcmp(n, "file") == 0 && c->argc > 1 && strncmp(c->args[0].text, "GLOB", 4) == 0)))
        return;
    for (size_t k = 1; k < c->argc && !t->unresolved_sources; ++k)
        for (const char *p = strstr(c->args[k].text, "${"); p && !t->unresolved_sources; p = strstr(p + 2, "${")) {
            /* a variable with no known value; a glob's files (PROBE_FOUND) are marked already */
            size_t length = strcspn(p + 2, "}$");
            char name[256];
            snprintf(name, sizeof name, "%.*s", (int)(length < 255 ? length : 255), p + 2);
            cm_var *v = p[2 + length] == '}' ? find_var(s, name) : NULL;
            if (!v || !v->value)
                t->unresolved_sources = wg_tree_string(t, "%s:%ld", path, c->line);
        }
}

/* A command in a branch the configure skips: a function it calls is walked off (the folders it
 * names get that reason); inside such a call, its own set() and cmake_parse_arguments() run. */
static void walk_off_command(cm_state *s, const cm_command *c, int state, const char *reason, const char *dir)
{
    wg_tree *t = s->tree;
    const char *n = c->name;
    for (size_t k = s->function_count; k-- > 0;)
        if (strcmp(s->functions[k].name, n) == 0) {
            call_function(s, &s->functions[k], c, state, reason, dir);
            break;
        }
    /* In a function called off the path its own set() and cmake_parse_arguments() still
     * run (restored after the call), so the folders it names are known. */
    if (s->off_call && strcmp(n, "set") == 0 && c->argc > 1 && !strchr(c->args[0].text, '$')) {
        char *v = expand_arg(s, &c->args[1]);
        if (set_var(s, c->args[0].text, v) != 0)
            t->failed = 1;
        free(v);
    } else if (s->off_call && strcmp(n, "cmake_parse_arguments") == 0 && c->argc >= 4)
        parse_arguments(s, c);
}

/* The /arch:AVX* level an option names (cl.exe takes -arch: too): 1 AVX, 2 AVX2, 3 AVX512,
 * 4 AVX10.x; 0 none. */
static int arch_level(const char *text)
{
    const char *arch = strstr(text, "arch:AVX");
    if (!arch || arch == text || (arch[-1] != '/' && arch[-1] != '-'))
        return 0;
    return strncmp(arch + 8, "10", 2) == 0 ? 4 : strncmp(arch + 8, "512", 3) == 0 ? 3 : arch[8] == '2' ? 2 : 1;
}

/* A C++ standard as CMake names it (98, 11, ..., 26): its level, C++98 the lowest (not 98). */
static int cxx_level(const char *value)
{
    int level = atoi(value);
    return level == 98 ? 3 : level;
}

/* /utf-8, /permissive- and the highest /arch:AVX* a command on the path passes. */
static void note_msvc_flags(wg_tree *t, const cm_command *c, int state)
{
    int per_source = strcmp(c->name, "set_source_files_properties") == 0 ||
                     (strcmp(c->name, "set_property") == 0 && c->argc > 0 && strcmp(c->args[0].text, "SOURCE") == 0);
    for (size_t k = 0; k < c->argc; ++k) {
        const char *a = c->args[k].text;
        /* /utf-8, or the source half of it: the literals are read as UTF-8 either way. */
        if (state == WG_ON && (strstr(a, "/utf-8") || strstr(a, "/source-charset:utf-8") || strstr(a, "/source-charset:UTF-8")))
            t->utf8 = 1;
        if (state == WG_ON && strstr(a, "/permissive-"))
            t->permissive = 1;
        const char *std = strstr(a, "std:c++"); /* /std:c++20, /std:c++latest (and -std:) */
        if (state == WG_ON && std && std > a && (std[-1] == '/' || std[-1] == '-')) {
            int level = strncmp(std + 7, "latest", 6) == 0 ? 23 : atoi(std + 7);
            if (level > t->cxx_standard)
                t->cxx_standard = level;
        }
        if (state == WG_ON && arch_level(a) > t->msvc_arch && !per_source) /* a source's own /arch: note_source_properties */
            t->msvc_arch = arch_level(a);
    }
}

/* One option as cl.exe reads it: -DNAME, /DNAME (or -D/"/D" with the name as the next option,
 * *pending meanwhile) defines NAME for the preprocessor; /arch:AVX* predefines __AVX*__. A
 * generator expression is evaluated as an MSVC build does ($<$<CXX_COMPILER_ID:MSVC>:/DX>); one
 * that holds only in some configurations ($<$<CONFIG:Debug>:-DX>) defines its name only there. */
static void note_compile_option(cm_state *s, const char *option, int state, int *pending)
{
    wg_tree *t = s->tree;
    char *evaluated = NULL;
    if (strstr(option, "$<")) {
        if (strstr(option, "CONFIG") && state == WG_ON)
            state = WG_MAYBE;
        if (!(evaluated = wg_genex_for_msvc(option))) {
            t->failed = 1;
            return;
        }
        for (size_t n = strlen(evaluated); n > 0 && evaluated[n - 1] == ' ';)
            evaluated[--n] = '\0';
        option = evaluated;
        while (*option == ' ')
            ++option;
    }
    if (*pending) {
        *pending = 0;
        if (isalpha((unsigned char)option[0]) || option[0] == '_')
            note_definition(s, option, state);
    } else if ((option[0] == '-' || option[0] == '/') && option[1] == 'D') {
        if (option[2])
            note_definition(s, option + 2, state);
        else
            *pending = 1;
    } else if (state == WG_ON && arch_level(option) > t->msvc_arch) {
        t->msvc_arch = arch_level(option);
    }
    free(evaluated);
}

/* The options in an argument's text (a command line: words apart by spaces or ';'), each word
 * expanded on its own (when expand_words), so one variable the model cannot expand
 * ("${CMAKE_CXX_FLAGS} /DX") does not hide the rest. */
static void note_option_text(cm_state *s, const char *text, int state, int *pending, int expand_words)
{
    const char *p = text;
    while (*p) {
        while (*p == ' ' || *p == ';' || *p == '\t')
            ++p;
        const char *start = p;
        int depth = 0;
        for (; *p && (depth > 0 || (*p != ' ' && *p != ';' && *p != '\t')); ++p)
            depth += (p[0] == '$' && (p[1] == '{' || p[1] == '<')) ? 1 : (*p == '}' || *p == '>') && depth > 0 ? -1 : 0;
        if (p == start)
            break;
        char word[1024];
        snprintf(word, sizeof word, "%.*s", (int)(p - start), start);
        if (strncmp(word, "SHELL:", 6) == 0)
            memmove(word, word + 6, strlen(word + 6) + 1);
        int unknown = 0;
        char *v = expand_words ? expand(s, word, &unknown) : NULL;
        if (!expand_words)
            note_compile_option(s, word, state, pending);
        else if (v && !unknown && strcmp(v, word) != 0)
            note_option_text(s, v, state, pending, 0); /* a list or command line in a variable */
        else if (v && !unknown)
            note_compile_option(s, v, state, pending);
        else {
            /* an unknown flags variable: the words it surely holds (sure_words) */
            size_t n = strlen(word);
            char hidden[512], name[512];
            cm_var *h = NULL;
            if (expand_words && n > 3 && n - 3 < sizeof name && strncmp(word, "${", 2) == 0 && word[n - 1] == '}') {
                snprintf(name, sizeof name, "%.*s", (int)(n - 3), word + 2);
                h = !strpbrk(name, "${}") && sure_name(name, hidden, sizeof hidden) ? find_var(s, hidden) : NULL;
            }
            *pending = 0;
            if (h && h->value)
                note_option_text(s, h->value, state, pending, 0);
        }
        free(v);
    }
}

/* configure_file(<template> <output>) on the path: the values its "#cmakedefine NAME" lines take
 * from the variables at that call (gflags' set(HAVE_SHLWAPI_H 1) under if(MSVC)), kept as
 * "NAME=1" or "NAME=0" for scan.c's note_cmakedefines; also under a condition the model cannot
 * decide (EXISTS): where the call does not run, no unit includes the header. Only values the
 * model knows. */
static void note_configure_file(cm_state *s, const cm_command *c, int state, const char *dir)
{
    if (state == WG_OFF || strcmp(c->name, "configure_file") != 0 || c->argc < 2)
        return;
    char *in = expand_arg(s, &c->args[0]), path[1024];
    wg_tree_file *f = in && resolve(dir, in, path, sizeof path) ? wg_tree_find(s->tree, path) : NULL;
    free(in);
    if (!f || !f->text)
        return;
    if (state == WG_ON)
        f->configured_template = 1;
    /* made into an include/ folder (wabt's configure_file(src/config.h.in include/wabt/config.h)):
     * a header its public headers include, which its users' units read too */
    char *out = state == WG_ON ? expand_arg(s, &c->args[1]) : NULL;
#ifndef WG_SCAN_CONFIGURED_PUBLIC_OFF
    if (out && (strncmp(out, "include/", 8) == 0 || strstr(out, "/include/")))
        f->configured_public = 1;
#endif
    free(out);
    for (const char *p = strstr(f->text, "#cmakedefine"); p; p = strstr(p + 12, "#cmakedefine")) {
        const char *q = p + 12 + (strncmp(p + 12, "01", 2) == 0 ? 2 : 0);
        if (*q != ' ' && *q != '\t')
            continue;
        while (*q == ' ' || *q == '\t')
            ++q;
        char name[128];
        size_t n = 0;
        while (n + 1 < sizeof name && (isalnum((unsigned char)q[n]) || q[n] == '_'))
            name[n] = q[n], ++n;
        name[n] = '\0';
        cm_var *v = n ? find_var(s, name) : NULL;
#ifndef WG_SCAN_CMAKEDEFINE_UNKNOWN_OFF
        /* set only under a condition the model cannot decide (MapServer's SET(USE_PCRE2 1) under
         * if(WITH_PCRE2), an option defaulting to a find_package() result): the header may define
         * it or not, so the units' #ifdef NAME is undecided, not false */
        if (v && !v->value && !v->undefined &&
            wg_strlist_add(&s->tree->defines_any, &s->tree->defines_any_count, &s->tree->defines_any_capacity, name, n) != 0)
            s->tree->failed = 1;
#endif
        if (!v || !v->value || v->undefined)
            continue;
        char entry[160];
        int k = snprintf(entry, sizeof entry, "%s=%d", name, is_false_constant(v->value) ? 0 : 1);
        if (k > 0 && (size_t)k < sizeof entry && !wg_strlist_has(s->tree->configured, s->tree->configured_count, entry, (size_t)k) &&
            wg_strlist_add(&s->tree->configured, &s->tree->configured_count, &s->tree->configured_capacity, entry, (size_t)k) != 0)
            s->tree->failed = 1;
    }
}

/* The value arguments of a target's compile-flag property: set_target_properties(<t>... PROPERTIES
 * COMPILE_FLAGS "<flags>") (networkit's "${NETWORKIT_CXX_FLAGS} /DNETWORKIT_BUILDING_STATELIB"),
 * COMPILE_OPTIONS too, and set_property(TARGET <t>... [APPEND|APPEND_STRING] PROPERTY
 * COMPILE_FLAGS|COMPILE_OPTIONS <value>...). 1 with [*first, *last) set where the command is one. */
static int target_flag_property(const cm_command *c, size_t *first, size_t *last)
{
    int setter = strcmp(c->name, "set_target_properties") == 0;
    if (!setter && !(strcmp(c->name, "set_property") == 0 && c->argc > 0 && strcmp(c->args[0].text, "TARGET") == 0))
        return 0;
    size_t k = 0;
    while (k < c->argc && strcmp(c->args[k].text, setter ? "PROPERTIES" : "PROPERTY") != 0)
        ++k;
    for (++k; k + 1 < c->argc; k += setter ? 2 : c->argc) {
        const char *name = c->args[k].text;
        if (!c->args[k].quoted && (strcmp(name, "COMPILE_FLAGS") == 0 || strcmp(name, "COMPILE_OPTIONS") == 0)) {
            *first = k + 1;
            *last = setter ? k + 2 : c->argc;
            return 1;
        }
    }
    return 0;
}

/* Compile options on the path feed the preprocessor model as compile definitions do:
 * add_compile_options(), target_compile_options() (the expanded arguments: a project's list
 * handed through its own function, abseil's COPTS with /DNOMINMAX), a target's COMPILE_FLAGS
 * and COMPILE_OPTIONS properties, CMAKE_C_FLAGS and CMAKE_CXX_FLAGS as set() or string(APPEND)
 * writes them. */
static void note_compile_options(cm_state *s, const cm_command *c, int state)
{
    const char *n = c->name;
    size_t first = 0, last = c->argc;
    if (target_flag_property(c, &first, &last))
        ;
    else if (strcmp(n, "add_compile_options") == 0)
        first = 0;
    else if (strcmp(n, "target_compile_options") == 0)
        first = 1;
    else if ((strcmp(n, "set") == 0 && c->argc > 1) || (strcmp(n, "string") == 0 && c->argc > 2 && strcmp(c->args[0].text, "APPEND") == 0)) {
        first = n[0] == 's' && n[1] == 'e' ? 1 : 2;
        const char *var = c->args[first - 1].text;
        if (strcmp(var, "CMAKE_CXX_FLAGS") != 0 && strcmp(var, "CMAKE_C_FLAGS") != 0)
            return;
    } else
        return;
    if (state == WG_OFF)
        return;
    int pending = 0;
    for (size_t k = first; k < last; ++k) {
        const char *a = c->args[k].text;
        if (!c->args[k].quoted && (strcmp(a, "CACHE") == 0 || strcmp(a, "PARENT_SCOPE") == 0))
            break;
        if (!c->args[k].quoted && (is_keyword_arg(a) || strcmp(a, "BEFORE") == 0))
            continue;
        note_option_text(s, a, state, &pending, 1);
    }
}

/* list(REMOVE_ITEM <var> <item>...) and list(REMOVE_DUPLICATES <var>) on a known list (abseil's
 * header-only test strips the headers from a library's sources); unknown when any part is. */
static void list_remove(cm_state *s, const cm_command *c, int state)
{
    cm_var *v = find_var(s, c->args[1].text);
    int duplicates = strcmp(c->args[0].text, "REMOVE_DUPLICATES") == 0, unknown = state != WG_ON || !v || !v->value;
    cm_arg *items = unknown ? NULL : malloc(512 * sizeof *items), *drop = NULL;
    size_t n = items ? split_list(v->value, items, 512, 0) : 0, nd = 0;
    if (!unknown && !duplicates && (drop = malloc(512 * sizeof *drop)) != NULL)
        nd = expand_args(s, c, 2, drop, 512, &unknown);
    char value[4096] = "";
    for (size_t i = 0; items && i < n && !unknown; ++i) {
        int gone = word_in(items[i].text, drop, nd);
        for (size_t k = 0; duplicates && k < i && !gone; ++k)
            gone = strcmp(items[k].text, items[i].text) == 0;
        size_t used = strlen(value);
        if (!gone && snprintf(value + used, sizeof value - used, "%s%s", used ? ";" : "", items[i].text) >= (int)(sizeof value - used))
            unknown = 1;
    }
    if (set_var(s, c->args[1].text, unknown || !items ? NULL : value) != 0)
        s->tree->failed = 1;
    if (items)
        free_args(items, n);
    if (drop)
        free_args(drop, nd);
    free(items), free(drop);
}

/* list(REMOVE_ITEM <var> <file>...) on the path after a file(GLOB) gathered the file: the build
 * takes it out again (OGRE's OgreMain globs the *.cpp of src, then removes OgreSearchOps.cpp, which it
 * adds back only if(NOT WIN32)), so the glob no longer compiles it. A file a target lists by name
 * stays listed. */
static void unglob_removed(cm_state *s, const cm_command *c, const char *dir)
{
    for (size_t k = 2; k < c->argc; ++k) {
        /* ${VSX} of another glob (OpenJPH's list(REMOVE_ITEM TRANSFORM ${TRANSFORM_VSX})): its files */
        const char *a = c->args[k].text;
        size_t len = strlen(a);
        char name[256] = "";
        if (len > 3 && len - 3 < sizeof name && strncmp(a, "${", 2) == 0 && a[len - 1] == '}' && !strchr(a + 2, '$'))
            memcpy(name, a + 2, len - 3), name[len - 3] = '\0';
        const char *globbed = *name ? glob_files(s, name) : NULL;
        char *v = globbed ? malloc(strlen(globbed) + 1) : expand_arg(s, &c->args[k]);
        if (globbed && v)
            strcpy(v, globbed);
        for (char *item = v, *next; item && *item; item = next) {
            next = strchr(item, ';');
            if (next)
                *next++ = '\0';
            char source[1024];
            wg_tree_file *sf = is_source_name(item) && resolve(dir, item, source, sizeof source) ? wg_tree_find(s->tree, source) : NULL;
            if (sf && sf->globbed_on && !sf->listed_on)
                sf->globbed_on = 0, sf->unglobbed = 1;
        }
        free(v);
    }
}

/* list(FILTER <var> INCLUDE|EXCLUDE REGEX <regex>) on the path of a file(GLOB) list whose files
 * the model holds: the files it drops leave the glob (no target compiles them by it: poco's
 * bundled expat drops its per-platform random_*.c, then names the Windows one), the variable
 * keeps the probe item for the rest. A file the regex cannot be decided on stays. 1 where c was
 * such a filter. */
static int list_filter_glob(cm_state *s, const cm_command *c, int state, const char *dir)
{
    if (state != WG_ON || c->argc != 5 || strcmp(c->args[0].text, "FILTER") != 0 || strcmp(c->args[3].text, "REGEX") != 0)
        return 0;
    int exclude = strcmp(c->args[2].text, "EXCLUDE") == 0, unknown = 0;
    if (!exclude && strcmp(c->args[2].text, "INCLUDE") != 0)
        return 0;
    char *var = expand_arg(s, &c->args[1]);
    cm_var *v = var ? find_var(s, var) : NULL;
    const char *files = v && v->value && strcmp(v->value, PROBE_FOUND) == 0 ? glob_files(s, var) : NULL;
    char *regex = files ? expand(s, c->args[4].text, &unknown) : NULL;
    char *copy = regex && !unknown ? malloc(strlen(files) + 1) : NULL, *kept = copy ? malloc(strlen(files) + 1) : NULL;
    if (!kept) {
        free(var), free(regex), free(copy);
        return 0;
    }
    strcpy(copy, files);
    kept[0] = '\0';
    for (char *item = copy, *next; item && *item; item = next) {
        if ((next = strchr(item, ';')) != NULL)
            *next++ = '\0';
        int m = simple_match(regex, strncmp(item, "@R", 2) == 0 ? item + 2 : item);
        char source[1024];
        wg_tree_file *sf = m >= 0 && (exclude ? m : !m) && resolve(dir, item, source, sizeof source) ? wg_tree_find(s->tree, source) : NULL;
        if (sf && !sf->listed_on)
            sf->globbed_on = 0;
        else if (!(m >= 0 && (exclude ? m : !m)))
            sprintf(kept + strlen(kept), "%s%s", *kept ? ";" : "", item);
    }
    push_glob_files(s, var, *kept ? kept : GLOB_NONE);
    free(var), free(regex), free(copy), free(kept);
    return 1;
}

/* list(FIND <list> <value> <out>): the index of the value in a known list, -1 where it is none
 * (mfem's add_mfem_miniapp keyword parser: list(FIND POSSIBLE_ARGS ${arg} is_arg_name)); unknown
 * off the sure path or where the list or the value is. */
static void list_find(cm_state *s, const cm_command *c, int state)
{
    cm_var *v = find_var(s, c->args[1].text);
    char *wanted = state == WG_ON && v && v->value ? expand_arg(s, &c->args[2]) : NULL;
    char *out = expand_arg(s, &c->args[3]);
    cm_arg *items = wanted ? malloc(512 * sizeof *items) : NULL;
    size_t n = items ? split_list(v->value, items, 512, 0) : 0;
    long index = -1;
    for (size_t i = 0; i < n && index < 0; ++i)
        if (strcmp(items[i].text, wanted) == 0)
            index = (long)i;
    char value[32];
    snprintf(value, sizeof value, "%ld", index);
    if (out && *out && set_var(s, out, items ? value : NULL) != 0)
        s->tree->failed = 1;
    if (items)
        free_args(items, n);
    free(items), free(wanted), free(out);
}

/* get_filename_component(<var> <file> <mode>): DIRECTORY/PATH, NAME, NAME_WE, ABSOLUTE and
 * REALPATH of a path the model knows (gemmlowp's source folder as the parent of contrib/'s);
 * any other mode, or a folder above the root, leaves the variable unknown. */
static void filename_component(cm_state *s, const cm_command *c, int state, const char *dir)
{
    if (c->argc < 3)
        return;
    char *var = expand_arg(s, &c->args[0]), *value = expand_arg(s, &c->args[1]);
    const char *mode = c->args[2].text;
    char path[1024], result[1100];
    int known = value && state == WG_ON;
    if (known && (strcmp(mode, "DIRECTORY") == 0 || strcmp(mode, "PATH") == 0 || strcmp(mode, "ABSOLUTE") == 0 ||
                  strcmp(mode, "REALPATH") == 0)) {
        known = resolve(dir, value, path, sizeof path) && (mode[0] == 'A' || mode[0] == 'R' || *path);
        if (known && (mode[0] == 'D' || mode[0] == 'P'))
            dir_of(path, path, sizeof path);
        snprintf(result, sizeof result, "@R%s%s", *path ? "/" : "", path);
    } else if (known && (strcmp(mode, "NAME") == 0 || strcmp(mode, "NAME_WE") == 0)) {
        const char *name = strrchr(value, '/') ? strrchr(value, '/') + 1 : value;
        snprintf(result, sizeof result, "%.*s", (int)(mode[4] ? strcspn(name, ".") : strlen(name)), name);
    } else
        known = 0;
    if (var && set_var(s, var, known ? result : NULL) != 0)
        s->tree->failed = 1;
    free(var), free(value);
}

/* Whether the list file being walked is the configured top level (CMAKE_CURRENT_SOURCE_DIR is
 * CMAKE_SOURCE_DIR). */
static int top_level_list(cm_state *s)
{
    cm_var *cur = find_var(s, "CMAKE_CURRENT_SOURCE_DIR"), *top = find_var(s, "CMAKE_SOURCE_DIR");
    return cur && top && cur->value && top->value && strcmp(cur->value, top->value) == 0;
}

/* project(), set(), option(), cmake_dependent_option(), cmake_parse_arguments(), list(APPEND),
 * calls of the tree's functions, probes and the commands that may write a variable: what they
 * do to the variables, on the path. */
/* string(TOLOWER|TOUPPER <text> <variable>): gflags' ${type}, the lower-case STATIC/SHARED its
 * target names carry. Unknown off the sure path or where the text is. */
static void string_case(cm_state *s, const cm_command *c, int state)
{
    char *v = state == WG_ON ? expand_arg(s, &c->args[1]) : NULL;
    for (char *p = v; p && *p; ++p)
        *p = (char)(c->args[0].text[2] == 'U' ? toupper((unsigned char)*p) : tolower((unsigned char)*p));
    if (set_var(s, c->args[2].text, v) != 0)
        s->tree->failed = 1;
    free(v);
}

/* string(REPLACE <match> <replace> <variable> <input>...): the inputs joined (an unquoted one's
 * list items concatenated, as CMake's argument splitting does), every match replaced (unicorn's
 * string(REPLACE " " ";" UNICORN_ARCH_LIST ${UNICORN_ARCH}), the list its foreach() walks).
 * Unknown off the sure path or where any text is. */
static void string_replace(cm_state *s, const cm_command *c, int state)
{
    char *match = state == WG_ON ? expand_arg(s, &c->args[1]) : NULL;
    char *with = match ? expand_arg(s, &c->args[2]) : NULL;
    size_t size = 1, n = 0;
    char *input = with && *match ? calloc(1, 1) : NULL;
    for (size_t k = 4; input && k < c->argc; ++k) {
        char *v = expand_arg(s, &c->args[k]), *grown = v ? realloc(input, size + strlen(v)) : NULL;
        if (!grown) {
            free(v);
            free(input);
            input = NULL;
            break;
        }
        input = grown;
        for (const char *p = v; *p; ++p)
            if (*p != ';' || c->args[k].quoted)
                input[n++] = *p;
        input[n] = '\0';
        size += strlen(v);
        free(v);
    }
    char *out = NULL;
    if (input) {
        size_t m = strlen(match), w = strlen(with), count = 0;
        for (const char *p = strstr(input, match); p; p = strstr(p + m, match))
            ++count;
        out = malloc(n + count * w + 1);
        for (char *o = out, *p = input, *q; out; p = q + m) {
            q = strstr(p, match);
            size_t len = q ? (size_t)(q - p) : strlen(p);
            memcpy(o, p, len);
            o += len;
            if (!q) {
                *o = '\0';
                break;
            }
            memcpy(o, with, w);
            o += w;
        }
    }
    if (set_var(s, c->args[3].text, out) != 0)
        s->tree->failed = 1;
    free(match);
    free(with);
    free(input);
    free(out);
}

/* CMake commands that name variables without writing them (gflags' mark_as_advanced of
 * BUILD_STATIC_LIBS keeps its -D value). */
static int writes_no_variable(const char *name)
{
    static const char *const names[] = {"mark_as_advanced", "set_target_properties", "set_source_files_properties",
                                         "set_tests_properties", "source_group", "include_directories", "link_directories",
                                         "cmake_minimum_required", "enable_testing", "enable_language", NULL};
    for (size_t i = 0; names[i]; ++i)
        if (strcmp(name, names[i]) == 0)
            return 1;
    return 0;
}

/* What project(name) tells about the top level: the first project() of the configured top-level
 * list file sets CMAKE_PROJECT_NAME (json-c's "if(CMAKE_PROJECT_NAME STREQUAL PROJECT_NAME AND
 * BUILD_TESTING)" builds the tests of a project configured on its own). */
static void top_level_project(cm_state *s, const char *name)
{
    if (top_level_list(s) && !find_var(s, "CMAKE_PROJECT_NAME") && set_var(s, "CMAKE_PROJECT_NAME", name) != 0)
        s->tree->failed = 1;
#ifndef WG_SCAN_CMAKE_PROJECT_IS_TOP_LEVEL_OFF
    /* cmake 3.21's PROJECT_IS_TOP_LEVEL and <name>_IS_TOP_LEVEL: whether project() is called from
     * the top-level list file (cmake_dependent_option(X_BUILD_TESTS "..." ON "PROJECT_IS_TOP_LEVEL"
     * OFF) builds the tests of a project configured on its own) */
    char key[256];
    const char *value = top_level_list(s) ? "ON" : "OFF";
    snprintf(key, sizeof key, "%s_IS_TOP_LEVEL", name);
    if (set_var(s, "PROJECT_IS_TOP_LEVEL", value) != 0 || (strlen(name) < 200 && set_var(s, key, value) != 0))
        s->tree->failed = 1;
#endif
}

/* project(): PROJECT_SOURCE_DIR, <name>_SOURCE_DIR and PROJECT_NAME; the project named for the report. */
static void project_command(cm_state *s, const cm_command *c)
{
    wg_tree *t = s->tree;
    cm_var *cur = find_var(s, "CMAKE_CURRENT_SOURCE_DIR");
    if (cur && cur->value) {
        char *value = malloc(strlen(cur->value) + 1);
        if (value) {
            strcpy(value, cur->value);
            if (set_var(s, "PROJECT_SOURCE_DIR", value) != 0)
                t->failed = 1;
            if (c->argc > 0 && strlen(c->args[0].text) < 200) { /* <name>_SOURCE_DIR, PROJECT_NAME */
                char name[256];
                snprintf(name, sizeof name, "%s_SOURCE_DIR", c->args[0].text);
                if (set_var(s, name, value) != 0 || set_var(s, "PROJECT_NAME", c->args[0].text) != 0 ||
                    wg_strlist_add(&t->projects, &t->project_count, &t->project_capacity, c->args[0].text,
                                   strlen(c->args[0].text)) != 0)
                    t->failed = 1;
                top_level_project(s, c->args[0].text);
            }
            free(value);
        }
    }
}

/* The words a flags string set() surely holds where its value is unknown (networkit's
 * set(NETWORKIT_CXX_FLAGS "${NETWORKIT_CXX_FLAGS} /DNETWORKIT_OMP2 ...") under if(MSVC), after an
 * undecided earlier set()): on the sure path its literal words, and those its own earlier value
 * surely held where it names itself; under an undecided condition only the earlier sure words,
 * where it names itself. Only options (words that start with '-' or '/'), space-separated, for
 * note_option_text; NULL: none. */
static char *sure_words(cm_state *s, const cm_command *c, size_t last, const char *name, int state)
{
    char self[520], hidden[512], out[4096] = "";
    snprintf(self, sizeof self, "${%s}", name);
    cm_var *h = sure_name(name, hidden, sizeof hidden) ? find_var(s, hidden) : NULL;
    int names_self = 0;
    for (size_t k = 1; k < last; ++k)
        names_self |= strstr(c->args[k].text, self) != NULL;
    if (names_self && h && h->value)
        snprintf(out, sizeof out, "%s", h->value);
    for (size_t k = 1; k < last && state == WG_ON; ++k)
        for (const char *p = c->args[k].text; *p;) {
            while (*p == ' ' || *p == '\t')
                ++p;
            size_t n = strcspn(p, " \t");
            if (n && (*p == '-' || *p == '/') && !memchr(p, '$', n) && strlen(out) + n + 2 < sizeof out)
                snprintf(out + strlen(out), sizeof out - strlen(out), "%s%.*s", *out ? " " : "", (int)n, p);
            p += n;
        }
    return *out ? copy_string(out) : NULL;
}

/* set(): a normal, cache (kept where set, unless FORCE) or PARENT_SCOPE value; unknown off the sure path. */
/* create_test_sourcelist(<list> <driver> <tests>... [EXTRA_INCLUDE h] [FUNCTION f]): <list> holds
 * the tests' sources, which add_executable(runner ${<list>}) compiles (openbabel's test_runner),
 * and the driver, which CMake writes in the build folder (left out: the tree has no such file). */
static void test_sourcelist(cm_state *s, const cm_command *c, int state)
{
    if (state == WG_OFF)
        return;
    char *list = expand_arg(s, &c->args[0]);
    size_t capacity = 0, used = 0;
    char *value = NULL;
    int unknown = state == WG_MAYBE || !list;
    for (size_t k = 2; k < c->argc && !unknown; ++k) {
        if (strcmp(c->args[k].text, "EXTRA_INCLUDE") == 0 || strcmp(c->args[k].text, "FUNCTION") == 0)
            break;
        char *v = expand_arg(s, &c->args[k]);
        size_t n = v ? strlen(v) : 0;
        char *more = v ? wg_grow(value, &capacity, used + n + 2, 1) : NULL;
        if (!more) {
            s->tree->failed |= v != NULL;
            unknown = 1;
        } else {
            value = more;
            if (n && used)
                value[used++] = ';';
            memcpy(value + used, v, n + 1);
            used += n;
        }
        free(v);
    }
    if (list && set_var(s, list, unknown ? NULL : value ? value : "") != 0)
        s->tree->failed = 1;
    free(value);
    free(list);
}

/* set(X ${X} item ...) where X is not set yet and no option() or cache entry (a user's -D) names
 * it: the unquoted ${X} is no argument, as list(APPEND X item) takes an unset X (openbabel's
 * test/CMakeLists.txt: set(cpptestsrc ${cpptestsrc} ${cpptest}test.cpp) in a foreach()). */
static int self_append_unset(cm_state *s, const cm_arg *a, const char *set_name)
{
    size_t n = strlen(set_name), len = strlen(a->text);
    return !a->quoted && len == n + 3 && strncmp(a->text, "${", 2) == 0 && strncmp(a->text + 2, set_name, n) == 0 &&
           a->text[len - 1] == '}' && strncmp(set_name, "CMAKE_", 6) != 0 &&
           !wg_strlist_has(s->declared, s->declared_count, set_name, n) && !wg_strlist_has(s->cached, s->cached_count, set_name, n);
}

/* set(X ${X} item ...) whose new value is unknown (under an undecided condition:
 * set(TESTS ${TESTS} more) under if(CMAKE_USE_PTHREADS_INIT)): X's earlier items are surely still
 * its first ones, as list(APPEND) under the same condition keeps them (list_append), so that a
 * foreach() over X still walks them (walk_foreach). Only the list form: ${X} unquoted, first.
 * NULL: none known. */
static char *self_append_sure(cm_state *s, const cm_command *c, size_t last, const char *set_name)
{
#ifdef WG_SCAN_SET_SELF_APPEND_SURE_OFF
    (void)s, (void)c, (void)last, (void)set_name;
    return NULL;
#else
    size_t n = strlen(set_name);
    const cm_arg *a = last > 1 ? &c->args[1] : NULL;
    if (!a || a->quoted || strlen(a->text) != n + 3 || strncmp(a->text, "${", 2) != 0 || strncmp(a->text + 2, set_name, n) != 0 ||
        a->text[n + 2] != '}')
        return NULL;
    cm_var *v = find_var(s, set_name);
    if (v && v->value)
        return *v->value ? copy_string(v->value) : NULL;
    char hidden[512];
    cm_var *h = v && sure_name(set_name, hidden, sizeof hidden) ? find_var(s, hidden) : NULL;
    return h && h->value && *h->value ? copy_string(h->value) : NULL;
#endif
}

static void set_command(cm_state *s, const cm_command *c, int state)
{
    wg_tree *t = s->tree;
    size_t last = c->argc;
    int cache = 0, force = 0;
    for (size_t k = 1; k < c->argc; ++k)
        if (strcmp(c->args[k].text, "CACHE") == 0 && !c->args[k].quoted) {
            cache = 1;
            last = k;
            for (size_t m = k; m < c->argc; ++m)
                force |= strcmp(c->args[m].text, "FORCE") == 0;
            break;
        } else if (strcmp(c->args[k].text, "PARENT_SCOPE") == 0 && !c->args[k].quoted) {
            last = k;
            break;
        }
    char *set_name = expand_arg(s, &c->args[0]);
    if (!set_name)
        return;
    cm_var *existing = find_var(s, set_name);
    if (cache && existing && !force) {
        free(set_name);
        return;
    }
    int parent = last < c->argc && strcmp(c->args[last].text, "PARENT_SCOPE") == 0;
    /* grown as the items come: a source list of hundreds of files (PROJ's ALL_LIBPROJ_SOURCES,
     * over 4 KiB) stays known */
    char *value = NULL;
    size_t used = 0, capacity = 0;
    int unknown = state == WG_MAYBE;
    size_t items = 0;
    s->keep_globs = 1;
    for (size_t k = 1; k < last && !unknown; ++k) {
        if (!existing && self_append_unset(s, &c->args[k], set_name))
            continue;
        char *v = expand_arg(s, &c->args[k]);
        size_t n = v ? strlen(v) : 0;
        char *more = v ? wg_grow(value, &capacity, used + n + 2, 1) : NULL;
        if (!more)
            unknown = 1, t->failed |= v != NULL;
        else {
            value = more;
            if (items++)
                value[used++] = ';';
            memcpy(value + used, v, n + 1);
            used += n;
        }
        free(v);
    }
    if (!unknown && !value)
        value = copy_string("");
    if (!value)
        unknown = 1;
    if (state == WG_ON && !unknown && strcmp(set_name, "CMAKE_CXX_STANDARD") == 0)
        t->cxx_standard = cxx_level(value);
    s->keep_globs = 0;
    const char *stored = unknown ? NULL : value;
    char *sure = unknown && !cache && !parent ? sure_words(s, c, last, set_name, state) : NULL;
    if (unknown && !cache && !parent && !sure)
        sure = self_append_sure(s, c, last, set_name);
    if ((s->in_function && (parent || cache) && escape(s, set_name, stored, cache) != 0) ||
        (!(parent && s->in_function) && set_var(s, set_name, stored) != 0))
        t->failed = 1;
    char hidden[512];
    if (sure && sure_name(set_name, hidden, sizeof hidden) && set_var(s, hidden, sure) != 0)
        t->failed = 1;
    free(sure);
    free(value);
    free(set_name);
}

/* option(X "..." ${Y}) on a fresh configure where Y is not set yet: the unquoted reference
 * expands to no argument at all, and the default is OFF. Y is X itself (SPIRV-Tools'
 * SPIRV_SKIP_EXECUTABLES), or a name the walk has not set yet that is false here or that the
 * tree sets only with a plain set() (no option(), no CACHE: a fresh configure has no -D of it),
 * as AviSynth+'s option(HEADERS_ONLY ... ${INSTALL_ONLY_HEADER}) with the set() after it:
 * fixture option_default_unset. */
static int default_unset(cm_state *s, const char *name, const cm_arg *a)
{
    size_t n = strlen(a->text);
    if (a->quoted || n < 4 || strncmp(a->text, "${", 2) != 0 || a->text[n - 1] != '}')
        return 0;
    char inner[256];
    if (n - 3 >= sizeof inner)
        return 0;
    memcpy(inner, a->text + 2, n - 3);
    inner[n - 3] = '\0';
    for (const char *p = inner; *p; ++p)
        if (!is_name(*p))
            return 0;
    if (find_var(s, inner))
        return 0;
    return strcmp(inner, name) == 0 || undefined_here(s, inner) || set_only_plainly(s, inner);
}

/* option(): its default on the sure path (a -D taken before it stands), unknown elsewhere. */
static void option_command(cm_state *s, const cm_command *c, int state)
{
    /* option(${variable} ...) in a project's own option macro (Paddle-Lite's lite_option) */
    char *name = expand_arg(s, &c->args[0]), *value = c->argc > 2 ? expand_arg(s, &c->args[2]) : NULL;
    int unset = c->argc > 2 && name && default_unset(s, name, &c->args[2]);
    if (name && *name)
        take_option(s, name, state == WG_ON ? (c->argc > 2 && !unset ? value : "OFF") : NULL, "default");
    free(name), free(value);
}

/* find_package_handle_standard_args(<Name> DEFAULT_MSG|REQUIRED_VARS <var>...) in a Find module of
 * the tree: where a required variable holds a find_library()/find_path() result that found nothing
 * (the model's "-NOTFOUND": a stock Windows runner has no system folders to search and no -D named
 * it), whether the package is found depends on what the runner has installed (thrift's FindGLIB on
 * a CI with no GLib): the package is noted as not known to be found (walk_module). */
static void handle_standard_args(cm_state *s, const cm_command *c, int state)
{
    static const char *const keywords[] = {"FOUND_VAR", "VERSION_VAR", "HANDLE_COMPONENTS", "CONFIG_MODE", "NAME_MISMATCHED",
                                           "FAIL_MESSAGE", "REASON_FAILURE_MESSAGE", "HANDLE_VERSION_RANGE", NULL};
    if (state != WG_ON)
        return;
    char *package = expand_arg(s, &c->args[0]);
    int unfound = 0;
    size_t k = 1;
    if (strcmp(c->args[1].text, "REQUIRED_VARS") == 0 || strcmp(c->args[1].text, "DEFAULT_MSG") == 0 || c->args[1].quoted)
        k = 2; /* the old signature's message, or the keyword */
    for (; package && k < c->argc && !unfound; ++k) {
        int keyword = 0;
        for (size_t i = 0; keywords[i]; ++i)
            keyword |= strcmp(c->args[k].text, keywords[i]) == 0;
        if (keyword)
            break;
        char *names = expand_arg(s, &c->args[k]); /* ${ADDITIONAL_REQUIRED_VARS}: a list of names */
        for (char *name = names, *next; name && *name && !unfound; name = next) {
            next = strchr(name, ';');
            if (next)
                *next++ = '\0';
            else
                next = name + strlen(name);
            const cm_var *v = find_var(s, name);
            size_t n = v && v->value ? strlen(v->value) : 0;
            unfound = n >= 9 && strcmp(v->value + n - 9, "-NOTFOUND") == 0;
        }
        free(names);
    }
    if (unfound && wg_strlist_add(&s->unfound, &s->unfound_count, &s->unfound_capacity, package, strlen(package)) != 0)
        s->tree->failed = 1;
    free(package);
}

/* cmake_dependent_option(): the default where its condition holds, the fallback where not. */
static void dependent_option_command(cm_state *s, const cm_command *c, int state)
{
    wg_tree *t = s->tree;
    int depends = state == WG_ON ? condition_list(s, c->args[3].text) : WG_MAYBE;
    /* the default and the fallback as CMake passes them: expanded (gperftools' ${DEFAULT_BUILD_DEBUGALLOC},
     * OFF under if(MSVC)); unknown where they reference what the model does not know */
    char *value = depends == WG_ON ? expand_arg(s, &c->args[2]) : depends == WG_OFF ? expand_arg(s, &c->args[4]) : NULL;
    char *name = expand_arg(s, &c->args[0]);
    /* Its condition false, CMake forces the fallback over any -D (the cache value hides). */
    if (name && *name && depends == WG_OFF && find_var(s, name) && set_var(s, name, value) != 0)
        t->failed = 1;
    if (name && *name)
        take_option(s, name, value, depends == WG_OFF ? "dependent, its condition false" : "dependent");
    free(name), free(value);
}

/* list(APPEND|PREPEND): the items joined to the known value, unknown where one is. */
static void list_append(cm_state *s, const cm_command *c, int state)
{
    wg_tree *t = s->tree;
    /* a list's name may be built (mfem's list(APPEND ${CURRENT_ARG}_LIST ${arg})) */
    char *name = expand_arg(s, &c->args[1]);
    if (!name || !*name) {
        free(name);
        return;
    }
    cm_var *v = find_var(s, name);
    char value[4096], hidden[512], sure[4096];
    int unknown = state == WG_MAYBE || (v && !v->value), has_sure = 0;
    if (sure_name(name, hidden, sizeof hidden)) {
        cm_var *h = find_var(s, hidden);
        if (h && h->value && v && !v->value) /* unknown with sure items: they stay */
            has_sure = 1, snprintf(sure, sizeof sure, "%s", h->value);
        else if (state == WG_MAYBE && c->args[0].text[0] == 'A') /* appended maybe: the earlier items are sure */
            has_sure = 1, snprintf(sure, sizeof sure, "%s", v && v->value ? v->value : "");
    }
    if (has_sure && state == WG_ON && c->args[0].text[0] == 'A') /* appended for sure to an unknown list */
        for (size_t k = 2; k < c->argc; ++k) {
            char *e = expand_arg(s, &c->args[k]);
            size_t used = strlen(sure);
            if (e)
                snprintf(sure + used, sizeof sure - used, "%s%s", used ? ";" : "", e);
            free(e);
        }
    snprintf(value, sizeof value, "%s", v && v->value ? v->value : "");
    for (size_t k = 2; k < c->argc && !unknown; ++k) {
        char *e = expand_arg(s, &c->args[k]);
        if (!e)
            unknown = 1;
        else if (c->args[0].text[0] == 'A') {
            size_t used = strlen(value);
            snprintf(value + used, sizeof value - used, "%s%s", used ? ";" : "", e);
        } else if (strlen(e) + 1 + strlen(value) >= sizeof value) {
            unknown = 1;
        } else { /* PREPEND: e;value */
            size_t m = strlen(e), old = strlen(value);
            memmove(value + m + (old ? 1 : 0), value, old + 1);
            memcpy(value, e, m);
            if (old)
                value[m] = ';';
        }
        free(e);
    }
    if (set_var(s, name, unknown ? NULL : value) != 0 || (unknown && has_sure && set_var(s, hidden, sure) != 0))
        t->failed = 1;
    free(name);
}

/* An argument's value, or where it is one unknown list, ${NAME}, the items that list surely holds. */
static char *expand_sure(cm_state *s, const cm_arg *a)
{
    char *v = expand_arg(s, a);
    size_t n = strlen(a->text);
    char name[512], hidden[512];
    if (v || n < 4 || n - 3 >= sizeof name || strncmp(a->text, "${", 2) != 0 || a->text[n - 1] != '}')
        return v;
    snprintf(name, sizeof name, "%.*s", (int)(n - 3), a->text + 2);
    if (strpbrk(name, "${}") || !sure_name(name, hidden, sizeof hidden))
        return NULL;
    cm_var *h = find_var(s, hidden);
    return h && h->value ? copy_string(h->value) : NULL;
}

/* The files a file(GLOB <var> <pattern>...) finds, as CMake lists them (absolute: "@R/dir/name"),
 * where the tree knows them all: plain GLOB (not RELATIVE), each pattern a file or a '*' in its
 * last part, of a source's name (the scan holds every such file). NULL otherwise. */
static char *glob_items(cm_state *s, const cm_command *c, const char *dir)
{
    wg_tree *t = s->tree;
    if (c->argc < 3 || strcmp(c->args[0].text, "GLOB") != 0)
        return NULL;
    size_t length = 0, capacity = 256;
    char *items = malloc(capacity);
    if (!items)
        return NULL;
    items[0] = '\0';
    for (size_t k = 2; k < c->argc; ++k) {
        const char *a = c->args[k].text;
        if (strcmp(a, "LIST_DIRECTORIES") == 0) {
            ++k;
            continue;
        }
        if (strcmp(a, "CONFIGURE_DEPENDS") == 0 || strcmp(a, "FOLLOW_SYMLINKS") == 0)
            continue;
        char *v = expand_arg(s, &c->args[k]);
        char pattern[1024];
        const char *slash = NULL;
        int known = v && !strchr(v, '?') && !strchr(v, '[') && !strchr(v, ';') && strcmp(a, "RELATIVE") != 0 &&
                    resolve(dir, v, pattern, sizeof pattern) && wg_scan_kind(pattern) == WG_SCAN_SOURCE;
        free(v);
        if (known) {
            slash = strrchr(pattern, '/');
            known = !memchr(pattern, '*', slash ? (size_t)(slash - pattern) : 0);
        }
        if (!known) {
            free(items);
            return NULL;
        }
        size_t folder = slash ? (size_t)(slash - pattern) : 0;
        const char *name = slash ? slash + 1 : pattern;
        for (size_t i = 0; i < t->count; ++i) {
            const wg_tree_file *f = &t->files[i];
            const char *rest = f->path + (folder ? folder + 1 : 0);
            if (f->kind != WG_SCAN_SOURCE || (folder && (strncmp(f->path, pattern, folder) != 0 || f->path[folder] != '/')) ||
                strchr(rest, '/') || !star_match(name, rest))
                continue;
            size_t need = length + strlen(f->path) + 5;
            if (need > capacity) {
                char *grown = realloc(items, capacity = need * 2);
                if (!grown) {
                    free(items);
                    return NULL;
                }
                items = grown;
            }
            length += (size_t)sprintf(items + length, "%s@R/%s", length ? ";" : "", f->path);
        }
    }
    return items;
}

/* key ("VAR\t") with items appended (key is freed; NULL when out of memory). */
static char *glob_entry(char *key, const char *items)
{
    size_t n = strlen(key);
    char *entry = realloc(key, n + strlen(items) + 1);
    if (!entry) {
        free(key);
        return NULL;
    }
    strcpy(entry + n, items);
    return entry;
}

/* The value of the list variable name for a foreach(): where it holds a glob's probe value and a
 * glob of files the tree holds all of set it (glob_lists, the last one), that value with the probe
 * item replaced by the files (c-blosc2's tests: file(GLOB SOURCES test_*.c ...) then
 * list(APPEND SOURCES ...)); NULL otherwise. */
/* The files the newest glob_lists entry of name holds, or NULL (none, or GLOB_NONE: a call's
 * ARGN that holds no glob's files). */
static const char *glob_files(const cm_state *s, const char *name)
{
    size_t n = strlen(name);
    for (size_t i = s->glob_list_count; i-- > 0;)
        if (strncmp(s->glob_lists[i], name, n) == 0 && s->glob_lists[i][n] == '\t')
            return strcmp(s->glob_lists[i] + n + 1, GLOB_NONE) == 0 ? NULL : s->glob_lists[i] + n + 1;
    return NULL;
}

static void push_glob_files(cm_state *s, const char *name, const char *files)
{
    char *entry = malloc(strlen(name) + strlen(files) + 2);
    if (!entry || wg_strlist_append(&s->glob_lists, &s->glob_list_count, &s->glob_list_capacity, "", 0) != 0) {
        free(entry);
        s->tree->failed = 1;
        return;
    }
    sprintf(entry, "%s\t%s", name, files);
    free(s->glob_lists[s->glob_list_count - 1]);
    s->glob_lists[s->glob_list_count - 1] = entry;
}

/* The files of a glob a call hands on whole as its last argument, a lone ${X} after at least one
 * argument per parameter (poco's POCO_SOURCES_AUTO(SRCS ${SRCS_G}), whose body hands ${ARGN} on
 * again), no other argument holding a probe's value: a copy, or NULL. */
static char *argn_glob_files(cm_state *s, const cm_command *c, size_t params)
{
    if (c->argc == 0 || c->argc - 1 < params)
        return NULL;
    const char *t = c->args[c->argc - 1].text;
    size_t len = strlen(t);
    if (!(len > 3 && len < 200 && strncmp(t, "${", 2) == 0 && t[len - 1] == '}' && strcspn(t + 2, "${}") == len - 3))
        return NULL;
    for (size_t k = 0; k + 1 < c->argc; ++k) {
        char *v = expand_arg(s, &c->args[k]);
        int probe = !v || strstr(v, PROBE_FOUND);
        free(v);
        if (probe)
            return NULL;
    }
    char name[200];
    snprintf(name, sizeof name, "%.*s", (int)(len - 3), t + 2);
    cm_var *v = find_var(s, name);
    const char *files = v && v->value && strstr(v->value, PROBE_FOUND) ? glob_files(s, name) : NULL;
    char *copy = files ? malloc(strlen(files) + 1) : NULL;
    if (copy)
        strcpy(copy, files);
    return copy;
}

static char *glob_list_value(cm_state *s, const char *name)
{
    cm_var *v = find_var(s, name);
    if (!v || !v->value || !strstr(v->value, PROBE_FOUND))
        return NULL;
    const char *files = glob_files(s, name);
    if (!files)
        return NULL;
    size_t probes = 0;
    for (const char *p = strstr(v->value, PROBE_FOUND); p; p = strstr(p + 1, PROBE_FOUND))
        ++probes;
    char *out = malloc(strlen(v->value) + probes * strlen(files) + 1), *o = out;
    if (!out)
        return NULL;
    for (const char *p = v->value; *p;) {
        const char *end = strchr(p, ';');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len == strlen(PROBE_FOUND) && strncmp(p, PROBE_FOUND, len) == 0)
            o += sprintf(o, "%s%s", o > out ? ";" : "", files);
        else if (len)
            o += sprintf(o, "%s%.*s", o > out ? ";" : "", (int)len, p);
        p += len + (end ? 1 : 0);
    }
    *o = '\0';
    return out;
}

/* Any other command: a call of the tree's function or macro, a configure-time probe, unset(), or a
 * command that may write a variable named among its arguments. */
static void other_command(cm_state *s, const cm_command *c, int state, const char *reason, const char *dir)
{
    wg_tree *t = s->tree;
    const char *n = c->name;
    int is_call = 0;
    for (size_t k = s->function_count; k-- > 0;) /* the last definition wins */
        if (strcmp(s->functions[k].name, n) == 0) {
            is_call = 1;
            call_function(s, &s->functions[k], c, state, reason, dir);
            break;
        }
    int glob = strcmp(n, "file") == 0 && c->argc > 1 && strncmp(c->args[0].text, "GLOB", 4) == 0;
    if (!is_call && (glob || (strncmp(n, "find_", 5) == 0 && c->argc > 0))) {
        /* A configure-time probe. file(GLOB) finds files (its list itself unknown);
         * find_library/find_path/find_file/find_program find nothing a -D or the cache
         * does not name: Windows has no system folders for them to search. */
        char *expanded = expand_arg(s, &c->args[glob ? 1 : 0]);
        const char *var = expanded ? expanded : c->args[glob ? 1 : 0].text;
        char notfound[300];
        snprintf(notfound, sizeof notfound, "%s-NOTFOUND", var);
        cm_var *v = find_var(s, var);
        if ((!v || !v->value) && set_var(s, var, state != WG_ON ? NULL : glob ? PROBE_FOUND : notfound) != 0)
            t->failed = 1;
        /* the files of a glob the tree holds all of, for a foreach() over the variable */
        char *items = glob && state == WG_ON ? glob_items(s, c, dir) : NULL;
        if (items) {
            char key[1200];
            int k = snprintf(key, sizeof key, "%s\t", var);
            if (k > 0 && (size_t)k < sizeof key &&
                (wg_strlist_append(&s->glob_lists, &s->glob_list_count, &s->glob_list_capacity, key, (size_t)k) != 0 ||
                 !(s->glob_lists[s->glob_list_count - 1] = glob_entry(s->glob_lists[s->glob_list_count - 1], items))))
                t->failed = 1;
        }
        free(items);
        free(expanded);
    } else if (!is_call && strcmp(n, "unset") == 0) {
        /* not defined any more: false in if(), empty as text (unset(X CACHE) or
         * PARENT_SCOPE: the value the model reads is no longer known) */
        int plain = c->argc == 1;
        if (c->argc > 0 && set_var(s, c->args[0].text, plain && state == WG_ON ? "" : NULL) != 0)
            t->failed = 1;
        else if (c->argc > 0 && plain && state == WG_ON)
            find_var(s, c->args[0].text)->undefined = 1;
    } else if (!is_call && strcmp(n, "message") != 0 && strncmp(n, "target_", 7) != 0 &&
               strncmp(n, "add_", 4) != 0 && strncmp(n, "install", 7) != 0 && !writes_no_variable(n)) {
        /* Commands that may write a variable named among their arguments: its value is
         * no longer known (find_library(X ...), string(REPLACE ... X ...)). */
        for (size_t k = 0; k < c->argc; ++k) {
            if (c->args[k].quoted)
                continue;
            /* a list named through a reference: a macro's list(INSERT ${_list} ...) (PCL's set_in_list);
             * not other commands' (gflags' set_property(CACHE ${varname} ...) writes no value) */
            const char *text = c->args[k].text;
            char *name = NULL;
            int unknown = 0;
            if (strcmp(n, "list") == 0 && strncmp(text, "${", 2) == 0 && strchr(text, '}') == text + strlen(text) - 1 &&
                (name = expand(s, text, &unknown)) && unknown)
                free(name), name = NULL;
            const char *var = name && *name ? name : text;
            if (!protected_var(var) && find_var(s, var) && set_var(s, var, NULL) != 0)
                t->failed = 1;
            free(name);
        }
    }
}

static void walk_variable_command(cm_state *s, const cm_command *c, int state, const char *reason, const char *dir)
{
    wg_tree *t = s->tree;
    const char *n = c->name;
    if (strcmp(n, "get_filename_component") == 0) {
        filename_component(s, c, state, dir);
    } else if (strcmp(n, "get_directory_property") == 0 && c->argc == 2 && strcmp(c->args[1].text, "PARENT_DIRECTORY") == 0 &&
               top_level_list(s)) {
        /* the configured top level has no parent: libigl's "am I the top-level project?" test */
        if (state == WG_ON && set_var(s, c->args[0].text, "") != 0)
            t->failed = 1;
    } else if (strcmp(n, "project") == 0) {
        project_command(s, c);
        if (state != WG_OFF)
            note_project_languages(s->tree, c);
    } else if (strcmp(n, "enable_language") == 0 && state != WG_OFF) {
        for (size_t k = 0; k < c->argc; ++k)
            if (strcmp(c->args[k].text, "CXX") == 0 || strcmp(c->args[k].text, "CUDA") == 0 || strchr(c->args[k].text, '$'))
                s->tree->cxx_on = 1;
    } else if (strcmp(n, "set") == 0 && c->argc > 0) {
        set_command(s, c, state);
    } else if (strcmp(n, "create_test_sourcelist") == 0 && c->argc > 1) {
        test_sourcelist(s, c, state);
    } else if (strcmp(n, "option") == 0 && c->argc > 0) {
        option_command(s, c, state);
    } else if (strcmp(n, "cmake_dependent_option") == 0 && c->argc >= 5) {
        dependent_option_command(s, c, state);
    } else if (strcmp(n, "find_package_handle_standard_args") == 0 && c->argc > 1) {
        handle_standard_args(s, c, state);
    } else if (strcmp(n, "string") == 0 && c->argc == 3 &&
               (strcmp(c->args[0].text, "TOLOWER") == 0 || strcmp(c->args[0].text, "TOUPPER") == 0)) {
        string_case(s, c, state);
    } else if (strcmp(n, "string") == 0 && c->argc >= 4 && strcmp(c->args[0].text, "REPLACE") == 0 && !c->args[3].quoted &&
               !strchr(c->args[3].text, '$')) {
        string_replace(s, c, state);
    } else if (strcmp(n, "cmake_parse_arguments") == 0 && c->argc >= 4) {
        parse_arguments(s, c);
    } else if (strcmp(n, "list") == 0 && c->argc > 1 &&
               (strcmp(c->args[0].text, "REMOVE_ITEM") == 0 || strcmp(c->args[0].text, "REMOVE_DUPLICATES") == 0)) {
        list_remove(s, c, state);
        if (state == WG_ON && strcmp(c->args[0].text, "REMOVE_ITEM") == 0)
            unglob_removed(s, c, dir);
    } else if (strcmp(n, "list") == 0 && c->argc == 4 && strcmp(c->args[0].text, "FIND") == 0) {
        list_find(s, c, state);
    } else if (strcmp(n, "list") == 0 && list_filter_glob(s, c, state, dir)) {
    } else if (strcmp(n, "list") == 0 && c->argc > 1 &&
               (strcmp(c->args[0].text, "APPEND") == 0 || strcmp(c->args[0].text, "PREPEND") == 0)) {
        list_append(s, c, state);
    } else {
        other_command(s, c, state, reason, dir);
    }
}

/* ---- probes of compiler flags ---------------------------------------------------------------- */

/* Whether cl.exe rejects a flag a probe tries (D9002 "ignoring unknown option", which CMake's
 * check_<lang>_compiler_flag() reads as a failure): GCC's -f..., -m..., -W<name> (cl.exe's own
 * /Wall, /Wv: and /W0../W4, /WX excepted), --long options (--coverage), -O0/-O3, -g...,
 * -pthread, -pedantic, -std=, -Wl,. The first option of a probed command line decides.
 * cl.exe's own options (/O2, -DNAME, /arch:AVX2) pass the probe. */
static int probe_fails_on_msvc(const char *flag)
{
    if (flag[0] != '-')
        return 0;
    const char *f = flag + 1;
    if (f[0] == 'W')
        return islower((unsigned char)f[1]) && strncmp(f, "Wall", 4) != 0 && strncmp(f, "Wv:", 3) != 0;
    return f[0] == 'f' || f[0] == 'm' || f[0] == 'g' || f[0] == '-' || strcmp(f, "O0") == 0 || strcmp(f, "O3") == 0 ||
           strcmp(f, "pthread") == 0 || strncmp(f, "pedantic", 8) == 0 || strncmp(f, "std=", 4) == 0;
}

/* check_linker_flag(<lang> <flag> <var>) too: link.exe answers a GNU linker option with LNK4044
 * ("unrecognized option"), which CMake's probe patterns read as a failure (libevent's and
 * igraph's -Wl,... probes). */
static int is_flag_probe(const char *name)
{
    return strcmp(name, "check_c_compiler_flag") == 0 || strcmp(name, "check_cxx_compiler_flag") == 0 ||
           strcmp(name, "check_compiler_flag") == 0 || strcmp(name, "check_linker_flag") == 0;
}

/* The flag's argument of a flag probe: after the language in check_compiler_flag() and
 * check_linker_flag(). */
static size_t flag_probe_at(const char *name)
{
    return strcmp(name, "check_compiler_flag") == 0 || strcmp(name, "check_linker_flag") == 0 ? 1 : 0;
}

/* A function of the tree that probes a flag its caller hands it (check_cxx_compiler_flag(
 * "${flag}" ...)) and stops nowhere (no message(FATAL_ERROR) or SEND_ERROR when the probe fails,
 * as a "required flag" helper would). */
static int probe_helper(const cm_function *fn)
{
    const cm_command *def = &fn->file->commands[fn->body_begin - 1];
    int probes = 0;
    const char *item = NULL; /* foreach(flag ${ARGN}): each flag the caller hands (libevent's add_linker_flags) */
    for (size_t i = fn->body_begin; i < fn->body_end; ++i) {
        const cm_command *c = &fn->file->commands[i];
        if (strcmp(c->name, "message") == 0 && c->argc > 0 &&
            (strcmp(c->args[0].text, "FATAL_ERROR") == 0 || strcmp(c->args[0].text, "SEND_ERROR") == 0))
            return 0;
        if (strcmp(c->name, "foreach") == 0 && c->argc == 2 && strcmp(c->args[1].text, "${ARGN}") == 0)
            item = c->args[0].text;
        if (!is_flag_probe(c->name) || c->argc < 2)
            continue;
        const char *flag = c->args[flag_probe_at(c->name)].text;
        for (size_t k = 1; k < def->argc; ++k) {
            char reference[300];
            snprintf(reference, sizeof reference, "${%s}", def->args[k].text);
            probes |= strstr(flag, reference) != NULL;
        }
        probes |= strstr(flag, "${ARGV0}") != NULL;
        if (item) {
            char reference[300];
            snprintf(reference, sizeof reference, "${%s}", item);
            probes |= strcmp(flag, reference) == 0;
        }
    }
    return probes;
}

/* Whether the file stops the configure when a probe's result is false: an if() after it that
 * names result (as written, or expanded) and holds message(FATAL_ERROR|SEND_ERROR) (FBGEMM's
 * "A compiler with AVX512 support is required."). */
static int probe_required(const cm_file *f, size_t at, const char *written, const char *result)
{
    for (size_t j = at + 1; j < f->count && j < at + 64; ++j) {
        const cm_command *c = &f->commands[j];
        int names = 0;
        for (size_t k = 0; (strcmp(c->name, "if") == 0 || strcmp(c->name, "elseif") == 0) && k < c->argc; ++k)
            names |= strcmp(c->args[k].text, written) == 0 || (result && strcmp(c->args[k].text, result) == 0);
        if (!names)
            continue;
        for (size_t k = j + 1, depth = 0; k < f->count; ++k) {
            const cm_command *b = &f->commands[k];
            if (strcmp(b->name, "if") == 0)
                ++depth;
            else if (strcmp(b->name, "endif") == 0 && depth-- == 0)
                break;
            else if (strcmp(b->name, "message") == 0 && b->argc > 0 &&
                     (strcmp(b->args[0].text, "FATAL_ERROR") == 0 || strcmp(b->args[0].text, "SEND_ERROR") == 0))
                return 1;
        }
    }
    return 0;
}

/* check_<lang>_compiler_flag(<flag> <var>) of a flag cl.exe rejects: its result is false, and
 * the command is no compile step (its lines off, the flag only probed) unless a failed probe
 * stops the configure (probe_required: then the flag is the blocker, counted at its line); a
 * call of the tree's probe helper with such flags alike (its body walked). 1 when c was one of
 * these. */
/* The printf and scanf families, which the Universal CRT (Visual Studio 2015 and later) defines
 * inline in <stdio.h> (Microsoft's "Breaking Changes in Visual C++ 2015", CRT section: the
 * definitions "have been moved inline"; legacy_stdio_definitions.lib holds out-of-line copies).
 * check_function_exists() declares the name itself and only links, so it finds none of them on
 * MSVC, while check_symbol_exists(<name> stdio.h ...) does (tcpdump's vsnprintf/snprintf). */
static int ucrt_inline_function(const char *name)
{
    static const char *const inline_stdio[] = {
        "printf", "fprintf", "sprintf", "snprintf", "vprintf", "vfprintf", "vsprintf", "vsnprintf", "_snprintf",
        "_vsnprintf", "sprintf_s", "vsprintf_s", "_snprintf_s", "_vsnprintf_s", "_scprintf", "_vscprintf", "scanf",
        "fscanf", "sscanf", "vscanf", "vfscanf", "vsscanf", "scanf_s", "fscanf_s", "sscanf_s", "wprintf", "fwprintf",
        "swprintf", "vwprintf", "vfwprintf", "vswprintf", "_snwprintf", "_vsnwprintf", "wscanf", "fwscanf", "swscanf", NULL};
    for (size_t i = 0; inline_stdio[i]; ++i)
        if (strcmp(name, inline_stdio[i]) == 0)
            return 1;
    return 0;
}

/* CMAKE_REQUIRED_LIBRARIES names legacy_stdio_definitions: the probe links its out-of-line copies.
 * A value the model does not know (a list cmake_pop_check_state() restores) counts as without it. */
static int requires_legacy_stdio(cm_state *s)
{
    cm_var *v = find_var(s, "CMAKE_REQUIRED_LIBRARIES");
    return v && v->value && strstr(v->value, "legacy_stdio_definitions");
}

/* check_symbol_exists(<symbol> <headers> <var>), check_cxx_symbol_exists(), check_function_exists(
 * <symbol> <var>) of a function whose presence in the MSVC CRT is known: the result is true for the
 * CRT's own names (libzip's _stricmp, which its compat.h makes strcasecmp), false for the POSIX
 * names it lacks. Other symbols stay undecided, as any command's result does. */
static int symbol_probe(cm_state *s, const cm_command *c, int state)
{
    static const char *const crt_functions[] = {
        "_stricmp", "_strnicmp", "_wcsicmp", "_wcsnicmp", "_strdup", "_snprintf", "_vsnprintf", "_fileno",
        "_isatty", "_setmode", "_fseeki64", "_ftelli64", "_chsize_s", "_unlink", "_access", "_getpid",
        "_localtime64_s", "_gmtime64_s", "_tzset", "_putenv_s", "_fdopen", "_commit", "_get_osfhandle",
        "_aligned_malloc", "_byteswap_ushort", "_byteswap_ulong", "_byteswap_uint64", "snprintf", "vsnprintf",
        "strtoll", "strtoull", "localtime_s", "gmtime_s", "strerror_s", "fopen_s", "timespec_get",
#ifndef WG_SCAN_CRT_PROBE_C99_OLDNAMES_OFF
        /* C99's atoll and the old POSIX names <io.h> declares and oldnames.lib links (chsize):
         * libwebsockets' #if !defined(LWS_HAVE_ATOLL) #warning, OpenVPN's HAVE_CHSIZE chain */
        "atoll", "_atoi64", "chsize", "_chsize",
#endif
        NULL};
    int function = strcmp(c->name, "check_function_exists") == 0;
    if (state != WG_ON || c->argc != (function ? 2u : 3u))
        return 0;
    char *symbol = expand_arg(s, &c->args[0]), *result = expand_arg(s, &c->args[c->argc - 1]);
    int value = -1;
    if (function && symbol && ucrt_inline_function(symbol) && !requires_legacy_stdio(s))
        value = 0; /* the link-only probe finds no symbol: the UCRT defines it in <stdio.h> */
    for (size_t i = 0; symbol && crt_functions[i] && value < 0; ++i)
        if (strcmp(symbol, crt_functions[i]) == 0)
            value = 1;
    if (symbol && value < 0 && wg_crt_lacks(symbol))
        value = 0;
    int decided = value >= 0 && result;
    if (decided && set_var(s, result, value ? "1" : "") != 0)
        s->tree->failed = 1;
    free(symbol), free(result);
    return decided;
}

/* A finding the CMake evaluation decides, reported at the command's line by the scan of the file. */
static void note_model_finding(cm_state *s, const cm_file *f, long line, const char *cls, const char *message)
{
    const char *entry = wg_tree_string(s->tree, "%s:%ld\t%s\t%s", f->file->path, line, cls, message);
    if (entry && !wg_strlist_has(s->tree->cmake_model_findings, s->tree->cmake_model_finding_count, entry, strlen(entry)) &&
        wg_strlist_append(&s->tree->cmake_model_findings, &s->tree->cmake_model_finding_count,
                          &s->tree->cmake_model_finding_capacity, entry, strlen(entry)) != 0)
        s->tree->failed = 1;
}

/* Whether a later if()/elseif() of the file tests NOT <result> and its body hands on a source file
 * (tcpdump's missing/win_snprintf.c when NOT HAVE_VSNPRINTF): a replacement definition of a
 * function the UCRT defines inline, which cl.exe rejects (C2084) or the link doubles. */
static int probe_fallback_source(const cm_file *f, size_t at, const char *written, const char *result)
{
    for (size_t j = at + 1; j < f->count; ++j) {
        const cm_command *c = &f->commands[j];
        int negated = 0;
        for (size_t k = 1; (strcmp(c->name, "if") == 0 || strcmp(c->name, "elseif") == 0) && k < c->argc; ++k)
            negated |= strcmp(c->args[k - 1].text, "NOT") == 0 &&
                       (strcmp(c->args[k].text, written) == 0 || (result && strcmp(c->args[k].text, result) == 0));
        if (!negated)
            continue;
        for (size_t k = j + 1, depth = 0; k < f->count; ++k) {
            const cm_command *b = &f->commands[k];
            if (strcmp(b->name, "if") == 0)
                ++depth;
            else if ((strcmp(b->name, "endif") == 0 || (depth == 0 && (strcmp(b->name, "else") == 0 || strcmp(b->name, "elseif") == 0))) &&
                     depth-- == 0)
                break;
            for (size_t a = 0; a < b->argc; ++a) {
                const char *dot = strrchr(b->args[a].text, '.');
                if (dot && (strcmp(dot, ".c") == 0 || strcmp(dot, ".cpp") == 0 || strcmp(dot, ".cc") == 0))
                    return 1;
            }
        }
    }
    return 0;
}

/* SCAN_CMAKE_CHECK_FUNCTION_UCRT_INLINE: check_function_exists() of a function the UCRT defines
 * inline, decided false by symbol_probe(), counted where that false result stops the configure
 * (message(FATAL_ERROR|SEND_ERROR) under the result, probe_required) or compiles a replacement
 * source; a result that only leaves a define unset is no finding (the code's own fallback may be
 * a harmless declaration). */
static void note_ucrt_inline_probe(cm_state *s, const cm_file *f, const cm_command *c)
{
    if (strcmp(c->name, "check_function_exists") != 0 || c->argc != 2)
        return;
    char *symbol = expand_arg(s, &c->args[0]), *result = expand_arg(s, &c->args[1]);
    if (symbol && ucrt_inline_function(symbol) && !requires_legacy_stdio(s)) {
        size_t at = (size_t)(c - f->commands);
        int stops = probe_required(f, at, c->args[1].text, result);
        if (stops || probe_fallback_source(f, at, c->args[1].text, result))
            note_model_finding(s, f, c->line, "SCAN_CMAKE_CHECK_FUNCTION_UCRT_INLINE",
                               wg_tree_string(s->tree, "check_function_exists(%s) only links, and the UCRT (VS 2015+) defines %s inline in <stdio.h>: "
                                              "the probe fails on MSVC and %s; check_symbol_exists(%s stdio.h ...) finds it",
                                              symbol, symbol, stops ? "the configure stops" : "a replacement source is compiled", symbol));
    }
    free(symbol), free(result);
}

/* check_c_source_compiles(<code> <var>), check_cxx_source_compiles(), check_source_compiles(<lang>
 * <code> <var>) of x86 intrinsics code: cl.exe x64 declares every SSE to AVX-512 intrinsic in
 * <immintrin.h> and its kin whatever /arch is passed (an unknown -mavx2 in CMAKE_REQUIRED_FLAGS is
 * only warning D9002), so such a probe passes on MSVC x64 (zlib-ng's HAVE_AVX2_INTRIN, whose
 * sources then join the build); one whose code needs GCC's syntax or headers (__attribute__,
 * inline asm, <x86intrin.h>, <cpuid.h>, __builtin_cpu_supports, __builtin_ia32_*) fails. Code the
 * model cannot expand, preprocessor tests (#if on __AVX2__ and the like), MMX (__m64, which x64
 * cl.exe lacks) and other code stay undecided. 1 when the result was decided. */
static int intrinsics_probe(cm_state *s, const cm_command *c, int state)
{
    static const char *const headers[] = {"mmintrin.h>", "immintrin.h>", "emmintrin.h>", "xmmintrin.h>", "pmmintrin.h>",
                                          "tmmintrin.h>", "smmintrin.h>", "nmmintrin.h>", "wmmintrin.h>", "intrin.h>", NULL};
    static const char *const gnu[] = {"__attribute__", "__asm__", "asm(", "asm volatile", "x86intrin.h", "cpuid.h",
                                      "__builtin_cpu_supports", "__builtin_ia32_", NULL};
    int lang = strcmp(c->name, "check_source_compiles") == 0;
    if (state != WG_ON || !(lang || strcmp(c->name, "check_c_source_compiles") == 0 || strcmp(c->name, "check_cxx_source_compiles") == 0) ||
        c->argc < (lang ? 3u : 2u))
        return 0;
    char *code = expand_arg(s, &c->args[lang]), *result = expand_arg(s, &c->args[lang + 1]);
    int x86 = 0, value = -1;
    for (size_t i = 0; code && headers[i]; ++i)
        x86 |= strstr(code, headers[i]) != NULL && !strstr(code, "arm_neon.h") && !strstr(code, "altivec.h");
    for (size_t i = 0; x86 && gnu[i] && value < 0; ++i)
        if (strstr(code, gnu[i]))
            value = 0;
    if (x86 && value < 0 && !strstr(code, "#if") && !strstr(code, "#error") && !strstr(code, "__m64") && !strstr(code, "_pi"))
        value = 1;
    int decided = value >= 0 && result;
    if (decided && set_var(s, result, value ? "1" : "") != 0)
        s->tree->failed = 1;
    free(code), free(result);
    return decided;
}

/* Whether a probe's C++ code uses only C++11's standard library as cl.exe's default /std:c++14
 * compiles it: each #include one of C++11's headers (no other directive), each std:: name one of
 * C++11's (no std::tr1, no C++17 names), nothing of GCC's (__attribute__, __builtin_, asm). */
static int standard_cxx11_code(const char *code)
{
    static const char *const headers[] = {"memory", "thread", "mutex", "atomic", "functional", "chrono", "tuple",
                                          "type_traits", "unordered_map", "unordered_set", "array", "vector", "string",
                                          "utility", "cstdint", "condition_variable", "future", "random", NULL};
    static const char *const names[] = {"shared_ptr", "unique_ptr", "weak_ptr", "make_shared", "thread", "mutex",
                                        "lock_guard", "unique_lock", "atomic", "function", "bind", "chrono", "tuple",
                                        "make_tuple", "is_same", "enable_if", "unordered_map", "unordered_set", "array",
                                        "vector", "string", "move", "forward", "int64_t", "uint64_t", "int32_t",
                                        "uint32_t", "condition_variable", "future", "async", "mt19937", NULL};
    int std_names = 0;
    if (strstr(code, "__") || strstr(code, "asm") || strstr(code, "tr1") || strstr(code, "experimental"))
        return 0;
    for (const char *p = strchr(code, '#'); p; p = strchr(p + 1, '#')) {
        const char *q = p + 1;
        while (*q == ' ' || *q == '\t')
            ++q;
        if (strncmp(q, "include", 7) != 0 || !(q = strchr(q, '<')))
            return 0;
        size_t n = strcspn(q + 1, ">"), i = 0;
        while (headers[i] && !(strlen(headers[i]) == n && strncmp(q + 1, headers[i], n) == 0))
            ++i;
        if (!headers[i])
            return 0;
    }
    for (const char *p = strstr(code, "std::"); p; p = strstr(p + 5, "std::")) {
        size_t n = 0, i = 0;
        while (is_name(p[5 + n]))
            ++n;
        while (names[i] && !(strlen(names[i]) == n && strncmp(p + 5, names[i], n) == 0))
            ++i;
        if (!names[i])
            return 0;
        ++std_names;
    }
    return std_names > 0;
}

/* check_cxx_source_compiles() of code that only uses C++11's standard library (openbabel's
 * "#include <memory> ... std::shared_ptr<int> p;" HAVE_STD_SHARED_PTR): it passes on MSVC, so
 * the branch it decides (add_definitions(-DHAVE_SHARED_POINTER)) is taken and the elseif()s of
 * older fallbacks (std::tr1) are not. Undecided where CMAKE_REQUIRED_FLAGS may add an option
 * cl.exe rejects or the code is anything else. 1 when the result was decided. */
static int standard_library_probe(cm_state *s, const cm_command *c, int state)
{
    int lang = strcmp(c->name, "check_source_compiles") == 0;
    if (state != WG_ON || c->argc < (lang ? 3u : 2u) ||
        !(strcmp(c->name, "check_cxx_source_compiles") == 0 || (lang && strcmp(c->args[0].text, "CXX") == 0)))
        return 0;
    cm_var *flags = find_var(s, "CMAKE_REQUIRED_FLAGS");
    if (flags && (!flags->value || *flags->value))
        return 0;
    char *code = expand_arg(s, &c->args[lang]), *result = expand_arg(s, &c->args[lang + 1]);
    int decided = code && result && standard_cxx11_code(code);
    if (decided && set_var(s, result, "1") != 0)
        s->tree->failed = 1;
    free(code), free(result);
    return decided;
}

/* try_compile()/try_run() on the path: a configure probe, built apart from the build; its result
 * variables are no longer known, its flags (COMPILE_DEFINITIONS, LINK_LIBRARIES "-pthread") are
 * the probe's, and the sources it names are compiled only by it (librdkafka's
 * packaging/cmake/try_compile/dlopen_test.c): off where no target lists them. */
static void walk_try_compile(cm_state *s, cm_file *f, const cm_command *c, const char *dir)
{
    wg_tree *t = s->tree;
    const char *why = wg_tree_string(t, "by %s() at %s:%ld, a configure probe built apart from the build (its failure sets %s false)",
                                     c->name, f->file->path, c->line, c->argc ? c->args[0].text : "its result");
    wg_line_mark(f->file, c->line, c->end_line, WG_OFF, why);
    for (size_t k = 0; k < c->argc; ++k) {
        char *v = expand_arg(s, &c->args[k]);
        char source[1024];
        wg_tree_file *sf = v && is_source_name(v) && resolve(dir, v, source, sizeof source) ? wg_tree_find(t, source) : NULL;
        if (sf && !sf->listed_off)
            sf->listed_off = 1, sf->listed_off_reason = why;
        else if (!sf && k < (strcmp(c->name, "try_run") == 0 ? 2u : 1u) && v && find_var(s, v) && set_var(s, v, NULL) != 0)
            t->failed = 1; /* its result variables */
        free(v);
    }
}

/* check_type_size(<type> <var>) of a POSIX type the MSVC CRT's headers do not define (those
 * SCAN_POSIX_TYPE names): <var> empty and HAVE_<var> false, as the probe leaves them on MSVC, so
 * the project's own stand-in is seen (nghttp2's if(SIZEOF_SSIZE_T STREQUAL "") set(ssize_t int),
 * which its configured header's #cmakedefine ssize_t defines). A standard C type the CRT's
 * headers define (openbabel's check_type_size(clock_t CLOCK_T), whose #cmakedefine HAVE_CLOCK_T
 * picks clock() over gettimeofday()) is found: <var> its x64 size, HAVE_<var> true. Other types
 * stay undecided. */
static int type_probe(cm_state *s, const cm_command *c, int state)
{
    static const char *const absent[] = {"ssize_t", "pid_t", "useconds_t", "suseconds_t", "uid_t", "gid_t", "mode_t", "sigset_t", NULL};
    /* "type=size" on MSVC x64 (LLP64: long is 4 bytes) */
    static const char *const present[] = {"char=1", "short=2", "int=4", "long=4", "long long=8", "float=4", "double=8",
                                          "void *=8", "void*=8", "size_t=8", "ptrdiff_t=8", "intptr_t=8", "uintptr_t=8",
                                          "wchar_t=2", "time_t=8", "clock_t=4", "int8_t=1", "uint8_t=1", "int16_t=2",
                                          "uint16_t=2", "int32_t=4", "uint32_t=4", "int64_t=8", "uint64_t=8", NULL};
    if (state != WG_ON || strcmp(c->name, "check_type_size") != 0 || c->argc < 2)
        return 0;
    char *type = expand_arg(s, &c->args[0]), *result = expand_arg(s, &c->args[1]);
    int known = 0;
    const char *size = "";
    for (size_t i = 0; type && result && absent[i] && !known; ++i)
        known = strcmp(type, absent[i]) == 0;
    for (size_t i = 0; type && result && present[i] && !known; ++i) {
        const char *eq = strchr(present[i], '=');
        if (strlen(type) == (size_t)(eq - present[i]) && strncmp(type, present[i], (size_t)(eq - present[i])) == 0)
            known = 1, size = eq + 1;
    }
    if (known) {
        char have[300];
        snprintf(have, sizeof have, "HAVE_%s", result);
        if (set_var(s, result, size) != 0 || set_var(s, have, *size ? "1" : "") != 0)
            s->tree->failed = 1;
    }
    free(type), free(result);
    return known;
}

static int walk_probe(cm_state *s, cm_file *f, const cm_command *c, int state, const char *reason, const char *dir)
{
    wg_tree *t = s->tree;
    const char *n = c->name;
    size_t at = flag_probe_at(n);
    if (state == WG_OFF)
        return 0;
    if (strcmp(n, "try_compile") == 0 || strcmp(n, "try_run") == 0) {
        walk_try_compile(s, f, c, dir);
        return 1;
    }
    if (strcmp(n, "check_type_size") == 0) {
        if (!type_probe(s, c, state))
            return 0;
        wg_line_mark(f->file, c->line, c->end_line, state, reason);
        return 1;
    }
    if (intrinsics_probe(s, c, state) || standard_library_probe(s, c, state)) {
        wg_line_mark(f->file, c->line, c->end_line, state, reason);
        return 1;
    }
    if (strcmp(n, "check_symbol_exists") == 0 || strcmp(n, "check_cxx_symbol_exists") == 0 ||
        strcmp(n, "check_function_exists") == 0) {
        if (!symbol_probe(s, c, state))
            return 0;
        note_ucrt_inline_probe(s, f, c);
        wg_line_mark(f->file, c->line, c->end_line, state, reason);
        return 1;
    }
    if (is_flag_probe(n) && c->argc >= at + 2) {
        /* the flag as the second argument (civetweb's Check_C_Compiler_Flag(HAVE_X -Wno-x)):
         * still only a probe, its result no variable the tree reads */
        size_t fa = at, ra = at + 1;
        if (!strchr("-/", c->args[at].text[0]) && c->args[at + 1].text[0] && strchr("-/", c->args[at + 1].text[0]))
            fa = at + 1, ra = at;
        char *flag = expand_arg(s, &c->args[fa]), *result = expand_arg(s, &c->args[ra]);
        int fails = flag && probe_fails_on_msvc(flag);
        if (fails && result && set_var(s, result, "") != 0)
            t->failed = 1;
        else if (fails && !result && wg_strlist_add(&s->failed_probes, &s->failed_probe_count, &s->failed_probe_capacity,
                                                   c->args[ra].text, strlen(c->args[ra].text)) != 0)
            t->failed = 1;
        if (fails && probe_required(f, (size_t)(c - f->commands), c->args[ra].text, result))
            fails = 0; /* the configure stops there: the flag is the blocker */
        else if (fails)
            wg_line_mark(f->file, c->line, c->end_line, WG_OFF,
                         wg_tree_string(t, "%s(%s) only probes the flag: cl.exe rejects it, so the probe fails and nothing adds it", n, flag));
        free(flag), free(result);
        return fails;
    }
    cm_function *fn = NULL;
    for (size_t k = s->function_count; k-- > 0 && !fn;)
        if (strcmp(s->functions[k].name, n) == 0)
            fn = &s->functions[k];
    if (!fn || !probe_helper(fn))
        return 0;
    int flags = 0, unknown = 0;
    cm_arg *values = malloc(64 * sizeof *values);
    size_t nv = values ? expand_args(s, c, 0, values, 64, &unknown) : 0;
    for (size_t k = 0; k < nv && flags >= 0; ++k)
        if (values[k].text[0] == '-' || values[k].text[0] == '/')
            flags = probe_fails_on_msvc(values[k].text) ? flags + 1 : -1;
    if (values)
        free_args(values, nv);
    free(values);
    if (unknown || flags <= 0)
        return 0;
    wg_line_mark(f->file, c->line, c->end_line, WG_OFF,
                 wg_tree_string(t, "%s() adds its flag only when check_<lang>_compiler_flag() passes, which it does not on cl.exe", n));
    call_function(s, fn, c, state, reason, dir);
    return 1;
}

/* A property besides OUTPUT_NAME that shapes a library's .lib file name or folder on MSVC: a static
 * library's PREFIX/SUFFIX (libuv's uv_a and openvdb's static one get "lib"), a DLL's import
 * library's IMPORT_PREFIX/IMPORT_SUFFIX (libssh2), either's ARCHIVE_OUTPUT_NAME/_DIRECTORY and
 * per-configuration POSTFIX (libzmq's RELEASE_POSTFIX). A DLL's own PREFIX names only the .dll.
 * Noted as "<type letter>\t<target>" ('S' static-side, 'I' import-side, 'A' both). */
static void note_file_name_properties(cm_state *s, const cm_command *c, size_t target)
{
    if (target == 1 && strcmp(c->args[0].text, "TARGET") != 0)
        return;
    for (size_t k = target + 1; k < c->argc; ++k) {
        const char *p = c->args[k].text;
        size_t n = strlen(p);
        char side = strcmp(p, "PREFIX") == 0 || strcmp(p, "SUFFIX") == 0                 ? 'S'
                    : strcmp(p, "IMPORT_PREFIX") == 0 || strcmp(p, "IMPORT_SUFFIX") == 0 ? 'I'
                    : strncmp(p, "ARCHIVE_OUTPUT_", 15) == 0 ||
                            (n > 8 && strcmp(p + n - 8, "_POSTFIX") == 0 && strcmp(p, "DEBUG_POSTFIX") != 0)
                        ? 'A'
                        : 0;
        char *name = side ? expand_arg(s, &c->args[target]) : NULL;
        if (name) {
            const char *entry = wg_tree_string(s->tree, "%c\t%s", side, name);
            if (wg_strlist_add(&s->renamed, &s->renamed_count, &s->renamed_capacity, entry, strlen(entry)) != 0)
                s->tree->failed = 1;
        }
        free(name);
    }
}

/* Whether a property other than OUTPUT_NAME may give the target of type ("STATIC"/"SHARED") another
 * .lib file than its namesake of the other type. */
static int renamed_library(const cm_state *s, const char *name, size_t n, const char *type)
{
    for (size_t i = 0; i < s->renamed_count; ++i) {
        const char *r = s->renamed[i];
        if ((r[0] == 'A' || r[0] == (type[1] == 'T' ? 'S' : 'I')) && strlen(r + 2) == n && strncmp(r + 2, name, n) == 0)
            return 1;
    }
    return 0;
}

/* The targets a Windows configure makes (for if(TARGET)), the libraries, and the OUTPUT_NAMEs it gives them (gflags'
 * foreach over STATIC and SHARED, both named "gflags"). Expanded; an unknown value is skipped. */
static void note_library_names(cm_state *s, const cm_command *c, int state, const char *path)
{
    char *v[3] = {NULL, NULL, NULL};
    if ((strcmp(c->name, "add_library") == 0 || strcmp(c->name, "add_executable") == 0 || strcmp(c->name, "add_custom_target") == 0) &&
        c->argc > 0 && (v[2] = expand_arg(s, &c->args[0])) != NULL) {
        int on = state == WG_ON;
        if (wg_strlist_add(on ? &s->made_targets : &s->maybe_targets, on ? &s->made_target_count : &s->maybe_target_count,
                           on ? &s->made_target_capacity : &s->maybe_target_capacity, v[2], strlen(v[2])) != 0)
            s->tree->failed = 1;
    }
    if (strcmp(c->name, "add_library") == 0 && c->argc > 1) {
        v[0] = expand_arg(s, &c->args[0]), v[1] = expand_arg(s, &c->args[1]);
        if (v[0] && v[1] && (strcmp(v[1], "STATIC") == 0 || strcmp(v[1], "SHARED") == 0)) {
            const char *entry = wg_tree_string(s->tree, "%s\t%s", v[1], v[0]);
            if (wg_strlist_add(&s->libraries, &s->library_count, &s->library_capacity, entry, strlen(entry)) != 0)
                s->tree->failed = 1;
        }
    } else if ((strcmp(c->name, "set_target_properties") == 0 || strcmp(c->name, "set_property") == 0) && c->argc > 2) {
        size_t k = 0, target = c->name[4] == 't' ? 0 : 1; /* set_property(TARGET name ...) */
        note_file_name_properties(s, c, target);
        while (k + 1 < c->argc && strcmp(c->args[k].text, "OUTPUT_NAME") != 0)
            ++k;
        if (k + 1 < c->argc && (target == 0 || strcmp(c->args[0].text, "TARGET") == 0)) {
            v[0] = expand_arg(s, &c->args[target]), v[1] = expand_arg(s, &c->args[k + 1]);
            if (v[0] && v[1] && *v[1]) {
                const char *entry = wg_tree_string(s->tree, "%s\t%s\t%s:%ld", v[0], v[1], path, c->args[k].line);
                if (wg_strlist_add(&s->output_names, &s->output_name_count, &s->output_name_capacity, entry, strlen(entry)) != 0)
                    s->tree->failed = 1;
            }
        }
    }
    free(v[0]), free(v[1]), free(v[2]);
}

/* The type ("STATIC", "SHARED") of a library the configure made, or NULL. */
static const char *library_type(const cm_state *s, const char *name, size_t n)
{
    for (size_t i = 0; i < s->library_count; ++i) {
        const char *tab = strchr(s->libraries[i], '\t');
        if (strlen(tab + 1) == n && strncmp(tab + 1, name, n) == 0)
            return s->libraries[i][1] == 'T' ? "STATIC" : "SHARED";
    }
    return NULL;
}

/* The clash's key ("path:line", "?path:line" where another property may part the files), once. */
static void note_name_clash(cm_state *s, const char *key)
{
    if (!wg_strlist_has(s->tree->name_clashes, s->tree->name_clash_count, key, strlen(key)) &&
        wg_strlist_add(&s->tree->name_clashes, &s->tree->name_clash_count, &s->tree->name_clash_capacity, key, strlen(key)) != 0)
        s->tree->failed = 1;
}

/* Whether the configure gave the target an OUTPUT_NAME. */
static int has_output_name(const cm_state *s, const char *name, size_t n)
{
    for (size_t i = 0; i < s->output_name_count; ++i)
        if (strncmp(s->output_names[i], name, n) == 0 && s->output_names[i][n] == '\t')
            return 1;
    return 0;
}

/* A library of the other type than a_type that keeps its own name as its file's, the OUTPUT_NAME
 * given (case aside): libpcap's static pcap_static renamed "pcap", the shared library's own name.
 * Its target name's length in *n, or NULL. */
static const char *default_name_twin(const cm_state *s, const char *a_type, const char *output, size_t length, size_t *n)
{
    for (size_t i = 0; i < s->library_count; ++i) {
        const char *lib = s->libraries[i], *name = strchr(lib, '\t') + 1;
        if (strncmp(lib, a_type, strlen(a_type)) != 0 && strlen(name) == length && strncasecmp_portable(name, output, length) == 0 &&
            !has_output_name(s, name, length)) {
            *n = length;
            return name;
        }
    }
    return NULL;
}

/* A static and a shared library of one OUTPUT_NAME (case aside, as Windows names are), or one
 * whose OUTPUT_NAME is the other's own target name: the lines that give it, for scan.c to report. */
static void settle_library_names(cm_state *s)
{
    for (size_t i = 0; i < s->output_name_count; ++i) {
        const char *a = s->output_names[i], *a_tab = strchr(a, '\t'), *a_at = strchr(a_tab + 1, '\t');
        const char *a_type = library_type(s, a, (size_t)(a_tab - a));
        size_t twin_n = 0;
        const char *twin = a_type ? default_name_twin(s, a_type, a_tab + 1, (size_t)(a_at - a_tab - 1), &twin_n) : NULL;
        if (twin) {
            int parted = renamed_library(s, a, (size_t)(a_tab - a), a_type) ||
                         renamed_library(s, twin, twin_n, a_type[1] == 'T' ? "SHARED" : "STATIC");
            note_name_clash(s, parted ? wg_tree_string(s->tree, "?%s", a_at + 1) : a_at + 1);
            continue;
        }
        for (size_t j = 0; a_type && j < s->output_name_count; ++j) {
            const char *b = s->output_names[j], *b_tab = strchr(b, '\t'), *b_at = strchr(b_tab + 1, '\t');
            const char *b_type = library_type(s, b, (size_t)(b_tab - b));
            if (!b_type || strcmp(a_type, b_type) == 0 || a_at - a_tab != b_at - b_tab ||
                strncasecmp_portable(a_tab + 1, b_tab + 1, (size_t)(a_at - a_tab - 1)) != 0)
                continue;
            /* another PREFIX, SUFFIX or POSTFIX on either side may part the files (its value is not
             * compared): reported apart, "?path:line" */
            int parted = renamed_library(s, a, (size_t)(a_tab - a), a_type) || renamed_library(s, b, (size_t)(b_tab - b), b_type);
            note_name_clash(s, parted ? wg_tree_string(s->tree, "?%s", a_at + 1) : a_at + 1);
            break;
        }
    }
}

/* return() on the path: the rest of the function or file is off after one the configure takes,
 * undecided after one it may take (the open branches' states capped alike). */
static void walk_return(cm_state *s, cm_file *f, const cm_command *c, cm_frame *frames, int depth, int *state, const char **reason)
{
    wg_tree *t = s->tree;
    const char *path = f->file->path;
    wg_line_mark(f->file, c->line, c->end_line, *state, *reason);
    int cap = *state == WG_ON ? WG_OFF : WG_MAYBE;
    const char *why = wg_tree_string(t, cap == WG_OFF ? "after return() at %s:%ld" : "after return() at %s:%ld, which the configure may take",
                                     path, c->line);
    for (int k = 0; k < depth && k < MAX_NEST; ++k)
        cap_state(&frames[k].parent_state, &frames[k].parent_reason, cap, why);
    cap_state(state, reason, cap, why);
    /* A function that returns before it makes its target (a test helper with the tests
     * off): the rest is walked as a call off the path, its own set() and
     * cmake_parse_arguments() run, so the sources its callers hand it are compiled only
     * there (restored when the call ends). */
    if (cap == WG_OFF && s->function_body)
        s->off_call = 1;
}

/* continue() in a foreach() body: the rest of the item's pass is off where the configure surely
 * gets there, undecided where it may (as after return()). */
static void walk_continue(cm_state *s, cm_file *f, const cm_command *c, cm_frame *frames, int depth, int *state, const char **reason)
{
    wg_tree *t = s->tree;
    wg_line_mark(f->file, c->line, c->end_line, *state, *reason);
    int cap = *state == WG_ON ? WG_OFF : WG_MAYBE;
    const char *why = wg_tree_string(t, cap == WG_OFF ? "where continue() at %s:%ld has ended the foreach() pass" : "where continue() at %s:%ld may have ended the foreach() pass",
                                     f->file->path, c->line);
    for (int k = 0; k < depth && k < MAX_NEST; ++k)
        cap_state(&frames[k].parent_state, &frames[k].parent_reason, cap, why);
    cap_state(state, reason, cap, why);
    if (cap == WG_OFF && s->continued != WG_ON)
        s->continued = WG_ON, s->continued_reason = why;
    else if (!s->continued)
        s->continued = WG_MAYBE;
}

/* A foreach() over a glob's files whose pass for one of them surely continue()s (c-blosc2's
 * tests skip test_nolock.c and four more if(WIN32)): the file is compiled only where a target on
 * the path lists it anyway (settle_loop_skips). */
static void note_loop_skip(cm_state *s, const char *item, const char *why)
{
    char source[1024];
    wg_tree_file *sf = is_source_name(item) && strncmp(item, "@R/", 3) == 0 && resolve("", item, source, sizeof source)
                           ? wg_tree_find(s->tree, source)
                           : NULL;
    if (!sf || !sf->globbed_on)
        return;
    char key[1400];
    int n = snprintf(key, sizeof key, "%s\t%s", source, why);
    if (n > 0 && (size_t)n < sizeof key &&
        wg_strlist_add(&s->loop_skipped, &s->loop_skipped_count, &s->loop_skipped_capacity, key, (size_t)n) != 0)
        s->tree->failed = 1;
}

static void settle_loop_skips(cm_state *s)
{
    for (size_t i = 0; i < s->loop_skipped_count; ++i) {
        char *tab = strchr(s->loop_skipped[i], '\t');
        if (!tab)
            continue;
        *tab = '\0';
        wg_tree_file *sf = wg_tree_find(s->tree, s->loop_skipped[i]);
        if (sf && sf->globbed_on && !sf->listed_on && !sf->listed_maybe) {
            sf->globbed_on = 0;
            if (!sf->listed_off) {
                sf->listed_off = 1;
                sf->listed_off_reason = wg_tree_string(s->tree, "%s", tab + 1);
            }
        }
        free(s->loop_skipped[i]);
    }
    free(s->loop_skipped);
}

/* The folders (target_)include_directories() adds on the path: all of them (include_dirs: a
 * POSIX header the tree ships in one, kvazaar's threadwrapper/include/pthread.h added under
 * if(MSVC), is found there), and those target_include_directories(<target> INTERFACE <dir>...)
 * hands a header-only library's users (toml11's and cppzmq's root,
 * $<BUILD_INTERFACE:${CMAKE_CURRENT_SOURCE_DIR}>): the headers under them are its public headers
 * (wg_public_header). */
static void note_include_dirs(cm_state *s, const cm_command *c, const char *dir)
{
    wg_tree *t = s->tree;
    int interface = 0;
    size_t first = strcmp(c->name, "target_include_directories") == 0 ? 1 : 0;
    for (size_t k = first; k < c->argc; ++k) {
        const char *a = c->args[k].text;
        if (!c->args[k].quoted && (strcmp(a, "INTERFACE") == 0 || strcmp(a, "PUBLIC") == 0 || strcmp(a, "PRIVATE") == 0 ||
                                   strcmp(a, "SYSTEM") == 0 || strcmp(a, "BEFORE") == 0 || strcmp(a, "AFTER") == 0)) {
            if (strcmp(a, "SYSTEM") != 0 && strcmp(a, "BEFORE") != 0 && strcmp(a, "AFTER") != 0)
                interface = strcmp(a, "INTERFACE") == 0;
            continue;
        }
        char *v = expand_sure(s, &c->args[k]);
        char *g = v ? wg_genex_for_msvc(v) : NULL;
        for (char *d = g, *next; d && *d; d = next) {
            next = list_separator(d);
            if (next)
                *next++ = '\0';
            while (*d == ' ')
                ++d;
            for (size_t e = strlen(d); e && d[e - 1] == ' ';) /* what a generator expression left */
                d[--e] = '\0';
            char out[1024];
            if (!*d || strstr(d, "$<") || !resolve(dir, d, out, sizeof out))
                continue;
            if (wg_strlist_add(&t->include_dirs, &t->include_dir_count, &t->include_dir_capacity, out, strlen(out)) != 0 ||
                (interface && first &&
                 wg_strlist_add(&t->interface_dirs, &t->interface_dir_count, &t->interface_dir_capacity, out, strlen(out)) != 0))
                t->failed = 1;
        }
        free(g), free(v);
    }
}

static int names_exclude_from_all(const cm_command *c)
{
    for (size_t k = 1; k < c->argc && k < 4; ++k)
        if (!c->args[k].quoted && strcmp(c->args[k].text, "EXCLUDE_FROM_ALL") == 0)
            return 1;
    return 0;
}

/* One command the walk has reached (not a condition, loop, return() or definition): its lines
 * marked, what it defines, compiles or links noted, the folders and modules it enters walked,
 * the variables it sets evaluated. */
static void walk_command(cm_state *s, cm_file *f, const cm_command *c, int state, const char *reason, const char *dir)
{
    wg_tree *t = s->tree;
    const char *n = c->name, *path = f->file->path;
    wg_line_mark(f->file, c->line, c->end_line, state, reason);
    note_definitions(s, c, state);
    note_source_properties(s, c, state, dir, f->file->text);
    note_compile_options(s, c, state);
    note_configure_file(s, c, state, dir);
    if (strcmp(n, "add_subdirectory") == 0 && c->argc > 0) {
        walk_subdirectory(s, c, state, reason, dir, path);
        return;
    }
    if (strcmp(n, "subdirs") == 0) {
        walk_subdirs(s, c, state, reason, dir, path);
        return;
    }
    if (strcmp(n, "add_test") == 0 && state != WG_OFF)
        walk_build_and_test(s, c, state, reason, dir, path);
    if ((strcmp(n, "include") == 0 || strcmp(n, "find_package") == 0) && c->argc > 0) {
        walk_module(s, c, state, reason, dir, path);
        return;
    }
    if (strcmp(n, "externalproject_add") == 0 && state != WG_OFF)
        t->unfollowed_folder = 1; /* its SOURCE_DIR may be a folder of the tree */
#ifndef WG_SCAN_EXTERNAL_PROJECT_SOURCE_OFF
    if (strcmp(n, "externalproject_add") == 0 && state != WG_OFF)
        walk_external_project(s, c, state, reason, dir, path);
#endif
    if ((strcmp(n, "target_include_directories") == 0 || strcmp(n, "include_directories") == 0) && state == WG_ON)
        note_include_dirs(s, c, dir);
    if (strcmp(n, "add_library") == 0 && state != WG_OFF && c->argc > 1 && strcmp(c->args[1].text, "INTERFACE") != 0 &&
        strcmp(c->args[1].text, "IMPORTED") != 0 && strcmp(c->args[1].text, "ALIAS") != 0 && !contains_nocase(path, "test") &&
        !contains_nocase(path, "example") && !contains_nocase(path, "bench") && !names_exclude_from_all(c))
        t->compiled_library = 1; /* a test's helper library (rapidjson's namespacetest, cub's CubHeaderTesting.cmake) is no product,
                                  * nor one outside the default build (cotire's unity targets: EXCLUDE_FROM_ALL) */
    if (state != WG_OFF && ends_with_text(n, "_add_library") && !builtin_command(n) &&
        !(s->commands && bsearch(&n, s->commands, s->command_count, sizeof *s->commands, compare_words)) && !contains_nocase(path, "test") &&
        !contains_nocase(path, "example") && !contains_nocase(path, "bench") && hands_sources(c))
        t->compiled_library = 1; /* a build system's wrapper the tree does not define: BLT's blt_add_library(NAME RAJA SOURCES ...) */
    if ((strcmp(n, "fetchcontent_declare") == 0 || strcmp(n, "externalproject_add") == 0) && c->argc > 0 &&
        state != WG_OFF && strstr(c->args[0].text, "dlfcn"))
        t->dlfcn_note = wg_tree_string(t, "dependency note: the tree fetches %s for Windows at %s:%ld",
                                       c->args[0].text, path, c->line);
    /* Sources gathered into a variable in a branch the configure skips
     * (if(NOT WIN32) list(APPEND SRC posix_only.cpp)) are compiled only there. */
    int had_assembly = t->assembly_on;
    if (strcmp(n, "file") == 0 && c->argc > 2 && strncmp(c->args[0].text, "GLOB", 4) == 0)
        glob_sources(s, c, state, reason, dir);
    if (strcmp(n, "aux_source_directory") == 0 && c->argc > 1)
        aux_sources(s, c, state, reason, dir);
    note_sources(s, c, state, reason, dir);
    note_windows_sources(s, c, state, dir, path);
    note_object_library(s, c, state, dir);
    note_shared_target(s, c, state, dir, path);
    note_shared_target_sources(s, c, state, dir);
    note_generated_export_macro(s, c, state);
    note_export_all_property(s, c, state);
    if (!had_assembly && t->assembly_on) /* where the first assembly source joins the path */
        t->assembly_file = f->file, t->assembly_line = c->line;
    note_unresolved_sources(s, c, state, path);
    if (state == WG_OFF) {
        if (strcmp(n, "set") == 0 && c->argc > 0 && !strchr(c->args[0].text, '$')) {
            char key[1024];
            int k = snprintf(key, sizeof key, "%s\t%s:%ld", c->args[0].text, path, c->line);
            if (k > 0 && (size_t)k < sizeof key && !wg_strlist_has(s->off_sets, s->off_set_count, key, (size_t)k))
                add_word(s, &s->off_sets, &s->off_set_count, &s->off_set_capacity, key, (size_t)k);
        }
        walk_off_command(s, c, state, reason, dir);
        return;
    }
    note_library_names(s, c, state, path);
    follow_flag_flow(s, f, c);
    note_msvc_flags(t, c, state);
    walk_variable_command(s, c, state, reason, dir);
}

/* An elseif(), else() or endif() of the if() frame fr: the branch's state and reason set; 1 for
 * endif(), whose frame the caller pops. */
static int walk_else(cm_state *s, cm_file *f, cm_command *c, cm_frame *fr, int *state, const char **reason)
{
    wg_tree *t = s->tree;
    const char *n = c->name, *path = f->file->path;
    wg_line_mark(f->file, c->line, c->end_line, fr->parent_state, fr->parent_reason);
    if (strcmp(n, "endif") == 0) {
        *state = fr->parent_state, *reason = fr->parent_reason;
        return 1;
    }
    if (fr->parent_state == WG_OFF)
        return 0;
    if (fr->taken == WG_ON) {
        *state = WG_OFF;
        *reason = wg_tree_string(t, "in the %s() after if(%s) at %s:%ld, whose earlier branch a Windows configure takes",
                                 n, fr->condition, path, fr->line);
        return 0;
    }
    int v = strcmp(n, "else") == 0 ? WG_ON : evaluate_condition(s, c);
    fr->branch = strcmp(n, "else") == 0 ? fr->condition : condition_text(s, c);
    fr->branch_else = strcmp(n, "else") == 0;
    if (v == WG_OFF) {
        *state = WG_OFF;
        *reason = wg_tree_string(t, "inside elseif(%s) at %s:%ld", condition_text(s, c), path, c->line);
    } else {
        *state = fr->taken == WG_MAYBE || v == WG_MAYBE ? WG_MAYBE : fr->parent_state;
        *reason = fr->parent_reason;
        if (*state == WG_MAYBE && fr->parent_state == WG_ON)
            *reason = wg_tree_string(t, "in the %s() after if(%s) at %s:%ld, which the model cannot decide", n,
                                     fr->condition, path, fr->line);
    }
    if (v == WG_ON || (v == WG_MAYBE && fr->taken == WG_OFF))
        fr->taken = v;
    return 0;
}

/* The set()s of the branches after the one a configure takes at command i (an if() or elseif()
 * of f whose condition holds on the path): the walk has not reached them yet, but it will skip
 * them, so a name only they set is undefined already inside the taken branch (IXWebSocket's
 * if(NOT USE_OPEN_SSL) under elseif(WIN32), whose else() alone sets USE_OPEN_SSL: set_only_off). */
static void note_later_branch_sets(cm_state *s, cm_file *f, size_t i, size_t end)
{
    int nest = 0, later = 0;
    for (size_t j = i + 1; j < end && !s->tree->failed; ++j) {
        const char *n = f->commands[j].name;
        if (strcmp(n, "if") == 0)
            ++nest;
        else if (strcmp(n, "endif") == 0 && nest-- == 0)
            return;
        else if (nest == 0 && (strcmp(n, "elseif") == 0 || strcmp(n, "else") == 0))
            later = 1;
        else if (later && strcmp(n, "set") == 0 && f->commands[j].argc > 0 && !strchr(f->commands[j].args[0].text, '$')) {
            char key[1024];
            int k = snprintf(key, sizeof key, "%s\t%s:%ld", f->commands[j].args[0].text, f->file->path, f->commands[j].line);
            if (k > 0 && (size_t)k < sizeof key && !wg_strlist_has(s->off_sets, s->off_set_count, key, (size_t)k))
                add_word(s, &s->off_sets, &s->off_set_count, &s->off_set_capacity, key, (size_t)k);
        }
    }
}

/* Whether commands [from, to) of f only stop the configure: message()s at the branch's own level,
 * one of them FATAL_ERROR or SEND_ERROR, and nothing else. */
static int branch_only_stops(const cm_file *f, size_t from, size_t to)
{
    int stops = 0;
    for (size_t j = from; j < to; ++j) {
        const cm_command *b = &f->commands[j];
        if (strcmp(b->name, "message") != 0)
            return 0;
        stops |= b->argc > 0 && (strcmp(b->args[0].text, "FATAL_ERROR") == 0 || strcmp(b->args[0].text, "SEND_ERROR") == 0);
    }
    return stops;
}

/* An if() at command i whose condition the model cannot decide (a probe's result: libpcap's
 * if(HAVE_PACKET32)), with one else() and no elseif(): where one of its two branches only stops
 * the configure, a configure that succeeds (the engine's green MSVC CI) took the other, so the
 * if()'s condition is WG_ON (the else() stops) or WG_OFF (the if() branch stops). Without this,
 * set(PCAP_TYPE npf) stayed undecided and the source list's pcap-${PCAP_TYPE}.c named nothing. */
static int decided_by_stop(const cm_file *f, size_t i, size_t end, int v)
{
#ifdef WG_SCAN_OFF_STOP_DECIDES_BRANCH
    (void)f, (void)i, (void)end;
    return v;
#else
    int nest = 0;
    size_t else_at = 0;
    for (size_t j = i + 1; j < end; ++j) {
        const char *n = f->commands[j].name;
        if (strcmp(n, "if") == 0)
            ++nest;
        else if (strcmp(n, "endif") == 0 && nest-- == 0) {
            if (!else_at)
                return v;
            if (branch_only_stops(f, else_at + 1, j))
                return WG_ON;
            return branch_only_stops(f, i + 1, else_at) ? WG_OFF : v;
        } else if (nest == 0 && strcmp(n, "elseif") == 0)
            return v;
        else if (nest == 0 && strcmp(n, "else") == 0)
            else_at = j;
    }
    return v;
#endif
}

static void walk(cm_state *s, cm_file *f, size_t begin, size_t end, int state, const char *reason, const char *dir)
{
    wg_tree *t = s->tree;
    cm_frame frames[MAX_NEST];
    int depth = 0;
    const char *path = f->file->path;
    for (size_t i = begin; i < end && !t->failed; ++i) {
        cm_command *c = &f->commands[i];
        const char *n = c->name;
        if (strcmp(n, "if") == 0) {
            wg_line_mark(f->file, c->line, c->end_line, state, reason);
            int v = state == WG_OFF ? WG_OFF : evaluate_condition(s, c);
            if (v == WG_MAYBE)
                v = decided_by_stop(f, i, end, v);
            if (depth < MAX_NEST)
                frames[depth] = (cm_frame){state, reason, v, c->line, condition_text(s, c), NULL, 0};
            if (depth < MAX_NEST)
                frames[depth].branch = frames[depth].condition;
            ++depth;
            if (state != WG_OFF && v == WG_OFF)
                reason = wg_tree_string(t, "inside if(%s) at %s:%ld", frames[depth - 1 < MAX_NEST ? depth - 1 : 0].condition, path, c->line);
            else if (state == WG_ON && v == WG_MAYBE)
                reason = wg_tree_string(t, "under if(%s) at %s:%ld, which the model cannot decide",
                                        frames[depth - 1 < MAX_NEST ? depth - 1 : 0].condition, path, c->line);
            state = state == WG_OFF ? WG_OFF : v == WG_OFF ? WG_OFF : v == WG_MAYBE ? WG_MAYBE : state;
            if (state == WG_ON && v == WG_ON)
                note_later_branch_sets(s, f, i, end);
            continue;
        }
        if ((strcmp(n, "elseif") == 0 || strcmp(n, "else") == 0 || strcmp(n, "endif") == 0) && depth > 0 && depth <= MAX_NEST) {
            int taken = frames[depth - 1].taken;
            if (walk_else(s, f, c, &frames[depth - 1], &state, &reason))
                --depth;
            else if (taken != WG_ON && frames[depth - 1].taken == WG_ON && state == WG_ON && strcmp(n, "elseif") == 0)
                note_later_branch_sets(s, f, i, end);
            continue;
        }
        if (strcmp(n, "return") == 0 && state != WG_OFF) {
            walk_return(s, f, c, frames, depth, &state, &reason);
            continue;
        }
        if (strcmp(n, "continue") == 0 && state != WG_OFF && s->loop_body) {
            walk_continue(s, f, c, frames, depth, &state, &reason);
            continue;
        }
        if (strcmp(n, "foreach") == 0 || strcmp(n, "while") == 0) {
            size_t j = block_end(f, i, end, n);
            wg_line_mark(f->file, c->line, c->end_line, state, reason);
            if (j < end)
                wg_line_mark(f->file, f->commands[j].line, f->commands[j].end_line, state, reason);
            if (n[0] == 'f')
                walk_foreach(s, f, c, i + 1, j, state, reason, dir);
            else if (s->depth < MAX_CALL_DEPTH) { /* while(): its body once, values unknown after */
                ++s->depth;
                walk(s, f, i + 1, j, state == WG_ON ? WG_MAYBE : state,
                     state == WG_ON ? wg_tree_string(t, "in while(%s) at %s:%ld", condition_text(s, c), path, c->line) : reason, dir);
                --s->depth;
            }
            i = j;
            continue;
        }
        if (strcmp(n, "function") == 0 || strcmp(n, "macro") == 0) {
            i = define_function(s, f, i, end, state, reason);
            continue;
        }
        if (state != WG_OFF && (left_out_of_build(s, f, c, dir) || walk_probe(s, f, c, state, reason, dir)))
            continue;
        /* A stop in a branch the platform decides (an unsupported system or processor), not one
         * a probe decides (a library find_library() does not find on this machine). */
        if (state != WG_OFF && ((strcmp(n, "message") == 0 && c->argc > 0 && strcmp(c->args[0].text, "FATAL_ERROR") == 0) ||
                                strncmp(n, "target_", 7) == 0) && /* a target_*() there: its target checked by scan.c */
            depth > 0 && depth <= MAX_NEST && tests_platform(frames[depth - 1].branch) && !inside_probe_miss(s, frames, depth - 1)) {
            char key[1100];
            snprintf(key, sizeof key, "%s:%ld", path, c->line);
            if (wg_strlist_add(&t->platform_stops, &t->platform_stop_count, &t->platform_stop_capacity, key, strlen(key)) != 0)
                t->failed = 1;
        }
        int outer_windows = s->windows_branch;
        for (int k = 0; k < depth && k < MAX_NEST && state == WG_ON; ++k)
            s->windows_branch |= wg_windows_only_branch(frames[k].branch, frames[k].branch_else);
        walk_command(s, f, c, state, reason, dir);
        s->windows_branch = outer_windows;
    }
}

/* ---- the CMake a user configures ------------------------------------------------------------- */

/* Whether a CMakeLists.txt calls project() (a command at a line's start, any case). */
int wg_cmake_declares_project(const wg_tree_file *f)
{
    for (size_t i = 0; i + 8 <= f->length; ++i) {
        if ((i == 0 || f->text[i - 1] == '\n' || f->text[i - 1] == ' ' || f->text[i - 1] == '\t') &&
            strncasecmp_portable(f->text + i, "project", 7) == 0) {
            size_t k = i + 7;
            while (k < f->length && (f->text[k] == ' ' || f->text[k] == '\t'))
                ++k;
            size_t line = i;
            while (line > 0 && f->text[line - 1] != '\n')
                --line;
            int code = 1; /* nothing but blanks before it on its line (not a comment's word) */
            for (size_t m = line; m < i; ++m)
                code &= f->text[m] == ' ' || f->text[m] == '\t';
            if (code && k < f->length && f->text[k] == '(')
                return 1;
        }
    }
    return 0;
}

static int folder_word_in(const char *path, size_t n, const char *const *words);

/* Whether a folder's path (n characters) names a microcontroller, its board or its SDK by a word of
 * its own (mongoose's tutorials/rp/pico-w, mruby's ports/rp2040, esp32/, zephyr/): a firmware's
 * build for its cross toolchain, which no MSVC configure runs. */
int wg_board_folder(const char *path, size_t n)
{
    static const char *const boards[] = {"pico", "rp2", "rp2040", "rp2350", "esp32", "esp8266", "stm32", "nrf52", "nrf53",
                                         "arduino", "zephyr", "teensy", "avr", NULL};
    return folder_word_in(path, n, boards);
}

/* Whether a folder's path (n characters) has a component that names another platform by a word
 * of its own (Build_iOS, android, macos-build, emscripten): split at '_', '-', '.'; or a board's
 * (wg_board_folder). */
int wg_other_platform_folder(const char *path, size_t n)
{
    static const char *const platforms[] = {"ios", "android", "macos", "osx", "mac", "linux", "emscripten", "wasm",
                                            "tvos", "watchos", "unix", "cygwin", "mingw", "xcode", NULL};
    return folder_word_in(path, n, platforms) || wg_board_folder(path, n);
}

/* Whether a component of the folder's path (n characters), split at '/', '_', '-', '.', is one of words. */
static int folder_word_in(const char *path, size_t n, const char *const *words)
{
    const char *const *platforms = words;
    for (size_t i = 0; i < n;) {
        size_t w = 0;
        while (i + w < n && path[i + w] != '/' && path[i + w] != '_' && path[i + w] != '-' && path[i + w] != '.')
            ++w;
        for (size_t k = 0; platforms[k] && w; ++k)
            if (strlen(platforms[k]) == w && strncasecmp_portable(path + i, platforms[k], w) == 0)
                return 1;
        i += w + 1;
    }
    return 0;
}

/* Whether a folder's path (n characters) names a Windows build by a word of its own (ports/windows,
 * build/msvc, win32/): the CMake a Windows user configures where the root has none. */
static int windows_folder(const char *path, size_t n)
{
    static const char *const words[] = {"windows", "win", "win32", "win64", "msvc", NULL};
    return folder_word_in(path, n, words);
}

/* How fit a CMakeLists.txt's folder is for a Windows configure: 2 named for Windows, 1 neutral,
 * 0 named for another platform's build or a board's firmware (cpprestsdk's Build_iOS beside
 * Release/, micropython's ports/esp32 beside ports/rp2), taken only where there is no other. */
static int windows_fitness(const wg_tree_file *f)
{
    size_t n = (size_t)(strrchr(f->path, '/') - f->path);
    return windows_folder(f->path, n) ? 2 : wg_other_platform_folder(f->path, n) ? 0 : 1;
}

/* How many CMakeLists.txt lie in the folder of lists (itself included) and below it. */
static long cmake_lists_below(const wg_tree *t, const wg_tree_file *lists)
{
#ifdef WG_SCAN_CMAKE_SIBLING_SIZE_OFF
    (void)t, (void)lists;
    return 0;
#else
    size_t n = (size_t)(strrchr(lists->path, '/') - lists->path) + 1; /* "c/" */
    long count = 0;
    for (size_t i = 0; i < t->count; ++i) {
        const char *path = t->files[i].path, *slash = strrchr(path, '/');
        count += t->files[i].kind == WG_SCAN_CMAKE && strncmp(path, lists->path, n) == 0 && slash &&
                 strcmp(slash + 1, "CMakeLists.txt") == 0;
    }
    return count;
#endif
}

/* Whether a CMakeLists.txt tests for Windows itself (WIN32, MSVC, a "Windows" system name): of
 * sibling projects at one depth, the one written with a Windows branch is what a Windows user
 * configures (snes9x's qt/ beside its GTK frontend's gtk/, which never tests for it). */
static int tests_for_windows(const wg_tree_file *f)
{
#ifdef WG_SCAN_CMAKE_SIBLING_WINDOWS_OFF
    (void)f;
    return 0;
#else
    static const char *const words[] = {"WIN32", "MSVC", "\"Windows\"", NULL};
    for (size_t i = 0; words[i]; ++i)
        for (const char *p = strstr(f->text, words[i]); p; p = strstr(p + 1, words[i]))
            if ((p == f->text || !(isalnum((unsigned char)p[-1]) || p[-1] == '_')) &&
                !(isalnum((unsigned char)p[strlen(words[i])]) || p[strlen(words[i])] == '_'))
                return 1;
    return 0;
#endif
}

/* Whether a CMakeLists.txt names a path above its own folder ("${CMAKE_CURRENT_SOURCE_DIR}/..",
 * "../src"): of sibling projects at one depth with no root CMakeLists.txt, one that compiles the
 * tree's shared code is the engine's own build, one that reads only its folder a side project
 * (loguru's test/ globs the .cpp files above it, beside its loguru.hpp; its glog_bench/ builds
 * glog's benchmark). */
static int reaches_parent_folder(const wg_tree_file *f)
{
#ifdef WG_SCAN_CMAKE_SIBLING_SHARED_OFF
    (void)f;
    return 0;
#else
    for (const char *p = strstr(f->text, ".."); p; p = strstr(p + 2, ".."))
        if ((p == f->text || strchr("/\"( \t\n", p[-1])) && (p[2] == '/' || p[2] == '"' || p[2] == ')'))
            return 1;
    return 0;
#endif
}

/* The folder whose CMakeLists.txt the configure runs (relative to the root, "" for the root):
 * the one named ("SOURCE <dir>" among the defines: --cmake-source), else the root's, else (no
 * root CMakeLists.txt: gemmlowp's contrib/, zstd's build/cmake/) among the CMakeLists.txt that
 * call project() the fittest for Windows (windows_fitness), then the shallowest, then one that
 * compiles code above its folder (reaches_parent_folder), then one that tests for Windows
 * (tests_for_windows), then the first by path (strcmp: the same pick whatever order the files were read in). NULL: none (no CMake to
 * evaluate). *how says which way it was found. */
static const char *configured_folder(wg_tree *t, const char *const *defines, size_t define_count, const char **how)
{
    for (size_t i = 0; i < define_count; ++i)
        if (strncmp(defines[i], "SOURCE ", 7) == 0) {
            char folder[1024], file[1100];
            if (!resolve("", defines[i] + 7, folder, sizeof folder))
                return NULL;
            snprintf(file, sizeof file, "%s%sCMakeLists.txt", folder, *folder ? "/" : "");
            *how = "named by --cmake-source";
            return wg_tree_find(t, file) ? wg_tree_string(t, "%s", folder) : NULL;
        }
    *how = "the tree's root";
    if (wg_tree_find(t, "CMakeLists.txt"))
        return "";
    const wg_tree_file *best = NULL;
    size_t best_depth = 0;
    int best_fitness = -1, best_branches = 0, best_shared = 0;
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        const char *slash = strrchr(f->path, '/');
        if (f->kind != WG_SCAN_CMAKE || !slash || strcmp(slash + 1, "CMakeLists.txt") != 0 || !wg_cmake_declares_project(f))
            continue;
        size_t depth = 0;
        for (const char *p = f->path; *p; ++p)
            depth += *p == '/';
        int fitness = windows_fitness(f), branches = tests_for_windows(f), shared = reaches_parent_folder(f);
        /* siblings at one depth: the bigger project (more CMakeLists.txt below it: arrow-adbc's c/
         * beside its JNI build's java/), then the one that compiles code above its folder
         * (reaches_parent_folder: loguru's test/ over its glog_bench/, whose only Windows branch is
         * glog's), then the one with a Windows branch, then the first */
        long size = best && fitness == best_fitness && depth == best_depth ? cmake_lists_below(t, f) - cmake_lists_below(t, best) : 0;
        int same_size = best && fitness == best_fitness && depth == best_depth && size == 0;
        if (!best || fitness > best_fitness || (fitness == best_fitness && depth < best_depth) ||
            (fitness == best_fitness && depth == best_depth && size > 0) || (same_size && shared > best_shared) ||
            (same_size && shared == best_shared && branches > best_branches) ||
            (same_size && shared == best_shared && branches == best_branches && strcmp(f->path, best->path) < 0))
            best = f, best_depth = depth, best_fitness = fitness, best_branches = branches, best_shared = shared;
    }
    if (!best)
        return NULL;
    *how = best_fitness == 2 ? "no root CMakeLists.txt: the shallowest one in a folder named for Windows that calls project()"
                             : "no root CMakeLists.txt: the shallowest one that calls project()";
    return wg_tree_string(t, "%.*s", (int)(strrchr(best->path, '/') - best->path), best->path);
}

/* The configure's -D values as cache entries (CMAKE_CXX_FLAGS' /arch and -D options noted), and
 * what it is given before the tree's CMake runs ("TARGET name", "COMMAND name"). 0, or -1 when
 * out of memory. */
static int take_defines(cm_state *s, wg_tree *tree, const char *const *defines, size_t define_count)
{
    int rc = 0;
    for (size_t i = 0; i < define_count && rc == 0; ++i) {
        if (strncmp(defines[i], "SOURCE ", 7) == 0)
            continue; /* the configured folder, above */
        if (strncmp(defines[i], "TARGET ", 7) == 0 || strncmp(defines[i], "COMMAND ", 8) == 0) {
            char key[300];
            snprintf(key, sizeof key, "%s", defines[i]);
            if (key[0] == 'C')
                for (char *k = key + 8; *k; ++k)
                    *k = (char)tolower((unsigned char)*k);
            if (wg_strlist_add(&s->provided, &s->provided_count, &s->provided_capacity, key, strlen(key)) != 0)
                rc = -1;
            continue;
        }
        char name[256];
        const char *eq = strchr(defines[i], '=');
        size_t n = eq ? (size_t)(eq - defines[i]) : strlen(defines[i]);
        size_t colon = strcspn(defines[i], ":=");
        if (colon < n)
            n = colon; /* NAME:TYPE=VALUE */
        if (n >= sizeof name)
            continue;
        memcpy(name, defines[i], n);
        name[n] = '\0';
        rc = set_var(s, name, eq ? eq + 1 : "ON");
        if (strcmp(name, "CMAKE_CXX_STANDARD") == 0 && eq)
            tree->cxx_standard = cxx_level(eq + 1);
        if (eq && arch_level(eq + 1) > tree->msvc_arch) /* -DCMAKE_CXX_FLAGS=/arch:AVX2 */
            tree->msvc_arch = arch_level(eq + 1);
        if (eq && (strcmp(name, "CMAKE_CXX_FLAGS") == 0 || strcmp(name, "CMAKE_C_FLAGS") == 0)) {
            int pending = 0; /* -DCMAKE_CXX_FLAGS="/DNOMINMAX /DWIN32_LEAN_AND_MEAN" */
            note_option_text(s, eq + 1, WG_ON, &pending, 0);
        }
    }
    return rc;
}

/* What CMake knows before it reads the tree on a Windows x64 host with MSVC. 0, or -1 when out
 * of memory. */
static int set_windows_platform(cm_state *s)
{
    static const char *const windows[][2] = {
        {"WIN32", "1"}, {"MSVC", "1"}, {"APPLE", "0"}, {"UNIX", "0"}, {"MINGW", "0"}, {"CYGWIN", "0"},
        {"LINUX", "0"}, {"IOS", "0"}, {"ANDROID", "0"}, {"EMSCRIPTEN", "0"}, {"CMAKE_HOST_WIN32", "1"},
        {"CMAKE_HOST_APPLE", "0"}, {"CMAKE_HOST_UNIX", "0"}, {"CMAKE_SYSTEM_NAME", "Windows"},
        {"CMAKE_HOST_SYSTEM_NAME", "Windows"}, {"CMAKE_CXX_COMPILER_ID", "MSVC"}, {"CMAKE_C_COMPILER_ID", "MSVC"},
        {"CMAKE_CXX_COMPILER_FRONTEND_VARIANT", "MSVC"}, {"CMAKE_C_COMPILER_FRONTEND_VARIANT", "MSVC"},
        {"CMAKE_CXX_SIMULATE_ID", ""}, {"CMAKE_SYSTEM_PROCESSOR", "AMD64"}, {"CMAKE_HOST_SYSTEM_PROCESSOR", "AMD64"},
        {"CMAKE_SIZEOF_VOID_P", "8"}, {"CMAKE_COMPILER_IS_GNUCC", "0"}, {"CMAKE_COMPILER_IS_GNUCXX", "0"},
        {"CMAKE_SOURCE_DIR", "@R"}, {"PROJECT_SOURCE_DIR", "@R"}, {"CMAKE_CURRENT_SOURCE_DIR", "@R"},
        {"CMAKE_CURRENT_LIST_DIR", "@R"}, {"CMAKE_MODULE_PATH", ""}, {"MSVC_VERSION", "1940"},
        /* the build folder, outside the tree (@B, which resolve() places nowhere in it): a source
         * list naming a generated file there (PROJ's ${CMAKE_CURRENT_BINARY_DIR}/proj_config.h)
         * keeps its other items */
        {"CMAKE_BINARY_DIR", "@B"}, {"PROJECT_BINARY_DIR", "@B"}, {"CMAKE_CURRENT_BINARY_DIR", "@B"},
        {"MSVC_TOOLSET_VERSION", "143"}, {"CMAKE_VS_PLATFORM_NAME", "x64"}, {"CMAKE_GENERATOR_PLATFORM", "x64"},
        {"CMAKE_CXX_COMPILER_ARCHITECTURE_ID", "x64"}, {"CMAKE_C_COMPILER_ARCHITECTURE_ID", "x64"},
        {"CMAKE_OSX_ARCHITECTURES", ""}, {"CMAKE_CROSSCOMPILING", "0"},
        /* CMake's Windows platform files: no "lib" prefix, .lib for a static and an import library */
        {"CMAKE_SHARED_LIBRARY_PREFIX", ""}, {"CMAKE_STATIC_LIBRARY_PREFIX", ""}, {"CMAKE_IMPORT_LIBRARY_PREFIX", ""},
        {"CMAKE_SHARED_LIBRARY_SUFFIX", ".dll"}, {"CMAKE_STATIC_LIBRARY_SUFFIX", ".lib"},
        {"CMAKE_IMPORT_LIBRARY_SUFFIX", ".lib"}, {"CMAKE_EXECUTABLE_SUFFIX", ".exe"}};
    int rc = 0;
    for (size_t i = 0; i < sizeof windows / sizeof windows[0] && rc == 0; ++i)
        rc = set_var(s, windows[i][0], windows[i][1]);
    return rc;
}

/* The source folder is the configured one, not the tree's root: its CMAKE_SOURCE_DIR and kin,
 * listed among the options the scan assumed. 0, or -1 when out of memory. */
static int set_configured_folder(cm_state *s, wg_tree *tree, const char *top, const char *how)
{
    int rc = 0;
    const char *at = wg_tree_string(tree, "@R/%s", top);
    static const char *const dirs[] = {"CMAKE_SOURCE_DIR", "PROJECT_SOURCE_DIR", "CMAKE_CURRENT_SOURCE_DIR", "CMAKE_CURRENT_LIST_DIR"};
    for (size_t i = 0; i < sizeof dirs / sizeof dirs[0] && rc == 0; ++i)
        rc = set_var(s, dirs[i], at);
    tree->cmake_top = top;
    const char *line = wg_tree_string(tree, "CMake source folder: %s (%s)", top, how);
    if (rc == 0 && wg_strlist_add(&s->options, &s->option_count, &s->option_capacity, line, strlen(line)) != 0)
        rc = -1;
    return rc;
}

/* The bodies of functions and macros nothing on the path called are off. */
static void mark_uncalled_functions(cm_state *s)
{
    for (size_t i = 0; i < s->function_count; ++i) {
        cm_function *fn = &s->functions[i];
        if (fn->called)
            continue;
        cm_file *f = fn->file;
        if (fn->body_begin < fn->body_end && fn->body_begin < f->count) {
            long first = f->commands[fn->body_begin].line;
            long last = f->commands[fn->body_end - 1].end_line;
            wg_line_mark(f->file, first, last, WG_OFF,
                         wg_tree_string(s->tree, "function(%s) at %s:%ld is not called on the Windows path", fn->name,
                                        f->file->path, fn->line));
        }
    }
}

/* The walk's state freed; the options it assumed handed to the tree. */
static void finish_state(cm_state *s)
{
    wg_tree *tree = s->tree;
    for (size_t i = 0; i < tree->count; ++i) {
        cm_file *f = &s->files[i];
        for (size_t k = 0; k < f->count; ++k) {
            for (size_t a = 0; a < f->commands[k].argc; ++a)
                free(f->commands[k].args[a].text);
            free(f->commands[k].args);
        }
        free(f->commands);
    }
    free(s->files);
    for (size_t i = 0; i < s->var_count; ++i)
        free(s->vars[i].name), free(s->vars[i].value);
    free(s->vars), free(s->var_slots);
    free_strings(s->words, s->word_count);
    free_strings(s->partial, s->partial_count);
    free_strings(s->provided, s->provided_count);
    free_strings(s->commands, s->command_count);
    free_strings(s->excluded, s->excluded_count);
    free_strings(s->declared, s->declared_count);
    free_strings(s->assigned, s->assigned_count);
    free_strings(s->guards, s->guard_count);
    free_strings(s->off_sets, s->off_set_count);
    free_strings(s->windows_items, s->windows_item_count);
    free_strings(s->object_libraries, s->object_library_count);
    free_strings(s->cached, s->cached_count);
    free_strings(s->owned_targets, s->owned_target_count);
    free_strings(s->made_targets, s->made_target_count);
    free_strings(s->maybe_targets, s->maybe_target_count);
    free_strings(s->failed_probes, s->failed_probe_count);
    free_strings(s->libraries, s->library_count);
    free_strings(s->output_names, s->output_name_count);
    free_strings(s->renamed, s->renamed_count);
    free_strings(s->unfound, s->unfound_count);
    free_strings(s->package_finds, s->package_find_count);
    free_strings(s->pkg_prefixes, s->pkg_prefix_count);
    free_strings(s->packages_reached, s->package_reached_count);
    tree->options = s->options, tree->option_count = s->option_count, tree->option_capacity = s->option_capacity;
    for (size_t i = 0; i < s->function_count; ++i)
        free(s->functions[i].name);
    free(s->functions);
}

int wg_cmake_evaluate(wg_tree *tree, const char *const *defines, size_t define_count)
{
    const char *how = NULL, *top = configured_folder(tree, defines, define_count, &how);
    if (tree->failed)
        return -1;
    if (!top)
        return 0; /* no CMake to evaluate: every file stays on the path */
    tree->cmake_evaluated = 1;
    cm_state s;
    memset(&s, 0, sizeof s);
    s.tree = tree;
    s.files = calloc(tree->count ? tree->count : 1, sizeof *s.files);
    if (!s.files)
        return -1;
    int rc = set_windows_platform(&s);
    if (rc == 0)
        rc = take_defines(&s, tree, defines, define_count);
    if (rc == 0 && *top)
        rc = set_configured_folder(&s, tree, top, how);
    if (rc == 0)
        collect_words(&s);
    char lists[1100];
    snprintf(lists, sizeof lists, "%s%sCMakeLists.txt", top, *top ? "/" : "");
    cm_file *root = rc == 0 ? load(&s, lists) : NULL;
    if (root)
        enter(&s, root, WG_ON, NULL, top, top);
    mark_uncalled_functions(&s);
    settle_flag_flow(&s);
    settle_library_names(&s);
    settle_loop_skips(&s);
    for (size_t i = 0; i < s.glob_list_count; ++i)
        free(s.glob_lists[i]);
    free(s.glob_lists);
    finish_state(&s);
    return rc == 0 && !tree->failed ? 0 : -1;
}

int wg_cmake_commands(wg_tree_file *f, wg_cmake_visit visit, void *context)
{
    cm_file c;
    int rc = parse_file(&c, f);
    for (size_t k = 0; k < c.count; ++k) {
        if (rc == 0)
            visit(context, c.commands[k].name, c.commands[k].line, c.commands[k].args, c.commands[k].argc);
        for (size_t a = 0; a < c.commands[k].argc; ++a)
            free(c.commands[k].args[a].text);
        free(c.commands[k].args);
    }
    free(c.commands);
    return rc;
}

/* Whether argument k of command c is prose a person reads, not code a configure runs. */
/* Whether a quoted text reads as a sentence: three words or more of letters (a word may end
 * in punctuation or hold a version's dots), not a list of flags ("-O3 -march=native"). */
static int reads_as_sentence(const char *text)
{
    int words = 0;
    for (const char *p = text; *p;) {
        while (*p == ' ' || *p == '\t' || *p == '(')
            ++p;
        const char *b = p;
        while (*p && *p != ' ' && *p != '\t')
            ++p;
        if (p - b >= 2 && isalpha((unsigned char)*b) && !memchr(b, '=', (size_t)(p - b)) && !memchr(b, '/', (size_t)(p - b)) &&
            !memchr(b, '$', (size_t)(p - b)))
            ++words;
    }
    return words >= 3;
}

static int prose_argument(const cm_command *c, size_t k)
{
    const char *n = c->name;
    if (!c->args[k].quoted)
        return 0;
    /* A description handed to a project's own macro or function (Kokkos's
     * declare_and_check_host_arch(ARMV84_SVE "Generic ARMv8.4 with SVE support (-march=...)")). */
    if (!builtin_command(n) && reads_as_sentence(c->args[k].text))
        return 1;
    /* An option a project's own macro declares (tvm_option(HIDE_PRIVATE_SYMBOLS "Compile with
     * -fvisibility=hidden." ON), lite_option): its second argument is option()'s help string. */
    if (k == 1 && !builtin_command(n) && strstr(n, "option"))
        return 1;
    if (strcmp(n, "message") == 0 || (strcmp(n, "option") == 0 && k == 1) ||
        (strcmp(n, "cmake_dependent_option") == 0 && k == 1))
        return 1;
    if (k == 0)
        return 0;
    const char *before = c->args[k - 1].text;
    if (strcmp(before, "COMMENT") == 0 || strcmp(before, "DOC") == 0 || strcmp(before, "BRIEF_DOCS") == 0 ||
        strcmp(before, "FULL_DOCS") == 0 || strcmp(before, "DESCRIPTION") == 0)
        return 1;
    /* set(X value CACHE <type> "docstring" [FORCE]) */
    return strcmp(n, "set") == 0 && k >= 2 && strcmp(c->args[k - 2].text, "CACHE") == 0;
}

char *wg_cmake_code_text(wg_tree_file *f)
{
    cm_file c;
    char *code = malloc(f->length + 1);
    if (!code || parse_file(&c, f) != 0) {
        free(code);
        code = NULL;
    } else {
        for (size_t i = 0; i < f->length; ++i)
            code[i] = f->text[i] == '\n' || f->text[i] == '\r' ? f->text[i] : ' ';
        code[f->length] = '\0';
        for (size_t k = 0; k < c.count; ++k) {
            cm_command *m = &c.commands[k];
            const char *open = memchr(f->text + m->begin, '(', f->length - m->begin);
            size_t head = open ? (size_t)(open - f->text) + 1 : m->begin;
            memcpy(code + m->begin, f->text + m->begin, head - m->begin);
            for (size_t a = 0; a < m->argc; ++a)
                if (!prose_argument(m, a) && m->args[a].offset + m->args[a].length <= f->length)
                    memcpy(code + m->args[a].offset, f->text + m->args[a].offset, m->args[a].length);
            if (m->end > 0 && m->end <= f->length && f->text[m->end - 1] == ')')
                code[m->end - 1] = ')';
        }
    }
    for (size_t k = 0; code && k < c.count; ++k) {
        for (size_t a = 0; a < c.commands[k].argc; ++a)
            free(c.commands[k].args[a].text);
        free(c.commands[k].args);
    }
    if (code)
        free(c.commands);
    return code;
}
