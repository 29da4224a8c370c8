/* SPDX-License-Identifier: BSD-3-Clause */
/* scan.c: the gate's static scan. Reads C/C++/CUDA and CMake files and predicts what MSVC will
 * reject, without a compiler. Each line is first placed on or off the path of a Windows build
 * (MSVC x64) of the scenario: CMake through scan_cmake.c, the preprocessor here (MSVC's
 * predefined macros, #define/#undef, the build's compile definitions, #include followed inside
 * the tree). Findings off that path are set aside with the reason; what the model cannot decide
 * stays counted. Heuristic by design: each finding is marked predicted. */
#include "scan.h"
#include "scan_internal.h"
#include "scan_text.h"
#include "decode.h"
#include "grow.h"
#include "walk.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define CLOSE_LOOKBACK 12

static const char *const posix_headers[] = {
    "unistd.h", "sys/mman.h", "dlfcn.h", "pthread.h", "sys/time.h", "strings.h", "sys/uio.h",
    "sys/resource.h", "sys/wait.h", "sys/socket.h", "sys/ioctl.h", "sys/utsname.h", "libgen.h",
    "dirent.h", "termios.h", "sys/sysctl.h", "execinfo.h", "cxxabi.h", "sched.h", "sys/select.h", "poll.h",
    "sys/un.h", "netinet/in.h", "arpa/inet.h", "netdb.h", "sys/syscall.h", "sys/prctl.h",
    /* GCC's and glibc's own (MSVC declares _mm_malloc in <malloc.h>, alloca in <malloc.h>) */
    "mm_malloc.h", "x86intrin.h", "alloca.h", "byteswap.h", "endian.h", "features.h", "sys/param.h",
    /* glibc's getopt_long (the CRT has no option parser: json-c's apps) */
    "getopt.h",
#ifndef WG_SCAN_POSIX_REGEX_HEADER_OFF
    /* POSIX's regcomp/regexec: the CRT has no <regex.h> (C1083; std::regex is C++'s) */
    "regex.h",
#endif
    NULL};

/* POSIX functions the MSVC CRT has under no name (not even a deprecated or underscored alias:
 * close, open, getpid... exist there, so they are no findings). */
static const char *const posix_functions[] = {
    "strcasecmp", "strncasecmp", "clock_gettime", "sched_yield", "usleep", "nanosleep", "gettimeofday",
    "posix_memalign", "strndup", "getpagesize", "sysconf", "realpath", "mkstemp", "setenv", "unsetenv",
    "localtime_r", "gmtime_r", "strtok_r", "mmap", "munmap", "madvise", "fsync", "aligned_alloc",
    /* glibc's (and BSD's) extensions */
    "bzero", "bcopy", "strsep", "memalign",
    /* the CRT names them _popen/_pclose (c-blosc2's python-path probe) */
    "popen", "pclose",
    /* <unistd.h>'s option parser, <strings.h>'s bit search, <stdlib.h>'s 48-bit generators: the
     * CRT has none (kenlm's getopt, Umpire's ffs, RAJA's drand48) */
    "getopt", "getopt_long", "ffs", "ffsl", "ffsll", "drand48", "erand48", "lrand48", "srand48",
    /* BSD's stdio buffering calls: the CRT has setvbuf/setbuf only (mosquitto's setlinebuf) */
    "setlinebuf", "setbuffer",
    /* the CRT has strerror_s (mariadb-connector-c's strerror_r) */
    "strerror_r",
#ifndef WG_SCAN_POSIX_REENTRANT_OFF
    /* POSIX's reentrant generator and time parser: the CRT has rand_s and std::get_time, neither
     * under these names (a test's rand_r, a C++ header's strptime) */
    "rand_r", "strptime",
#endif
#ifndef WG_SCAN_POSIX_LARGE_SEEK_OFF
    /* POSIX's off_t seek and tell on a FILE *: the CRT names them _fseeki64/_ftelli64 */
    "fseeko", "ftello",
#endif
#ifndef WG_SCAN_POSIX_SOCKETPAIR_OFF
    /* <sys/socket.h>'s connected pair: neither the CRT nor Winsock declares one (sockpp's
     * ::socketpair, C2039/C3861); a port makes the pair from a listening socket */
    "socketpair",
#endif
    NULL};

/* Whether the MSVC CRT lacks the POSIX function name: what a configure probe of it finds there. */
int wg_crt_lacks(const char *name)
{
    for (size_t i = 0; posix_functions[i]; ++i)
        if (strcmp(posix_functions[i], name) == 0)
            return 1;
    return 0;
}

/* Builtins cl.exe itself implements (the Microsoft STL calls them unguarded for MSVC): no finding. */
static const char *const msvc_builtins[] = {
    "__builtin_huge_val", "__builtin_huge_valf", "__builtin_nan", "__builtin_nanf", "__builtin_nans",
    "__builtin_nansf", "__builtin_memcmp", "__builtin_strlen", "__builtin_wcslen", "__builtin_wmemcmp",
    "__builtin_wmemchr", "__builtin_char_memchr", "__builtin_is_constant_evaluated", "__builtin_bit_cast",
    "__builtin_launder", "__builtin_addressof", "__builtin_zero_non_value_bits", "__builtin_FILE",
    "__builtin_LINE", "__builtin_COLUMN", "__builtin_FUNCTION", "__builtin_FUNCSIG",
#ifndef WG_SCAN_MSVC_BUILTIN_OFFSETOF_OFF
    /* the UCRT's <vcruntime.h> defines offsetof as __builtin_offsetof under _CRT_USE_BUILTIN_OFFSETOF
     * (protobuf's port_def.inc takes it under defined(_MSC_VER)) */
    "__builtin_offsetof",
#endif
    NULL};

static const char *const gnu_extensions[] = {
    "__attribute__", "__builtin_", "__int128", "__typeof__", "__extension__", "__asm__", "__thread", "__restrict__", NULL};

/* cl.exe takes '-' for '/': -O2 is its own /O2 (asmjit's MSVC branch, json-c's
 * CMAKE_C_FLAGS_RELEASE), so only GCC's -O3 (D9002 there) is listed */
static const char *const gcc_flags[] = {
    "-O3", "-fPIC", "-fvisibility", "-march=", "-mtune=", "-mavx", "-msse", "-ffast-math",
    "-funroll", "-std=", "-pthread", "-Wno-", "-Werror", "-Wextra", "-pedantic", "-fno-", "-g3",
    "-Wl,", "-rdynamic",
#ifndef WG_SCAN_GCC_FLAG_WRAPV_OFF
    /* GCC's signed-overflow switch (D9002 on cl.exe, which has no such option) and its driver's
     * language switch, which ml64 and cl.exe take for an unknown option and a file name */
    "-fwrapv", "-x assembler-with-cpp",
#endif
    NULL};

static const char *const unix_paths[] = {
    "/usr/lib", "/usr/local/", "/usr/include", "/opt/", ".so\"", ".so)", ".so ", NULL};


static int ends_with(const char *s, const char *suffix);
static int uses_c99_complex(const wg_tree_file *f);
static int is_translation_unit(const char *path);
static int inside_literal(const char *line, const char *p);

/* Names that are compile-time constants in one file (see collect_constants). */
typedef struct name_set {
    char **names;
    size_t count, capacity;
} name_set;


typedef struct scan_state {
    const char *path;
    const name_set *constants;
    const name_set *run_time_consts; /* const int N = f(x): a run-time value, whatever its case */
    const name_set *template_types;  /* the file's template type parameters (typename T, class T) */
    wg_tree *tree;
    wg_tree_file *file;
    wg_scan_tree_sink sink;
    void *context;
    int in_block_comment;
    char raw_close[24]; /* inside a raw string literal that spans lines: its ")delim\"" */
    int raw_non_ascii;  /* the raw string text this line held (and strip_c_comments took out) is not ASCII */
    int crt_io;      /* <io.h> is included on the Windows path */
    int opens_files; /* the file calls open()/_open() */
    int own_open, own_close; /* the file defines open()/close() itself on the Windows path */
    int member_open, member_close; /* the file declares an open()/close() of its own (a member, X::close): unqualified calls reach it */
    int device_text;        /* the file's text names CUDA/HIP's __device__, __global__ or __host__: 0 not looked yet, 1 no, 2 yes */
    /* C: the last code lines, for the guard before a close(). */
    char *recent[CLOSE_LOOKBACK];
    const char *apart_reason; /* why gnu_extension_without_standin found a use undecided (a pool string) */
    /* CMake: variables this file fills with a value (file(GLOB X), find_path(X)). */
    char valued[64][128];
    size_t valued_count;
    /* CMake: an open FetchContent_Declare / ExternalProject_Add / file(DOWNLOAD ...) call. */
    int in_download;
    int test_depth; /* >0: inside an add_test(), its parentheses' depth */
    int install_depth; /* >0: inside an install(), its parentheses' depth */
    int install_runs;  /* that install() has CODE or SCRIPT: it runs something at install time */
    long download_line;
    int download_depth;
    int download_has_url, download_has_hash, download_git, download_tag_is_commit;
    /* C/C++: an open "({" that may be a GNU statement expression, tracked across lines. */
    long braced_line;  /* 0: none open */
    int braced_depth;  /* brace depth inside it (1 right after the "{") */
    int braced_statement; /* a ';' at its own depth: statements, not a braced argument */
    wg_family_file family; /* scan_families.c's rules */
    int non_ascii_seen;
    int in_directive; /* the previous line was a directive continued with a backslash */
    int in_define;    /* ... and that directive is a #define: its body goes on */
    int nominmax_defined;   /* this file #defines NOMINMAX (before its <windows.h>) */
    char isa_folder[512];   /* CMake: the folder and ISA family (-mavx/-msse) isa_tested last answered for */
    const char *isa_family;
    int isa_tested;
    /* CMake: lines whose flags a custom command hands to another program (clang for a .bc),
     * not to cl.exe; NULL when none. */
    char guarded[32][64]; /* C: names the current function tests against -1 */
    size_t guarded_count;
    unsigned char *foreign_flags;
    unsigned char *configure_only; /* CMake: lines of an execute_process() whose failure the configure goes past */
    const char **no_build_lines; /* CMake: a set() of a no-build flags variable, its value lines: why (NULL: none) */
    char on_demand[16][128]; /* custom targets without ALL, built only when asked for by name */
    size_t on_demand_count;
    struct { char file[128]; long first, last; } outputs[32]; /* add_custom_command(OUTPUT file ...)'s lines */
    size_t output_count;
    /* What scan_declarations.c reported in this file: a line rule of the same class on the
     * same line (scan_families.c's dllimport definitions) is the same finding, not a second. */
    int in_declarations;
    struct reported_finding { long line; const char *id; } *reported;
    size_t reported_count, reported_capacity;
} scan_state;

/* ---- the tree ----------------------------------------------------------------------------------- */

const char *wg_tree_string(wg_tree *tree, const char *format, ...)
{
    char buffer[1024];
    va_list list;
    va_start(list, format);
    vsnprintf(buffer, sizeof buffer, format, list);
    va_end(list);
    char **pool = wg_grow(tree->pool, &tree->pool_capacity, tree->pool_count + 1, sizeof *pool);
    if (!pool) {
        tree->failed = 1;
        return "(out of memory)";
    }
    tree->pool = pool;
    char *copy = malloc(strlen(buffer) + 1);
    if (!copy) {
        tree->failed = 1;
        return "(out of memory)";
    }
    strcpy(copy, buffer);
    tree->pool[tree->pool_count++] = copy;
    return copy;
}

typedef struct wg_text {
    char *data;
    size_t length, capacity;
    int failed;
} wg_text;

static int compare_files(const void *a, const void *b)
{
    return strcmp(((const wg_tree_file *)a)->path, ((const wg_tree_file *)b)->path);
}

wg_tree_file *wg_tree_find(wg_tree *tree, const char *path)
{
    wg_tree_file key;
    key.path = (char *)path;
    return tree->count ? bsearch(&key, tree->files, tree->count, sizeof key, compare_files) : NULL;
}

int wg_strlist_has(char *const *list, size_t count, const char *text, size_t n)
{
    for (size_t i = 0; i < count; ++i)
        if (strncmp(list[i], text, n) == 0 && (list[i][n] == '\0' || list[i][n] == '='))
            return 1;
    return 0;
}

const char *wg_past_line(const char *p, long *line)
{
    while (*p && *p != '\n') {
        if (*p == '\\' && p[1] == '\n')
            ++p, ++*line;
        ++p;
    }
    if (*p)
        ++p, ++*line;
    return p;
}

/* The text after "#define " when the line at p is a #define directive (blanks around the '#'
 * allowed), else NULL. */
const char *wg_define_text(const char *p)
{
    const char *q = p;
    while (*q == ' ' || *q == '\t')
        ++q;
    if (*q++ != '#')
        return NULL;
    while (*q == ' ' || *q == '\t')
        ++q;
    if (strncmp(q, "define", 6) != 0 || (q[6] != ' ' && q[6] != '\t'))
        return NULL;
    for (q += 6; *q == ' ' || *q == '\t';)
        ++q;
    return q;
}

int wg_strlist_add(char ***list, size_t *count, size_t *capacity, const char *text, size_t n)
{
    if (wg_strlist_has(*list, *count, text, n))
        return 0;
    return wg_strlist_append(list, count, capacity, text, n);
}

int wg_strlist_append(char ***list, size_t *count, size_t *capacity, const char *text, size_t n)
{
    char **bigger = wg_grow(*list, capacity, *count + 1, sizeof *bigger);
    if (!bigger)
        return -1;
    *list = bigger;
    char *copy = malloc(n + 1);
    if (!copy)
        return -1;
    memcpy(copy, text, n);
    copy[n] = '\0';
    (*list)[(*count)++] = copy;
    return 0;
}

/* Several visits of a line (a function called twice, a file included twice): on wins. */
void wg_line_mark(wg_tree_file *f, long first, long last, int state, const char *reason)
{
    for (long l = first < 1 ? 1 : first; l <= last && l <= f->lines; ++l) {
        int old = f->state[l];
        if (old == WG_UNSEEN || (old == WG_OFF && state != WG_OFF) || (old == WG_MAYBE && state == WG_ON)) {
            f->state[l] = (unsigned char)state;
            f->reason[l] = state == WG_ON ? NULL : reason;
        }
    }
}

static int tree_add(wg_tree *tree, const char *path, char *text, size_t length)
{
    if ((tree->count & 63) == 0) {
        wg_tree_file *files = realloc(tree->files, (tree->count + 64) * sizeof *files);
        if (!files)
            return -1;
        tree->files = files;
    }
    wg_tree_file *f = &tree->files[tree->count];
    memset(f, 0, sizeof *f);
    f->path = malloc(strlen(path) + 1);
    if (!f->path)
        return -1;
    strcpy(f->path, path);
    for (char *p = f->path; *p; ++p)
        if (*p == '\\')
            *p = '/';
    f->text = text;
    f->length = length;
    f->kind = wg_scan_kind(path);
    f->lines = 1;
    for (size_t i = 0; i < length; ++i)
        f->lines += text[i] == '\n';
    f->state = malloc((size_t)f->lines + 1);
    f->reason = calloc((size_t)f->lines + 1, sizeof *f->reason);
    if (!f->state || !f->reason) {
        free(f->path), free(f->state), free(f->reason);
        return -1;
    }
    memset(f->state, WG_UNSEEN, (size_t)f->lines + 1);
    f->file_state = WG_ON;
    ++tree->count;
    return 0;
}

/* Frees each element of a list of owned pointers, then the list. */
#define FREE_LIST(list, count)                                                                                             \
    do {                                                                                                                   \
        for (size_t item_ = 0; item_ < (count); ++item_)                                                                   \
            free((list)[item_]);                                                                                           \
        free(list);                                                                                                        \
    } while (0)

static void tree_free(wg_tree *tree, int owns_text)
{
    for (size_t i = 0; i < tree->count; ++i) {
        free(tree->files[i].path), free(tree->files[i].state), free(tree->files[i].reason), free(tree->files[i].sdk_macros);
        free(tree->files[i].sdk_user_macros), free(tree->files[i].winsock2_late);
        free(tree->files[i].value_lines), free(tree->files[i].device_lines);
        if (owns_text)
            free(tree->files[i].text);
    }
    free(tree->files), free(tree->by_name);
    for (size_t i = 0; i < tree->shared_target_count; ++i)
        free(tree->shared_targets[i].sources);
    free(tree->shared_targets);
    FREE_LIST(tree->pool, tree->pool_count);
    FREE_LIST(tree->defines_on, tree->defines_on_count);
    FREE_LIST(tree->defines_any, tree->defines_any_count);
    FREE_LIST(tree->target_defines, tree->target_defines_count);
    FREE_LIST(tree->source_defines_on, tree->source_defines_on_count);
    FREE_LIST(tree->source_defines_any, tree->source_defines_any_count);
    FREE_LIST(tree->c_defines, tree->c_defines_count);
    for (size_t i = 0; i < tree->off_dir_count; ++i)
        free(tree->off_dirs[i].dir);
    free(tree->off_dirs);
    FREE_LIST(tree->options, tree->option_count);
    FREE_LIST(tree->configured, tree->configured_count);
    FREE_LIST(tree->private_configured, tree->private_configured_count);
    FREE_LIST(tree->platform_stops, tree->platform_stop_count);
    FREE_LIST(tree->name_clashes, tree->name_clash_count);
    FREE_LIST(tree->windows_missing_sources, tree->windows_missing_source_count);
    FREE_LIST(tree->cmake_model_findings, tree->cmake_model_finding_count);
    FREE_LIST(tree->windows_undeclared, tree->windows_undeclared_count);
    FREE_LIST(tree->windows_undeclared_findings, tree->windows_undeclared_finding_count);
    FREE_LIST(tree->standins, tree->standin_count);
    FREE_LIST(tree->cmake_words, tree->cmake_word_count);
    FREE_LIST(tree->import_macros, tree->import_macro_count);
    FREE_LIST(tree->declspec_answers, tree->declspec_answer_count);
    FREE_LIST(tree->winsock_files, tree->winsock_file_count);
    FREE_LIST(tree->dllexport_macros, tree->dllexport_macro_count);
    FREE_LIST(tree->static_macros, tree->static_macro_count);
    FREE_LIST(tree->projects, tree->project_count);
    FREE_LIST(tree->interface_dirs, tree->interface_dir_count);
    FREE_LIST(tree->include_dirs, tree->include_dir_count);
    FREE_LIST(tree->folders, tree->folder_count);
    FREE_LIST(tree->include_names, tree->include_name_count);
    FREE_LIST(tree->unit_standins, tree->unit_standin_count);
    FREE_LIST(tree->builtin_probes, tree->builtin_probe_count);
    FREE_LIST(tree->template_macros, tree->template_macro_count);
    FREE_LIST(tree->undefs, tree->undef_count);
    FREE_LIST(tree->header_constants, tree->header_constant_count);
    FREE_LIST(tree->unsigned_aliases, tree->unsigned_alias_count);
    FREE_LIST(tree->struct_members, tree->struct_member_count);
    FREE_LIST(tree->void_member_names, tree->void_member_name_count);
    FREE_LIST(tree->signed_aliases, tree->signed_alias_count);
    FREE_LIST(tree->omp_pragma_macros, tree->omp_pragma_macro_count);
    free(tree->sdk_declared);
    wg_declarations_free(tree);
}

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


/* A class the preprocessor decides (a macro replaces the name before nvcc splits host from
 * device code): a device-only function's body is on its path too. */
static int preprocessor_class(const char *id)
{
    return strcmp(id, "SCAN_WINDOWS_MACRO_NAME") == 0;
}

/* user_only: a finding only a user's unit sees (a header-only library's public header read
 * after <windows.h>, no NOMINMAX): a warning where it would be counted; the engine's own units
 * compile the line as it is. */
static void report_scoped_as(scan_state *s, long line, const char *id, const char *message, int user_only,
                             const char *warning_reason);

static void report_scoped(scan_state *s, long line, const char *id, const char *message, int user_only)
{
    report_scoped_as(s, line, id, message, user_only, NULL);
}

/* warning_reason: why a finding of a blocker class is only a warning where it would be counted. */
static void report_scoped_as(scan_state *s, long line, const char *id, const char *message, int user_only,
                             const char *warning_reason)
{
    const char *scope = "counted", *reason = NULL;
    wg_tree_file *f = s->file;
#ifdef WG_SCAN_RULE_OFF
    /* Test builds only: a rule switched off, to see the fixtures fail without it. */
    if (strcmp(id, WG_SCAN_RULE_OFF) == 0)
        return;
#endif
#ifdef WG_SCAN_MODEL_OFF
    /* Test builds only: every line on the Windows path, to see the false-alarm fixtures fail. */
    s->sink(s->context, id, s->path, line, message, "counted", NULL);
    return;
#endif
    if (f->file_state == WG_OFF && !(user_only && f->users_off)) {
        scope = "not_on_windows";
        reason = f->file_reason;
    } else if (line >= 1 && line <= f->lines && f->state[line] == WG_OFF &&
               !(f->device_lines && f->device_lines[line] && preprocessor_class(id))) {
        scope = "not_on_windows";
        reason = f->reason[line];
    } else if (f->file_state == WG_MAYBE || (line >= 1 && line <= f->lines && f->state[line] == WG_MAYBE)) {
        /* A condition the model cannot decide: reported apart, not counted. */
        scope = "unknown_condition";
        reason = f->file_state == WG_MAYBE ? f->file_reason : f->reason[line];
        if (!reason)
            reason = "under a condition the model cannot decide";
    }
    if (strcmp(scope, "counted") == 0 && (f->other_arch_include || f->objc_import) && !f->unit_languages &&
        !is_translation_unit(f->path)) {
        /* a header no unit on the path includes, for another architecture alone, or Objective-C's
         * (protobuf's objectivec/ runtime headers, which only its .m sources #import); where a
         * unit includes it, the include itself breaks the x64 build: flint's crt_helpers.h */
        scope = "not_on_windows";
        reason = f->other_arch_include ? f->other_arch_include : f->objc_import;
    }
    if (!reason && strcmp(scope, "counted") != 0)
        reason = "off the Windows path";
    if (user_only && strcmp(scope, "counted") == 0) {
        scope = "warning";
        reason = "only a user's unit that includes <windows.h> first (no NOMINMAX) sees it: no unit of the engine's own "
                 "Windows build does; a warning for its users, not a blocker";
    }
    if (warning_reason && strcmp(scope, "counted") == 0)
        scope = "warning", reason = warning_reason;
    s->sink(s->context, id, s->path, line, message, scope, reason);
}

static void report(scan_state *s, long line, const char *id, const char *message)
{
    report_scoped(s, line, id, message, 0);
}

/* A finding about a public header's users: whether the build's own units reach the header
 * does not matter (undecided includers), the header's own lines still do. */
static void report_public(scan_state *s, long line, const char *id, const char *message)
{
    wg_tree_file *f = s->file;
    int file_state = f->file_state;
    if (file_state == WG_MAYBE)
        f->file_state = WG_ON;
    report(s, line, id, message);
    f->file_state = file_state;
}

/* At a raw string literal's R"delim( (a u8, u, U or L prefix before the R too): its closing
 * ")delim\"" in close, and the length of "R\"delim(". 0 when p is not at one. */
static size_t raw_string_open(const char *line, const char *p, char *close, size_t size)
{
    if (p[0] != 'R' || p[1] != '"')
        return 0;
    if (p > line && is_name(p[-1]) &&
        !(p[-1] == '8' && p - line >= 2 && p[-2] == 'u') && p[-1] != 'u' && p[-1] != 'U' && p[-1] != 'L')
        return 0;
    size_t n = strcspn(p + 2, "( \t\\\")");
    if (p[2 + n] != '(' || n > 16)
        return 0;
    snprintf(close, size, ")%.*s\"", (int)n, p + 2);
    return n + 3;
}

/* Removes comments (// and block comments, tracked across lines) in place. A raw string literal
 * that spans lines (tvm's generated CUDA source, onnx's operator documentation) is text, not
 * code: its lines read as an empty literal "", wherever its text looks like code. */
static int has_non_ascii(const char *p, const char *end)
{
    for (; *p && (!end || p < end); ++p)
        if ((unsigned char)*p >= 0x80)
            return 1;
    return 0;
}

static void strip_c_comments(scan_state *s, char *line)
{
    char *out = line;
    s->raw_non_ascii = 0;
    if (s->raw_close[0]) {
        char *close = strstr(line, s->raw_close);
        s->raw_non_ascii = has_non_ascii(line, close);
        if (!close) {
            *line = '\0';
            return;
        }
        char *rest = close + strlen(s->raw_close);
        s->raw_close[0] = '\0';
        *out++ = '"', *out++ = '"'; /* rest lies past these two: a close is at least )" */
        memmove(out, rest, strlen(rest) + 1);
        line = out;
    }
    for (char *p = line; *p;) {
        size_t opened = s->in_block_comment ? 0 : raw_string_open(line, p, s->raw_close, sizeof s->raw_close);
        if (opened) {
            const char *close = strstr(p + opened, s->raw_close);
            if (close) { /* on one line: kept as it is (a Windows path in it is still seen) */
                size_t k = (size_t)(close - p) + strlen(s->raw_close);
                memmove(out, p, k);
                out += k, p += k;
                s->raw_close[0] = '\0';
                continue;
            }
            s->raw_non_ascii = has_non_ascii(p + opened, NULL);
            *out++ = '"', *out++ = '"'; /* the rest of the line is the literal's text; its close comes later */
            break;
        }
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
#ifndef WG_SCAN_CHAR_LITERAL_COMMENT_OFF
        /* a character literal, kept whole: its '"' opens no string ('"' before a // comment,
         * dcm2niix's "if (c == '"') { // quotes and back slash") */
        if (p[0] == '\'' && p[1] && p[1] != '\'' && (p[2] == '\'' || (p[1] == '\\' && p[2] && p[3] == '\''))) {
            size_t k = p[1] == '\\' ? 4 : 3;
            memmove(out, p, k);
            out += k, p += k;
            continue;
        }
#endif
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


/* p at a '"' or '\'': returns the closing quote of that literal (escapes skipped), or the line's
 * terminating NUL when the literal does not close on this line. */
static const char *skip_literal(const char *p)
{
    char quote = *p++;
    while (*p && *p != quote) {
        if (*p == '\\' && p[1])
            ++p;
        ++p;
    }
    return p;
}

/* p at a '\'' inside a number (15'500, 0x1'ff: C++14 digit separators), not one opening a
 * character literal (u8'x' starts with a letter): the token it sits in starts with a digit. */
static int is_digit_separator(const char *line, const char *p)
{
    const char *start = p;
    while (start > line && is_name(start[-1]))
        --start;
    return start < p && isdigit((unsigned char)*start) && is_name(p[1]);
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
    char **names = wg_grow(set->names, &set->capacity, set->count + 1, sizeof *names);
    if (!names)
        return -1;
    set->names = names;
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
    return i + n <= length && strncmp(text + i, word, n) == 0 && (i == 0 || !is_name(text[i - 1])) &&
           (i + n == length || !is_name(text[i + n]));
}

/* The last identifier of text[begin, end), as (start, length); length 0 when there is none. */
static size_t last_identifier(const char *text, size_t begin, size_t end, size_t *start)
{
    while (end > begin && !is_name(text[end - 1]))
        --end;
    size_t b = end;
    while (b > begin && is_name(text[b - 1]))
        --b;
    *start = b;
    return end - b;
}

/* One template parameter, text[begin, end): a non-type one ("int N", "const uint8_t size = 4")
 * names a constant; "typename T" and "class T" name a type (types, when given); template template
 * parameters and unnamed ones name neither. */
static int add_template_parameter(name_set *set, name_set *types, const char *text, size_t begin, size_t end)
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
    size_t start;
    size_t n = last_identifier(text, begin, stop, &start);
    if (word_at(text, stop, begin, "typename") || word_at(text, stop, begin, "class"))
        return types && start > begin ? name_set_add(types, text + start, n) : 0;
    if (word_at(text, stop, begin, "template"))
        return 0;
    size_t type_start;
    if (n == 0 || last_identifier(text, begin, start, &type_start) == 0)
        return 0; /* a lone type: an unnamed parameter */
    return name_set_add(set, text + start, n);
}

/* Whether the '(' at text[k] only groups an expression: after an operator, '=' or another
 * '(' (z3's "CHUNK_SIZE = (1 << 16) - sizeof(char*)"), not after a name (a call) or '>' (a
 * template's call or a cast). */
static int grouping_parenthesis(const char *text, size_t begin, size_t k)
{
#ifdef WG_SCAN_GROUPING_PAREN_OFF
    (void)text, (void)begin, (void)k;
    return 0;
#else
    size_t b = k;
    while (b > begin && (text[b - 1] == ' ' || text[b - 1] == '\t'))
        --b;
    return b == begin || strchr("=+-*/%<|&^~!(,?:", text[b - 1]) != NULL;
#endif
}

/* Whether the initializer from text[begin] to its ';' computes a run-time value: a call (not
 * sizeof) or a member read (in_dims.size(), p->n). */
static int run_time_initializer(const char *text, size_t length, size_t begin)
{
    for (size_t k = begin; k < length && k < begin + 256 && text[k] != ';'; ++k)
        if ((text[k] == '(' && !(k >= 6 && strncmp(text + k - 6, "sizeof", 6) == 0) &&
             !(k >= 7 && strncmp(text + k - 7, "sizeof ", 7) == 0) && !grouping_parenthesis(text, begin, k)) ||
            (text[k] == '.' && k > begin && is_name(text[k - 1]) && !isdigit((unsigned char)text[k - 1]) &&
             k + 1 < length && (isalpha((unsigned char)text[k + 1]) || text[k + 1] == '_')) ||
            (text[k] == '-' && k + 1 < length && text[k + 1] == '>'))
            return 1;
    return 0;
}

/* template <int N, size_t M>: each non-type parameter is a constant (set), each type parameter a
 * type (types, when given); *at moves past the list. */
static int collect_template_parameters(const char *text, size_t length, size_t *at, name_set *set, name_set *types)
{
    size_t i = *at, j = i + 8;
    while (j < length && isspace((unsigned char)text[j]))
        ++j;
    if (j >= length || text[j] != '<')
        return 0;
    int depth = 0;
    size_t parameter = j + 1;
    for (; j < length; ++j) {
        char c = text[j];
        if (c == '<' || c == '(')
            ++depth;
        else if ((c == '>' || c == ')') && --depth == 0) {
            if (add_template_parameter(set, types, text, parameter, j) != 0)
                return -1;
            break;
        } else if (c == ',' && depth == 1) {
            if (add_template_parameter(set, types, text, parameter, j) != 0)
                return -1;
            parameter = j + 1;
        } else if (c == ';' || c == '{') {
            break; /* not a parameter list after all */
        }
    }
    *at = j < length ? j : length;
    return 0;
}

/* enum { taps = 8, width }: each enumerator is a constant; *at moves past the braces. */
static int collect_enumerators(const char *text, size_t length, size_t *at, name_set *set)
{
    size_t i = *at, j = i + 4;
    while (j < length && text[j] != '{' && text[j] != ';')
        ++j;
    if (j >= length || text[j] != '{')
        return 0;
    int expect_name = 1;
    for (++j; j < length && text[j] != '}'; ++j) {
        /* a comment's words are no enumerators (mujoco's "mjTEXROLE_USER = 0,  // unspecified") */
        if (text[j] == '/' && j + 1 < length && text[j + 1] == '/') {
            while (j + 1 < length && text[j + 1] != '\n')
                ++j;
            continue;
        }
        if (text[j] == '/' && j + 1 < length && text[j + 1] == '*') {
            for (j += 2; j + 1 < length && !(text[j] == '*' && text[j + 1] == '/');)
                ++j;
            ++j;
            continue;
        }
        if (expect_name && (isalpha((unsigned char)text[j]) || text[j] == '_')) {
            size_t b = j;
            while (j < length && is_name(text[j]))
                ++j;
            if (name_set_add(set, text + b, j - b) != 0)
                return -1;
            expect_name = 0;
            --j;
        } else if (text[j] == ',') {
            expect_name = 1;
        }
    }
    *at = j < length ? j : length;
    return 0;
}

/* The declarators after the first of a const declaration, from its first initializer at a:
 * "static const int numThreads = narenas + 1, numAllocsMax = 25;" (jemalloc's MSVC test) makes
 * numAllocsMax a constant too. Commas inside parentheses, braces or brackets are the
 * initializers' own; a declarator without an initializer is not a constant. */
static int collect_later_declarators(const char *text, size_t length, size_t a, int other_type, name_set *set,
                                     name_set *run_time)
{
    int depth = 0;
    for (size_t q = a; q < length && text[q] != ';'; ++q) {
        char ch = text[q];
        if (ch == '(' || ch == '{' || ch == '[')
            ++depth;
        else if (ch == ')' || ch == '}' || ch == ']') {
            if (depth == 0)
                return 0; /* a parameter list's end: const int a = 1, int b) */
            --depth;
        } else if (ch == ',' && depth == 0) {
            size_t b = q + 1;
            while (b < length && (text[b] == ' ' || text[b] == '\t' || text[b] == '\n' || text[b] == '\r'))
                ++b;
            size_t e = b;
            while (e < length && is_name(text[e]))
                ++e;
            size_t n = e;
            while (n < length && text[n] == ' ')
                ++n;
            if (e == b || n >= length || (text[n] != '=' && text[n] != '{') || isdigit((unsigned char)text[b]))
                continue;
            int run = text[n] == '=' && run_time_initializer(text, length, n + 1);
            if (!(run && other_type) && name_set_add(run ? run_time : set, text + b, e - b) != 0)
                return -1;
        }
    }
    return 0;
}

/* const int N = 4 at text[i] (the word const): a constant, or a run-time value noted apart. */
/* Whether the initializer at text[a] ('=', '(' or '{') is an integer literal's arithmetic alone
 * (= 5, (8192), {64 * 2}) up to the declaration's end: a constant, whatever its type's spelling. */
static int literal_initializer(const char *text, size_t length, size_t a)
{
    size_t k = a + 1;
    while (k < length && (text[k] == ' ' || text[k] == '\t'))
        ++k;
    if (k >= length || !isdigit((unsigned char)text[k]))
        return 0;
    int depth = text[a] == '=' ? 0 : 1;
    for (; k < length && text[k] != ';' && !(depth == 0 && text[k] == ','); ++k) {
        if (text[k] == '(' || text[k] == '{')
            ++depth;
        else if (text[k] == ')' || text[k] == '}')
            --depth;
        else if (!isxdigit((unsigned char)text[k]) && !strchr(" \t+-*/<>xXuUlL", text[k]))
            return 0;
    }
    return k < length && depth == 0;
}

/* A constant declared with const after its type (size_type const n = 5; in C++) or with a
 * parenthesized literal (const unsigned n(8192)): *n_out its name's length at *name_at, else 0.
 * i: the position of const. */
static size_t literal_const_name(const char *text, size_t length, size_t i, size_t *name_at)
{
#ifdef WG_SCAN_VLA_LITERAL_CONST_OFF
    (void)text, (void)length, (void)i, (void)name_at;
    return 0;
#else
    size_t b = i + 5, e;
    for (int word = 0; word < 4; ++word) { /* const T n(...), const unsigned long n(...) */
        while (b < length && (text[b] == ' ' || text[b] == '\t'))
            ++b;
        for (e = b; e < length && is_name(text[e]);)
            ++e;
        size_t a = e;
        while (a < length && (text[a] == ' ' || text[a] == '\t'))
            ++a;
        if (e == b || a >= length)
            return 0;
        if ((text[a] == '=' && word == 0) || text[a] == '(' || (text[a] == '{' && word == 0)) {
            if (!literal_initializer(text, length, a) || (word == 0 && text[a] == '('))
                return 0; /* const n(...) with no type: a call, not a declaration */
            *name_at = b;
            return e - b;
        }
        b = e;
    }
    return 0;
#endif
}

static int collect_const_variable(const char *text, size_t length, size_t i, name_set *set, name_set *run_time)
{
    size_t literal_at, literal = literal_const_name(text, length, i, &literal_at);
    if (literal)
        return name_set_add(set, text + literal_at, literal);
    /* const int N = 4: a constant expression in C++ (collect_constants runs for C++ only);
     * also auto const N = sizeof(...) (Catch2's timeStampSize) and const ULONG N = 4096,
     * a typedef's constant (cpprestsdk): any one type word */
    static const char *const ints[] = {"int ", "size_t ", "unsigned ", "long ", "short ", "char ", "uint32_t ",
                                       "int32_t ", "uint64_t ", "int64_t ", "std::size_t ", "auto ", NULL};
    size_t j = i + 5;
    while (j < length && (text[j] == ' ' || text[j] == '\t'))
        ++j;
    if (word_at(text, length, j, "static")) /* const static int N = 4 */
        for (j += 6; j < length && (text[j] == ' ' || text[j] == '\t');)
            ++j;
    char type_word[64] = "";
    int auto_const = i >= 5 && strncmp(text + i - 5, "auto ", 5) == 0 && (i == 5 || !is_name(text[i - 6]));
    size_t tw = 0;
    while (j + tw < length && (is_name(text[j + tw]) || text[j + tw] == ':') && tw < sizeof type_word - 2)
        ++tw;
    if (auto_const) /* auto const N = ...: the name follows const */
        type_word[0] = '\0', tw = 0;
    else if (tw && j + tw < length && text[j + tw] == ' ')
        snprintf(type_word, sizeof type_word, "%.*s ", (int)tw, text + j);
    size_t count = 0;
    while (ints[count])
        ++count;
    for (size_t k = 0; k <= count; ++k) {
        /* the listed types, then the one type word (or none after auto const) */
        const char *type = k < count ? ints[k] : auto_const ? "" : type_word;
        if (k == count && !auto_const && !type_word[0])
            break;
        if (k < count && auto_const)
            continue;
        if (strncmp(text + j, type, strlen(type)) == 0) {
            size_t b = j + strlen(type);
            while (b < length && text[b] == ' ')
                ++b;
            /* unsigned long, long long, unsigned short int: the type's further words */
            while (word_at(text, length, b, "long") || word_at(text, length, b, "int") ||
                   word_at(text, length, b, "short") || word_at(text, length, b, "char"))
                for (b += word_at(text, length, b, "short") ? 5 : word_at(text, length, b, "int") ? 3 : 4;
                     b < length && text[b] == ' ';)
                    ++b;
            size_t e = b;
            while (e < length && is_name(text[e]))
                ++e;
            size_t a = e;
            while (a < length && text[a] == ' ')
                ++a;
            int run = text[a] == '=' && run_time_initializer(text, length, a + 1);
            if (e > b && a < length && (text[a] == '=' || text[a] == '{') && !(run && k == count) &&
                name_set_add(run ? run_time : set, text + b, e - b) != 0)
                return -1; /* another type's run-time const is not noted as one (only the listed types') */
            if (e > b && a < length && (text[a] == '=' || text[a] == '{') &&
                collect_later_declarators(text, length, a, k == count, set, run_time) != 0)
                return -1;
            break;
        }
    }
    return 0;
}

/* constexpr ... N = ...: a constant; *at moves to its initializer. keyword: the length of the word
 * at *at (constexpr, or a project's macro for it). */
static int collect_constexpr(const char *text, size_t length, size_t *at, size_t keyword, name_set *set)
{
    size_t i = *at, j = i + keyword;
    while (j < length && !strchr("=({;", text[j]))
        ++j;
    if (j < length && (text[j] == '=' || text[j] == '{')) {
        size_t start;
        size_t n = last_identifier(text, i + keyword, j, &start);
        if (name_set_add(set, text + start, n) != 0)
            return -1;
    }
    *at = j < length ? j : length;
    return 0;
}

/* A project's macro for constexpr at text[i] (doctest's DOCTEST_CONSTEXPR, fmt's FMT_CONSTEXPR: an
 * upper-case word ending in _CONSTEXPR, which a project defines as constexpr, or const where the
 * compiler lacks it: a constant either way): its length, else 0. */
static size_t constexpr_macro_at(const char *text, size_t length, size_t i)
{
    if (i > 0 && is_name(text[i - 1]))
        return 0;
    size_t e = i;
    while (e < length && (isupper((unsigned char)text[e]) || isdigit((unsigned char)text[e]) || text[e] == '_'))
        ++e;
    if (e - i < 11 || (e < length && is_name(text[e])) || strncmp(text + e - 10, "_CONSTEXPR", 10) != 0)
        return 0;
    return e - i;
}

/* The compile-time constants of a file: non-type template parameters and constexpr variables.
 * A local array bounded by one of them is no VLA, and the line-by-line VLA check cannot see
 * declarations (MLX: template <int max_radix> ... float x[max_radix]). Per file, so a name
 * that is a constant in one function and a run-time value in another is taken as constant.
 * A file's template type parameters go to type_parameters, when given.
 * c_only: a C unit, whose constant expressions among these names are its enumerators alone (a
 * const int is a VLA bound in C, C2057 under cl.exe; aws-c-common's block-scope
 * enum { max_size = 64 * 2 } is a constant). */
static int collect_constants(const char *text, size_t length, int c_only, name_set *set, name_set *run_time,
                             name_set *type_parameters)
{
    for (size_t i = 0; i < length; ++i) {
        int failed = 0;
        if (c_only) { /* not a parameter's type, f(enum mode m) {: its '{' opens the body */
            size_t j = i + 4;
            while (word_at(text, length, i, "enum") && j < length && !strchr("{;()", text[j]))
                ++j;
            if (j < length && text[j] == '{' && word_at(text, length, i, "enum") &&
                collect_enumerators(text, length, &i, set) != 0)
                return -1;
            continue;
        }
        if (word_at(text, length, i, "template"))
            failed = collect_template_parameters(text, length, &i, set, type_parameters);
        else if (word_at(text, length, i, "enum"))
            failed = collect_enumerators(text, length, &i, set);
        else if (word_at(text, length, i, "const") && i + 6 < length)
            failed = collect_const_variable(text, length, i, set, run_time);
        else if (word_at(text, length, i, "constexpr"))
            failed = collect_constexpr(text, length, &i, 9, set);
#ifndef WG_SCAN_CONSTEXPR_MACRO_OFF
        else if (constexpr_macro_at(text, length, i))
            failed = collect_constexpr(text, length, &i, constexpr_macro_at(text, length, i), set);
#endif
        if (failed)
            return -1;
    }
    return 0;
}

static const char *c_define_file(const wg_tree *t, const char *name, size_t n);

/* Whether what follows an array declarator's ']' is a brace initializer: "= { 0 };", "= {};". */
static int vla_brace_initializer(const char *after)
{
#ifdef WG_SCAN_VLA_BRACE_INIT_OFF
    (void)after;
    return 0;
#else
    while (*after == ' ')
        ++after;
    if (*after++ != '=')
        return 0;
    while (*after == ' ')
        ++after;
    return *after == '{';
#endif
}

/* A library's macro by its naming convention: a lower-case prefix, then an ALL_CAPS last part of
 * two or more characters after the last '_' (libsodium's crypto_box_NONCEBYTES,
 * crypto_sign_SEEDBYTES): a constant of a dependency's header the tree does not hold, not a
 * variable (c-toxcore's "uint8_t nonce[crypto_box_NONCEBYTES];", 8 false alarms at its newest
 * commit). WG_SCAN_VLA_NAMESPACED_MACRO_OFF switches it off. */
static int namespaced_macro_name(const char *name, size_t n)
{
#ifdef WG_SCAN_VLA_NAMESPACED_MACRO_OFF
    (void)name, (void)n;
    return 0;
#else
    size_t last = n;
    while (last > 0 && name[last - 1] != '_')
        --last;
    if (last < 2 || n - last < 2 || !islower((unsigned char)name[0]))
        return 0;
    int letters = 0;
    for (size_t i = last; i < n; ++i) {
        if (islower((unsigned char)name[i]))
            return 0;
        letters += isupper((unsigned char)name[i]) != 0;
    }
    return letters >= 2;
#endif
}

/* After a bound's first name (at p): its data member and an arithmetic tail of numbers,
 * ".Y + 1" of luanti's "float cavern_amp[m_csize.Y + 1]" (cavegen.cpp). A member of an object
 * is a run-time value to every compiler (g++ takes the array as a VLA, cl.exe stops with C2131),
 * unless the object is a constant, which the caller checks by the object's name, or the member
 * is named as a constant (ALL_CAPS, kName: a static one). Sets *member where a member followed;
 * returns the end of what was read. */
static const char *skip_member_bound(const char *p, int *member)
{
    *member = 0;
    for (;;) {
        const char *access = *p == '.' ? p + 1 : (p[0] == '-' && p[1] == '>') ? p + 2 : NULL;
        if (!access || !(isalpha((unsigned char)*access) || *access == '_'))
            break;
        int lower = 0;
        for (p = access; is_name(*p); ++p)
            lower |= islower((unsigned char)*p);
        /* a static constant read through an object, s.MAX_ROWS, s.kRows, is a constant; a one-letter
         * member (a vector's .Y) is no ALL_CAPS name */
        if ((!lower && p - access > 1) || (access[0] == 'k' && isupper((unsigned char)access[1]))) {
            *member = 0;
            return p;
        }
        *member = 1;
    }
    while (*member && (*p == ' ' || *p == '+' || *p == '-' || *p == '*' || isdigit((unsigned char)*p)))
        ++p;
    return p;
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
    const char *bound = p;
    while (isalnum((unsigned char)*p) || *p == '_')
        ++p;
    const char *object_end = p;
    int member = 0;
#ifndef WG_SCAN_VLA_MEMBER_BOUND_OFF
    p = skip_member_bound(p, &member);
#endif
    if (!member)
        p = object_end;
    if (!(islower((unsigned char)*bound) || *bound == '_') &&
        !(isupper((unsigned char)*bound) && name_set_has(s->run_time_consts, bound, (size_t)(object_end - bound)) &&
          !name_set_has(s->constants, bound, (size_t)(object_end - bound))))
        return 0; /* numbers and ALL_CAPS constants are fine, unless a const int of a run-time value */
    if (strncmp(bound, "sizeof", 6) == 0 || name_set_has(s->constants, bound, (size_t)(object_end - bound)))
        return 0;
    /* a macro: the tree's #define (libarchive's "#define\tc_header_size 110"), or the CRT's
     * reserved _UPPER name (_MAX_FNAME, _MAX_PATH of <stdlib.h>) */
    if (c_define_file(s->tree, bound, (size_t)(object_end - bound)))
        return 0;
    int reserved = bound[0] == '_' && isupper((unsigned char)bound[1]);
    for (const char *q = bound; reserved && q < object_end; ++q)
        reserved = !islower((unsigned char)*q);
    if (reserved)
        return 0;
    if (s->family.cplusplus && (size_t)(object_end - bound) < 128) { /* a constant of another header (C++) */
        char name[128];
        memcpy(name, bound, (size_t)(object_end - bound));
        name[object_end - bound] = '\0';
        if (wg_strlist_sorted_has(s->tree->header_constants, s->tree->header_constant_count, name))
            return 0;
    }
    if (bound[0] == 'k' && isupper((unsigned char)bound[1]))
        return 0; /* kName: a constant by the common naming convention */
    if (namespaced_macro_name(bound, (size_t)(p - bound)))
        return 0;
    while (*p == ' ')
        ++p;
    if (*p != ']' || !strchr(p, ';'))
        return 0;
    /* g++ takes a brace initializer on a VLA (gcc's C does not): "char buffer[n] = { 0 };" in
     * HighFive's header, C2131 on cl.exe */
    return !strchr(p, '=') || (s->family.cplusplus && vla_brace_initializer(p + 1));
}


static const char *const vla_scalar_words[] = {"int", "size_t", "long", "unsigned", "short", "int64_t", "int32_t", "uint32_t",
                                                "uint64_t", "ptrdiff_t", NULL};

/* Whether the n characters at w are one of the words above. */
static int vla_scalar_word(const char *w, size_t n)
{
    for (size_t i = 0; vla_scalar_words[i]; ++i)
        if (strlen(vla_scalar_words[i]) == n && strncmp(w, vla_scalar_words[i], n) == 0)
            return 1;
    return 0;
}

/* Whether name (n bytes) is declared, on one of the lines before number in its function (not past
 * the '}' in the first column that closes the previous one), as a variable of an integer type
 * other than const: "int xdiv = 3;", "int m = 40;", a parameter "(size_t n". */
static int c_integer_variable_before(const scan_state *s, long number, const char *name, size_t n)
{
    const wg_tree_file *f = s->file;
    const char *at = f->text;
    for (long k = 1; k < number && at; ++k) /* the start of line number */
        at = memchr(at, '\n', f->length - (size_t)(at - f->text)), at = at ? at + 1 : NULL;
    for (long k = 0; at && at > f->text && k < 300; ++k) {
        const char *end = at - 1, *start = end;
        while (start > f->text && start[-1] != '\n')
            --start;
        for (const char *p = start; p + n <= end; ++p) {
            if (strncmp(p, name, n) != 0 || (p > start && is_name(p[-1])) || is_name(p[n]))
                continue;
            const char *after = p + n;
            while (after < end && (*after == ' ' || *after == '\t'))
                ++after;
            if (after < end && !strchr("=;,)", *after))
                continue;
            const char *b = p;
            while (b > start && (b[-1] == ' ' || b[-1] == '\t'))
                --b;
            const char *w = b;
            while (w > start && is_name(w[-1]))
                --w;
            const char *c = w;
            while (c > start && (c[-1] == ' ' || c[-1] == '\t'))
                --c;
            int qualified = c - start >= 5 && strncmp(c - 5, "const", 5) == 0;
#ifndef WG_SCAN_VLA_CONST_LOCAL_OFF
            /* In C a const integer is no constant expression either: a const parameter holds a
             * run-time value, and "const int n = 4;" bounds a VLA all the same (C2057). */
            qualified = 0;
#endif
            if (w < b && vla_scalar_word(w, (size_t)(b - w)) && !qualified)
                return 1;
        }
        if (*start == '}')
            return 0;
        at = start;
    }
    return 0;
}

/* Whether the n characters at w are a word that continues a C type (unsigned char, long long). */
static int vla_type_word(const char *w, size_t n)
{
    static const char *const words[] = {"char", "short", "int", "long", "signed", "unsigned", NULL};
    for (size_t i = 0; words[i]; ++i)
        if (strlen(words[i]) == n && strncmp(w, words[i], n) == 0)
            return 1;
    return 0;
}

/* Whether the n characters at w name a macro constant: one the tree #defines, or an ALL_CAPS
 * name (the convention for one a header outside the tree defines). Not where it is the bound's
 * only name: a bound needs a variable to be a VLA. */
static int bound_constant_name(const scan_state *s, const char *w, size_t n)
{
#ifdef WG_SCAN_VLA_MACRO_TERM_OFF
    (void)s, (void)w, (void)n;
    return 0;
#else
    if (isdigit((unsigned char)*w))
        return 0;
    if (c_define_file(s->tree, w, n))
        return 1;
    int upper = 0;
    for (size_t i = 0; i < n; ++i) {
        if (islower((unsigned char)w[i]))
            return 0;
        upper |= isupper((unsigned char)w[i]);
    }
    return upper && n > 1;
#endif
}

/* Whether a bound's name that is neither an integer variable of the function nor a constant the
 * scan knows (a macro of a header outside the tree in mixed case: crypto_box_ZEROBYTES) may stand
 * beside one: a term added to or multiplied by a run-time variable leaves the bound run-time
 * whatever it is, so the variable alone decides (names counts them; none, no finding). */
static int unknown_term_allowed(void)
{
#ifdef WG_SCAN_VLA_UNKNOWN_TERM_OFF
    return 0;
#else
    return 1;
#endif
}

/* A call among a C bound's terms, the name at w (n characters) and *end past it: a lower-case
 * function's value is a run-time bound (ADIOS2's "char fullPath[strlen(owner->m_Path) + 4 +
 * strlen(attrName)]", C2057 on cl.exe), sizeof/offsetof/_Alignof/_countof a constant one. Moves
 * *end past the closing parenthesis. Returns 2 for a run-time call, 1 for a constant one, 0 for
 * no call (or a macro the tree defines, left to the other terms' reading), -1 for a call whose
 * parentheses do not close on the line. */
static int c_bound_call(const scan_state *s, const char *w, size_t n, const char **end)
{
    static const char *const constant[] = {"sizeof", "offsetof", "_Alignof", "alignof", "_countof", NULL};
    const char *open = *end;
    while (*open == ' ' || *open == '\t')
        ++open;
    if (!n || *open != '(' || !(islower((unsigned char)*w) || *w == '_') || c_define_file(s->tree, w, n))
        return 0;
    int depth = 0;
    const char *q = open;
    for (; *q; ++q) {
        depth += *q == '(', depth -= *q == ')';
        if (!depth)
            break;
    }
    if (!*q)
        return -1;
    *end = q + 1;
    for (size_t i = 0; constant[i]; ++i)
        if (strlen(constant[i]) == n && strncmp(w, constant[i], n) == 0)
            return 1;
    return 2;
}

/* C: "Type name[bound]" at block scope whose bound is an expression of integer variables the
 * function declares (Cell grid[xdiv * ydiv], int a[m * m * m][3]): a variable-length array,
 * C99 that cl.exe never implemented (C2057). Only where every name of the bound is such a
 * variable or a run-time call (c_bound_call: strlen(name) + 1); a macro's or an enum's name
 * leaves it alone. */
/* Whether "TYPE name[...]" is an operand behind a cast macro, not a declaration: TYPE is an
 * ALL_CAPS word and a ')' follows the ']' (MapServer's "BAD_CAST tokensCode[i]);", libxml2's
 * (xmlChar *) cast, in a call's argument list). after: just past the ']'. */
static int cast_macro_operand(const char *type, const char *after)
{
#ifdef WG_SCAN_VLA_CAST_MACRO_OFF
    (void)type, (void)after;
    return 0;
#else
    size_t n = 0, lower = 0;
    for (; is_name(type[n]); ++n)
        lower += islower((unsigned char)type[n]) != 0;
    while (*after == ' ' || *after == '\t')
        ++after;
    return n > 1 && !lower && *after == ')';
#endif
}

static int looks_like_c_vla_expression(const scan_state *s, const char *line, long number)
{
#ifdef WG_SCAN_VLA_EXPRESSION_OFF
    (void)s, (void)line, (void)number;
    return 0;
#else
    const char *p = line;
    while (*p == ' ' || *p == '\t')
        ++p;
    if (s->family.cplusplus || p == line || !strchr(p, ';') || strchr(p, '='))
        return 0;
    if (strncmp(p, "struct ", 7) == 0)
        p += 7;
    const char *type = p;
    while (is_name(*p))
        ++p;
    static const char *const not_types[] = {"return", "case", "else", "goto", "do", "sizeof", "const", "static", "extern", "typedef", NULL};
    if (word_in_list(type, (size_t)(p - type), not_types))
        return 0;
    if (p == type || isdigit((unsigned char)*type) || (*p != ' ' && *p != '\t'))
        return 0;
    while (*p == ' ' || *p == '\t')
        ++p;
    const char *name = p;
    while (is_name(*p))
        ++p;
#ifndef WG_SCAN_VLA_MACRO_TERM_OFF
    /* a type of two words: unsigned char buffer[...] */
    for (int words = 0; words < 2 && p > name && (*p == ' ' || *p == '\t') && vla_type_word(name, (size_t)(p - name)); ++words) {
        while (*p == ' ' || *p == '\t')
            ++p;
        name = p;
        while (is_name(*p))
            ++p;
    }
#endif
    if (p == name || *p != '[')
        return 0;
    int names = 0, operators = 0, unknown = 0;
    for (++p; *p && *p != ']'; ++p) {
        if (*p == ' ' || *p == '\t' || isdigit((unsigned char)*p))
            continue;
        if (strchr("*+-", *p)) {
            ++operators;
            continue;
        }
        const char *w = p;
        while (is_name(*p))
            ++p;
#ifndef WG_SCAN_VLA_CALL_BOUND_OFF
        int call = c_bound_call(s, w, (size_t)(p - w), &p);
        if (call < 0)
            return 0;
        if (call) {
            names += call == 2;
            --p;
            continue;
        }
#endif
        if (p != w && bound_constant_name(s, w, (size_t)(p - w))) {
            --p; /* a macro's constant beside the variables: TABLE_PREFIX + key_size */
            continue;
        }
        if (p == w)
            return 0;
        if (!c_integer_variable_before(s, number, w, (size_t)(p - w))) {
            if (!unknown_term_allowed())
                return 0;
            ++unknown, --p; /* a dependency's macro (libsodium's crypto_box_ZEROBYTES) beside a variable */
            continue;
        }
        ++names, --p;
    }
    if (*p == ']' && cast_macro_operand(type, p + 1))
        return 0;
    /* a single name bounding a scalar array is looks_like_vla's */
    return *p == ']' && names && (operators || unknown || !vla_scalar_word(type, (size_t)(strcspn(type, " \t"))));
#endif
}

/* C: sizeof(float[natoms][3]), sizeof(unsigned[natoms]): an array type whose bound is an integer
 * variable of the function is a variable-length array type, C99 that cl.exe's C never implemented
 * (C2057), though no array is declared (chemfiles' examples malloc'ed with it). Only after a
 * scalar type's keywords, which no object is named, so sizeof(buffer[i]) is no finding. */
static int sizeof_vla_type(const scan_state *s, const char *line, long number)
{
#ifdef WG_SCAN_VLA_SIZEOF_TYPE_OFF
    (void)s, (void)line, (void)number;
    return 0;
#else
    static const char *const scalars[] = {"float", "double", "char", "short", "int", "long", "signed", "unsigned", NULL};
    if (s->family.cplusplus)
        return 0;
    for (const char *p = strstr(line, "sizeof"); p; p = strstr(p + 6, "sizeof")) {
        const char *q = skip_blank(p + 6);
        if ((p > line && is_name(p[-1])) || *q != '(' || inside_literal(line, p))
            continue;
        q = skip_blank(q + 1);
        int words = 0;
        for (const char *w = q; is_name(*w); w = q = skip_blank(q), ++words) {
            while (is_name(*q))
                ++q;
            if (!word_in_list(w, (size_t)(q - w), scalars) && !vla_scalar_word(w, (size_t)(q - w))) {
                q = w;
                break;
            }
        }
        if (!words || *q != '[')
            continue;
        const char *bound = skip_blank(q + 1), *end = bound;
        while (is_name(*end))
            ++end;
        if (end > bound && !isdigit((unsigned char)*bound) && *skip_blank(end) == ']' &&
            c_integer_variable_before(s, number, bound, (size_t)(end - bound)))
            return 1;
    }
    return 0;
#endif
}

/* A local declaration of name (n bytes) on one of the lines before number in its function (not past
 * the '}' in the first column that closes the previous one): "T name = init", "T name;" or a
 * parameter "(T name)", a word or '*', '&', '>' before the name and no keyword. Returns 1 with
 * *init at the initializer (NULL: none) and *qualified where const or constexpr comes first on
 * that line; 0 where none is found. */
static int local_declaration_before(const scan_state *s, long number, const char *name, size_t n, const char **init,
                                    int *qualified)
{
    static const char *const not_types[] = {"return", "case", "else", "goto", "throw", "delete", "new", "sizeof",
                                            "co_return", "co_yield", "and", "or", "not", NULL};
    const wg_tree_file *f = s->file;
    const char *at = f->text;
    for (long k = 1; k < number && at; ++k) /* the start of line number */
        at = memchr(at, '\n', f->length - (size_t)(at - f->text)), at = at ? at + 1 : NULL;
    for (long k = 0; at && at > f->text && k < 300; ++k) {
        const char *end = at - 1, *start = end;
        while (start > f->text && start[-1] != '\n')
            --start;
        for (const char *p = start; p + n <= end; ++p) {
            if (strncmp(p, name, n) != 0 || (p > start && is_name(p[-1])) || is_name(p[n]))
                continue;
            const char *after = p + n;
            while (after < end && (*after == ' ' || *after == '\t'))
                ++after;
            if (after >= end || !strchr("=;,)", *after) || (after[0] == '=' && after[1] == '='))
                continue;
            const char *b = p;
            while (b > start && (b[-1] == ' ' || b[-1] == '\t'))
                --b;
            const char *w = b;
            while (w > start && is_name(w[-1]))
                --w;
            if (!(w < b || (b > start && strchr("*&>", b[-1]))) || word_in_list(w, (size_t)(b - w), not_types))
                continue;
            const char *c = find_word(start, "const"), *ce = find_word(start, "constexpr");
            *qualified = (c && c <= w) || (ce && ce <= w); /* "auto const name": the word before is const */
            *init = *after == '=' ? after + 1 : NULL;
            return 1;
        }
        if (*start == '}')
            return 0;
        at = start;
    }
    return 0;
}

/* Whether the declaration whose initializer starts at init is "static const": in a class a static
 * const member's initializer is a constant expression (bgfx's "static const uint32_t numFonts =
 * BX_COUNTOF(s_fontFilePath);"), and a function's static const is left alone with it. */
static int static_const_at(const char *text, const char *init)
{
    const char *start = init;
    while (start > text && start[-1] != '\n')
        --start;
    const char *st = find_word(start, "static");
    return st && st < init;
}

/* Whether every call in the initializer (length bytes) is an ALL_CAPS macro's or sizeof's and no
 * member is read: a constant however run_time_initializer reads its parentheses. */
static int macro_calls_only(const char *init, size_t length)
{
    for (size_t k = 0; k < length; ++k) {
        if (init[k] == '.' || (init[k] == '-' && init[k + 1] == '>'))
            return 0;
        if (init[k] != '(')
            continue;
        size_t b = k;
        while (b > 0 && (init[b - 1] == ' ' || init[b - 1] == '\t'))
            --b;
        size_t w = b;
        int lower = 0;
        while (w > 0 && is_name(init[w - 1]))
            lower |= islower((unsigned char)init[--w]);
        if (w < b && lower && !(b - w == 6 && strncmp(init + w, "sizeof", 6) == 0))
            return 0;
    }
    return 1;
}

/* Whether the local named (n bytes) before line number holds a run-time value in C++: a variable,
 * or a parameter, not const; or a const whose initializer calls, reads a member, or names such a
 * local itself (conduit's "const index_t dim_count = mesh_3d ? 3 : 2;", mesh_3d read from a
 * node). depth bounds that chain. */
static int run_time_local(const scan_state *s, long number, const char *name, size_t n, int depth)
{
    const char *init;
    int qualified;
    if (!local_declaration_before(s, number, name, n, &init, &qualified))
        return 0;
    /* A name the file holds for a constant (an enumerator, a template parameter: pugixml's
     * bufcapacity, spirv-tools' small_size) whose nearest declaration is a plain variable: that one
     * is another scope's. collect_constants also takes any const of a plain initializer, so a
     * const's initializer is read below all the same (conduit's dim_count). */
    if (!qualified)
        return !name_set_has(s->constants, name, n);
    if (!init || static_const_at(s->file->text, init))
        return 0; /* a const parameter is run-time too, but "const T name;" may be an extern's */
    size_t length = strcspn(init, ";\n");
    if (run_time_initializer(init, length, 0) && !macro_calls_only(init, length))
        return 1;
    for (const char *p = init; depth > 0 && p < init + length; ++p) {
        if (!(islower((unsigned char)*p) || *p == '_') || (p > init && (is_name(p[-1]) || p[-1] == '.' || p[-1] == ':')))
            continue;
        const char *e = p;
        while (is_name(*e))
            ++e;
        if (e - p == 6 && strncmp(p, "sizeof", 6) == 0 && *skip_blank(e) == '(') {
            const char *close = strchr(e, ')'); /* sizeof(v) reads no value of v */
            p = close && close < init + length ? close : e - 1;
            continue;
        }
        if (!(e - p == 4 && strncmp(p, "true", 4) == 0) && !(e - p == 5 && strncmp(p, "false", 5) == 0) &&
            run_time_local(s, number, p, (size_t)(e - p), depth - 1))
            return 1;
        p = e - 1;
    }
    return 0;
}

/* C++: "Type name[bound];" at block scope, Type a class or a namespace's type (conduit's
 * "conduit::float64_array dom_dim_coords[dim_count];"), whose bound is a local holding a run-time
 * value (run_time_local): an array of run-time length, which g++ takes as a VLA and cl.exe
 * rejects (C2131). The scalar types' arrays are looks_like_vla's. */
static int cxx_local_bound_vla(const scan_state *s, const char *line, long number)
{
#ifdef WG_SCAN_VLA_LOCAL_BOUND_OFF
    (void)s, (void)line, (void)number;
    return 0;
#else
    static const char *const not_types[] = {"return", "case", "else", "goto", "delete", "throw", "sizeof", "typedef",
                                            "co_return", "co_yield", "co_await", "using", "new", NULL};
    const char *p = line;
    while (*p == ' ' || *p == '\t')
        ++p;
    if (!s->family.cplusplus || p == line || !is_name(*p) || isdigit((unsigned char)*p))
        return 0;
    const char *type = p;
    while (is_name(*p) || (p[0] == ':' && p[1] == ':' && is_name(p[2])))
        p += *p == ':' ? 2 : 1;
    if (word_in_list(type, (size_t)(p - type), not_types) || (*p != ' ' && *p != '\t'))
        return 0;
    static const char *const scalars[] = {"int", "float", "double", "char", "size_t", "long", "unsigned", "short",
                                          "bool", "int64_t", "int32_t", "uint8_t", "uint32_t", "uint64_t", NULL};
    if (word_in_list(type, (size_t)(p - type), scalars))
        return 0; /* looks_like_vla's, which knows the project's constexpr macros and static members */
#ifndef WG_SCAN_VLA_TEMPLATE_TYPE_OFF
    /* an array of a template's type parameter is dependent: cl.exe rejects its run-time bound only
     * where the template is instantiated (SatDump's dvb-s2 LDPC decoders, "TYPE mags[cnt];" in SIMD
     * variants its MSVC build never instantiates), which a static read cannot know */
    if (name_set_has(s->template_types, type, (size_t)(p - type)))
        return 0;
#endif
    const char *name = skip_blank(p);
    for (p = name; is_name(*p);)
        ++p;
    if (p == name || *p != '[')
        return 0;
    const char *bound = skip_blank(p + 1), *end = bound;
    while (is_name(*end))
        ++end;
    if (end == bound || !(islower((unsigned char)*bound) || *bound == '_') || *skip_blank(end) != ']' ||
        *skip_blank(skip_blank(end) + 1) != ';')
        return 0;
    return run_time_local(s, number, bound, (size_t)(end - bound), 2);
#endif
}

/* The head of the class whose body the '{' at open starts: "template <...> struct|class X..."
 * gives X in name (1); a class that is no template, 0; no class head (a function's, a
 * namespace's body), -1. */
static const char *skip_white(const char *p)
{
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r')
        ++p;
    return p;
}

static int class_template_head(const char *code, const char *open, char *name, size_t size)
{
    const char *h = open;
    while (h > code && h[-1] != ';' && h[-1] != '}' && h[-1] != '{')
        --h;
    h = skip_white(h);
    const char *key = NULL;
    for (const char *q = h; q < open && !key; ++q)
        if ((strncmp(q, "struct", 6) == 0 || strncmp(q, "class", 5) == 0) && (q == h || !is_name(q[-1])) &&
            !is_name(q[*q == 's' ? 6 : 5]))
            key = q;
    if (!key || memchr(h, '(', (size_t)(key - h)) || strncmp(key - (key - h >= 5 ? 5 : 0), "enum ", 5) == 0)
        return -1;
    if (strncmp(h, "template", 8) != 0 || is_name(h[8]))
        return 0;
    const char *w = skip_white(key + (*key == 's' ? 6 : 5)), *e = w;
    while (e < open && is_name(*e))
        ++e;
    if (e == w || (size_t)(e - w) >= size)
        return 0;
    memcpy(name, w, (size_t)(e - w));
    name[e - w] = '\0';
    return 1;
}

/* Whether some source of the tree names the class template name other than in a class head
 * ("struct name" / "class name": its definitions, partial specializations, declarations): a
 * use that may instantiate it. */
static int class_template_named(const wg_tree *t, const char *name)
{
    size_t n = strlen(name);
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || !f->text)
            continue;
        for (const char *p = strstr(f->text, name); p; p = strstr(p + n, name)) {
            if ((p > f->text && is_name(p[-1])) || is_name(p[n]))
                continue;
            const char *b = p;
            while (b > f->text && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '\n' || b[-1] == '\r'))
                --b;
            int head = (b - f->text >= 6 && strncmp(b - 6, "struct", 6) == 0) || (b - f->text >= 5 && strncmp(b - 5, "class", 5) == 0);
            if (!head)
                return 1;
        }
    }
    return 0;
}

/* A VLA in a member of a class template that no source of the tree names outside its class
 * heads (SatDump's dvb-s2 LDPC MinSumAlgorithm specializations, "float mags[cnt];" in finalp()):
 * cl.exe without /permissive- (C++17 and before) compiles a template's body only where it is
 * instantiated, and nothing instantiates it. The template's name in *name. The scan cannot know
 * every instantiation (a macro may form the name), so the finding is set apart, not dropped. */
static int vla_in_unnamed_class_template(const scan_state *s, long number, char *name, size_t size)
{
#ifdef WG_SCAN_VLA_UNNAMED_TEMPLATE_OFF
    (void)s, (void)number, (void)name, (void)size;
    return 0;
#else
    const wg_tree *t = s->tree;
    if (!s->family.cplusplus || t->permissive || t->cxx_standard >= 20 || !s->file->text)
        return 0;
    char *code = wg_code_text(s->file->text, strlen(s->file->text));
    if (!code)
        return 0;
    const char *p = code;
    for (long l = 1; *p && l < number; ++p)
        l += *p == '\n';
    int found = -1, depth = 0;
    while (found < 0 && p > code) {
        --p;
        if (*p == '}')
            ++depth;
        else if (*p == '{' && depth)
            --depth;
        else if (*p == '{')
            found = class_template_head(code, p, name, size);
    }
    free(code);
    return found == 1 && !class_template_named(t, name);
#endif
}

/* Whether the file declares name (n bytes) as a run-time sized standard container: the word
 * after a std::vector<...>, deque, list, map, set (unordered too) or a std::string, through
 * const, & and * ("const std::vector<MainOption>& mainOptions"). std::array, whose size() is a
 * constant expression, is none. */
static int declared_container(const wg_tree_file *f, const char *name, size_t n)
{
    static const char *const containers[] = {"vector", "deque", "list", "map", "set", "multimap", "multiset",
                                             "unordered_map", "unordered_set", "string", "wstring", NULL};
    for (const char *p = strstr(f->text, "std::"); p; p = strstr(p + 5, "std::")) {
        const char *w = p + 5, *e = w;
        while (is_name(*e))
            ++e;
        size_t i = 0;
        while (containers[i] && !(strlen(containers[i]) == (size_t)(e - w) && strncmp(w, containers[i], (size_t)(e - w)) == 0))
            ++i;
        if (!containers[i])
            continue;
        if (*e == '<') { /* to the matching '>' on this line */
            for (int depth = 0; *e && *e != '\n'; ++e) {
                if (*e == '<') {
                    ++depth;
                } else if (*e == '>' && --depth == 0) {
                    ++e;
                    break;
                }
            }
        }
        while (*e == ' ' || *e == '\t' || *e == '&' || *e == '*' || strncmp(e, "const ", 6) == 0)
            e += strncmp(e, "const ", 6) == 0 ? 6 : 1;
        if (strncmp(e, name, n) == 0 && !is_name(e[n]))
            return 1;
    }
    return 0;
}

/* C++ (or C): "Type name[object.size()];" at block scope whose object is a std::vector, std::string
 * or another run-time sized container the file declares (souffle's option longNames[mainOptions.size()]):
 * a variable-length array, which g++ takes and cl.exe rejects (C2131). */
static int container_size_vla(const scan_state *s, const char *line)
{
#ifdef WG_SCAN_VLA_CONTAINER_SIZE_OFF
    (void)s, (void)line;
    return 0;
#else
    const char *p = line;
    while (*p == ' ' || *p == '\t')
        ++p;
    if (p == line || !is_name(*p) || isdigit((unsigned char)*p))
        return 0;
    const char *type = p;
    while (is_name(*p))
        ++p;
    static const char *const not_types[] = {"return", "case", "else", "goto", "delete", "throw", "sizeof", "static", "const", NULL};
    if (word_in_list(type, (size_t)(p - type), not_types))
        return 0;
    if (*p != ' ' && *p != '\t')
        return 0;
    while (*p == ' ' || *p == '\t')
        ++p;
    const char *name = p;
    while (is_name(*p))
        ++p;
    if (p == name || *p++ != '[')
        return 0;
    p = skip_blank(p);
    const char *object = p;
    while (is_name(*p))
        ++p;
    size_t n = (size_t)(p - object);
    if (!n || isdigit((unsigned char)*object))
        return 0;
    if (*p == '.')
        ++p;
    else if (p[0] == '-' && p[1] == '>')
        p += 2;
    else
        return 0;
    if (strncmp(p, "size()", 6) == 0)
        p += 6;
    else if (strncmp(p, "length()", 8) == 0)
        p += 8;
    else
        return 0;
    p = skip_blank(p);
    if (*p != ']' || *skip_blank(p + 1) != ';')
        return 0;
    return declared_container(s->file, object, n);
#endif
}

static const char *c_define_file(const wg_tree *t, const char *name, size_t n);

/* "({" is everywhere in C++ as a braced argument, f({1, 2}), and only rarely the GNU statement
 * expression ({ int t = x; t * t; }) that MSVC rejects. The difference is a ';' at the top
 * level of the braces, so each "({" is followed (across lines, skipping literals) to its
 * matching '}' before it is reported; a lambda's ';' inside it sits one level deeper. */
static void track_statement_expressions(scan_state *s, const char *line, long number)
{
    for (const char *p = line; *p; ++p) {
        if (*p == '\'' && is_digit_separator(line, p))
            continue;
        if (*p == '"' || *p == '\'') { /* skip a string or character literal */
            p = skip_literal(p);
            if (!*p)
                break;
            continue;
        }
        if (!s->braced_line) {
            if (*p == '(') {
                const char *q = p + 1;
                while (*q == ' ' || *q == '\t')
                    ++q;
                /* MACRO({ stmt; }) or MACRO(({ ... })): a block handed to a function-like macro
                 * (a test's ASSERT_DEATH, a host-only wrapper), which places it as a statement. */
                const char *m = p;
                while (m > line && m[-1] == '(')
                    --m;
                const char *name_end = m;
                while (m > line && (isupper((unsigned char)m[-1]) || isdigit((unsigned char)m[-1]) || m[-1] == '_'))
                    --m;
                int macro_argument = name_end - m >= 3 && !(m > line && is_name(m[-1]));
                /* a function-like macro of any case the tree #defines (yyjson's
                 * yyjson_mut_val_one({ ... }), which places its argument as statements) */
                const char *w = name_end;
                while (w > line && is_name(w[-1]))
                    --w;
                if (!macro_argument && name_end - w >= 3 && !isdigit((unsigned char)*w) &&
                    c_define_file(s->tree, w, (size_t)(name_end - w)))
                    macro_argument = 1;
                if (*q == '{' && !macro_argument) {
                    s->braced_line = number;
                    s->braced_depth = 1;
                    s->braced_statement = 0;
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
            if (s->braced_statement)
                report(s, s->braced_line, "SCAN_GCC_EXTENSION", "GNU statement expression ({ ...; })");
            s->braced_line = 0;
        }
    }
}


/* ---- the preprocessor as MSVC x64 sees it ----------------------------------------------------- */

typedef struct pp_macro {
    char name[96];
    int state;          /* WG_ON (defined), WG_OFF (undefined), WG_MAYBE, or PP_LEFT_UNDEFINED */
    char value[64];
} pp_macro;

/* A macro state for a name the headers a file has included #define only on lines MSVC skips,
 * where the file knew nothing of it: not defined by them, so where they alone #define it in the
 * tree, undefined (leptonica's HAVE_FMEMOPEN, which only environ.h #defines, and not for
 * _MSC_VER); the build's definitions still count. */
enum { PP_LEFT_UNDEFINED = 4 };

/* A macro state for a name an included header may #define (under a condition the model cannot
 * decide, or the whole header included under one), where the file knew nothing of it: looked up
 * as an unknown name, but it keeps a unit's closed reach from deciding it undefined (pp_lookup). */
enum { PP_IMPORTED_MAYBE = 5 };

typedef struct pp_frame {
    int parent_state;
    const char *parent_reason;
    int taken;
    long line;
    const char *condition;
    const char *guard; /* #ifndef X or #if !defined(X): X (not NUL-ended), else NULL */
    size_t guard_n;
    int defines_guard; /* the block's first branch #defines X at its own depth */
    int branched;      /* an #elif or #else follows that branch */
} pp_frame;

typedef struct pp_file {
    wg_tree *tree;
    wg_tree_file *file;
    pp_macro *macros;
    size_t count, capacity;
    int cplusplus;
    int language; /* PP_C, PP_CXX, PP_CUDA, PP_HEADER */
    size_t *slots;      /* a hash index of macros (index + 1, 0 empty), slot_count a power of two */
    size_t slot_count;
    char **skipped;     /* names the file #defines only on lines MSVC skips, so far */
    size_t skipped_count, skipped_capacity;
    int reach_open;     /* an #include read so far whose macros are not all known here (pp_lookup) */
} pp_file;

enum { PP_C, PP_CXX, PP_CUDA, PP_HEADER };

/* Fixed by MSVC for x64: defined (with a value) or known not to be defined. */
static const char *const msvc_defined[][2] = {
    {"_WIN32", "1"}, {"_WIN64", "1"}, {"_MSC_VER", "1940"}, {"_MSC_FULL_VER", "194033811"}, {"_M_X64", "100"},
    {"_M_AMD64", "100"}, {"_MSC_EXTENSIONS", "1"}, {"_INTEGRAL_MAX_BITS", "64"},
    /* a counter cl.exe has had since VS 2003 (tvision's #ifndef __COUNTER__ fallback is not MSVC's branch) */
    {"__COUNTER__", "0"}, {NULL, NULL}};
static const char *const msvc_undefined[] = {
    "__APPLE__", "__MACH__", "__linux__", "__linux", "linux", "__gnu_linux__", "__GNUC__", "__GNUG__",
    "__GNUC_MINOR__", "__GNUC_PATCHLEVEL__", "__clang__", "__clang_major__", "__clang_minor__", "__llvm__",
    "__unix__", "__unix", "unix", "__MINGW32__", "__MINGW64__", "__CYGWIN__", "__FreeBSD__", "__OpenBSD__",
    "__NetBSD__", "__DragonFly__", "__ANDROID__", "__EMSCRIPTEN__", "__x86_64__", "__x86_64", "__amd64__",
    "__amd64", "__i386__", "__i386", "_M_IX86", "_M_IA64", "_M_ARM", "_M_ARM64", "_M_ARM64EC", "_M_ARMT",
    "__INTEL_COMPILER", "__INTEL_LLVM_COMPILER", "__NVCOMPILER", "__PGI", "__IBMC__", "__IBMCPP__", "__xlC__",
    "__ibmxl__", "__open_xl__", "__SUNPRO_C", "__SUNPRO_CC", "__sun", "__sun__", "_AIX", "__HAIKU__",
    "__QNX__", "__Fuchsia__", "__wasm__", "__wasm32__", "__wasm64__", "__ELF__", "__LP64__", "_LP64",
    "__ILP32__", "__SIZEOF_INT128__", "__SIZEOF_POINTER__", "__SIZEOF_LONG__", "__BYTE_ORDER__",
    "__ORDER_LITTLE_ENDIAN__", "__ORDER_BIG_ENDIAN__", "__FLOAT_WORD_ORDER__", "__OPTIMIZE__",
    "__FAST_MATH__", "__GLIBC__", "__GLIBC_MINOR__", "__GLIBCXX__", "__GLIBCPP__", "_LIBCPP_VERSION",
    "__UCLIBC__", "__BIONIC__", "__MUSL__", "__SSE__", "__SSE2__", "__SSE3__", "__SSSE3__", "__SSE4_1__",
    "__SSE4_2__", "__FMA__", "__F16C__", "__BMI__", "__BMI2__", "__POPCNT__", "__LZCNT__", "__MMX__",
    "__MMA__", "__VXE__", "__VXE2__", "__VEC__", "__ALTIVEC__", "__VSX__", "__s390x__", "__s390__",
    "__mips__", "__mips", "__loongarch64", "__loongarch__", "__sparc__", "__sparc", "__ia64__", "__hppa__",
    "__m68k__", "__sh__", "__alpha__", "__e2k__", "__ve__", "__VE__", "__HIP__", "__HIPCC__",
    "__HIP_PLATFORM_AMD__", "__HIP_PLATFORM_HCC__", "__HIP_PLATFORM_NVIDIA__", "__HIP_PLATFORM_NVCC__",
    "__HIP_DEVICE_COMPILE__", "__HIPCC_RTC__", "__SYCL_DEVICE_ONLY__", "__OPENCL_VERSION__", "__AMDGCN__",
    "__NVPTX__", "__CUDACC_RTC__", "__CUDA__", "__vxworks", "__OS400__", "__MVS__", "__CHERI__",
    /* C++/CX's: cl.exe defines it under /ZW only, a Windows Store component's switch that no
     * desktop x64 configure passes (Fast-DDS's "#if defined(__cplusplus_winrt) ... #elif
     * defined(_WIN32)") */
    "__cplusplus_winrt",
    /* Clang's feature probes: cl.exe has __has_include and __has_cpp_attribute, not these, so
     * "#if defined(__has_feature)" is off (aws-lc's base.h tests sanitizers under it; its
     * OPENSSL_NO_ASM, #defined there only, stays undefined) */
    "__has_feature", "__has_extension",
    /* Google Native Client's (NaCl, PNaCl) and Apple Clang's own: never a desktop cl.exe's
     * (Crypto++'s config_asm.h "#if defined(__native_client__) #define CRYPTOPP_DISABLE_ASM") */
    "__native_client__", "__pnacl__", "__apple_build_version__",
#ifndef WG_SCAN_MSVC_UNDEFINED_AMIGA_OFF
    /* AmigaOS's and MorphOS's compilers' (mozjpeg's md5.h includes <machine/endian.h> under
     * __amigaos4__: no header cl.exe reads, nor one whose names it may declare) */
    "__amigaos4__", "__amigaos__", "__AMIGA__", "__MORPHOS__",
#endif
    NULL};

/* Families of names no MSVC x64 compile defines: other architectures' feature macros (Arm,
 * RISC-V, POWER, s390, LoongArch), other platforms' and compilers' (HIP/ROCm included). */
static const char *const msvc_undefined_prefixes[] = {
    "__ARM_", "__arm", "__aarch64", "__AARCH64", "__riscv", "__RISCV", "__POWER", "__powerpc", "__ppc", "__PPC",
    "_ARCH_PWR", "_ARCH_PPC", "__ALTIVEC", "__VSX", "__s390", "__zarch", "__mips", "__MIPS", "__loongarch",
    "__LOONGARCH", "__HIP_", "__hip", "__ROCM", "__AMDGCN", "__gfx", "__wasm", "__GNUC_", "__clang_",
    "__APPLE_", "__ENVIRONMENT_", "__MAC_OS", "__IPHONE_", "TARGET_OS_", "__LINUX", "__FreeBSD", "__NetBSD",
    "__SIZEOF_", "__GCC_", "__GXX_", "__INTEL_", "_LIBCPP_", "__GLIBC", "_GLIBCXX_",
#ifndef WG_SCAN_MINGW_PREFIX_OFF
    /* MinGW's family, the reserved names its compilers and headers define (__MINGW32CE__ of
     * CeGCC, __MINGW64_VERSION_MAJOR): cl.exe defines none, so "#if !defined(__MINGW32CE__)"
     * is taken (fixture mingw_family_undefined) */
    "__MINGW", "__CYGWIN",
#endif
    NULL};

/* Whether MSVC x64 leaves name undefined (the list, the families). */
static int msvc_never_defines(const char *name, size_t n)
{
    for (size_t i = 0; msvc_undefined[i]; ++i)
        if (strlen(msvc_undefined[i]) == n && strncmp(msvc_undefined[i], name, n) == 0)
            return 1;
    for (size_t i = 0; msvc_undefined_prefixes[i]; ++i) {
        size_t m = strlen(msvc_undefined_prefixes[i]);
        if (n >= m && strncmp(msvc_undefined_prefixes[i], name, m) == 0)
            return 1;
    }
    return 0;
}

int wg_msvc_never_defines(const char *name, size_t n)
{
    return msvc_never_defines(name, n);
}

static size_t pp_hash(const char *name, size_t n)
{
    size_t h = 2166136261u;
    for (size_t i = 0; i < n; ++i)
        h = (h ^ (unsigned char)name[i]) * 16777619u;
    return h;
}

/* The macro's slot in the hash index: where it sits, or the empty slot where it would go. */
static size_t *pp_slot(pp_file *p, const char *name, size_t n)
{
    size_t mask = p->slot_count - 1;
    for (size_t k = pp_hash(name, n) & mask;; k = (k + 1) & mask) {
        size_t i = p->slots[k];
        if (!i || (strlen(p->macros[i - 1].name) == n && strncmp(p->macros[i - 1].name, name, n) == 0))
            return &p->slots[k];
    }
}

static pp_macro *pp_find(pp_file *p, const char *name, size_t n)
{
    if (!p->slot_count)
        return NULL;
    size_t i = *pp_slot(p, name, n);
    return i ? &p->macros[i - 1] : NULL;
}

/* Room for one more macro in the hash index (kept at most half full): 0, or -1 out of memory. */
static int pp_index_room(pp_file *p)
{
    if (2 * (p->count + 1) <= p->slot_count)
        return 0;
    size_t count = p->slot_count ? 2 * p->slot_count : 64, *slots = calloc(count, sizeof *slots);
    if (!slots)
        return -1;
    free(p->slots);
    p->slots = slots, p->slot_count = count;
    for (size_t i = 0; i < p->count; ++i)
        *pp_slot(p, p->macros[i].name, strlen(p->macros[i].name)) = i + 1;
    return 0;
}

static void pp_set(pp_file *p, const char *name, size_t n, int state, const char *value, size_t vn)
{
    if (n >= sizeof p->macros[0].name)
        return;
    pp_macro *m = pp_find(p, name, n);
    if (!m) {
        pp_macro *macros = wg_grow(p->macros, &p->capacity, p->count + 1, sizeof *macros);
        if (macros)
            p->macros = macros;
        if (!macros || pp_index_room(p) != 0) {
            p->tree->failed = 1;
            return;
        }
        *pp_slot(p, name, n) = p->count + 1;
        m = &p->macros[p->count++];
        memcpy(m->name, name, n);
        m->name[n] = '\0';
    }
    m->state = state;
    if (vn >= sizeof m->value)
        vn = 0, state = WG_MAYBE;
    memcpy(m->value, value ? value : "", value ? vn : 0);
    m->value[value ? vn : 0] = '\0';
}

/* Whether a macro is defined on the MSVC path: WG_ON (value in *value, may be ""), WG_OFF or
 * WG_MAYBE. A name that nothing in the tree or its build defines is not defined, except the
 * reserved ones (__X, _X), which come from compilers and system headers the model does not know. */
/* c_defines ("NAME=file" per #define in the tree's sources): sorted by name, then file, and
 * collapsed to one entry per name ("NAME=*" where several files define it), so a lookup is a
 * binary search (a tree of thousands of headers has tens of thousands of #defines). */
static int compare_strings(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

void wg_strlist_sort(char **list, size_t count)
{
    if (count > 1)
        qsort(list, count, sizeof *list, compare_strings);
}

int wg_strlist_sorted_has(char *const *list, size_t count, const char *name)
{
    size_t lo = 0, hi = count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(list[mid], name);
        if (c == 0)
            return 1;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return 0;
}

static void collapse_c_defines(wg_tree *t)
{
    if (!t->c_defines_count)
        return;
    qsort(t->c_defines, t->c_defines_count, sizeof *t->c_defines, compare_strings);
    size_t kept = 0;
    for (size_t i = 0; i < t->c_defines_count; ++i) {
        char *e = t->c_defines[i];
        size_t n = strcspn(e, "=");
        char *last = kept ? t->c_defines[kept - 1] : NULL;
        if (last && strncmp(last, e, n) == 0 && last[n] == '=') {
            if (strcmp(last + n + 1, e + n + 1) != 0 && last[n + 1] != '*')
                last[n + 1] = '*', last[n + 2] = '\0';
            free(e);
            continue;
        }
        t->c_defines[kept++] = e;
    }
    t->c_defines_count = kept;
}

/* The file that alone #defines name ("*" for several), or NULL. */
static const char *c_define_file(const wg_tree *t, const char *name, size_t n)
{
    size_t lo = 0, hi = t->c_defines_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const char *e = t->c_defines[mid];
        int c = strncmp(e, name, n);
        if (c == 0) /* a longer name sorts by its next character against '=' (as strcmp sorted them) */
            c = (int)(unsigned char)e[n] - '=';
        if (c == 0)
            return e + n + 1;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

static unsigned sdk_macro_bit(const char *name, size_t n);

/* A translation unit's own compile definitions (set_source_files_properties(x.c PROPERTIES
 * COMPILE_DEFINITIONS NAME), set_property(SOURCE x.c APPEND PROPERTY COMPILE_DEFINITIONS NAME)):
 * WG_ON with *value set, WG_MAYBE where set only under an undecided condition, else WG_OFF. */
static int source_define(const wg_tree *t, const char *path, const char *name, size_t n, const char **value)
{
    size_t pn = strlen(path);
    for (size_t i = 0; i < t->source_defines_on_count; ++i) {
        const char *e = t->source_defines_on[i];
        if (strncmp(e, path, pn) == 0 && e[pn] == '\t' && strncmp(e + pn + 1, name, n) == 0 &&
            (e[pn + 1 + n] == '\0' || e[pn + 1 + n] == '=')) {
            *value = e[pn + 1 + n] ? e + pn + 2 + n : "1";
            return WG_ON;
        }
    }
    for (size_t i = 0; i < t->source_defines_any_count; ++i) {
        const char *e = t->source_defines_any[i];
        if (strncmp(e, path, pn) == 0 && e[pn] == '\t' && strncmp(e + pn + 1, name, n) == 0 && e[pn + 1 + n] == '\0')
            return WG_MAYBE;
    }
    return WG_OFF;
}

/* Whether a translation unit has read, so far, only #includes whose macros it knows in full: each
 * resolved in the tree and preprocessed with every macro kept, or a system header named with <>
 * (the compiler's, the SDK's, a library's: none #defines a project's switch). Then a name some
 * project header #defines, which the unit's headers did not define, is undefined at this line:
 * OpenJPH's ojph_colour_sse.cpp tests OJPH_COMPILER_MSVC, which only ojph_arch.h #defines, and
 * includes no header that reaches it (C1083 on <x86intrin.h> in its #else). Not in a header
 * (its includers differ), nor where the build's own definitions are not all read: no evaluated
 * CMake, force-included headers; nor for a name several files #define, or one only a header no
 * #include names defines (the build may force it in, or generate its twin). */
static int unit_reach_closed(const pp_file *p, const char *defined_in)
{
    const char *base = strrchr(defined_in, '/');
    base = base ? base + 1 : defined_in;
    return p->language != PP_HEADER && !p->reach_open && p->tree->cmake_evaluated && !p->tree->forced_includes &&
           strcmp(defined_in, "*") != 0 && wg_strlist_sorted_has(p->tree->include_names, p->tree->include_name_count, base);
}

/* _MSVC_LANG: cl.exe defines it in every C++ compile (the standard /std: selects) and never in C.
 * Defined (ON) with a value left unknown (no digits: a comparison stays undecided) in a C++ unit or
 * a header only C++ reads (.hpp, .hh, .hxx, .ipp); maybe in a .h; off in C. Where it was unknown,
 * networkdirect.hpp's "#if defined(_MSVC_LANG) ... #elif __cplusplus < 201703L #error" left the
 * #elif, which MSVC never evaluates, on the path (yalantinglibs). WG_SCAN_MSVC_LANG_OFF: -1, the
 * tree decides, as before. */
static int msvc_lang_state(const pp_file *p)
{
#ifdef WG_SCAN_MSVC_LANG_OFF
    (void)p;
    return -1;
#else
    static const char *const cxx_headers[] = {".hpp", ".hh", ".hxx", ".ipp", NULL};
    if (!p->cplusplus)
        return WG_OFF;
    int cxx = p->language == PP_CXX;
    for (size_t i = 0; cxx_headers[i] && !cxx; ++i)
        cxx = ends_with(p->file->path, cxx_headers[i]);
    return cxx ? WG_ON : WG_MAYBE; /* a .h or .cu: its compiles may differ */
#endif
}

/* What cl.exe, CMake's default MSVC flags, the UCRT and the SDK decide about a name the tree does
 * not define itself; -1 where they say nothing (the tree's own definitions decide). */
static int pp_lookup_toolchain(const pp_file *p, const char *name, size_t n, int undefined_here, const char **value)
{
    for (size_t i = 0; msvc_defined[i][0]; ++i)
        if (strlen(msvc_defined[i][0]) == n && strncmp(msvc_defined[i][0], name, n) == 0) {
            *value = msvc_defined[i][1];
            return WG_ON;
        }
    if (n == 11 && strncmp(name, "__cplusplus", n) == 0)
        return p->cplusplus ? WG_MAYBE : WG_OFF; /* its value depends on /Zc:__cplusplus */
    if (n == 10 && strncmp(name, "_MSVC_LANG", n) == 0) {
        int state = msvc_lang_state(p);
        if (state >= 0)
            return state;
    }
#ifndef WG_SCAN_CXX_EXCEPTIONS_OFF
    /* C++ with exceptions on: cl.exe's _CPPUNWIND under /EHsc, which CMake's default C++ flags pass,
     * and the Microsoft STL's _HAS_EXCEPTIONS (<yvals_core.h>: 1 unless the build defines it 0).
     * expected-lite's "#if defined(__cpp_exceptions) || defined(__EXCEPTIONS) || (_HAS_EXCEPTIONS)"
     * otherwise left its <windows.h> branch undecided (BehaviorTree.CPP's min/max false alarms). */
    if (p->cplusplus && ((n == 15 && strncmp(name, "_HAS_EXCEPTIONS", n) == 0) || (n == 10 && strncmp(name, "_CPPUNWIND", n) == 0))) {
        *value = "1";
        return WG_ON;
    }
#endif
#ifndef WG_SCAN_ATOMIC_LOCK_FREE_OFF
    /* The Microsoft STL's <atomic> defines ATOMIC_BOOL_LOCK_FREE ... ATOMIC_POINTER_LOCK_FREE as 2
     * (always lock-free on x64), which code tests after including it (tvision's "#if
     * ATOMIC_POINTER_LOCK_FREE < 2 #warning ..."); in C, MSVC's <stdatomic.h> is experimental: left undecided. */
    if (n > 17 && strncmp(name, "ATOMIC_", 7) == 0 && strncmp(name + n - 10, "_LOCK_FREE", 10) == 0) {
        *value = "2";
        return p->cplusplus ? WG_ON : WG_MAYBE;
    }
#endif
#ifndef WG_SCAN_BOOST_WINDOWS_OFF
    /* Boost.Config's platform/win32.hpp, which every Boost header reaches through
     * <boost/config.hpp>, defines BOOST_WINDOWS as 1 on Windows (unless BOOST_DISABLE_WIN32): a tree
     * that tests it uses Boost, outside the tree (Boost.Log's "#else // defined(BOOST_WINDOWS)"
     * branches include <unistd.h>) */
    if (n == 13 && strncmp(name, "BOOST_WINDOWS", n) == 0) {
        *value = "1";
        return WG_ON;
    }
#endif
    /* CMake's default flags for MSVC (CMAKE_<LANG>_FLAGS_INIT: /DWIN32 /D_WINDOWS) */
    if ((n == 5 && strncmp(name, "WIN32", 5) == 0) || (n == 8 && strncmp(name, "_WINDOWS", 8) == 0)) {
        *value = "1";
        /* No CMake: the tree's own build decides (a Visual Studio project's defaults define
         * both, a makefile may not: kenlm's #ifdef WIN32 before its CMake) */
        return p->tree->cmake_evaluated ? WG_ON : WG_MAYBE;
    }
    if (msvc_never_defines(name, n))
        return WG_OFF;
    /* The UCRT's <sys/stat.h> defines the POSIX mode bits (S_IFMT as _S_IFMT, ...), though not
     * S_ISREG/S_ISDIR: raylib's "#if !defined(S_ISREG) && defined(S_IFMT) && defined(S_IFREG)"
     * stand-in is on the Windows path. */
    static const char *const ucrt_stat_bits[] = {"S_IFMT", "S_IFDIR", "S_IFCHR", "S_IFREG", "S_IREAD", "S_IWRITE", "S_IEXEC", NULL};
    for (size_t i = 0; ucrt_stat_bits[i]; ++i)
        if (strlen(ucrt_stat_bits[i]) == n && strncmp(ucrt_stat_bits[i], name, n) == 0 && undefined_here)
            return WG_ON;
    /* The Windows SDK's min, max, near, ...: defined or not depending on the translation unit
     * (after <windows.h>, before an #undef): #if defined(min) #undef min stays followed. */
    if (sdk_macro_bit(name, n))
        return WG_MAYBE;
    /* MSVC defines __AVX__, __AVX2__, __AVX512F__... only under /arch:AVX, /arch:AVX2, /arch:AVX512:
     * the highest /arch the evaluated CMake passes on the path decides (none: SSE2, undefined).
     * /arch:AVX512 defines __AVX512F__, __AVX512CD__, __AVX512BW__, __AVX512DQ__, __AVX512VL__ and
     * no other AVX-512 name (Microsoft Learn, /arch (x64)); /arch:AVX10.x more, not all known. */
    if (n >= 7 && strncmp(name, "__AVX", 5) == 0 && name[n - 1] == '_' && name[n - 2] == '_') {
        int needs = n == 7 ? 1 : n == 8 && name[5] == '2' ? 2 : 3; /* __AVX__, __AVX2__, __AVX512F__ and the rest */
        static const char *const avx512[] = {"__AVX512F__", "__AVX512CD__", "__AVX512BW__", "__AVX512DQ__", "__AVX512VL__", NULL};
        int named = needs < 3;
        for (size_t k = 0; avx512[k] && !named; ++k)
            named = strlen(avx512[k]) == n && strncmp(avx512[k], name, n) == 0;
        int arch = p->tree->msvc_arch > p->file->source_arch ? p->tree->msvc_arch : p->file->source_arch;
        if (!named) /* another AVX-512 feature, or __AVX10_VER__ */
            return arch >= 4 ? WG_MAYBE : WG_OFF;
        return arch >= needs ? WG_ON : WG_OFF;
    }
    /* nvcc's own macros: defined in a CUDA translation unit, never in a C or C++ one; a header
     * can be either. __CUDA_ARCH__ only in nvcc's device pass: the host code it hands to cl.exe
     * never has it (NVIDIA's nvcc documentation, 1.1.2 "CUDA Sources": the device functions are
     * compiled by NVIDIA's compilers, the host code by the host compiler;
     * https://docs.nvidia.com/cuda/cuda-compiler-driver-nvcc/), so what it guards is device code. */
    if (n == 13 && strncmp(name, "__CUDA_ARCH__", n) == 0)
        return WG_OFF;
    if ((n == 10 && strncmp(name, "__CUDACC__", n) == 0) || (n == 8 && strncmp(name, "__NVCC__", n) == 0)) {
        if (p->language == PP_CUDA)
            return WG_ON;
        return p->language == PP_HEADER ? WG_MAYBE : WG_OFF;
    }
    return -1;
}

/* The SDK's <winapifamily.h>, which <windows.h> and the SDK's other headers include: where the
 * build does not define WINAPI_FAMILY (a Windows Store configure does), it is the desktop's, so
 * "#if WINAPI_FAMILY == WINAPI_FAMILY_APP" is false (left as two undefined names, 0 == 0 was true:
 * JoltPhysics' UWP WinMain, a false alarm at its newest commit). The family constants' values
 * are the header's. WG_SCAN_SDK_API_FAMILY_OFF switches it off. */
static int sdk_api_family(const char *name, size_t n, const char **value)
{
#ifdef WG_SCAN_SDK_API_FAMILY_OFF
    (void)name, (void)n, (void)value;
    return 0;
#else
    static const char *const families[][2] = {
        {"WINAPI_FAMILY", "100"},         {"WINAPI_FAMILY_DESKTOP_APP", "100"}, {"WINAPI_FAMILY_PC_APP", "2"},
        {"WINAPI_FAMILY_APP", "2"},       {"WINAPI_FAMILY_PHONE_APP", "3"},     {"WINAPI_FAMILY_SYSTEM", "4"},
        {"WINAPI_FAMILY_SERVER", "5"},    {"WINAPI_FAMILY_GAMES", "6"},         {NULL, NULL}};
    for (size_t i = 0; families[i][0]; ++i)
        if (strlen(families[i][0]) == n && strncmp(families[i][0], name, n) == 0) {
            *value = families[i][1];
            return 1;
        }
    return 0;
#endif
}

static int pp_lookup(pp_file *p, const char *name, size_t n, const char **value)
{
    *value = "";
    pp_macro *m = pp_find(p, name, n);
    int left_undefined = m && m->state == PP_LEFT_UNDEFINED, imported_maybe = m && m->state == PP_IMPORTED_MAYBE;
    if (m && !left_undefined && !imported_maybe) {
        *value = m->value;
        return m->state;
    }
    int toolchain = pp_lookup_toolchain(p, name, n, !m || imported_maybe, value);
    if (toolchain >= 0)
        return toolchain;
    wg_tree *t = p->tree;
    for (size_t i = 0; i < t->defines_on_count; ++i)
        if (strncmp(t->defines_on[i], name, n) == 0 && (t->defines_on[i][n] == '\0' || t->defines_on[i][n] == '=')) {
            *value = t->defines_on[i][n] ? t->defines_on[i] + n + 1 : "1";
            return WG_ON;
        }
    int own = source_define(t, p->file->path, name, n, value);
    if (own != WG_OFF)
        return own;
    if (wg_strlist_has(t->defines_any, t->defines_any_count, name, n))
        return WG_MAYBE;
    if (sdk_api_family(name, n, value))
        return WG_ON;
    /* #defined in this file alone: not defined before its #define here (an include guard, a
     * switch the file sets itself); #defined in another file: maybe. */
    const char *defined_in = c_define_file(t, name, n);
    if (defined_in) /* one file #defines it: the included headers that left it undefined hold that one */
        return strcmp(defined_in, p->file->path) == 0 || (left_undefined && strcmp(defined_in, "*") != 0) ||
                       (!imported_maybe && unit_reach_closed(p, defined_in))
                   ? WG_OFF
                   : WG_MAYBE;
    /* Windows CE's and the Xbox toolchains' own switches: set by those platforms' compilers and
     * SDKs, never by a desktop MSVC x64 compile (civetweb's #if !defined(_WIN32_WCE) ... #else
     * #define NO_CGI), where the tree does not #define them itself. */
    static const char *const other_windows[] = {"_WIN32_WCE", "_WIN32_WCE_EMULATION", "_XBOX_ONE", "_DURANGO", NULL};
    for (size_t i = 0; other_windows[i]; ++i)
        if (strlen(other_windows[i]) == n && strncmp(other_windows[i], name, n) == 0)
            return WG_OFF;
#ifndef WG_SCAN_GLIBC_FEATURE_MACROS_OFF
    /* glibc's feature-test switches: a project (or its Linux build) defines them to ask glibc
     * for more, and no MSVC header or flag does, so where the tree and its build do not
     * (sockpp's "#ifdef _GNU_SOURCE ... #else strerror_r(...)") a Windows compile takes the #else. */
    static const char *const glibc_features[] = {"_GNU_SOURCE", "_BSD_SOURCE", "_DEFAULT_SOURCE", "_SVID_SOURCE", NULL};
    for (size_t i = 0; glibc_features[i]; ++i)
        if (strlen(glibc_features[i]) == n && strncmp(glibc_features[i], name, n) == 0)
            return WG_OFF;
#endif
    /* sysconf()'s and pathconf()'s names (_SC_NPROCESSORS_ONLN, _PC_NAME_MAX): only <unistd.h>
     * defines them, which neither the UCRT nor the SDK has (libultrahdr's
     * "#if defined(_SC_NPROCESSORS_ONLN) ... #else sysconf(_SC_NPROC_ONLN)"), where the tree does not
     * #define them itself. */
    if (n > 4 && (strncmp(name, "_SC_", 4) == 0 || strncmp(name, "_PC_", 4) == 0))
        return WG_OFF;
    if (name[0] == '_' && (name[1] == '_' || isupper((unsigned char)name[1])))
        return WG_MAYBE;
    return WG_OFF;
}

typedef struct pp_value {
    int known;
    long long v;
} pp_value;

typedef struct pp_expr {
    pp_file *p;
    const char *at;
} pp_expr;

static void pp_space(pp_expr *e)
{
    while (*e->at == ' ' || *e->at == '\t')
        ++e->at;
}

static pp_value pp_or(pp_expr *e);

static pp_value pp_number(const char *text, const char **end)
{
    pp_value r = {1, 0};
    char *stop;
    r.v = (long long)strtoull(text, &stop, 0);
    if (stop == text)
        r.known = 0;
    while (*stop == 'u' || *stop == 'U' || *stop == 'l' || *stop == 'L')
        ++stop;
    if (end)
        *end = stop;
    return r;
}

static pp_value pp_unary(pp_expr *e)
{
    pp_space(e);
    pp_value r = {0, 0};
    const char *a = e->at;
    if (*a == '!') {
        ++e->at;
        r = pp_unary(e);
        r.v = !r.v;
        return r;
    }
    if (*a == '-' || *a == '~' || *a == '+') {
        ++e->at;
        r = pp_unary(e);
        r.v = *a == '-' ? -r.v : *a == '~' ? ~r.v : r.v;
        return r;
    }
    if (*a == '(') {
        ++e->at;
        r = pp_or(e);
        pp_space(e);
        if (*e->at == ')')
            ++e->at;
        return r;
    }
    if (isdigit((unsigned char)*a)) {
        r = pp_number(a, &e->at);
        return r;
    }
    if (*a == '\'') { /* a character constant: value not modelled */
        ++e->at;
        while (*e->at && *e->at != '\'')
            ++e->at;
        if (*e->at)
            ++e->at;
        return r;
    }
    if (isalpha((unsigned char)*a) || *a == '_') {
        const char *b = a;
        while (isalnum((unsigned char)*e->at) || *e->at == '_')
            ++e->at;
        size_t n = (size_t)(e->at - b);
        if (n == 7 && strncmp(b, "defined", 7) == 0) {
            pp_space(e);
            int paren = *e->at == '(';
            if (paren)
                ++e->at;
            pp_space(e);
            const char *name = e->at;
            while (isalnum((unsigned char)*e->at) || *e->at == '_')
                ++e->at;
            const char *value;
            int state = pp_lookup(e->p, name, (size_t)(e->at - name), &value);
            pp_space(e);
            if (paren && *e->at == ')')
                ++e->at;
            r.known = state != WG_MAYBE;
            r.v = state == WG_ON;
            return r;
        }
        pp_space(e);
        if (*e->at == '(') { /* __has_include(...), a function-like macro: not modelled */
            int depth = 0;
            do {
                if (*e->at == '(')
                    ++depth;
                else if (*e->at == ')')
                    --depth;
                ++e->at;
            } while (*e->at && depth > 0);
            return r;
        }
        if ((n == 4 && strncmp(b, "true", 4) == 0) || (n == 5 && strncmp(b, "false", 5) == 0)) {
            r.known = e->p->cplusplus;
            r.v = n == 4;
            return r;
        }
        const char *value;
        int state = pp_lookup(e->p, b, n, &value);
        if (state == WG_OFF) {
            r.known = 1;
            r.v = 0;
        } else if (state == WG_ON && isdigit((unsigned char)*value)) {
            const char *end;
            r = pp_number(value, &end);
            while (*end == ' ')
                ++end;
            if (*end)
                r.known = 0;
        }
        return r;
    }
    e->at += *a ? 1 : 0;
    return r;
}

static pp_value pp_binary(pp_expr *e, int level)
{
    /* level 0: == != ; 1: < > <= >= ; 2: + - ; 3: * / % */
    if (level > 3)
        return pp_unary(e);
    pp_value l = pp_binary(e, level + 1);
    for (;;) {
        pp_space(e);
        const char *a = e->at;
        int op = 0;
        if (level == 0 && (a[0] == '=' || a[0] == '!') && a[1] == '=')
            op = a[0], e->at += 2;
        else if (level == 1 && (a[0] == '<' || a[0] == '>') && a[1] != a[0])
            op = a[1] == '=' ? (a[0] == '<' ? 'l' : 'g') : a[0], e->at += a[1] == '=' ? 2 : 1;
        else if (level == 2 && (a[0] == '+' || a[0] == '-'))
            op = a[0], e->at += 1;
        else if (level == 3 && (a[0] == '*' || a[0] == '/' || a[0] == '%'))
            op = a[0], e->at += 1;
        if (!op)
            return l;
        pp_value r = pp_binary(e, level + 1);
        l.known = l.known && r.known;
        switch (op) {
        case '=': l.v = l.v == r.v; break;
        case '!': l.v = l.v != r.v; break;
        case '<': l.v = l.v < r.v; break;
        case '>': l.v = l.v > r.v; break;
        case 'l': l.v = l.v <= r.v; break;
        case 'g': l.v = l.v >= r.v; break;
        case '+': l.v = l.v + r.v; break;
        case '-': l.v = l.v - r.v; break;
        case '*': l.v = l.v * r.v; break;
        default: l.v = r.v ? (op == '/' ? l.v / r.v : l.v % r.v) : 0; if (!r.v) l.known = 0; break;
        }
    }
}

static pp_value pp_and(pp_expr *e)
{
    pp_value l = pp_binary(e, 0);
    for (;;) {
        pp_space(e);
        if (!(e->at[0] == '&' && e->at[1] == '&'))
            return l;
        e->at += 2;
        pp_value r = pp_binary(e, 0);
        if ((l.known && !l.v) || (r.known && !r.v))
            l = (pp_value){1, 0};
        else
            l = (pp_value){l.known && r.known, 1};
    }
}

static pp_value pp_or(pp_expr *e)
{
    pp_value l = pp_and(e);
    for (;;) {
        pp_space(e);
        if (!(e->at[0] == '|' && e->at[1] == '|'))
            return l;
        e->at += 2;
        pp_value r = pp_and(e);
        if ((l.known && l.v) || (r.known && r.v))
            l = (pp_value){1, 1};
        else
            l = (pp_value){l.known && r.known, 0};
    }
}

static int pp_condition(pp_file *p, const char *text)
{
    pp_expr e = {p, text};
    pp_value v = pp_or(&e);
    pp_space(&e);
    if (*e.at == '?') /* a conditional operator: not modelled */
        return WG_MAYBE;
    return !v.known ? WG_MAYBE : v.v ? WG_ON : WG_OFF;
}

typedef struct include_edge {
    size_t from, to;
    long line;
    int state;
    const char *reason;
} include_edge;

/* What changes the Windows SDK's macros (WG_SDK_*) in a translation unit, in the order of its
 * text: each file's events in line order, the files' one after another. */
enum { SDK_INCLUDE, SDK_WINDOWS_H, SDK_UNDEF, SDK_PUSH, SDK_POP, SDK_NOMINMAX, SDK_LEAN, SDK_NOGDI,
       SDK_UNFOLLOWED /* an include of a tree file the walk does not follow (found only by its name's end) */ };

enum { SDK_WINSOCK2 = 1 }; /* an SDK_WINDOWS_H event's mask: the header is <winsock2.h> or <ws2tcpip.h> */

typedef struct sdk_event {
    size_t file, to; /* to: the included file (SDK_INCLUDE) */
    long line;
    int kind;
    unsigned mask;   /* SDK_UNDEF/PUSH/POP: the WG_SDK_* bit */
} sdk_event;

typedef struct edge_list {
    include_edge *edges;
    size_t count, capacity;
    sdk_event *events;
    size_t event_count, event_capacity;
} edge_list;

static const char *const sdk_macro_names[] = {"min", "max", "near", "far", "interface", "small", NULL};

/* The WG_SDK_* bit of a name, 0 for any other. */
static unsigned sdk_macro_bit(const char *name, size_t n)
{
    for (unsigned i = 0; sdk_macro_names[i]; ++i)
        if (strlen(sdk_macro_names[i]) == n && strncmp(sdk_macro_names[i], name, n) == 0)
            return 1u << i;
    /* WG_SDK_NAMES is one bit for the group: an #undef of one (highway's LoadFence) quiets all */
    static const char *const group[] = {"LoadFence", "StoreFence", "MemoryFence", "MemoryBarrier", "NO_ERROR", "MAXINT", "MININT",
                                        "MAXUINT", "MAXLONG", "MINLONG", "MAXULONG", "ERROR", "DELETE", "IN", "OUT",
                                        "OPTIONAL", "ABSOLUTE", "RELATIVE", "TRANSPARENT", "OPAQUE", "IGNORE", NULL};
    for (unsigned i = 0; group[i]; ++i)
        if (strlen(group[i]) == n && strncmp(group[i], name, n) == 0)
            return n == 5 && strncmp(name, "ERROR", 5) == 0 ? WG_SDK_NAMES | WG_SDK_GDI : WG_SDK_NAMES;
    for (unsigned i = 0; wg_sdk_names[i].name; ++i)
        if ((wg_sdk_names[i].flags & WG_SDK_WINDOWS_H) && strlen(wg_sdk_names[i].name) == n &&
            strncmp(wg_sdk_names[i].name, name, n) == 0)
            return WG_SDK_NAMES;
    return 0;
}

/* Whether name (n bytes) is one of list's lower-case names, its own case ignored. */
static int in_list_nocase(const char *const *list, const char *name, size_t n)
{
    for (size_t i = 0; list[i]; ++i)
        if (strlen(list[i]) == n) {
            size_t k = 0;
            while (k < n && tolower((unsigned char)name[k]) == list[i][k])
                ++k;
            if (k == n)
                return 1;
        }
    return 0;
}

/* The SDK headers that define the macros above (<winsock2.h> and <winsock.h> include <windows.h>,
 * <ws2tcpip.h> includes <winsock2.h>: trantor's InetAddress.h brought it to drogon's units); the
 * SDK's own guard makes every later include a no-op. */
static int sdk_windows_header(const char *name, size_t n)
{
    static const char *const headers[] = {"windows.h", "winsock2.h", "winsock.h", "ws2tcpip.h", NULL};
    return in_list_nocase(headers, name, n);
}

/* <winsock2.h> or <ws2tcpip.h> (which includes it): an SDK_WINDOWS_H event's mask says so
 * (SDK_WINSOCK2), for the order of <windows.h> and <winsock2.h> in a unit (late_winsock2). */
static int winsock2_name(const char *name, size_t n)
{
    static const char *const headers[] = {"winsock2.h", "ws2tcpip.h", NULL};
    return in_list_nocase(headers, name, n);
}

/* Whether a dependency's header (windows_dependency_header) includes <winsock2.h> before any
 * <windows.h>: curl's, libzmq's and libuv's do; termcolor's includes <windows.h> alone. */
static int dependency_winsock2_first(const char *name, size_t n)
{
    return !(n == 23 && strncmp(name, "termcolor/termcolor.hpp", 23) == 0);
}

/* A dependency's header, not in the tree, that includes <winsock2.h> (so <windows.h>) itself on
 * Windows: libcurl's <curl/curl.h> (cpr's cookies.h, whose std::chrono::...::min() then meets the
 * min macro), libzmq's <zmq.h>, libuv's <uv.h>; and termcolor's header-only <termcolor/termcolor.hpp>
 * (a submodule the extracted tree lacks), which includes <windows.h> under _WIN32 with no NOMINMAX. */
static int windows_dependency_header(const char *name, size_t n)
{
#ifndef WG_SCAN_TERMCOLOR_WINDOWS_OFF
    static const char *const headers[] = {"curl/curl.h", "zmq.h", "uv.h", "termcolor/termcolor.hpp", NULL};
#else
    static const char *const headers[] = {"curl/curl.h", "zmq.h", "uv.h", NULL};
#endif
    for (size_t i = 0; headers[i]; ++i)
        if (strlen(headers[i]) == n && strncmp(headers[i], name, n) == 0)
            return 1;
    return 0;
}

/* A dependency's header, not in the tree, that defines NOMINMAX (so no min/max macros) before
 * it includes <windows.h> on Windows: asio's (standalone and Boost's: config.hpp defines
 * WIN32_LEAN_AND_MEAN too, unless ASIO_NO_WIN32_LEAN_AND_MEAN), whose socket headers glaze's
 * networking units reached before its http_method enum named DELETE (winnt.h's macro); msgpack-c's
 * C++ headers (unpack.hpp: NOMINMAX, then <windows.h> for its atomic counter), before CoolProp's
 * locals named near and far. Whether name is one; *lean: it defines WIN32_LEAN_AND_MEAN too. */
static int windows_nominmax_dependency(const char *name, size_t n, int *lean)
{
#ifdef WG_SCAN_NOMINMAX_DEPENDENCY_OFF
    (void)name, (void)n, (void)lean;
    return 0;
#else
    static const char *const asio[] = {"asio.hpp", "asio/", "boost/asio.hpp", "boost/asio/", NULL};
    static const char *const msgpack[] = {"msgpack.hpp", "msgpack/", NULL};
    for (int which = 0; which < 2; ++which)
        for (const char *const *h = which ? msgpack : asio; *h; ++h) {
            size_t m = strlen(*h);
            if ((*h)[m - 1] == '/' ? n > m && strncmp(name, *h, m) == 0 : n == m && strncmp(name, *h, m) == 0) {
                *lean = which == 0;
                return 1;
            }
        }
    return 0;
#endif
}

static void sdk_event_add(wg_tree *t, edge_list *edges, sdk_event event)
{
    sdk_event *more = wg_grow(edges->events, &edges->event_capacity, edges->event_count + 1, sizeof *more);
    if (!more) {
        t->failed = 1;
        return;
    }
    edges->events = more;
    edges->events[edges->event_count++] = event;
}

/* #pragma push_macro("min") / pop_macro("min"): the event, or -1. */
static int sdk_pragma(const char *q, unsigned *mask)
{
    int kind = strncmp(q, "push_macro", 10) == 0 ? SDK_PUSH : strncmp(q, "pop_macro", 9) == 0 ? SDK_POP : -1;
    if (kind < 0)
        return -1;
    q += kind == SDK_PUSH ? 10 : 9;
    while (*q == ' ' || *q == '\t' || *q == '(')
        ++q;
    if (*q++ != '"')
        return -1;
    *mask = sdk_macro_bit(q, strcspn(q, "\""));
    return *mask ? kind : -1;
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

static const wg_tree *sorting_tree; /* qsort's context: the tree whose files are sorted by name */
static int compare_base_names(const void *a, const void *b)
{
    return strcmp(base_name(sorting_tree->files[*(const size_t *)a].path), base_name(sorting_tree->files[*(const size_t *)b].path));
}

/* The tree's sources ordered by file name (include_by_path_end). */
static size_t *sources_by_name(const wg_tree *t)
{
    size_t *order = malloc((t->count ? t->count : 1) * sizeof *order);
    if (!order)
        return NULL;
    for (size_t i = 0; i < t->count; ++i)
        order[i] = i;
    sorting_tree = t;
    qsort(order, t->count, sizeof *order, compare_base_names);
    return order;
}

/* Folds "./" and "dir/../" in a relative path ("a/b/../op.h" -> "a/op.h"); a ".." above the root stays. */
static void normalize_path(char *path)
{
    char *out = path;
    const char *in = path;
    while (*in) {
        const char *end = strchr(in, '/');
        size_t n = end ? (size_t)(end - in) : strlen(in);
        if (n == 1 && in[0] == '.') {
            /* nothing */
        } else if (n == 2 && in[0] == '.' && in[1] == '.' && out > path && !(out - path >= 3 && strncmp(out - 3, "../", 3) == 0 && (out - path == 3 || out[-4] == '/'))) {
            out[-1] = '\0';
            char *slash = strrchr(path, '/');
            out = slash ? slash + 1 : path;
        } else {
            memmove(out, in, n);
            out += n;
            if (end)
                *out++ = '/';
        }
        in = end ? end + 1 : in + n;
    }
    if (out > path && out[-1] == '/')
        --out;
    *out = '\0';
}

/* A C or platform header a compiler brings itself: <math.h> is never the tree's compat/math.h. */
static int system_header(const char *name, size_t n)
{
    static const char *const names[] = {
        "assert.h", "complex.h", "ctype.h", "errno.h", "fenv.h", "float.h", "inttypes.h", "iso646.h", "limits.h",
        "locale.h", "math.h", "setjmp.h", "signal.h", "stdalign.h", "stdarg.h", "stdatomic.h", "stdbool.h",
        "stddef.h", "stdint.h", "stdio.h", "stdlib.h", "string.h", "tgmath.h", "time.h", "uchar.h", "wchar.h",
        "wctype.h", "malloc.h", "memory.h", "io.h", "process.h", "direct.h", "windows.h", "intrin.h", "immintrin.h",
        "emmintrin.h", "xmmintrin.h", "omp.h", "unistd.h", "pthread.h", "dlfcn.h", NULL};
    for (size_t i = 0; names[i]; ++i)
        if (strlen(names[i]) == n && strncmp(names[i], name, n) == 0)
            return 1;
    return memchr(name, '.', n) == NULL; /* <vector>, <cmath>: the standard library's */
}

/* Other architectures' intrinsics headers (ARM, POWER, RISC-V, MIPS, LoongArch, s390): known
 * system headers (known_system_header), and no x64 file includes one (other_arch_intrinsics). */
static const char *const other_arch_headers[] = {"arm_neon.h", "arm_sve.h", "arm_acle.h", "arm_fp16.h", "arm_bf16.h", "altivec.h",
                                                 "riscv_vector.h", "msa.h", "lsxintrin.h", "lasxintrin.h", "vecintrin.h", NULL};


/* A header the build finds outside the tree whose includes are known: the Microsoft STL's
 * (<vector>: no dot, no folder), the C runtime's and the Windows SDK's, the compiler's intrinsics,
 * the CUDA Toolkit's, and POSIX ones (absent on Windows: they declare nothing there). A fetched
 * dependency's header (<fmt/format.h>, <cudnn_frontend.h>: cuDNN is no part of the toolkit) or
 * a generated one is none of them: what it brings is unknown. */
static int known_system_header(const char *name, size_t n)
{
    static const char *const names[] = {
        /* the UCRT's and vcruntime's beyond the ISO C ones (system_header) */
        "sys/types.h", "sys/stat.h", "sys/timeb.h", "sys/utime.h", "sys/locking.h", "fcntl.h", "share.h", "conio.h",
        "crtdbg.h", "corecrt.h", "mbstring.h", "mbctype.h", "search.h", "dos.h", "excpt.h", "new.h", "sal.h",
        "vcruntime.h", "eh.h", "minmax.h", "tchar.h", "fpieee.h", "stdnoreturn.h", "threads.h", "cpuid.h",
        /* the Windows SDK's */
        "windows.h", "winsock2.h", "winsock.h", "ws2tcpip.h", "winbase.h", "windef.h", "winnt.h", "winerror.h", "winreg.h",
        "winuser.h", "wincrypt.h", "winioctl.h", "winternl.h", "ntstatus.h", "shlobj.h", "shlwapi.h", "shellapi.h",
        "objbase.h", "combaseapi.h", "psapi.h", "processthreadsapi.h", "sysinfoapi.h", "memoryapi.h", "synchapi.h",
        "fileapi.h", "handleapi.h", "libloaderapi.h", "errhandlingapi.h", "tlhelp32.h", "dbghelp.h",
        "versionhelpers.h", "bcrypt.h", "iphlpapi.h", "timeapi.h", "mmsystem.h", "knownfolders.h", "pathcch.h",
        "delayimp.h",
        /* the SDK's OpenGL 1.1 headers: they need <windows.h>'s macros and declare no std:: name
         * nor the SDK's (SCAN_WIN_HEADER_ORDER: an include of them must not hide itself) */
        "gl/gl.h", "gl/glu.h",
        /* the rest of <windows.h>'s and the sockets' core (gen-windows-names.sh reads them): a
         * header that includes only <basetsd.h> (clickhouse-cpp's platform.h) brings no std:: name */
#ifndef WG_SCAN_SDK_CORE_OFF
        "basetsd.h", "minwindef.h", "wingdi.h", "winnls.h", "wincon.h", "ws2def.h", "ws2ipdef.h", "inaddr.h", "in6addr.h",
        "mswsock.h", "intsafe.h", "guiddef.h",
#endif
        /* other architectures' intrinsics (other_arch_headers, below) and GCC's own libraries: no
         * Windows x64 build reaches them (libsimdpp's <arm_neon.h> under its NEON switch, boost's
         * <quadmath.h> under BOOST_HAS_FLOAT128), and they declare no std:: name nor the SDK's */
        "arm64_neon.h", "wasm_simd128.h", "quadmath.h",
        /* and other platforms' logging headers (MNN's <syslog.h> under its iOS switch) */
        "syslog.h", NULL};
    static const char *const prefixes[] = {/* the CUDA Toolkit's */
        "cuda", "cublas", "cufft", "curand", "cusparse", "cusolver", "cupti", "cufile", "nvrtc", "nvml", "nvtx3/",
        "nvToolsExt", "nvJitLink", "nvPTXCompiler", "npp", "nvjpeg", "cub/", "thrust/", "cooperative_groups",
        "crt/", "cuComplex.h", "mma.h", "math_constants.h", "vector_types.h", "driver_types.h", "library_types.h",
        "device_launch_parameters.h", "sm_", /* the Android NDK's */ "android/", NULL};
    if (!memchr(name, '.', n) && !memchr(name, '/', n))
        return 1; /* <vector>, <cmath> */
    if (system_header(name, n) && memchr(name, '.', n))
        return 1;
    if (in_list_nocase(names, name, n) || in_list_nocase(other_arch_headers, name, n)) /* <Windows.h>: NTFS ignores case */
        return 1;
    for (size_t i = 0; prefixes[i]; ++i)
        if (strlen(prefixes[i]) <= n && strncmp(prefixes[i], name, strlen(prefixes[i])) == 0)
            return 1;
    for (size_t i = 0; posix_headers[i]; ++i)
        if (strlen(posix_headers[i]) == n && strncmp(posix_headers[i], name, n) == 0)
            return 1;
    return n >= 8 && strncmp(name + n - 8, "intrin.h", 8) == 0; /* <nmmintrin.h>, <pmmintrin.h>, <intrin.h> */
}

/* The last part of each name the tree's #include lines write ("arch.h" of <ojph/arch.h>), sorted,
 * once: whether a header is included anywhere (unit_reach_closed). 0, or -1 when out of memory. */
static int collect_include_names(wg_tree *t)
{
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || !f->text)
            continue;
        for (const char *p = strstr(f->text, "include"); p && p < f->text + f->length; p = strstr(p + 7, "include")) {
            const char *name = wg_include_name_at(f->text, p);
            if (!name)
                continue;
            size_t n = strcspn(name, "\">\n");
            const char *base = name;
            for (size_t k = 0; k < n; ++k)
                if (name[k] == '/' || name[k] == '\\')
                    base = name + k + 1;
            if (wg_strlist_append(&t->include_names, &t->include_name_count, &t->include_name_capacity, base,
                                  n - (size_t)(base - name)) != 0)
                return -1;
        }
    }
    wg_strlist_sort(t->include_names, t->include_name_count);
    return 0;
}

/* The sorted folder names of the tree, once. 0, or -1 when out of memory. */
static int collect_folders(wg_tree *t)
{
    const char *previous = "";
    size_t previous_n = 0;
    for (size_t i = 0; i < t->count; ++i) {
        const char *path = t->files[i].path, *slash = strrchr(path, '/');
        size_t dir_n = slash ? (size_t)(slash - path) : 0;
        if (dir_n == previous_n && strncmp(path, previous, dir_n) == 0)
            continue; /* the files are sorted by path: a folder's files come together */
        previous = path, previous_n = dir_n;
        for (const char *c = path; c < path + dir_n;) {
            size_t k = strcspn(c, "/");
            if (wg_strlist_append(&t->folders, &t->folder_count, &t->folder_capacity, c, k) != 0)
                return -1;
            c += k + 1;
        }
    }
    wg_strlist_sort(t->folders, t->folder_count);
    return 0;
}

/* A header with a header's extension under a folder the tree also holds, that the tree lacks and
 * its build does not make: a dependency sharing the project's namespace folder (aws-c-io's
 * include/aws/io beside aws-c-common's <aws/common/clock.h>; an app's src/wx beside wxWidgets'
 * <wx/app.h>), which the scan cannot read, not the project's own file. The scan reads every such
 * header the tree holds, so only one a configure_file()/generator writes is the project's: its
 * name in a CMake file of the tree, or a configuration/export/version header's name. */
static int configuration_header(const char *name, size_t n);

static int dependency_in_shared_folder(const wg_tree *t, const char *name, size_t n)
{
#ifdef WG_SCAN_SHARED_FOLDER_DEPENDENCY_OFF
    (void)t, (void)name, (void)n;
    return 0;
#else
    static const char *const header_ends[] = {".h", ".hpp", ".hh", ".hxx", NULL};
    const char *base = name;
    for (size_t k = 0; k < n; ++k)
        if (name[k] == '/')
            base = name + k + 1;
    size_t b = n - (size_t)(base - name);
    int header = 0;
    for (size_t i = 0; header_ends[i]; ++i) {
        size_t e = strlen(header_ends[i]);
        header |= b > e && strncmp(base + b - e, header_ends[i], e) == 0;
    }
    char word[256];
    if (!header || b >= sizeof word || configuration_header(base, b))
        return 0;
    memcpy(word, base, b);
    word[b] = '\0';
    if (strstr(word, "export") || strstr(word, "version"))
        return 0;
    for (size_t i = 0; i < t->count; ++i)
        for (const char *p = t->files[i].kind == WG_SCAN_CMAKE ? strstr(t->files[i].text, word) : NULL; p; p = strstr(p + 1, word))
            if (p == t->files[i].text || !(isalnum((unsigned char)p[-1]) || strchr("_-.", p[-1]))) /* a whole name: not dialog.h's log.h */
                return 0;
    return 1;
#endif
}

/* Whether an include the tree does not hold is one the scan cannot read: neither a known
 * system header nor in a folder of the tree (<Eigen/Dense> where the tree holds Eigen/: its
 * project is here, only its file is not scanned). */
static int unread_include(const wg_tree *t, const char *name, size_t n)
{
    if (known_system_header(name, n))
        return 0;
    size_t k = strcspn(name, "/");
    char folder[256];
    if (k >= n || k >= sizeof folder)
        return 1;
    memcpy(folder, name, k);
    folder[k] = '\0';
    return !wg_strlist_sorted_has(t->folders, t->folder_count, folder) || dependency_in_shared_folder(t, name, n);
}

/* A fetched dependency's header whose standard includes are known (wg_std_header_bits gives
 * them: GoogleTest's <gtest/...>): it leaves what a unit's std:: names are decided, not unknown;
 * the Windows SDK's names stay unknown under it (unread_sdk_include). */
static int known_dependency_header(const char *name, size_t n)
{
    return n > 6 && strncmp(name, "gtest/", 6) == 0;
}

/* A configuration header's name ("config.h", "config_auto.h", "foo_config.h"): what a configure
 * writes holds its own macros, not the Windows SDK's declarations. */
static int configuration_header(const char *name, size_t n)
{
    const char *base = name;
    for (size_t k = 0; k < n; ++k)
        if (name[k] == '/')
            base = name + k + 1;
    size_t b = n - (size_t)(base - name);
    for (size_t k = 0; k + 6 <= b; ++k)
        if (strncmp(base + k, "config", 6) == 0)
            return b >= 2 && strncmp(base + b - 2, ".h", 2) == 0;
    return 0;
}

/* A header template configure_file() turns into a header: config.h.in, or config.h.cmake. */
static int header_template(const char *path)
{
    return ends_with(path, ".in") || ends_with(path, ".h.cmake") || ends_with(path, ".hpp.cmake");
}

/* The file <name> is in an include folder the configure adds on the MSVC path (CMake's
 * (target_)include_directories(), a Visual Studio project's AdditionalIncludeDirectories), or NULL. */
static wg_tree_file *include_dir_file(wg_tree *t, const char *name, size_t length)
{
    char path[1024];
    for (size_t i = 0; i < t->include_dir_count; ++i) {
        const char *d = t->include_dirs[i];
        wg_tree_file *f;
        if (snprintf(path, sizeof path, "%s%s%.*s", d, *d ? "/" : "", (int)length, name) < (int)sizeof path &&
            (f = wg_tree_find(t, path)) != NULL)
            return f;
    }
    return NULL;
}

/* The sources whose path ends in /name, or in /name.in (a header configure_file() makes from
 * that template), as an include directory would find them: the include directories are not
 * modelled. name has its leading "./" and "../" folded (skip_leading_dots). Returns how many
 * match, the first in *first; with named, an edge to each of them is added there. */
static size_t include_by_path_end(wg_tree *t, size_t index, const char *name, size_t n, long line, int state,
                                  const char *reason, edge_list *named, size_t *first)
{
    if (!t->by_name || n == 0 || n > 900)
        return 0;
    size_t found = 0;
    char wanted[1024];
    static const char *const template_suffixes[] = {"", ".in", ".cmake"};
    for (int template = 0; template < 3; ++template) {
        snprintf(wanted, sizeof wanted, "%.*s%s", (int)n, name, template_suffixes[template]);
        const char *base = base_name(wanted);
        size_t lo = 0, hi = t->count;
        while (lo < hi) { /* the first source whose file name is not below base */
            size_t mid = lo + (hi - lo) / 2;
            if (strcmp(base_name(t->files[t->by_name[mid]].path), base) < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        size_t wn = strlen(wanted);
        for (size_t k = lo; k < t->count && strcmp(base_name(t->files[t->by_name[k]].path), base) == 0; ++k) {
            const wg_tree_file *f = &t->files[t->by_name[k]];
            size_t pn = strlen(f->path);
            if (f->kind != WG_SCAN_SOURCE || t->by_name[k] == index || pn < wn ||
                strcmp(f->path + pn - wn, wanted) != 0 || (pn > wn && f->path[pn - wn - 1] != '/'))
                continue;
            /* the header the configure makes from its template (gperftools' cmake/config.h.in ->
             * config.h) before another build's copy of the name (generic-config/config.h) */
            if (found++ == 0 || (template && f->configured_template && !t->files[*first].configured_template &&
                                 !header_template(t->files[*first].path)))
                *first = t->by_name[k];
            if (!named)
                continue;
            include_edge *e = wg_grow(named->edges, &named->capacity, named->count + 1, sizeof *e);
            if (!e) {
                t->failed = 1;
                return found;
            }
            named->edges = e;
            named->edges[named->count++] = (include_edge){index, t->by_name[k], line, state, reason};
        }
    }
    return found;
}

/* "../../engine/defs.h" -> "engine/defs.h": a path's end, for include_by_path_end. */
static void skip_leading_dots(const char **name, size_t *n)
{
    while (*n > 3 && (strncmp(*name, "../", 3) == 0 || strncmp(*name, "./", 2) == 0)) {
        size_t skip = (*name)[1] == '/' ? 2 : 3;
        *name += skip, *n -= skip;
    }
}

static wg_tree_file *resolve_include(wg_tree *t, const wg_tree_file *from, const char *name, size_t n)
{
    char candidate[1200];
    char dir[1024];
    snprintf(dir, sizeof dir, "%s", from->path);
    for (;;) { /* the includer's folder, then each folder above it up to the root */
        char *slash = strrchr(dir, '/');
        if (slash)
            *slash = '\0';
        else
            dir[0] = '\0';
        snprintf(candidate, sizeof candidate, "%s%s%.*s", dir, *dir ? "/" : "", (int)n, name);
        normalize_path(candidate);
        wg_tree_file *f = wg_tree_find(t, candidate);
        if (f)
            return f;
        if (!*dir)
            return NULL;
    }
}

/* Whether the next line from p is "#define <name>" (an include guard's #ifndef before it). */
static int include_guard(const char *p, const char *end, const char *name, size_t n)
{
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n'))
        ++p;
    if (p >= end || *p++ != '#')
        return 0;
    while (p < end && (*p == ' ' || *p == '\t'))
        ++p;
    if ((size_t)(end - p) < 6 || strncmp(p, "define", 6) != 0)
        return 0;
    p += 6;
    while (p < end && (*p == ' ' || *p == '\t'))
        ++p;
    return (size_t)(end - p) >= n && strncmp(p, name, n) == 0 && (p + n == end || !is_name(p[n]));
}

/* A name a file #defines (or defines as a function) on the Windows path: for the whole tree
 * when a header defines it, for itself only when a translation unit does. */
static void note_standin(wg_tree *t, const wg_tree_file *f, const char *name, size_t n)
{
    int rc;
#ifndef WG_SCAN_MATH_STANDIN_REACH_OFF
    /* a header's stand-in for the math constants serves the units reaching it (std_reach) */
    static const char *const math[] = {"_USE_MATH_DEFINES", "M_PI", "M_PI_2", "M_PI_4", "M_1_PI", "M_2_PI", "M_2_SQRTPI", "M_E",
                                       "M_LOG2E", "M_LOG10E", "M_LN2", "M_LN10", "M_SQRT2", "M_SQRT1_2", NULL};
    for (size_t i = 0; math[i] && !is_translation_unit(f->path) && f >= t->files && f < t->files + t->count; ++i)
        if (strlen(math[i]) == n && strncmp(math[i], name, n) == 0)
            t->files[f - t->files].std_headers |= WG_STD_MATH_STANDIN;
#endif
    if (is_translation_unit(f->path)) {
        char key[1024];
        int k = snprintf(key, sizeof key, "%s\t%.*s", f->path, (int)n, name);
        rc = k > 0 && (size_t)k < sizeof key ? wg_strlist_append(&t->unit_standins, &t->unit_standin_count, &t->unit_standin_capacity, key, (size_t)k) : 0;
    } else {
        rc = wg_strlist_append(&t->standins, &t->standin_count, &t->standin_capacity, name, n);
    }
    if (rc != 0)
        t->failed = 1;
}

/* The GNU builtin or POSIX function a line names, if any. */
static const char *standin_candidate(const char *line)
{
    const char *p = strstr(line, "__builtin_");
    if (p)
        return p;
    for (size_t i = 0; posix_functions[i]; ++i)
        if ((p = find_word(line, posix_functions[i])) != NULL)
            return p;
    return wg_sdk_posix_name_in(line); /* getpid, isatty: vowpal_wabbit's int getpid() under _WIN32 */
}

/* A definition of a GNU builtin's or a POSIX function's name on the Windows path ("static
 * inline int __builtin_ctz(unsigned x) {", "int gettimeofday(struct timeval *tv, void *tz) {"):
 * a stand-in, like a #define of it. type_before: the word that ends the code line before, the
 * return type where the name starts its line ("inline int" above "strcasecmp(const char *a, ...)",
 * OpenImageIO's Strutil functions). */
static void note_standin_definition(wg_tree *t, const wg_tree_file *f, const char *line, const char *type_before)
{
    /* The word before the name is its return type (int, tm, auto before a trailing return type,
     * a library's FILE: folly's "FILE* popen(const char* name, const char* mode)"), unless it is
     * a keyword that starts an expression or a statement (return popen(...)). */
    static const char *const not_types[] = {"return", "else", "case", "throw", "new", "delete", "co_return", "co_await",
                                            "co_yield", "sizeof", "alignof", "decltype", "typeid", "goto", "do", "not",
                                            "and", "or", "defined", "operator", "typedef", "using", "define", NULL};
    const char *p = standin_candidate(line);
    if (p && p - line >= 3 && p[-1] == '@' && ends_with(f->path, ".in")) {
        /* "int @je_@posix_memalign(" in a configure template: the project's own function, named
         * with the prefix the configure substitutes (jemalloc's public API; its mangling header
         * maps the plain name to the prefixed one for the tree's own callers). */
        const char *at = p - 1;
        while (at > line && is_name(at[-1]))
            --at;
        size_t n = 0;
        while (is_name(p[n]))
            ++n;
        if (at > line && at[-1] == '@' && p[n] == '(')
            note_standin(t, f, p, n);
        return;
    }
    if (!p || (p == line && !type_before) || (p > line && p[-1] != ' ' && p[-1] != '*' && p[-1] != '\t'))
        return;
    const char *u = line;
    while (*u == ' ' || *u == '\t')
        ++u;
    if (strncmp(u, "using", 5) == 0 && (u[5] == ' ' || u[5] == '\t')) { /* "using mmap = absl::btree_multimap<...>;" */
        size_t n = 0;
        while (is_name(p[n]))
            ++n;
        const char *after = p + n;
        while (*after == ' ' || *after == '\t')
            ++after;
        if (*after == '=' && after[1] != '=')
            note_standin(t, f, p, n);
        return;
    }
    const char *b = p;
    while (b > line && (b[-1] == ' ' || b[-1] == '*' || b[-1] == '\t'))
        --b;
    if (b > line && b[-1] == '>') { /* a template's return type: fmt's "fmt::internal::Null<> strerror_r(int, char *, ...)" */
        int depth = 0;
        const char *open = b;
        while (open > line) {
            --open;
            depth += *open == '>' ? 1 : *open == '<' ? -1 : 0;
            if (depth == 0)
                break;
        }
        if (*open == '<' && depth == 0)
            b = open;
    }
    const char *e = b;
    while (b > line && is_name(b[-1]))
        --b;
    if (b == e && b == line && type_before) /* the name starts the line: the type ends the one before */
        b = type_before, e = type_before + strlen(type_before);
    if (b == e || isdigit((unsigned char)*b) || word_in_list(b, (size_t)(e - b), not_types))
        return; /* not "<type> __builtin_x(": a call (return __builtin_x(...)) */
    size_t n = 0;
    while (is_name(p[n]))
        ++n;
    const char *after = p + n;
    while (*after == ' ')
        ++after;
    /* an empty ALL_CAPS macro between the name and its '(' that keeps a macro of the name from
     * expanding: fmt's "inline auto localtime_r FMT_NOMACRO(...) -> null<>" */
    const char *word = after, *open = NULL;
    while (isupper((unsigned char)*word) || isdigit((unsigned char)*word) || *word == '_')
        ++word;
    for (open = word; *open == ' '; ++open)
        ;
    if (word - after >= 3 && isupper((unsigned char)*after) && *open == '(')
        after = open;
    size_t length = strlen(line);
    while (length && (line[length - 1] == ' ' || line[length - 1] == '\t'))
        --length;
    /* A POSIX name declared with a type (a member function "size_t mmap(void **p);", a
     * prototype whose definition is elsewhere) is the tree's own too; a builtin only defined. */
    int declared_is_enough = strncmp(p, "__builtin_", 10) != 0;
    /* an '=' before the name is an assignment of a call; one after its '(' a default argument
     * (asmjit's member "void* dup(const void* data, size_t size, bool null_terminate = false)") */
    const char *assign = strchr(line, '=');
    if (*after == '(' && length && (declared_is_enough || line[length - 1] != ';') && !(assign && assign < p))
        note_standin(t, f, p, n);
}

/* #define NAME "header.h": the header a computed #include NAME picks (glog's STACKTRACE_H, one
 * of several per platform). Notes on the header the best state of such #defines: where all are
 * off, only another platform's #include NAME reaches it (place_files). */
static void note_macro_named_header(wg_tree *t, const wg_tree_file *f, const char *value, long line, int state)
{
    size_t n = strcspn(value + 1, "\"");
    char name[512];
    if (value[1 + n] != '"' || n == 0 || n >= sizeof name)
        return;
    memcpy(name, value + 1, n);
    name[n] = '\0';
    if (!ends_with(name, ".h") && !ends_with(name, ".hpp") && !ends_with(name, ".inc"))
        return;
    wg_tree_file *target = resolve_include(t, f, name, n);
    if (!target)
        return;
    unsigned char rank = state == WG_ON ? 1 : state == WG_OFF ? 3 : 2;
    if (!target->macro_named)
        target->macro_named_at = wg_tree_string(t, "%s:%ld", f->path, line);
    if (!target->macro_named || rank < target->macro_named)
        target->macro_named = rank;
}

/* The next logical line of f from *start into line (physical lines joined at a trailing
 * backslash, each counted in *number): its length. */
static size_t logical_line(const wg_tree_file *f, char *line, size_t *start, long *number)
{
    size_t used = 0;
    for (;;) {
        const char *nl = memchr(f->text + *start, '\n', f->length - *start);
        size_t end = nl ? (size_t)(nl - f->text) : f->length;
        size_t n = end - *start;
        if (n && f->text[*start + n - 1] == '\r')
            --n;
        memcpy(line + used, f->text + *start, n);
        used += n;
        *start = end + 1;
        if (used && line[used - 1] == '\\' && nl && *number < f->lines) {
            --used;
            ++*number;
            continue;
        }
        break;
    }
    line[used] = '\0';
    return used;
}

/* A line of code (no directive): a stand-in it defines on the path, and the word that ends it
 * (the type before the next line's name: note_standin_definition). */
/* enum { STDIN_FILENO = 0, STDOUT_FILENO = 1, STDERR_FILENO = 2 }; on one line: the tree's own
 * ALL_CAPS constants of those names (gperftools' windows/port.h), stand-ins like a #define. */
static void note_enumerators(wg_tree *t, const wg_tree_file *f, const char *line)
{
    const char *p = strstr(line, "enum"), *open = p ? strchr(p, '{') : NULL;
    if (!open || (p > line && is_name(p[-1])) || is_name(p[4]))
        return;
    for (const char *q = open + 1; *q && *q != '}';) {
        while (*q == ' ' || *q == '\t' || *q == ',')
            ++q;
        const char *name = q;
        int caps = isupper((unsigned char)*q) || *q == '_';
        while (is_name(*q))
            caps &= !islower((unsigned char)*q), ++q;
        if (q > name && caps)
            note_standin(t, f, name, (size_t)(q - name));
        while (*q && *q != ',' && *q != '}')
            ++q;
    }
}

static void code_line(wg_tree *t, wg_tree_file *f, const char *line, int nonblank, int state, char *type_before, size_t size)
{
    if (state != WG_OFF)
        note_standin_definition(t, f, line, type_before[0] ? type_before : NULL);
    if (state != WG_OFF)
        note_enumerators(t, f, line);
    size_t end = strlen(line), m = 0;
    /* "static char *" above "strsep(...)": the type's word before its '*' or '&' */
    while (end && (line[end - 1] == ' ' || line[end - 1] == '\t' || line[end - 1] == '*' || line[end - 1] == '&'))
        --end;
    while (m < end && is_name(line[end - m - 1]))
        ++m;
    if (nonblank) /* the word that ends this code line, if it ends with one */
        snprintf(type_before, size, "%.*s", m < size ? (int)m : 0, line + end - m);
}

/* #define or #undef (word) of the name at q: the macro table, the tree's stand-ins and undefs,
 * and the <windows.h> switches (NOMINMAX, WIN32_LEAN_AND_MEAN, #undef min) the unit sets. */
static void define_directive(pp_file *pp, size_t index, edge_list *edges, const char *word, const char *q, long first, int state)
{
    wg_tree *t = pp->tree;
    wg_tree_file *f = &t->files[index];
    const char *name = q;
    while (isalnum((unsigned char)*q) || *q == '_')
        ++q;
    size_t n = (size_t)(q - name);
    if (n && word[0] == 'u' && wg_strlist_append(&t->undefs, &t->undef_count, &t->undef_capacity, name, n) != 0)
        t->failed = 1;
    else if (n && word[0] != 'u')
        note_standin(t, f, name, n);
    unsigned bit = word[0] == 'u' ? sdk_macro_bit(name, n) : 0;
    int define_kind = word[0] == 'u' ? -1 : n == 8 && strncmp(name, "NOMINMAX", 8) == 0 ? SDK_NOMINMAX
                      : n == 19 && strncmp(name, "WIN32_LEAN_AND_MEAN", 19) == 0 ? SDK_LEAN
                      : n == 5 && strncmp(name, "NOGDI", 5) == 0                 ? SDK_NOGDI
                                                                                 : -1;
    if (bit || define_kind >= 0)
        sdk_event_add(t, edges, (sdk_event){index, 0, first, bit ? SDK_UNDEF : define_kind, bit});
    if (word[0] == 'u')
        pp_set(pp, name, n, state == WG_ON ? WG_OFF : WG_MAYBE, NULL, 0);
    else {
        int function_like = *q == '(';
        const char *body = function_like ? strchr(q, ')') : NULL;
        while (body && (*++body == ' ' || *body == '\t'))
            ;
        if (body && strncmp(body, "__has_builtin", 13) == 0 && !is_name(body[13]) && n &&
            wg_strlist_append(&t->builtin_probes, &t->builtin_probe_count, &t->builtin_probe_capacity, name, n) != 0)
            t->failed = 1;
        if (body && n && find_word(body, "template") &&
            wg_strlist_append(&t->template_macros, &t->template_macro_count, &t->template_macro_capacity, name, n) != 0)
            t->failed = 1;
        while (*q == ' ' || *q == '\t')
            ++q;
        pp_set(pp, name, n, state == WG_ON && !function_like ? WG_ON : WG_MAYBE, q, strlen(q));
        if (!function_like && *q == '"')
            note_macro_named_header(t, f, q, first, state);
    }
}

/* A project's header without an extension, which the scan reads nowhere, beside the header of
 * its name that holds its content (<pqxx/transaction>, a wrapper of pqxx/transaction.hxx): that
 * header, where one file's path ends so, else NULL. Only a name with a folder: <vector> is the
 * STL's. */
static wg_tree_file *extensionless_wrapper(wg_tree *t, size_t index, const char *end, size_t end_n, long first, int state,
                                           const char *reason)
{
    static const char *const extensions[] = {".hxx", ".hpp", ".h", ".hh", NULL};
    const char *last = end + end_n;
    while (last > end && last[-1] != '/')
        --last;
    if (last == end || memchr(last, '.', (size_t)(end + end_n - last)) || end_n > 900)
        return NULL;
    for (size_t i = 0; extensions[i]; ++i) {
        char name[1024];
        size_t match = 0;
        int n = snprintf(name, sizeof name, "%.*s%s", (int)end_n, end, extensions[i]);
        if (n > 0 && include_by_path_end(t, index, name, (size_t)n, first, state, reason, NULL, &match) == 1)
            return &t->files[match];
    }
    return NULL;
}

/* Another architecture's intrinsics header (other_arch_headers): cl.exe for x64 compiles no file
 * that includes one unguarded (Tengine's NNIE examples' <arm_neon.h>). */
static int other_arch_intrinsics(const char *name, size_t n)
{
    for (size_t i = 0; other_arch_headers[i]; ++i)
        if (strlen(other_arch_headers[i]) == n && strncmp(name, other_arch_headers[i], n) == 0)
            return 1;
    return 0;
}

/* #include "name" or <name> at q: the standard headers a unit on the path reaches, the file it
 * names (by include folder, or by its path's end), the <windows.h> events, and the include edge.
 * Returns the file of the tree it includes, where one is known, else NULL (*by_path_end: found by
 * its path's end, not in the includer's folders); *end_matches: how many files the name's end
 * finds where it returns NULL, *end_match the one where it finds one. */
static wg_tree_file *include_directive(wg_tree *t, size_t index, edge_list *edges, edge_list *named, const char *q, long first, int state,
                              const char *reason, int *by_path_end, size_t *end_matches, size_t *end_match)
{
    wg_tree_file *f = &t->files[index];
    const char *name = q + 1;
    size_t n = strcspn(name, "\">");
    if (state == WG_ON && !f->other_arch_include && other_arch_intrinsics(name, n))
        f->other_arch_include = wg_tree_string(t, "includes <%.*s> at %s:%ld, another architecture's intrinsics header: cl.exe for x64 compiles no such file", (int)n, name, f->path, first);
    if (state != WG_OFF)
        f->std_headers |= wg_std_header_bits(name, n) | (wg_windows_types_header(name, n) ? WG_STD_WINDOWS : 0);
    wg_tree_file *target = resolve_include(t, f, name, n);
    *by_path_end = !target;
    const char *end = name;
    size_t end_n = n, match = 0, matches = 0;
    skip_leading_dots(&end, &end_n);
    if (!target && (*q == '"' || !system_header(name, n)))
        matches = include_by_path_end(t, index, end, end_n, first, state, reason, NULL, &match);
    /* An include directory finds the one file whose path ends so (<engine/config.h>);
     * a bare name, or one several files end with, is followed for the system headers
     * a translation unit reaches alone. */
    if (matches == 1 && memchr(end, '/', end_n))
        target = &t->files[match];
    /* the header a configure_file() on the path makes (config.h from cmake/config.h.in), which the
     * build's include folder holds, over other builds' copies of the name (gperftools) */
    else if (matches && t->files[match].configured_template)
        target = &t->files[match];
#ifndef WG_SCAN_INCLUDE_DIR_FIRST_OFF
    /* several files of the name: the one an include folder of the build holds is the compiler's
     * (micropython's <mpconfigport.h> in ports/windows, its Visual Studio projects' folder) */
    else if (matches > 1 && (target = include_dir_file(t, end, end_n)) != NULL)
        ;
#endif
    else if (matches) /* on a skipped line too: reach_headers asks whether any live include names it */
        include_by_path_end(t, index, end, end_n, first, state, reason, named, &match);
    if (!target && !matches)
        target = extensionless_wrapper(t, index, end, end_n, first, state, reason);
    *end_matches = target ? 0 : matches, *end_match = match;
    if (state != WG_OFF && !target && !matches && (!f->unread_include || !f->unread_sdk_include) && unread_include(t, end, end_n)) {
        const char *what = wg_tree_string(t, "%c%.*s%c at %s:%ld", *q, (int)n, name, *q == '<' ? '>' : '"', f->path, first);
        if (!f->unread_include && !known_dependency_header(end, end_n))
            f->unread_include = what;
        if (!f->unread_sdk_include && !(*q == '"' && configuration_header(end, end_n)))
            f->unread_sdk_include = what;
    }
    int lean = 0;
    if (state != WG_OFF && ((sdk_windows_header(name, n) && (*q == '<' || !target)) ||
                            (!target && !matches && windows_dependency_header(name, n))))
        sdk_event_add(t, edges, (sdk_event){index, 0, first, SDK_WINDOWS_H,
                                            (sdk_windows_header(name, n) ? winsock2_name(name, n) : dependency_winsock2_first(name, n))
                                                ? SDK_WINSOCK2 : 0u});
    else if (state != WG_OFF && !target && !matches && windows_nominmax_dependency(name, n, &lean)) {
        if (lean)
            sdk_event_add(t, edges, (sdk_event){index, 0, first, SDK_LEAN, 0});
        sdk_event_add(t, edges, (sdk_event){index, 0, first, SDK_NOMINMAX, 0});
        /* asio's socket headers include <winsock2.h> first (lean: asio's); msgpack-c <windows.h> */
        sdk_event_add(t, edges, (sdk_event){index, 0, first, SDK_WINDOWS_H, lean ? SDK_WINSOCK2 : 0u});
    }
    else if (state != WG_OFF && target && target != f)
        sdk_event_add(t, edges, (sdk_event){index, (size_t)(target - t->files), first, SDK_INCLUDE, 0});
    else if (state != WG_OFF && !target && matches)
        sdk_event_add(t, edges, (sdk_event){index, 0, first, SDK_UNFOLLOWED, 0});
    if (target && target != f) {
        include_edge *e = wg_grow(edges->edges, &edges->capacity, edges->count + 1, sizeof *e);
        if (!e) {
            t->failed = 1;
            return NULL;
        }
        edges->edges = e;
        edges->edges[edges->count++] = (include_edge){index, (size_t)(target - t->files), first, state, reason};
    }
    return target && target != f ? target : NULL;
}

/* The open #if blocks of a file and the state (and its reason) of the line being read. */
typedef struct pp_blocks {
    pp_frame *frames;
    size_t depth, capacity;
    int state;
    const char *reason;
} pp_blocks;

/* The name a block tests for being undefined (#ifndef X, #if !defined(X), #if !defined X), the
 * frame's guard: a block that only #defines it is a fallback (blosc's #ifndef
 * _XCR_XFEATURE_ENABLED_MASK #define _XCR_XFEATURE_ENABLED_MASK 0x0 #endif after an #include
 * that may define it), after which the name is defined whichever way the test went. */
static void fallback_guard(pp_frame *fr, const char *word, size_t wn, const char *q)
{
    if (wn == 2) { /* #if: only the whole condition !defined(X) */
        if (*q != '!')
            return;
        for (++q; *q == ' ' || *q == '\t'; ++q)
            ;
        if (strncmp(q, "defined", 7) != 0)
            return;
        for (q += 7; *q == ' ' || *q == '\t'; ++q)
            ;
        int paren = *q == '(';
        for (q += paren; *q == ' ' || *q == '\t'; ++q)
            ;
        const char *name = q;
        while (isalnum((unsigned char)*q) || *q == '_')
            ++q;
        size_t n = (size_t)(q - name);
        for (; *q == ' ' || *q == '\t'; ++q)
            ;
        if (paren && *q++ != ')')
            return;
        for (; *q == ' ' || *q == '\t'; ++q)
            ;
        if (n && !*q)
            fr->guard = name, fr->guard_n = n;
        return;
    }
    if (wn != 6 || strncmp(word, "ifndef", 6) != 0)
        return;
    const char *name = q;
    while (isalnum((unsigned char)*q) || *q == '_')
        ++q;
    if (q > name)
        fr->guard = name, fr->guard_n = (size_t)(q - name);
}

/* Whether the file itself #defined the name earlier in a branch the model cannot decide: then an
 * "#ifndef X / #define X 1" after it is a fallback default, not an include guard (a config header's
 * platform chain defines X 0 in its _WIN32 branch after an undecided first branch, then defaults it
 * to 1: opening that block as a guard read X as 1 on Windows). */
static int defined_undecided_here(pp_file *pp, const char *name, size_t n)
{
#ifdef WG_SCAN_FALLBACK_NOT_GUARD_OFF
    (void)pp, (void)name, (void)n;
    return 0;
#else
    pp_macro *m = pp_find(pp, name, n);
    return m && m->state == WG_MAYBE;
#endif
}

/* #if, #ifdef or #ifndef (word, its condition at q): a block opened, its branch's state and reason. */
static void open_block(pp_file *pp, pp_blocks *b, const char *word, size_t wn, const char *q, long first, size_t start)
{
    wg_tree *t = pp->tree;
    wg_tree_file *f = pp->file;
    int is_if = (wn == 2 && strncmp(word, "if", 2) == 0), is_ifdef = wn == 5 && strncmp(word, "ifdef", 5) == 0,
        is_ifndef = wn == 6 && strncmp(word, "ifndef", 6) == 0;
    int v;
    if (b->state == WG_OFF)
        v = WG_OFF;
    else if (is_if)
        v = pp_condition(pp, q);
    else {
        const char *value, *name = q;
        while (isalnum((unsigned char)*q) || *q == '_')
            ++q;
        int d = pp_lookup(pp, name, (size_t)(q - name), &value);
        v = d == WG_MAYBE ? WG_MAYBE : (d == WG_ON) == is_ifdef ? WG_ON : WG_OFF;
        if (is_ifndef && v == WG_MAYBE && include_guard(f->text + start, f->text + f->length, name, (size_t)(q - name)) &&
            !defined_undecided_here(pp, name, (size_t)(q - name)))
            v = WG_ON; /* an include guard: open the first time (copies of the header elsewhere share its name) */
        q = name;
    }
    const char *condition = wg_tree_string(t, "#%.*s %.80s", (int)wn, word, q);
    pp_frame *more = wg_grow(b->frames, &b->capacity, b->depth + 1, sizeof *b->frames);
    if (!more) {
        t->failed = 1;
        return;
    }
    b->frames = more;
    b->frames[b->depth++] = (pp_frame){b->state, b->reason, v, first, condition, NULL, 0, 0, 0};
    pp_frame *opened = &b->frames[b->depth - 1];
    fallback_guard(opened, word, wn, q);
    if (opened->guard) /* q is the line's buffer, which the next line overwrites */
        opened->guard = wg_tree_string(t, "%.*s", (int)opened->guard_n, opened->guard);
    if (b->state != WG_OFF && v == WG_OFF)
        b->reason = wg_tree_string(t, "inside %s at %s:%ld", condition, f->path, first);
    else if (b->state == WG_ON && v == WG_MAYBE)
        b->reason = wg_tree_string(t, "under %s at %s:%ld, which the model cannot decide", condition, f->path, first);
    b->state = b->state == WG_OFF || v == WG_OFF ? WG_OFF : v == WG_MAYBE ? WG_MAYBE : b->state;
}

/* #elif, #else or #endif (word, an #elif's condition at q) of the innermost open block: the next
 * branch's state and reason, or the block closed. */
/* An #elif after a branch MSVC surely takes: the preprocessor skips the rest of the chain without
 * evaluating its conditions (C11 6.10.1), so what the #elif line itself names is read by no
 * compile (nana's "#elif defined(__GNUC__) && not defined(__clang__)" after #if
 * defined(_MSC_VER), an alternative token cl.exe never parses). WG_SCAN_ELIF_AFTER_TAKEN_OFF
 * switches it off: the line then takes the chain's own state, as before. */
static int elif_never_evaluated(const pp_frame *fr, int else_or_endif)
{
#ifdef WG_SCAN_ELIF_AFTER_TAKEN_OFF
    (void)fr, (void)else_or_endif;
    return 0;
#else
    return !else_or_endif && fr->parent_state == WG_ON && fr->taken == WG_ON;
#endif
}

static void next_branch(pp_file *pp, pp_blocks *b, const char *word, size_t wn, const char *q, long first, long number)
{
    wg_tree *t = pp->tree;
    wg_tree_file *f = pp->file;
    int is_else = wn == 4 && strncmp(word, "else", 4) == 0, is_endif = wn == 5 && strncmp(word, "endif", 5) == 0;
    pp_frame *fr = &b->frames[b->depth - 1];
    if (elif_never_evaluated(fr, is_else || is_endif))
        wg_line_mark(f, first, number, WG_OFF,
                     wg_tree_string(t, "an #elif after %s at %s:%ld, whose earlier branch MSVC takes: its condition is never evaluated",
                                    fr->condition, f->path, fr->line));
    else
        wg_line_mark(f, first, number, fr->parent_state, fr->parent_reason);
    if (is_endif) {
        pp_macro *m = fr->guard && fr->defines_guard && !fr->branched && fr->parent_state == WG_ON
                          ? pp_find(pp, fr->guard, fr->guard_n) : NULL;
        if (m && m->state == WG_MAYBE) /* a fallback: defined now, its value whichever came first */
            m->state = WG_ON, m->value[0] = '\0';
        b->state = fr->parent_state, b->reason = fr->parent_reason;
        --b->depth;
        return;
    }
    fr->branched = 1;
    if (fr->parent_state == WG_OFF)
        return;
    if (fr->taken == WG_ON) {
        b->state = WG_OFF;
        b->reason = wg_tree_string(t, "in the #%.*s after %s at %s:%ld, whose earlier branch MSVC takes", (int)wn,
                                   word, fr->condition, f->path, fr->line);
        return;
    }
    int v = is_else ? WG_ON : pp_condition(pp, q);
    if (v == WG_OFF) {
        b->state = WG_OFF;
        b->reason = wg_tree_string(t, "inside #elif %.80s at %s:%ld", q, f->path, first);
    } else {
        b->state = fr->taken == WG_MAYBE || v == WG_MAYBE ? WG_MAYBE : fr->parent_state;
        b->reason = fr->parent_reason;
        if (b->state == WG_MAYBE && fr->parent_state == WG_ON)
            b->reason = wg_tree_string(t, "in the #%.*s after %s at %s:%ld, which the model cannot decide", (int)wn, word,
                                       fr->condition, f->path, fr->line);
    }
    if (v == WG_ON || (v == WG_MAYBE && fr->taken == WG_OFF))
        fr->taken = v;
}

/* A file's macros as its last line leaves them: its own #defines and #undefs and those of the
 * project headers it includes, in order, each evaluated as the file's preprocessing read it
 * (alone: an includer's earlier #defines are not seen there). A unit that #includes the file
 * takes them at that line (CRoaring's IS_X64 of portability.h, leptonica's USE_BMPIO of
 * environ.h), instead of "defined in another file: maybe". At most PP_EXPORT_MAX names are kept
 * per file (the first ones: the rest stay as the lookup's default), so each #include costs a
 * bounded merge and the whole is linear in the tree's includes; includes are followed
 * PP_INCLUDE_DEPTH_MAX deep. */
enum { PP_EXPORT_MAX = 256, PP_INCLUDE_DEPTH_MAX = 64 };

typedef struct pp_export {
    const char *name, *value;
    int state;
} pp_export;

typedef struct pp_exports {
    pp_export *items; /* one block: the items, then their names and values */
    size_t count;
    int status;       /* 0 not preprocessed yet, 1 being preprocessed (an include cycle), 2 done */
    int open;         /* not all its macros are known: some dropped (PP_EXPORT_MAX), or its reach open */
} pp_exports;

/* What preprocess() shares across the files it reads, one inside another. */
typedef struct pp_run {
    edge_list *edges, *named;
    pp_exports *exports; /* [t->count] */
    int depth;
} pp_run;

static void save_exports(pp_file *p, pp_exports *x)
{
    size_t count = p->count < PP_EXPORT_MAX ? p->count : PP_EXPORT_MAX, size = count * sizeof *x->items;
    for (size_t i = 0; i < count; ++i)
        size += strlen(p->macros[i].name) + strlen(p->macros[i].value) + 2;
    x->items = malloc(size ? size : 1);
    if (!x->items) {
        p->tree->failed = 1;
        return;
    }
    char *text = (char *)(x->items + count);
    for (size_t i = 0; i < count; ++i) {
        size_t n = strlen(p->macros[i].name) + 1, v = strlen(p->macros[i].value) + 1;
        x->items[i] = (pp_export){memcpy(text, p->macros[i].name, n), memcpy(text + n, p->macros[i].value, v), p->macros[i].state};
        text += n + v;
    }
    x->count = count;
    x->open = p->reach_open || count < p->count;
}

/* The included file's macros merged in at an #include read in the given state (WG_ON, WG_MAYBE):
 * on the path, what the header surely defines or undefines is so here; what it may change, or
 * all it changes under an undecided include, is undecided where this file knew the name. */
static void import_exports(pp_file *p, const pp_exports *x, int state)
{
    for (size_t i = 0; i < x->count; ++i) {
        const pp_export *e = &x->items[i];
        size_t n = strlen(e->name);
        pp_macro *m = pp_find(p, e->name, n);
        if (e->state == PP_LEFT_UNDEFINED) {
            if (state == WG_ON && !m)
                pp_set(p, e->name, n, PP_LEFT_UNDEFINED, "", 0);
            continue;
        }
        if (!m && (e->state == PP_IMPORTED_MAYBE || e->state == WG_MAYBE || state != WG_ON)) {
            pp_set(p, e->name, n, PP_IMPORTED_MAYBE, "", 0); /* before, left unknown: the lookup's default */
            continue;
        }
        if (e->state == PP_IMPORTED_MAYBE)
            continue;
        if (state == WG_ON && e->state != WG_MAYBE) {
            pp_set(p, e->name, n, e->state, e->value, strlen(e->value));
            continue;
        }
        if (m && m->state != WG_MAYBE && m->state != PP_IMPORTED_MAYBE &&
            (state == WG_ON || m->state != e->state || strcmp(m->value, e->value) != 0))
            m->state = WG_MAYBE;
    }
    p->reach_open |= x->open;
}

static void preprocess(wg_tree *t, size_t index, pp_run *run);

/* The names a system header defines, set by an #include read in state (undecided where it is). */
static void header_defines(pp_file *p, const char *const *names, int state)
{
    for (size_t i = 0; names[i]; ++i) {
        size_t n = strlen(names[i]);
        pp_macro *m = pp_find(p, names[i], n);
        if (!m || state == WG_ON)
            pp_set(p, names[i], n, state, "", 0);
        else if (m->state != WG_ON)
            m->state = WG_MAYBE;
    }
}

/* A Qt header (<QtCore/qglobal.h>, <QString>) defines Qt's platform macros: qsystemdetection.h's
 * Q_OS_WIN32 and Q_OS_WIN64 for _WIN64, Q_OS_WIN and Q_OS_WINDOWS with them, and
 * qcompilerdetection.h's Q_CC_MSVC for _MSC_VER (octovis's config.h: #ifdef Q_OS_WIN32 #define
 * M_PI). Other Q_OS_* stay undefined. */
static void qt_platform_macros(pp_file *p, int state)
{
    static const char *const names[] = {"Q_OS_WIN", "Q_OS_WIN32", "Q_OS_WIN64", "Q_OS_WINDOWS", "Q_CC_MSVC", NULL};
    header_defines(p, names, state);
}

/* The UCRT's <math.h> (and <cmath>, which includes it) defines C99's NAN, INFINITY and HUGE_VAL
 * macros: a fallback under #ifndef NAN (janet's "return 0.0 / 0.0;" beside "return NAN;") is not
 * what an MSVC build compiles. */
static void crt_math_macros(pp_file *p, int state)
{
    static const char *const names[] = {"NAN", "INFINITY", "HUGE_VAL", "HUGE_VALF", "HUGE_VALL", NULL};
    header_defines(p, names, state);
}

/* Whether an #include the tree does not hold (q at its '<' or '"', the name n long) names a system
 * or library header, which defines none of the project's switches: written with <>, and not a
 * configuration header a build may generate from the project's template (<config.h>). */
static int system_header_include(const wg_tree *t, const char *q, size_t n)
{
    const char *name = q + 1;
    if (*q != '<' || configuration_header(name, n))
        return 0;
    size_t k = strcspn(name, "/");
    if (k >= n || known_system_header(name, n))
        return 1; /* <x86intrin.h>, <pthread.h>, <vector> */
    char folder[256]; /* <boost/assert.hpp>: a library's, unless the tree holds that folder (<ojph/x.h>) */
    if (k >= sizeof folder)
        return 0;
    memcpy(folder, name, k);
    folder[k] = '\0';
    return !wg_strlist_sorted_has(t->folders, t->folder_count, folder);
}

/* An #include of a bare name that one file of the tree ends with ("ojph_defs.h" through an include
 * folder): its macros stay as the lookup's default (the name may be another build's file), but
 * the names it may #define are marked so, and its own reach joins the includer's. */
static void reach_by_path_end(pp_run *run, pp_file *p, size_t to)
{
    if (run->exports[to].status == 0 && run->depth < PP_INCLUDE_DEPTH_MAX) {
        ++run->depth;
        preprocess(p->tree, to, run);
        --run->depth;
    }
    const pp_exports *x = &run->exports[to];
    if (x->status != 2) {
        p->reach_open = 1;
        return;
    }
    for (size_t i = 0; i < x->count; ++i) {
        size_t n = strlen(x->items[i].name);
        if (x->items[i].state != PP_LEFT_UNDEFINED && !pp_find(p, x->items[i].name, n))
            pp_set(p, x->items[i].name, n, PP_IMPORTED_MAYBE, "", 0);
    }
    p->reach_open |= x->open;
}

/* An #include on a line read in state (not WG_OFF): the file of the tree it names is
 * preprocessed first, where it was not (and is not being read: a cycle), and its macros merged in. */
static void follow_include(pp_run *run, pp_file *p, size_t index, const char *q, long first, int state, const char *reason)
{
    wg_tree *t = p->tree;
    int by_path_end = 0;
    size_t end_matches = 0, end_match = 0;
    wg_tree_file *target = include_directive(t, index, run->edges, run->named, q, first, state, reason, &by_path_end, &end_matches, &end_match);
    if (state == WG_OFF || t->failed)
        return;
    size_t n = strcspn(q + 1, "\">");
    if (wg_std_header_bits(q + 1, n) & WG_STD_QT)
        qt_platform_macros(p, state);
    if (*q == '<' && ((n == 6 && strncmp(q + 1, "math.h", 6) == 0) || (n == 5 && strncmp(q + 1, "cmath", 5) == 0)))
        crt_math_macros(p, state);
    if (!target && end_matches == 1 && t->files[end_match].kind == WG_SCAN_SOURCE) {
        reach_by_path_end(run, p, end_match);
        return;
    }
    if (!target || target->kind != WG_SCAN_SOURCE) {
        p->reach_open |= target || end_matches || !system_header_include(t, q, n);
        return;
    }
    /* Not another build's configuration header that only the name's end finds (hwloc's
     * contrib/android/.../private/autogen/config.h for "private/autogen/config.h", which the
     * Windows build generates from another template), nor a header in another platform's folder. */
    const char *slash = strrchr(target->path, '/');
    if ((by_path_end && configuration_header(q + 1, n) && !target->configured_template) ||
        (slash && wg_other_platform_folder(target->path, (size_t)(slash - target->path)))) {
        p->reach_open = 1;
        return;
    }
    size_t to = (size_t)(target - t->files);
    if (run->exports[to].status == 0 && run->depth < PP_INCLUDE_DEPTH_MAX) {
        ++run->depth;
        preprocess(t, to, run);
        --run->depth;
    }
    if (run->exports[to].status == 2)
        import_exports(p, &run->exports[to], state);
    else
        p->reach_open = 1; /* an include cycle, or too deep */
}

/* #import naming a header (q at its operand): Objective-C's include-once directive. cl.exe's own
 * #import takes a COM type library (.tlb, .olb, .dll, .exe, progid:, libid:), never a .h, so a
 * header that #imports one on a line MSVC x64 compiles is Objective-C's (its findings are set
 * aside where no unit on the path includes it: report_scoped_as). */
static void note_objc_import(wg_tree *t, wg_tree_file *f, const char *q, long number)
{
#ifdef WG_SCAN_OBJC_HEADER_OFF
    (void)t, (void)f, (void)q, (void)number;
#else
    if (f->objc_import || (*q != '"' && *q != '<'))
        return;
    size_t n = strcspn(q + 1, "\">");
    if (q[1 + n] != (*q == '"' ? '"' : '>') || n < 3 || strncmp(q + 1 + n - 2, ".h", 2) != 0)
        return;
    f->objc_import = wg_tree_string(t, "#imports %.*s at %s:%ld: Objective-C's directive, so an Objective-C header, which cl.exe "
                                       "never compiles (no unit on the path includes it)", (int)n + 2, q, f->path, number);
    /* The sibling it imports is one of those Objective-C headers too (protobuf's GPBBootstrap.h,
     * which its siblings #import and no C or C++ file includes); a unit including it still
     * judges it (report_scoped_as). */
    if (*q != '"' || memchr(q + 1, '/', n))
        return;
    const char *slash = strrchr(f->path, '/');
    char sibling[1200];
    snprintf(sibling, sizeof sibling, "%.*s%.*s", slash ? (int)(slash + 1 - f->path) : 0, f->path, (int)n, q + 1);
    wg_tree_file *imported = wg_tree_find(t, sibling);
    if (imported && imported != f && !imported->objc_import)
        imported->objc_import = wg_tree_string(t, "#imported by %s:%ld (Objective-C's directive): a header of Objective-C code, "
                                                  "which cl.exe never compiles (no unit on the path includes it)", f->path, number);
#endif
}

/* A directive other than #if and kin (word, its text at q) on a line read in b's state: #define,
 * #undef, #pragma, #include. */
static void other_directive(pp_run *run, pp_file *p, pp_blocks *b, size_t index, const char *word, size_t wn, const char *q,
                            long first)
{
    wg_tree *t = p->tree;
    if (b->state == WG_OFF && wn == 6 && strncmp(word, "define", 6) == 0) { /* a computed #include's choice for another platform */
        const char *value = q;
        while (isalnum((unsigned char)*value) || *value == '_')
            ++value;
        if (value > q && wg_strlist_append(&p->skipped, &p->skipped_count, &p->skipped_capacity, q, (size_t)(value - q)) != 0)
            t->failed = 1;
        while (*value == ' ' || *value == '\t')
            ++value;
        if (*value == '"')
            note_macro_named_header(t, p->file, value, first, b->state);
    }
    if (b->state == WG_OFF && !(wn == 7 && strncmp(word, "include", 7) == 0))
        return; /* includes in skipped branches are kept: they give an off header its b->reason */
    if ((wn == 6 && strncmp(word, "define", 6) == 0) || (wn == 5 && strncmp(word, "undef", 5) == 0)) {
        pp_frame *top = b->depth ? &b->frames[b->depth - 1] : NULL;
        if (top && top->guard && !top->branched && strncmp(q, top->guard, top->guard_n) == 0 &&
            !is_name(q[top->guard_n]))
            top->defines_guard = word[0] == 'd';
        define_directive(p, index, run->edges, word, q, first, b->state);
    } else if (wn == 6 && strncmp(word, "pragma", 6) == 0) {
        unsigned bit = 0;
        int kind = sdk_pragma(q, &bit);
        if (kind >= 0)
            sdk_event_add(t, run->edges, (sdk_event){index, 0, first, kind, bit});
    } else if (wn == 7 && strncmp(word, "include", 7) == 0 && (*q == '"' || *q == '<'))
        follow_include(run, p, index, q, first, b->state, b->reason);
    else if (wn == 6 && strncmp(word, "import", 6) == 0 && b->state == WG_ON)
        note_objc_import(t, &t->files[index], q, first);
    else if (wn >= 7 && strncmp(word, "include", 7) == 0 && b->state != WG_OFF)
        p->reach_open = 1; /* #include MACRO, #include_next: not followed */
}

/* Where the CMake command around at (in text) ends: its ')' outside quotes, or NULL. */
static const char *cmake_command_end(const char *at)
{
    int quoted = 0, depth = 1;
    for (const char *p = at; *p; ++p)
        if (*p == '\\' && quoted && p[1])
            ++p;
        else if (*p == '"')
            quoted = !quoted;
        else if (!quoted && *p == '(')
            ++depth;
        else if (!quoted && *p == ')' && --depth == 0)
            return p;
    return NULL;
}

/* Whether the tree's CMake writes the variable (name, n bytes) only with set() or string/list(APPEND)
 * whose text holds no include (ADIOS2's ADIOS2_CONFIG_DEFINES: "#cmakedefine ADIOS2_HAVE_X" lines),
 * and names it nowhere else but where it reads it: configure_file() writes macros there, no header. */
static int substitution_writes_no_include(const wg_tree *t, const char *substituted, size_t n)
{
    char name[256];
    if (n >= sizeof name)
        return 0;
    memcpy(name, substituted, n), name[n] = '\0';
    int writes = 0;
    for (size_t i = 0; i < t->count; ++i) {
        const char *text = t->files[i].text;
        if (t->files[i].kind != WG_SCAN_CMAKE || !text)
            continue;
        for (const char *p = strstr(text, name); p; p = strstr(p + n, name)) {
            if ((p > text && is_name(p[-1])) || is_name(p[n]))
                continue;
            if ((p - text >= 2 && p[-1] == '{' && p[-2] == '$') || (p > text && p[-1] == '@' && p[n] == '@'))
                continue; /* a read */
            const char *b = p;
            while (b > text && (b[-1] == ' ' || b[-1] == '\t'))
                --b;
            size_t verb = 0;
            if (b - text >= 4 && (strncmp(b - 4, "set(", 4) == 0 || strncmp(b - 4, "SET(", 4) == 0))
                verb = 4;
            else if (b - text >= 6 && strncmp(b - 6, "APPEND", 6) == 0) /* string(APPEND, list(APPEND */
                verb = 6;
            const char *end = verb ? cmake_command_end(p + n) : NULL;
            if (!end)
                return 0; /* another command writes or hands on the variable */
            for (const char *q = p + n; q + 7 <= end; ++q)
                if (strncmp(q, "include", 7) == 0)
                    return 0;
            ++writes;
        }
    }
    return writes > 0;
}

/* A header template's line that is one configure-time substitution alone ("@PUBLIC_HEADERS@",
 * "${EXTRA_INCLUDES}"): configure_file() may write any #include lines there (ginkgo's ginkgo.hpp.in
 * lists its public headers so), so what the header's includers reach is unknown, as behind an
 * include the scan cannot read. */
static void note_template_substitution(wg_tree *t, wg_tree_file *f, const char *q, long number)
{
#ifdef WG_SCAN_TEMPLATE_SUBSTITUTION_OFF
    (void)t, (void)f, (void)q, (void)number;
#else
    if ((f->unread_include && f->unread_sdk_include) || !header_template(f->path))
        return;
    const char *close = NULL;
    if (q[0] == '@' && is_name(q[1]))
        close = strchr(q + 1, '@');
    else if (q[0] == '$' && q[1] == '{')
        close = strchr(q + 2, '}');
    if (!close)
        return;
    const char *name = q + (q[0] == '@' ? 1 : 2);
    for (const char *n = name; n < close; ++n)
        if (!is_name(*n))
            return;
    if (*skip_blank(close + 1) != '\0')
        return;
#ifndef WG_SCAN_SUBSTITUTION_DEFINES_OFF
    if (substitution_writes_no_include(t, name, (size_t)(close - name)))
        return;
#endif
    const char *what = wg_tree_string(t, "the line %.*s at %s:%ld, which configure_file() replaces with text the tree does not hold",
                                      (int)(close + 1 - q), q, f->path, number);
    if (!f->unread_include)
        f->unread_include = what;
    if (!f->unread_sdk_include)
        f->unread_sdk_include = what;
#endif
}

/* Marks each line of a C/C++/CUDA file on or off the MSVC path and records its #includes; its
 * macros at the end are kept for its includers (pp_exports). */
static void preprocess(wg_tree *t, size_t index, pp_run *run)
{
    wg_tree_file *f = &t->files[index];
    run->exports[index].status = 1;
    pp_file p = {t, f, NULL, 0, 0, 0, PP_CXX, NULL, 0, NULL, 0, 0, 0};
    p.cplusplus = !ends_with(f->path, ".c"); /* x.C is C on Windows, as the rules read it */
    p.language = !p.cplusplus ? PP_C : ends_with(f->path, ".cu") ? PP_CUDA
                 : is_translation_unit(f->path) ? PP_CXX : PP_HEADER;
    pp_blocks b = {NULL, 0, 0, WG_ON, NULL}; /* the open #if blocks, as deep as the file nests them */
    int in_comment = 0;
    char raw_close[sizeof ((scan_state *)0)->raw_close] = "";
    char type_before[32] = ""; /* the word that ends the last code line (note_standin_definition) */
    char *line = malloc(f->length + 2);
    if (!line) {
        t->failed = 1;
        return;
    }
    long number = 0;
    size_t start = 0;
    while (start <= f->length && number < f->lines) {
        ++number;
        long first = number;
        logical_line(f, line, &start, &number);
        scan_state cs;
        memset(&cs, 0, sizeof cs);
        cs.in_block_comment = in_comment;
        memcpy(cs.raw_close, raw_close, sizeof raw_close);
        strip_c_comments(&cs, line);
        in_comment = cs.in_block_comment;
        memcpy(raw_close, cs.raw_close, sizeof raw_close);
        const char *q = line;
        while (*q == ' ' || *q == '\t')
            ++q;
        if (*q != '#') {
            wg_line_mark(f, first, number, b.state, b.reason);
            code_line(t, f, line, *q != '\0', b.state, type_before, sizeof type_before);
            if (b.state != WG_OFF && (*q == '@' || *q == '$'))
                note_template_substitution(t, f, q, first);
            continue;
        }
        ++q;
        while (*q == ' ' || *q == '\t')
            ++q;
        const char *word = q;
        while (isalpha((unsigned char)*q))
            ++q;
        size_t wn = (size_t)(q - word);
        while (*q == ' ' || *q == '\t')
            ++q;
        int is_if = (wn == 2 && strncmp(word, "if", 2) == 0), is_ifdef = wn == 5 && strncmp(word, "ifdef", 5) == 0,
            is_ifndef = wn == 6 && strncmp(word, "ifndef", 6) == 0;
        if (is_if || is_ifdef || is_ifndef) {
            wg_line_mark(f, first, number, b.state, b.reason);
            open_block(&p, &b, word, wn, q, first, start);
            if (t->failed)
                break;
            continue;
        }
        int is_elif = wn == 4 && strncmp(word, "elif", 4) == 0, is_else = wn == 4 && strncmp(word, "else", 4) == 0,
            is_endif = wn == 5 && strncmp(word, "endif", 5) == 0;
        if ((is_elif || is_else || is_endif) && b.depth > 0) {
            next_branch(&p, &b, word, wn, q, first, number);
            continue;
        }
        wg_line_mark(f, first, number, b.state, b.reason);
        other_directive(run, &p, &b, index, word, wn, q, first);
        if (t->failed)
            break;
    }
    for (size_t i = 0; i < p.skipped_count; ++i) /* now: the file's own lookups never see them */
        if (!pp_find(&p, p.skipped[i], strlen(p.skipped[i])))
            pp_set(&p, p.skipped[i], strlen(p.skipped[i]), PP_LEFT_UNDEFINED, "", 0);
    save_exports(&p, &run->exports[index]);
    run->exports[index].status = 2;
    free(line);
    free(b.frames);
    free(p.macros);
    free(p.slots);
    for (size_t i = 0; i < p.skipped_count; ++i)
        free(p.skipped[i]);
    free(p.skipped);
}
/* ---- the rules ------------------------------------------------------------------------------------ */

static int line_on(const scan_state *s, long line)
{
    return s->file->file_state != WG_OFF && line >= 1 && line <= s->file->lines && s->file->state[line] != WG_OFF;
}

/* Whether the text at p of f (counting lines from *counted, at *line) is not off the path. */
static int on_path_at(const wg_tree_file *f, const char **counted, long *line, const char *p)
{
    for (; *counted < p; ++*counted)
        *line += **counted == '\n';
    return f->file_state != WG_OFF && *line <= f->lines && f->state[*line] != WG_OFF;
}

/* Whether f defines a free function `name` on the Windows path ("inline int close(int fd) {",
 * "int open(const char *path, int flags, int mode = 0) {"): the tree's own wrapper, which the
 * file's calls reach instead of the CRT's (a winport shim behind a compile definition). */
static int defines_function_on_path(const wg_tree_file *f, const char *name)
{
    size_t n = strlen(name);
    long line = 1;
    const char *counted = f->text;
    for (const char *p = strstr(f->text, name); p; p = strstr(p + n, name)) {
        /* a namespace's or class's own: "int test::close(int fildes) {" (fmt's posix mock) */
        const char *q = p;
        if (q - f->text > 2 && q[-1] == ':' && q[-2] == ':')
            for (q -= 2; q > f->text && is_name(q[-1]);)
                --q;
        if (q - f->text < 4 || strncmp(q - 4, "int ", 4) != 0 || p[n] != '(' || (q - f->text > 4 && is_name(q[-5])))
            continue;
        const char *b = q - 4; /* "int " at the line's start, after inline/static */
        while (b > f->text && (b[-1] == ' ' || b[-1] == '\t'))
            --b;
        if (b - f->text >= 6 && strncmp(b - 6, "inline", 6) == 0)
            b -= 6;
        else if (b - f->text >= 6 && strncmp(b - 6, "static", 6) == 0)
            b -= 6;
        while (b > f->text && (b[-1] == ' ' || b[-1] == '\t'))
            --b;
        const char *a = p + n + 1;
        if ((b > f->text && b[-1] != '\n') || !(isalpha((unsigned char)*a) || *a == '_'))
            continue; /* not a definition at a line's start, or no typed parameter */
        const char *end = strchr(a, ')');
        const char *brace = end ? end + 1 : NULL;
        while (brace && (*brace == ' ' || *brace == '\t' || *brace == '\n' || *brace == '\r'))
            ++brace;
        if (!brace || *brace != '{')
            continue;
        if (on_path_at(f, &counted, &line, p))
            return 1;
    }
    return 0;
}

/* Whether the name at p follows a type, so that "name(" declares it (a variable constructed
 * with arguments, "absl::btree_multimap<int, int> mmap({...})", or a function) rather than calls
 * it: the word before it is an identifier other than a keyword that precedes an expression, or
 * a template's closing '>'. */
static int declared_here(const char *line, const char *p)
{
    static const char *const expression_keywords[] = {"return", "else", "do", "case", "throw", "co_return", "co_yield",
                                                      "co_await", "sizeof", "new", "delete", "not", "and", "or",
                                                      "typeid", "decltype", "goto", NULL};
    const char *b = p;
    while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
        --b;
    if (b == p || b == line)
        return 0;
    if (b[-1] == '>')
        return !(b - line >= 2 && (b[-2] == '-' || b[-2] == ' ')); /* not ->, nor a comparison's " > " */
    if (!is_name(b[-1]) || isdigit((unsigned char)b[-1]))
        return 0;
    const char *w = b;
    while (w > line && is_name(w[-1]))
        --w;
    for (size_t i = 0; expression_keywords[i]; ++i)
        if (strlen(expression_keywords[i]) == (size_t)(b - w) && strncmp(w, expression_keywords[i], (size_t)(b - w)) == 0)
            return 0;
    return 1;
}

/* A call of name in line (word, then '('), not a member call (x.name, x->name, Type::name) nor a
 * declaration. */
static const char *find_call(const char *line, const char *name)
{
    for (const char *p = find_word(line, name); p; p = find_word(p + 1, name)) {
        const char *q = p + strlen(name);
        while (*q == ' ')
            ++q;
        if (*q != '(')
            continue;
        if (p > line && (p[-1] == '.' || (p[-1] == '>' && p - 1 > line && p[-2] == '-')))
            continue;
        if (p - line >= 2 && p[-1] == ':' && p[-2] == ':' && p - line >= 3 && is_name(p[-3]))
            continue;
        if (declared_here(line, p))
            continue;
        return p;
    }
    return NULL;
}

/* Whether the file declares, on the Windows path, a function `name` of its own that takes no
 * descriptor: "void close(std::string str);" in a class, or a definition "XMLWriter::close(...)"
 * (embree's XML writer). An unqualified call in the file's members reaches it, not the CRT's:
 * a member hides the global name. A prototype taking an int ("int close(int fd);") is the CRT's. */
static int declares_own_function(const wg_tree_file *f, const char *name)
{
    static const char *const types[] = {"void", "bool", "int", "auto", NULL};
    size_t n = strlen(name);
    long line = 1;
    const char *counted = f->text;
    for (const char *p = strstr(f->text, name); p; p = strstr(p + n, name)) {
        if (p == f->text || is_name(p[-1]) || p[n] != '(')
            continue;
        const char *a = p + n + 1;
        while (*a == ' ' || *a == '\t')
            ++a;
        if (*a == ')' || (strncmp(a, "int", 3) == 0 && !is_name(a[3])) || !(isalpha((unsigned char)*a) || *a == '_'))
            continue; /* no parameter (ambiguous with a call), or a descriptor */
        int own = 0;
        if (p - f->text >= 3 && p[-1] == ':' && p[-2] == ':' && is_name(p[-3])) {
            own = 1; /* X::close( */
        } else {
            const char *e = p;
            while (e > f->text && (e[-1] == ' ' || e[-1] == '\t'))
                --e;
            const char *b = e;
            while (b > f->text && is_name(b[-1]))
                --b;
            for (size_t k = 0; types[k] && !own; ++k)
                own = (size_t)(e - b) == strlen(types[k]) && strncmp(b, types[k], (size_t)(e - b)) == 0;
            /* a template's type before it, a parameter declared after it:
             * "pplx::task<void> close(std::ios_base::openmode mode" (cpprestsdk's stream buffers) */
            if (!own && e > f->text && e[-1] == '>') {
                const char *q = a;
                while (is_name(*q) || (q[0] == ':' && q[1] == ':'))
                    q += q[0] == ':' ? 2 : 1;
                while (*q == ' ' || *q == '\t' || *q == '&' || *q == '*')
                    ++q;
                own = q > a && (isalpha((unsigned char)*q) || *q == '_');
            }
        }
        if (!own)
            continue;
        if (on_path_at(f, &counted, &line, p))
            return 1;
    }
    return 0;
}

/* Whether text holds one of the tests guards_descriptor looks for. */
static int tests_descriptor(const char *text);

/* A call of a library's pipe wrapper, a name ending in _pipe (libuv's uv_pipe(fds, 0, 0)), which
 * fills its array argument with two descriptors as pipe() does. */
static int pipe_wrapper_call(const char *line)
{
    for (const char *p = strstr(line, "_pipe"); p; p = strstr(p + 1, "_pipe")) {
        const char *q = p + 5;
        while (*q == ' ')
            ++q;
        if (*q == '(' && p > line && is_name(p[-1]))
            return 1;
    }
    return 0;
}

static void remember_line(scan_state *s, const char *line)
{
    const char *p = line;
    while (*p == ' ' || *p == '\t')
        ++p;
    if (!*p)
        return;
    /* The function's tests against -1 (if (fd < 0) return; ... twenty lines on, close(fd)): the
     * names they test, kept until the function ends (a '}' in the first column). */
    if (line[0] == '}')
        s->guarded_count = 0;
    /* a pipe whose failure the line tests: "if ((pipe(fdin) != 0) || ...) goto done;" leaves
     * valid descriptors for the rest of the function (civetweb's CGI pipes) */
    int pipe_checked = (find_call(p, "pipe") || find_call(p, "_pipe") || find_call(p, "socketpair") || pipe_wrapper_call(p)) &&
                       (strstr(p, "!= 0") || strstr(p, "!=0") || strstr(p, "== 0") || strstr(p, "==0") ||
                        strstr(p, "ASSERT_OK(") || strstr(p, "_EQ(0,"));
    for (const char *w = p; (pipe_checked || tests_descriptor(p)) && *w && s->guarded_count < 32;) {
        while (*w && !(isalpha((unsigned char)*w) || *w == '_'))
            ++w;
        size_t n = 0;
        while (is_name(w[n]))
            ++n;
        if (n && n < sizeof s->guarded[0]) {
            memcpy(s->guarded[s->guarded_count], w, n);
            s->guarded[s->guarded_count++][n] = '\0';
        }
        w += n;
    }
    free(s->recent[CLOSE_LOOKBACK - 1]);
    memmove(s->recent + 1, s->recent, (CLOSE_LOOKBACK - 1) * sizeof s->recent[0]);
    s->recent[0] = malloc(strlen(p) + 1);
    if (s->recent[0])
        strcpy(s->recent[0], p);
}

/* Whether text tests the descriptor name against -1 (or for being valid) before it is closed. */
/* Comparisons, and a test framework's assertions on the descriptor (libuv's ASSERT_NE(f, -1),
 * gtest's ASSERT_GE(fd, 0)) */
static const char *const descriptor_tests[] = {">= 0", ">=0", "!= -1", "!=-1", "> -1", "> 0", "< 0", "== -1", "==-1",
                                               "_NE(", "_GE(", "_GT(", NULL};

/* A comparison with a non-negative constant, which -1 fails: "fd > 2" (libuv's fs__close skips
 * the standard streams), or the constant first, "0 < fd" (libarchive's tests' assert), "-1 != fd". */
static int compares_to_constant(const char *text)
{
    for (const char *p = strchr(text, '>'); p; p = strchr(p + 1, '>')) {
        if ((p > text && (p[-1] == '-' || p[-1] == '>')) || p[1] == '>')
            continue; /* ->, >> */
        const char *q = p + 1 + (p[1] == '=');
        while (*q == ' ')
            ++q;
        if (isdigit((unsigned char)*q))
            return 1;
    }
    for (const char *p = text; *p; ++p) {
        if (!isdigit((unsigned char)*p) || (p > text && (is_name(p[-1]) || p[-1] == '.')))
            continue;
        int minus_one = p > text && p[-1] == '-' && p[0] == '1' && !isalnum((unsigned char)p[1]);
        const char *q = p;
        while (isalnum((unsigned char)*q))
            ++q;
        while (*q == ' ')
            ++q;
        if ((q[0] == '<' && q[1] != '<') || (minus_one && (q[0] == '!' || q[0] == '=') && q[1] == '='))
            return 1;
        p = q > p ? q - 1 : p;
    }
    return 0;
}

static int tests_descriptor(const char *text)
{
    for (size_t i = 0; descriptor_tests[i]; ++i)
        if (strstr(text, descriptor_tests[i]))
            return 1;
    return compares_to_constant(text);
}

static int guards_descriptor(const char *text, const char *descriptor, size_t n)
{
    static const char *const *tests = descriptor_tests;
    char name[128];
    if (n >= sizeof name)
        return 0;
    memcpy(name, descriptor, n);
    name[n] = '\0';
    const char *at = text;
    int named = 0;
    while ((at = strstr(at, name)) != NULL) {
        if ((at == text || !is_name(at[-1])) && !is_name(at[n]))
            named = 1;
        at += n;
    }
    if (!named)
        return 0;
    for (size_t i = 0; tests[i]; ++i)
        if (strstr(text, tests[i]))
            return 1;
    return compares_to_constant(text);
}

/* Whether text names the descriptor as the whole word at p (n characters). */
static int names_descriptor_at(const char *text, const char *p, const char *name, size_t n)
{
    return strncmp(p, name, n) == 0 && (p == text || !is_name(p[-1])) && !is_name(p[n]);
}

/* Whether a recent line says the descriptor did not come from a failed open here: a parameter of
 * the enclosing function (int fd), whose caller opened it (a wrapper: jemalloc's malloc_close,
 * folly's fileops::close); a copy of a descriptor another function stored (int fd = ctx->fd); or
 * an out-parameter of an open whose result a later line tests (ret = open_fd(uri, &fd); if (ret
 * == OK)). */
static int descriptor_vouched(const scan_state *s, const char *descriptor, size_t n)
{
    char name[128];
    if (n >= sizeof name)
        return 0;
    memcpy(name, descriptor, n);
    name[n] = '\0';
    int tested_after = 0; /* an if() on a line after the one read */
    for (int k = 0; k < CLOSE_LOOKBACK && s->recent[k]; ++k) {
        const char *text = s->recent[k];
        for (const char *p = strstr(text, name); p; p = strstr(p + 1, name)) {
            if (!names_descriptor_at(text, p, name, n))
                continue;
            const char *b = p;
            while (b > text && (b[-1] == ' ' || b[-1] == '\t'))
                --b;
            const char *a = p + n;
            while (*a == ' ' || *a == '\t')
                ++a;
            /* int fd) or int fd, after ( or , : a parameter of a definition (a prototype ends with ';') */
            size_t length = strlen(text);
            while (length && (text[length - 1] == ' ' || text[length - 1] == '\t'))
                --length;
            if (b - text >= 3 && strncmp(b - 3, "int", 3) == 0 && (*a == ')' || *a == ',') && length && text[length - 1] != ';') {
                const char *c = b - 3;
                while (c > text && (c[-1] == ' ' || c[-1] == '\t'))
                    --c;
                if (c > text && (c[-1] == '(' || c[-1] == ','))
                    return 1;
            }
            /* fd = x->member; or fd = x.member; */
            if (*a == '=' && a[1] != '=') {
                const char *v = a + 1;
                while (*v == ' ' || *v == '\t')
                    ++v;
                size_t m = 0;
                while (is_name(v[m]))
                    ++m;
                const char *sel = v + m;
                if (m && !isdigit((unsigned char)v[0]) && ((sel[0] == '-' && sel[1] == '>') || sel[0] == '.')) {
                    sel += sel[0] == '.' ? 1 : 2;
                    size_t k2 = 0;
                    while (is_name(sel[k2]))
                        ++k2;
                    const char *end = sel + k2;
                    while (*end == ' ' || *end == '\t')
                        ++end;
                    if (k2 && *end == ';')
                        return 1;
                }
            }
            /* &fd handed to a call, and its result tested on a later line */
            if (b > text && b[-1] == '&' && tested_after) {
                const char *c = b - 1;
                while (c > text && (c[-1] == ' ' || c[-1] == '\t'))
                    --c;
                if (c > text && (c[-1] == '(' || c[-1] == ','))
                    return 1;
            }
        }
        if (strstr(text, "if (") || strstr(text, "if("))
            tested_after = 1;
    }
    return 0;
}

/* Whether f itself #defines close, on a line not off the path, as another function than the CRT's
 * (_close, close): re's "#define close closesocket"; ADIOS2's "#define close _close" stays the CRT's. */
static int close_defined_as_other(const wg_tree_file *f)
{
    long line = 1;
    const char *counted = f->text;
    for (const char *d = f->text ? strstr(f->text, "define close ") : NULL; d; d = strstr(d + 1, "define close ")) {
        const char *v = d + 13;
        while (*v == ' ' || *v == '\t')
            ++v;
        size_t n = 0;
        while (is_name(v[n]))
            ++n;
        if (n == 0 || (n == 6 && strncmp(v, "_close", 6) == 0) || (n == 5 && strncmp(v, "close", 5) == 0))
            continue;
        if (on_path_at(f, &counted, &line, d))
            return 1;
    }
    return 0;
}

/* A close() call that is not the CRT's: a second argument (asio's close(impl, ec), a member or
 * overload: the CRT's takes one), or close a macro of the file's own on the Windows path that names
 * another function (re's udp.c "#define close closesocket" under #ifdef WIN32, Winsock's). after: past
 * the first argument's name. WG_SCAN_CLOSE_TWO_ARGS_OFF and WG_SCAN_CLOSE_MACRO_OFF switch the two
 * off. */
static int close_call_not_crt(const scan_state *s, int plain_close, const char *after)
{
#ifndef WG_SCAN_CLOSE_TWO_ARGS_OFF
    if (*after == ',')
        return 1;
#endif
#ifndef WG_SCAN_CLOSE_MACRO_OFF
    if (plain_close && close_defined_as_other(s->file))
        return 1;
#endif
    (void)s, (void)plain_close, (void)after;
    return 0;
}

/* Whether the first name in close(...) is a parameter's type, after: just past it: a reference
 * (close(error_code& ec), a member's declaration or definition) or a template's arguments
 * (close(stream<Layer>& ws, ...)). A descriptor is an int, neither a reference's type nor a template. */
static int close_parameter_type(const char *after)
{
#ifdef WG_SCAN_CLOSE_PARAMETER_TYPE_OFF
    (void)after;
    return 0;
#else
    if (*after == '<')
        return 1;
    if (*after != '&' || after[1] == '&')
        return 0;
    const char *name = after + 1;
    while (*name == ' ' || *name == '\t')
        ++name;
    size_t n = 0;
    while (is_name(name[n]))
        ++n;
    const char *end = name + n;
    while (*end == ' ' || *end == '\t')
        ++end;
    return n && !isdigit((unsigned char)*name) && (*end == ')' || *end == ',' || *end == '=');
#endif
}

static void check_close(scan_state *s, const char *line, long number)
{
    const char *names[] = {"close", "_close", NULL};
    for (size_t i = 0; names[i]; ++i) {
        const char *p = find_call(line, names[i]);
        if (!p)
            continue;
        const char *a = strchr(p, '(') + 1;
        while (*a == ' ')
            ++a;
        size_t n = 0;
        while (is_name(a[n]))
            ++n;
        const char *after = a + n;
        while (*after == ' ')
            ++after;
        if (n == 0 || isdigit((unsigned char)a[0]) || !s->opens_files || is_name(*after) || *after == '*' ||
            (i == 0 && s->own_close) || close_parameter_type(after))
            continue; /* no descriptor named (close(0): stdin, never -1), a declaration (close(int fd)), or the file's own close() */
        if (i == 0 && s->member_close && !(p > line && p[-1] == ':'))
            continue; /* close(name) in a class with its own close(std::string) */
        if (close_call_not_crt(s, i == 0, after))
            continue;
        if (*after == '.' || (after[0] == '-' && after[1] == '>'))
            continue; /* close(state->fd): a descriptor another function opened and stored */
        if (guards_descriptor(line, a, n))
            continue;
        int tested = 0;
        for (size_t k = 0; k < s->guarded_count && !tested; ++k)
            tested = strlen(s->guarded[k]) == n && strncmp(s->guarded[k], a, n) == 0;
        if (tested)
            continue;
        int guarded_before = 0;
        for (int k = 0; k < CLOSE_LOOKBACK && s->recent[k] && !guarded_before; ++k)
            guarded_before = guards_descriptor(s->recent[k], a, n);
        if (!guarded_before && !descriptor_vouched(s, a, n)) {
            char message[256];
            snprintf(message, sizeof message, "%s(%.*s) without a check that the descriptor is not -1: the UCRT's invalid-parameter handler ends the process", names[i], (int)n, a);
            report(s, number, "SCAN_CLOSE_INVALID_FD", message);
        }
    }
}

/* Whether the literal at p (in line) follows a C cast to a 64-bit type: "(uint64_t)1UL << 32"
 * (SatDump's m10 parser) shifts a 64-bit value, as the cast binds before the shift. */
static int cast_to_64_bits(const char *line, const char *p)
{
#ifdef WG_SCAN_LLP64_CAST_OFF
    (void)line, (void)p;
    return 0;
#else
    static const char *const wide[] = {"uint64_t", "int64_t", "std::uint64_t", "std::int64_t", "size_t", "std::size_t",
                                       "long long", "unsigned long long", "__int64", "unsigned __int64", "uintptr_t",
                                       "intptr_t", "ptrdiff_t", NULL};
    while (p > line && (p[-1] == ' ' || p[-1] == '\t'))
        --p;
    if (p == line || p[-1] != ')')
        return 0;
    const char *close = p - 1, *open = close;
    while (open > line && open[-1] != '(')
        --open;
    if (open == line)
        return 0;
    open = skip_blank(open);
    size_t n = (size_t)(close - open);
    while (n && (open[n - 1] == ' ' || open[n - 1] == '\t'))
        --n;
    for (size_t i = 0; wide[i]; ++i)
        if (strlen(wide[i]) == n && strncmp(open, wide[i], n) == 0)
            return 1;
    return 0;
#endif
}

/* An integer literal of type long / unsigned long (L or UL, not LL): 32 bits on LLP64; and an
 * assertion that long is 8 bytes (static_assert(sizeof(long) == 8)), which LLP64 fails. */
static void check_llp64(scan_state *s, const char *line, long number)
{
    static const char *const longs[] = {"sizeof(long) == 8", "sizeof(unsigned long) == 8", "8 == sizeof(long)",
                                        "sizeof(long)==8", "sizeof(unsigned long)==8", NULL};
    for (size_t i = 0; longs[i]; ++i) {
        const char *p = strstr(line, longs[i]);
        if (p && !inside_literal(line, p) && (find_word(line, "static_assert") || find_word(line, "_Static_assert") || find_word(line, "assert"))) {
            report(s, number, "SCAN_LLP64", "asserts that long is 8 bytes: it is 4 on Windows (LLP64); use int64_t or long long");
            return;
        }
    }
    for (const char *p = line; *p; ++p) {
        if (*p == '"' || *p == '\'') {
            p = skip_literal(p);
            if (!*p)
                return;
            continue;
        }
        if (!isdigit((unsigned char)*p) || (p > line && (is_name(p[-1]) || p[-1] == '.')))
            continue;
        char *end;
        unsigned long long v = strtoull(p, &end, 0);
        const char *q = end;
        int l = 0;
        while (*q == 'l' || *q == 'L' || *q == 'u' || *q == 'U') {
            if (*q == 'l' || *q == 'L')
                ++l;
            ++q;
        }
        if (l == 1 && !is_name(*q)) {
            const char *r = q;
            while (*r == ' ')
                ++r;
            int shift = -1;
            if (r[0] == '<' && r[1] == '<') {
                r += 2;
                while (*r == ' ')
                    ++r;
                if (isdigit((unsigned char)*r))
                    shift = (int)strtol(r, NULL, 10);
            }
            (void)v; /* a literal above 32 bits becomes long long by itself: only a shift truncates */
            if (shift >= 32 && !cast_to_64_bits(line, p)) {
                char message[256];
                snprintf(message, sizeof message, "%.*s%s: long is 32 bits on Windows (LLP64); use a 64-bit type (ULL, uint64_t, size_t)",
                         (int)(q - p), p, shift >= 32 ? " << 32 or more" : "");
                report(s, number, "SCAN_LLP64", message);
                return;
            }
        }
        p = q > p ? q - 1 : p;
    }
}

/* ReadFile/WriteFile take a DWORD count: a size_t count passed without a clamp truncates. */
static void check_dword_count(scan_state *s, size_t offset, const char *line, long number)
{
    const char *names[] = {"ReadFile", "WriteFile", NULL};
    for (size_t i = 0; names[i]; ++i) {
        const char *p = find_call(line, names[i]);
        if (!p)
            continue;
        const char *raw = strstr(s->file->text + offset, names[i]);
        if (!raw)
            continue;
        raw = strchr(raw, '(');
        int depth = 0, argument = 0;
        const char *third = NULL, *third_end = NULL;
        for (const char *q = raw; q && *q && q < s->file->text + s->file->length; ++q) {
            if (*q == '(')
                ++depth;
            else if (*q == ')' && --depth == 0) {
                if (argument == 2)
                    third_end = q;
                break;
            } else if (*q == ',' && depth == 1) {
                if (++argument == 2)
                    third = q + 1;
                else if (argument == 3)
                    third_end = q;
            }
        }
        if (!third || !third_end)
            continue;
        char count[256];
        size_t n = (size_t)(third_end - third) < sizeof count - 1 ? (size_t)(third_end - third) : sizeof count - 1;
        memcpy(count, third, n);
        count[n] = '\0';
        if (strstr(count, "DWORD") || strstr(count, "min") || strstr(count, "clamp") || strstr(count, "sizeof"))
            continue;
        char message[512];
        snprintf(message, sizeof message, "%s count (%.200s) is a DWORD: a 64-bit count needs a clamp and a loop", names[i], count);
        report(s, number, "SCAN_DWORD_COUNT", message);
    }
}

/* A drive-letter path in a string literal ("C:\\Program Files", "C:/..."). */
static int windows_path_literal(const char *line)
{
    for (const char *p = strchr(line, '"'); p; p = strchr(p + 1, '"')) {
        const char *q = p + 1;
        if (p > line && p[-1] == 'R') /* a raw string, R"(...)" or R"x(...)x": the text after '(' */
            while (*q && *q != '(' && *q != '"' && q - p < 18)
                ++q;
        if (*q == '(' && p > line && p[-1] == 'R')
            ++q;
        if (isalpha((unsigned char)q[0]) && q[1] == ':' && (q[2] == '/' || q[2] == '\\'))
            return 1;
    }
    return 0;
}

static int non_ascii_literal(const char *line)
{
    for (const char *p = line; *p; ++p) {
        if (*p != '"' && *p != '\'')
            continue;
        char quote = *p++;
        for (; *p && *p != quote; ++p) {
            if ((unsigned char)*p >= 0x80)
                return 1;
            if (*p == '\\' && p[1])
                ++p;
        }
        if (!*p)
            return 0;
    }
    return 0;
}

/* Whether p lies inside a string or character literal of line. */
static int inside_literal(const char *line, const char *p)
{
    for (const char *q = line; q < p; ++q)
        if (*q == '"' || *q == '\'') {
            const char *close = skip_literal(q);
            if (!*close || close > p)
                return 1;
            q = close;
        }
    return 0;
}

/* Whether the file is written for nvcc or hipcc (its text names __device__, __global__ or
 * __host__): ginkgo's common/cuda_hip sources, which its CMake hands to CUDA or HIP. */
static int device_source(scan_state *s)
{
    if (!s->device_text)
        s->device_text = strstr(s->file->text, "__device__") || strstr(s->file->text, "__global__") || strstr(s->file->text, "__host__") ? 2 : 1;
    return s->device_text == 2;
}

/* The name of the call whose parenthesis encloses p on line (FOO in FOO(a, p)), else NULL; *n
 * its length (0 where the parenthesis follows no name). */
static const char *enclosing_call_name(const char *line, const char *p, size_t *n)
{
    int depth = 0;
    const char *open = NULL;
    for (const char *q = p; q > line && !open;) {
        --q;
        if (*q == ')')
            ++depth;
        else if (*q == '(' && depth-- == 0)
            open = q;
    }
    if (!open)
        return NULL;
    return name_before_blanks(line, open, n);
}

/* Whether p is an argument of __has_builtin(...) or of a macro the tree defines as it (folly's
 * FOLLY_HAS_BUILTIN(__builtin_operator_new)): a name asked about, not used. */
static int builtin_probe_argument(const wg_tree *t, const char *line, const char *p)
{
    size_t n = 0;
    const char *b = enclosing_call_name(line, p, &n);
    if (!b)
        return 0;
    return (n == 13 && strncmp(b, "__has_builtin", 13) == 0) || (n && wg_strlist_has(t->builtin_probes, t->builtin_probe_count, b, n));
}

/* The tree's macro whose body declares a template, of which the builtin at p is a direct
 * argument, named and not called (FOLLY_CREATE_QUAL_INVOKER(op_new_builtin_fn_,
 * __builtin_operator_new)): the macro's call of it is a dependent one in the template, compiled
 * only where the template is instantiated. The macro's name, else NULL (*n its length). */
static const char *template_macro_argument(const wg_tree *t, const char *line, const char *p, size_t *n)
{
    size_t k = 0;
    while (is_name(p[k]))
        ++k;
    const char *after = p + k;
    while (*after == ' ' || *after == '\t')
        ++after;
    if (*after != ',' && *after != ')')
        return NULL;
    const char *b = enclosing_call_name(line, p, n);
    return b && *n && wg_strlist_has(t->template_macros, t->template_macro_count, b, *n) ? b : NULL;
}

/* The extension at each of its uses in line, unless the tree defines that very name on the
 * Windows path (#define __builtin_popcountll __popcnt64 under _MSC_VER: the fix's stand-in): 1,
 * or 2 where each use is a builtin handed to a macro that makes a template (s->apart_reason
 * then says which). */
/* A prefix that only token pasting completes: a name ending in one '_' (no GCC builtin does;
 * __attribute__ and its kin end in two) that is pasted with ## or handed on to a concatenating macro as a whole argument
 * (simde's HEDLEY_CONCAT3(__builtin_, name, SIMDE_BUILTIN_SUFFIX_8_)). The builtin it makes is
 * named at the macro's uses, which the scan reads there; the fragment names none: 8 false alarms
 * at simde's newest commit, which MSVC builds in its CI. */
static int pasted_fragment(const char *line, const char *p, size_t n)
{
    if (n < 2 || p[n - 1] != '_' || p[n - 2] == '_')
        return 0;
    const char *a = p + n;
    while (*a == ' ' || *a == '\t')
        ++a;
    if (*a == ',' || (a[0] == '#' && a[1] == '#'))
        return 1;
    const char *b = p;
    while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
        --b;
    return b - line >= 2 && b[-1] == '#' && b[-2] == '#';
}

static int gnu_extension_without_standin(scan_state *s, const char *line, const char *extension)
{
    int apart = 0;
    for (const char *p = strstr(line, extension); p; p = strstr(p + 1, extension)) {
        if (inside_literal(line, p)) /* fprintf(out, "__attribute__((aligned(4)))"): text, not code */
            continue;
        if (builtin_probe_argument(s->tree, line, p))
            continue;
        size_t n = 0;
        while (is_name(p[n]))
            ++n;
        if ((p > line && is_name(p[-1])) || (strcmp(extension, "__thread") == 0 && n != 8))
            continue; /* part of another name (CUDA's __threadfence) */
        /* GCC's spelling of restrict (cl.exe's is __restrict): CUDA's own keyword, which nvcc's
         * host headers define for cl.exe, in a unit nvcc compiles */
        if (strcmp(extension, "__restrict__") == 0 &&
            (n != 12 || ends_with(s->path, ".cu") || ends_with(s->path, ".cuh") || (s->file->unit_languages & WG_UNIT_CUDA) ||
             device_source(s)))
            continue;
        if (pasted_fragment(line, p, n))
            continue;
        char name[128];
        snprintf(name, sizeof name, "%.*s", (int)(n < sizeof name - 1 ? n : sizeof name - 1), p);
        size_t k = 0;
        while (msvc_builtins[k] && strcmp(msvc_builtins[k], name) != 0)
            ++k;
        if (!msvc_builtins[k] && !wg_tree_defines_on_path(s->tree, s->path, name)) {
            size_t mn = 0;
            const char *macro = template_macro_argument(s->tree, line, p, &mn);
            if (!macro)
                return 1;
            if (!apart)
                s->apart_reason = wg_tree_string(s->tree, "%s is handed, not called, to %.*s(...), whose body declares a template: its call there is a dependent one, compiled only where the template is instantiated",
                                                 name, (int)mn, macro);
            apart = 2;
        }
    }
    return apart;
}

/* "asm(", "asm volatile(", "asm __volatile__(", "asm goto(": GNU inline assembly (a statement,
 * or a register variable's asm("ymm0")); cl.exe has none on x64 (__asm__ is gnu_extensions'). */
/* After an asm keyword at q: GCC's qualifiers, then its operands' "(" (or the line's end, where
 * at_end is allowed). */
static int asm_operands_follow(const char *q, int at_end)
{
    static const char *const after_asm[] = {"volatile", "__volatile__", "goto", "inline", NULL};
    const char *start = q;
    while (*q == ' ' || *q == '\t')
        ++q;
    for (size_t k = 0; after_asm[k]; ++k)
        if (strncmp(q, after_asm[k], strlen(after_asm[k])) == 0 && !is_name(q[strlen(after_asm[k])])) {
            q += strlen(after_asm[k]);
            while (*q == ' ' || *q == '\t')
                ++q;
            break;
        }
    return *q == '(' || (at_end && *q == '\0' && q > start);
}

/* Whether p sits in the device argument of libcu++'s NV_IF_TARGET/NV_IF_ELSE_TARGET written on
 * its line: NV_IF_TARGET(NV_IS_HOST, (host), (device)), NV_IF_TARGET(NV_IS_DEVICE or
 * NV_PROVIDES_SM_xx ..., (device), (host)). nvcc's host pass hands cl.exe only the host
 * argument (thrust's asm("trap;") beside std::terminate()). */
static int in_nv_device_branch(const char *line, const char *p)
{
    static const char *const calls[] = {"NV_IF_TARGET", "NV_IF_ELSE_TARGET", NULL};
    for (size_t k = 0; calls[k]; ++k)
        for (const char *c = find_word(line, calls[k]); c && c < p; c = find_word(c + 1, calls[k])) {
            const char *q = c + strlen(calls[k]);
            while (*q == ' ' || *q == '\t')
                ++q;
            if (*q != '(')
                continue;
            const char *cond = q + 1;
            while (*cond == ' ' || *cond == '\t')
                ++cond;
            int host_first = strncmp(cond, "NV_IS_HOST", 10) == 0 && !is_name(cond[10]);
            int device_first = (strncmp(cond, "NV_IS_DEVICE", 12) == 0 && !is_name(cond[12])) ||
                               strncmp(cond, "NV_PROVIDES_SM_", 15) == 0 || strncmp(cond, "NV_IS_EXACTLY_SM_", 17) == 0;
            if (!host_first && !device_first)
                continue;
            int depth = 0, argument = 0;
            for (const char *r = q; r < p; ++r) {
                if (*r == '(')
                    ++depth;
                else if (*r == ')' && --depth == 0)
                    break;
                else if (*r == ',' && depth == 1)
                    ++argument;
            }
            if (depth >= 1 && argument == (host_first ? 2 : 1))
                return 1;
        }
    return 0;
}

/* GNU C's plain typeof(...) in code cl.exe compiles as C (capstone's union { typeof(Imm) In; ... }):
 * MSVC's C takes typeof only as C23's, under /std:clatest, which no engine's MSVC build asks for
 * (C2061/C2143). Only in C: a C++ unit would use decltype, and GCC's own C++ takes typeof only as
 * a GNU mode extension. A tree that #defines typeof on the Windows path (to __typeof__ or
 * decltype) has its stand-in. Not in macro bodies: unicorn's qemu headers keep GNU-only macros
 * (QSLIST_INSERT_HEAD_ATOMIC, QEMU_IS_ARRAY) that its MSVC build never expands. */
static int gnu_c_typeof(scan_state *s, const char *line)
{
#ifdef WG_SCAN_GCC_EXTENSION_C_TYPEOF_OFF
    (void)s, (void)line;
    return 0;
#else
    if (s->family.cplusplus || wg_tree_defines_on_path(s->tree, s->path, "typeof"))
        return 0;
    for (const char *p = find_word(line, "typeof"); p; p = find_word(p + 1, "typeof")) {
        const char *q = p + 6;
        while (*q == ' ' || *q == '\t')
            ++q;
        if (*q == '(' && !inside_literal(line, p))
            return 1;
    }
    return 0;
#endif
}

/* GNU's conditional with its middle operand left out, "count = n ?: 1" (avogadrolibs'
 * pdbformat.cpp): g++ and clang take it as "n ? n : 1", cl.exe stops with a syntax error (C2059).
 * A '?' whose next token is a lone ':' outside a literal; "? ::name" is a global name, "??:" a
 * trigraph. */
static int gnu_conditional_without_middle(const char *line)
{
#ifdef WG_SCAN_GNU_CONDITIONAL_OFF
    (void)line;
    return 0;
#else
    for (const char *p = strchr(line, '?'); p; p = strchr(p + 1, '?')) {
        const char *q = skip_blank(p + 1);
        if (*q == ':' && q[1] != ':' && !(p > line && p[-1] == '?') && !inside_literal(line, p))
            return 1;
    }
    return 0;
#endif
}

static int gnu_inline_asm(const char *line)
{
    for (const char *p = find_word(line, "asm"); p; p = find_word(p + 1, "asm"))
        if (!inside_literal(line, p) && asm_operands_follow(p + 3, 1) && !in_nv_device_branch(line, p))
            return 1; /* asm volatile( ... or asm volatile at a line's end */
    /* __asm with GCC's operands in parentheses (CRoaring's __asm volatile("cpuid" ...)): MSVC's
     * own __asm, x86 only, takes a block or an instruction, never "(" */
    for (const char *p = find_word(line, "__asm"); p; p = find_word(p + 1, "__asm"))
        if (!inside_literal(line, p) && asm_operands_follow(p + 5, 0))
            return 1;
    return 0;
}

/* A call of a POSIX function the MSVC CRT lacks, unless the tree defines that very name on the
 * Windows path (#define strcasecmp _stricmp, or a function of that name under _WIN32). */
static void family_report_apart(void *context, long line, const char *id, const char *message, const char *reason);

/* Whether <header> (h, n bytes) is a POSIX header of the list that the tree holds no file of:
 * the system's own (<getopt.h> for getopt), which no Windows build finds, not a stand-in. */
static int posix_header_not_held(const wg_tree *t, const char *h, size_t n)
{
    int listed = 0;
    for (size_t i = 0; posix_headers[i] && !listed; ++i)
        listed = strlen(posix_headers[i]) == n && strncmp(posix_headers[i], h, n) == 0;
    if (!listed)
        return 0;
    for (size_t i = 0; i < t->count; ++i) {
        const char *path = t->files[i].path;
        size_t m = strlen(path);
        if (m >= n && strncmp(path + m - n, h, n) == 0 && (m == n || path[m - n - 1] == '/'))
            return 0;
    }
    return 1;
}

/* The first #include on the path whose header is named after name ("util/getopt.hh" for getopt:
 * kenlm's stand-in for Windows, which the tree may not even hold): "path:line", else NULL. */
static const char *include_named_after(const scan_state *s, const char *name)
{
    const wg_tree_file *f = s->file;
    size_t n = strlen(name);
    long number = 1;
    for (const char *p = f->text, *end = f->text + f->length; p < end; ++number) {
        const char *nl = memchr(p, '\n', (size_t)(end - p)), *q = p;
        p = nl ? nl + 1 : end;
        while (*q == ' ' || *q == '\t')
            ++q;
        if (*q != '#' || number > f->lines || f->state[number] == WG_OFF)
            continue;
        for (++q; *q == ' ' || *q == '\t'; ++q)
            ;
        if (strncmp(q, "include", 7) != 0)
            continue;
        const char *open = q + 7 + strcspn(q + 7, "\"<\n"), *close = open + 1 + strcspn(open + 1, "\">\n");
        const char *base = close;
        while (base > open + 1 && base[-1] != '/')
            --base;
        if (*open != '\n' && (size_t)(close - base) > n && strncmp(base, name, n) == 0 && base[n] == '.' &&
            !(*open == '<' && posix_header_not_held(s->tree, open + 1, (size_t)(close - open - 1))))
            return wg_tree_string(s->tree, "%s:%ld", f->path, number);
    }
    return NULL;
}

/* The parameter at index k of a "#define NAME(" whose parameter list starts at q: 1 where the
 * body after it (up to the directive's end) uses that parameter, 0 where it drops it, -1 where
 * the list has no such parameter (a variadic one takes the rest). */
static int macro_uses_parameter(const char *q, size_t k)
{
    const char *close = strchr(q, ')');
    const char *eol = strchr(q, '\n');
    if (!close || (eol && eol < close))
        return -1;
    const char *param = q;
    for (size_t i = 0; i < k; ++i) {
        param = memchr(param, ',', (size_t)(close - param));
        if (!param)
            return -1;
        ++param;
    }
    while (*param == ' ' || *param == '\t')
        ++param;
    size_t n = 0;
    while (is_name(param[n]))
        ++n;
    if (n == 0)
        return -1; /* "..." */
    const char *end = close + 1;
    while (*end && !(*end == '\n' && end[-1] != '\\'))
        ++end;
    for (const char *b = close + 1; b + n <= end; ++b)
        if (strncmp(b, param, n) == 0 && !is_name(b[-1]) && !is_name(b[n]))
            return 1;
    return 0;
}

/* Whether the name at p is inside an argument of a call, on this line, of a function-like macro
 * the unit's own file #defines earlier on a line of the path (1; 2 where that line's condition is
 * undecided) without using that argument (hwloc's
 * "#define mkdir(name, mode) _mkdir(name)" before mkdir(basedir, S_IRWXU|S_IRGRP|...), KTX's
 * "#define GetOpenGLModuleHandle(flags) ktxFindOpenGL()" before its call with RTLD_LAZY): the
 * preprocessor drops the name, the compiler never reads it. 3 false alarms at hwloc's and KTX's
 * newest commits, which MSVC builds in their CI. */
/* The name of the call whose arguments hold p on this line (n bytes; NULL: none), and the index of
 * the argument p is in (*k). */
static const char *enclosing_call_argument(const char *line, const char *p, size_t *n, size_t *k)
{
    int depth = 0;
    const char *open = NULL;
    *k = 0, *n = 0;
    for (const char *b = p; b > line && !open; --b) {
        char c = b[-1];
        if (c == ')')
            ++depth;
        else if (c == '(' && depth > 0)
            --depth;
        else if (c == '(')
            open = b - 1;
        else if (c == ',' && depth == 0)
            ++*k;
    }
    return open ? name_before_blanks(line, open, n) : NULL;
}

/* The parameter at index k of a "#define NAME(" whose parameter list starts at q: 1 where the
 * body uses it, and every use is pasted into another token with ## (asio's
 * "#define ASIO_OS_DEF(c) ASIO_OS_DEF_##c"); 0 otherwise. */
static int macro_pastes_parameter(const char *q, size_t k)
{
    const char *close = strchr(q, ')');
    const char *eol = strchr(q, '\n');
    if (!close || (eol && eol < close))
        return 0;
    const char *param = q;
    for (size_t i = 0; i < k && param; ++i)
        param = memchr(param, ',', (size_t)(close - param)), param = param ? param + 1 : NULL;
    if (!param)
        return 0;
    while (*param == ' ' || *param == '\t')
        ++param;
    size_t n = 0;
    while (is_name(param[n]))
        ++n;
    const char *end = close + 1;
    while (*end && !(*end == '\n' && end[-1] != '\\'))
        ++end;
    int uses = 0;
    for (const char *b = close + 1; n && b + n <= end; ++b) {
        if (strncmp(b, param, n) != 0 || is_name(b[-1]) || is_name(b[n]))
            continue;
        const char *before = b, *after = b + n;
        while (before[-1] == ' ' || before[-1] == '\t')
            --before;
        while (*after == ' ' || *after == '\t')
            ++after;
        if (!(before[-1] == '#' && before[-2] == '#') && !(after[0] == '#' && after[1] == '#'))
            return 0;
        ++uses;
    }
    return uses > 0;
}

/* Whether the name at p is an argument of a function-like macro in capitals that every #define of
 * it on the Windows path, in any file of the tree, pastes into another token: the preprocessor makes a new
 * name of it, the compiler never reads the POSIX one (asio's ASIO_OS_DEF(SHUT_RD), which
 * socket_types.hpp's Windows branch turns into ASIO_OS_DEF_SHUT_RD, defined as SD_RECEIVE; 3 false
 * alarms at yalantinglibs' newest commit). WG_SCAN_PASTED_ARGUMENT_OFF switches it off. */
static int pasted_by_macro(const scan_state *s, const char *line, const char *p)
{
#ifdef WG_SCAN_PASTED_ARGUMENT_OFF
    (void)s, (void)line, (void)p;
    return 0;
#else
    size_t n, k;
    const char *name = enclosing_call_argument(line, p, &n, &k);
    if (!name || n < 2 || n > 100)
        return 0;
    for (size_t i = 0; i < n; ++i) /* a macro by its capitals: a function's call (fcntl(fd, F_GETFL)) pastes nothing */
        if (islower((unsigned char)name[i]))
            return 0;
    char wanted[112];
    snprintf(wanted, sizeof wanted, "%.*s(", (int)n, name);
    int pastes = 0;
    for (size_t i = 0; i < s->tree->count; ++i) {
        const wg_tree_file *g = &s->tree->files[i];
        if (g->kind != WG_SCAN_SOURCE || g->file_state == WG_OFF || !g->text || !strstr(g->text, wanted))
            continue;
        long at = 1;
        const char *counted = g->text;
        for (const char *d = strstr(g->text, wanted); d; d = strstr(d + 1, wanted)) {
            const char *b = d;
            while (b > g->text && (b[-1] == ' ' || b[-1] == '\t'))
                --b;
            if ((d > g->text && is_name(d[-1])) || b - g->text < 6 || strncmp(b - 6, "define", 6) != 0)
                continue;
            for (; counted < d; ++counted)
                at += *counted == '\n';
            if (at > g->lines || !g->state || g->state[at] == WG_OFF)
                continue;
            if (!macro_pastes_parameter(d + n + 1, k))
                return 0;
            pastes = 1;
        }
    }
    return pastes;
#endif
}

static int dropped_by_macro(const scan_state *s, const char *line, const char *p, long number)
{
    size_t k, n;
    const char *b = enclosing_call_argument(line, p, &n, &k);
    if (!b)
        return 0;
    const wg_tree_file *f = s->file;
    if (n == 0 || !f || !f->text)
        return 0;
    long at = 1;
    for (const char *q = f->text; *q && at < number; ++q) {
        if (*q == '\n') {
            ++at;
            continue;
        }
        if (q != f->text && q[-1] != '\n')
            continue;
        const char *d = q;
        while (*d == ' ' || *d == '\t')
            ++d;
        if (*d++ != '#')
            continue;
        while (*d == ' ' || *d == '\t')
            ++d;
        if (strncmp(d, "define", 6) != 0 || (d[6] != ' ' && d[6] != '\t'))
            continue;
        for (d += 6; *d == ' ' || *d == '\t';)
            ++d;
        if (strncmp(d, b, n) == 0 && d[n] == '(' && at <= f->lines && f->state[at] != WG_OFF && f->file_state != WG_OFF &&
            macro_uses_parameter(d + n + 1, k) == 0)
            return f->state[at] == WG_ON ? 1 : 2;
    }
    return 0;
}

/* Whether the name at p is a function's address cast to a pointer and handed on: "(void *) getopt)"
 * (wasm3 links POSIX functions into its host module): the linker needs the function as a call does. */
static int cast_function_address(const char *line, const char *p, size_t n)
{
    const char *b = p;
    while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
        --b;
    if (b - line < 2 || b[-1] != ')' || b[-2] != '*')
        return 0;
    const char *a = p + n;
    while (*a == ' ' || *a == '\t')
        ++a;
    return *a == ')' || *a == ',';
}

/* Whether the tree opens namespace std in a file that names `name`: its own std:: stand-in
 * (undefined behaviour, but then std::name is the tree's). */
static int tree_std_names(const wg_tree *t, const char *name)
{
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind == WG_SCAN_SOURCE && f->text && strstr(f->text, "namespace std") && find_word(f->text, name))
            return 1;
    }
    return 0;
}

const char *wg_absent_folder_reach(wg_tree *t, const wg_tree_file *f)
{
    if (!t->absent_folder || !f->unread_reach)
        return NULL;
    return wg_tree_string(t, "%s; the configure enters %s, which the tree lacks (a git submodule not checked out): "
                             "its headers may declare it", f->unread_reach, t->absent_folder);
}

/* A POSIX name's finding: counted, or set apart where a header the scan cannot read may declare it. */
static void report_posix_api(scan_state *s, long number, const char *message, const char *standin)
{
    const char *absent = wg_absent_folder_reach(s->tree, s->file);
    if (standin)
        family_report_apart(s, number, "SCAN_POSIX_API", message,
                            wg_tree_string(s->tree, "the include at %s is named after it: a stand-in's header, which may declare it", standin));
    else if (absent)
        family_report_apart(s, number, "SCAN_POSIX_API", message, absent);
    else
        report(s, number, "SCAN_POSIX_API", message);
}

static void check_posix_api(scan_state *s, const char *line, long number)
{
    for (size_t i = 0; posix_functions[i]; ++i) {
        const char *p = find_call(line, posix_functions[i]);
        size_t n = strlen(posix_functions[i]);
        int qualified = 0;
        /* std::aligned_alloc is the same gap (the Microsoft STL does not declare it); the tree's own
         * function of the name in its namespace is not std's (proxsuite's veg::mem::aligned_alloc
         * calls std::aligned_alloc). */
        for (const char *q = find_word(line, posix_functions[i]); !p && q; q = find_word(q + 1, posix_functions[i])) {
            if (q - line >= 5 && strncmp(q - 5, "std::", 5) == 0 && (q - line == 5 || !is_name(q[-6])))
                p = q, qualified = 1;
            else if (!(q > line && (q[-1] == '.' || q[-1] == '>' || q[-1] == ':')) && cast_function_address(line, q, n))
                p = q;
        }
        if (!p || inside_literal(line, p))
            continue;
        if (qualified ? wg_strlist_has(s->tree->defines_on, s->tree->defines_on_count, posix_functions[i], n) ||
                            tree_std_names(s->tree, posix_functions[i])
                      : wg_tree_defines_on_path(s->tree, s->path, posix_functions[i]))
            continue;
        char message[256];
        snprintf(message, sizeof message, "%s() is POSIX-only: the MSVC CRT has no such function", posix_functions[i]);
        report_posix_api(s, number, message, include_named_after(s, posix_functions[i]));
        return;
    }
    /* <unistd.h>'s descriptor names: the CRT has the descriptors (0, 1, 2), not these macros. */
    static const char *const posix_names[] = {"STDIN_FILENO", "STDOUT_FILENO", "STDERR_FILENO", "S_ISREG", "S_ISDIR",
                                              "S_ISLNK", "LONG_LONG_MIN", "LONG_LONG_MAX", "ULONG_LONG_MAX",
                                              /* access()'s modes: <io.h> takes 0, 2, 4, 6, no names */
                                              "F_OK", "R_OK", "W_OK", "X_OK",
                                              /* POSIX permission bits: <sys/stat.h> has _S_IREAD/_S_IWRITE only */
                                              "S_IRUSR", "S_IWUSR", "S_IXUSR", "S_IRWXU", "S_IRGRP", "S_IWGRP", "S_IXGRP",
                                              "S_IRWXG", "S_IROTH", "S_IWOTH", "S_IXOTH", "S_IRWXO",
                                              /* <limits.h>'s PATH_MAX (the CRT has _MAX_PATH, the SDK MAX_PATH);
                                               * <dlfcn.h>'s modes, which a dlopen stand-in does not bring */
                                              "PATH_MAX", "RTLD_LAZY", "RTLD_NOW", "RTLD_GLOBAL", "RTLD_LOCAL",
                                              /* open()'s POSIX flags: the UCRT's <fcntl.h> has _O_NOINHERIT, not these
                                               * (libzip's O_CLOEXEC) */
                                              "O_CLOEXEC", "O_NOFOLLOW", "O_DIRECTORY", "O_NOCTTY", "O_NONBLOCK",
#ifndef WG_SCAN_POSIX_ACCMODE_OFF
                                              /* nor the mask of the access mode (MAVSDK's mavlink_ftp.cpp) */
                                              "O_ACCMODE",
#endif
                                              /* shutdown()'s POSIX modes: Winsock names them SD_RECEIVE/SD_SEND/SD_BOTH */
                                              "SHUT_RD", "SHUT_WR", "SHUT_RDWR",
                                              /* POSIX signals: the UCRT's <signal.h> has SIGINT, SIGILL, SIGFPE, SIGSEGV,
                                               * SIGTERM, SIGBREAK, SIGABRT only (paho's samples: SIGQUIT) */
                                              "SIGQUIT", "SIGHUP", "SIGPIPE", "SIGALRM", "SIGUSR1", "SIGUSR2", "SIGCHLD", "SIGKILL", NULL};
    for (size_t i = 0; posix_names[i]; ++i) {
        const char *p = find_word(line, posix_names[i]);
        /* a dlfcn for Windows the tree finds or fetches (MLX's dlfcn-win32) brings the RTLD_ modes */
        if (p && s->tree->dlfcn_note && strncmp(posix_names[i], "RTLD_", 5) == 0)
            continue;
        int dropped = p && !inside_literal(line, p) ? dropped_by_macro(s, line, p, number) : 0;
        if (p && dropped != 1 && !inside_literal(line, p) && pasted_by_macro(s, line, p))
            dropped = 1;
        if (p && !inside_literal(line, p) && !wg_tree_defines_on_path(s->tree, s->path, posix_names[i]) && dropped != 1) {
            char message[256];
            snprintf(message, sizeof message, "%s is POSIX's or glibc's (<unistd.h>, <sys/stat.h>, <limits.h>, <dlfcn.h>, <fcntl.h>, <sys/socket.h>, <signal.h>): the MSVC CRT and Winsock do not define it", posix_names[i]);
            if (dropped)
                family_report_apart(s, number, "SCAN_POSIX_API", message,
                                    "an argument of a function-like macro that drops it, #defined above under a condition the model cannot decide");
            else
                report_posix_api(s, number, message, NULL);
            return;
        }
    }
}

static void check_posix_api(scan_state *s, const char *line, long number);

static void family_report_in(scan_state *s, long line, const char *id, const char *message, int user_only)
{
    if (s->in_declarations) {
        struct reported_finding *grown = wg_grow(s->reported, &s->reported_capacity, s->reported_count + 1, sizeof *grown);
        if (grown) { /* out of memory: the finding is still reported, only not remembered */
            s->reported = grown;
            s->reported[s->reported_count++] = (struct reported_finding){line, id};
        }
    } else {
        for (size_t i = 0; i < s->reported_count; ++i)
            if (s->reported[i].line == line && strcmp(s->reported[i].id, id) == 0)
                return;
    }
    report_scoped(s, line, id, message, user_only);
}

static void family_report(void *context, long line, const char *id, const char *message)
{
    family_report_in(context, line, id, message, 0);
}

static void family_report_user(void *context, long line, const char *id, const char *message)
{
    family_report_in(context, line, id, message, 1);
}

/* A finding the model cannot decide although its line is on: reported apart, saying why. A line
 * off the path or under an undecided condition is reported as any other. */
static void family_report_apart(void *context, long line, const char *id, const char *message, const char *reason)
{
    scan_state *s = context;
    const wg_tree_file *f = s->file;
    int on = f->file_state != WG_OFF && f->file_state != WG_MAYBE &&
             !(line >= 1 && line <= f->lines && (f->state[line] == WG_OFF || f->state[line] == WG_MAYBE));
#ifdef WG_SCAN_MODEL_OFF
    on = 0;
#endif
#ifdef WG_SCAN_RULE_OFF
    on = on && strcmp(id, WG_SCAN_RULE_OFF) != 0;
#endif
    if (on)
        s->sink(s->context, id, s->path, line, message, "unknown_condition", reason);
    else
        report(s, line, id, message);
}

/* SCAN_VLA at number: counted, or set apart where it sits in a class template nothing names. */
static void report_vla(scan_state *s, long number)
{
    char name[128], reason[400];
    if (!vla_in_unnamed_class_template(s, number, name, sizeof name)) {
        report(s, number, "SCAN_VLA", "variable-length array (run-time bound)");
        return;
    }
    snprintf(reason, sizeof reason, "in the class template %s, which no source names outside its class heads: cl.exe without "
             "/permissive- compiles a template's body only where it is instantiated", name);
    family_report_apart(s, number, "SCAN_VLA", "variable-length array (run-time bound)", reason);
}

/* Whether the #define at number (after_define: past "define") is a default under its own
 * #ifndef that another header on the Windows path defines first: micropython's mpconfig.h
 * "#ifndef MP_NORETURN / #define MP_NORETURN __attribute__((noreturn))", which the Windows port's
 * mpconfigport.h, included above it, defines as __declspec(noreturn). */
static int overridden_default(scan_state *s, const char *after_define, long number)
{
#ifdef WG_SCAN_OVERRIDDEN_DEFAULT_OFF
    (void)s, (void)after_define, (void)number;
    return 0;
#else
    const char *name = after_define;
    while (*name == ' ' || *name == '\t')
        ++name;
    size_t n = 0;
    while (is_name(name[n]))
        ++n;
    const wg_tree_file *f = s->file;
    const char *prev = f->text, *here = f->text;
    for (long l = 1; l < number && here; ++l) /* the line before, where the guard stands */
        prev = here, here = memchr(here, '\n', f->length - (size_t)(here - f->text)), here = here ? here + 1 : NULL;
    if (!n || n > 120 || !here || number < 2)
        return 0;
    while (*prev == ' ' || *prev == '\t')
        ++prev;
    if (strncmp(prev, "#ifndef", 7) != 0)
        return 0;
    prev += 7;
    while (*prev == ' ' || *prev == '\t')
        ++prev;
    if (strncmp(prev, name, n) != 0 || is_name(prev[n]))
        return 0;
    char wanted[140];
    snprintf(wanted, sizeof wanted, "%.*s", (int)n, name);
    for (size_t i = 0; i < s->tree->count; ++i) {
        const wg_tree_file *g = &s->tree->files[i];
        if (g == f || g->kind != WG_SCAN_SOURCE || g->file_state != WG_ON || !g->text)
            continue;
        for (const char *d = strstr(g->text, wanted); d; d = strstr(d + n, wanted)) {
            const char *b = d;
            while (b > g->text && (b[-1] == ' ' || b[-1] == '\t'))
                --b;
            if (is_name(d[n]) || b - g->text < 7 || strncmp(b - 6, "define", 6) != 0)
                continue;
            long line = 1;
            for (const char *c = g->text; c < d; ++c)
                line += *c == '\n';
            if (line <= g->lines && g->state && g->state[line] == WG_ON)
                return 1;
        }
    }
    return 0;
#endif
}

/* Whether a macro's body (its text after the parameters, one line) is a GNU statement expression:
 * "({" first, a ';' at the braces' top level before the matching "})" (dcm2niix's
 * #define abortGoto(...) ({printError(__VA_ARGS__); free(p); return NULL;})). track_statement_expressions
 * reads code lines only; a directive's body is judged here. A braced initializer argument,
 * ({1, 2}), holds no ';' and is left. */
static int statement_expression_body(const char *body)
{
#ifdef WG_SCAN_STATEMENT_EXPRESSION_MACRO_OFF
    (void)body;
    return 0;
#else
    while (*body == ' ' || *body == '\t')
        ++body;
    if (*body++ != '(')
        return 0;
    while (*body == ' ' || *body == '\t')
        ++body;
    if (*body != '{')
        return 0;
    int depth = 0, statement = 0;
    for (const char *p = body; *p; ++p) {
        if (*p == '"' || *p == '\'') {
            p = skip_literal(p);
            if (!*p)
                return 0;
        } else if (*p == '{') {
            ++depth;
        } else if (*p == ';' && depth == 1) {
            statement = 1;
        } else if (*p == '}' && --depth == 0) {
            return statement;
        }
    }
    return 0;
#endif
}

/* Whether the name at u, on the line that starts at line_start, is no expansion: in a comment (after
 * "//", or on a line that opens a block comment or goes on with one), in a string literal, or on a directive
 * other than a #define (#if, #ifdef, #elif, #undef test or drop it; an #endif's comment names it). */
static int not_an_expansion(const char *line_start, const char *u)
{
    const char *d = line_start;
    while (*d == ' ' || *d == '\t')
        ++d;
    if (*d == '*' || (d[0] == '/' && d[1] == '*'))
        return 1;
    for (const char *c = line_start; c + 1 < u; ++c)
        if (c[0] == '/' && c[1] == '/')
            return 1;
    if (*d == '#') {
        ++d;
        while (*d == ' ' || *d == '\t')
            ++d;
        return strncmp(d, "define", 6) != 0;
    }
    return inside_literal(line_start, u);
}

/* Where the tree expands the macro name[0..n) #defined at number of the file being read: WG_ON
 * where some line of the Windows path does (code, or another #define's body; comments, literals
 * and the other directives do not), WG_MAYBE where only
 * lines the model leaves undecided do, WG_OFF where no line MSVC compiles does (souffle's
 * UnionFind.h "#define likely(x) __builtin_expect((x), 1)", expanded nowhere; asio's
 * ASIO_THREAD_KEYWORD __thread, expanded only under ASIO_HAS_THREAD_KEYWORD_EXTENSION, which
 * only GCC's branches define). WG_SCAN_MACRO_NEVER_EXPANDED_OFF: WG_ON, as before. */
static int macro_expansion_state(const scan_state *s, const char *name, size_t n, long number)
{
#ifdef WG_SCAN_MACRO_NEVER_EXPANDED_OFF
    (void)s, (void)name, (void)n, (void)number;
    return WG_ON;
#else
    char wanted[128];
    if (n == 0 || n >= sizeof wanted)
        return WG_ON;
    memcpy(wanted, name, n), wanted[n] = '\0';
    int state = WG_OFF;
    for (size_t i = 0; i < s->tree->count && state != WG_ON; ++i) {
        const wg_tree_file *g = &s->tree->files[i];
        if (g->kind != WG_SCAN_SOURCE || !g->text || !strstr(g->text, wanted))
            continue;
        if (!g->state)
            return WG_ON; /* a file the model did not preprocess: any of its lines may expand it */
        long at = 1;
        const char *line_start = g->text, *counted = g->text;
        for (const char *u = strstr(g->text, wanted); u && state != WG_ON; u = strstr(u + n, wanted)) {
            if ((u > g->text && is_name(u[-1])) || is_name(u[n]))
                continue;
            for (; counted < u; ++counted)
                if (*counted == '\n')
                    ++at, line_start = counted + 1;
            if ((g == s->file && at == number) || at > g->lines || g->file_state == WG_OFF || g->state[at] == WG_OFF)
                continue;
            if (not_an_expansion(line_start, u))
                continue;
            state = g->state[at] == WG_ON && g->file_state == WG_ON ? WG_ON : WG_MAYBE;
        }
    }
    return state;
#endif
}

/* A #define on the path (after "define"): what its body uses, every use of the macro uses. */
static void check_define_body(scan_state *s, const char *after_define, const char *line, long number)
{
    /* A macro's body names POSIX's constants or calls for its uses (zstd's
     * DEFAULT_FILE_PERMISSIONS): the name it defines itself is no use. */
    const char *body = after_define;
    while (*body == ' ' || *body == '\t')
        ++body;
    while (is_name(*body))
        ++body;
    if (*body == '(')
        body = strchr(body, ')') ? strchr(body, ')') + 1 : body;
    check_posix_api(s, body, number);
    /* and a GNU builtin or attribute for its uses (nlohmann/json's unguarded
     * #define JSON_LIKELY(x) __builtin_expect(!!(x), 1)) */
    char message[160];
    for (size_t i = 0; gnu_extensions[i]; ++i)
        if (gnu_extension_without_standin(s, body, gnu_extensions[i]) && !overridden_default(s, after_define, number)) {
            snprintf(message, sizeof message, "GNU extension %s in the body of a macro MSVC reads", gnu_extensions[i]);
            const char *name = after_define;
            while (*name == ' ' || *name == '\t')
                ++name;
            size_t n = 0;
            while (is_name(name[n]))
                ++n;
            int expanded = macro_expansion_state(s, name, n, number);
            if (expanded == WG_ON)
                report(s, number, "SCAN_GCC_EXTENSION", message);
            else if (expanded == WG_MAYBE)
                family_report_apart(s, number, "SCAN_GCC_EXTENSION", message,
                                    wg_tree_string(s->tree, "the tree expands %.*s only on lines the model cannot decide", (int)n, name));
            else
                s->sink(s->context, "SCAN_GCC_EXTENSION", s->path, number, message, "not_on_windows",
                        wg_tree_string(s->tree, "no line of the tree that MSVC compiles expands %.*s", (int)n, name));
            break;
        }
    if (statement_expression_body(body) && !overridden_default(s, after_define, number))
        report(s, number, "SCAN_GCC_EXTENSION", "GNU statement expression ({ ...; }) as the body of a macro MSVC reads: each use expands to it");
    wg_msvc_c_define(&s->family, line, number);
    wg_families_cxx_define_body(&s->family, body, number);
    wg_families_literal_macro(&s->family, after_define, body);
}

/* Whether some file of the tree has the name (in any folder). */
static int tree_holds_file_named(const wg_tree *t, const char *name)
{
    size_t n = strlen(name);
    for (size_t i = 0; i < t->count; ++i) {
        size_t k = strlen(t->files[i].path);
        if (k >= n && strcmp(t->files[i].path + k - n, name) == 0 && (k == n || t->files[i].path[k - n - 1] == '/'))
            return 1;
    }
    return 0;
}

/* Whether the tree holds a header of that name in a folder of stand-ins for MSVC or Windows, one
 * of whose names says so (jemalloc's include/msvc_compat/strings.h, which its Windows build puts
 * on the include path; a folder named for Visual Studio): <strings.h> finds it there. */
/* Whether the tree's build files (CMake, Visual Studio projects and sheets) name a folder (its
 * own word, as written), so that some configure may put it on the include path; 1 where the tree
 * has none to tell. A stand-in folder no build file names (a compat/msvc/unistd.h that no
 * include_directories() reaches) is on no configure's include path: <unistd.h> still fails there
 * (fixture standin_folder_unnamed). */
static int build_files_name(const wg_tree *t, const char *word, size_t w)
{
#ifdef WG_SCAN_STANDIN_FOLDER_NAMED_OFF
    (void)t, (void)word, (void)w;
    return 1;
#else
    int build_files = 0;
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_CMAKE && f->kind != WG_SCAN_MSBUILD)
            continue;
        build_files = 1;
        for (size_t k = 0; f->text && k + w <= f->length; ++k)
            if (memcmp(f->text + k, word, w) == 0)
                return 1;
    }
    return !build_files;
#endif
}

static int tree_holds_windows_standin(const wg_tree *t, const char *name)
{
    size_t n = strlen(name);
    for (size_t i = 0; i < t->count; ++i) {
        const char *path = t->files[i].path;
        size_t k = strlen(path);
        if (k <= n || strcmp(path + k - n, name) != 0 || path[k - n - 1] != '/')
            continue;
        for (const char *c = path; c < path + k - n - 1;) {
            size_t w = strcspn(c, "/");
            char folder[128];
            if (w < sizeof folder) {
                for (size_t j = 0; j < w; ++j)
                    folder[j] = (char)tolower((unsigned char)c[j]);
                folder[w] = '\0';
                if ((strstr(folder, "msvc") || strstr(folder, "win32") || strcmp(folder, "windows") == 0 ||
                     strcmp(folder, "win") == 0 || strstr(folder, "visual-studio") || strstr(folder, "visualstudio")) &&
                    build_files_name(t, c, w))
                    return 1; /* PcapPlusPlus's dirent-for-Visual-Studio/include/dirent.h */
            }
            c += w + 1;
        }
    }
    return 0;
}

/* Whether an include folder the configure adds on the MSVC path holds <name>: the tree's own
 * stand-in (kvazaar's threadwrapper/include/pthread.h under if(MSVC)), which the compiler finds
 * there before it would miss the system's. */
static int include_dir_holds(wg_tree *t, const char *name, size_t length)
{
    return include_dir_file(t, name, length) != NULL;
}

/* An #include on the path: POSIX-only headers, <windows.h> in a public header, <io.h> (for the
 * CRT's calls), C99's <complex.h>. p: after "include". */
static void check_include_directive(scan_state *s, const char *p, long number)
{
    char message[512];
    const char *open = strchr(p, '<');
    if (!open)
        open = strchr(p, '"');
    if (!open)
        return;
    const char *name = open + 1;
    size_t length = strcspn(name, ">\"");
    /* "strings.h" in quotes where the includer's own folder holds a file of that name: the
     * tree's own header (libcbor's src/cbor/strings.h, capnp's endian.h), found there first */
    char beside[1024];
    const char *slash = strrchr(s->path, '/');
    int own = *open == '"' && snprintf(beside, sizeof beside, "%.*s%.*s", slash ? (int)(slash - s->path + 1) : 0, s->path,
                                       (int)length, name) < (int)sizeof beside && wg_tree_find(s->tree, beside) != NULL;
    for (size_t i = 0; posix_headers[i] && !own; ++i)
        if (strlen(posix_headers[i]) == length && strncmp(name, posix_headers[i], length) == 0) {
            if ((strcmp(posix_headers[i], "getopt.h") == 0 &&
                 (tree_holds_file_named(s->tree, "getopt.h") || tree_holds_file_named(s->tree, "getopt.in.h"))) ||
                (*open == '"' && tree_holds_file_named(s->tree, posix_headers[i])) ||
                tree_holds_windows_standin(s->tree, posix_headers[i]))
                continue; /* the tree's own getopt for Windows (a stand-in's header, xz's configured lib/getopt.in.h);
                           * "endian.h" of the tree (capnproto's); a stand-in of a folder for MSVC (jemalloc's msvc_compat/) */
#ifndef WG_SCAN_INCLUDE_DIR_STANDIN_OFF
            if (include_dir_holds(s->tree, name, length))
                continue;
#endif
            int dlfcn = strcmp(posix_headers[i], "dlfcn.h") == 0 && s->tree->dlfcn_note;
            int companion = 0; /* pthreads for Windows (pthreads4w, vcpkg's port) ships <sched.h> beside <pthread.h> */
#ifndef WG_SCAN_PTHREADS_COMPANION_OFF
            companion = strcmp(posix_headers[i], "sched.h") == 0;
#endif
            int pthread = (strcmp(posix_headers[i], "pthread.h") == 0 || companion) && s->tree->pthread_note;
            int note = (dlfcn || pthread) && line_on(s, number);
#ifdef WG_SCAN_MODEL_OFF
            note = 0;
#endif
            if (note) {
                s->sink(s->context, "SCAN_POSIX_HEADER", s->path, number,
                        dlfcn       ? "#include <dlfcn.h>: POSIX-only, provided on Windows by the tree's dlfcn-win32"
                        : companion ? "#include <sched.h>: POSIX-only, provided on Windows beside <pthread.h> by the pthreads the tree's CMake finds"
                                    : "#include <pthread.h>: POSIX-only, provided on Windows by the pthreads the tree's CMake finds",
                        "dependency_note", dlfcn ? s->tree->dlfcn_note : s->tree->pthread_note);
                continue;
            }
            snprintf(message, sizeof message, "#include <%s> is POSIX-only and not guarded for Windows", posix_headers[i]);
            report(s, number, "SCAN_POSIX_HEADER", message);
        }
    /* <windows.h> in a public header without NOMINMAX: min/max leak into every includer
     * (a warning: it breaks a user's unit, not the engine's build, which CI proves). */
    if (sdk_windows_header(name, length) && !s->nominmax_defined && !is_translation_unit(s->path) &&
        wg_public_header(s->tree, s->path)) /* the build's own -DNOMINMAX is not its users' */
        report_public(s, number, "SCAN_PUBLIC_WINDOWS_H", /* a warning: users', not the build's */
                      "#include <windows.h> in a public header without NOMINMAX: its min/max macros reach every unit that includes the header");
    /* <io.h> itself is no defect (the CRT's calls are): remembered for them. */
    if (length == 4 && strncmp(name, "io.h", 4) == 0 && line_on(s, number))
        s->crt_io = 1;
    /* C only: in C++ the UCRT's <complex.h> compiles (its _Fcomplex types; _Complex
     * itself is found where it is used), and "complex.h" may be a project's own. */
    if (length == 9 && strncmp(name, "complex.h", 9) == 0 && *open == '<' && !s->family.cplusplus &&
        uses_c99_complex(s->file)) {
        snprintf(message, sizeof message, "#include <complex.h>: C99 complex arithmetic, which MSVC does not implement");
        report(s, number, "SCAN_COMPLEX", message);
    }
}

/* #warning on the path: GCC's and Clang's directive, standard only from C23 and C++23, which cl.exe
 * rejects before those (C1021 invalid preprocessor command 'warning'); a guard the model decides
 * (#ifndef _MSC_VER, #ifdef __GNUC__) takes it off the path, #pragma message is MSVC's form. */
static void check_warning_directive(scan_state *s, const char *directive, long number)
{
#ifndef WG_SCAN_PREPROCESSOR_WARNING_DIRECTIVE_OFF
    if (strncmp(directive, "warning", 7) != 0 || is_name(directive[7]))
        return;
    if (s->family.cplusplus && s->tree->cxx_standard >= 23) /* /std:c++latest, cxx_std_23 */
        return;
    report(s, number, "SCAN_PREPROCESSOR_WARNING_DIRECTIVE",
           "#warning: cl.exe knows no #warning before C23/C++23 (C1021 invalid preprocessor command); #pragma message under _MSC_VER");
#else
    (void)s, (void)directive, (void)number;
#endif
}

/* Whether name (n bytes) is declared a void pointer on one of the lines before number in its
 * function (back to the '}' in the first column that closes the previous one): a parameter or
 * local "void* optval", "const void *buf". */
static int void_pointer_before(const scan_state *s, long number, const char *name, size_t n)
{
    const wg_tree_file *f = s->file;
    const char *at = f->text;
    for (long k = 1; k < number && at; ++k)
        at = memchr(at, '\n', f->length - (size_t)(at - f->text)), at = at ? at + 1 : NULL;
    const char *stop = at ? at : f->text + f->length;
    for (long k = 0; k < 300 && stop > f->text; ++k) {
        const char *start = stop - 1;
        while (start > f->text && start[-1] != '\n')
            --start;
        for (const char *p = start; p + 4 < stop; ++p) {
            if (strncmp(p, "void", 4) != 0 || (p > start && is_name(p[-1])) || is_name(p[4]))
                continue;
            const char *q = p + 4;
            while (q < stop && (*q == ' ' || *q == '\t'))
                ++q;
            if (q >= stop || *q != '*')
                continue;
            while (q < stop && (*q == ' ' || *q == '\t' || *q == '*'))
                ++q;
            if (stop - q > (ptrdiff_t)n && strncmp(q, name, n) == 0 && !is_name(q[n]))
                return 1;
        }
        if (*start == '}')
            return 0;
        stop = start;
    }
    return 0;
}

/* C++: ::getsockopt/::setsockopt handed a void pointer as the option value: Winsock declares
 * the parameter char* (const char* for setsockopt), and C++ converts no void* to it implicitly
 * (C2664; sockpp's inline get_option(int, int, void* optval, socklen_t*)). A cast, (char*)optval,
 * is the fix and no finding; BSD sockets take void*, so only a Windows build stops. */
static void check_winsock_option_value(scan_state *s, const char *line, long number)
{
#ifndef WG_SCAN_WINSOCK_ARG_TYPE_OFF
    static const char *const calls[] = {"getsockopt", "setsockopt", NULL};
    if (!s->family.cplusplus)
        return;
    for (size_t i = 0; calls[i]; ++i) {
        const char *call = find_call(line, calls[i]);
        if (!call)
            continue;
        const char *p = strchr(call, '(') + 1;
        int depth = 0, comma = 0;
        for (; *p && comma < 3; ++p) /* to the fourth argument */
            if (*p == '(')
                ++depth;
            else if (*p == ')' && depth-- == 0)
                return;
            else if (*p == ',' && depth == 0)
                ++comma;
        p = skip_blank(p);
        const char *e = p;
        while (is_name(*e))
            ++e;
        if (e == p || isdigit((unsigned char)*p) || (*skip_blank(e) != ',' && *skip_blank(e) != ')') ||
            !void_pointer_before(s, number, p, (size_t)(e - p)))
            continue;
        char message[200];
        snprintf(message, sizeof message, "%s(...) given the void* %.*s as its option value: Winsock takes char*, which C++ does not convert to (C2664)",
                 calls[i], (int)(e - p), p);
        report(s, number, "SCAN_WINSOCK_ARG_TYPE", message);
        return;
    }
#else
    (void)s, (void)line, (void)number;
#endif
}

static void scan_c_line(scan_state *s, char *line, size_t offset, long number)
{
    size_t line_length = strlen(line);
    int continued = line_length && line[line_length - 1] == '\\';
    if (s->in_directive) { /* the rest of a #if/#define: no code, but a macro's body names POSIX calls for its uses */
        s->in_directive = continued;
        if (s->in_define) {
            strip_c_comments(s, line);
            check_posix_api(s, line, number); /* h3's BENCHMARK(...) \ ... clock_gettime(...) */
        }
        s->in_define = s->in_define && continued;
        return;
    }
    strip_c_comments(s, line);
    const char *p = line;
    while (*p == ' ' || *p == '\t')
        ++p;
    char message[512];
    if (*p == '#') {
        s->in_directive = continued;
        ++p;
        while (*p == ' ' || *p == '\t')
            ++p;
        s->in_define = continued && strncmp(p, "define", 6) == 0;
        if (strncmp(p, "include", 7) == 0)
            check_include_directive(s, p + 7, number);
        if (strncmp(p, "define", 6) == 0 && find_word(p + 6, "NOMINMAX"))
            s->nominmax_defined = 1;
        if (strncmp(p, "define", 6) == 0 && (p[6] == ' ' || p[6] == '\t'))
            check_define_body(s, p + 6, line, number);
        if (strncmp(p, "pragma", 6) == 0)
            wg_families_c_line(&s->family, line, number); /* #pragma omp ... for */
        check_warning_directive(s, p, number);
        wg_families_c_directive(&s->family, p, number);
        return;
    }
    track_statement_expressions(s, line, number);
    check_winsock_option_value(s, line, number);
    const char *complex = find_word(line, "_Complex");
    if (!complex || inside_literal(line, complex)) /* "S::operator float _Complex()": a demangler's expected text */
        complex = find_word(line, "__complex__");
    if (complex && !inside_literal(line, complex))
        report(s, number, "SCAN_COMPLEX", "_Complex type: MSVC has no C99 complex types");
    int gnu = 0;
    for (size_t i = 0; gnu_extensions[i] && !gnu; ++i) {
        int found = gnu_extension_without_standin(s, line, gnu_extensions[i]);
        if (!found)
            continue;
        snprintf(message, sizeof message, "GNU extension %s", gnu_extensions[i]);
        if (found == 2)
            family_report_apart(s, number, "SCAN_GCC_EXTENSION", message, s->apart_reason);
        else
            report(s, number, "SCAN_GCC_EXTENSION", message);
        gnu = 1;
    }
    if (!gnu && !ends_with(s->path, ".cu") && !ends_with(s->path, ".cuh") && gnu_inline_asm(line)) /* nvcc takes PTX asm */
        report(s, number, "SCAN_GCC_EXTENSION", "GNU inline assembly (asm volatile(...), asm(\"reg\")): MSVC has no inline assembly on x64");
    if (!gnu && gnu_c_typeof(s, line))
        report(s, number, "SCAN_GCC_EXTENSION", "GNU typeof(...) in C: cl.exe's C has it only as C23's, under /std:clatest");
    if (!gnu && gnu_conditional_without_middle(line))
        report(s, number, "SCAN_GCC_EXTENSION", "GNU conditional with the middle operand left out (x ?: y): cl.exe has no such operator (C2059)");
    if (looks_like_vla(s, line) || looks_like_c_vla_expression(s, line, number) || container_size_vla(s, line) ||
        sizeof_vla_type(s, line, number) || cxx_local_bound_vla(s, line, number))
        report_vla(s, number);
    static const char *const seeks[] = {"lseek", "_lseek", "fseek", "ftell", "_tell", "tell64", NULL};
    for (size_t i = 0; seeks[i]; ++i)
        if (find_call(line, seeks[i])) {
            snprintf(message, sizeof message, "%s takes or returns a 32-bit long offset on Windows: _lseeki64/_telli64/_fseeki64/_ftelli64", seeks[i]);
            report(s, number, "SCAN_32BIT_SEEK", message);
            break;
        }
    const char *open_call = find_call(line, "open");
    if (open_call && s->member_open && !(open_call > line && open_call[-1] == ':'))
        open_call = NULL; /* open(name) in a class with its own open(std::string) */
    if (s->crt_io && !s->own_open && (open_call || find_call(line, "_open")))
        report(s, number, "SCAN_CRT_IO", "the CRT's open(): ANSI code-page paths (not UTF-8); winport_open takes UTF-8");
    check_close(s, line, number);
    check_posix_api(s, line, number);
    check_llp64(s, line, number);
    check_dword_count(s, offset, line, number);
    if (windows_path_literal(line))
        report(s, number, "SCAN_WINDOWS_PATH", "hard-coded Windows path in a string literal");
    /* Once per file (its encoding is the defect); a UTF-8 byte-order mark tells MSVC. */
    if (!s->tree->utf8 && !s->non_ascii_seen && (non_ascii_literal(line) || s->raw_non_ascii) &&
        !(s->file->length >= 3 && memcmp(s->file->text, "\xEF\xBB\xBF", 3) == 0)) {
        s->non_ascii_seen = 1;
        report(s, number, "SCAN_NON_ASCII_LITERAL", "non-ASCII text in a literal without /utf-8: MSVC reads the source in the local code page");
    }
    wg_families_c_line(&s->family, line, number);
    remember_line(s, line);
}


static const char *skip_spaces_tabs(const char *p)
{
    while (*p == ' ' || *p == '\t')
        ++p;
    return p;
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


/* A flag stored in a variable (set(_cc -Wextra ...)) that no command on the path hands to the
 * compiler or linker: the list a function returns for GCC while MSVC gets another one. */
static int flag_never_handed(const scan_state *s, long number)
{
    return s->file->value_lines && s->file->value_lines[number] && s->file->file_state == WG_ON && s->file->state[number] == WG_ON;
}

/* Why the flags a CMake line sets reach no compile of the default configure, or NULL: the
 * probes' own CMAKE_REQUIRED_FLAGS (xz's "-Werror" around a check_c_source_compiles()), or
 * CMAKE_<LANG>_FLAGS_<CONFIG> / CMAKE_<KIND>_LINKER_FLAGS_<CONFIG> of a build type other than
 * CMake's four (geos's ASAN, chosen only with -DCMAKE_BUILD_TYPE=ASAN). */
static const char *flags_of_no_build(const char *p)
{
    static const char *const commands[] = {"set(", "list(APPEND ", "string(APPEND ", NULL};
    const char *v = NULL;
    while (*p == ' ' || *p == '\t')
        ++p;
    for (size_t i = 0; commands[i] && !v; ++i)
        if (strncmp(p, commands[i], strlen(commands[i])) == 0)
            v = p + strlen(commands[i]);
    if (!v)
        return NULL;
    while (*v == ' ' || *v == '\t')
        ++v;
    size_t n = 0;
    while (is_name(v[n]))
        ++n;
    if (n == 20 && strncmp(v, "CMAKE_REQUIRED_FLAGS", 20) == 0)
        return "CMAKE_REQUIRED_FLAGS: only the configure's probes compile with it";
    if (strncmp(v, "CMAKE_", 6) != 0)
        return NULL;
    const char *flags = NULL;
    for (const char *q = v; q + 7 <= v + n; ++q)
        if (strncmp(q, "_FLAGS_", 7) == 0)
            flags = q + 7;
    static const char *const configs[] = {"DEBUG", "RELEASE", "RELWITHDEBINFO", "MINSIZEREL", "INIT", NULL};
    if (!flags || flags >= v + n)
        return NULL;
    size_t m = (size_t)(v + n - flags);
    for (size_t i = 0; configs[i]; ++i)
        if (strlen(configs[i]) == m && strncmp(flags, configs[i], m) == 0)
            return NULL;
    for (size_t i = 0; i < m; ++i)
        if (!isupper((unsigned char)flags[i]) && flags[i] != '_')
            return NULL;
    return "the flags of a build type other than Debug/Release/RelWithDebInfo/MinSizeRel, which the default configure does not choose";
}

static int strncasecmp_ascii(const char *a, const char *b, size_t n);

/* The predefined macro GCC's x86 ISA options set, which cl.exe sets only with /arch (or never):
 * "__AVX" for -mavx*, "__SSE" for -msse*; NULL for any other flag. */
static const char *isa_flag_macro(const char *flag)
{
    return strncmp(flag, "-mavx", 5) == 0 ? "__AVX" : strncmp(flag, "-msse", 5) == 0 ? "__SSE" : NULL;
}

/* Whether a source of the tree under the CMake file's folder tests the ISA's macro (faiss's
 * #ifdef __AVX2__ paths): without /arch cl.exe compiles them out, so the flag's absence changes
 * what is built. Remembered per folder and family. */
static int isa_macro_tested(scan_state *s, const char *macro)
{
    const char *slash = strrchr(s->path, '/');
    size_t n = slash ? (size_t)(slash - s->path) : 0;
    if (n < sizeof s->isa_folder && s->isa_family == macro && strlen(s->isa_folder) == n && strncmp(s->isa_folder, s->path, n) == 0)
        return s->isa_tested;
    int tested = 0;
    for (size_t i = 0; i < s->tree->count && !tested; ++i) {
        const wg_tree_file *f = &s->tree->files[i];
        if (f->kind == WG_SCAN_SOURCE && f->text && (n == 0 || (strncmp(f->path, s->path, n) == 0 && f->path[n] == '/')))
            tested = strstr(f->text, macro) != NULL;
    }
    if (n < sizeof s->isa_folder) {
        memcpy(s->isa_folder, s->path, n);
        s->isa_folder[n] = '\0';
        s->isa_family = macro, s->isa_tested = tested;
    }
    return tested;
}

/* Why an x86 ISA flag (-mavx2, -msse4.1) the line hands cl.exe is only a warning, or NULL: cl.exe
 * ignores it (D9002, a command-line warning /WX does not promote) and, on x64, <immintrin.h>
 * declares every intrinsic whatever /arch says, so the target still compiles and links (liboqs's
 * AVX2 object libraries, built with -mavx2 in its MSVC CI: 23 findings at its newest commit).
 * Counted still where the line has another GCC flag, names MSVC (a flag meant for cl.exe), or the
 * folder's sources test the ISA's macro. */
static const char *isa_flag_only_warning(scan_state *s, const char *p, size_t first)
{
#ifdef WG_SCAN_ISA_FLAG_WARNING_OFF
    return NULL;
#endif
    const char *macro = isa_flag_macro(gcc_flags[first]);
    if (!macro || strstr(p, "MSVC"))
        return NULL;
    /* a probe of the flag (check_cxx_compiler_flag(-mavx512f ...)) fails on cl.exe: counted where
     * its failure stops the configure (FBGEMM's FATAL_ERROR), the model's call */
    for (const char *q = p; *q; ++q)
        if (strncasecmp_ascii(q, "compiler_flag", 13) == 0)
            return NULL;
    for (size_t i = first + 1; gcc_flags[i]; ++i) {
        const char *flag = strstr(p, gcc_flags[i]);
        if (flag && !isa_flag_macro(gcc_flags[i]) && (flag == p || flag[-1] == ' ' || flag[-1] == '"' || flag[-1] == '('))
            return NULL;
    }
    if (isa_macro_tested(s, macro))
        return NULL;
    return "an x86 ISA flag cl.exe ignores (D9002, a warning): x64 intrinsics compile without /arch, and no source under "
           "this folder tests the ISA's predefined macro; /arch:AVX2 (or AVX, AVX512) is MSVC's spelling";
}

/* The body of the tree's CMake function or macro called name (n bytes), or NULL: from its
 * function(/macro( line to the end of the file (the caller reads up to its endfunction). */
static const char *cmake_function_body(const wg_tree *t, const char *name, size_t n)
{
    static const char *const kinds[] = {"function", "macro", NULL};
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_CMAKE || !f->text)
            continue;
        for (size_t k = 0; kinds[k]; ++k)
            for (const char *d = strstr(f->text, kinds[k]); d; d = strstr(d + 1, kinds[k])) {
                const char *q = d + strlen(kinds[k]);
                if (d > f->text && is_name(d[-1]))
                    continue;
                while (*q == ' ' || *q == '\t')
                    ++q;
                if (*q++ != '(')
                    continue;
                while (*q == ' ' || *q == '\t')
                    ++q;
                if (strncasecmp_ascii(q, name, n) == 0 && !is_name(q[n]))
                    return q + n;
            }
    }
    return NULL;
}

/* Why the GCC flags a call of the tree's own function hands it never reach cl.exe, or NULL: its
 * body adds each flag only where a check_<lang>_compiler_flag() probe accepts it (lzfse's
 * lzfse_add_compiler_flags), and cl.exe fails that probe for GCC's flags (D9002 is among the
 * probe's failure patterns); a body that stops the configure on a failed probe still counts. */
static const char *flags_through_probing_function(scan_state *s, const char *line)
{
#ifdef WG_SCAN_FLAG_PROBING_FUNCTION_OFF
    (void)s, (void)line;
    return NULL;
#else
    while (*line == ' ' || *line == '\t')
        ++line;
    size_t n = 0;
    char lower[64];
    while (is_name(line[n]) && n + 1 < sizeof lower) {
        lower[n] = (char)tolower((unsigned char)line[n]);
        ++n;
    }
    lower[n] = '\0';
    const char *open = line + n;
    while (*open == ' ' || *open == '\t')
        ++open;
    if (n == 0 || *open != '(' || wg_cmake_builtin_command(lower) || strncmp(lower, "check_", 6) == 0)
        return NULL;
    const char *body = cmake_function_body(s->tree, line, n);
    if (!body)
        return NULL;
    int probes = 0;
    for (const char *q = body; *q; ++q) {
        if (strncasecmp_ascii(q, "endfunction", 11) == 0 || strncasecmp_ascii(q, "endmacro", 8) == 0)
            break;
        if (strncmp(q, "FATAL_ERROR", 11) == 0)
            return NULL;
        probes |= strncasecmp_ascii(q, "_compiler_flag(", 15) == 0;
    }
    return probes ? wg_tree_string(s->tree, "handed to %.*s(), which adds each flag only where a check_<lang>_compiler_flag() probe "
                                            "accepts it: cl.exe fails the probe for GCC's flags (D9002), so none is added", (int)n, line)
                  : NULL;
#endif
}

/* CMake's own warning switches, which no compiler reads: -Wno-dev, -Werror=dev, -Wno-error=dev
 * on a cmake command line (neko's ExternalProject_Add(... CMAKE_ARGS -Wno-dev ...) for its
 * bundled libraries' sub-builds). GCC has no "dev" warning. */
static int cmake_dev_switch(const char *flag, size_t n)
{
#ifdef WG_SCAN_CMAKE_DEV_SWITCH_OFF
    (void)flag, (void)n;
    return 0;
#else
    static const char *const switches[] = {"-Wno-dev", "-Werror=dev", "-Wno-error=dev", NULL};
    for (size_t i = 0; switches[i]; ++i)
        if (n == strlen(switches[i]) && strncmp(flag, switches[i], n) == 0)
            return 1;
    return 0;
#endif
}

/* The start of line number (1-based) in text, or NULL. */
static const char *line_start(const char *text, long number)
{
    for (long line = 1; line < number && text; ++line) {
        text = strchr(text, '\n');
        if (text)
            ++text;
    }
    return text;
}

/* Whether set(VAR ...) at the line p (number) stores a value that the Windows path replaces
 * before anything reads it: a later set(VAR ...) of the same file on a line the model keeps
 * for certain (in if(MSVC)), whose value does not take ${VAR}, with no line between that names
 * VAR, includes another CMake file or defines a function (darknet's ADDITIONAL_CXX_FLAGS, its
 * GCC flags set first and replaced by cl.exe's under if(MSVC): 2 false alarms at its newest
 * commit). WG_SCAN_REPLACED_VALUE_OFF switches it off. */
static int value_replaced_on_windows(const scan_state *s, const char *p, long number)
{
#ifdef WG_SCAN_REPLACED_VALUE_OFF
    (void)s, (void)p, (void)number;
    return 0;
#else
    while (*p == ' ' || *p == '\t')
        ++p;
    if (strncasecmp_ascii(p, "set(", 4) != 0 || !s->file->state)
        return 0;
    const char *v = p + 4;
    while (*v == ' ' || *v == '\t')
        ++v;
    size_t n = 0;
    while (is_name(v[n]))
        ++n;
    if (n == 0 || n >= 120 || strncmp(v, "CMAKE_", 6) == 0)
        return 0;
    char name[128], read[132];
    snprintf(name, sizeof name, "%.*s", (int)n, v);
    snprintf(read, sizeof read, "${%s}", name);
    const char *line = line_start(s->file->text, number + 1);
    for (long l = number + 1; line && *line && l <= s->file->lines; ++l) {
        const char *end = strchr(line, '\n');
        size_t len = end ? (size_t)(end - line) : strlen(line);
        char text[1024];
        snprintf(text, sizeof text, "%.*s", (int)(len < sizeof text ? len : sizeof text - 1), line);
        const char *q = text;
        while (*q == ' ' || *q == '\t')
            ++q;
        int sets = strncasecmp_ascii(q, "set(", 4) == 0 && strncmp(skip_blank(q + 4), name, n) == 0 && !is_name(skip_blank(q + 4)[n]);
        if (sets && !strstr(text, read))
            return s->file->state[l] == WG_ON;
        if (wg_word_in(text, name) || strncasecmp_ascii(q, "include(", 8) == 0 || strncasecmp_ascii(q, "add_subdirectory(", 17) == 0 ||
            strncasecmp_ascii(q, "function(", 9) == 0 || strncasecmp_ascii(q, "macro(", 6) == 0 || len >= sizeof text)
            return 0;
        line = end ? end + 1 : NULL;
    }
    return 0;
#endif
}

/* Whether the CMake line p takes flags out of a list rather than handing them on: list(REMOVE_ITEM
 * <var> -Wall -Wextra /W4) (mitsuba3's ext/CMakeLists.txt strips the warnings from a copy of the
 * directory's options). */
static int removes_flags(const char *p)
{
#ifdef WG_SCAN_GCC_FLAG_REMOVED_OFF
    (void)p;
    return 0;
#else
    p = skip_blank(p);
    if (strncasecmp_ascii(p, "list", 4) != 0 || *skip_blank(p + 4) != '(')
        return 0;
    return strncmp(skip_blank(skip_blank(p + 4) + 1), "REMOVE_ITEM", 11) == 0;
#endif
}

static void check_gcc_flags(scan_state *s, const char *p, long number, const char *where)
{
    if (removes_flags(p))
        return;
    for (size_t i = 0; gcc_flags[i]; ++i) {
        const char *flag = strstr(p, gcc_flags[i]);
        while (flag && cmake_dev_switch(flag, strcspn(flag, " \")")))
            flag = strstr(flag + 1, gcc_flags[i]);
        if (flag && (flag == p || flag[-1] == ' ' || flag[-1] == '"' || flag[-1] == '(')) {
            char message[512];
            size_t n = strcspn(flag, " \")");
            /* -Wl,... handed to the linker (LINK_FLAGS, target_link_options, *_LINKER_FLAGS):
             * link.exe ignores an option it does not know with LNK4044, a warning. */
            int linker = strncmp(flag, "-Wl,", 4) == 0 && (strstr(p, "LINK_FLAGS") || strstr(p, "LINKER_FLAGS") ||
                                                           strstr(p, "link_options") || strstr(p, "LINK_OPTIONS"));
            snprintf(message, sizeof message, linker ? "GCC-style linker flag %.*s: link.exe ignores it (LNK4044)%s"
                                                     : "GCC-style flag %.*s not guarded by compiler%s",
                     (int)n, flag, where);
#ifndef WG_SCAN_MODEL_OFF
            const char *no_build = flags_of_no_build(p);
            if (!no_build && s->no_build_lines)
                no_build = s->no_build_lines[number];
            if (no_build) {
                s->sink(s->context, linker ? "SCAN_GCC_LINK_FLAG" : "SCAN_GCC_FLAG", s->path, number, message, "not_on_windows", no_build);
                return;
            }
            const char *probed = s->file->state && number <= s->file->lines && s->file->state[number] == WG_ON
                                     ? flags_through_probing_function(s, p) : NULL;
            if (probed) {
                s->sink(s->context, linker ? "SCAN_GCC_LINK_FLAG" : "SCAN_GCC_FLAG", s->path, number, message, "not_on_windows", probed);
                return;
            }
            if (value_replaced_on_windows(s, p, number)) {
                s->sink(s->context, linker ? "SCAN_GCC_LINK_FLAG" : "SCAN_GCC_FLAG", s->path, number, message, "not_on_windows",
                        "stored in a variable that a later set() on the Windows path replaces before anything reads it");
                return;
            }
            if (flag_never_handed(s, number)) {
                s->sink(s->context, linker ? "SCAN_GCC_LINK_FLAG" : "SCAN_GCC_FLAG", s->path, number, message, "not_on_windows",
                        "stored in a variable that no command on the Windows path hands to the compiler or linker");
                return;
            }
#endif
            report_scoped_as(s, number, linker ? "SCAN_GCC_LINK_FLAG" : "SCAN_GCC_FLAG", message, 0,
                             linker ? NULL : isa_flag_only_warning(s, p, i));
            return;
        }
    }
}

/* Custom commands: a step of a custom target without ALL (that nothing in the file depends on)
 * is off the default build; the arguments after a COMMAND's program other than the project's
 * compiler are that program's (taichi's clang -std=c++17 for LLVM bitcode), not cl.exe's. */
static int custom_keyword(const char *a)
{
    static const char *const keywords[] = {"COMMAND", "WORKING_DIRECTORY", "DEPENDS", "BYPRODUCTS", "COMMENT", "OUTPUT",
                                           "VERBATIM", "USES_TERMINAL", "SOURCES", "PRE_BUILD", "PRE_LINK",
                                           "POST_BUILD", "MAIN_DEPENDENCY", "IMPLICIT_DEPENDS", "COMMAND_EXPAND_LISTS",
                                           "DEPFILE", "JOB_POOL", "JOB_SERVER_AWARE", NULL};
    for (size_t i = 0; keywords[i]; ++i)
        if (strcmp(a, keywords[i]) == 0)
            return 1;
    return 0;
}

/* Whether the file defines target (as written) with add_custom_target() without ALL. */
static int custom_target_without_all(const char *text, const char *target)
{
    size_t n = strlen(target);
    for (const char *p = strstr(text, "add_custom_target("); p; p = strstr(p + 18, "add_custom_target(")) {
        const char *q = skip_spaces_tabs(p + 18);
        if (strncmp(q, target, n) == 0 && (q[n] == ' ' || q[n] == '\t' || q[n] == '\n' || q[n] == ')'))
            return strncmp(skip_spaces_tabs(q + n), "ALL", 3) != 0;
    }
    return 0;
}

/* Whether the file makes a target depend on target (add_dependencies(<x> ... target ...)), other
 * than a custom target without ALL of its own (valhalla's add_dependencies(run-gurka
 * run-${TESTNAME})). */
static int depended_on(const char *text, const char *target)
{
    size_t n = strlen(target);
    for (const char *p = strstr(text, "add_dependencies("); p; p = strstr(p + 17, "add_dependencies(")) {
        const char *close = strchr(p, ')'), *hit = strstr(p, target);
        if (!close || !hit || hit > close || is_name(hit[-1]) || hit[-1] == '-' || is_name(hit[n]) || hit[n] == '-')
            continue;
#ifndef WG_SCAN_ON_DEMAND_OUTPUT_OFF
        const char *x = skip_spaces_tabs(p + 17), *e = x;
        while (e < close && *e != ' ' && *e != '\t' && *e != '\n')
            ++e;
        char depender[128];
        if (e > x && (size_t)(e - x) < sizeof depender && hit > e) {
            memcpy(depender, x, (size_t)(e - x)), depender[e - x] = '\0';
            if (custom_target_without_all(text, depender))
                continue;
        }
#endif
        return 1;
    }
    return 0;
}

static long line_at(const char *text, const char *p)
{
    long line = 1;
    for (const char *q = text; q < p; ++q)
        line += *q == '\n';
    return line;
}

/* add_custom_command(OUTPUT <file> ...) whose file only a custom target without ALL depends on
 * (valhalla's run-${test} DEPENDS ${test}.log, the log of a test run): its steps run only when
 * that target is asked for by name. Marks the command's lines off. */
static void mark_on_demand_outputs(scan_state *s, const wg_cmake_arg *args, size_t argc, const char *owner)
{
#ifdef WG_SCAN_ON_DEMAND_OUTPUT_OFF
    (void)s, (void)args, (void)argc, (void)owner;
#else
    wg_tree_file *f = s->file;
    size_t k = 0;
    while (k < argc && strcmp(args[k].text, "DEPENDS") != 0)
        ++k;
    for (++k; k < argc && !custom_keyword(args[k].text); ++k)
        for (size_t i = 0; i < s->output_count; ++i) {
            const char *file = s->outputs[i].file;
            if (strcmp(file, args[k].text) != 0)
                continue;
            int elsewhere = 0; /* named outside the command and this target */
            for (const char *p = strstr(f->text, file); p && !elsewhere; p = strstr(p + 1, file)) {
                long l = line_at(f->text, p);
                elsewhere = (l < s->outputs[i].first || l > s->outputs[i].last) && (l < args[0].line || l > args[argc - 1].line);
            }
            for (long l = s->outputs[i].first; !elsewhere && l <= s->outputs[i].last && l <= f->lines; ++l)
                if (f->state[l] != WG_OFF) {
                    f->state[l] = WG_OFF;
                    f->reason[l] = wg_tree_string(s->tree, "a step of add_custom_command(OUTPUT %s), which only add_custom_target(%s) "
                                                  "without ALL depends on: built only when asked for by name", file, owner);
                }
        }
#endif
}

static void scan_custom_command(scan_state *s, const char *name, const wg_cmake_arg *args, size_t argc)
{
    wg_tree_file *f = s->file;
    int target = strcmp(name, "add_custom_target") == 0;
    int plain_name = argc > 0 && strlen(args[0].text) < 128; /* run-${test} of a foreach() too */
#ifdef WG_SCAN_ON_DEMAND_OUTPUT_OFF
    plain_name = plain_name && !strchr(args[0].text, '$');
#endif
    if (target && plain_name && (argc < 2 || strcmp(args[1].text, "ALL") != 0) && s->on_demand_count < 16 &&
        !depended_on(f->text, args[0].text)) {
        /* on demand unless the file makes something depend on it */
        strcpy(s->on_demand[s->on_demand_count++], args[0].text);
        mark_on_demand_outputs(s, args, argc, args[0].text);
    }
    if (strcmp(name, "add_custom_command") == 0 && argc > 1 && strcmp(args[0].text, "OUTPUT") == 0)
        for (size_t k = 1; k < argc && !custom_keyword(args[k].text) && s->output_count < 32; ++k)
            if (strlen(args[k].text) < 128) {
                strcpy(s->outputs[s->output_count].file, args[k].text);
                s->outputs[s->output_count].first = args[0].line;
                s->outputs[s->output_count++].last = args[argc - 1].line;
            }
    int on_demand = 0;
    const char *owner = target ? (argc > 0 ? args[0].text : "") : argc > 1 && strcmp(args[0].text, "TARGET") == 0 ? args[1].text : "";
    for (size_t k = 0; k < s->on_demand_count; ++k)
        on_demand |= strcmp(s->on_demand[k], owner) == 0;
    int foreign = 0;
    for (size_t k = 0; k < argc; ++k) {
        long line = args[k].line;
        if (line < 1 || line > f->lines)
            continue;
        if (on_demand && f->state[line] != WG_OFF) {
            f->state[line] = WG_OFF;
            f->reason[line] = wg_tree_string(s->tree, "a step of add_custom_target(%s) without ALL, built only when asked for by name", owner);
        }
        if (!args[k].quoted && custom_keyword(args[k].text)) {
            foreign = strcmp(args[k].text, "COMMAND") == 0 && k + 1 < argc && !strstr(args[k + 1].text, "_COMPILER}") ? 2 : 0;
            continue;
        }
        if (foreign == 2) { /* the program itself */
            foreign = 1;
            continue;
        }
        if (foreign && (s->foreign_flags || (s->foreign_flags = calloc((size_t)f->lines + 2, 1)) != NULL))
            s->foreign_flags[line] = 1;
    }
}

/* A download command (FetchContent_Declare, ExternalProject_Add, file(DOWNLOAD ...)) over the lines
 * its arguments span: reported at its first line, once its parentheses close, where nothing pins
 * what it fetches (no hash; a git tag that is no commit id). */
static void track_download(scan_state *s, const char *p, long number)
{
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
                if (s->download_git && !s->download_tag_is_commit)
                    report(s, s->download_line, "SCAN_UNHASHED_DOWNLOAD", "git download at configure time whose GIT_TAG is not a commit id");
                else if (!s->download_git && s->download_has_url && !s->download_has_hash)
                    report(s, s->download_line, "SCAN_UNHASHED_DOWNLOAD", "download at configure time without a hash (URL_HASH / EXPECTED_HASH)");
                break;
            }
        }
    }
}

static void scan_cmake_line(scan_state *s, char *line, long number)
{
    const char *p = line;
    while (*p == ' ' || *p == '\t')
        ++p;
    char message[512];
    track_download(s, p, number);
    if (strstr(p, "$<")) {
        /* A flag inside a generator expression counts where the expression hands it to cl.exe
         * ($<$<COMPILE_LANGUAGE:CXX>:-mavx2>), not where it is another compiler's
         * ($<$<CXX_COMPILER_ID:GNU>:-mavx2>). */
        char *evaluated = wg_genex_for_msvc(p);
        if (!evaluated) {
            s->tree->failed = 1;
            return;
        }
        if (!(s->foreign_flags && s->foreign_flags[number]))
            check_gcc_flags(s, evaluated, number, " (inside a generator expression that passes it to MSVC)");
        free(evaluated);
        return;
    }
    /* add_test(NAME x COMMAND test.sh): ctest runs it after the build, which it is no step of
     * (hiredis's test.sh): set apart, as no build step. */
    char command[10] = "";
    for (size_t k = 0; k < 8 && p[k]; ++k)
        command[k] = (char)tolower((unsigned char)p[k]), command[k + 1] = '\0';
    int in_test = s->test_depth > 0 || (strcmp(command, "add_test") == 0 && *skip_spaces_tabs(p + 8) == '(');
    if (in_test)
        for (const char *q = p; *q; ++q)
            s->test_depth += *q == '(' ? 1 : *q == ')' ? -1 : 0;
    if (s->test_depth < 0)
        s->test_depth = 0;
    int in_install = 0;
#ifndef WG_SCAN_INSTALLED_SCRIPT_OFF
    /* install(FILES x.bat x.ps1 DESTINATION ...) copies the scripts (fheroes2's demo downloaders
     * under if(WIN32)); install(CODE|SCRIPT ...) runs something, at install time */
    if (s->install_depth == 0 && strncmp(command, "install", 7) == 0 && *skip_spaces_tabs(p + 7) == '(')
        s->install_depth = 0, s->install_runs = 0, in_install = 1;
    in_install |= s->install_depth > 0;
    if (in_install) {
        s->install_runs |= find_word(p, "CODE") || find_word(p, "SCRIPT") || strstr(p, "execute_process") != NULL;
        for (const char *q = p; *q; ++q)
            s->install_depth += *q == '(' ? 1 : *q == ')' ? -1 : 0;
        if (s->install_depth < 0)
            s->install_depth = 0;
    }
#endif
    if (has_shell_command(p) && in_install && !s->install_runs)
        s->sink(s->context, "SCAN_SHELL_STEP", s->path, number, "install() names a shell or PowerShell script", "not_on_windows",
                "install(FILES|PROGRAMS|DIRECTORY) copies the script into the installed tree: no step of the build runs it");
    else if (has_shell_command(p) && in_test)
        s->sink(s->context, "SCAN_SHELL_STEP", s->path, number, "a test runs a shell or PowerShell script", "not_on_windows",
                "add_test(): ctest runs the command after the build, which does not depend on it");
    else if (has_shell_command(p) && s->configure_only && s->configure_only[number])
        s->sink(s->context, "SCAN_SHELL_STEP", s->path, number, "execute_process() runs a shell or PowerShell script at configure time",
                "not_on_windows", "execute_process() without COMMAND_ERROR_IS_FATAL: a missing or failing program only sets its "
                "RESULT_VARIABLE, and the configure goes on");
    else if (has_shell_command(p))
        report(s, number, "SCAN_SHELL_STEP", "build step runs a shell or PowerShell script");
    /* A condition's text (if(${flag} MATCHES "^(-Wno-|/wd)")) compares flags, hands none on. */
    char head[8] = "";
    for (size_t k = 0; k < 7 && isalpha((unsigned char)p[k]); ++k)
        head[k] = (char)tolower((unsigned char)p[k]), head[k + 1] = '\0';
    int condition = strcmp(head, "if") == 0 || strcmp(head, "elseif") == 0 || strcmp(head, "while") == 0;
    if (condition) {
        const char *open = p + strlen(head);
        while (*open == ' ' || *open == '\t')
            ++open;
        condition = *open == '(';
    }
    if (!(s->foreign_flags && s->foreign_flags[number]) && !condition)
        check_gcc_flags(s, p, number, "");
    for (size_t i = 0; unix_paths[i]; ++i)
        if (strstr(p, unix_paths[i])) {
            snprintf(message, sizeof message, "Unix toolkit path or .so name (%s)", unix_paths[i]);
            report(s, number, "SCAN_UNIX_PATH", message);
            break;
        }
    if (windows_path_literal(p))
        report(s, number, "SCAN_WINDOWS_PATH", "hard-coded Windows path (C:/...): take it from the environment or a hint variable");
}

/* Rules that need a whole CMake command (its arguments span lines). */
static int ends_with_name(const char *text, const char *suffix)
{
    size_t n = strlen(text), m = strlen(suffix);
    return n >= m && strcmp(text + n - m, suffix) == 0;
}

static int starts_with_nocase(const char *p, const char *prefix)
{
    for (; *prefix; ++p, ++prefix)
        if (tolower((unsigned char)*p) != *prefix)
            return 0;
    return 1;
}

static int cmake_word_char(char c)
{
    return is_name(c) || c == '.' || c == '-' || c == '+' || c == ':';
}

/* The words of every CMake file's code (comments blanked), except the target a target_*()
 * command names: a target named nowhere else is one no add_library()/add_executable() makes. */
static void collect_cmake_words(wg_tree *t)
{
    t->cmake_words_built = 1;
    for (size_t i = 0; i < t->count && !t->failed; ++i) {
        wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_CMAKE)
            continue;
        char *code = wg_cmake_code_text(f);
        if (!code) {
            t->failed = 1;
            return;
        }
        int skip_next = 0;
        for (size_t k = 0; k < f->length;) {
            if (!cmake_word_char(code[k])) {
                ++k;
                continue;
            }
            size_t b = k;
            while (k < f->length && cmake_word_char(code[k]))
                ++k;
            size_t n = k - b;
            if (skip_next) {
                skip_next = 0;
                continue;
            }
            size_t m = k;
            while (m < f->length && (code[m] == ' ' || code[m] == '\t'))
                ++m;
            if (n > 7 && starts_with_nocase(code + b, "target_") && m < f->length && code[m] == '(') {
                skip_next = 1;
                continue;
            }
            if (wg_strlist_append(&t->cmake_words, &t->cmake_word_count, &t->cmake_word_capacity, code + b, n) != 0)
                t->failed = 1;
        }
        free(code);
    }
    wg_strlist_sort(t->cmake_words, t->cmake_word_count);
}

/* A generator expression over several lines (arrayfire's $<$<COMPILE_LANGUAGE:SYCL>: ...> list of
 * another compiler's flags): judged whole, as MSVC evaluates it, its flags reported at its first
 * line; its lines are not read one by one, where the expression's condition is out of sight. */
static void multi_line_genex(scan_state *s, const wg_cmake_arg *a)
{
    wg_tree_file *f = s->file;
    long last = a->line;
    for (const char *p = strchr(a->text, '\n'); p; p = strchr(p + 1, '\n'))
        ++last;
    if (a->line < 1 || last > f->lines || (!s->foreign_flags && (s->foreign_flags = calloc((size_t)f->lines + 2, 1)) == NULL)) {
        s->tree->failed = !s->foreign_flags;
        return;
    }
    for (long k = a->line; k <= last; ++k)
        s->foreign_flags[k] = 1;
    char *flat = malloc(strlen(a->text) + 1);
    if (!flat) {
        s->tree->failed = 1;
        return;
    }
    for (size_t i = 0;; ++i) {
        flat[i] = a->text[i] == '\n' || a->text[i] == '\r' || a->text[i] == '\t' ? ' ' : a->text[i];
        if (!a->text[i])
            break;
    }
    char *evaluated = wg_genex_for_msvc(flat);
    free(flat);
    if (!evaluated) {
        s->tree->failed = 1;
        return;
    }
    check_gcc_flags(s, evaluated, a->line, " (inside a generator expression that passes it to MSVC)");
    free(evaluated);
}

static void mark_foreign_line(scan_state *s, long line)
{
    wg_tree_file *f = s->file;
    if (line < 1 || line > f->lines || (!s->foreign_flags && (s->foreign_flags = calloc((size_t)f->lines + 2, 1)) == NULL)) {
        s->tree->failed |= line >= 1 && line <= f->lines;
        return;
    }
    s->foreign_flags[line] = 1;
}

static int holds_gcc_flag(const char *text)
{
    /* a GCC flag of the list, not cl.exe's own spelled with a dash (leptonica's
     * string(REPLACE "-O3" "-O2" ...) hands cl.exe its /O2) */
    for (const char *q = strchr(text, '-'); q; q = strchr(q + 1, '-'))
        if ((q == text || q[-1] == ' ' || q[-1] == ';') && isalpha((unsigned char)q[1]))
            for (size_t i = 0; gcc_flags[i]; ++i)
                if (strncmp(q, gcc_flags[i], strlen(gcc_flags[i])) == 0)
                    return 1;
    return 0;
}

/* Whether text is one option in GCC's -f or -m families (-fPIE, -mavx512f), of the list or not;
 * cl.exe's own dash spellings of /fp:, /favor: and /fsanitize= are not. */
static int gcc_style_option(const char *text)
{
    const char *p = skip_blank(text);
    if (p[0] != '-' || (p[1] != 'f' && p[1] != 'm') || !isalpha((unsigned char)p[2]) || strchr(p, ' ') ||
        strncmp(p, "-fp:", 4) == 0 || strncmp(p, "-favor", 6) == 0 || strncmp(p, "-fsanitize", 10) == 0)
        return 0;
    return 1;
}

/* The text file(WRITE|APPEND <path> <content>...) or file(GENERATE OUTPUT <path> CONTENT <content>)
 * writes, every line of it, is a file's content, no compile's flags (BehaviorTree.CPP's .clangd
 * with "- -std=c++17" in a quoted block). 1 where the command was such a file(). */
static int file_content_lines(scan_state *s, const char *name, const wg_cmake_arg *args, size_t argc)
{
    if (strcmp(name, "file") != 0 || argc < 3)
        return 0;
    size_t first = 0;
    if (strcmp(args[0].text, "WRITE") == 0 || strcmp(args[0].text, "APPEND") == 0)
        first = 2;
    for (size_t k = 1; strcmp(args[0].text, "GENERATE") == 0 && k + 1 < argc && !first; ++k)
        if (!args[k].quoted && strcmp(args[k].text, "CONTENT") == 0)
            first = k + 1;
    for (size_t k = first; first && k < argc; ++k) {
        if (!args[k].quoted && (strcmp(args[k].text, "CONDITION") == 0 || strcmp(args[k].text, "TARGET") == 0 ||
                                strcmp(args[k].text, "NEWLINE_STYLE") == 0 || strcmp(args[k].text, "FILE_PERMISSIONS") == 0))
            break; /* file(GENERATE)'s options after its content */
        long line = args[k].line;
        for (const char *p = args[k].text;; ++line) {
            mark_foreign_line(s, line);
            if (!(p = strchr(p, '\n')))
                break;
            ++p;
        }
    }
    return first != 0;
}

/* Flags that a command names but hands to no compiler: the text string(REGEX REPLACE) or
 * string(REPLACE) takes out of a flag variable (Simd's "(-march=...)|(-mavx...)" -> "",
 * folly's "-std=(c|gnu)\\+\\+.." out of CMAKE_REQUIRED_FLAGS) or string(REGEX MATCH) or string(FIND) looks for,
 * where the replacement on its line adds no GCC flag; and the other compilers' entries of a
 * call keyed by compiler that gives MSVC its own (BLT's blt_append_custom_compiler_flag(...
 * DEFAULT "-Wno-..." MSVC "/wd4996")): cl.exe gets the MSVC one. */
static void mark_flags_handed_to_none(scan_state *s, const char *name, const wg_cmake_arg *args, size_t argc)
{
    if (file_content_lines(s, name, args, argc))
        return;
    if (strcmp(name, "string") == 0 && argc > 2) {
        int regex = strcmp(args[0].text, "REGEX") == 0;
        const char *mode = regex ? args[1].text : args[0].text;
        size_t pattern = regex ? 2 : 1;
        int replace = strcmp(mode, "REPLACE") == 0, match = regex && (strcmp(mode, "MATCH") == 0 || strcmp(mode, "MATCHALL") == 0);
        if (!regex && strcmp(mode, "FIND") == 0 && argc > 2) { /* the text looked for: PROJ's string(FIND "${CMAKE_C_FLAGS}" "-Werror" ...) */
            mark_foreign_line(s, args[2].line);
            return;
        }
        if (!(replace || match) || pattern >= argc)
            return;
        const wg_cmake_arg *with = replace && pattern + 1 < argc ? &args[pattern + 1] : NULL;
        int swap = 0; /* a GCC flag put in the place of another (librealsense's -fPIE to -fPIC): only where that was */
#ifndef WG_SCAN_FLAG_SWAP_OFF
        swap = with && (holds_gcc_flag(args[pattern].text) || gcc_style_option(args[pattern].text));
#endif
        if (!with || with->line != args[pattern].line || !holds_gcc_flag(with->text) || swap)
            mark_foreign_line(s, args[pattern].line);
        return;
    }
    static const char *const compilers[] = {"DEFAULT", "GNU", "GCC", "CLANG", "GCC_CLANG", "APPLECLANG", "INTEL", "INTELLLVM", "PGI",
                                            "NVHPC", "XL", "CRAY", "FUJITSU", "MSVC", "CLANG_MSVC", NULL};
    int msvc = 0, keyed = 0, fallback = 0;
    for (size_t k = 0; k < argc; ++k)
        if (!args[k].quoted) {
            size_t i = 0;
            while (compilers[i] && strcmp(compilers[i], args[k].text) != 0)
                ++i;
            keyed += compilers[i] != NULL;
            msvc |= compilers[i] && strcmp(compilers[i], "MSVC") == 0;
            fallback |= compilers[i] && strcmp(compilers[i], "DEFAULT") == 0;
        }
    /* MSVC keyed with its own entry, or only other compilers keyed and no DEFAULT for the rest
     * (pinocchio's cxx_flags_by_compiler_frontend(GNU -Wno-maybe-uninitialized ... OUTPUT ...)) */
    if (wg_cmake_builtin_command(name) || !(msvc ? keyed >= 2 : keyed >= 1 && !fallback))
        return;
    for (size_t k = 0; k + 1 < argc; ++k) {
        if (args[k].quoted || strcmp(args[k].text, "MSVC") == 0 || strcmp(args[k].text, "CLANG_MSVC") == 0)
            continue;
        size_t i = 0;
        while (compilers[i] && strcmp(compilers[i], args[k].text) != 0)
            ++i;
        if (compilers[i]) /* its value, on its own line or the keyword's */
            mark_foreign_line(s, args[k + 1].line);
    }
}

/* Whether name matches a target name written with references (${...} matches any text). */
static int computed_name_match(const char *pattern, size_t pn, const char *name)
{
    if (pn == 0)
        return !*name;
    if (pn >= 2 && pattern[0] == '$' && pattern[1] == '{') {
        size_t close = 2;
        while (close < pn && pattern[close] != '}')
            ++close;
        if (close == pn)
            return 0;
        for (const char *n = name;; ++n) {
            if (computed_name_match(pattern + close + 1, pn - close - 1, n))
                return 1;
            if (!*n)
                return 0;
        }
    }
    return *name == *pattern && computed_name_match(pattern + 1, pn - 1, name + 1);
}

/* Whether the tree may make the target name under a computed name: add_library(${_obj_target}
 * ...), where set(_obj_target "${_target_name}_obj") (folly's folly_add_library makes
 * folly_portability_pthread_obj so); a reference no set() of the tree gives a value may be any
 * name. */
static int computed_target_may_make(wg_tree *t, const char *name)
{
    static const char *const adds[] = {"add_library", "add_executable", "add_custom_target", NULL};
    int may = 0;
    for (size_t i = 0; i < t->count && !may && !t->failed; ++i) {
        wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_CMAKE)
            continue;
        char *code = wg_cmake_code_text(f);
        if (!code) {
            t->failed = 1;
            return 1;
        }
        for (size_t a = 0; adds[a] && !may; ++a)
            for (const char *p = code; !may && (p = strstr(p, adds[a])) != NULL; p += strlen(adds[a])) {
                const char *q = p + strlen(adds[a]);
                while (*q == ' ' || *q == '\t')
                    ++q;
                if (*q != '(' || (p > code && cmake_word_char(p[-1])))
                    continue;
                for (++q; *q == ' ' || *q == '\t' || *q == '\n' || *q == '"';)
                    ++q;
                size_t n = 0;
                while (q[n] && !strchr(" \t\n\")", q[n]))
                    ++n;
                if (!memchr(q, '$', n))
                    continue;
                if (!(n > 3 && q[0] == '$' && q[1] == '{' && q[n - 1] == '}' && !memchr(q + 2, '$', n - 3))) {
                    may = computed_name_match(q, n, name);
                    continue;
                }
                /* ${VAR}: the values the tree's set(VAR ...) give it */
                char var[128];
                if (n - 3 >= sizeof var)
                    continue;
                memcpy(var, q + 2, n - 3);
                var[n - 3] = '\0';
                int valued = 0;
                for (size_t j = 0; j < t->count && !may; ++j) {
                    wg_tree_file *g = &t->files[j];
                    if (g->kind != WG_SCAN_CMAKE)
                        continue;
                    for (const char *v = strstr(g->text, var); v && !may; v = strstr(v + 1, var)) {
                        const char *b = v;
                        while (b > g->text && (b[-1] == ' ' || b[-1] == '\t'))
                            --b;
                        size_t k = strlen(var);
                        if (b - g->text < 4 || strncmp(b - 4, "set(", 4) != 0 || cmake_word_char(v[k]))
                            continue;
                        const char *val = v + k;
                        while (*val == ' ' || *val == '\t' || *val == '"')
                            ++val;
                        size_t m = 0;
                        while (val[m] && !strchr(" \t\n\")", val[m]))
                            ++m;
                        valued = 1;
                        may = computed_name_match(val, m, name);
                    }
                }
                may = may || !valued;
            }
        free(code);
    }
    return may;
}

/* The findings the CMake evaluation noted at this command's line ("path:line\tCLASS\tmessage"). */
static void report_model_findings(scan_state *s, long line)
{
    char key[1100];
    int n = snprintf(key, sizeof key, "%s:%ld\t", s->path, line);
    if (n <= 0 || (size_t)n >= sizeof key)
        return;
    for (size_t i = 0; i < s->tree->cmake_model_finding_count; ++i) {
        const char *entry = s->tree->cmake_model_findings[i];
        const char *tab = strncmp(entry, key, (size_t)n) == 0 ? strchr(entry + n, '\t') : NULL;
        char cls[80];
        if (!tab || (size_t)(tab - entry - n) >= sizeof cls)
            continue;
        memcpy(cls, entry + n, (size_t)(tab - entry - n));
        cls[tab - entry - n] = '\0';
        report(s, line, cls, tab + 1);
    }
}

/* SCAN_CMAKE_PLATFORM_FATAL, only in a branch the platform decides (a system or processor list
 * without Windows/AMD64; elsewhere every platform's configure would stop): message(FATAL_ERROR),
 * or a target_*() command naming a target no add_library()/add_executable() of the tree makes.
 * One a probe decides is no finding. */
static void check_platform_stop(scan_state *s, const char *name, long line, const wg_cmake_arg *args, size_t argc)
{
    char message[512];
    if (strcmp(name, "message") == 0 && argc > 0 && strcmp(args[0].text, "FATAL_ERROR") == 0 && !args[0].quoted) {
        char key[1100];
        snprintf(key, sizeof key, "%s:%ld", s->path, line);
        if (wg_strlist_has(s->tree->platform_stops, s->tree->platform_stop_count, key, strlen(key)))
            report(s, line, "SCAN_CMAKE_PLATFORM_FATAL", "message(FATAL_ERROR) in a branch a Windows configure takes: CMake stops here");
    }
    static const char *const target_commands[] = {"target_compile_options", "target_compile_definitions", "target_link_libraries",
                                                   "target_include_directories", "target_link_options", "target_sources",
                                                   "target_compile_features", "target_precompile_headers", NULL};
    size_t tc = 0;
    while (target_commands[tc] && strcmp(target_commands[tc], name) != 0)
        ++tc;
    char where[1100];
    snprintf(where, sizeof where, "%s:%ld", s->path, line);
    if (target_commands[tc] && argc > 0 && !args[0].quoted && !strchr(args[0].text, '$') && !strchr(args[0].text, ':') &&
        wg_strlist_has(s->tree->platform_stops, s->tree->platform_stop_count, where, strlen(where))) {
        if (!s->tree->cmake_words_built)
            collect_cmake_words(s->tree);
        if (!wg_strlist_sorted_has(s->tree->cmake_words, s->tree->cmake_word_count, args[0].text) &&
            !computed_target_may_make(s->tree, args[0].text)) {
            snprintf(message, sizeof message, "%s(%s ...) names a target no add_library()/add_executable() of the tree makes: CMake stops here",
                     name, args[0].text);
            report(s, line, "SCAN_CMAKE_PLATFORM_FATAL", message);
        }
    }
}

/* SCAN_EXPORTED_BUILD_PATH: ${..._DIR/_PATH/_ROOT} in a PUBLIC/INTERFACE compile definition. */
static void check_exported_build_path(scan_state *s, const wg_cmake_arg *args, size_t argc)
{
    char message[512];
    int exported = 0;
    for (size_t k = 1; k < argc; ++k) {
        const char *a = args[k].text;
        if (strcmp(a, "PUBLIC") == 0 || strcmp(a, "INTERFACE") == 0) {
            exported = 1;
            continue;
        }
        if (strcmp(a, "PRIVATE") == 0) {
            exported = 0;
            continue;
        }
        if (!exported || strstr(a, "BUILD_INTERFACE") || !strchr(a, '='))
            continue;
        const char *v = strstr(a, "${");
        if (!v)
            continue;
        char var[128];
        size_t n = strcspn(v + 2, "}");
        snprintf(var, sizeof var, "%.*s", (int)(n < sizeof var - 1 ? n : sizeof var - 1), v + 2);
        if (ends_with_name(var, "_DIR") || ends_with_name(var, "_PATH") || ends_with_name(var, "_ROOT") ||
            ends_with_name(var, "_DIRS")) {
            snprintf(message, sizeof message, "build-machine path ${%s} in a PUBLIC/INTERFACE compile definition: every consumer gets this machine's path", var);
            report(s, args[k].line, "SCAN_EXPORTED_BUILD_PATH", message);
        }
    }
}

/* SCAN_CMAKE_LIST_BY_VALUE, and the variables this file fills with a value that it names. */
static void check_list_by_value(scan_state *s, const char *name, const wg_cmake_arg *args, size_t argc)
{
    char message[512];
    if (strcmp(name, "list") == 0 && argc > 1 && strcmp(args[0].text, "APPEND") != 0 &&
        strncmp(args[1].text, "${", 2) == 0 && !args[1].quoted && args[1].text[strlen(args[1].text) - 1] == '}') {
        /* A value where a variable name is needed: only when the variable is one this file
         * fills with a value (file(GLOB X ...), find_*(X ...)), not a parameter holding a name. */
        char var[128];
        snprintf(var, sizeof var, "%.*s", (int)(strlen(args[1].text) - 3 < sizeof var - 1 ? strlen(args[1].text) - 3 : sizeof var - 1), args[1].text + 2);
        for (size_t k = 0; k < s->valued_count; ++k)
            if (strcmp(s->valued[k], var) == 0) {
                snprintf(message, sizeof message, "list(%s ${%s} ...) passes the value where the variable's name is needed", args[0].text, var);
                report(s, args[1].line, "SCAN_CMAKE_LIST_BY_VALUE", message);
                break;
            }
    }
    if ((strcmp(name, "file") == 0 && argc > 1 && strncmp(args[0].text, "GLOB", 4) == 0) ||
        (strncmp(name, "find_", 5) == 0 && strcmp(name, "find_package") != 0 && argc > 0)) {
        const char *var = name[0] == 'f' && name[1] == 'i' && name[2] == 'l' ? args[1].text : args[0].text;
        if (s->valued_count < sizeof s->valued / sizeof s->valued[0] && strlen(var) < sizeof s->valued[0])
            strcpy(s->valued[s->valued_count++], var);
    }
}

/* SCAN_MSVC_LIB_NAME_CLASH at the OUTPUT_NAME property the evaluation found shared by a static
 * and a shared library. */
static void check_output_name_clash(scan_state *s, const char *name, const wg_cmake_arg *args, size_t argc)
{
    if (s->tree->name_clash_count && (strcmp(name, "set_target_properties") == 0 || strcmp(name, "set_property") == 0))
        for (size_t k = 0; k < argc; ++k) {
            char key[1100];
            snprintf(key, sizeof key, "%s:%ld", s->path, args[k].line);
            if (strcmp(args[k].text, "OUTPUT_NAME") != 0)
                continue;
            const char *clash = "a static and a shared library take this OUTPUT_NAME: on MSVC both make NAME.lib (the DLL's import library), one overwrites the other";
            if (wg_strlist_has(s->tree->name_clashes, s->tree->name_clash_count, key, strlen(key))) {
                report(s, args[k].line, "SCAN_MSVC_LIB_NAME_CLASH", clash);
                break;
            }
            char parted[1101];
            snprintf(parted, sizeof parted, "?%s", key);
            if (wg_strlist_has(s->tree->name_clashes, s->tree->name_clash_count, parted, strlen(parted))) {
                family_report_apart(s, args[k].line, "SCAN_MSVC_LIB_NAME_CLASH", clash,
                                    "a PREFIX, SUFFIX, IMPORT_PREFIX/SUFFIX, ARCHIVE_OUTPUT_* or POSTFIX property of one of the two libraries may give it another .lib file");
                break;
            }
        }
}

/* Whether the configure stops when a program of execute_process() fails: COMMAND_ERROR_IS_FATAL,
 * or its RESULT_VARIABLE named again within five lines of a FATAL_ERROR/SEND_ERROR later in the
 * file (if(NOT rv EQUAL 0) message(FATAL_ERROR ...)). */
static int execute_process_fatal(const wg_tree_file *f, const wg_cmake_arg *args, size_t argc)
{
    for (size_t k = 0; k < argc; ++k) {
        if (!args[k].quoted && strcmp(args[k].text, "COMMAND_ERROR_IS_FATAL") == 0)
            return 1;
        if (args[k].quoted || k + 1 >= argc ||
            (strcmp(args[k].text, "RESULT_VARIABLE") != 0 && strcmp(args[k].text, "RESULTS_VARIABLE") != 0))
            continue;
        const char *name = args[k + 1].text;
        size_t n = strlen(name);
        if (n == 0)
            continue;
        for (const char *p = strstr(f->text + args[k + 1].offset + args[k + 1].length, name); p; p = strstr(p + n, name)) {
            if (is_name(p[-1]) || is_name(p[n]))
                continue;
            const char *end = p;
            for (int lines = 0; *end && lines < 5; ++end)
                lines += *end == '\n';
            for (const char *q = p; q < end; ++q)
                if (strncmp(q, "FATAL_ERROR", 11) == 0 || strncmp(q, "SEND_ERROR", 10) == 0)
                    return 1;
        }
    }
    return 0;
}

/* execute_process() runs its programs at configure time, and a missing or failing one (sh on a
 * Windows without it) only sets RESULT_VARIABLE and leaves OUTPUT_VARIABLE empty: the configure
 * goes on unless told to stop (libgd's version read through sh, Fast-DDS's PowerShell probe of
 * a test host). Its lines are marked so that a shell on them is no build step. */
static void note_configure_only(scan_state *s, const wg_cmake_arg *args, size_t argc)
{
    wg_tree_file *f = s->file;
    if (argc == 0 || execute_process_fatal(f, args, argc))
        return;
    if (!s->configure_only && !(s->configure_only = calloc((size_t)f->lines + 2, 1)))
        return;
    for (size_t k = 0; k < argc; ++k)
        if (args[k].line >= 1 && args[k].line <= f->lines)
            s->configure_only[args[k].line] = 1;
}

/* set(CMAKE_CXX_FLAGS_ASAN\n  "-fsanitize=address ..." CACHE ...): the flags of a build type no
 * default configure chooses (OpenJPH's ASAN) on the lines after the variable's, which the line
 * rule, reading one line, cannot tell from any other quoted flags. */
static void note_no_build_flags(scan_state *s, const char *name, long line, const wg_cmake_arg *args, size_t argc)
{
    wg_tree_file *f = s->file;
    int append = strcmp(name, "list") == 0 || strcmp(name, "string") == 0;
    size_t at = append ? 1 : 0;
    if ((!append && strcmp(name, "set") != 0) || argc <= at + 1 || (append && strcmp(args[0].text, "APPEND") != 0))
        return;
    char head[160];
    snprintf(head, sizeof head, "%s(%s%.128s", name, append ? "APPEND " : "", args[at].text);
    const char *why = flags_of_no_build(head);
    if (!why)
        return;
    for (size_t k = at + 1; k < argc; ++k) {
        long l = args[k].line;
        if (l <= line || l > f->lines)
            continue;
        if (!s->no_build_lines && !(s->no_build_lines = calloc((size_t)f->lines + 2, sizeof *s->no_build_lines))) {
            s->tree->failed = 1;
            return;
        }
        s->no_build_lines[l] = why;
    }
}

/* bison_target(... COMPILE_FLAGS "-Wall -Wno-error=deprecated -v -d") and flex_target(...
 * COMPILE_FLAGS "-d") of CMake's FindBISON and FindFLEX: the options of the parser and scanner
 * generators' command lines (bison's -W warnings, flex's -d debug), which no compiler reads
 * (souffle's src/CMakeLists.txt). The value's lines are marked as no build's flags. WG_SCAN_GENERATOR_FLAGS_OFF
 * switches it off. */
static void note_generator_flags(scan_state *s, const char *name, const wg_cmake_arg *args, size_t argc)
{
#ifdef WG_SCAN_GENERATOR_FLAGS_OFF
    (void)s, (void)name, (void)args, (void)argc;
#else
    wg_tree_file *f = s->file;
    if (strcmp(name, "bison_target") != 0 && strcmp(name, "flex_target") != 0)
        return;
    for (size_t k = 0; k + 1 < argc; ++k) {
        long l = args[k + 1].line;
        if (strcmp(args[k].text, "COMPILE_FLAGS") != 0 || l < 1 || l > f->lines)
            continue;
        if (!s->no_build_lines && !(s->no_build_lines = calloc((size_t)f->lines + 2, sizeof *s->no_build_lines))) {
            s->tree->failed = 1;
            return;
        }
        s->no_build_lines[l] = "the COMPILE_FLAGS of bison_target()/flex_target(): the generator's own command-line options, which no compiler reads";
    }
#endif
}

static void scan_cmake_command(void *context, const char *name, long line, const wg_cmake_arg *args, size_t argc)
{
    scan_state *s = context;
    mark_flags_handed_to_none(s, name, args, argc);
#ifndef WG_SCAN_MODEL_OFF
    note_no_build_flags(s, name, line, args, argc);
    note_generator_flags(s, name, args, argc);
#endif
    char message[512];
    for (size_t k = 0; k < argc; ++k)
        if (!args[k].quoted && strstr(args[k].text, "$<") && strchr(args[k].text, '\n'))
            multi_line_genex(s, &args[k]);
    if (strcmp(name, "add_custom_command") == 0 || strcmp(name, "add_custom_target") == 0 || strcmp(name, "execute_process") == 0)
        scan_custom_command(s, name, args, argc);
    if (strcmp(name, "execute_process") == 0)
        note_configure_only(s, args, argc);
    wg_families_cmake_command(&s->family, name, line, args, argc);
    wg_windows_branch_cmake_command(&s->family, name, line, args, argc);
    check_platform_stop(s, name, line, args, argc);
    report_model_findings(s, line);
    if (strcmp(name, "file") == 0 && argc > 1 && strncmp(args[0].text, "GLOB", 4) == 0) {
        for (size_t k = 2; k < argc; ++k)
            if (strstr(args[k].text, "bin/x64") || strstr(args[k].text, "_DIR}/x64")) {
                snprintf(message, sizeof message, "glob tied to one toolkit layout (%s): the folder differs between CUDA releases", args[k].text);
                report(s, args[k].line, "SCAN_TOOLKIT_LAYOUT", message);
                break;
            }
    }
    if (strcmp(name, "target_compile_definitions") == 0)
        check_exported_build_path(s, args, argc);
    check_list_by_value(s, name, args, argc);
    check_output_name_clash(s, name, args, argc);
    if (strcmp(name, "set") == 0 && argc > 0 && strcmp(args[0].text, "CMAKE_MODULE_PATH") == 0) {
        int keeps = 0;
        for (size_t k = 1; k < argc; ++k)
            keeps |= strstr(args[k].text, "${CMAKE_MODULE_PATH}") != NULL;
        if (!keeps)
            report(s, line, "SCAN_CMAKE_MODULE_PATH", "set(CMAKE_MODULE_PATH ...) drops the caller's module path (a superproject's or a toolchain's): list(APPEND ...)");
    }
}

/* Case-insensitive, as names are on Windows (a.CPP is a C++ source there). */
static int ends_with(const char *s, const char *suffix)
{
    size_t n = strlen(s), m = strlen(suffix);
    if (n < m)
        return 0;
    for (size_t i = 0; i < m; ++i)
        if (tolower((unsigned char)s[n - m + i]) != tolower((unsigned char)suffix[i]))
            return 0;
    return 1;
}

int wg_path_ends_with(const char *s, const char *suffix)
{
    return ends_with(s, suffix);
}

/* A makefile's name: a Unix one (Makefile, makefile, GNUmakefile) or an NMAKE one (NMakefile, or a
 * makefile's name that says nmake: PQClean's Makefile.Microsoft_nmake, Makefile.nmake; a README.nmake
 * is no makefile). 2 for NMAKE's, 1 for a Unix one, else 0. */
static int makefile_name(const char *path)
{
    const char *slash = strrchr(path, '/'), *base = slash ? slash + 1 : path;
    if (strncasecmp_ascii(base, "nmakefile", 9) == 0)
        return 2;
    if (strncasecmp_ascii(base, "makefile", 8) == 0)
        for (const char *p = base + 8; *p; ++p)
            if (strncasecmp_ascii(p, "nmake", 5) == 0)
                return 2;
    return strcmp(base, "Makefile") == 0 || strcmp(base, "makefile") == 0 || strcmp(base, "GNUmakefile") == 0;
}

int wg_scan_kind(const char *path)
{
    /* .c++/.h++: capnproto's sources and headers */
    static const char *const sources[] = {".c", ".cc", ".cpp", ".cxx", ".c++", ".h", ".hh", ".hpp", ".hxx", ".h++", ".cu", ".cuh", ".inl",
#ifndef WG_SCAN_TEXTUAL_INCLUDE_OFF
                                          /* included text under another suffix (allegro5's fshook_win.inc, Boost's .ipp):
                                           * read only where a file #includes it (place_files) */
                                          ".inc", ".ipp",
#endif
                                          NULL};
    /* A header template configure_file() turns into the header (config.h.in -> config.h;
     * libsndfile's config.h.cmake, a header despite its .cmake). */
    if (ends_with(path, ".h.in") || ends_with(path, ".hpp.in") || ends_with(path, ".h.cmake") || ends_with(path, ".hpp.cmake"))
        return WG_SCAN_SOURCE;
    if (ends_with(path, "CMakeLists.txt") || ends_with(path, ".cmake"))
        return WG_SCAN_CMAKE;
    if (wg_msbuild_file(path))
        return WG_SCAN_MSBUILD;
    for (size_t i = 0; sources[i]; ++i)
        if (ends_with(path, sources[i]))
            return WG_SCAN_SOURCE;
#ifndef WG_SCAN_NMAKE_BUILD_OFF
    if (makefile_name(path)) /* after the sources: nmake_helper.c stays a source */
        return WG_SCAN_MAKEFILE;
#endif
    return WG_SCAN_NONE;
}

/* A file of C or C++ text kept under a suffix of its own for #include (.inc, .ipp): neither a
 * unit nor, unless something includes it, part of the build. */
/* A file only #include reads (.inc, .ipp; .inl, the inline definitions a header pulls in: bgfx's
 * dear-imgui widgets/file_list.inl, which nothing includes): no compiler takes it alone. */
static int textual_include(const char *path)
{
#ifndef WG_SCAN_INL_UNINCLUDED_OFF
    if (ends_with(path, ".inl"))
        return 1;
#endif
    return ends_with(path, ".inc") || ends_with(path, ".ipp");
}

static int is_translation_unit(const char *path)
{
    return wg_translation_unit(path);
}

int wg_translation_unit(const char *path)
{
    return ends_with(path, ".c") || ends_with(path, ".cc") || ends_with(path, ".cpp") || ends_with(path, ".cxx") ||
           ends_with(path, ".c++") || ends_with(path, ".cu");
}

/* Whether some #include of the tree names the file's base name (a unit #included into another). */
int wg_included_by_name(const wg_tree *t, const char *path)
{
    const char *base = strrchr(path, '/');
    return wg_strlist_sorted_has(t->include_names, t->include_name_count, base ? base + 1 : path);
}

static const wg_off_dir *off_dir_of(const wg_tree *t, const char *path)
{
    for (size_t i = 0; i < t->off_dir_count; ++i) {
        size_t n = strlen(t->off_dirs[i].dir);
        if (strncmp(path, t->off_dirs[i].dir, n) == 0 && (path[n] == '/' || path[n] == '\0' || n == 0))
            return &t->off_dirs[i];
    }
    return NULL;
}

/* Whether text[at] lies in a CMake line comment: an unquoted '#' before it on its line. */
static int in_cmake_comment(const char *text, size_t at)
{
    size_t b = at;
    while (b > 0 && text[b - 1] != '\n')
        --b;
    int quoted = 0;
    for (size_t k = b; k < at; ++k)
        if (text[k] == '"' && (k == b || text[k - 1] != '\\'))
            quoted = !quoted;
        else if (text[k] == '#' && !quoted)
            return 1;
    return 0;
}

/* Whether a CMake file's text holds file(GLOB ...) or file(GLOB_RECURSE ...): the word GLOB or
 * GLOB_RECURSE, not set_property(GLOBAL ...) (folly's folders name their sources one by one and
 * append to a GLOBAL property). */
static int globs_files(const char *text, size_t length)
{
    for (size_t i = 0; i + 4 <= length; ++i)
        if (text[i] == 'G' && memcmp(text + i, "GLOB", 4) == 0 && (i == 0 || !is_name(text[i - 1])) &&
            !in_cmake_comment(text, i) &&
            (i + 4 == length || !is_name(text[i + 4]) ||
             (i + 12 <= length && memcmp(text + i + 4, "_RECURSE", 8) == 0 && (i + 12 == length || !is_name(text[i + 12])))))
            return 1;
    return 0;
}

/* Whether a C file's code (not its comments or literals) names C99 complex arithmetic beyond
 * its #include <complex.h>: the complex keyword macro ("double complex z"), the imaginary unit I
 * or _Complex_I, CMPLX. The UCRT has a <complex.h> (its _Dcomplex functions), so the include alone
 * compiles (nng's http_conn.c includes it, unused). */
static int uses_c99_complex(const wg_tree_file *f)
{
    static const char *const words[] = {"complex", "I", "_Complex_I", "CMPLX", "CMPLXF", NULL};
    const char *p = f->text, *end = f->text + f->length;
    long line = 1;
    while (p < end) {
        if (*p == '\n') {
            ++line, ++p;
        } else if (p[0] == '/' && p + 1 < end && p[1] == '/') {
            while (p < end && *p != '\n')
                ++p;
        } else if (p[0] == '/' && p + 1 < end && p[1] == '*') {
            for (p += 2; p + 1 < end && !(p[0] == '*' && p[1] == '/');)
                line += *p++ == '\n';
            p += 2;
        } else if (*p == '"' || *p == '\'') {
            char quote = *p++;
            while (p < end && *p != quote && *p != '\n')
                p += *p == '\\' ? 2 : 1;
            ++p;
        } else if (isalpha((unsigned char)*p) || *p == '_') {
            const char *b = p;
            while (p < end && is_name(*p))
                ++p;
#ifndef WG_SCAN_COMPLEX_SKIPPED_USE_OFF
            /* a use only in a branch MSVC skips (#else of #ifdef _MSC_VER, which spells _Fcomplex) is none */
            if (f->state && line <= f->lines && f->state[line] == WG_OFF)
                continue;
#endif
            for (size_t i = 0; words[i]; ++i)
                if (strlen(words[i]) == (size_t)(p - b) && strncmp(b, words[i], (size_t)(p - b)) == 0 && !(p < end && *p == '.'))
                    return 1;
        } else {
            ++p;
        }
    }
    return 0;
}

/* The architecture a word of a folder's name names (other than x64), or NULL: a name, with its
 * word size or byte order (mips64, riscv64, ppc64le), an ARM version with its profile letter
 * (armv8a, armv7a), one name joined to another (armsve), or a RISC-V ISA string (rv64iv, rviv,
 * rv32i: "rv", a word size, the ISA's letters). */
static const char *architecture_word(const char *p, size_t n, int joined)
{
    static const char *const names[] = {"arm", "arm64", "aarch64", "armv7", "neon", "sve", "loongarch", "mips", "riscv",
                                        "rvv", "powerpc", "ppc", "ppc64", "power", "s390", "s390x", "zvector", "wasm",
                                        "lsx", "lasx", "msa", "xtensa", "hexagon", NULL};
    for (size_t i = 0; names[i]; ++i) {
        size_t m = strlen(names[i]), k = m;
        if (m > n || strncmp(p, names[i], m) != 0)
            continue;
        while (k < n && isdigit((unsigned char)p[k]))
            ++k;
        if (k == n || (k > m && n - k == 2 && (strncmp(p + k, "le", 2) == 0 || strncmp(p + k, "el", 2) == 0)))
            return names[i];
        if (!joined && k == m && architecture_word(p + m, n - m, 1)) /* armsve */
            return names[i];
    }
    if (n >= 5 && strncmp(p, "armv", 4) == 0 && isdigit((unsigned char)p[4])) { /* armv8a, armv7m */
        size_t k = 4;
        while (k < n && isdigit((unsigned char)p[k]))
            ++k;
        if (k == n || (k + 1 == n && strchr("arm", p[k])))
            return "arm";
    }
    if (n >= 3 && strncmp(p, "rv", 2) == 0) { /* rv64iv, rv32i, rviv */
        size_t k = 2;
        while (k < n && isdigit((unsigned char)p[k]))
            ++k;
        size_t letters = k;
        while (k < n && strchr("imafdcgv", p[k]))
            ++k;
        if (k == n && letters < n)
            return "riscv";
    }
    return NULL;
}

/* The folder name in path that belongs to another architecture than x64, or NULL: the whole
 * name, or a word of it between '_' or '-' (blis's sifive_rvv) that is no English word as well
 * (power_tools, arm_control, msa_reader name no architecture). */
static const char *other_architecture_folder(const char *path)
{
    for (const char *p = path; *p;) {
        const char *slash = strchr(p, '/');
        if (!slash)
            return NULL; /* the file name itself */
        size_t n = (size_t)(slash - p);
        const char *arch = architecture_word(p, n, 0);
        for (const char *w = p; !arch && w < slash;) {
            size_t k = strcspn(w, "_-/");
            int english = (k == 3 && (strncmp(w, "arm", 3) == 0 || strncmp(w, "msa", 3) == 0)) || (k == 5 && strncmp(w, "power", 5) == 0);
            if (k < n && !english)
                arch = architecture_word(w, k, 0);
            w += k + 1;
        }
        if (arch)
            return arch;
        p = slash + 1;
    }
    return NULL;
}

/* Whether a file name matches a glob's last part, whose only wildcard is '*', without case
 * (the file systems of a Windows configure). */
static int glob_name_match(const char *pattern, size_t pn, const char *name)
{
    if (pn == 0)
        return !*name;
    if (*pattern == '*')
        return glob_name_match(pattern + 1, pn - 1, name) || (*name && glob_name_match(pattern, pn, name + 1));
    return *name && tolower((unsigned char)*name) == tolower((unsigned char)*pattern) && glob_name_match(pattern + 1, pn - 1, name + 1);
}

/* Whether path lies in the folder of lists itself (libpcap's pcap-linux.c beside its
 * CMakeLists.txt), not below it in a folder of its own (whose naming place_in_unnamed_folder
 * weighs: fixture folder_own). */
static int in_own_folder(const wg_tree_file *lists, const char *path)
{
    const char *slash = strrchr(lists->path, '/');
    size_t n = slash ? (size_t)(slash - lists->path) + 1 : 0;
    return strncmp(path, lists->path, n) == 0 && !strchr(path + n, '/');
}

/* The next word of a file(GLOB...) call's arguments before close, quotes dropped; *p moves past it. */
static const char *next_glob_word(const char **p, const char *close)
{
    while (*p < close && (isspace((unsigned char)**p) || **p == '"'))
        ++*p;
    const char *b = *p;
    while (*p < close && !isspace((unsigned char)**p) && **p != '"')
        ++*p;
    return b;
}

/* Whether a file(GLOB) or file(GLOB_RECURSE) of lists may gather path: some pattern's last part
 * matches the file's name, or cannot be read (a variable, '?' or a bracket class). A glob of the
 * headers alone (libpcap's file(GLOB PROJECT_SOURCE_LIST_H) of *.h and pcap/ *.h) or of one named file
 * (missing/getopt.c) gathers no other source: beside it the CMakeLists.txt still names its sources
 * one by one (libpcap's pcap-linux.c, fad-gifc.c: 41 counted false alarms at its newest commit). */
static int glob_may_gather(const wg_tree_file *lists, const char *path)
{
#ifdef WG_SCAN_OFF_GLOB_PATTERN_NAMES
    (void)lists, (void)path;
    return 1;
#else
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    const char *text = lists->text, *end = lists->text + lists->length;
    for (const char *g = text; g + 4 <= end && (g = strstr(g, "GLOB")) != NULL; g += 4) {
        size_t at = (size_t)(g - text);
        const char *p = g + 4;
        if (strncmp(p, "_RECURSE", 8) == 0)
            p += 8;
        if ((at > 0 && is_name(text[at - 1])) || is_name(*p) || in_cmake_comment(text, at))
            continue; /* GLOBAL, a word that merely holds GLOB, or a commented-out line */
        const char *close = strchr(p, ')');
        if (!close)
            return 1;
        int argument = 0, skip_next = 0;
        while (p < close) {
            const char *b = next_glob_word(&p, close);
            if (b == p)
                break;
            size_t n = (size_t)(p - b);
            if (argument++ == 0 || skip_next) { /* the variable, or a keyword's value */
                skip_next = 0;
                continue;
            }
            if ((n == 8 && memcmp(b, "RELATIVE", 8) == 0) || (n == 16 && memcmp(b, "LIST_DIRECTORIES", 16) == 0)) {
                skip_next = 1;
                continue;
            }
            if ((n == 17 && memcmp(b, "CONFIGURE_DEPENDS", 17) == 0) || (n == 15 && memcmp(b, "FOLLOW_SYMLINKS", 15) == 0))
                continue;
            const char *last = p;
            while (last > b && last[-1] != '/')
                --last;
            size_t ln = (size_t)(p - last);
            if (memchr(last, '$', ln) || memchr(last, '?', ln) || memchr(last, '[', ln) || glob_name_match(last, ln, base))
                return 1;
        }
    }
    return 0;
#endif
}

/* Whether a file(GLOB_RECURSE) of lists may gather path: one whose pattern's folder (after a
 * leading ${...}/ and ./) holds path, or whose folder the model cannot read from a variable on
 * (its text before the variable still names the folder: ./test/${dir}/ gathers nothing from
 * fuzz/), and whose file-name pattern, where it has no variable, matches the file's name (a
 * glob of *.script gathers no C source: libxml2's test suites). A glob of the headers under
 * lapack-netlib/LAPACKE gathers nothing from driver/mapper. */
static int glob_recurse_covers(const wg_tree *t, const wg_tree_file *lists, const char *path)
{
    const char *slash = strrchr(lists->path, '/');
    const char *rest = path + (slash ? (size_t)(slash - lists->path) + 1 : 0);
    const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    for (const char *g = lists->text; (g = strstr(g, "GLOB_RECURSE")) != NULL; g += 12) {
        if (in_cmake_comment(lists->text, (size_t)(g - lists->text)))
            continue; /* #file(GLOB_RECURSE ...): a commented-out line */
        const char *p = g + 12, *close = strchr(p, ')');
        if (!close)
            return 1;
#ifndef WG_SCAN_CUSTOM_COMMAND_DEPENDS_OFF
        const char *name = next_glob_word(&p, close);
        char var[256];
        size_t vn = (size_t)(p - name);
        if (vn && vn < sizeof var && !memchr(name, '$', vn)) {
            memcpy(var, name, vn), var[vn] = '\0';
            if (!wg_cmake_glob_may_compile(t, var))
                continue; /* a list only a custom command depends on (re2c's docs glob of its examples) */
        }
#endif
        while (p < close) {
            const char *b = next_glob_word(&p, close);
            const char *star = memchr(b, '*', (size_t)(p - b));
            if (!star)
                continue; /* the variable's name, or a keyword */
            if (b[0] == '$' && b[1] == '{') { /* ${CMAKE_CURRENT_SOURCE_DIR}/ and the like */
                const char *e = memchr(b, '}', (size_t)(star - b));
                if (e && e[1] == '/')
                    b = e + 2;
            }
            while (b + 2 <= star && b[0] == '.' && b[1] == '/')
                b += 2;
            const char *last = p;
            while (last > b && last[-1] != '/')
                --last;
            if (last <= star && !memchr(last, '$', (size_t)(p - last)) && !memchr(last, '?', (size_t)(p - last)) &&
                !memchr(last, '[', (size_t)(p - last)) && !glob_name_match(last, (size_t)(p - last), base))
                continue; /* its file-name pattern cannot match this file */
            const char *folder_end = star;
            while (folder_end > b && folder_end[-1] != '/')
                --folder_end;
            size_t n = (size_t)(folder_end - b);
            const char *variable = memchr(b, '$', n);
            if (variable)
                n = (size_t)(variable - b); /* the text before the variable */
            if (strncmp(rest, b, n) == 0)
                return 1;
        }
    }
    return 0;
}


/* Whether a set()/list(APPEND) on the path of the CMake a user configures gathers the file into
 * a source list (snes9x's gtk/CMakeLists.txt: list(APPEND SOURCES ../fscompat.cpp)): that
 * build's source, even where a target's list is not all read (an undefined ${jma} beside it). */
static int gathered_by_top(const wg_tree_file *f)
{
#ifdef WG_SCAN_TOP_GATHERED_OFF
    (void)f;
    return 0;
#else
    return f->gathered_on;
#endif
}
/* The CMakeLists.txt of the nearest folder above path that has one. */
static wg_tree_file *owning_lists(wg_tree *t, const char *path)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "%s", path);
    for (;;) {
        char *slash = strrchr(dir, '/');
        if (!slash)
            return wg_tree_find(t, "CMakeLists.txt");
        strcpy(slash + 1, "CMakeLists.txt");
        wg_tree_file *f = wg_tree_find(t, dir);
        if (f)
            return f;
        *slash = '\0';
    }
}

/* Whether text[k] lies in the arguments of a configure_file() call: its template is read and its
 * output written there (a version.h copied into another build's jni/ folder), which names no folder
 * of sources the configure compiles. */
static int in_configure_file_call(const char *text, size_t k)
{
#ifdef WG_SCAN_CONFIGURE_FILE_NAMES_OFF
    (void)text, (void)k;
    return 0;
#else
    int depth = 0;
    for (size_t i = k, steps = 0; i-- > 0 && steps < 4096; ++steps) {
        if (text[i] == ')')
            ++depth;
        else if (text[i] == '(' && depth-- == 0) {
            size_t e = i;
            while (e > 0 && (text[e - 1] == ' ' || text[e - 1] == '\t'))
                --e;
            return e >= 14 && strncasecmp_ascii(text + e - 14, "configure_file", 14) == 0 &&
                   (e == 14 || !is_name(text[e - 15]));
        }
    }
    return 0;
#endif
}

/* Whether the word at text[k] of a CMake file can name a folder of that spelling: not a component
 * below another folder (src/test), unless a variable or "./" gives the folder that path starts
 * from (${CMAKE_CURRENT_SOURCE_DIR}/test). re2c's root CMakeLists.txt names src/test/list/test.cc
 * and lib/test.cc only, not its test/ folder of generated lexers, which no target compiles. */
static int folder_word_at(const char *text, size_t k)
{
#ifdef WG_SCAN_FOLDER_WORD_OFF
    (void)text, (void)k;
    return 1;
#else
    return !(k > 0 && text[k - 1] == '/') || (k > 1 && (text[k - 2] == '}' || text[k - 2] == '.'));
#endif
}

/* Whether the CMake file f, one the evaluation read, names begin[0..n) as a word on a line the configure
 * does not skip (comments and configure_file() arguments left out); as_folder: a word that can
 * name a folder of that spelling (folder_word_at). */
static int named_in_cmake_file(const wg_tree_file *f, const char *begin, size_t n, int as_folder)
{
    if (f->kind != WG_SCAN_CMAKE || !f->walked || !n)
        return 0;
    int quoted = 0, comment = 0;
    long line = 1;
    for (size_t k = 0; k + n <= f->length; ++k) {
        char c = f->text[k];
        if (c == '\n')
            comment = quoted = 0, ++line;
        else if (comment || (line <= f->lines && f->state[line] == WG_OFF))
            continue; /* a comment, or a line of a branch the configure skips */
        else if (c == '"')
            quoted = !quoted;
        else if (c == '#' && !quoted)
            comment = 1;
        else if (c == begin[0] && memcmp(f->text + k, begin, n) == 0 && (k == 0 || !is_name(f->text[k - 1])) &&
                 (k + n == f->length || !is_name(f->text[k + n])) && !in_configure_file_call(f->text, k) &&
                 (!as_folder || folder_word_at(f->text, k)))
            return 1;
    }
    return 0;
}

/* Whether some CMake file the evaluation read names begin[0..n) so (named_in_cmake_file). */
static int named_in_walked_cmake(const wg_tree *t, const char *begin, size_t n, int as_folder)
{
    for (size_t i = 0; i < t->count; ++i)
        if (named_in_cmake_file(&t->files[i], begin, n, as_folder))
            return 1;
    return 0;
}

/* Why a translation unit is compiled only under a CMake condition the model cannot decide (it is
 * listed only there, or its folder's CMakeLists.txt is read only there), or NULL. */
static const char *undecided_folder(wg_tree *t, const wg_tree_file *f)
{
    if (f->listed_maybe)
        return wg_tree_string(t, "listed only %s", f->listed_maybe);
    const wg_tree_file *lists = owning_lists(t, f->path);
    if (lists && lists->walked && !lists->walked_on)
        return wg_tree_string(t, "%s is read only %s", lists->path,
                              lists->walked_maybe_reason ? lists->walked_maybe_reason : "under a condition the model cannot decide");
    return NULL;
}

/* Whether a CMake file the evaluation read names the folder of lists (its last component, as a
 * word outside comments): a parent that globs the files of ${CMAKE_CURRENT_SOURCE_DIR}/impl, or adds
 * it in a way the evaluation did not follow, keeps the folder undecided. Cached per file. */
static int folder_named_in_walked_cmake(wg_tree *t, wg_tree_file *lists)
{
    if (lists->folder_named)
        return lists->folder_named == 1;
    const char *end = strrchr(lists->path, '/'), *begin = end;
    while (begin && begin > lists->path && begin[-1] != '/')
        --begin;
    int named = end && named_in_walked_cmake(t, begin, (size_t)(end - begin), 0);
    lists->folder_named = named ? 1 : 2;
    return named;
}

/* The first folder of path below the folder of lists ("litert" for litert/tensor/x.cc under the
 * root CMakeLists.txt), or NULL when path sits in that folder itself. */
static const char *first_folder_below(const wg_tree_file *lists, const char *path, size_t *n)
{
    const char *slash = strrchr(lists->path, '/');
    size_t skip = slash ? (size_t)(slash - lists->path) + 1 : 0;
    const char *rest = path + skip, *end = strchr(rest, '/');
    *n = end ? (size_t)(end - rest) : 0;
    return end ? rest : NULL;
}

/* ORs the SDK macros defined on lines first..last of f into its sdk_macros (a user's unit: its
 * sdk_user_macros). */
static int sdk_mark(wg_tree_file *f, long first, long last, unsigned macros, int user)
{
    unsigned char **marks = user ? &f->sdk_user_macros : &f->sdk_macros;
    unsigned *whole = user ? &f->sdk_user_whole : &f->sdk_whole;
    if (last > f->lines)
        last = f->lines;
    if (!macros || first > last || (first == 1 && last == f->lines && (*whole & macros) == macros))
        return 0;
    if (!*marks && !(*marks = calloc((size_t)f->lines + 1, 1)))
        return -1;
    for (long l = first; l <= last; ++l)
        (*marks)[l] |= (unsigned char)macros;
    if (first == 1 && last == f->lines)
        *whole |= macros;
    return 0;
}

typedef struct sdk_frame {
    size_t file, cursor;
    long from; /* the first line not marked yet */
} sdk_frame;

/* The SDK's macros of one translation unit, in the order of its text: each header at its first
 * include (its guard skips the rest), <windows.h> defining them at its first include, #undef,
 * push_macro/pop_macro, NOMINMAX and WIN32_LEAN_AND_MEAN defined before it (or by the build). */
static int on_sdk_stack(const sdk_frame *stack, size_t depth, size_t file)
{
    for (size_t i = 0; i < depth; ++i)
        if (stack[i].file == file)
            return 1;
    return 0;
}

/* Whether a header has no include guard: neither #pragma once nor a first directive #ifndef (or
 * #if !defined). Such a header is read at each #include (duckdb's windows_undefs.hpp, "Do not
 * add a header inclusion guard to this file", #undefs the SDK's macros wherever it is included). */
static int header_without_guard(const wg_tree_file *f)
{
    if (is_translation_unit(f->path) || !f->text || strstr(f->text, "pragma once"))
        return 0;
    int in_comment = 0;
    for (const char *p = f->text; p && *p;) {
        const char *q = p;
        while (*q == ' ' || *q == '\t' || *q == '\r')
            ++q;
        if (in_comment)
            in_comment = !strstr(q, "*/") || strstr(q, "*/") > strchr(q, '\n');
        else if (q[0] == '/' && q[1] == '*')
            in_comment = !strstr(q, "*/") || (strchr(q, '\n') && strstr(q, "*/") > strchr(q, '\n'));
        else if (*q == '#') {
            ++q;
            while (*q == ' ' || *q == '\t')
                ++q;
            if (strncmp(q, "ifndef", 6) == 0)
                return 0;
            if (strncmp(q, "if", 2) == 0 && strstr(q, "!defined") && strstr(q, "!defined") < strchr(q, '\n'))
                return 0;
            return 1;
        } else if (*q && *q != '\n' && !(q[0] == '/' && q[1] == '/'))
            return 1; /* code before any directive */
        p = strchr(p, '\n');
        p = p ? p + 1 : NULL;
    }
    return 1;
}

/* NOGDI before <windows.h> (or from the build): <windows.h> includes <ole2.h>, whose <objbase.h>
 * defines interface as struct, only under #ifndef NOGDI (inside #ifndef WIN32_LEAN_AND_MEAN), so
 * interface stays a name; small (<rpcndr.h>, through <rpc.h>) is outside that #ifndef and stays
 * defined. souffle's MiscUtil.h: "#define NOGDI" then <windows.h>, and "auto* interface = ..." in
 * ProgInterface.h after it, which its MSVC CI builds. WG_SCAN_NOGDI_OFF switches it off. */
static int nogdi_modelled(void)
{
#ifdef WG_SCAN_NOGDI_OFF
    return 0;
#else
    return 1;
#endif
}

static int no_gdi_on_path(const wg_tree *t)
{
    return nogdi_modelled() && wg_strlist_has(t->defines_on, t->defines_on_count, "NOGDI", 5);
}

/* Where a unit's first <windows.h> came in (the files on the include stack then), and whether
 * <winsock2.h> has come yet: late_winsock2's memory of one unit. */
typedef struct winsock2_order {
    size_t windows_files[64], windows_depth; /* windows_depth 0: no <windows.h> yet */
    int winsock2_seen;
    int unfollowed; /* an include the walk did not follow came first: it may have brought <winsock2.h> */
} winsock2_order;

/* At an SDK_WINDOWS_H event of a unit: a first <winsock2.h> where a full <windows.h> (macros hold
 * its COM `interface`) came in before through another include than the one that brings it now
 * (easy_profiler's profile_manager.cpp: spin_lock.h's <Windows.h> through profile_manager.h, then
 * <easy/easy_socket.h>'s <winsock2.h>; C2011, winsock.h's declarations again). Marks, in the
 * deepest file both includes pass through, the line whose #include brings <winsock2.h>
 * (winsock2_late). Not after an include the walk did not follow (hashlink's libuv units: "uv.h",
 * found only by its name's end, brings <winsock2.h> first). Where one file includes both itself,
 * wg_windows_h_before_winsock2 reads it at the directive. */
static int late_winsock2(wg_tree *t, const sdk_frame *stack, size_t depth, const sdk_event *ev, unsigned macros, winsock2_order *o)
{
#ifdef WG_SCAN_WINSOCK2_CHAIN_OFF
    (void)t, (void)stack, (void)depth, (void)ev, (void)macros, (void)o;
    return 0;
#else
    if (!(ev->mask & SDK_WINSOCK2)) {
        if (!o->windows_depth && !o->winsock2_seen && depth <= sizeof o->windows_files / sizeof *o->windows_files) {
            for (size_t i = 0; i < depth; ++i)
                o->windows_files[i] = stack[i].file;
            o->windows_depth = depth;
        }
        return 0;
    }
    if (o->winsock2_seen++ || o->unfollowed || !o->windows_depth || !(macros & WG_SDK_INTERFACE))
        return 0;
    size_t common = 0;
    while (common < depth && common < o->windows_depth && o->windows_files[common] == stack[common].file)
        ++common;
    if (!common || (common == depth && common == o->windows_depth))
        return 0; /* another source of a unity unit; or one file includes both: read at its directive */
    wg_tree_file *f = &t->files[stack[common - 1].file];
    long line = common == depth ? ev->line : stack[common - 1].from - 1;
    if (line < 1 || line > f->lines)
        return 0;
    if (!f->winsock2_late && !(f->winsock2_late = calloc((size_t)f->lines + 1, 1)))
        return -1;
    f->winsock2_late[line] = 1;
    return 0;
#endif
}

static int sdk_unit(wg_tree *t, const edge_list *edges, const size_t *start, size_t unit, size_t *stamp, sdk_frame *stack,
                    int user)
{
    winsock2_order order = {{0}, 0, 0, 0};
    unsigned macros = 0, pushed[8] = {0}; /* pushed[i]: a stack of bit i's states, one bit per level */
    int seen = 0, nominmax = wg_strlist_has(t->defines_on, t->defines_on_count, "NOMINMAX", 8),
        lean = wg_strlist_has(t->defines_on, t->defines_on_count, "WIN32_LEAN_AND_MEAN", 19),
        nogdi = no_gdi_on_path(t);
    if (user) /* a user's unit: <windows.h> first, then the public header; the build's definitions are not theirs */
        macros = WG_SDK_MIN | WG_SDK_MAX | WG_SDK_NEAR | WG_SDK_FAR | WG_SDK_INTERFACE | WG_SDK_SMALL | WG_SDK_NAMES | WG_SDK_GDI,
        seen = 1, nominmax = 0, lean = 0, nogdi = 0;
    /* A .cuh header's users are .cu units: nvcc's cuda_runtime.h (NOMINMAX, below) comes before their <windows.h>. */
    if (user && ends_with(t->files[unit].path, ".cuh"))
        macros &= ~(unsigned)(WG_SDK_MIN | WG_SDK_MAX), nominmax = 1;
    /* nvcc includes cuda_runtime.h before a .cu unit's first line, and on _WIN32 its
     * crt/host_config.h (include/crt/ of the CUDA Toolkit) defines NOMINMAX: <windows.h> in a
     * CUDA unit never defines min/max. */
    if (!user && ends_with(t->files[unit].path, ".cu"))
        nominmax = 1;
    size_t depth = 0;
    stack[depth++] = (sdk_frame){unit, start[unit], 1};
    stamp[unit] = unit + 1;
    /* Only units surely on the path say in which language a header is read (a user's unit does not). */
    unsigned char language = user || t->files[unit].file_state != WG_ON ? 0
                             : ends_with(t->files[unit].path, ".c")  ? WG_UNIT_C
                             : ends_with(t->files[unit].path, ".cu") ? WG_UNIT_CUDA
                                                                     : WG_UNIT_CXX;
    size_t member = unit; /* in a unity unit, the source being read */
    while (depth) {
        sdk_frame *fr = &stack[depth - 1];
        wg_tree_file *f = &t->files[fr->file];
        f->unit_languages |= language;
        if (fr->cursor == start[fr->file + 1]) {
            if (sdk_mark(f, fr->from, f->lines, macros, user) != 0)
                return -1;
            --depth;
#ifndef WG_SCAN_UNITY_SOURCE_OFF
            /* the unity unit's next source, with the macros (and the headers' guards) the ones
             * before left: duckdb's ub_src_common.cpp, where <windows.h> of one source reaches
             * the headers a later one includes first */
            if (!depth && !user && t->files[member].unity_next) {
                member = t->files[member].unity_next - 1;
                if (stamp[member] != unit + 1) {
                    stamp[member] = unit + 1;
                    stack[depth++] = (sdk_frame){member, start[member], 1};
                }
            }
#endif
            continue;
        }
        const sdk_event *ev = &edges->events[fr->cursor++];
        if (sdk_mark(f, fr->from, ev->line, macros, user) != 0)
            return -1;
        fr->from = ev->line + 1;
        unsigned bit = 0;
        while (ev->mask >> (bit + 1))
            ++bit;
        switch (ev->kind) {
        case SDK_INCLUDE:
            if (stamp[ev->to] != unit + 1 || (t->files[ev->to].no_guard && !on_sdk_stack(stack, depth, ev->to))) {
                stamp[ev->to] = unit + 1;
                stack[depth++] = (sdk_frame){ev->to, start[ev->to], 1};
            }
            break;
        case SDK_WINDOWS_H:
            if (!user && late_winsock2(t, stack, depth, ev, macros, &order) != 0)
                return -1;
            if (!seen)
                macros |= WG_SDK_NEAR | WG_SDK_FAR | WG_SDK_NAMES | (nogdi ? 0u : WG_SDK_GDI) | (nominmax ? 0u : WG_SDK_MIN | WG_SDK_MAX) |
                          (lean ? 0u : (nogdi ? 0u : WG_SDK_INTERFACE) | WG_SDK_SMALL);
            seen = 1;
            break;
        case SDK_UNDEF:
            macros &= ~ev->mask;
            break;
        case SDK_PUSH:
            pushed[bit] = pushed[bit] << 1 | ((macros & ev->mask) != 0);
            break;
        case SDK_POP:
            macros = (macros & ~ev->mask) | ((pushed[bit] & 1u) ? ev->mask : 0u);
            pushed[bit] >>= 1;
            break;
        case SDK_NOMINMAX:
            nominmax = 1;
            break;
        case SDK_NOGDI:
            nogdi = nogdi_modelled();
            break;
        case SDK_UNFOLLOWED:
            order.unfollowed = 1;
            break;
        default:
            lean = 1;
        }
    }
    return 0;
}

/* Whether path lies in a folder of tests, examples, benchmarks, documents or tools, or of vendored
 * code (taskflow's 3rd-party/): a folder's name holds one of the words, not the file's. */
static int in_side_folder(const char *path)
{
    static const char *const words[] = {"test", "example", "bench", "demo", "doc", "sample", "tool", "extra", "third", "3rd", "vendor",
                                        "extern", "deps", "contrib", NULL};
    for (size_t w = 0; words[w]; ++w)
        for (const char *q = strstr(path, words[w]); q; q = strstr(q + 1, words[w]))
            if (strchr(q, '/'))
                return 1;
    return 0;
}

/* Whether path lies under a folder a header-only library hands its users (an INTERFACE include
 * directory), outside the folders of its tests, examples and benchmarks (toml11's tests/ beside
 * its toml/ when the root is handed). */
static int under_interface_dir(const wg_tree *t, const char *path)
{
    for (size_t i = 0; i < t->interface_dir_count; ++i) {
        const char *d = t->interface_dirs[i];
        size_t n = strlen(d);
        if (n && (strncmp(path, d, n) != 0 || path[n] != '/'))
            continue;
        if (!in_side_folder(path + (n ? n + 1 : 0)))
            return 1;
    }
    return 0;
}

/* A tree no CMake file describes (boost's libraries before their CMakeLists.txt, built by b2)
 * whose translation units all lie in its tests', examples' and benchmarks' folders: a
 * header-only library, whose public headers its users' units compile. */
static int header_only_without_cmake(const wg_tree *t)
{
    if (t->cmake_evaluated)
        return 0;
    for (size_t i = 0; i < t->count; ++i) {
        const char *path = t->files[i].path, *base = strrchr(path, '/');
        if (strcmp(base ? base + 1 : path, "CMakeLists.txt") == 0)
            return 0;
        if (t->files[i].kind == WG_SCAN_SOURCE && is_translation_unit(path) && !in_side_folder(path))
            return 0;
    }
    return 1;
}

/* A header a library's users include: under a folder named include, in a top folder named as
 * one of the tree's projects (dlib/, hwy/), or under a header-only library's INTERFACE include
 * directory. */
int wg_installed_header(const wg_tree *t, const char *path)
{
    return !wg_translation_unit(path) &&
           (strncmp(path, "include/", 8) == 0 || strstr(path, "/include/") || under_interface_dir(t, path));
}

int wg_public_header(const wg_tree *t, const char *path)
{
    if (strncmp(path, "include/", 8) == 0 || strstr(path, "/include/"))
        return 1;
    if (under_interface_dir(t, path))
        return 1;
    size_t n = strcspn(path, "/");
    if (!path[n])
        return 0;
    for (size_t i = 0; i < t->project_count; ++i) {
        size_t k = 0;
        while (k < n && tolower((unsigned char)t->projects[i][k]) == tolower((unsigned char)path[k]))
            ++k;
        if (k == n && !t->projects[i][n])
            return 1;
    }
    return 0;
}

/* Whether the unit is a member of another unit's amalgamation, not a unit of its own: a CMake
 * configure that names no target source of it (listed, globbed or gathered), while a translation
 * unit of the tree #includes it (hermes's llvh-gtest builds googletest's gtest-all.cc, which
 * includes gtest-port.cc after gtest.h has brought llvh's headers, and only then <windows.h>:
 * read on its own, gtest-port.cc put <windows.h>'s min/max before those headers, 21 false alarms
 * at hermes's newest commit, which MSVC builds in its CI). */
static int amalgamated_member(const wg_tree *t, const unsigned char *included_by_unit, size_t unit)
{
    const wg_tree_file *f = &t->files[unit];
#ifdef WG_SCAN_AMALGAMATED_OFF
    return 0;
#endif
    return t->cmake_evaluated && included_by_unit[unit] && !f->listed_on && !f->listed_maybe && !f->globbed_on && !f->gathered_on;
}

/* sdk_macros: for each translation unit on the path, which of the SDK's macros are defined at
 * each line of it and of the headers it includes (a header included before <windows.h>, or
 * after an #undef, sees none); unit_languages: whether C or C++ units include each file. */
static int mark_sdk_macros(wg_tree *t, const edge_list *edges)
{
    size_t count = t->count ? t->count : 1;
    size_t *start = calloc(count + 1, sizeof *start), *stamp = calloc(count, sizeof *stamp);
    sdk_frame *stack = malloc(count * sizeof *stack);
    unsigned char *included_by_unit = calloc(count, 1); /* another translation unit #includes it */
    int rc = start && stamp && stack && included_by_unit ? 0 : -1;
    for (size_t e = 0; rc == 0 && e < edges->event_count; ++e) {
        const sdk_event *ev = &edges->events[e];
        if (ev->kind == SDK_INCLUDE && ev->to != ev->file && is_translation_unit(t->files[ev->file].path))
            included_by_unit[ev->to] = 1;
    }
#ifndef WG_SCAN_UNGUARDED_REREAD_OFF
    for (size_t i = 0; i < t->count; ++i)
        t->files[i].no_guard = t->files[i].kind == WG_SCAN_SOURCE && header_without_guard(&t->files[i]);
#endif
    /* Events come file by file in the files' order (preprocess runs in that order). */
    for (size_t e = 0; rc == 0 && e < edges->event_count; ++e)
        ++start[edges->events[e].file + 1];
    for (size_t i = 0; rc == 0 && i < t->count; ++i)
        start[i + 1] += start[i];
    for (size_t unit = 0; rc == 0 && unit < t->count; ++unit) {
        const wg_tree_file *f = &t->files[unit];
        if (f->kind == WG_SCAN_SOURCE && is_translation_unit(f->path) && f->file_state != WG_OFF &&
            !amalgamated_member(t, included_by_unit, unit) && !f->unity_prev) /* a unity unit from its first source */
            rc = sdk_unit(t, edges, start, unit, stamp, stack, 0);
    }
    /* A header-only library's public header is its product, compiled only in its users' units,
     * which may include <windows.h> first (and no NOMINMAX). A compiled library's are read as
     * its own build reads them (its users are not judged here). */
    for (size_t unit = 0; rc == 0 && t->users_read && unit < t->count; ++unit) {
        const wg_tree_file *f = &t->files[unit];
        if (f->kind == WG_SCAN_SOURCE && !is_translation_unit(f->path) && (f->file_state != WG_OFF || f->users_off) &&
            wg_public_header(t, f->path))
            rc = sdk_unit(t, edges, start, unit, stamp, stack, 1);
    }
    free(start), free(stamp), free(stack), free(included_by_unit);
    return rc;
}

/* The include graph as adjacency lists: to[start[i] .. start[i+1]) are the files i includes on
 * the path ((size_t)-1 for an include in a skipped branch); with named, the includes found by
 * name too. */
static int include_adjacency(const wg_tree *t, const edge_list *edges, const edge_list *named, size_t **start_out, size_t **to_out)
{
    size_t count = t->count ? t->count : 1, total = edges->count + (named ? named->count : 0);
    size_t *start = calloc(count + 1, sizeof *start), *to = malloc((total ? total : 1) * sizeof *to);
    size_t *fill = calloc(count, sizeof *fill);
    if (!start || !to || !fill) {
        free(start), free(to), free(fill);
        return -1;
    }
    for (int list = 0; list < 2; ++list)
        for (size_t e = 0; list == 0 ? e < edges->count : named && e < named->count; ++e)
            ++start[(list ? named : edges)->edges[e].from + 1];
    for (size_t i = 0; i < count; ++i)
        start[i + 1] += start[i];
    for (int list = 0; list < 2; ++list)
        for (size_t e = 0; list == 0 ? e < edges->count : named && e < named->count; ++e) {
            const include_edge *ed = &(list ? named : edges)->edges[e];
            to[start[ed->from] + fill[ed->from]++] = ed->state == WG_OFF ? (size_t)-1 : ed->to;
        }
    free(fill);
    *start_out = start, *to_out = to;
    return 0;
}

/* The line of the first #include directive of a file's text (0: none). */
static long first_include_line(const wg_tree_file *f)
{
    long number = 1;
    for (const char *p = f->text; p && *p; ++number) {
        const char *q = p;
        while (*q == ' ' || *q == '\t')
            ++q;
        if (*q == '#') {
            ++q;
            while (*q == ' ' || *q == '\t')
                ++q;
            if (strncmp(q, "include", 7) == 0)
                return number;
        }
        p = strchr(p, '\n');
        p = p ? p + 1 : NULL;
    }
    return 0;
}

/* first_reach: a header that a C++ translation unit on the path includes before anything else
 * (its .cpp's own header first, the self-containment idiom) is read there with only what its own
 * includes bring; the union over its includers (std_reach) hides that (sfizz's ModMatrix.h
 * declared std::string with <memory> and <cstdint> alone, ModMatrix.cpp including it first).
 * Only where the scan reads every include of the header's closure. */
static void mark_first_include_reach(wg_tree *t, const edge_list *edges, const size_t *start, const size_t *to, size_t *stamp,
                                     size_t *queue, size_t *stamp_value)
{
#ifndef WG_SCAN_FIRST_INCLUDE_REACH_OFF
    for (size_t e = 0; e < edges->count; ++e) {
        const include_edge *ed = &edges->edges[e];
        const wg_tree_file *unit = &t->files[ed->from];
        wg_tree_file *header = &t->files[ed->to];
        if (ed->state != WG_ON || unit->file_state != WG_ON || !is_translation_unit(unit->path) || ends_with(unit->path, ".c") ||
            ends_with(unit->path, ".cu") || header->first_unit || is_translation_unit(header->path) ||
            ed->line != first_include_line(unit))
            continue;
        size_t head = 0, tail = 0;
        wg_std_bits bits = 0;
        int unread = 0;
        queue[tail++] = ed->to;
        stamp[ed->to] = ++*stamp_value;
        while (head < tail && !unread) {
            size_t from = queue[head++];
            bits |= t->files[from].std_headers;
            unread = t->files[from].unread_include != NULL;
            for (size_t k = start[from]; k < start[from + 1]; ++k)
                if (to[k] != (size_t)-1 && stamp[to[k]] != *stamp_value) {
                    stamp[to[k]] = *stamp_value;
                    queue[tail++] = to[k];
                }
        }
        if (!unread)
            header->first_reach = bits, header->first_unit = unit->path;
    }
#else
    (void)t, (void)edges, (void)start, (void)to, (void)stamp, (void)queue, (void)stamp_value;
#endif
}

/* std_reach: the system headers (WG_STD_*) that any translation unit reaching the file includes,
 * the includes found by their path's end followed too, or, for a header no unit reaches, the
 * header's own (a use in a header compiles when one of its includers brings the name). The
 * order of includes is not modelled. unread_reach: where every unit reaching the file includes
 * a header the scan cannot read, one of them (what those units declare is unknown). */
static int mark_std_reach(wg_tree *t, const edge_list *edges, const edge_list *named)
{
    size_t count = t->count ? t->count : 1;
    size_t *stamp = calloc(count, sizeof *stamp), *queue = malloc(count * sizeof *queue), *start = NULL, *to = NULL;
    unsigned char *in_unit = calloc(count, 1), *readable_unit = calloc(count, 1), *portable_unit = calloc(count, 1);
    if (!stamp || !queue || !in_unit || !readable_unit || !portable_unit || include_adjacency(t, edges, named, &start, &to) != 0) {
        free(stamp), free(queue), free(in_unit), free(readable_unit), free(portable_unit);
        return -1;
    }
    size_t stamp_value = 0;
    for (int pass = 0; pass < 2; ++pass) /* pass 1: headers no unit reaches */
        for (size_t root = 0; root < t->count; ++root) {
            int unit = is_translation_unit(t->files[root].path);
            if (t->files[root].kind != WG_SCAN_SOURCE || (pass == 0) != unit || (pass == 1 && in_unit[root]))
                continue;
            size_t head = 0, tail = 0;
            wg_std_bits headers = 0;
            const char *unread = NULL, *unread_sdk = NULL;
            queue[tail++] = root;
            stamp[root] = ++stamp_value;
            while (head < tail) {
                size_t from = queue[head++];
                headers |= t->files[from].std_headers;
                if (!unread)
                    unread = t->files[from].unread_include;
                if (!unread_sdk)
                    unread_sdk = t->files[from].unread_sdk_include;
                for (size_t k = start[from]; k < start[from + 1]; ++k)
                    if (to[k] != (size_t)-1 && stamp[to[k]] != stamp_value) {
                        stamp[to[k]] = stamp_value;
                        queue[tail++] = to[k];
                    }
            }
            /* nvcc force-includes cuda_runtime.h, whose includes the scan does not see; a
             * header no unit reaches has includers' includes the scan does not know. */
            if (ends_with(t->files[root].path, ".cu") || pass == 1)
                headers |= WG_STD_UNSEEN;
            /* Linux-only: a unit that includes the kernel's headers itself (a kernel module), not
             * one whose closure holds such a file through an include found only by its name's end
             * (zstd's "zstd.h" also names contrib/linux-kernel's copy) */
            headers = (headers & ~(wg_std_bits)WG_STD_OTHER_OS) | (t->files[root].std_headers & WG_STD_OTHER_OS);
            for (size_t k = 0; k < tail; ++k) {
                wg_tree_file *f = &t->files[queue[k]];
                if (pass == 0 || k == 0)
                    f->std_reach |= headers;
                if (pass == 0)
                    in_unit[queue[k]] = 1;
                if (pass == 0 && !(headers & WG_STD_OTHER_OS))
                    portable_unit[queue[k]] = 1;
                if (pass == 0 && !unread_sdk)
                    readable_unit[queue[k]] |= 2;
                else if (pass == 0 && !f->unread_sdk_reach)
                    f->unread_sdk_reach = wg_tree_string(t, "%s includes %s, which the scan cannot read (not in the tree, no known system header): it may declare the name",
                                                         t->files[root].path, unread_sdk);
                if (pass == 0 && !unread)
                    readable_unit[queue[k]] |= 1;
                else if (pass == 0 && !f->unread_reach)
                    f->unread_reach = wg_tree_string(t, "%s includes %s, which the scan cannot read (not in the tree, no known system header): it may declare the name",
                                                     t->files[root].path, unread);
            }
        }
    for (size_t i = 0; i < t->count; ++i) {
        if (readable_unit[i] & 1)
            t->files[i].unread_reach = NULL; /* one unit whose includes are all read decides */
        if (readable_unit[i] & 2)
            t->files[i].unread_sdk_reach = NULL;
        if (portable_unit[i]) /* Linux-only where only Linux-only units (a kernel module's test) reach it */
            t->files[i].std_reach &= ~(wg_std_bits)WG_STD_OTHER_OS;
        t->files[i].std_reach |= t->files[i].std_headers & WG_STD_OTHER_OS; /* its own kernel includes */
    }
    mark_first_include_reach(t, edges, start, to, stamp, queue, &stamp_value);
    free(start), free(to), free(stamp), free(queue), free(in_unit), free(readable_unit), free(portable_unit);
    return 0;
}

/* Copies the physical line at `start` into out (no CR, NUL-terminated); returns its length and
 * the offset of its newline (or the file's end) in *end. */
static size_t physical_line(const char *text, size_t length, size_t start, char *out, size_t *end)
{
    const char *newline = memchr(text + start, '\n', length - start);
    *end = newline ? (size_t)(newline - text) : length;
    size_t n = *end - start;
    memcpy(out, text + start, n);
    if (n && out[n - 1] == '\r')
        --n;
    out[n] = '\0';
    return n;
}

/* A #include directive whose line ends in a backslash: the name follows on the next line. */
static int continued_include(const char *line, size_t n)
{
    if (!n || line[n - 1] != '\\')
        return 0;
    while (*line == ' ' || *line == '\t')
        ++line;
    if (*line++ != '#')
        return 0;
    while (*line == ' ' || *line == '\t')
        ++line;
    return strncmp(line, "include", 7) == 0;
}

/* Every #define of the tree: a switch the tree defines somewhere is not "undefined". */
static int collect_tree_defines(wg_tree *t)
{
    for (size_t i = 0; i < t->count; ++i) {
        wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE)
            continue;
        for (const char *p = strstr(f->text, "define"); p && p < f->text + f->length; p = strstr(p + 6, "define")) {
            const char *h = p;
            while (h > f->text && (h[-1] == ' ' || h[-1] == '\t'))
                --h;
            if (h == f->text || h[-1] != '#')
                continue;
            const char *n = p + 6;
            while (*n == ' ' || *n == '\t')
                ++n;
            size_t len = 0;
            while (is_name(n[len]))
                ++len;
            if (!len)
                continue;
            char entry[512];
            snprintf(entry, sizeof entry, "%.*s=%s", (int)(len < 200 ? len : 200), n, f->path);
            if (wg_strlist_append(&t->c_defines, &t->c_defines_count, &t->c_defines_capacity, entry, strlen(entry)) != 0)
                return -1;
        }
    }
    return 0;
}

/* Whether the n characters at a and b are the same letters, whatever their case. */
static int same_letters(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; ++i)
        if (tolower((unsigned char)a[i]) != tolower((unsigned char)b[i]))
            return 0;
    return 1;
}

/* The option()'s value the evaluation took for name: 1 true, 0 false, -1 not an option or unknown. */
static int option_value(const wg_tree *t, const char *name, size_t n)
{
    static const char *const truths[] = {"ON", "TRUE", "YES", "Y", "1", NULL}, *const falsities[] = {"OFF", "FALSE", "NO", "N", "0", "", NULL};
    for (size_t i = 0; i < t->option_count; ++i) {
        const char *e = t->options[i];
        if (strncmp(e, name, n) != 0 || e[n] != '=')
            continue;
        size_t m = strcspn(e + n + 1, " ");
        for (size_t k = 0; truths[k]; ++k)
            if (strlen(truths[k]) == m && same_letters(e + n + 1, truths[k], m))
                return 1;
        for (size_t k = 0; falsities[k]; ++k)
            if (strlen(falsities[k]) == m && same_letters(e + n + 1, falsities[k], m))
                return 0;
        return -1;
    }
    return -1;
}

/* The value a #cmakedefine's variable had at its configure_file() on the path (scan_cmake.c):
 * 1, 0, or -1 when not known or when the calls disagree. */
static int configured_value(const wg_tree *t, const char *name, size_t n)
{
    int value = -1;
    for (size_t i = 0; i < t->configured_count; ++i) {
        const char *e = t->configured[i];
        if (strncmp(e, name, n) != 0 || e[n] != '=')
            continue;
        int v = e[n + 1] == '1';
        if (value >= 0 && value != v)
            return -1;
        value = v;
    }
    return value;
}

/* A header template by its name (config.h.in, config.h.cmake), or one whatever its name that a
 * configure_file() on the path reads (chemfiles' include/chemfiles/config.in.h, whose
 * #cmakedefine CHEMFILES_WINDOWS is set under if(WIN32)). */
static int configured_header_template(const wg_tree_file *f)
{
#ifndef WG_SCAN_CONFIGURED_TEMPLATE_NAME_OFF
    if (f->configured_template)
        return 1;
#endif
    return header_template(f->path);
}

/* A configure_file() template's "#cmakedefine01 NAME" (and "#cmakedefine NAME") is the value of
 * the CMake variable NAME in every unit that includes the header it makes: where NAME is an
 * option() the evaluation took, the build defines it (1, or 0 for a false #cmakedefine01), so
 * the headers' #if NAME follow the same choice as the sources CMake lists under if(NAME)
 * (ginkgo's GINKGO_BUILD_MPI); a variable set before the configure_file() call takes its value
 * there (gflags' HAVE_SHLWAPI_H). Others stay as they were (undefined). */
static int note_cmakedefines(wg_tree *t)
{
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || !configured_header_template(f))
            continue;
        for (const char *p = strstr(f->text, "#cmakedefine"); p; p = strstr(p + 12, "#cmakedefine")) {
            const char *q = p + 12;
            int zero_one = strncmp(q, "01", 2) == 0;
            q += zero_one ? 2 : 0;
            if (*q != ' ' && *q != '\t')
                continue;
            while (*q == ' ' || *q == '\t')
                ++q;
            size_t n = 0;
            while (is_name(q[n]))
                ++n;
            int value = n ? configured_value(t, q, n) : -1;
            if (value < 0 && n)
                value = option_value(t, q, n);
            if (value < 0 || (value == 0 && !zero_one) || wg_strlist_has(t->defines_on, t->defines_on_count, q, n))
                continue;
            char entry[256];
            int k = snprintf(entry, sizeof entry, "%.*s=%d", (int)(n < 200 ? n : 200), q, value);
            if (k > 0 && wg_strlist_add(&t->defines_on, &t->defines_on_count, &t->defines_on_capacity, entry, (size_t)k) != 0)
                return -1;
            if (value && !wg_public_header(t, f->path) &&
                wg_strlist_add(&t->private_configured, &t->private_configured_count, &t->private_configured_capacity, q, n) != 0)
                return -1;
        }
    }
    return 0;
}

/* A file named only through a computed #include takes the state of the #define naming it. */
static void place_macro_named(wg_tree *t, const unsigned char *included)
{
    for (size_t i = 0; i < t->count; ++i) {
        wg_tree_file *f = &t->files[i];
        if (f->kind == WG_SCAN_SOURCE && !included[i] && f->macro_named > 1 && f->file_state == WG_ON) {
            f->file_state = f->macro_named == 3 ? WG_OFF : WG_MAYBE;
            f->file_reason = wg_tree_string(t, "included only through a computed #include whose #define naming it (%s) is %s",
                                            f->macro_named_at, f->macro_named == 3 ? "off on Windows" : "undecided");
        }
    }
}

/* In a tree with no CMake: whether a folder of the path is named posix while its parent also
 * holds a Windows port (win, win32, win64, windows): mruby's mrbgems/<gem>/ports/{posix,win}/,
 * of which each platform's build script compiles its own. */
static int posix_port_beside_windows(const wg_tree *t, const char *path)
{
    static const char *const ports[] = {"win", "win32", "win64", "windows", NULL};
    const char *end = strrchr(path, '/');
    for (const char *p = path; end && p < end;) {
        const char *slash = memchr(p, '/', (size_t)(end - p) + 1);
        size_t n = (size_t)(slash - p);
        if (n == 5 && tolower((unsigned char)p[0]) == 'p' && strncmp(p + 1, "osix", 4) == 0) {
            for (size_t k = 0; ports[k]; ++k) {
                char prefix[1024];
                int m = snprintf(prefix, sizeof prefix, "%.*s%s/", (int)(p - path), path, ports[k]);
                for (size_t i = 0; m > 0 && (size_t)m < sizeof prefix && i < t->count; ++i)
                    if (strncmp(t->files[i].path, prefix, (size_t)m) == 0)
                        return 1;
            }
        }
        p = slash + 1;
    }
    return 0;
}

/* In a tree with no CMake: whether the file is a Unix twin (<stem>_unix.c, _posix, _linux) of a
 * Windows file beside it (<stem>_windows.c, _win32, _win, same suffix): duktape's
 * examples/debug-trans-socket/duk_trans_socket_{unix,windows}.c, of which each platform's build
 * compiles its own. */
static int unix_twin_of_windows_file(const wg_tree *t, const char *path)
{
#ifdef WG_SCAN_UNIX_TWIN_OFF
    (void)t, (void)path;
    return 0;
#else
    static const char *const unix_tags[] = {"_unix", "_posix", "_linux", NULL};
    static const char *const windows_tags[] = {"_windows", "_win32", "_win", NULL};
    const char *slash = strrchr(path, '/'), *base = slash ? slash + 1 : path, *dot = strrchr(base, '.');
    if (!dot)
        return 0;
    for (size_t u = 0; unix_tags[u]; ++u) {
        size_t n = strlen(unix_tags[u]);
        if ((size_t)(dot - base) <= n || strncasecmp_ascii(dot - n, unix_tags[u], n) != 0)
            continue;
        for (size_t w = 0; windows_tags[w]; ++w) {
            char twin[1024];
            int m = snprintf(twin, sizeof twin, "%.*s%s%s", (int)(dot - n - path), path, windows_tags[w], dot);
            if (m > 0 && (size_t)m < sizeof twin && wg_tree_find((wg_tree *)t, twin))
                return 1;
        }
    }
    return 0;
#endif
}

/* Files: CMake files the evaluation did not read, translation units CMake lists only in
 * untaken branches, folders no followed add_subdirectory() reaches: off or undecided, with why.
 * included[i]: some file of the tree includes file i. */
/* With no CMake to say what a Windows build compiles, a source in a folder named for another
 * platform's build (openh264's test/build/android/jni/, beside its makefile's MSVC build) or in a
 * posix/ port beside the folder's Windows port (mruby's) is not it: the reason, else NULL. */
static const char *no_cmake_off_reason(const wg_tree *t, const wg_tree_file *f)
{
    if (t->cmake_evaluated || f->kind != WG_SCAN_SOURCE)
        return NULL;
    const char *slash = strrchr(f->path, '/');
    if (slash && wg_other_platform_folder(f->path, (size_t)(slash - f->path)))
        return "in a folder named for another platform's build, and no CMake of the tree lists it";
    if (posix_port_beside_windows(t, f->path))
        return "in a posix/ port beside the folder's Windows port, and no CMake of the tree lists it";
    if (unix_twin_of_windows_file(t, f->path))
        return "the Unix twin of a Windows file beside it (<name>_windows, _win32 or _win), and no CMake of the tree lists it";
    return NULL;
}

/* Whether a folder name (n bytes) is the x86 port's, or one any host's build may compile: a
 * generic fallback, a Windows port, an x86 SIMD level (sse2/, avx2/ beside x86/ are x86 too). */
static const char *const x86_port_names[] = {"x86", "x86_64", "x86-64", "x64", "amd64", "i386", "i486", "i586", "i686", "ia32", NULL};

static int x86_port_name(const char *p, size_t n)
{
    for (size_t i = 0; x86_port_names[i]; ++i)
        if (strlen(x86_port_names[i]) == n && strncasecmp_ascii(p, x86_port_names[i], n) == 0)
            return 1;
    return 0;
}

static int any_host_port_name(const char *p, size_t n)
{
    static const char *const names[] = {"generic", "common", "portable", "fallback", "default", "ref", "reference", "c",
                                        "scalar", "plain", "none", "any", "all", "base", "core", "shared", "include",
                                        "src", "win", "win32", "win64", "windows", "msvc", NULL};
    for (size_t i = 0; names[i]; ++i)
        if (strlen(names[i]) == n && strncasecmp_ascii(p, names[i], n) == 0)
            return 1;
    return x86_port_name(p, n) || (n >= 3 && (strncasecmp_ascii(p, "sse", 3) == 0 || strncasecmp_ascii(p, "avx", 3) == 0));
}

/* The first file of the tree (sorted by path) whose path is not below prefix. */
static size_t first_path_from(const wg_tree *t, const char *prefix)
{
    size_t lo = 0, hi = t->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (strcmp(t->files[mid].path, prefix) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

/* With no CMake to say what a Windows build compiles: whether path lies in one of three or more
 * sibling folders that each hold a file of its name, one of them the x86 port (an autotools
 * library's src/<cpu>/ffi.c beside src/x86/ffi.c, of which its configure compiles the one its
 * host's processor picks): another processor's port, which a Windows x64 configure never picks.
 * Folders a build may pick on any host (generic/, win32/, sse2/) stay on. */
static int port_beside_x86_port(wg_tree *t, const char *path)
{
#ifdef WG_SCAN_PORT_BESIDE_X86_OFF
    (void)t, (void)path;
    return 0;
#else
    const char *slash = strrchr(path, '/'), *folder = slash;
    while (folder && folder > path && folder[-1] != '/')
        --folder;
    if (!slash || any_host_port_name(folder, (size_t)(slash - folder)))
        return 0;
    const char *name = slash + 1;
    size_t parent = (size_t)(folder - path);
    char probe[1200];
    int twin = 0;
    for (size_t i = 0; x86_port_names[i] && !twin; ++i) {
        int m = snprintf(probe, sizeof probe, "%.*s%s/%s", (int)parent, path, x86_port_names[i], name);
        twin = m > 0 && (size_t)m < sizeof probe && wg_tree_find(t, probe) != NULL;
    }
    if (!twin || parent >= sizeof probe)
        return 0;
    /* the siblings below the parent folder that hold a file of the same name */
    snprintf(probe, sizeof probe, "%.*s", (int)parent, path);
    size_t ports = 0;
    for (size_t i = first_path_from(t, probe); i < t->count && ports < 3; ++i) {
        const char *p = t->files[i].path;
        if (strncmp(p, path, parent) != 0)
            break;
        const char *own = strchr(p + parent, '/');
        ports += own && strchr(own + 1, '/') == NULL && strcmp(own + 1, name) == 0;
    }
    return ports >= 3;
#endif
}

/* A source in a folder named for a microcontroller's board or SDK (wg_board_folder) that no CMake
 * of an MSVC configure lists: none lists it, or the only CMake the configure could take is that
 * board's firmware (mongoose's tutorials/rp/pico-rm2, a pico-sdk build for its cross toolchain).
 * The reason, else NULL. */
static const char *board_source(const wg_tree *t, const wg_tree_file *f)
{
    const char *slash = strrchr(f->path, '/');
    if (!slash || !wg_board_folder(f->path, (size_t)(slash - f->path)))
        return NULL;
    if (t->cmake_top && wg_board_folder(t->cmake_top, strlen(t->cmake_top)))
        return "in a folder named for a microcontroller's board or SDK: the CMake taken (no root CMakeLists.txt) is a firmware's "
               "for that board, which no MSVC configure runs";
    if (!f->listed_on)
        return "in a folder named for a microcontroller's board or SDK, and no CMake target on the Windows path lists it";
    return NULL;
}

/* The makefiles directly in a folder (n bytes of path): bit 1 a Unix one, bit 2 an NMAKE one. */
static int folder_makefiles(const wg_tree *t, const char *path, size_t n)
{
    char prefix[1024];
    if (n + 2 > sizeof prefix)
        return 0;
    snprintf(prefix, sizeof prefix, "%.*s/", (int)n, path);
    int bits = 0;
    for (size_t i = first_path_from(t, prefix); i < t->count && strncmp(t->files[i].path, prefix, n + 1) == 0; ++i)
        if (t->files[i].kind == WG_SCAN_MAKEFILE && !strchr(t->files[i].path + n + 1, '/'))
            bits |= makefile_name(t->files[i].path) == 2 ? 2 : 1;
    return bits;
}

/* Whether the tree's Windows build is NMAKE makefiles: no CMake and no Visual Studio project
 * decide it, and some folder holds an NMAKE makefile (PQClean's Makefile.Microsoft_nmake beside
 * each implementation's Unix Makefile). */
static int nmake_build(const wg_tree *t)
{
#ifdef WG_SCAN_NMAKE_BUILD_OFF
    (void)t;
    return 0;
#else
    if (t->cmake_evaluated || t->msbuild_build)
        return 0;
    for (size_t i = 0; i < t->count; ++i)
        if (t->files[i].kind == WG_SCAN_MAKEFILE && makefile_name(t->files[i].path) == 2)
            return 1;
    return 0;
#endif
}

/* In a tree whose Windows build is NMAKE makefiles: whether the unit's folder has a Unix makefile
 * and no NMAKE one (PQClean's avx2/ and aarch64/ implementations a Windows build leaves out). A
 * folder with no makefile at all is compiled from elsewhere (common/, by the tests' makefiles) and
 * stays on. cache: the last folder asked about and its answer (files come sorted by path). */
static int unix_make_folder(const wg_tree *t, const char *path, const char **cached, size_t *cached_n, int *answer)
{
    const char *slash = strrchr(path, '/');
    size_t n = slash ? (size_t)(slash - path) : 0;
    if (!slash)
        return 0;
    if (!(*cached && *cached_n == n && strncmp(*cached, path, n) == 0))
        *cached = path, *cached_n = n, *answer = folder_makefiles(t, path, n) == 1;
    return *answer;
}

/* The last folder place_in_unnamed_folder() asked about, and the answer (files come sorted by path). */
typedef struct {
    const char *folder;
    size_t length;
    int answer;
} named_folder_cache;

/* A source in a folder with no CMakeLists.txt of its own (another build system's) that no CMake
 * file the configure reads names, and no target lists it from: undecided. */
static void place_in_unnamed_folder(wg_tree *t, wg_tree_file *f, wg_tree_file *lists, named_folder_cache *named)
{
    size_t n;
    const char *folder = first_folder_below(lists, f->path, &n);
    /* Its own folder, named relative to lists (simd/x.cc in test/CMakeLists.txt), or
     * by its path from the root anywhere (test/simd, python/cpp): a bare "simd"
     * elsewhere, or python/version.py, names another folder. */
    if (!folder)
        return;
    n = (size_t)(strrchr(f->path, '/') - folder);
    size_t whole = (size_t)(folder - f->path) + n;
    if (!(named->folder && named->length == whole && strncmp(named->folder, f->path, whole) == 0)) {
        named->folder = f->path, named->length = whole;
        named->answer = named_in_cmake_file(lists, folder, n, 1) || named_in_walked_cmake(t, f->path, whole, 1);
    }
    if (!named->answer) {
        f->file_state = WG_MAYBE;
        f->file_reason = wg_tree_string(t, "no target the scan followed lists it, and no CMake file it read names its folder %.*s", (int)n, folder);
    }
}

/* A file the CMake evaluation placed nowhere: by what reaches (or not) the folder of its
 * CMakeLists.txt. */
static void place_unreached(wg_tree *t, wg_tree_file *f, named_folder_cache *named)
{
    /* A folder no add_subdirectory the evaluation followed reaches: off when it followed
     * every one on the path (nothing adds the folder: a commented-out or separate
     * project), else undecided (a path it could not resolve), reported apart. A header
     * nothing includes goes with its folder as a source does (a separate project's
     * kernels, an app's headers), though no target need list it by name. */
    int unit = is_translation_unit(f->path);
    wg_tree_file *lists = f->kind == WG_SCAN_CMAKE ? f : owning_lists(t, f->path);
    if (lists && !lists->walked && ends_with(lists->path, "CMakeLists.txt") && !t->unfollowed_folder &&
        !folder_named_in_walked_cmake(t, lists)) {
        f->file_state = WG_OFF;
        f->file_reason = wg_tree_string(t, "no add_subdirectory() on the Windows path adds the folder of %s (the scan followed every one)", lists->path);
    } else if (lists && !lists->walked && ends_with(lists->path, "CMakeLists.txt")) {
        f->file_state = WG_MAYBE;
        f->file_reason = wg_tree_string(t, "%s is not reached by any add_subdirectory() the scan could follow", lists->path);
    } else if (f->kind == WG_SCAN_SOURCE && f->gathered_on) {
        /* gathered on the path by an aux_source_directory() the evaluation ran elsewhere
         * (a macro of an included module: libhv's list_source_directories) */
    } else if (lists && f->kind == WG_SCAN_SOURCE && unit && (!globs_files(lists->text, lists->length) || (in_own_folder(lists, f->path) && !glob_may_gather(lists, f->path))) &&
               !named_in_cmake_file(lists, strrchr(f->path, '/') ? strrchr(f->path, '/') + 1 : f->path,
                                    strlen(strrchr(f->path, '/') ? strrchr(f->path, '/') + 1 : f->path), 0)) {
        /* Its CMakeLists.txt names sources one by one, and nowhere this one (a line the
         * configure skips names nothing: FBGEMM's if(NOT MSVC) properties of its asm kernels). */
        f->file_state = WG_MAYBE;
        f->file_reason = wg_tree_string(t, "no target the scan followed lists it (%s names its sources one by one, and its globs gather no file of this name)", lists->path);
    } else if (f->kind == WG_SCAN_SOURCE && unit && f->unglobbed && !f->globbed_on) {
        /* the glob that gathered it had it taken out again and no target names it
         * (OpenJPH's *_vsx.cpp kernels, added back only for ppc64le) */
        f->file_state = WG_OFF;
        f->file_reason = wg_tree_string(t, "a list(REMOVE_ITEM) on the Windows path takes it out of the file(GLOB) that gathers it, and no target lists it");
    } else if (lists && f->kind == WG_SCAN_SOURCE && lists->walked && !glob_recurse_covers(t, lists, f->path)) {
        place_in_unnamed_folder(t, f, lists, named);
    }
}

/* A CMake file the Windows configure never reads: one in a folder only an off-path branch adds,
 * or a module no include()/find_package() on the path reads (a folder's CMakeLists.txt stays
 * counted: it may be added through a path the model cannot resolve). Whether it placed f. */
static int place_unread_cmake(wg_tree *t, wg_tree_file *f, const wg_off_dir *off)
{
    if (f->kind != WG_SCAN_CMAKE || f->walked)
        return 0;
    if (off) {
        f->file_state = WG_OFF;
        f->file_reason = wg_tree_string(t, "%s is read only %s", off->dir, off->reason ? off->reason : "in a branch a Windows configure skips");
        return 1;
    }
    if (t->cmake_evaluated && !ends_with(f->path, "CMakeLists.txt")) {
        f->file_state = WG_OFF;
        f->file_reason = "no include() or find_package() on the Windows path reads this module";
        return 1;
    }
    return 0;
}

/* Why a header template is off the path in a tree with no CMake, or NULL: no configure_file()
 * turns it into a header, and no file includes the header it would make (by its name, as an
 * include folder would find it): another generator's input (duktape's config/ snippets, which its
 * configure tool pastes into duk_config.h under platform branches). */
static const char *template_without_cmake(const wg_tree *t, const wg_tree_file *f, int included, int named_included)
{
#ifdef WG_SCAN_TEMPLATE_WITHOUT_CMAKE_OFF
    (void)t, (void)f, (void)included, (void)named_included;
    return NULL;
#else
    if (f->kind == WG_SCAN_SOURCE && !t->cmake_evaluated && !t->msbuild_build && header_template(f->path) && !included && !named_included)
        return "a header template with no CMake to configure it, whose header no file of the tree includes: another "
               "generator's input, compiled only as that generator places it";
    return NULL;
#endif
}

/* Each file's state on the Windows configure (on, off, or undecided), with the reason shown for
 * the last two. */
static void place_files(wg_tree *t, const unsigned char *included, const unsigned char *named_included)
{
    place_macro_named(t, included);
    named_folder_cache cache = {NULL, 0, 0}, *named = &cache;
    int nmake = nmake_build(t), unix_folder = 0;
    const char *make_folder = NULL;
    size_t make_folder_n = 0;
    for (size_t i = 0; i < t->count; ++i) {
        wg_tree_file *f = &t->files[i];
        const wg_off_dir *off = off_dir_of(t, f->path);
        const char *template_reason = template_without_cmake(t, f, included[i], named_included[i]);
        if (place_unread_cmake(t, f, off))
            continue;
        if (f->kind == WG_SCAN_SOURCE && is_translation_unit(f->path) && !f->listed_on && !f->listed_maybe && !f->globbed_on &&
                   ((f->listed_off && (f->listed_off_target || (f->listed_off_forward && !f->forwarded_on) || !f->gathered_on)) ||
                    (off && !f->gathered_on))) {
            /* a set() on the path that gathers it outweighs a set() off it, not a target off it,
             * nor a list(APPEND) off it that hands on the very list the set() made where nothing on
             * the path hands it on (allegro5's ${ALLEGRO_SRC_ANDROID_FILES} under if(ANDROID)) */
            f->file_state = WG_OFF;
            f->file_reason = f->listed_off
                                 ? wg_tree_string(t, "compiled only %s", f->listed_off_reason ? f->listed_off_reason : "in a branch a Windows configure skips")
                                 : wg_tree_string(t, "%s is added only %s", off->dir, off->reason ? off->reason : "in a branch a Windows configure skips");
        } else if (t->cmake_top && f->kind == WG_SCAN_SOURCE && !f->listed_on && !f->listed_maybe && !f->globbed_on &&
                   !gathered_by_top(f) && !owning_lists(t, f->path) && (is_translation_unit(f->path) || !included[i])) {
            /* The CMake a user configures lies below the root (zstd's build/cmake): what no
             * target of it lists, and no file includes, belongs to another build (a Makefile's);
             * undecided where a source list of it could not be expanded. */
            f->file_state = t->unresolved_sources ? WG_MAYBE : WG_OFF;
            f->file_reason = t->unresolved_sources
                                 ? wg_tree_string(t, "no target of %s/CMakeLists.txt (the CMake a user configures) lists it, "
                                                     "but the sources at %s could not be read", t->cmake_top, t->unresolved_sources)
                                 : wg_tree_string(t, "no target of %s/CMakeLists.txt, the CMake a user configures, lists it", t->cmake_top);
        } else if (t->msbuild_build && f->kind == WG_SCAN_CMAKE) {
            f->file_state = WG_OFF;
            f->file_reason = "the tree's Windows build is its Visual Studio projects (no root CMakeLists.txt): no CMake runs";
        } else if (t->msbuild_build && f->kind == WG_SCAN_SOURCE && !f->msbuild_listed &&
                   (is_translation_unit(f->path) || (!included[i] && !wg_installed_header(t, f->path)))) {
            /* a header no item names and no file includes goes with the other builds' folders (each
             * firmware port's mpconfigport.h), unless its users' units read it (include/) */
            f->file_state = WG_OFF;
            f->file_reason = is_translation_unit(f->path)
                                 ? "no item of the tree's Visual Studio projects (its Windows build: no root CMakeLists.txt) names it"
                                 : "no item of the tree's Visual Studio projects (its Windows build) names it, and no file includes it";
        } else if (f->kind == WG_SCAN_SOURCE && textual_include(f->path) && !included[i] &&
                   !(ends_with(f->path, ".inl") && named_included[i])) {
            /* an assembler's include (NASM's, MASM's .inc), a table no C file reads */
            f->file_state = WG_OFF;
            f->file_reason = "included text (.inc, .ipp, .inl) that no file of the tree #includes";
        } else if (f->kind == WG_SCAN_SOURCE && board_source(t, f)) {
            f->file_state = WG_OFF;
            f->file_reason = board_source(t, f);
        } else if (f->kind == WG_SCAN_SOURCE && !f->listed_on && other_architecture_folder(f->path) &&
                   (is_translation_unit(f->path) || !included[i])) {
            /* a header another file includes is reached along its includes: unicorn's
             * hw/s390x/ioinst.h from the s390x target's units (fixture other_arch_header_included) */
            f->file_state = WG_OFF;
            f->file_reason = wg_tree_string(t, "in a folder of another architecture (%s), and no target on the Windows path lists it",
                                            other_architecture_folder(f->path));
#ifndef WG_SCAN_CUSTOM_INPUT_OFF
        } else if (f->kind == WG_SCAN_SOURCE && is_translation_unit(f->path) && f->custom_input_on && !f->listed_on && !f->listed_maybe &&
                   !f->globbed_on && !f->gathered_on && !included[i]) {
            /* read by a custom command (a template it embeds as text), compiled by no target;
             * undecided where a target's source list could not be read */
            f->file_state = t->unresolved_sources ? WG_MAYBE : WG_OFF;
            f->file_reason = t->unresolved_sources
                                 ? wg_tree_string(t, "an add_custom_command() on the Windows path reads it, and no target the scan could read "
                                                     "lists it (the sources at %s could not be read)", t->unresolved_sources)
                                 : "an add_custom_command() on the Windows path reads it, and no target lists it to compile";
#endif
        } else if (nmake && f->kind == WG_SCAN_SOURCE && is_translation_unit(f->path) &&
                   unix_make_folder(t, f->path, &make_folder, &make_folder_n, &unix_folder)) {
            f->file_state = WG_OFF;
            f->file_reason = "the tree's Windows build is NMAKE makefiles, folder by folder (no CMake, no Visual Studio project), "
                             "and this folder has a Unix makefile but none for NMAKE";
        } else if (template_reason) {
            f->file_state = WG_OFF;
            f->file_reason = template_reason;
        } else if (no_cmake_off_reason(t, f)) {
            f->file_state = WG_OFF;
            f->file_reason = no_cmake_off_reason(t, f);
        } else if (f->kind == WG_SCAN_SOURCE && !t->cmake_evaluated && (is_translation_unit(f->path) || !included[i]) &&
                   port_beside_x86_port(t, f->path)) {
            f->file_state = WG_OFF;
            f->file_reason = "in one of several processors' port folders beside the x86 port, each with a file of this name: with no "
                             "CMake, the configure compiles the port its host's processor picks, x86 on Windows x64";
        } else if (f->kind == WG_SCAN_SOURCE && is_translation_unit(f->path) && !f->listed_on && undecided_folder(t, f)) {
            /* Listed, or its folder's CMakeLists.txt read, only under a condition the model
             * cannot decide (add_subdirectory(gpu) under if(NOT GPU_RUNTIME STREQUAL "NONE")
             * with the runtime unknown): undecided like that condition, reported apart. */
            f->file_state = WG_MAYBE;
            f->file_reason = undecided_folder(t, f);
        } else if (t->cmake_evaluated && (f->kind == WG_SCAN_CMAKE || (f->kind == WG_SCAN_SOURCE && !f->listed_on && !included[i]))) {
            place_unreached(t, f, named);
        }
    }
}

/* How the headers that files include only by their name (the include directories are not
 * modelled) are named: 0 by no such include, 1 only from lines a Windows build skips or files off
 * its path, 2 also from lines or files the model cannot decide, 3 from a line on the path. A
 * header of 1 or 2 is not "included by nothing" (sleef's src/arch/helperpower_128.h, named only
 * under #ifdef ENABLE_VSX). */
static unsigned char *named_reach(const wg_tree *t, const edge_list *named)
{
    unsigned char *reach = calloc(t->count ? t->count : 1, 1);
    if (!reach)
        return NULL;
    for (size_t e = 0; e < named->count; ++e) {
        const include_edge *ed = &named->edges[e];
        int from = t->files[ed->from].file_state;
        unsigned char how = ed->state == WG_OFF || from == WG_OFF ? 1 : ed->state == WG_MAYBE || from == WG_MAYBE ? 2 : 3;
        if (how > reach[ed->to])
            reach[ed->to] = how;
    }
    return reach;
}

/* Each source file no include on the path reached is off, with the reason its includers give. */
static void mark_unreached_off(wg_tree *t, const edge_list *edges, const unsigned char *reached, const unsigned char *by_name)
{
    /* plain[i]: some file includes file i from a line MSVC compiles (for the users' reading below) */
    unsigned char *plain = t->users_read ? calloc(t->count ? t->count : 1, 1) : NULL;
    for (size_t e = 0; plain && e < edges->count; ++e)
        if (edges->edges[e].state == WG_ON)
            plain[edges->edges[e].to] = 1;
    for (size_t i = 0; i < t->count; ++i) {
        wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || reached[i] || f->file_state == WG_OFF)
            continue;
        if (f->header_only == 1 && is_translation_unit(f->path)) {
            /* its target may compile it after all, where HEADER_FILE_ONLY is not set */
            f->file_state = WG_MAYBE;
            f->file_reason = "its HEADER_FILE_ONLY property is set under a condition the model cannot decide, and no include on the path reaches it";
            continue;
        }
        const include_edge *why = NULL;
        for (size_t e = 0; e < edges->count && !why; ++e)
            if (edges->edges[e].to == i)
                why = &edges->edges[e];
        f->file_state = WG_OFF;
#ifndef WG_SCAN_USERS_OFF_OFF
        /* A header-only library's public header that only files off the path include, from
         * lines MSVC compiles (its tests' units, off by default): its users include it all the
         * same (entt's container headers, included by no source but its tests). */
        if (plain && plain[i] && !is_translation_unit(f->path) && wg_public_header(t, f->path))
            f->users_off = 1;
#endif
        if (why && why->state == WG_OFF)
            f->file_reason = wg_tree_string(t, "included only from branches MSVC skips (%s:%ld, %s)", t->files[why->from].path, why->line,
                                            why->reason ? why->reason : "off");
        else if (why)
            f->file_reason = wg_tree_string(t, "included only from files off the Windows path (%s:%ld)", t->files[why->from].path, why->line);
        else if (by_name[i] == 1)
            f->file_reason = "included by its name only from branches MSVC skips or files off the Windows path";
        else if (f->header_only && is_translation_unit(f->path))
            f->file_reason = "its HEADER_FILE_ONLY property keeps every target from compiling it, and nothing includes it";
        else
            f->file_reason = "off the Windows path";
    }
    free(plain);
}

/* Headers: on the path when an on-path file includes them from an on-path line, or when
 * nothing in the tree includes them; undecided when only undecided files or lines reach them;
 * off otherwise. queue and reached are scratch arrays of t->count entries. */
static int reach_headers(wg_tree *t, const edge_list *edges, const edge_list *named, const unsigned char *included,
                         unsigned char *reached, size_t *queue)
{
    size_t head = 0, tail = 0;
    unsigned char *by_name = named_reach(t, named);
    if (!by_name)
        return -1;
    for (size_t i = 0; i < t->count; ++i) {
        /* A header nothing includes, in a folder whose CMakeLists.txt is read only under an
         * undecided condition (kernels' headers of a GPU backend): undecided like its folder,
         * and so is what it includes. */
        wg_tree_file *f = &t->files[i];
        if (f->kind == WG_SCAN_SOURCE && !included[i] && !is_translation_unit(f->path) && f->file_state == WG_ON &&
            undecided_folder(t, f)) {
            f->file_state = WG_MAYBE;
            f->file_reason = undecided_folder(t, f);
        }
    }
    for (size_t i = 0; i < t->count; ++i) {
        wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || f->file_state == WG_OFF)
            continue;
        if (is_translation_unit(f->path) || !included[i] || !off_dir_of(t, f->path)) {
            int own_unit = is_translation_unit(f->path) && !f->header_only; /* HEADER_FILE_ONLY: a header to CMake */
            if ((!own_unit || (!f->listed_on && !f->listed_maybe && !f->globbed_on)) && included[i])
                continue; /* reached through its includers (a .c no target lists that another file #includes, too) */
            if (f->header_only == 2 && is_translation_unit(f->path))
                continue; /* compiled by no target, included by no file */
            if (f->header_only == 1 && is_translation_unit(f->path) && f->file_state == WG_ON) {
                f->file_state = WG_MAYBE;
                f->file_reason = "its HEADER_FILE_ONLY property is set under a condition the model cannot decide";
            }
            if (!is_translation_unit(f->path) && !included[i] && by_name[i] == 1)
                continue; /* named only by skipped lines or files off the path */
            if (!is_translation_unit(f->path) && !included[i] && by_name[i] == 2 && f->file_state == WG_ON) {
                f->file_state = WG_MAYBE;
                f->file_reason = "included by its name only under conditions the model cannot decide, or from such files";
            }
            reached[i] = 1;
            queue[tail++] = i;
        }
    }
    /* First from what is on the path along includes on the path, then along undecided ones
     * too, from everything reached and the undecided seeds: what only the second pass reaches
     * (a header only undecided files, or undecided lines, include) is undecided. Edges come
     * file by file in the files' order (preprocess runs in that order). */
    size_t *edge_start = calloc(t->count + 1, sizeof *edge_start);
    if (!edge_start) {
        free(by_name);
        return -1;
    }
    for (size_t e = 0; e < edges->count; ++e)
        ++edge_start[edges->edges[e].from + 1];
    for (size_t i = 0; i < t->count; ++i)
        edge_start[i + 1] += edge_start[i];
    for (int pass = 1; pass <= 2; ++pass) {
        if (pass == 2) {
            head = tail = 0;
            for (size_t i = 0; i < t->count; ++i)
                if (reached[i])
                    queue[tail++] = i;
        }
        for (size_t k = 0; pass == 1 && k < tail; ++k)
            if (t->files[queue[k]].file_state == WG_MAYBE)
                queue[k--] = queue[--tail]; /* the undecided seeds wait for the second pass */
        while (head < tail) {
            size_t from = queue[head++];
            for (size_t e = edge_start[from]; e < edge_start[from + 1]; ++e) {
                include_edge *ed = &edges->edges[e];
                if ((pass == 1 ? ed->state == WG_ON : ed->state != WG_OFF) && !reached[ed->to] && t->files[ed->to].file_state != WG_OFF) {
                    reached[ed->to] = (unsigned char)pass;
                    queue[tail++] = ed->to;
                    /* a public header read as its users' units read it is on their path, even
                     * where only undecided files of the tree (its tests) include it */
                    if (pass == 2 && t->files[from].file_state == WG_MAYBE && ed->state == WG_ON && t->users_read &&
                        !is_translation_unit(t->files[ed->to].path) && wg_public_header(t, t->files[ed->to].path))
                        continue;
                    if (pass == 2 && t->files[ed->to].file_state != WG_MAYBE) {
                        t->files[ed->to].file_state = WG_MAYBE;
                        t->files[ed->to].file_reason =
                            t->files[from].file_state == WG_MAYBE
                                ? wg_tree_string(t, "included only from files the model cannot decide (%s:%ld)", t->files[from].path, ed->line)
                                : wg_tree_string(t, "included only %s (%s:%ld)", ed->reason ? ed->reason : "under a condition the model cannot decide",
                                                 t->files[from].path, ed->line);
                    }
                }
            }
        }
    }
    free(edge_start);
    mark_unreached_off(t, edges, reached, by_name);
    free(by_name);
    return 0;
}

/* The compile-time constants every C++ header of the tree declares (constexpr, const integers,
 * enumerators, template parameters), sorted: an array bound named by one is no VLA in the
 * units that include it (taichi's taichi_max_num_indices of inc/constants.h). */
static int collect_header_constants(wg_tree *t)
{
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_SOURCE || is_translation_unit(f->path) || f->file_state == WG_OFF ||
            !(strstr(f->text, "const") || strstr(f->text, "enum") || strstr(f->text, "template")))
            continue; /* const and constexpr, enumerators, template parameters */
        name_set names = {NULL, 0, 0}, run_time = {NULL, 0, 0}; /* a header's const of a run-time value is no constant */
        int rc = collect_constants(f->text, f->length, 0, &names, &run_time, NULL);
        for (size_t k = 0; rc == 0 && k < names.count; ++k)
            rc = wg_strlist_append(&t->header_constants, &t->header_constant_count, &t->header_constant_capacity,
                                   names.names[k], strlen(names.names[k]));
        name_set_free(&names), name_set_free(&run_time);
        if (rc != 0)
            return -1;
    }
    wg_strlist_sort(t->header_constants, t->header_constant_count);
    return 0;
}

/* Runs the line rules of its kind over one placed file. */
/* A header whose first non-blank character is '!' is a Fortran include file (a free-form comment
 * line; no C or C++ text starts so): hypre's HYPREf.h for its Fortran users. */
static int fortran_header(const wg_tree_file *f)
{
    if (f->kind != WG_SCAN_SOURCE || is_translation_unit(f->path))
        return 0;
    size_t i = 0;
    while (i < f->length && isspace((unsigned char)f->text[i]))
        ++i;
    return i < f->length && f->text[i] == '!';
}

/* Whether the tree's installed headers serve C++ users: one of them declares C linkage for them
 * (extern "C" under __cplusplus), so its C headers are compiled by C++ units too (cglm's,
 * aws-c-common's), whatever the tree's own units are. */
static int serves_cxx_users(wg_tree *t)
{
    for (size_t i = 0; !t->serves_cxx && i < t->count; ++i)
        if (t->files[i].kind == WG_SCAN_SOURCE && wg_installed_header(t, t->files[i].path) && strstr(t->files[i].text, "extern \"C\""))
            t->serves_cxx = 2;
    if (!t->serves_cxx)
        t->serves_cxx = 1;
    return t->serves_cxx == 2;
}

static int scan_file(wg_tree *t, wg_tree_file *f, wg_scan_tree_sink sink, void *context)
{
    int rc = 0;
    if (f->kind == WG_SCAN_MSBUILD || f->kind == WG_SCAN_MAKEFILE || fortran_header(f))
        return 0; /* (a project's text is read for its items only: scan_msbuild.c; a makefile's name only) */
    scan_state s;
    memset(&s, 0, sizeof s);
    s.path = f->path, s.tree = t, s.file = f, s.sink = sink, s.context = context;
    s.family.tree = t, s.family.file = f, s.family.report = family_report, s.family.context = &s;
    s.family.report_apart = family_report_apart, s.family.report_user = family_report_user;
    /* A header is read as C++ unless only C translation units include it (MSVC's C takes
     * designated initializers, its C++ not before /std:c++20). */
    /* a header is C where only C units include it, or where the CMake enables no C++ at all */
    s.family.cplusplus = !ends_with(f->path, ".c") && !(f->unit_languages == WG_UNIT_C && !is_translation_unit(f->path)) &&
                         !(t->cxx_off && !t->cxx_on && !is_translation_unit(f->path));
    s.family.cxx_users = !s.family.cplusplus && ends_with(f->path, ".h") && wg_installed_header(t, f->path) && serves_cxx_users(t);
    for (long l = 1; l <= f->lines; ++l)
        if (f->state[l] == WG_UNSEEN)
            f->state[l] = WG_ON;
    name_set constants = {NULL, 0, 0}, run_time_consts = {NULL, 0, 0}, template_types = {NULL, 0, 0};
    if (f->kind == WG_SCAN_SOURCE && collect_constants(f->text, f->length, ends_with(f->path, ".c"), &constants,
                                                       &run_time_consts, &template_types) != 0) {
        name_set_free(&constants), name_set_free(&run_time_consts), name_set_free(&template_types);
        return -1;
    }
    s.constants = &constants, s.run_time_consts = &run_time_consts, s.template_types = &template_types;
    if (f->kind == WG_SCAN_SOURCE) {
        s.opens_files = strstr(f->text, "open(") != NULL;
        s.own_open = defines_function_on_path(f, "open");
        s.own_close = defines_function_on_path(f, "close");
        s.member_open = declares_own_function(f, "open");
        s.member_close = declares_own_function(f, "close");
    }
    if (f->kind == WG_SCAN_CMAKE)
        rc = wg_cmake_commands(f, scan_cmake_command, &s);
    if (rc == 0) {
        s.in_declarations = 1;
        rc = wg_declarations_file(&s.family);
        s.in_declarations = 0;
    }
    /* CMake line rules read code only: comments and help strings blanked. */
    char *code = f->kind == WG_SCAN_CMAKE ? wg_cmake_code_text(f) : NULL;
    const char *text = code ? code : f->text;
    char *line = malloc(f->length + 1);
    if (!line || (f->kind == WG_SCAN_CMAKE && !code)) {
        free(line), free(code);
        name_set_free(&constants), name_set_free(&run_time_consts), name_set_free(&template_types);
        return -1;
    }
    long number = 0;
    size_t start = 0;
    while (start < f->length) {
        size_t end, n = physical_line(text, f->length, start, line, &end);
        ++number;
        long first = number;
        if (f->kind == WG_SCAN_SOURCE && continued_include(line, n)) {
            /* `#include \` with the name on the next line(s): one directive, at its first line */
            while (n && line[n - 1] == '\\' && end < f->length) {
                size_t next_end, m = physical_line(text, f->length, end + 1, line + n - 1, &next_end);
                n += m - 1;
                end = next_end;
                ++number;
            }
            line[n] = '\0';
        }
        if (f->kind == WG_SCAN_CMAKE)
            scan_cmake_line(&s, line, first);
        else
            scan_c_line(&s, line, start, first);
        start = end + 1;
    }
    for (int k = 0; k < CLOSE_LOOKBACK; ++k)
        free(s.recent[k]);
    free(s.foreign_flags);
    free(s.configure_only);
    free((void *)s.no_build_lines);
    free(s.reported);
    free(line), free(code);
    name_set_free(&constants), name_set_free(&run_time_consts), name_set_free(&template_types);
    return rc;
}

/* The name a "#define NAME ... dllexport" line defines (length in *n), or NULL for another line. */
static const char *defined_export_macro(const char *line_start, size_t *n)
{
    const char *p = wg_define_text(line_start);
    if (!p)
        return NULL;
    for (*n = 0; is_name(p[*n]);)
        ++*n;
    return *n ? p : NULL;
}

/* Whether a line at line_start uses the macro at use (not a comment line, not a test of it nor
 * its own #define, #undef). */
static int macro_use_line(const char *line_start, const char *use)
{
    const char *p = line_start;
    while (*p == ' ' || *p == '\t')
        ++p;
    if (*p == '*' || (p[0] == '/' && (p[1] == '/' || p[1] == '*')))
        return 0; /* a comment's line (libpng's " * PNG_DLL_EXPORT Set to the magic ...") */
    if (*p != '#')
        return 1;
    for (++p; *p == ' ' || *p == '\t';)
        ++p;
    size_t m;
    if (strncmp(p, "define", 6) == 0)
        return defined_export_macro(line_start, &m) != use; /* another macro's body names it */
    if (strncmp(p, "pragma", 6) == 0)
        return 1; /* #pragma comment(linker, NAME) expands it */
    return 0; /* #if, #ifdef, #ifndef, #elif, #undef: tests it, uses nothing */
}

/* Whether a file reached by the library (reached[0..count)) uses the macro name[0..n) on a line
 * MSVC reads. */
static int macro_used(const wg_tree *t, const size_t *reached, size_t count, const char *name, size_t n)
{
    char word[256];
    if (n >= sizeof word)
        return 1;
    memcpy(word, name, n), word[n] = '\0';
    for (size_t r = 0; r < count; ++r) {
        const wg_tree_file *f = &t->files[reached[r]];
        long line = 1;
        const char *counted = f->text, *line_start = f->text;
        for (const char *hit = strstr(f->text, word); hit; hit = strstr(hit + n, word)) {
            if (is_name(hit[n]) || (hit > f->text && is_name(hit[-1])))
                continue;
            for (; counted < hit; ++counted)
                if (*counted == '\n')
                    ++line, line_start = counted + 1;
            if ((!f->state || line > f->lines || f->state[line] != WG_OFF) && macro_use_line(line_start, hit))
                return 1;
        }
    }
    return 0;
}

/* The export marks of a file in order: "dllexport", and a linker "/EXPORT:" (OpenVPN's msica
 * DLL: #pragma comment(linker, "/EXPORT:" __FUNCTION__ "=" __FUNCDNAME__) through a macro, the
 * only export an MSVC build of it has). Each needle's next place is kept, so a file is read once
 * per needle. */
struct export_marks {
    const char *declspec, *linker, *qt;
};

static const char *next_export_mark(struct export_marks *m, const char *after)
{
    if (m->declspec && m->declspec < after)
        m->declspec = strstr(after, "dllexport");
#ifndef WG_SCAN_LINKER_EXPORT_OFF
    if (m->linker && m->linker < after)
        m->linker = strstr(after, "/EXPORT:");
#else
    m->linker = NULL;
#endif
    /* Qt's Q_DECL_EXPORT is __declspec(dllexport) on Windows (CloudCompare's #define
     * CCGLWINDOW_LIB_API Q_DECL_EXPORT) */
#ifndef WG_SCAN_QT_DECL_IMPORT_OFF
    if (m->qt && m->qt < after)
        m->qt = strstr(after, "Q_DECL_EXPORT");
#else
    m->qt = NULL;
#endif
    const char *first = m->declspec;
    if (m->linker && (!first || m->linker < first))
        first = m->linker;
    if (m->qt && (!first || m->qt < first))
        first = m->qt;
    return first;
}

/* Whether a file holds __declspec(dllexport) (or a linker /EXPORT:) on a line MSVC reads when it builds the library:
 * also one off only for the library's own <target>_EXPORTS (g2o's #ifdef stuff_EXPORTS), which
 * CMake defines for the target's units and the tree-wide model does not. A "#define NAME ...
 * dllexport" exports only where a file the library reaches uses NAME: a vendored libpng's
 * pngconf.h defines PNG_DLL_EXPORT, which only libpng's own pngpriv.h uses (SDL_image). */
static int exports_on_path(const wg_tree *t, const wg_tree_file *f, const char *define_symbol, const size_t *reached, size_t count)
{
    if (f->file_state == WG_OFF)
        return 0;
    long line = 1;
    const char *counted = f->text, *line_start = f->text;
    struct export_marks marks = { strstr(f->text, "dllexport"), strstr(f->text, "/EXPORT:"), strstr(f->text, "Q_DECL_EXPORT") };
    for (const char *p = next_export_mark(&marks, f->text); p; p = next_export_mark(&marks, p + 1)) {
        for (; counted < p; ++counted)
            if (*counted == '\n')
                ++line, line_start = counted + 1;
        if (!(!f->state || line > f->lines || f->state[line] != WG_OFF ||
              (define_symbol && f->reason && f->reason[line] && strstr(f->reason[line], define_symbol))))
            continue;
        size_t n = 0;
        const char *macro = defined_export_macro(line_start, &n);
#ifndef WG_SCAN_UNUSED_EXPORT_MACRO_OFF
        if (macro && !macro_used(t, reached, count, macro, n))
            continue;
#else
        (void)macro, (void)t, (void)reached, (void)count;
#endif
        return 1;
    }
    return 0;
}

/* Whether a file #includes SDL's begin_code.h (SDL2's "begin_code.h", SDL3's SDL_begin_code.h) on
 * a line MSVC reads: its DECLSPEC is __declspec(dllexport) only under DLL_EXPORT. */
static int includes_sdl_begin_code(const wg_tree_file *f)
{
    static const char *const names[] = {"begin_code.h\"", "begin_code.h>", NULL};
    for (size_t k = 0; names[k]; ++k)
        for (const char *p = strstr(f->text, names[k]); p; p = strstr(p + 1, names[k])) {
            const char *q = p;
            while (q > f->text && q[-1] != '\n')
                --q;
            long line = 1;
            for (const char *c = f->text; c < q; ++c)
                line += *c == '\n';
            while (*q == ' ' || *q == '\t')
                ++q;
            if (*q == '#' && strstr(q, "include") && strstr(q, "include") < p &&
                (!f->state || line > f->lines || f->state[line] != WG_OFF))
                return 1;
        }
    return 0;
}

static int is_sdl_begin_code(const char *path)
{
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    return strcmp(base, "begin_code.h") == 0 || strcmp(base, "SDL_begin_code.h") == 0;
}

/* Whether the CMake on the path defines name for the library: its DEFINE_SYMBOL, a
 * target_compile_definitions() naming it, or a directory-wide definition. */
static int library_defines(const wg_tree *t, const struct wg_shared_target *g, const char *name)
{
    char own[600], every[600];
    snprintf(own, sizeof own, "%s\t%s", g->name ? g->name : "", name);
    snprintf(every, sizeof every, "*\t%s", name);
    return (g->define_symbol && strcmp(g->define_symbol, name) == 0) ||
           wg_strlist_has(t->target_defines, t->target_defines_count, own, strlen(own)) ||
           wg_strlist_has(t->target_defines, t->target_defines_count, every, strlen(every));
}

/* Whether the include edge from -> to is one MSVC follows: not into an Apple framework bundle
 * (<Name>.framework/Headers/), which only Apple's -F search finds, from outside it (SDL_ttf's
 * Xcode/iOS/SDL2.framework/Headers/begin_code.h, found by name for "SDL.h"). */
static int msvc_follows(const wg_tree *t, size_t from, size_t to)
{
    const char *bundle = strstr(t->files[to].path, ".framework/");
#ifdef WG_SCAN_FRAMEWORK_INCLUDES_OFF
    bundle = NULL;
#endif
    return !bundle || strncmp(t->files[from].path, t->files[to].path, (size_t)(bundle - t->files[to].path)) == 0;
}

/* Whether f marks a class with a macro of a header the scan cannot read: "class NAME Type" or
 * "struct NAME Type", NAME in capitals, #defined nowhere in the tree, in a file with an #include
 * on the path the scan cannot read (Tasks' "class TASKS_DLLAPI QPSolver" and <tasks/config.hh>,
 * which jrl-cmakemodules, fetched at configure time, generates with TASKS_DLLAPI as dllexport
 * under tasks_EXPORTS): an export macro whose value is unknown, so the library may export.
 * WG_SCAN_UNREAD_EXPORT_MACRO_OFF switches it off. */
static int export_macro_of_unread_header(const wg_tree *t, const wg_tree_file *f)
{
#ifdef WG_SCAN_UNREAD_EXPORT_MACRO_OFF
    (void)t, (void)f;
    return 0;
#else
    static const char *const keywords[] = {"class ", "struct ", NULL};
    if (!f->unread_include || !f->text || f->file_state == WG_OFF)
        return 0;
    for (size_t k = 0; keywords[k]; ++k)
        for (const char *p = strstr(f->text, keywords[k]); p; p = strstr(p + 1, keywords[k])) {
            if (p > f->text && is_name(p[-1]))
                continue;
            const char *m = p + strlen(keywords[k]), *e = m;
            while (isupper((unsigned char)*e) || isdigit((unsigned char)*e) || *e == '_')
                ++e;
            if (e - m < 4 || is_name(*e) || *e != ' ' || !is_name(e[1]) || c_define_file(t, m, (size_t)(e - m)))
                continue;
            return 1;
        }
    return 0;
#endif
}

/* One shared library's exports: the files its sources reach (reached[0..count)), a dllexport
 * MSVC reads in any, or SDL's begin_code.h from outside the tree with DLL_EXPORT defined. */
static int library_exports(const wg_tree *t, const struct wg_shared_target *g, const size_t *reached, size_t count)
{
    int sdl_begin_code = 0, begin_code_in_tree = 0;
    for (size_t r = 0; r < count; ++r) {
        const wg_tree_file *f = &t->files[reached[r]];
        if (exports_on_path(t, f, g->define_symbol, reached, count) || export_macro_of_unread_header(t, f))
            return 1;
        begin_code_in_tree |= is_sdl_begin_code(f->path);
        sdl_begin_code |= f->file_state != WG_OFF && includes_sdl_begin_code(f);
    }
#ifndef WG_SCAN_SDL_DECLSPEC_OFF
    return sdl_begin_code && !begin_code_in_tree && library_defines(t, g, "DLL_EXPORT");
#else
    (void)sdl_begin_code, (void)begin_code_in_tree;
    return 0;
#endif
}

/* Each shared library's exports: what its sources reach along includes on the path (those
 * found by their path's end too: a bare "uv.h" in include/), a __declspec(dllexport) MSVC reads
 * in any of them (tinyxml2's TINYXML2_LIB is dllexport only under a TINYXML2_EXPORT nothing
 * defined). */
static int settle_shared_exports(wg_tree *t, const edge_list *edges, const edge_list *named)
{
    if (!t->shared_target_count)
        return 0;
    size_t *start = NULL, *to = NULL, *queue = malloc((t->count ? t->count : 1) * sizeof *queue);
    unsigned char *seen = malloc(t->count ? t->count : 1);
    int rc = queue && seen ? include_adjacency(t, edges, named, &start, &to) : -1;
    for (size_t g = 0; rc == 0 && g < t->shared_target_count; ++g) {
        struct wg_shared_target *target = &t->shared_targets[g];
        /* judged once target_sources() has run: sources it added count, none known is no finding */
        target->exports |= target->sources_unknown || !target->source_count;
        if (target->exports)
            continue;
        memset(seen, 0, t->count ? t->count : 1);
        size_t head = 0, tail = 0;
        for (size_t k = 0; k < target->source_count; ++k)
            if (!seen[target->sources[k]])
                seen[target->sources[k]] = 1, queue[tail++] = target->sources[k];
        while (head < tail) {
            size_t i = queue[head++];
            for (size_t e = start[i]; e < start[i + 1]; ++e)
                if (to[e] != (size_t)-1 && !seen[to[e]] && msvc_follows(t, i, to[e]))
                    seen[to[e]] = 1, queue[tail++] = to[e];
        }
        target->exports = library_exports(t, target, queue, tail);
    }
    free(start), free(to), free(queue), free(seen);
    return rc;
}

/* The edges (by includer) and the <windows.h> events (by file) in the files' order, each file's in
 * its line order: preprocess() reads an included file in the middle of its includer. Stable. */
static int order_by_file(const wg_tree *t, edge_list *list, int events)
{
    size_t count = events ? list->event_count : list->count, *start = calloc(t->count + 1, sizeof *start);
    void *sorted = malloc((count ? count : 1) * (events ? sizeof(sdk_event) : sizeof(include_edge)));
    if (!start || !sorted) {
        free(start), free(sorted);
        return -1;
    }
    for (size_t e = 0; e < count; ++e)
        ++start[(events ? list->events[e].file : list->edges[e].from) + 1];
    for (size_t i = 0; i < t->count; ++i)
        start[i + 1] += start[i];
    for (size_t e = 0; e < count; ++e) {
        if (events)
            ((sdk_event *)sorted)[start[list->events[e].file]++] = list->events[e];
        else
            ((include_edge *)sorted)[start[list->edges[e].from]++] = list->edges[e];
    }
    if (events)
        free(list->events), list->events = sorted, list->event_capacity = count;
    else
        free(list->edges), list->edges = sorted, list->capacity = count;
    free(start);
    return 0;
}

/* A translation unit another one #includes (a test's #include "testcases.c", a unity file's
 * sources) is read inside its includer: its stand-ins (#define ushort unsigned short) serve the
 * includer too. One level: the includer's own stand-in keys are added for each of them. */
static int share_included_unit_standins(wg_tree *t, const edge_list *edges)
{
#ifdef WG_SCAN_INCLUDED_UNIT_STANDINS_OFF
    (void)t, (void)edges;
    return 0;
#else
    size_t count = t->unit_standin_count;
    for (size_t e = 0; e < edges->count; ++e) {
        const include_edge *ed = &edges->edges[e];
        const char *to = t->files[ed->to].path, *from = t->files[ed->from].path;
        size_t n = strlen(to);
        if (ed->state == WG_OFF || !is_translation_unit(to) || !is_translation_unit(from))
            continue;
        for (size_t k = 0; k < count; ++k) {
            const char *key = t->unit_standins[k];
            char shared[1024];
            int m;
            if (strncmp(key, to, n) != 0 || key[n] != '\t' ||
                (m = snprintf(shared, sizeof shared, "%s%s", from, key + n)) <= 0 || (size_t)m >= sizeof shared)
                continue;
            if (wg_strlist_append(&t->unit_standins, &t->unit_standin_count, &t->unit_standin_capacity, shared, (size_t)m) != 0)
                return -1;
        }
    }
    return 0;
#endif
}

/* Every source preprocessed once, an included file before the rest of its includer (follow_include). */
static int preprocess_all(wg_tree *t, edge_list *edges, edge_list *named)
{
    pp_run run = {edges, named, calloc(t->count ? t->count : 1, sizeof *run.exports), 0};
    if (!run.exports)
        return -1;
    for (size_t i = 0; i < t->count && !t->failed; ++i)
        if (t->files[i].kind == WG_SCAN_SOURCE && run.exports[i].status == 0)
            preprocess(t, i, &run);
    for (size_t i = 0; i < t->count; ++i)
        free(run.exports[i].items);
    free(run.exports);
    return t->failed || order_by_file(t, edges, 0) != 0 || order_by_file(t, edges, 1) != 0 || order_by_file(t, named, 0) != 0 ? -1 : 0;
}

static int scan_files(wg_tree *t, const char *const *defines, size_t define_count, wg_scan_tree_sink sink, void *context)
{
    if (collect_tree_defines(t) != 0)
        return -1;
    collapse_c_defines(t);
    if (wg_msbuild_evaluate(t, defines, define_count) != 0)
        return -1;
    if (!t->msbuild_build && (wg_cmake_evaluate(t, defines, define_count) != 0 || (t->cmake_evaluated && note_cmakedefines(t) != 0)))
        return -1;
    edge_list edges = {NULL, 0, 0, NULL, 0, 0}, named = {NULL, 0, 0, NULL, 0, 0};
    if (!t->by_name && !(t->by_name = sources_by_name(t)))
        return -1;
    if (!t->folders && collect_folders(t) != 0)
        return -1;
    if (!t->include_names && collect_include_names(t) != 0)
        return -1;
    if (preprocess_all(t, &edges, &named) != 0) {
        free(edges.edges), free(edges.events), free(named.edges);
        return -1;
    }
    /* Every #define and #undef on the path is known now: sorted once (duplicates kept), looked
     * up by binary search from the rules (a tree of thousands of headers defines tens of
     * thousands of names). */
    if (share_included_unit_standins(t, &edges) != 0) {
        free(edges.edges), free(edges.events), free(named.edges);
        return -1;
    }
    wg_strlist_sort(t->standins, t->standin_count);
    wg_strlist_sort(t->unit_standins, t->unit_standin_count);
    wg_strlist_sort(t->undefs, t->undef_count);
    t->names_sorted = 1;
    unsigned char *included = calloc(t->count ? t->count : 1, 1), *reached = calloc(t->count ? t->count : 1, 1);
    size_t *queue = malloc((t->count ? t->count : 1) * sizeof *queue);
    if (!included || !reached || !queue) {
        free(included), free(reached), free(queue), free(edges.edges), free(edges.events), free(named.edges);
        return -1;
    }
    for (size_t e = 0; e < edges.count; ++e)
        included[edges.edges[e].to] = 1;
    /* named_included[i]: some file includes file i by a name only an include folder resolves */
    unsigned char *named_included = calloc(t->count ? t->count : 1, 1);
    if (!named_included) {
        free(included), free(reached), free(queue), free(edges.edges), free(edges.events), free(named.edges);
        return -1;
    }
    for (size_t e = 0; e < named.count; ++e)
        named_included[named.edges[e].to] = 1;
    place_files(t, included, named_included);
    free(named_included);
#ifndef WG_SCAN_NO_CMAKE_USERS_OFF
    t->users_read = (t->cmake_evaluated && !t->compiled_library) || header_only_without_cmake(t);
#else
    t->users_read = t->cmake_evaluated && !t->compiled_library;
#endif
    if (reach_headers(t, &edges, &named, included, reached, queue) != 0) {
        free(included), free(reached), free(queue), free(edges.edges), free(edges.events), free(named.edges);
        return -1;
    }
    free(included), free(reached), free(queue);
    if (settle_shared_exports(t, &edges, &named) != 0 || mark_sdk_macros(t, &edges) != 0 || mark_std_reach(t, &edges, &named) != 0 || wg_device_mark(t) != 0)
        t->failed = 1;
    wg_families_tree_facts(t);
    if (wg_declarations_tree_facts(t) != 0 || wg_windows_branch_tree_facts(t) != 0)
        t->failed = 1;
    free(edges.edges), free(edges.events), free(named.edges);
    if (t->failed)
        return -1;

    if (collect_header_constants(t) != 0)
        return -1;
    int rc = 0;
    for (size_t i = 0; i < t->count && rc == 0; ++i)
        rc = scan_file(t, &t->files[i], sink, context);
    return rc;
}

static void append_decoded(void *context, const char *utf8, size_t length)
{
    wg_text *text = context;
    if (text->failed)
        return;
    char *bigger = wg_grow(text->data, &text->capacity, text->length + length + 1, 1);
    if (!bigger) {
        text->failed = 1;
        return;
    }
    text->data = bigger;
    memcpy(text->data + text->length, utf8, length);
    text->length += length;
    text->data[text->length] = '\0';
}

/* A source saved as UTF-16 or UTF-32 (Visual Studio's "Unicode"), recognised by its BOM or
 * the NULs of wide ASCII: its encoding's name, else NULL (8-bit text is scanned as it is, in
 * the bytes MSVC reads). */
static const char *wide_source(const unsigned char *p, size_t n)
{
    if (n >= 4 && (memcmp(p, "\xff\xfe\x00\x00", 4) == 0 || (p[0] && !p[1] && !p[2] && !p[3])))
        return "utf-32le";
    if (n >= 4 && (memcmp(p, "\x00\x00\xfe\xff", 4) == 0 || (!p[0] && !p[1] && !p[2] && p[3])))
        return "utf-32be";
    if (n >= 2 && (memcmp(p, "\xff\xfe", 2) == 0 || (p[0] && !p[1])))
        return "utf-16le";
    if (n >= 2 && (memcmp(p, "\xfe\xff", 2) == 0 || (!p[0] && p[1])))
        return "utf-16be";
    return NULL;
}

/* The file's text, NUL-terminated (UTF-16/32 sources as UTF-8); NULL with *why set. */
static char *read_whole(const char *path, size_t *length, const char **why)
{
    FILE *f = wg_open_regular(path, why);
    if (!f)
        return NULL;
    wg_text raw = {NULL, 0, 0, 0};
    char chunk[1 << 16];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
        append_decoded(&raw, chunk, n);
    int read_error = ferror(f);
    fclose(f);
    if (read_error || raw.failed) {
        *why = read_error ? "read error" : "out of memory";
        free(raw.data);
        return NULL;
    }
    if (!raw.data)
        append_decoded(&raw, "", 0);
    const char *encoding = wide_source((const unsigned char *)raw.data, raw.length);
    if (encoding) {
        char error[200];
        wg_decoder *d = wg_decoder_new(encoding, error, sizeof error);
        wg_text text = {NULL, 0, 0, 0};
        int rc = d ? wg_decoder_feed(d, raw.data, raw.length, append_decoded, &text, error, sizeof error) : -1;
        if (rc == 0)
            rc = wg_decoder_finish(d, append_decoded, &text, error, sizeof error);
        wg_decoder_free(d);
        free(raw.data);
        if (rc != 0 || text.failed) {
            *why = rc != 0 ? "not valid UTF-16/UTF-32 text" : "out of memory";
            free(text.data);
            return NULL;
        }
        raw = text;
        if (!raw.data)
            append_decoded(&raw, "", 0);
    }
    *length = raw.length;
    return raw.data;
}

static int strncasecmp_ascii(const char *a, const char *b, size_t n)
{
    for (size_t i = 0; i < n; ++i) {
        int d = tolower((unsigned char)a[i]) - tolower((unsigned char)b[i]);
        if (d || !a[i])
            return d;
    }
    return 0;
}

/* The file an include(<file>) at text[at] names, relative to the root, in out (0 when none): a
 * literal name with an extension other than .cmake, plain or after ${CMAKE_CURRENT_SOURCE_DIR}/ or
 * ${CMAKE_CURRENT_LIST_DIR}/, taken from the including file's folder (dir) as CMake takes it
 * from the current source folder; a module name (no '.') or a path leaving the root names none. */
static int included_file(const char *text, size_t at, const char *dir, char *out, size_t size)
{
    static const char *const prefixes[] = {"${CMAKE_CURRENT_SOURCE_DIR}/", "${CMAKE_CURRENT_LIST_DIR}/", NULL};
    const char *bol = text + at, *q = text + at + 7;
    while (bol > text && bol[-1] != '\n')
        --bol;
    if (memchr(bol, '#', (size_t)(text + at - bol)) || (at > 0 && (isalnum((unsigned char)text[at - 1]) || text[at - 1] == '_')))
        return 0; /* a comment, or another command (target_include_directories, check_include_file) */
    while (*q == ' ' || *q == '\t')
        ++q;
    if (*q++ != '(')
        return 0;
    while (*q == ' ' || *q == '\t' || *q == '\n' || *q == '"')
        ++q;
    for (size_t i = 0; prefixes[i]; ++i)
        if (strncmp(q, prefixes[i], strlen(prefixes[i])) == 0)
            q += strlen(prefixes[i]);
    size_t n = strcspn(q, " \t\r\n\")");
    char name[512];
    if (!n || n >= sizeof name)
        return 0;
    memcpy(name, q, n);
    name[n] = '\0';
    const char *base = strrchr(name, '/') ? strrchr(name, '/') + 1 : name;
    if (strchr(name, '$') || name[0] == '/' || !strchr(base, '.') || ends_with(name, ".cmake") || ends_with(name, "CMakeLists.txt"))
        return 0;
    char joined[1100];
    snprintf(joined, sizeof joined, "%s%s%s", dir, *dir ? "/" : "", name);
    /* "a/./b" and "a/x/../b" collapsed; a ".." above the root names nothing of the tree */
    size_t o = 0;
    for (char *part = strtok(joined, "/"); part; part = strtok(NULL, "/")) {
        if (strcmp(part, ".") == 0)
            continue;
        if (strcmp(part, "..") == 0) {
            if (!o)
                return 0;
            while (o > 0 && out[o - 1] != '/')
                --o;
            o = o > 0 ? o - 1 : 0;
            continue;
        }
        size_t m = strlen(part);
        if (o + m + 2 > size)
            return 0;
        if (o)
            out[o++] = '/';
        memcpy(out + o, part, m);
        o += m;
    }
    out[o] = '\0';
    return o > 0;
}

static char *read_whole(const char *path, size_t *length, const char **why);

/* include(<file>) of a file whose name is not a CMake one (nghttp2's include(CMakeOptions.txt),
 * which declares its options): the walk lists only the names the scan reads, so the file is read
 * here from the disk and joins the tree as CMake, as the configure reads it; also what it includes
 * in turn. A file the tree already holds, or that cannot be read, is left as it is. */
static int add_included_cmake(wg_tree *t, const char *root)
{
    size_t begin = 0;
    for (int round = 0; round < 4 && begin < t->count; ++round) {
        size_t end = t->count;
        for (size_t i = begin; i < end; ++i) {
            if (t->files[i].kind != WG_SCAN_CMAKE)
                continue;
            char dir[1024];
            const char *slash = strrchr(t->files[i].path, '/');
            snprintf(dir, sizeof dir, "%.*s", slash ? (int)(slash - t->files[i].path) : 0, t->files[i].path);
            for (const char *text = t->files[i].text, *p = text; (p = strpbrk(p, "iI")) != NULL; ++p) {
                char rel[1024];
                if (strncasecmp_ascii(p, "include", 7) != 0 || !included_file(text, (size_t)(p - text), dir, rel, sizeof rel))
                    continue;
                int held = 0;
                for (size_t k = 0; k < t->count && !held; ++k)
                    held = strcmp(t->files[k].path, rel) == 0;
                size_t n = strlen(root) + strlen(rel) + 2, length;
                char *full = held ? NULL : malloc(n);
                const char *why = "";
                if (full)
                    snprintf(full, n, "%s/%s", root, rel);
                char *data = full ? read_whole(full, &length, &why) : NULL;
                free(full);
                if (data && tree_add(t, rel, data, length) != 0) {
                    free(data);
                    return -1;
                }
                if (data) /* tree_add may move the files, never their texts */
                    t->files[t->count - 1].kind = WG_SCAN_CMAKE;
            }
        }
        begin = end;
    }
    return 0;
}

int wg_scan_tree(const char *root, const char *const *paths, const char *const *problems, size_t count,
                 const char *const *defines, size_t define_count, wg_scan_tree_sink sink,
                 wg_scan_option_sink option_sink, void *context, char *error, size_t error_size)
{
    wg_tree t;
    memset(&t, 0, sizeof t);
    int rc = 0;
    for (size_t i = 0; i < count && rc == 0; ++i) {
        if (!*paths[i] || (wg_scan_kind(paths[i]) == WG_SCAN_NONE && !(problems && problems[i])))
            continue;
        char message[600];
        if (problems && problems[i]) {
            /* what the scan cannot read, it cannot vouch for: counted, never a silent pass */
            snprintf(message, sizeof message, "cannot be scanned: %s", problems[i]);
            sink(context, "SCAN_UNREADABLE", paths[i], 0, message, "counted", NULL);
            continue;
        }
        size_t n = strlen(root) + strlen(paths[i]) + 2;
        char *full = malloc(n);
        if (!full) {
            rc = -1;
            break;
        }
        snprintf(full, n, "%s/%s", root, paths[i]);
        size_t length;
        const char *why = "";
        char *text = read_whole(full, &length, &why);
        free(full);
        if (!text && wg_scan_kind(paths[i]) == WG_SCAN_MAKEFILE)
            continue; /* a makefile's name is all the scan takes from it */
        if (!text) {
            snprintf(message, sizeof message, "cannot be read: %s", why);
            sink(context, "SCAN_UNREADABLE", paths[i], 0, message, "counted", NULL);
            continue;
        }
        if (tree_add(&t, paths[i], text, length) != 0) {
            free(text);
            rc = -1;
        }
    }
    if (rc == 0)
        rc = add_included_cmake(&t, root);
    if (rc == 0) {
        if (t.count)
            qsort(t.files, t.count, sizeof *t.files, compare_files);
        rc = scan_files(&t, defines, define_count, sink, context);
        for (size_t i = 0; rc == 0 && option_sink && i < t.option_count; ++i)
            option_sink(context, t.options[i]);
    }
    if (rc != 0)
        snprintf(error, error_size, "out of memory");
    tree_free(&t, 1);
    return rc ? -1 : 0;
}

typedef struct counted_only {
    wg_scan_sink sink;
    void *context;
} counted_only;

static void forward_counted(void *context, const char *id, const char *path, long line, const char *message,
                            const char *scope, const char *reason)
{
    counted_only *c = context;
    (void)reason;
    if (strcmp(scope, "counted") == 0)
        c->sink(c->context, id, path, line, message);
}

int wg_scan_text(const char *path, const char *text, size_t length, wg_scan_sink sink, void *context)
{
    if (wg_scan_kind(path) == WG_SCAN_NONE)
        return 0;
    wg_tree t;
    memset(&t, 0, sizeof t);
    if (tree_add(&t, path, (char *)text, length) != 0)
        return -1;
    counted_only c = {sink, context};
    int rc = scan_files(&t, NULL, 0, forward_counted, &c);
    tree_free(&t, 0);
    return rc;
}
