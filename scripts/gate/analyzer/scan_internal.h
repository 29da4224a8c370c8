/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_internal.h: what scan.c and scan_cmake.c share: the scanned tree and the state of each of
 * its lines on a Windows build (MSVC x64) of one scenario. Not part of the tool's interface. */
#ifndef WINPORT_GATE_SCAN_INTERNAL_H
#define WINPORT_GATE_SCAN_INTERNAL_H

#include <stddef.h>

/* Names the Windows SDK's headers define as macros, clashing with names in code: <windows.h>
 * defines min/max (unless NOMINMAX), near/far, and through objbase.h/rpcndr.h interface/small
 * (unless WIN32_LEAN_AND_MEAN). Bits of wg_tree_file.sdk_macros. */
enum { WG_SDK_MIN = 1, WG_SDK_MAX = 2, WG_SDK_NEAR = 4, WG_SDK_FAR = 8, WG_SDK_INTERFACE = 16, WG_SDK_SMALL = 32,
       WG_SDK_NAMES = 64 /* winnt.h's, winerror.h's, basetsd.h's (LoadFence, NO_ERROR, MAXINT): whatever NOMINMAX and WIN32_LEAN_AND_MEAN say */,
       WG_SDK_GDI = 128 /* wingdi.h's region flag ERROR: defined unless NOGDI came before <windows.h> */ };

/* The WG_STD_* bits (below): what the system headers a file's units reach declare. */
typedef unsigned long long wg_std_bits;

/* The languages of the translation units that include a file (wg_tree_file.unit_languages). */
enum { WG_UNIT_C = 1, WG_UNIT_CXX = 2, WG_UNIT_CUDA = 4 };

/* A line's state on the Windows path. MAYBE (the model cannot tell) is counted, like ON. */
enum { WG_OFF = 0, WG_ON = 1, WG_MAYBE = 2, WG_UNSEEN = 3 };

typedef struct wg_tree_file {
    char *path;     /* relative to the tree's root, '/'-separated */
    char *text;
    size_t length;
    int kind;       /* WG_SCAN_SOURCE / WG_SCAN_CMAKE / WG_SCAN_MSBUILD */
    long lines;
    unsigned char *state;   /* [lines + 1], index = line number */
    const char **reason;    /* [lines + 1]: why a line is off (pool string), NULL when on */
    int walked;             /* CMake: the evaluation read it */
    int walked_on;          /* CMake: ... on the path, not only under a condition it cannot decide */
    const char *walked_maybe_reason; /* CMake: that condition, where it was read only under one */
    int file_state;         /* the whole file: WG_ON, or WG_OFF with file_reason */
    const char *file_reason;
    int listed_on, listed_off; /* CMake named it as a source in a taken / an untaken branch */
    int listed_off_target;     /* a target's listing off the path, not only an off-path set() (scan_cmake.c) */
    int listed_off_forward;    /* an off-path set()/list(APPEND) hands on a whole ${LIST} that names it */
    int forwarded_on;          /* ... and one on the path does (scan_cmake.c) */
    const char *listed_maybe;  /* ... only under a condition the model cannot decide: which */
    int globbed_on;            /* a file(GLOB) on the path matches it */
    int msbuild_listed;        /* an item of a Visual Studio project or sheet names it (scan_msbuild.c) */
    int unglobbed;             /* ... and a list(REMOVE_ITEM) on the path took it out again */
    int gathered_on;           /* an aux_source_directory() the configure runs gathers it (scan_cmake.c) */
    int custom_input_on;       /* an add_custom_command() on the path names it (an input it reads or embeds) */
    int configured_template;   /* a configure_file() on the path makes a header from it */
    int configured_public;     /* ... into an include/ folder, beside the public headers its users read */
    unsigned char *device_lines; /* [lines + 1]: 1 where a device-only function's body put the line off
                                  * (scan_device.c; NULL: none): the preprocessor still reads it */
    unsigned char *sdk_macros; /* [lines + 1]: the WG_SDK_* macros some translation unit has
                                * defined at that line (NULL: none anywhere) */
    unsigned sdk_whole;     /* the WG_SDK_* bits already marked on every line */
    unsigned char *sdk_user_macros; /* [lines + 1]: ... a user's unit reading a header-only library's public
                                     * header after <windows.h> has (NULL: none); a finding only these
                                     * give is a warning (SCAN_WINDOWS_MACRO_NAME) */
    unsigned sdk_user_whole; /* the bits already marked on every line there */
    unsigned char *winsock2_late; /* [lines + 1]: 1 at the #include through which a unit reached <winsock2.h> after a
                                   * full <windows.h> that another of its includes brought (NULL: none);
                                   * SCAN_WINDOWS_H_BEFORE_WINSOCK2 */
    int users_off;          /* a header-only library's public header off the path only because the units that
                             * include it (its tests') are: still read as its users' units read it */
    unsigned char unit_languages; /* the translation units on the path that include it: WG_UNIT_* bits */
    wg_std_bits std_headers; /* WG_STD_* bits of the system headers its own #includes name on the path */
    wg_std_bits std_reach;  /* WG_STD_* bits its translation units reach (its own closure when none includes it) */
    wg_std_bits first_reach; /* a header a C++ unit on the path includes first: the bits of its own closure, all of
                              * whose includes the scan reads (that unit sees nothing else there) */
    const char *first_unit;  /* that unit's path (NULL: no unit includes the header first) */
    const char *other_arch_include; /* its include, on a line MSVC x64 surely compiles, of another architecture's
                                     * intrinsics header (<arm_neon.h>): "<name> at path:line"; its code is that
                                     * architecture's alone (NULL: none) */
    const char *objc_import; /* its #import of a header (#import "x.h", <Foundation/Foundation.h>), on a line MSVC
                              * x64 surely compiles: Objective-C's directive (cl.exe's #import reads COM type
                              * libraries), so the header is Objective-C's alone (NULL: none) */
    const char *unread_include; /* its first include on the path that the scan cannot read: "<name> at path:line" */
    const char *unread_sdk_include; /* ... other than a quoted configuration header ("config_auto.h"), which a configure
                                     * writes with its own macros, never the SDK's declarations */
    unsigned char macro_named; /* #define NAME "this.h" (a computed #include's choice): 1 on the path, 2 undecided, 3 only off */
    const char *macro_named_at; /* the first such #define: "path:line" */
    const char *unread_reach;   /* why what its units' system headers declare is unknown: every unit reaching it
                                 * includes such a header (this names one); NULL when one unit does not */
    const char *unread_sdk_reach; /* the same over unread_sdk_include: <windows.h>'s names (scan_sdk_headers.c) */
    const char *listed_off_reason;
    int folder_named;       /* CMakeLists.txt: its folder named by a CMake file the evaluation read (1), not (2), unknown (0) */
    unsigned char *value_lines; /* CMake: [lines + 1], 1 where a set()/list(APPEND) on the path stores
                                 * values in a variable that no command on the path hands to the
                                 * compiler or linker, through any chain of copies; NULL when none */
    unsigned char source_arch; /* the /arch:AVX* level its own source properties pass (set_source_files_properties,
                                * set_property(SOURCE)): as msvc_arch, for this translation unit only */
    unsigned char windows_listed; /* a Windows-only CMake branch on the path names it as a source, by its own
                                   * literal name (scan_cmake.c): Windows-only code (scan_windows_locals.c) */
    unsigned char header_only; /* a source property HEADER_FILE_ONLY true on the path (2) or under a condition
                                * the model cannot decide (1): no target compiles it as a unit of its own */
    unsigned char no_guard; /* a header with no #pragma once or #ifndef guard: each #include reads it again (mark_sdk_macros) */
    size_t unity_next, unity_prev; /* index + 1 of the next and previous source of its unity unit (a file the
                                    * configure writes that #includes the sources in turn: duckdb's ub_*.cpp); 0 none */
} wg_tree_file;

typedef struct wg_off_dir {
    char *dir;
    const char *reason;
} wg_off_dir;

typedef struct wg_tree {
    wg_tree_file *files;    /* sorted by path */
    size_t count;
    /* Strings that live as long as the tree (reasons, names), freed at once. */
    char **pool;
    size_t pool_count, pool_capacity;
    /* From the CMake evaluation. */
    char **defines_on;      /* NAME or NAME=VALUE: compile definitions on the Windows path */
    size_t defines_on_count, defines_on_capacity;
    char **defines_any;     /* names a CMake line not skipped by the configure defines */
    size_t defines_any_count, defines_any_capacity;
    char **target_defines;  /* "target\tNAME" a target_compile_definitions() on the path names for a shared
                             * library, "*\tNAME" an add_definitions()/add_compile_definitions() (scan_cmake.c) */
    size_t target_defines_count, target_defines_capacity;
    char **source_defines_on; /* "path\tNAME[=VALUE]": a source's own COMPILE_DEFINITIONS (or -D in its
                               * COMPILE_OPTIONS/COMPILE_FLAGS) on the Windows path: for that unit only */
    size_t source_defines_on_count, source_defines_on_capacity;
    char **source_defines_any; /* "path\tNAME": ... set under a condition the model cannot decide */
    size_t source_defines_any_count, source_defines_any_capacity;
    char **c_defines;       /* NAME=path of the one file that #defines it, NAME=* for several */
    size_t c_defines_count, c_defines_capacity;
    int cmake_evaluated;    /* the tree has a CMakeLists.txt a user configures, evaluated */
    int msbuild_build;      /* ... or, with none, Visual Studio projects are its Windows build (scan_msbuild.c) */
    const char *cmake_top;  /* its folder when not the root (zstd's build/cmake), else NULL */
    const char *unresolved_sources; /* "path:line" of a source list or glob on the path the model cannot expand */
    int unfollowed_folder;  /* an add_subdirectory()/ExternalProject_Add() on the path the
                             * evaluation could not follow: unreached folders stay undecided */
    wg_off_dir *off_dirs;
    size_t off_dir_count, off_dir_capacity;
    int utf8;               /* /utf-8 is passed on the Windows path */
    int msvc_arch;          /* the highest /arch on the path: 0 none (SSE2), 1 AVX, 2 AVX2, 3 AVX512, 4 AVX10.x */
    const char *dlfcn_note; /* where the tree provides dlfcn-win32 for Windows; NULL when not */
    const char *absent_folder; /* "<folder> (add_subdirectory at path:line)": the first folder the configure enters on the
                                * path that the tree lacks (a git submodule not checked out): its headers are unknown */
    const char *pthread_note; /* where the tree's CMake finds a pthreads for Windows (PThreads4W); NULL when not */
    char **standins;        /* names #defined on the Windows path in headers (a fix's stand-in, NOMINMAX) */
    size_t standin_count, standin_capacity;
    char **unit_standins;   /* "path\tname" of those a translation unit defines: for itself only */
    size_t unit_standin_count, unit_standin_capacity;
    char **builtin_probes;  /* function-like macros the tree #defines as __has_builtin(...) (folly's FOLLY_HAS_BUILTIN) */
    size_t builtin_probe_count, builtin_probe_capacity;
    char **template_macros; /* function-like macros whose body declares a template (folly's FOLLY_CREATE_QUAL_INVOKER) */
    size_t template_macro_count, template_macro_capacity;
    char **undefs;          /* names #undef'd on the Windows path */
    int names_sorted;       /* standins and undefs sorted (after every file's preprocessing) */
    size_t undef_count, undef_capacity;
    int cxx_standard;       /* CMAKE_CXX_STANDARD / cxx_std_NN on the path; 0 when unset */
    int exports, cmp0091, asm_guarded, cmake_minimum; /* scan_families.c: wg_families_tree_facts */
    int asm_language;       /* a CMake file names ASM in project() or enable_language() */
    int openmp;             /* a CMake file of the tree names OpenMP (scan_families.c) */
    int openmp_later;       /* ... and picks a runtime past OpenMP 2.0 for cl.exe (/openmp:llvm: scan_openmp.c) */
    char **unsigned_aliases; /* an OpenMP tree's typedef/using names of unsigned integer types (scan_openmp.c) */
    size_t unsigned_alias_count, unsigned_alias_capacity;
    char **signed_aliases;   /* ... and of signed ones (a name in both is not unsigned) */
    size_t signed_alias_count, signed_alias_capacity;
    char **omp_pragma_macros; /* function-like macros the tree defines as an OpenMP pragma (SeqAn's
                               * SEQAN_OMP_PRAGMA(x): _Pragma/__pragma of "omp x"; scan_openmp.c) */
    size_t omp_pragma_macro_count, omp_pragma_macro_capacity;
    char **struct_members;  /* scan_msvc_c.c: "Owner\tmember\ttype\tstars" of the C structs, "=Alias\tTag" */
    size_t struct_member_count, struct_member_capacity;
    char **void_member_names; /* ... the names of those members declared void * */
    size_t void_member_name_count, void_member_name_capacity;
    char **header_constants; /* compile-time constants the C++ headers declare, sorted (scan.c) */
    size_t header_constant_count, header_constant_capacity;
    int assembly_on;        /* a target on the Windows path lists an assembly source (.S, .s, .asm) */
    const struct wg_tree_file *assembly_file; /* the CMake file and line where the first one is listed or globbed */
    long assembly_line;
    /* Shared libraries the configure makes (SHARED, or no type where BUILD_SHARED_LIBS is on):
     * where, the tree files each lists (indexes into files), and whether one of them, or what
     * they include on the path, holds a __declspec(dllexport) MSVC reads (scan.c). */
    struct wg_shared_target {
        const char *cmake_path; /* pool string */
        const char *define_symbol; /* <target>_EXPORTS, which CMake defines for its own units only */
        const char *name;       /* the target's name (pool string) */
        long line;
        size_t *sources;
        size_t source_count;
        int exports;
        int sources_unknown;    /* a source list the model cannot expand, a glob's, a generated one */
        int export_all;         /* its WINDOWS_EXPORT_ALL_SYMBOLS is on: CMAKE_WINDOWS_EXPORT_ALL_SYMBOLS when
                                 * it was made, or set_target_properties()/set_property() on it (scan_cmake.c) */
    } *shared_targets;
    size_t shared_target_count, shared_target_capacity;
    int export_all_unplaced; /* WINDOWS_EXPORT_ALL_SYMBOLS set on the path on a target the model cannot name */
    int exports_declared;   /* WINDOWS_EXPORT_ALL_SYMBOLS, generate_export_header, a .def, or a
                             * dllexport in CMake text: exports no include closure shows */
    int iso646;             /* the CMake force-includes or precompiles <iso646.h>/<ciso646> (scan_families.c) */
    struct wg_declarations *declarations; /* scan_declarations.c's facts of the tree */
    int permissive;         /* /permissive- is passed on the Windows path */
    size_t *by_name;        /* scan.c: the sources' indexes ordered by file name (includes found by name) */
    int forced_includes;    /* the CMake force-includes headers (precompiled headers, /FI): includes not all visible */
    int forced_includes_walked; /* ... in a CMake file the configure reads: a module never include()d (OpenMS's
                                 * vendored cotire.cmake) forces nothing (SCAN_MISSING_STD_INCLUDE reads this one) */
    const char *outside_include; /* "path:line" of an include() on the path of a CMake file by a path outside the tree
                                  * (a found package's module: magnum's FindCorrade.cmake include(${CORRADE_USE_MODULE})):
                                  * compile definitions the scan cannot read */
    int serves_cxx;         /* 0 not looked yet, 1 no, 2 an installed header declares C linkage for C++ users (extern "C") */
    unsigned posix_typedefs; /* bit i: a source typedefs posix type i itself (scan_families.c) */
    unsigned posix_typedefs_public; /* ... a public header does (what a user's unit can see) */
    char **platform_stops;  /* "path:line" of each message(FATAL_ERROR) or target_*() in a branch the platform decides */
    size_t platform_stop_count, platform_stop_capacity;
    char **name_clashes;    /* "path:line" of an OUTPUT_NAME a static and a shared library both take (scan_cmake.c) */
    size_t name_clash_count, name_clash_capacity;
    char **cmake_model_findings; /* "path:line\tCLASS\tmessage": findings the CMake evaluation decides (scan_cmake.c),
                                  * reported when the scan reads that command (scan.c) */
    size_t cmake_model_finding_count, cmake_model_finding_capacity;
    char **windows_missing_sources; /* "path:line\tsource": a Windows-only branch's source the tree lacks (scan_cmake.c) */
    size_t windows_missing_source_count, windows_missing_source_capacity;
    int common_source_missing; /* a target's source outside every Windows-only branch is missing too: sources a script fetches */
    char **windows_undeclared; /* "name\tpath\tline\thow": macros a Windows branch may leave undeclared (scan_windows_branch.c) */
    size_t windows_undeclared_count, windows_undeclared_capacity;
    char **windows_undeclared_findings; /* "path:line\tmessage" of SCAN_WIN_BRANCH_UNDECLARED */
    size_t windows_undeclared_finding_count, windows_undeclared_finding_capacity;
    int winsock_unlinked;   /* scan_sdk_headers.c: 0 not looked yet, 1 the tree names ws2_32/wsock32 (or includes no
                             * Winsock header), 2 a Winsock header but no mention of its import library */
    char **winsock_files;   /* scan_sdk_headers.c: the files SCAN_WIN_MISSING_LINK_LIB was reported in (once each) */
    size_t winsock_file_count, winsock_file_capacity;
    char **declspec_answers; /* scan_dialect.c: "<kinds>\t<name>\t<0|1>": is name a macro defined as such a __declspec */
    size_t declspec_answer_count, declspec_answer_capacity;
    int declspec_defines;   /* scan_dialect.c: 0 not looked yet, 1 no source #defines a macro as a __declspec, 2 one does */
    char **import_macros;   /* names a header #defines as __declspec(dllimport) (scan_families.c) */
    size_t import_macro_count, import_macro_capacity;
    char **dllexport_macros; /* names a header #defines as __declspec(dllexport) (scan_families.c) */
    size_t dllexport_macro_count, dllexport_macro_capacity;
    int export_all_symbols; /* a CMake file turns WINDOWS_EXPORT_ALL_SYMBOLS on: functions exported, never data */
    int def_file;           /* a CMake file names a module-definition (.def) file */
    char **static_macros;   /* of those, names a header also #defines as static (inline): its header-only mode */
    size_t static_macro_count, static_macro_capacity;
    char **cmake_words;     /* every word of the tree's CMake code but a target_*() command's target (sorted) */
    size_t cmake_word_count, cmake_word_capacity;
    int cmake_words_built;
    int cxx_off, cxx_on;      /* a project() named its languages without C++; C++ is enabled (another project(), enable_language) */
    int compiled_library;   /* an add_library() that compiles sources (not INTERFACE/IMPORTED/ALIAS) is reached */
    int users_read;         /* a header-only library: its public headers are read as users' units read them, after <windows.h> */
    char **interface_dirs;  /* folders target_include_directories(... INTERFACE ...) hands users on the path ("" the root) */
    size_t interface_dir_count, interface_dir_capacity;
    char **include_dirs;    /* every folder (target_)include_directories() adds on the path ("" the root) */
    size_t include_dir_count, include_dir_capacity;
    char **projects;        /* the project() names the evaluation met */
    size_t project_count, project_capacity;
    char **options;         /* option()s as the evaluation took them: "NAME=VALUE (source)" */
    size_t option_count, option_capacity;
    char **configured;      /* "NAME=1|0": a #cmakedefine's variable at its configure_file() on the path */
    size_t configured_count, configured_capacity;
    char **private_configured; /* names a #cmakedefine of a template outside the public headers defines (scan.c):
                                * the library's own units get them, a user's unit that reads its public headers does not */
    size_t private_configured_count, private_configured_capacity;
    char **folders;         /* the name of every folder of the tree (sorted, repeats kept): <Eigen/Dense>'s project is here */
    size_t folder_count, folder_capacity;
    char **include_names;   /* the last part of every name an #include of the tree writes (sorted, repeats kept) */
    size_t include_name_count, include_name_capacity;
    signed char *sdk_declared; /* scan_sdk_headers.c: per name of its table, whether the tree declares it itself (-1: not looked yet) */
    int failed;             /* out of memory */
} wg_tree;

const char *wg_tree_string(wg_tree *tree, const char *format, ...);
/* Whether MSVC x64 leaves the macro undefined (__GNUC__, __clang__, __linux__, ...). */
int wg_msvc_never_defines(const char *name, size_t n);
wg_tree_file *wg_tree_find(wg_tree *tree, const char *path);
int wg_strlist_add(char ***list, size_t *count, size_t *capacity, const char *text, size_t n);
int wg_strlist_has(char *const *list, size_t count, const char *text, size_t n);
/* p moved past its line and the lines a backslash continues it onto; *line counts them. */
const char *wg_past_line(const char *p, long *line);
/* The text after "#define " when the line at p is a #define directive, else NULL. */
const char *wg_define_text(const char *p);
int wg_strlist_append(char ***list, size_t *count, size_t *capacity, const char *text, size_t n); /* no duplicate check */
void wg_strlist_sort(char **list, size_t count);
int wg_strlist_sorted_has(char *const *list, size_t count, const char *name); /* exact name, after wg_strlist_sort */
void wg_line_mark(wg_tree_file *f, long first, long last, int state, const char *reason);

/* line with each generator expression replaced by its value on an MSVC x64 build of C/C++
 * sources (one the model cannot decide, or one continued on the next line, by nothing):
 * malloc'd, NULL when out of memory. scan_genex.c */
char *wg_genex_for_msvc(const char *line);
char *wg_genex_drop_decided(const char *line);
int wg_genex_source_item(const char *item, char *out, size_t size);

/* One CMake command as parsed: its arguments with their lines (quoted: a "..." or [[...]]). */
typedef struct wg_cmake_arg {
    char *text;
    long line;
    int quoted;
    size_t offset, length; /* its bytes in the file, quotes included */
} wg_cmake_arg;
typedef void (*wg_cmake_visit)(void *context, const char *name, long line, const wg_cmake_arg *args, size_t argc);
/* Calls visit for each command of a CMake file (name in lower case). 0, or -1 when out of memory. */
int wg_cmake_commands(wg_tree_file *f, wg_cmake_visit visit, void *context);
/* Whether name (lower case) is one of CMake's own commands. */
int wg_cmake_builtin_command(const char *name);

/* The file's text as code: comments, text outside commands and prose arguments (option() and
 * cmake_dependent_option() help, message() text, CACHE docstrings, COMMENT and DOC strings)
 * blanked, line breaks kept, so line rules never read them. malloc'ed, NULL when out of memory. */
char *wg_cmake_code_text(wg_tree_file *f);

/* Whether the list a file(GLOB <var> ...) fills can reach a compile: some CMake file of the tree
 * hands ${<var>} to a command other than those that only set properties, group, install, print,
 * or name a custom command's dependencies and outputs. */
int wg_cmake_glob_may_compile(const wg_tree *t, const char *var);

/* Evaluates the tree's CMake files as a Windows configure of the scenario would (defines:
 * NAME=VALUE cache entries, the scenario's -D values; "SOURCE <dir>" the folder the configure
 * runs, else the root's CMakeLists.txt or the shallowest with project()): fills the CMake files' line states,
 * the compile definitions, the off-path directories and sources. 0, or -1 when out of memory. */
int wg_cmake_evaluate(wg_tree *tree, const char *const *defines, size_t define_count);

/* ---- scan_families.c: the rule families of issue 31 -------------------------------------------- */
typedef void (*wg_family_report)(void *context, long line, const char *id, const char *message);
/* A finding the model cannot decide (why: reason), reported apart, not counted, where its line is on. */
typedef void (*wg_family_report_apart)(void *context, long line, const char *id, const char *message, const char *reason);
typedef struct wg_family_file {
    wg_tree *tree;
    wg_tree_file *file;
    int cplusplus;
    wg_family_report report;
    wg_family_report_apart report_apart;
    wg_family_report report_user; /* a finding only a user's unit sees (sdk_user_macros): a warning where its line is on */
    void *context;
    char const_ints[64][64]; /* C: names declared const int ... = */
    size_t const_int_count;
    char void_ptrs[64][64];  /* names declared void * */
    size_t void_ptr_count;
    char vectors[64][64];    /* names declared __m128, __m256, ... */
    size_t vector_count;
    char vector_ptrs[64][64]; /* names declared __m128 *, ... */
    size_t vector_ptr_count;
    int vector_depth[64], vector_ptr_depth[64]; /* the brace depth of their block */
    int depth;               /* brace depth at the start of the line */
    char c_const_objects[32][64]; /* C: file-scope objects declared const (T *const p, const int n), not arrays */
    size_t c_const_object_count;
    int c_file_initializer;  /* C: inside a file-scope initializer's braces (const T table[] = {...) */
    char raw_end[24];        /* inside a raw string literal: its closing )delim", else "" */
    long omp_for_line;       /* a "#pragma omp ... for" waiting for its loop */
    long omp_standalone_line; /* a "#pragma omp barrier" (flush, ...) waiting for a statement (scan_openmp.c) */
    int alt_macro_open;      /* parentheses of an ALL_CAPS macro's arguments still open at the last line's end */
    char alt_quote_open;     /* a string literal the last line continued with a backslash: its quote (0: none) */
    char previous_end;       /* the last character of the previous code line */
    long import_line;        /* a namespace-scope declaration opened by an import macro, until its ';' or '{' */
    int import_parens;
    int instantiation;       /* inside an explicit instantiation (template without <) until its ';' */
    int instantiation_parens; /* its parenthesis depth */
    int designated_open;     /* inside a statement whose designated initializer was reported */
    int using_std;           /* the file says "using namespace std;": 0 not looked yet, 1 no, 2 yes */
    int cxx_users;           /* a header read as C that C++ users' units compile too (installed, extern "C" in the tree) */
    char literal_macros[8][48]; /* names a header #defined as a compound literal so far (cglm's GLM_QUAT_IDENTITY) */
    size_t literal_macro_count;
    char classes[32][64];    /* names the file declared with class or struct so far (constructors) */
    size_t class_count;
    unsigned posix_type_variables; /* bits of the POSIX type names the file declared as variables (Integer uint(32, false);) */
} wg_family_file;
/* What a system header declares of the names SCAN_MISSING_STD_INCLUDE and
 * SCAN_MSVC_INTRINSIC_UNDECLARED check (with the Microsoft STL's own includes followed). */
enum {
    WG_STD_ALGORITHM = 1, WG_STD_STDEXCEPT = 2, WG_STD_LIMITS = 4, WG_STD_FUNCTIONAL = 8, WG_STD_NUMERIC = 16,
    WG_STD_CCTYPE = 32, WG_STD_INTRIN = 64, WG_STD_INTRIN0 = 128, WG_STD_SSIZE_T = 256, WG_STD_UTILITY = 512, WG_STD_OTHER_OS = 1024,
    WG_STD_UNSEEN = 2048, /* includes the scan cannot see (a CUDA unit's, or a header no unit reaches) */
    WG_STD_RANDOM = 4096, WG_STD_STACK = 8192, WG_STD_QUEUE = 16384,
    /* The UCRT's/SDK's headers SCAN_WIN_BRANCH_MISSING_HEADER checks (scan_sdk_headers.c). */
    WG_STD_SHARE = 1u << 15, WG_STD_IO = 1u << 16, WG_STD_PROCESS = 1u << 17, WG_STD_PSAPI = 1u << 18, WG_STD_SHLWAPI = 1u << 19,
    /* POSIX's <unistd.h>: a unit that includes it has its SCAN_POSIX_HEADER finding (scan_sdk_headers.c) */
    WG_STD_UNISTD = 1u << 20,
    /* <map> and <fstream>: no other header of the Microsoft STL includes them (libstdc++'s <regex> brings <map>) */
    WG_STD_MAP = 1u << 21, WG_STD_FSTREAM = 1u << 22,
    /* a dependency's header that #defines M_PI and kin itself (Imath's) */
    WG_STD_MATH_STANDIN = 1u << 23,
    /* a header that declares (or may declare) <windows.h>'s types and functions: the SDK's own,
     * or a dependency's that includes it (wg_windows_types_header, scan_sdk_headers.c) */
    WG_STD_WINDOWS = 1u << 24,
    /* a Qt header: qtypes.h (through qglobal.h) typedefs uint, ushort and ulong */
    WG_STD_QT = 1u << 25,
    /* the Microsoft STL's headers that declare std::unique_ptr (<memory>), std::back_inserter
     * (<iterator>), std::chrono's clocks and durations (__msvc_chrono.hpp), std::array and
     * std::deque, with the public headers that include them (scan_families.c's table) */
    WG_STD_MEMORY = 1u << 26, WG_STD_ITERATOR = 1u << 27, WG_STD_CHRONO = 1u << 28, WG_STD_ARRAY = 1u << 29,
    WG_STD_DEQUE = 1u << 30
};
#define WG_STD_SSTREAM (1u << 31) /* <sstream>'s string streams (<iosfwd> declares them) */
/* Past 32 bits (wg_std_bits): <atomic>'s std::atomic and <thread>'s std::thread/this_thread, with
 * the public headers of the Microsoft STL that include them (scan_families.c's table: <atomic>
 * through <system_error>, so every iostream and <mutex>);
 * <wincrypt.h>, which <windows.h> includes only without WIN32_LEAN_AND_MEAN (scan_sdk_headers.c). */
#define WG_STD_ATOMIC (1ull << 32)
#define WG_STD_THREAD (1ull << 33)
#define WG_STD_WINCRYPT (1ull << 34)
/* <chrono>'s own clocks (system_clock, high_resolution_clock) and std::chrono_literals: since VS
 * 2022 17.13 <thread>, <mutex>, ... bring __msvc_chrono.hpp (durations, steady_clock) only; of
 * the public headers only <chrono> and <filesystem> include <chrono> (scan_families.c's table) */
#define WG_STD_CHRONO_CLOCK (1ull << 35)
/* <bit>'s names (C++20): <bit>, and <format>, <ranges> and C++20's <chrono> (so <filesystem>),
 * which include it; C++23's <ostream>, <queue> and <stack> too (unknown there) */
#define WG_STD_BIT (1ull << 36)
/* <mutex>'s mutexes, locks and call_once: <mutex>, and of the Microsoft STL's public headers
 * <condition_variable>, <future>, <shared_mutex> (and, conservatively, <execution>, <syncstream>,
 * <memory_resource>); neither <memory> nor <thread> brings it */
#define WG_STD_MUTEX (1ull << 37)
/* <iso646.h>/<ciso646>: and, or, not, ... are macros for the units that include it (SCAN_ALT_TOKEN) */
#define WG_STD_ISO646 (1ull << 38)
/* <string>'s conversions (std::to_string, std::stoi, ...): the Microsoft STL declares them in
 * <string> alone, which of its public headers only <sstream>, <regex>, <chrono> (so <filesystem>),
 * <complex> (so <ccomplex>, <ctgmath>) and <stacktrace> include (read from its sources, 2026-07);
 * <xstring> (std::string itself, through <stdexcept>, the iostreams, ...) lacks them */
#define WG_STD_STRING_CONV (1ull << 39)
/* <bcrypt.h>'s CNG handles and functions: <bcrypt.h>, <ncrypt.h> and <wincrypt.h>, which
 * include it (so a full <windows.h> too: lean_only_windows, scan_sdk_headers.c) */
#define WG_STD_BCRYPT (1ull << 40)
/* <charconv>'s std::from_chars/std::to_chars: the Microsoft STL declares them there alone (before
 * C++20, where <format> and so <chrono> include it), though its <yvals_core.h> defines
 * __cpp_lib_to_chars for every header */
#define WG_STD_CHARCONV (1ull << 41)
/* std::string (std::wstring, ...): <xstring> alone defines them (no header forward-declares
 * std::string, though <iosfwd> does its streams), which <string>, <stdexcept>, <system_error>,
 * the iostreams, <functional> and some 30 more public headers include; <memory>, <vector>, <map>,
 * <thread>, <string_view> do not (read from the 17.14 sources, 2026-11; C++23's <queue> and
 * <stack> counted as bringing it) (scan_families.c's table) */
#define WG_STD_STRING (1ull << 42)
/* std::size_t: <cstddef>, <cstdlib>, <cstdio>, <cstring>, <ctime>, <cwchar>, <cuchar> declare it
 * and every public header of the Microsoft STL reaches one, but for <cstdint>, <cinttypes>,
 * <climits>, <cfloat>, <cassert>, <cerrno>, <cctype>, <cwctype>, <clocale>, <csignal>,
 * <csetjmp>, <cstdarg>, <cfenv> and <version> (libstdc++'s c++config.h declares it for every
 * header); the C headers (<stddef.h>) declare ::size_t only */
#define WG_STD_SIZE_T (1ull << 43)
wg_std_bits wg_std_header_bits(const char *name, size_t n);
/* A public header: under include/, or in a top folder named as one of the tree's project()s (scan.c). */
int wg_public_header(const wg_tree *t, const char *path);
/* A header the library's users surely read: not a translation unit, under include/ or a folder a
 * target hands its users (INTERFACE/PUBLIC include directories); the project-named top folder of
 * wg_public_header also holds private headers and sources (libarchive's libarchive/). */
int wg_installed_header(const wg_tree *t, const char *path);
/* Why the names a unit's unread headers may declare are unknown for file f, where the configure
 * enters a folder the tree lacks (absent_folder) and every unit reaching f includes a header the
 * scan cannot read (unread_reach); NULL otherwise (scan.c). */
const char *wg_absent_folder_reach(wg_tree *t, const wg_tree_file *f);
/* A translation unit's name: .c, .cc, .cpp, .cxx, .c++, .cu (any case) (scan.c). */
int wg_translation_unit(const char *path);
int wg_included_by_name(const wg_tree *t, const char *path);
/* The SDK's generic names, macros for their A/W functions (CopyFile), and RGB (scan_families.c). */
enum { WG_SDK_WINDOWS_H = 1, WG_SDK_STRINGS = 2 };
typedef struct wg_sdk_name {
    const char *name;
    unsigned flags;
} wg_sdk_name;
extern const wg_sdk_name wg_sdk_names[];
/* Whether name is #defined on the Windows path (in a header, or in the translation unit path
 * itself) or a compile definition there. */
int wg_tree_defines_on_path(const wg_tree *t, const char *path, const char *name);
/* Whether a folder's path (n characters) has a component that names another platform by a word
 * of its own (Build_iOS, android, macos-build: scan_cmake.c). */
/* Whether a folder's path (n characters) names a microcontroller, its board or its SDK (pico,
 * rp2040, esp32, stm32, zephyr, arduino...): a firmware's build, which no MSVC configure runs. */
int wg_board_folder(const char *path, size_t n);
int wg_other_platform_folder(const char *path, size_t n);
/* scan_msbuild.c: whether path is a Visual Studio project, shared-items file or property sheet;
 * the tree's Windows build from its projects when no CMake a user configures exists (0, -1 out of memory) */
int wg_msbuild_file(const char *path);
/* scan_cmake.c: whether a CMakeLists.txt calls project() as a command */
int wg_cmake_declares_project(const wg_tree_file *f);
/* scan.c: whether s ends in suffix, case-insensitively (as Windows reads a.CPP) */
int wg_path_ends_with(const char *s, const char *suffix);
int wg_msbuild_evaluate(wg_tree *t, const char *const *defines, size_t define_count);
int wg_crt_lacks(const char *name);
int wg_names_def_file(const char *text); /* CMake text names a module-definition file (exports.def) */ /* a POSIX function the MSVC CRT has under no name */
void wg_families_tree_facts(wg_tree *t);
void wg_families_c_line(wg_family_file *ff, const char *line, long number);
/* A preprocessor directive's line (after '#'), for the rules that judge conditions. */
void wg_families_c_directive(wg_family_file *ff, const char *directive, long number);
/* The body of a #define on the path in a C++ source: what each use of the macro compiles. */
void wg_families_cxx_define_body(wg_family_file *ff, const char *body, long number);
/* A #define in a header C++ units compile: remembers a name defined as a compound literal, whose
 * uses on the header's later lines are one (name: after "define"; body: after its parameters). */
void wg_families_literal_macro(wg_family_file *ff, const char *name, const char *body);
/* Line helpers the family rules share: the whole word `word` in line (NULL if none), and whether
 * p (inside line) lies in a string or character literal. */
const char *wg_word_in(const char *line, const char *word);
int wg_in_literal(const char *line, const char *p);
void wg_families_cmake_command(wg_family_file *ff, const char *name, long line, const wg_cmake_arg *args, size_t argc);


/* ---- scan_declarations.c: preprocessor directives in macro arguments, DLL linkage ------------- */
int wg_windows_function(const char *name); /* a function the SDK's or the CRT's headers declare (windows_functions.inc) */
int wg_device_mark(wg_tree *t); /* device-only function bodies off the host path; 0, or -1 when out of memory */
int wg_declarations_tree_facts(wg_tree *t); /* 0, or -1 when out of memory */
const char *wg_include_name_at(const char *text, const char *p); /* the name a #include at p names */
int wg_declarations_file(wg_family_file *ff);
/* The file's text with comments blanked and string and character literals emptied (quotes kept),
 * line breaks kept: malloc'd, NULL when out of memory. */
char *wg_code_text(const char *text, size_t length);
void wg_declarations_free(wg_tree *t);
/* The export macros: names a header #defines as __declspec(dllimport), directly or through an alias. */
int wg_export_macro_count(const wg_tree *t);
int wg_export_macro(const wg_tree *t, const char *name, size_t n);

/* ---- scan_dialect.c: cl.exe's own dialect (__cplusplus, TCHAR names, __declspec placement) -- */
/* code: the file's text with comments blanked and literals emptied (quotes and prefixes kept) */
void wg_dialect_file(wg_family_file *ff, const char *code, int zc_cplusplus);

/* ---- scan_sdk_headers.c: SCAN_WIN_BRANCH_MISSING_HEADER, a UCRT/SDK name without its header -- */
/* The first POSIX name of SCAN_POSIX_API's table in scan_sdk_headers.c (getpid, isatty, ...) that line names, or NULL:
 * a definition of it on the path is the tree's stand-in (scan.c). */
const char *wg_sdk_posix_name_in(const char *line);
void wg_sdk_header_names(wg_family_file *ff, const char *line, long number);
/* SCAN_WIN_HEADER_ORDER: an SDK header included with no <windows.h> before it (scan_sdk_headers.c). */
void wg_win_header_order(wg_family_file *ff, const char *directive, long number);
void wg_windows_h_before_winsock2(wg_family_file *ff, const char *directive, long number);
void wg_winsock_link(wg_family_file *ff, const char *line, long number); /* SCAN_WIN_MISSING_LINK_LIB */
/* Whether an #include of name (n bytes) may bring <windows.h>'s declarations: WG_STD_WINDOWS. */
int wg_windows_types_header(const char *name, size_t n);

/* ---- scan_msvc_c.c: SCAN_SNPRINTF_MACRO, SCAN_EMPTY_INITIALIZER_C ------------------------------ */
void wg_msvc_c_line(wg_family_file *ff, const char *line, long number);   /* a code line */
void wg_msvc_c_define(wg_family_file *ff, const char *line, long number); /* a #define */
int wg_void_members_tree_facts(wg_tree *t); /* the C structs' members (0, or -1 when out of memory) */
int wg_void_member_arithmetic(const wg_family_file *ff, const char *line, long number); /* lr->data + n on a void * member */

/* ---- scan_msvc_limits.c: SCAN_ZERO_SIZE_ARRAY, SCAN_MSVC_STRING_LITERAL_LIMIT, SCAN_BRACED_NARROWING */
/* code: the file's text with comments blanked and literals emptied (scan_declarations.c) */
void wg_msvc_limits_file(wg_family_file *ff, const char *code);

/* ---- scan_windows_branch.c: code only a Windows configure reaches ------------------------------ */
/* Whether the branch of condition (an if()/elseif(), or the else() of that if() where else_branch)
 * is one a Windows configure takes and a Linux one does not: if(WIN32), if(MSVC), else() of if(UNIX). */
int wg_windows_only_branch(const char *condition, int else_branch);
/* Whether a source path (resolved, relative to the root) that no tree file has is a missing file
 * rather than one of a folder the tree does not carry (a submodule): its folder holds files of
 * the tree, or a file of its name lies elsewhere in it. */
int wg_windows_source_missing(const wg_tree *t, const char *source);
/* Whether missing is item or ends with "/" + item (a helper's prefix added to a Windows item). */
int wg_windows_source_from(const char *missing, const char *item);
/* SCAN_WIN_BRANCH_UNDECLARED over the tree, once the lines are placed (0, or -1 when out of
 * memory); then its findings in each file. */
int wg_windows_branch_tree_facts(wg_tree *t);
void wg_windows_branch_file(wg_family_file *ff);
/* What scan_windows_names.c shares with it: a condition that names a platform's or compiler's
 * macro, a macro or typedef name of the SDK's core headers or the CRT, a finding of the class. */
int wg_windows_platform_condition(const char *condition);
int wg_windows_sdk_name(const char *name);
void wg_windows_undeclared_add(wg_tree *t, const char *path, long line, const char *message);
/* ---- scan_windows_names.c: misspelt or stale names of Windows-only code (0, or -1 when out of memory) */
int wg_windows_names_tree_facts(wg_tree *t);
/* Whether the word w[0..n) takes an expression after it, not a type ("return", "sizeof", ...): no declaration follows. */
int wg_expression_word(const char *w, size_t n);
/* ---- scan_windows_locals.c: names a Windows-only function body reads that nothing in scope declares */
/* codes: each source's code text (NULL where none); marks: [lines + 1] per source, 1 on a Windows-only line */
int wg_windows_locals(wg_tree *t, char *const *codes, unsigned char *const *marks);
/* Whether the folder path[0..n) has a component naming another platform by a word of its own (Build_iOS, android) (scan_cmake.c). */
int wg_other_platform_folder(const char *path, size_t n);
/* SCAN_CMAKE_WIN_MISSING_SOURCE at the CMake lines the evaluation noted. */
void wg_windows_branch_cmake_command(wg_family_file *ff, const char *name, long line, const wg_cmake_arg *args, size_t argc);

/* ---- scan_function_bodies.c: SCAN_MISSING_RETURN over whole bodies ----------------------------- */
void wg_function_bodies_file(wg_family_file *ff, const char *code); /* code: as wg_msvc_limits_file's */

/* ---- scan_dll_exports.c: SCAN_DLL_MISSING_EXPORT, SCAN_DLLEXPORT_NONCOPYABLE_MEMBER (headers) ----- */
void wg_dll_exports_file(wg_family_file *ff, const char *code); /* code: as wg_msvc_limits_file's */

/* ---- scan_openmp.c: OpenMP forms MSVC's OpenMP 2.0 rejects ------------------------------------ */
int wg_openmp_later_runtime(const wg_tree *t); /* the CMake picks /openmp:llvm or /openmp:experimental */
int wg_openmp_20(const wg_family_file *ff);   /* cl.exe compiles the tree's OpenMP pragmas as OpenMP 2.0 */
int wg_openmp_unsigned_aliases(wg_tree *t);   /* collects the tree's unsigned and signed integer aliases */
int wg_openmp_unsigned_alias(const wg_tree *t, const char *p, char *name, size_t size); /* p's type is one */
int wg_openmp_pragma_macros(wg_tree *t);      /* collects the tree's OpenMP pragma macros */
int wg_openmp_pragma_macro_line(const wg_tree *t, const char *line); /* NAME(parallel for ...) on the line */
int wg_openmp_local_unsigned_alias(const wg_family_file *ff, const char *p, long number, char *name, size_t size);
/* p just after the "for (" of the loop an omp for pragma takes: 1 where it reported the loop's form */
int wg_openmp_loop_form(wg_family_file *ff, const char *p, long number);
void wg_openmp_line(wg_family_file *ff, const char *line, long number);

#endif
