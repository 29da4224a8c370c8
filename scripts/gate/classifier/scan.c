/* scan.c: the gate's static scan. Reads C/C++/CUDA and CMake files and predicts what MSVC will
 * reject, without a compiler. Heuristic by design: each finding is marked predicted. */
#include "scan.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define MAX_DEPTH 64

static const char *const posix_headers[] = {
    "unistd.h", "sys/mman.h", "dlfcn.h", "pthread.h", "sys/time.h", "strings.h", "sys/uio.h",
    "sys/resource.h", "sys/wait.h", "sys/socket.h", "sys/ioctl.h", "sys/utsname.h", "libgen.h",
    "dirent.h", "termios.h", "sys/sysctl.h", "execinfo.h", "cxxabi.h", NULL};

static const char *const gnu_extensions[] = {
    "__attribute__", "__builtin_", "__int128", "__typeof__", "__extension__", "__asm__", NULL};

static const char *const gcc_flags[] = {
    "-O3", "-O2", "-fPIC", "-fvisibility", "-march=", "-mtune=", "-mavx", "-msse", "-ffast-math",
    "-funroll", "-std=", "-pthread", "-Wno-", "-Werror", "-Wextra", "-pedantic", "-fno-", "-g3",
    "-Wl,", NULL};

static const char *const unix_paths[] = {
    "/usr/lib", "/usr/local/", "/usr/include", "/opt/", ".so\"", ".so)", ".so ", NULL};

/* Names that are compile-time constants in one file (see collect_constants). */
typedef struct name_set {
    char **names;
    size_t count, capacity;
} name_set;

typedef struct scan_state {
    const char *path;
    const name_set *constants;
    int in_block_comment;
    int guard_depth;
    int guards[MAX_DEPTH];      /* 1: this #if / if() mentions a platform or compiler */
    int windows_guard[MAX_DEPTH]; /* 1: the condition names Windows/MSVC (its else is non-Windows) */
    int in_else[MAX_DEPTH];
    /* CMake: an open FetchContent_Declare / ExternalProject_Add / file(DOWNLOAD ...) call. */
    int in_download;
    long download_line;
    int download_depth;
    int download_has_url, download_has_hash, download_git, download_tag_is_commit;
    /* C/C++: an open "({" that may be a GNU statement expression, tracked across lines. */
    long braced_line;  /* 0: none open */
    int braced_depth;  /* brace depth inside it (1 right after the "{") */
    int braced_statement; /* a ';' at its own depth: statements, not a braced argument */
    int braced_guarded;
} scan_state;

static const char *find_word(const char *line, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = strstr(line, word); p; p = strstr(p + 1, word)) {
        int before = p > line && (isalnum((unsigned char)p[-1]) || p[-1] == '_');
        int after = isalnum((unsigned char)p[n]) || p[n] == '_';
        if (!before && !after)
            return p;
    }
    return NULL;
}

static int mentions_platform(const char *line)
{
    static const char *const names[] = {"_WIN32", "WIN32", "_MSC_VER", "MSVC", "__unix__", "__linux__",
                                        "__APPLE__", "__GNUC__", "__clang__", "UNIX", "APPLE", "LINUX",
                                        "CMAKE_COMPILER_IS_GNU", "GNU", "Clang", "__has_include",
                                        "_POSIX", "__CUDACC__", NULL};
    for (size_t i = 0; names[i]; ++i)
        if (find_word(line, names[i]))
            return 1;
    return 0;
}

static int mentions_windows(const char *line)
{
    return (find_word(line, "_WIN32") || find_word(line, "WIN32") || find_word(line, "_MSC_VER") ||
            find_word(line, "MSVC")) && !strstr(line, "NOT ") && !strstr(line, "!defined") &&
           !strstr(line, "ifndef") && !strstr(line, "!_WIN32");
}

static int guarded(const scan_state *s)
{
    for (int i = 0; i < s->guard_depth && i < MAX_DEPTH; ++i) {
        if (s->guards[i] && !(s->windows_guard[i] && !s->in_else[i]))
            return 1; /* inside a platform-specific block that is not the Windows branch */
        if (s->windows_guard[i] && s->in_else[i])
            return 1;
    }
    return 0;
}

static void push_guard(scan_state *s, const char *condition)
{
    if (s->guard_depth < MAX_DEPTH) {
        s->guards[s->guard_depth] = mentions_platform(condition);
        s->windows_guard[s->guard_depth] = mentions_windows(condition);
        s->in_else[s->guard_depth] = 0;
    }
    ++s->guard_depth;
}

static void else_guard(scan_state *s)
{
    if (s->guard_depth > 0 && s->guard_depth <= MAX_DEPTH)
        s->in_else[s->guard_depth - 1] = 1;
}

static void pop_guard(scan_state *s)
{
    if (s->guard_depth > 0)
        --s->guard_depth;
}

static void report(wg_scan_sink sink, void *context, const scan_state *s, long line, const char *id,
                   const char *message)
{
    sink(context, id, s->path, line, message);
}

/* Removes comments (// and block comments, tracked across lines) in place. */
static void strip_c_comments(scan_state *s, char *line)
{
    char *out = line;
    for (char *p = line; *p;) {
        if (s->in_block_comment) {
            if (p[0] == '*' && p[1] == '/') {
                s->in_block_comment = 0;
                p += 2;
            } else {
                ++p;
            }
            continue;
        }
        if (p[0] == '/' && p[1] == '*') {
            s->in_block_comment = 1;
            p += 2;
            continue;
        }
        if (p[0] == '/' && p[1] == '/')
            break;
        if (*p == '"') { /* keep string literals, but do not look for comments inside them */
            *out++ = *p++;
            while (*p && *p != '"') {
                if (*p == '\\' && p[1])
                    *out++ = *p++;
                *out++ = *p++;
            }
            if (*p)
                *out++ = *p++;
            continue;
        }
        *out++ = *p++;
    }
    *out = '\0';
}

static int is_identifier_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

static int name_set_has(const name_set *set, const char *name, size_t n)
{
    for (size_t i = 0; set && i < set->count; ++i)
        if (strlen(set->names[i]) == n && strncmp(set->names[i], name, n) == 0)
            return 1;
    return 0;
}

static int name_set_add(name_set *set, const char *name, size_t n)
{
    if (n == 0 || name_set_has(set, name, n))
        return 0;
    if (set->count == set->capacity) {
        size_t capacity = set->capacity ? 2 * set->capacity : 16;
        char **names = realloc(set->names, capacity * sizeof *names);
        if (!names)
            return -1;
        set->names = names;
        set->capacity = capacity;
    }
    char *copy = malloc(n + 1);
    if (!copy)
        return -1;
    memcpy(copy, name, n);
    copy[n] = '\0';
    set->names[set->count++] = copy;
    return 0;
}

static void name_set_free(name_set *set)
{
    for (size_t i = 0; i < set->count; ++i)
        free(set->names[i]);
    free(set->names);
}

static int word_at(const char *text, size_t length, size_t i, const char *word)
{
    size_t n = strlen(word);
    return i + n <= length && strncmp(text + i, word, n) == 0 && (i == 0 || !is_identifier_char(text[i - 1])) &&
           (i + n == length || !is_identifier_char(text[i + n]));
}

/* The last identifier of text[begin, end), as (start, length); length 0 when there is none. */
static size_t last_identifier(const char *text, size_t begin, size_t end, size_t *start)
{
    while (end > begin && !is_identifier_char(text[end - 1]))
        --end;
    size_t b = end;
    while (b > begin && is_identifier_char(text[b - 1]))
        --b;
    *start = b;
    return end - b;
}

/* One template parameter, text[begin, end): a non-type one ("int N", "const uint8_t size = 4")
 * names a constant; "typename T", "class T", template template parameters and unnamed ones do not. */
static int add_template_parameter(name_set *set, const char *text, size_t begin, size_t end)
{
    while (begin < end && isspace((unsigned char)text[begin]))
        ++begin;
    size_t stop = begin;
    int depth = 0;
    for (; stop < end; ++stop) { /* the default value is not the name */
        char c = text[stop];
        if (c == '(' || c == '<' || c == '[')
            ++depth;
        else if (c == ')' || c == '>' || c == ']')
            --depth;
        else if (c == '=' && depth == 0)
            break;
    }
    if (word_at(text, stop, begin, "typename") || word_at(text, stop, begin, "class") ||
        word_at(text, stop, begin, "template"))
        return 0;
    size_t start;
    size_t n = last_identifier(text, begin, stop, &start);
    size_t type_start;
    if (n == 0 || last_identifier(text, begin, start, &type_start) == 0)
        return 0; /* a lone type: an unnamed parameter */
    return name_set_add(set, text + start, n);
}

/* The compile-time constants of a file: non-type template parameters and constexpr variables.
 * A local array bounded by one of them is no VLA, and the line-by-line VLA check cannot see
 * declarations (MLX: template <int max_radix> ... float x[max_radix]). Per file, so a name
 * that is a constant in one function and a run-time value in another is taken as constant. */
static int collect_constants(const char *text, size_t length, name_set *set)
{
    for (size_t i = 0; i < length; ++i) {
        if (word_at(text, length, i, "template")) {
            size_t j = i + 8;
            while (j < length && isspace((unsigned char)text[j]))
                ++j;
            if (j >= length || text[j] != '<')
                continue;
            int depth = 0;
            size_t parameter = j + 1;
            for (; j < length; ++j) {
                char c = text[j];
                if (c == '<' || c == '(')
                    ++depth;
                else if ((c == '>' || c == ')') && --depth == 0) {
                    if (add_template_parameter(set, text, parameter, j) != 0)
                        return -1;
                    break;
                } else if (c == ',' && depth == 1) {
                    if (add_template_parameter(set, text, parameter, j) != 0)
                        return -1;
                    parameter = j + 1;
                } else if (c == ';' || c == '{') {
                    break; /* not a parameter list after all */
                }
            }
            i = j < length ? j : length;
        } else if (word_at(text, length, i, "constexpr")) {
            size_t j = i + 9;
            while (j < length && !strchr("=({;", text[j]))
                ++j;
            if (j < length && (text[j] == '=' || text[j] == '{')) {
                size_t start;
                size_t n = last_identifier(text, i + 9, j, &start);
                if (name_set_add(set, text + start, n) != 0)
                    return -1;
            }
            i = j < length ? j : length;
        }
    }
    return 0;
}

static int looks_like_vla(const scan_state *s, const char *line)
{
    /* "<scalar type> name[lowercase_identifier];" at block scope: a run-time array bound. */
    static const char *const types[] = {"int ", "float ", "double ", "char ", "size_t ", "long ",
                                        "unsigned ", "short ", "int64_t ", "int32_t ", "uint8_t ",
                                        "uint32_t ", "uint64_t ", NULL};
    const char *p = line;
    while (*p == ' ' || *p == '\t')
        ++p;
    if (p == line)
        return 0; /* file scope (no indentation): not a VLA */
    if (strncmp(p, "const ", 6) == 0 || strncmp(p, "static ", 7) == 0)
        return 0;
    size_t i;
    for (i = 0; types[i]; ++i)
        if (strncmp(p, types[i], strlen(types[i])) == 0)
            break;
    if (!types[i])
        return 0;
    p += strlen(types[i]);
    while (*p == ' ')
        ++p;
    if (!(isalpha((unsigned char)*p) || *p == '_'))
        return 0;
    while (isalnum((unsigned char)*p) || *p == '_')
        ++p;
    if (*p++ != '[')
        return 0;
    while (*p == ' ')
        ++p;
    if (!(islower((unsigned char)*p) || *p == '_'))
        return 0; /* numbers and ALL_CAPS constants are fine */
    const char *bound = p;
    while (isalnum((unsigned char)*p) || *p == '_')
        ++p;
    if (strncmp(bound, "sizeof", 6) == 0 || name_set_has(s->constants, bound, (size_t)(p - bound)))
        return 0;
    while (*p == ' ')
        ++p;
    return *p == ']' && strchr(p, ';') != NULL && !strchr(p, '=');
}

/* "({" is everywhere in C++ as a braced argument, f({1, 2}), and only rarely the GNU statement
 * expression ({ int t = x; t * t; }) that MSVC rejects. The difference is a ';' at the top
 * level of the braces, so each "({" is followed (across lines, skipping literals) to its
 * matching '}' before it is reported; a lambda's ';' inside it sits one level deeper. */
static void track_statement_expressions(scan_state *s, const char *line, long number, wg_scan_sink sink,
                                        void *context)
{
    for (const char *p = line; *p; ++p) {
        if (*p == '"' || *p == '\'') { /* skip a string or character literal */
            char quote = *p++;
            while (*p && *p != quote) {
                if (*p == '\\' && p[1])
                    ++p;
                ++p;
            }
            if (!*p)
                break;
            continue;
        }
        if (!s->braced_line) {
            if (*p == '(') {
                const char *q = p + 1;
                while (*q == ' ' || *q == '\t')
                    ++q;
                if (*q == '{') {
                    s->braced_line = number;
                    s->braced_depth = 1;
                    s->braced_statement = 0;
                    s->braced_guarded = guarded(s);
                    p = q;
                }
            }
            continue;
        }
        if (*p == '{') {
            ++s->braced_depth;
        } else if (*p == ';' && s->braced_depth == 1) {
            s->braced_statement = 1;
        } else if (*p == '}' && --s->braced_depth == 0) {
            if (s->braced_statement && !s->braced_guarded)
                report(sink, context, s, s->braced_line, "SCAN_GCC_EXTENSION", "GNU statement expression ({ ...; })");
            s->braced_line = 0;
        }
    }
}

static void scan_c_line(scan_state *s, char *line, long number, wg_scan_sink sink, void *context)
{
    strip_c_comments(s, line);
    const char *p = line;
    while (*p == ' ' || *p == '\t')
        ++p;
    char message[512];
    if (*p == '#') {
        ++p;
        while (*p == ' ' || *p == '\t')
            ++p;
        if (strncmp(p, "ifdef", 5) == 0 || strncmp(p, "ifndef", 6) == 0 || strncmp(p, "if", 2) == 0) {
            push_guard(s, p);
        } else if (strncmp(p, "elif", 4) == 0 || strncmp(p, "else", 4) == 0) {
            else_guard(s);
            if (strncmp(p, "elif", 4) == 0 && s->guard_depth > 0 && s->guard_depth <= MAX_DEPTH)
                s->guards[s->guard_depth - 1] |= mentions_platform(p);
        } else if (strncmp(p, "endif", 5) == 0) {
            pop_guard(s);
        } else if (strncmp(p, "include", 7) == 0 && !guarded(s)) {
            const char *open = strchr(p, '<');
            if (!open)
                open = strchr(p, '"');
            if (open) {
                const char *name = open + 1;
                size_t length = strcspn(name, ">\"");
                for (size_t i = 0; posix_headers[i]; ++i)
                    if (strlen(posix_headers[i]) == length && strncmp(name, posix_headers[i], length) == 0) {
                        snprintf(message, sizeof message, "#include <%s> is POSIX-only and not guarded for Windows", posix_headers[i]);
                        report(sink, context, s, number, "SCAN_POSIX_HEADER", message);
                    }
                if (length == 4 && strncmp(name, "io.h", 4) == 0) {
                    snprintf(message, sizeof message, "#include <io.h>: the CRT's POSIX-style file I/O (32-bit lseek offsets, ANSI paths, no pread)");
                    report(sink, context, s, number, "SCAN_CRT_IO", message);
                }
                if (length == 9 && strncmp(name, "complex.h", 9) == 0) {
                    snprintf(message, sizeof message, "#include <complex.h>: C99 complex arithmetic, which MSVC does not implement");
                    report(sink, context, s, number, "SCAN_COMPLEX", message);
                }
            }
        }
        return;
    }
    track_statement_expressions(s, line, number, sink, context);
    if (guarded(s))
        return;
    if (find_word(line, "_Complex") || find_word(line, "__complex__")) {
        report(sink, context, s, number, "SCAN_COMPLEX", "_Complex type: MSVC has no C99 complex types");
    }
    for (size_t i = 0; gnu_extensions[i]; ++i)
        if (strstr(line, gnu_extensions[i])) {
            snprintf(message, sizeof message, "GNU extension %s", gnu_extensions[i]);
            report(sink, context, s, number, "SCAN_GCC_EXTENSION", message);
            break;
        }
    if (looks_like_vla(s, line))
        report(sink, context, s, number, "SCAN_VLA", "variable-length array (run-time bound)");
}

static int has_shell_command(const char *line)
{
    /* PowerShell is reported wherever it is named: a Windows-only step often keeps it in a
     * variable set in an if(MSVC) branch and used on a later COMMAND line. */
    if (find_word(line, "powershell") || find_word(line, "pwsh") || strstr(line, ".ps1"))
        return 1;
    if (!strstr(line, "COMMAND") && !strstr(line, "execute_process"))
        return 0;
    if (find_word(line, "sh") || find_word(line, "bash") || find_word(line, "powershell") ||
        find_word(line, "pwsh"))
        return 1;
    return strstr(line, ".sh ") || strstr(line, ".sh\n") || strstr(line, ".ps1") ||
           (strlen(line) >= 3 && strcmp(line + strlen(line) - 3, ".sh") == 0);
}

static int is_hex40(const char *p)
{
    for (int i = 0; i < 40; ++i)
        if (!isxdigit((unsigned char)p[i]))
            return 0;
    return !isalnum((unsigned char)p[40]);
}

static void scan_cmake_line(scan_state *s, char *line, long number, wg_scan_sink sink, void *context)
{
    char *hash = strchr(line, '#');
    if (hash && !strchr(line, '"'))
        *hash = '\0'; /* a comment (a '#' inside a quoted string is left alone) */
    const char *p = line;
    while (*p == ' ' || *p == '\t')
        ++p;
    char message[512];
    if (strncmp(p, "if(", 3) == 0 || strncmp(p, "if (", 4) == 0)
        push_guard(s, p);
    else if (strncmp(p, "elseif", 6) == 0 || strncmp(p, "else(", 5) == 0 || strncmp(p, "else (", 6) == 0)
        else_guard(s);
    else if (strncmp(p, "endif", 5) == 0)
        pop_guard(s);

    if (!s->in_download && (strstr(p, "FetchContent_Declare") || strstr(p, "ExternalProject_Add") ||
                            strstr(p, "file(DOWNLOAD"))) {
        s->in_download = 1;
        s->download_line = number;
        s->download_depth = 0;
        s->download_has_url = s->download_has_hash = s->download_git = s->download_tag_is_commit = 0;
    }
    if (s->in_download) {
        if (strstr(p, "URL") || strstr(p, "DOWNLOAD"))
            s->download_has_url = 1;
        if (strstr(p, "URL_HASH") || strstr(p, "EXPECTED_HASH") || strstr(p, "URL_MD5") || strstr(p, "EXPECTED_MD5"))
            s->download_has_hash = 1;
        if (strstr(p, "GIT_REPOSITORY"))
            s->download_git = 1;
        const char *tag = strstr(p, "GIT_TAG");
        if (tag) {
            tag += 7;
            while (*tag == ' ' || *tag == '\t')
                ++tag;
            s->download_tag_is_commit = is_hex40(tag);
        }
        for (const char *q = p; *q; ++q) {
            if (*q == '(')
                ++s->download_depth;
            else if (*q == ')' && --s->download_depth == 0) {
                s->in_download = 0;
                if (s->download_git && !s->download_tag_is_commit) {
                    report(sink, context, s, s->download_line, "SCAN_UNHASHED_DOWNLOAD",
                           "git download at configure time whose GIT_TAG is not a commit id");
                } else if (!s->download_git && s->download_has_url && !s->download_has_hash) {
                    report(sink, context, s, s->download_line, "SCAN_UNHASHED_DOWNLOAD",
                           "download at configure time without a hash (URL_HASH / EXPECTED_HASH)");
                }
                break;
            }
        }
    }
    if (guarded(s) || strstr(p, "$<"))
        return;
    if (has_shell_command(p))
        report(sink, context, s, number, "SCAN_SHELL_STEP", "build step runs a shell or PowerShell script");
    for (size_t i = 0; gcc_flags[i]; ++i) {
        const char *flag = strstr(p, gcc_flags[i]);
        if (flag && (flag == p || flag[-1] == ' ' || flag[-1] == '"' || flag[-1] == '(')) {
            size_t n = strcspn(flag, " \")");
            snprintf(message, sizeof message, "GCC-style flag %.*s not guarded by compiler", (int)n, flag);
            report(sink, context, s, number, "SCAN_GCC_FLAG", message);
            break;
        }
    }
    for (size_t i = 0; unix_paths[i]; ++i)
        if (strstr(p, unix_paths[i])) {
            snprintf(message, sizeof message, "Unix toolkit path or .so name (%s)", unix_paths[i]);
            report(sink, context, s, number, "SCAN_UNIX_PATH", message);
            break;
        }
}

static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    return n >= m && strcmp(s + n - m, suffix) == 0;
}

int wg_scan_kind(const char *path)
{
    static const char *const sources[] = {".c", ".cc", ".cpp", ".cxx", ".h", ".hh", ".hpp", ".hxx", ".cu", ".cuh", ".inl", NULL};
    if (ends_with(path, "CMakeLists.txt") || ends_with(path, ".cmake"))
        return WG_SCAN_CMAKE;
    for (size_t i = 0; sources[i]; ++i)
        if (ends_with(path, sources[i]))
            return WG_SCAN_SOURCE;
    return WG_SCAN_NONE;
}

int wg_scan_text(const char *path, const char *text, size_t length, wg_scan_sink sink, void *context)
{
    int kind = wg_scan_kind(path);
    if (kind == WG_SCAN_NONE)
        return 0;
    scan_state s;
    memset(&s, 0, sizeof s);
    s.path = path;
    name_set constants = {NULL, 0, 0};
    if (kind == WG_SCAN_SOURCE && collect_constants(text, length, &constants) != 0) {
        name_set_free(&constants);
        return -1;
    }
    s.constants = &constants;
    char *line = malloc(length + 1);
    if (!line) {
        name_set_free(&constants);
        return -1;
    }
    long number = 0;
    size_t start = 0;
    while (start < length) {
        const char *newline = memchr(text + start, '\n', length - start);
        size_t end = newline ? (size_t)(newline - text) : length;
        size_t n = end - start;
        memcpy(line, text + start, n);
        if (n && line[n - 1] == '\r')
            --n;
        line[n] = '\0';
        ++number;
        if (kind == WG_SCAN_CMAKE)
            scan_cmake_line(&s, line, number, sink, context);
        else
            scan_c_line(&s, line, number, sink, context);
        start = end + 1;
    }
    free(line);
    name_set_free(&constants);
    return 0;
}
