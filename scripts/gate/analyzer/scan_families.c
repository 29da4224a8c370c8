/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_families.c: rule families of defects real engines fixed for MSVC (issue 31), beside the
 * original rules of scan.c:
 *   SCAN_WINDOWS_MACRO_NAME  names the Windows SDK headers define as macros (min/max, also as a
 *                            member call's name, near, far, interface, small, winnt.h's and
 *                            winbase.h's values) used where a translation unit has included
 *                            <windows.h> before (no NOMINMAX, no #undef since: scan.c's
 *                            sdk_macros); a use only a user's unit of a header-only library's
 *                            public header sees (sdk_user_macros) is a warning
 *   SCAN_MSVC_SYNTAX         syntax MSVC rejects: designated initializers before C++20, compound
 *                            literals in C++, a const int as an array bound in C, void* arithmetic
 *   SCAN_GCC_EXTENSION       (scan.c) now quiet when the tree defines a stand-in for the name on
 *                            the Windows path (#define __builtin_popcountll __popcnt64)
 *   SCAN_OPENMP_UNSIGNED     an OpenMP for loop with an unsigned index (MSVC's OpenMP 2.0: C3016)
 *   SCAN_VECTOR_OPERATOR     +, -, *, /, &, |, ^ on __m128/__m256 values (GCC vector extensions)
 *   SCAN_MSVC_LINK_LIB       m, stdc++, pthread, dl, rt linked on the Windows path (dl not where
 *                            the tree provides dlfcn-win32, whose target is named dl), and any
 *                            GNU -l<name> item there (link.exe ignores it: LNK4044)
 *   SCAN_SHARED_NO_EXPORT    add_library(SHARED) on the Windows path in a tree that exports
 *                            nothing (no import library is made)
 *   SCAN_ALT_TOKEN           and, or, not, ... as operators in C++ without /permissive-
 *   SCAN_CMAKE_TRAP          project(... ASM)/enable_language(ASM) (cl cannot assemble GNU .S),
 *                            CMAKE_MSVC_RUNTIME_LIBRARY under a minimum version below 3.15
 *                            without CMP0091 NEW (ignored)
 *   SCAN_MSVC_KEYWORD_NAME   _int8, _int16, _int32, _int64 declared as names (cl.exe's keywords)
 *   SCAN_MISSING_RETURN      a non-void function defined with an empty body on one line (C4716,
 *                            an error by default)
 *   SCAN_DEFAULT_ARG_IN_INSTANTIATION  a default argument in an explicit instantiation
 *   SCAN_DLLIMPORT_DEFINITION  a header's function defined under a macro users expand to dllimport
 *   SCAN_WIN32_TCHAR_API     a generic Win32 name (CreateFile, PathMatchSpec) given a char string
 *                            where UNICODE is defined (its W function takes wchar_t strings)
 *   SCAN_MSVC_MATH_DEFINES   M_PI, M_E, M_SQRT2, ... where nothing defines _USE_MATH_DEFINES: the
 *                            UCRT's <math.h> declares them only then (C2065)
 *   SCAN_CMAKE_POSIX_COMMAND a build or configure step whose program is a POSIX utility Windows
 *                            lacks (rm, cp, touch, sed, ...), mkdir -p, or echo where no shell
 *                            runs it (execute_process)
 *   SCAN_CMAKE_WRONG_LANG_FLAG  cl.exe's flags (/bigobj, /MP, ...) a target hands its users with no
 *                            $<COMPILE_LANGUAGE:...> guard: a CUDA user's nvcc gets them
 *   SCAN_CMAKE_CHECK_WRONG_LANG  a CMake probe in the wrong language: check_symbol_exists (C) of a
 *                            C++ header, check_c_compiler_flag of a C++ flag and the reverse */
#include "scan.h"
#include "scan_internal.h"
#include "scan_text.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The whole word `word` at or after p in line, or NULL. */
const char *wg_word_in(const char *line, const char *word)
{
    size_t n = strlen(word);
    for (const char *p = strstr(line, word); p; p = strstr(p + 1, word))
        if ((p == line || !is_name(p[-1])) && !is_name(p[n]))
            return p;
    return NULL;
}


int wg_tree_defines_on_path(const wg_tree *t, const char *path, const char *name)
{
    size_t n = strlen(name);
    if ((t->names_sorted ? wg_strlist_sorted_has(t->standins, t->standin_count, name)
                         : wg_strlist_has(t->standins, t->standin_count, name, n)) ||
        wg_strlist_has(t->defines_on, t->defines_on_count, name, n))
        return 1;
    /* A stand-in a translation unit defines serves that unit only (turbojpeg-jni.c's setenv). */
    char key[1024];
    int k = snprintf(key, sizeof key, "%s\t%s", path, name);
    return k > 0 && (size_t)k < sizeof key &&
           (t->names_sorted ? wg_strlist_sorted_has(t->unit_standins, t->unit_standin_count, key)
                            : wg_strlist_has(t->unit_standins, t->unit_standin_count, key, (size_t)k));
}

/* ---- SCAN_WINDOWS_MACRO_NAME ------------------------------------------------------------------ */

/* Whether the parameter `name` on line `number` belongs to a declaration with no body
 * ("virtual void SetProjection(double near, double far) = 0;"): the SDK's empty near/far leave
 * the parameter unnamed there, which is legal; a definition would lose the name its body uses.
 * Read in the file's text from the name to the ')' that closes its list, then what follows. */
static int parameter_of_declaration(const wg_tree_file *f, long number, const char *name)
{
    const char *p = f->text, *end = f->text + f->length;
    for (long k = 1; k < number && p < end; ++k) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl + 1 : end;
    }
    const char *line_end = memchr(p, '\n', (size_t)(end - p));
    size_t n = strlen(name);
    for (const char *q = p; q && q + n <= (line_end ? line_end : end); ++q)
        if (strncmp(q, name, n) == 0 && (q == f->text || !is_name(q[-1])) && !is_name(q[n])) {
            p = q + n;
            break;
        }
    int depth = 0;
    for (; p < end; ++p) {
        if (*p == '(' || *p == '[' || *p == '{')
            ++depth;
        else if (*p == ';' || ((*p == ')' || *p == ']' || *p == '}') && --depth < 0))
            break;
    }
    if (p >= end || *p != ')')
        return 0; /* not in a parameter list */
    for (++p; p < end;) {
        while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '&'))
            ++p;
        static const char *const qualifiers[] = {"const", "volatile", "noexcept", "override", "final", NULL};
        size_t k = 0;
        while (qualifiers[k] && !((size_t)(end - p) > strlen(qualifiers[k]) && strncmp(p, qualifiers[k], strlen(qualifiers[k])) == 0 &&
                                  !is_name(p[strlen(qualifiers[k])])))
            ++k;
        if (!qualifiers[k])
            break;
        p += strlen(qualifiers[k]);
    }
    if (p < end && *p == ';')
        return 1;
    if (p < end && *p == '=') { /* = 0, = default, = delete */
        ++p;
        while (p < end && (*p == ' ' || *p == '\t'))
            ++p;
        return p < end && (*p == '0' || strncmp(p, "default", 7) == 0 || strncmp(p, "delete", 6) == 0);
    }
    return 0;
}

/* The SDK's generic names, macros for their A or W functions (winbase.h's CopyFile is CopyFileW
 * under UNICODE, CopyFileA else), and wingdi.h's RGB(r,g,b). WG_SDK_WINDOWS_H: <windows.h>
 * itself defines the macro, whatever NOMINMAX and WIN32_LEAN_AND_MEAN say (SCAN_WINDOWS_MACRO_NAME);
 * WG_SDK_STRINGS: a function of strings, from <windows.h> or another SDK header (shlwapi.h's
 * PathMatchSpec, ws2tcpip.h's InetPton), whose W form takes wchar_t (SCAN_WIN32_TCHAR_API). */
const wg_sdk_name wg_sdk_names[] = {
    {"CopyFile", WG_SDK_WINDOWS_H | WG_SDK_STRINGS}, {"MoveFile", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"DeleteFile", WG_SDK_WINDOWS_H | WG_SDK_STRINGS}, {"CreateFile", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"CreateDirectory", WG_SDK_WINDOWS_H | WG_SDK_STRINGS}, {"RemoveDirectory", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"GetCurrentDirectory", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"SetCurrentDirectory", WG_SDK_WINDOWS_H | WG_SDK_STRINGS}, {"GetTempPath", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"GetFullPathName", WG_SDK_WINDOWS_H | WG_SDK_STRINGS}, {"GetModuleFileName", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"GetFileAttributes", WG_SDK_WINDOWS_H | WG_SDK_STRINGS}, {"FindFirstFile", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"FindNextFile", WG_SDK_WINDOWS_H | WG_SDK_STRINGS}, {"GetObject", WG_SDK_WINDOWS_H},
    {"GetMessage", WG_SDK_WINDOWS_H}, {"SendMessage", WG_SDK_WINDOWS_H}, {"PostMessage", WG_SDK_WINDOWS_H},
    {"DispatchMessage", WG_SDK_WINDOWS_H}, {"PeekMessage", WG_SDK_WINDOWS_H}, {"LoadImage", WG_SDK_WINDOWS_H},
    {"LoadLibrary", WG_SDK_WINDOWS_H | WG_SDK_STRINGS}, {"LoadString", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"DrawText", WG_SDK_WINDOWS_H}, {"GetClassName", WG_SDK_WINDOWS_H},
    {"GetUserName", WG_SDK_WINDOWS_H | WG_SDK_STRINGS}, {"GetComputerName", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"CreateEvent", WG_SDK_WINDOWS_H | WG_SDK_STRINGS}, {"CreateMutex", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"CreateSemaphore", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"GetEnvironmentVariable", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"SetEnvironmentVariable", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"FormatMessage", WG_SDK_WINDOWS_H | WG_SDK_STRINGS}, {"MessageBox", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"CreateWindow", WG_SDK_WINDOWS_H}, {"GetCommandLine", WG_SDK_WINDOWS_H},
    {"CreateProcess", WG_SDK_WINDOWS_H | WG_SDK_STRINGS}, {"OutputDebugString", WG_SDK_WINDOWS_H | WG_SDK_STRINGS},
    {"RGB", WG_SDK_WINDOWS_H}, {"MoveFileEx", WG_SDK_STRINGS}, {"GetFileAttributesEx", WG_SDK_STRINGS},
    {"SetFileAttributes", WG_SDK_STRINGS}, {"GetTempFileName", WG_SDK_STRINGS}, {"GetModuleHandle", WG_SDK_STRINGS},
    {"GetModuleHandleEx", WG_SDK_STRINGS}, {"LoadLibraryEx", WG_SDK_STRINGS},
    {"ExpandEnvironmentStrings", WG_SDK_STRINGS}, {"ShellExecute", WG_SDK_STRINGS}, {"OpenMutex", WG_SDK_STRINGS},
    {"OpenEvent", WG_SDK_STRINGS}, {"CreateFileMapping", WG_SDK_STRINGS}, {"OpenFileMapping", WG_SDK_STRINGS},
    {"RegOpenKeyEx", WG_SDK_STRINGS}, {"RegQueryValueEx", WG_SDK_STRINGS}, {"RegSetValueEx", WG_SDK_STRINGS},
    {"RegCreateKeyEx", WG_SDK_STRINGS}, {"RegDeleteKey", WG_SDK_STRINGS}, {"RegDeleteValue", WG_SDK_STRINGS},
    {"RegGetValue", WG_SDK_STRINGS}, {"GetVolumeInformation", WG_SDK_STRINGS}, {"GetDiskFreeSpaceEx", WG_SDK_STRINGS},
    {"GetDriveType", WG_SDK_STRINGS}, {"PathMatchSpec", WG_SDK_STRINGS}, {"PathFileExists", WG_SDK_STRINGS},
    {"PathIsRelative", WG_SDK_STRINGS}, {"PathCombine", WG_SDK_STRINGS}, {"SHGetFolderPath", WG_SDK_STRINGS},
    {"InetPton", WG_SDK_STRINGS}, {"InetNtop", WG_SDK_STRINGS}, {"GetAddrInfo", WG_SDK_STRINGS},
    {"CreateNamedPipe", WG_SDK_STRINGS}, {"WaitNamedPipe", WG_SDK_STRINGS}, {"GetLongPathName", WG_SDK_STRINGS},
    {"GetShortPathName", WG_SDK_STRINGS}, {"lstrlen", WG_SDK_STRINGS}, {"lstrcpy", WG_SDK_STRINGS},
    {"lstrcmp", WG_SDK_STRINGS}, {"lstrcmpi", WG_SDK_STRINGS}, {"lstrcat", WG_SDK_STRINGS},
    {"FindWindow", WG_SDK_STRINGS}, {"SetWindowText", WG_SDK_STRINGS}, {"GetWindowText", WG_SDK_STRINGS}, {NULL, 0}};

/* Whether line declares an enum whose braces open before p ("enum class Kind {A, B, p"). */
static int enum_before(const char *line, const char *p)
{
    const char *e = wg_word_in(line, "enum");
    const char *brace = e ? strchr(e, '{') : NULL;
    return e && brace && brace < p && !wg_in_literal(line, e);
}

/* Whether the declaration whose parameter list opens at open, on line number of the file, is
 * one only its own unit sees renamed alike: a member declared without a body inside a class
 * (an indented line ending in ';' after the parameters: dhewm3's idFileSystemLocal, a class of
 * FileSystem.cpp, whose CopyFile members are CopyFileA there and in their calls alike), or a
 * function template (template <...> on its line or the one before: srt's CreateFile<Iface>,
 * instantiated only where it is defined). A body at namespace scope is still a definition other
 * units may call by the other name. WG_SCAN_MACRO_NAME_OWN_UNIT_OFF switches it off. */
static int renamed_alike_in_unit(const wg_family_file *ff, const char *line, const char *open, long number)
{
#ifndef WG_SCAN_MACRO_NAME_OWN_UNIT_OFF
    const char *text = ff->file->text, *start = text;
    for (long k = 1; k < number - 1 && start; ++k) {
        start = strchr(start, '\n');
        start = start ? start + 1 : NULL;
    }
    if (number > 1 && start && strncmp(skip_blank(start), "template", 8) == 0 && !is_name(skip_blank(start)[8]))
        return 1; /* the line before */
    if (strncmp(skip_blank(line), "template", 8) == 0 && !is_name(skip_blank(line)[8]))
        return 1;
    if (*line != ' ' && *line != '\t')
        return 0;
    int depth = 0;
    const char *q = open;
    for (; *q && *q != '\n'; ++q) {
        depth += *q == '(' ? 1 : *q == ')' ? -1 : 0;
        if (depth == 0)
            break;
    }
    if (*q != ')')
        return 0; /* parameters go on below: not decided here */
    for (++q; *q && *q != '\n' && *q != ';' && *q != '{'; ++q)
        ;
    return *q == ';';
#else
    (void)ff, (void)line, (void)open, (void)number;
    return 0;
#endif
}

/* A function (or variable, for RGB one initialized with parentheses) of the project's own,
 * defined under one of those names in a source file that sees <windows.h>: the definition is
 * renamed (CopyFileW) and a unit that does not include <windows.h> calls the other name
 * (LNK2019), or the SDK's declaration clashes with it. A call or a member use is not reported. */
static int sdk_function_names(wg_family_file *ff, const char *line, long number, char *message, size_t size)
{
    for (size_t i = 0; wg_sdk_names[i].name; ++i) {
        const char *name = wg_sdk_names[i].name;
        if (!(wg_sdk_names[i].flags & WG_SDK_WINDOWS_H))
            continue;
        const char *p = wg_word_in(line, name);
        if (!p || wg_in_literal(line, p) || p == line || p[-1] == '.' || p[-1] == ':' || (p[-1] == '>' && p - 1 > line && p[-2] == '-'))
            continue;
        const char *after = skip_blank(p + strlen(name)), *b = p;
        while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
            --b;
        int after_type = b < p && b > line && (is_name(b[-1]) || b[-1] == '>' || b[-1] == '*' || b[-1] == '&') &&
                         !(b - line >= 6 && strncmp(b - 6, "return", 6) == 0) && !(b - line >= 3 && strncmp(b - 3, "new", 3) == 0) &&
                         !(b - line >= 4 && strncmp(b - 4, "else", 4) == 0);
        /* inside an open parenthesis the name is a call in a condition or an argument, not a
         * declaration: hwloc's "while (!finish && GetMessage(&msg, ...))", whose "&&" read as a
         * reference type */
        int depth = 0;
        for (const char *q = line; q < p; ++q)
            depth += *q == '(' ? 1 : *q == ')' ? -1 : 0;
        if (!after_type || *after != '(' || depth > 0)
            continue;
        /* Only a definition in a source file: the unit that defines it renames it (CopyFileW),
         * while the callers' units that do not see <windows.h> call CopyFile (Open3D's
         * FileSystem.cpp). A body in a header (xgboost's in-class Json::GetObject() { ... }) is
         * renamed alike in every unit that sees <windows.h> and links nowhere; a header's
         * declaration is renamed only where its includer saw <windows.h>, which may be every unit
         * that calls it (tvm's file_utils.h builds in its MSVC CI): the scan cannot tell. */
        const char *dot = strrchr(ff->file->path, '.');
        if (dot && (dot[1] == 'h' || dot[1] == 'H' || strcmp(dot, ".inl") == 0 || strcmp(dot, ".cuh") == 0))
            continue;
        if (renamed_alike_in_unit(ff, line, after, number))
            continue;
        snprintf(message, size, "'%s' declared as the project's own function where <windows.h> is seen: the SDK defines it as a macro (%s)",
                 name, strcmp(name, "RGB") == 0 ? "RGB(r,g,b)" : "its A or W form");
        return 1;
    }
    return 0;
}

/* A call of min or max under a scope: std::min(a, b), numeric_limits<T>::max(), and any
 * other type's static member, std::chrono::microseconds::max() or duration::max(): a name
 * followed by '(' invokes the function-like macro whatever qualifies it. (std::min)(a, b) is
 * the fixed form (a ')' follows), std::min_element another name, std::min<T>(a, b) names the
 * template (SPTAG, usearch). Returns the scope's start, or NULL. */
static const char *scoped_minmax_call(const char *line, const char *which)
{
    for (const char *p = strstr(line, which); p; p = strstr(p + 1, which)) {
        const char *end = p + strlen(which);
        if (p == line || !(is_name(p[-1]) || p[-1] == '>') || is_name(*end) || *skip_blank(end) != '(' || wg_in_literal(line, p))
            continue;
        const char *b = p;
        while (b > line && (is_name(b[-1]) || b[-1] == ':' || b[-1] == '<' || b[-1] == '>'))
            --b;
        return b;
    }
    return NULL;
}

/* A member call of min or max, "bbmin.min(u)" or "box->max(p)": the function-like macro takes
 * the member's name whatever object precedes it (C4003 with one argument, a syntax error with
 * two); "(bbmin.min)(u)" is the fixed form (a ')' follows the name). Indigo's render_context.cpp
 * called its vector type's min()/max() members after <windows.h>. Returns the member's start. */
static const char *member_minmax_call(const char *line, const char *which)
{
#ifdef WG_SCAN_MEMBER_MINMAX_OFF
    (void)line, (void)which;
    return NULL;
#else
    size_t n = strlen(which);
    for (const char *p = strstr(line, which); p; p = strstr(p + 1, which)) {
        int member = p > line && (p[-1] == '.' || (p[-1] == '>' && p - 1 > line && p[-2] == '-'));
        if (member && !is_name(p[n]) && *skip_blank(p + n) == '(' && !wg_in_literal(line, p))
            return p;
    }
    return NULL;
#endif
}

/* Whether line uses a name the SDK's macros defined there (macros: WG_SDK_* bits) replace: 0
 * no, 1 yes (message says how), 2 a std::min(/std::max( the build's NOMINMAX, defined under a
 * CMake condition the model cannot decide, may keep away. */
static int windows_macro_finding(wg_family_file *ff, const char *line, long number, unsigned macros, char *message, size_t size)
{
    static const char *const calls[] = {"::min", "::max", NULL};
    for (size_t i = 0; calls[i]; ++i) {
        if (!(macros & (i == 0 ? WG_SDK_MIN : WG_SDK_MAX)))
            continue;
        const char *p = scoped_minmax_call(line, calls[i]);
        const char *scope_end = p ? strstr(p, calls[i]) : NULL;
#ifdef WG_SCAN_SCOPED_MINMAX_OFF
        if (p && !(scope_end == p + 3 && strncmp(p, "std", 3) == 0) && scope_end[-1] != '>')
            p = NULL; /* the rule before: std::min( and >::max( only */
#endif
        const char *member = p ? NULL : member_minmax_call(line, calls[i] + 2);
        if (member) {
            snprintf(message, size, "member call %s%s(...) where <windows.h> has defined the min/max macros (no NOMINMAX, no #undef): "
                     "the macro replaces it", member[-1] == '.' ? "." : "->", calls[i] + 2);
            p = member, scope_end = member;
        } else if (p)
            snprintf(message, size, "%.*s%s(...) where <windows.h> has defined the min/max macros (no NOMINMAX, no #undef): they replace it",
                     (int)(scope_end - p > 120 ? 120 : scope_end - p), scope_end - p > 120 ? scope_end - 120 : p, calls[i]);
        if (p) {
            /* The build defines NOMINMAX, but under a CMake condition the model cannot decide
             * (libigl's, inside a helper behind if(TARGET ...)), or the configure reads a CMake
             * file from outside the tree that may define it (a found package's module: magnum's
             * Corrade): undecided, not counted. */
            return (wg_strlist_has(ff->tree->defines_any, ff->tree->defines_any_count, "NOMINMAX", 8) ||
                    ff->tree->outside_include) &&
                           !wg_strlist_has(ff->tree->defines_on, ff->tree->defines_on_count, "NOMINMAX", 8)
                       ? 2
                       : 1;
        }
    }
    /* winnt.h's LoadFence/StoreFence/MemoryFence (x64: _mm_mfence)/MemoryBarrier and DELETE, winbase.h's IGNORE, winerror.h's NO_ERROR, basetsd.h's
     * MAXINT..., minwindef.h's empty IN/OUT/OPTIONAL, wingdi.h's ERROR, ABSOLUTE, RELATIVE,
     * TRANSPARENT, OPAQUE: defined whatever NOMINMAX and WIN32_LEAN_AND_MEAN say; ERROR, a region
     * flag, not under NOGDI (WG_SDK_GDI). */
    static const char *const names[] = {"near", "far", "interface", "small", "LoadFence", "StoreFence", "MemoryFence", "MemoryBarrier",
                                        "NO_ERROR", "MAXINT", "MININT", "MAXUINT", "MAXLONG", "MINLONG", "MAXULONG",
                                        "ERROR", "DELETE", "IN", "OUT", "OPTIONAL", "ABSOLUTE", "RELATIVE", "TRANSPARENT",
                                        "OPAQUE", "STRICT" /* windef.h's 1 (tinygltf's ParseStrictness::STRICT) */,
                                        "IGNORE" /* winbase.h's 0 (MAVSDK's TriggerControl::IGNORE) */, NULL};
    static const unsigned bits[] = {WG_SDK_NEAR, WG_SDK_FAR, WG_SDK_INTERFACE, WG_SDK_SMALL, WG_SDK_NAMES, WG_SDK_NAMES, WG_SDK_NAMES,
                                    WG_SDK_NAMES, WG_SDK_NAMES, WG_SDK_NAMES, WG_SDK_NAMES, WG_SDK_NAMES, WG_SDK_NAMES,
                                    WG_SDK_NAMES, WG_SDK_NAMES, WG_SDK_GDI, WG_SDK_NAMES, WG_SDK_NAMES, WG_SDK_NAMES,
                                    WG_SDK_NAMES, WG_SDK_NAMES, WG_SDK_NAMES, WG_SDK_NAMES, WG_SDK_NAMES, WG_SDK_NAMES, WG_SDK_NAMES};
    for (size_t i = 0; names[i]; ++i) {
        const char *p = wg_word_in(line, names[i]);
        if (!p || !(macros & bits[i]) || wg_in_literal(line, p))
            continue;
        /* As a name: a declarator (float near;), a parameter, or a member (.near, ->far); a
         * function of the SDK's macro names declared (void LoadFence() {). */
        const char *after = skip_blank(p + strlen(names[i]));
        int member = p > line && (p[-1] == '.' || (p[-1] == '>' && p - 1 > line && p[-2] == '-'));
        const char *b = p;
        while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
            --b;
        /* after a type: a name, or a template's closing '>' (Array<T> IN = ...; not "->", nor ">>") */
        int after_type = b < p && b > line &&
                         (is_name(b[-1]) || (b[-1] == '>' && b - 1 > line && b[-2] != '-' && b[-2] != '>' && b[-2] != ' ')) &&
                         !(b - line >= 6 && strncmp(b - 6, "return", 6) == 0) && !(b - line >= 4 && strncmp(b - 4, "case", 4) == 0);
        int declared = strchr(";,=)[{", *after) && *after && p > line; /* { : a brace initializer */
        if (bits[i] == WG_SDK_NAMES || bits[i] == WG_SDK_GDI) /* the SDK's own value (== NO_ERROR) is its use: only a declaration of the name */
            declared = (after_type && *after && strchr("=;,([{", *after)) ||
                       (b == line && *after && strchr(",=}", *after) && (ff->previous_end == '{' || ff->previous_end == ',')) ||
                       (b > line && (b[-1] == '{' || b[-1] == ',') && *after && strchr(",=}", *after) && enum_before(line, p));
            /* an enumerator opens its line after "{" or "," (not a macro's argument after "(": abseil's ABSL_RAW_LOG(\n ERROR, ...)),
             * or follows one in an enum declared on one line (casadi's enum class InputType {REG, FWD, ADJ, OUT, ADJ_OUT};) */
        if (declared && !member && (bits[i] == WG_SDK_NEAR || bits[i] == WG_SDK_FAR) && after_type &&
            (*after == ',' || *after == ')') && parameter_of_declaration(ff->file, number, names[i]))
            continue;
        if (member || declared) {
            snprintf(message, size, "'%s' used as a name: the Windows SDK defines it as a macro (%s)", names[i],
                     bits[i] == WG_SDK_NAMES || bits[i] == WG_SDK_GDI ? "a value, an intrinsic or nothing" : names[i][0] == 'i' ? "struct" : names[i][0] == 's' ? "char" : "empty");
            return 1;
        }
    }
    return (macros & WG_SDK_NAMES) && sdk_function_names(ff, line, number, message, size);
}

/* The engine's own units (sdk_macros) decide what is counted. A header-only library's public
 * header read as a user's unit reads it, after <windows.h> without NOMINMAX (sdk_user_macros),
 * gives a warning where only that reading finds the use: the engine's Windows build compiles
 * it, a user's unit set up that way does not until it defines NOMINMAX. */
static void windows_macro_names(wg_family_file *ff, const char *line, long number)
{
    unsigned own = ff->file->sdk_macros ? ff->file->sdk_macros[number] : 0u;
    unsigned user = ff->file->sdk_user_macros ? ff->file->sdk_user_macros[number] : 0u;
    char message[512];
    int found = own ? windows_macro_finding(ff, line, number, own, message, sizeof message) : 0;
    if (found == 2) {
        char why[400];
        if (wg_strlist_has(ff->tree->defines_any, ff->tree->defines_any_count, "NOMINMAX", 8))
            snprintf(why, sizeof why, "NOMINMAX is defined by the build under a condition the scan cannot decide");
        else
            snprintf(why, sizeof why, "the configure includes a CMake file from outside the tree at %s (a found package's module), "
                     "whose compile definitions (NOMINMAX) the scan cannot read", ff->tree->outside_include);
        ff->report_apart(ff->context, number, "SCAN_WINDOWS_MACRO_NAME", message, why);
    }
    else if (found)
        ff->report(ff->context, number, "SCAN_WINDOWS_MACRO_NAME", message);
    else if ((user & ~own) && windows_macro_finding(ff, line, number, own | user, message, sizeof message)) {
        size_t n = strlen(message);
        snprintf(message + n, sizeof message - n, "%s",
                 strstr(message, "min/max")
                     ? "; only in a user's unit that includes <windows.h> first: define NOMINMAX there, or parenthesise "
                       "(std::min)(a, b) in the header (a warning: no unit of the engine's own build sees the macros here)"
                     : "; only in a user's unit that includes <windows.h> first: rename it, or #undef it after <windows.h> "
                       "(a warning: no unit of the engine's own build sees the macro here)");
        ff->report_user(ff->context, number, "SCAN_WINDOWS_MACRO_NAME", message);
    }
}

/* ---- SCAN_MSVC_SYNTAX ------------------------------------------------------------------------- */

static int name_list_has(char names[][64], size_t count, const char *name, size_t n)
{
    for (size_t i = 0; i < count; ++i)
        if (strlen(names[i]) == n && strncmp(names[i], name, n) == 0)
            return 1;
    return 0;
}

static void remember_name(char names[][64], size_t *count, size_t max, const char *name, size_t n)
{
    if (*count < max && n < 64 && !name_list_has(names, *count, name, n)) {
        memcpy(names[*count], name, n);
        names[(*count)++][n] = '\0';
    }
}

/* Whether p lies inside a string literal of line ("dtype.flag={} , .dt={}" is text). */
static int in_string(const char *line, const char *p)
{
    int quoted = 0;
    for (const char *q = line; q < p; ++q)
        if (*q == '\\' && quoted && q[1])
            ++q;
        else if (*q == '"')
            quoted = !quoted;
        else if (*q == '\'' && !quoted && q[1] && q[2] == '\'')
            q += 2; /* a character literal: '"' */
    return quoted;
}

/* Whether line holds a ';' outside its string literals: the statement ends there. */
static int ends_statement(const char *line)
{
    for (const char *p = strchr(line, ';'); p; p = strchr(p + 1, ';'))
        if (!in_string(line, p))
            return 1;
    return 0;
}

/* ".name = value" at the start of a member (after '{' or ',', on this line or ending the last):
 * a designated initializer, which MSVC takes only with /std:c++20. */
static int designated_member(const wg_family_file *ff, const char *line)
{
    for (const char *p = strchr(line, '.'); p; p = strchr(p + 1, '.')) {
        const char *b = p - 1;
        while (b >= line && (*b == ' ' || *b == '\t'))
            --b;
        /* at the line's start: after a line that ends in '{' or ',' (one member a line) */
        char before = b < line ? ff->previous_end : *b;
        if (before != '{' && before != ',')
            continue;
        const char *n = p + 1;
        if (!(isalpha((unsigned char)*n) || *n == '_'))
            continue;
        while (is_name(*n))
            ++n;
        n = skip_blank(n);
        if (*n == '=' && n[1] != '=' && !in_string(line, p))
            return 1;
    }
    return 0;
}

/* (Type){ ... } after '=', '(', ',' or return: a C99 compound literal, not C++. */
static int compound_literal(const char *line)
{
    for (const char *p = strchr(line, '('); p; p = strchr(p + 1, '(')) {
        const char *b = p - 1;
        while (b >= line && (*b == ' ' || *b == '\t'))
            --b;
        if (b < line)
            continue; /* the line starts with it: nothing before to be a value position */
#ifndef WG_SCAN_LITERAL_TEXT_OFF
        /* Text a code generator writes ("sg->{} = (OSL::ClosureColor*){};", OSL's C++ backend,
         * whose {} are fmt's fields): a string, not code (9 false alarms at its newest commit). */
        if (in_string(line, p))
            continue;
#endif
        /* after '=' (not operator=), '(', ',' or return, on this line */
        const char *o = b;
        while (o > line && strchr("=+-*/%<>!&|^[]", o[-1]))
            --o;
        while (o > line && (o[-1] == ' ' || o[-1] == '\t')) /* "operator = (T *p)": Jolt's, Catch's Ptr */
            --o;
        if (o - line >= 8 && strncmp(o - 8, "operator", 8) == 0)
            continue;
        int after_value = *b == '=' || *b == '(' || *b == ',' ||
                          (b - line >= 5 && strncmp(b - 5, "return", 6) == 0 && (b - line < 6 || !is_name(b[-6])));
        if (!after_value)
            continue;
        const char *n = skip_blank(p + 1);
        if (!(isalpha((unsigned char)*n) || *n == '_'))
            continue;
        const char *type = n;
        while (is_name(*n) || *n == ' ' || *n == '*' || *n == ':')
            ++n;
        const char *type_end = n;
#ifndef WG_SCAN_ARRAY_COMPOUND_LITERAL_OFF
        /* an array type, "(const char *[]){...}" (luanti's button_imagenames): its bound, if any,
         * a name or a number */
        if (*n == '[') {
            const char *c = n + 1;
            while (is_name(*c) || *c == ' ')
                ++c;
            if (*c == ']')
                n = skip_blank(c + 1);
        }
#endif
        if (*n != ')')
            continue;
        /* "(T name)" is a parameter list (a lambda's), "(T)" or "(T *)" a type */
        int words = 0, star = 0;
        for (const char *w = type; w < type_end; ++w) {
            star |= *w == '*';
            if (is_name(*w) && (w == type || !is_name(w[-1])) && !(w > type && w[-1] == ':'))
                ++words;
        }
        if (words > 1 && !star && strncmp(type, "struct ", 7) != 0 && strncmp(type, "const ", 6) != 0 &&
            strncmp(type, "unsigned ", 9) != 0)
            continue;
        if (*skip_blank(n + 1) == '{')
            return 1;
    }
    return 0;
}

/* C: const int N = 4; ... float a[N];  -- a VLA in C, which MSVC rejects (C2057). Remembers the
 * constants of the file as it goes (declared on lines of the Windows path: paho's "const size_t
 * KEYSIZE" sits in the #else of a _WIN32 branch that #defines KEYSIZE); whether this line declares
 * an array bounded by one. */
static int c_const_bound(wg_family_file *ff, const char *line, const char *q, long number)
{
    int off = ff->file->state && number >= 0 && number <= ff->file->lines && ff->file->state[number] == WG_OFF;
    static const char *const consts[] = {"const int ", "const size_t ", "const unsigned ", "const long ", NULL};
    for (size_t i = 0; consts[i]; ++i) {
        const char *p = strstr(q, consts[i]);
        if (p && !off && (p == q || strncmp(q, "static ", 7) == 0)) {
            const char *n = skip_blank(p + strlen(consts[i]));
            const char *e = n;
            while (is_name(*e))
                ++e;
            if (e > n && *skip_blank(e) == '=' && !islower((unsigned char)*n) && *n != '_') /* lower case: SCAN_VLA's */
                remember_name(ff->const_ints, &ff->const_int_count, 64, n, (size_t)(e - n));
        }
    }
    for (const char *p = strchr(line, '['); p && ff->const_int_count; p = strchr(p + 1, '[')) {
        const char *n = skip_blank(p + 1), *e = n;
        while (is_name(*e))
            ++e;
        static const char *const types[] = {"int", "float", "double", "char", "unsigned", "size_t", "long", "short",
                                            "uint", "int8", "int16", "int32", "int64", NULL};
        size_t t = 0;
        while (types[t] && strncmp(q, types[t], strlen(types[t])) != 0)
            ++t;
        if (types[t] && e > n && *skip_blank(e) == ']' && p > line && is_name(p[-1]) && strchr(line, ';') &&
            name_list_has(ff->const_ints, ff->const_int_count, n, (size_t)(e - n)))
            return 1;
    }
    return 0;
}

/* The end of a balanced (...) or [...] group opening at p, or NULL. */
static const char *group_end(const char *p)
{
    int depth = 0;
    for (; *p; ++p) {
        if (*p == '(' || *p == '[')
            ++depth;
        else if ((*p == ')' || *p == ']') && --depth == 0)
            return p + 1;
    }
    return NULL;
}

/* C: a cast to void* whose operand then takes + or -: "(void *)(uintptr_t)e->addr - PAGE" (a
 * cast binds tighter than the operator, so the arithmetic is on the void*; jemalloc's extent.h).
 * The operand: further casts, then a name or a parenthesized group, with its ->, ., [] and ()
 * suffixes. sizeof(void *) - 1 has no operand after the ')': no finding. */
/* Whether q opens a cast to an integer type whose operand is signed, "(intptr_t)-1" after a
 * (void *): a cast of a negative constant, no arithmetic on the void pointer (libwebsockets'
 * "cx->stg = (void *)(intptr_t)-1;": a false alarm at its newest commit). The type: C's integer
 * words or a name ending in _t (intptr_t, ssize_t), not a parenthesised variable, "(void *)(p)-1".
 * WG_SCAN_CAST_SIGNED_CONSTANT_OFF switches it off. */
static int integer_cast_of_signed_operand(const char *q)
{
#ifdef WG_SCAN_CAST_SIGNED_CONSTANT_OFF
    (void)q;
    return 0;
#else
    static const char *const integer_words[] = {"int", "long", "short", "char", "unsigned", "signed", NULL};
    if (*q != '(')
        return 0;
    const char *p = skip_blank(q + 1);
    int words = 0;
    while (is_name(*p)) {
        const char *w = p;
        while (is_name(*p))
            ++p;
        size_t n = (size_t)(p - w);
        int integer = n > 2 && w[n - 2] == '_' && w[n - 1] == 't';
        for (size_t k = 0; integer_words[k] && !integer; ++k)
            integer = strlen(integer_words[k]) == n && strncmp(w, integer_words[k], n) == 0;
        if (!integer)
            return 0;
        ++words;
        p = skip_blank(p);
    }
    if (!words || *p != ')')
        return 0;
    p = skip_blank(p + 1);
    return (*p == '-' || *p == '+') && p[1] != p[0] && p[1] != '=';
#endif
}

static int void_cast_arithmetic(const char *line)
{
    for (const char *p = strstr(line, "(void"); p; p = strstr(p + 5, "(void")) {
        const char *q = skip_blank(p + 5);
        if (*q != '*')
            continue;
        q = skip_blank(q + 1);
        if (*q != ')' || (p > line && is_name(p[-1])))
            continue; /* void **, or a call f(void *) */
        const char *b = p;
        while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
            --b;
        if (b > line && b[-1] == ')') { /* (T *)(void *)(x) + 1: the outer pointer cast takes the void * */
            const char *t = b - 1;
            while (t > line && (t[-1] == ' ' || t[-1] == '\t'))
                --t;
            if (t > line && t[-1] == '*')
                continue;
        }
        q = skip_blank(q + 1);
        for (;;) { /* further casts: (uintptr_t), (char *) */
            const char *e = q;
            if (*e != '(')
                break;
            ++e;
            while (is_name(*e) || *e == ' ' || *e == '*')
                ++e;
            if (*e != ')' || e == q + 1)
                break;
            const char *next = skip_blank(e + 1);
            if (!is_name(*next) && *next != '(')
                break;
            q = next;
        }
        if (integer_cast_of_signed_operand(q))
            continue;
        if (is_name(*q) && !isdigit((unsigned char)*q)) {
            while (is_name(*q))
                ++q;
        } else if (*q == '(') {
            if (!(q = group_end(q)))
                continue;
        } else
            continue;
        for (;;) { /* suffixes */
            if (q[0] == '-' && q[1] == '>') {
                q += 2;
                while (is_name(*q))
                    ++q;
            } else if (*q == '.' && is_name(q[1])) {
                for (++q; is_name(*q); ++q)
                    ;
            } else if (*q == '[' || *q == '(') {
                if (!(q = group_end(q)))
                    break;
            } else
                break;
        }
        if (!q)
            continue;
        q = skip_blank(q);
        if ((q[0] == '+' && q[1] != '+' && q[1] != '=') || (q[0] == '-' && q[1] != '-' && q[1] != '>' && q[1] != '='))
            return 1;
    }
    return 0;
}

/* The later declarators of a void * declaration from p: "void *t, *buf = f(a, b);" declares buf
 * void * too (libspng's spng.c). Commas inside an initializer's parentheses separate no
 * declarators; a ')' closing an outer one ends a parameter list. */
static void remember_later_declarators(wg_family_file *ff, const char *p)
{
#ifndef WG_SCAN_VOID_LIST_OFF
    int depth = 0;
    for (; *p && *p != ';' && *p != '{'; ++p) {
        if (*p == '(' || *p == '[')
            ++depth;
        else if ((*p == ')' || *p == ']') && --depth < 0)
            return;
        else if (*p == ',' && depth == 0) {
            const char *s = skip_blank(p + 1);
            if (*s != '*')
                continue;
            s = skip_blank(s + 1);
            const char *e = s;
            while (is_name(*e))
                ++e;
            if (e > s && (isalpha((unsigned char)*s) || *s == '_'))
                remember_name(ff->void_ptrs, &ff->void_ptr_count, 64, s, (size_t)(e - s));
        }
    }
#else
    (void)ff, (void)p;
#endif
}

/* Whether the parameter at p ("void *buf") names nothing past its prototype: a parameter of a
 * function pointer's type, "(*io_func_t)(mp_obj_t obj, void *buf, ...)", which a function body may
 * declare beside its own byte *buf (micropython's mp_stream_rw), or of a typedef's. */
static int prototype_parameter(const char *line, const char *p)
{
#ifdef WG_SCAN_PROTOTYPE_PARAMETER_OFF
    (void)line, (void)p;
    return 0;
#else
    const char *q = skip_blank(line);
    if (strncmp(q, "typedef", 7) == 0 && !is_name(q[7]))
        return 1;
    int depth = 0;
    for (const char *b = p; b > line; --b) {
        depth += (b[-1] == ')') - (b[-1] == '(');
        if (depth < 0) { /* the '(' that opens p's list: after a ')' it lists a pointer's parameters */
            const char *o = b - 1;
            while (o > line && (o[-1] == ' ' || o[-1] == '\t'))
                --o;
            return o > line && o[-1] == ')';
        }
    }
    return 0;
#endif
}

/* C: void *p; ... p + n: arithmetic on void* is a GNU extension (C2036) (C++ code reuses names
 * too freely for this line-by-line view). The names are a function's: forgotten at a '}' in the
 * first column, or when declared again otherwise. Whether this line does such arithmetic. */
static int void_pointer_arithmetic(wg_family_file *ff, const char *line)
{
    if (line[0] == '}')
        ff->void_ptr_count = 0;
    for (size_t i = 0; i < ff->void_ptr_count; ++i) {
        const char *p = wg_word_in(line, ff->void_ptrs[i]);
        const char *b = p ? p - 1 : NULL;
        while (b && b >= line && (*b == ' ' || *b == '\t'))
            --b;
        /* declared again with another type: "char *q" or a later declarator of a list,
         * "const char *p, *buff;" (libarchive's zip reader shadows its void *buff in a block) */
        const char *c = b && b > line ? b - 1 : NULL;
        while (c && c > line && (*c == ' ' || *c == '\t'))
            --c;
        int list_declarator = c && *c == ',' && !strstr(line, "void") && is_name(*skip_blank(line)) &&
                              strncmp(skip_blank(line), "return", 6) != 0 && !strchr(line, '(');
        /* "Service *name" with a blank before the '*': the type's word, which is not void's
         * (protobuf-c's ProtobufCService *service, a parameter of a later function) */
        const char *t = b && b > line ? b - 1 : NULL;
        while (t && t > line && (*t == ' ' || *t == '\t'))
            --t;
        const char *w = t;
        while (w && w > line && is_name(w[-1]))
            --w;
        int typed = t && is_name(*t) && !(t - w == 3 && strncmp(w, "void", 4) == 0) &&
                    !(t - w == 4 && strncmp(w, "const", 5) == 0) && !(t - w == 7 && strncmp(w, "volatile", 8) == 0);
        if (b && b > line && *b == '*' &&
            (b[-1] == '*' || list_declarator || typed || (b - line >= 4 && strncmp(b - 4, "void", 4) != 0 && is_name(b[-1])))) {
            memmove(ff->void_ptrs[i], ff->void_ptrs[--ff->void_ptr_count], sizeof ff->void_ptrs[i]);
            --i;
        }
    }
    for (const char *p = strstr(line, "void"); p; p = strstr(p + 4, "void")) {
        if ((p > line && is_name(p[-1])) || is_name(p[4]))
            continue;
        const char *s = skip_blank(p + 4);
        if (*s != '*')
            continue;
        s = skip_blank(s + 1);
        if (*s == '*')
            continue; /* void **p: arithmetic on it is fine */
        const char *e = s;
        while (is_name(*e))
            ++e;
        if (e > s && (isalpha((unsigned char)*s) || *s == '_') && !prototype_parameter(line, p)) {
            remember_name(ff->void_ptrs, &ff->void_ptr_count, 64, s, (size_t)(e - s));
            remember_later_declarators(ff, e);
        }
    }
    for (size_t i = 0; i < ff->void_ptr_count; ++i) {
        const char *p = wg_word_in(line, ff->void_ptrs[i]);
        while (p && wg_in_literal(line, p)) /* text of a string ("||r_old-r_new||", hypre's pcg.c) */
            p = wg_word_in(p + strlen(ff->void_ptrs[i]), ff->void_ptrs[i]);
        if (!p)
            continue;
        const char *before = p - 1;
        while (before >= line && (*before == ' ' || *before == '\t'))
            --before;
        int after_return = before - line >= 5 && strncmp(before - 5, "return", 6) == 0 && (before - line < 6 || !is_name(before[-6]));
        if (before >= line && !after_return && (*before == ')' || *before == '*' || *before == '&' || is_name(*before)))
            continue; /* a cast ((char *)p + n), a declaration (void *p), a dereference */
        if (before >= line && (*before == '.' || (*before == '>' && before > line && before[-1] == '-')))
            continue; /* s.p, s->p: a member of that name, not the local void * */
        const char *after = skip_blank(p + strlen(ff->void_ptrs[i]));
        if (after[0] == '+' || (after[0] == '-' && after[1] != '>')) { /* p + n, p++, p += n, p - n */
            return 1;
        }
    }
    return 0;
}

/* A void * struct member taking + or - (scan_msvc_c.c types the operand through the tree's structs). */
static int void_member_arithmetic(const wg_family_file *ff, const char *line, long number)
{
#ifdef WG_SCAN_VOID_MEMBER_OFF
    (void)ff, (void)line, (void)number;
    return 0;
#else
    return wg_void_member_arithmetic(ff, line, number);
#endif
}

void wg_families_literal_macro(wg_family_file *ff, const char *name, const char *body)
{
    if (!(ff->cplusplus || ff->cxx_users) || wg_translation_unit(ff->file->path) || ff->tree->cxx_standard >= 20 ||
        ff->literal_macro_count == sizeof ff->literal_macros / sizeof ff->literal_macros[0])
        return;
    name = skip_blank(name);
    size_t n = 0;
    while (is_name(name[n]))
        ++n;
    char value[256];
    snprintf(value, sizeof value, "=%s", skip_blank(body)); /* in a value position, as compound_literal reads one */
    if (n && n < sizeof ff->literal_macros[0] && name[n] != '(' && compound_literal(value))
        snprintf(ff->literal_macros[ff->literal_macro_count++], sizeof ff->literal_macros[0], "%.*s", (int)n, name);
}

/* A use of a macro the header defined as a compound literal (wg_families_literal_macro). */
static const char *literal_macro_use(const wg_family_file *ff, const char *line)
{
    for (size_t i = 0; i < ff->literal_macro_count; ++i) {
        const char *p = wg_word_in(line, ff->literal_macros[i]);
        if (p && !wg_in_literal(line, p))
            return ff->literal_macros[i];
    }
    return NULL;
}

/* Whether the tree has a build description the scan reads for the C++ standard (a CMake it
 * evaluates, or the Visual Studio projects that are its Windows build). Without one the standard
 * is not known: bgfx's GENie build takes /std:c++20 from bx's toolchain.lua, another repository,
 * and compiles tint's designated initializers with cl.exe in its MSVC CI. */
static int standard_known(const wg_family_file *ff)
{
#ifdef WG_SCAN_DESIGNATED_UNKNOWN_STD_OFF
    (void)ff;
    return 1;
#else
    return ff->tree->cmake_evaluated || ff->tree->msbuild_build;
#endif
}

/* A designated initializer where the build sets no C++20: counted where the tree's build says
 * so, apart where no build description the scan reads says which standard it sets. */
static void designated_initializer(wg_family_file *ff, long number)
{
    const char *message = ff->cplusplus ? "designated initializer: MSVC takes them only with /std:c++20 (the build sets no C++20)"
                                        : "designated initializer in a C header C++ users compile (its extern \"C\"): MSVC's C++ takes them only with /std:c++20";
    if (standard_known(ff))
        ff->report(ff->context, number, "SCAN_MSVC_SYNTAX", message);
    else
        ff->report_apart(ff->context, number, "SCAN_MSVC_SYNTAX",
                         "designated initializer: MSVC takes them only with /std:c++20, and no CMake or Visual Studio project of the tree says which standard its build sets",
                         "the tree has no build description the scan reads (no CMake, no Visual Studio project) to say whether its build sets /std:c++20");
}

/* "obj.template name(args)", "p->template name(", "T::template name(": the template
 * disambiguator before a member with no template argument list. [temp.names] wants a template-id
 * (or a class or alias template's name) after it; GCC takes the call, cl.exe rejects it (flycast's
 * reg.template setWriteHandler(writeHandler)). The name at its start, or NULL. */
static const char *template_keyword_without_arguments(const char *line)
{
#ifdef WG_SCAN_TEMPLATE_KEYWORD_NO_ARGS_OFF
    (void)line;
    return NULL;
#endif
    for (const char *t = wg_word_in(line, "template"); t; t = wg_word_in(t + 8, "template")) {
        const char *b = t;
        while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
            --b;
        int member = b > line && (b[-1] == '.' || (b - line >= 2 && ((b[-2] == '-' && b[-1] == '>') || (b[-2] == ':' && b[-1] == ':'))));
        const char *name = skip_blank(t + 8), *e = name;
        while (is_name(*e))
            ++e;
        if (!member || e == name || isdigit((unsigned char)*name) || wg_in_literal(line, t) || (e - name == 8 && strncmp(name, "operator", 8) == 0))
            continue;
        if (*skip_blank(e) == '(')
            return name;
    }
    return NULL;
}

static void msvc_syntax(wg_family_file *ff, const char *line, long number)
{
    const char *q = skip_blank(line);
    if (*q == '#')
        return;
    if ((ff->cplusplus || ff->cxx_users) && ff->tree->cxx_standard < 20) {
        /* One finding per initializer statement: a table written one member a line (a mock
         * file system's thousands of .path/.size lines) is one defect to fix, not thousands. */
        if (designated_member(ff, line)) {
            if (!ff->designated_open)
                designated_initializer(ff, number);
            ff->designated_open = !ends_statement(line);
            return;
        }
        if (ff->designated_open && ends_statement(line))
            ff->designated_open = 0;
        if (compound_literal(line)) {
            ff->report(ff->context, number, "SCAN_MSVC_SYNTAX",
                       ff->cplusplus ? "compound literal (Type){...}: C99, which MSVC's C++ rejects"
                                     : "compound literal (Type){...} in a C header C++ users compile (its extern \"C\"): C99, which MSVC's C++ rejects");
            return;
        }
        const char *macro = literal_macro_use(ff, line);
        if (macro) {
            char message[160];
            snprintf(message, sizeof message, "compound literal (Type){...} through the macro %s, in a header C++ units compile: C99, which MSVC's C++ rejects", macro);
            ff->report(ff->context, number, "SCAN_MSVC_SYNTAX", message);
            return;
        }
    }
    if (ff->cplusplus && template_keyword_without_arguments(line)) {
        ff->report(ff->context, number, "SCAN_MSVC_SYNTAX",
                   "the template keyword before a member called with no template argument list (x.template f(...)): GCC takes it, cl.exe rejects it; drop the keyword");
        return;
    }
    if (!ff->cplusplus && c_const_bound(ff, line, q, number)) {
        /* a VLA to cl.exe (C2057, as a run-time bound's): SCAN_VLA, as the bound expressions of a
         * const int (scan.c) and as the labels of such fixes (paho's, csound's) have it */
#ifdef WG_SCAN_CONST_BOUND_AS_VLA_OFF
        const char *id = "SCAN_MSVC_SYNTAX";
#else
        const char *id = "SCAN_VLA";
#endif
        ff->report(ff->context, number, id, "array bound from a const int: a variable-length array in C, which MSVC rejects (C2057): use an enum or a #define");
        return;
    }
    if (!ff->cplusplus && (void_pointer_arithmetic(ff, line) || void_cast_arithmetic(line) || void_member_arithmetic(ff, line, number)))
        ff->report(ff->context, number, "SCAN_MSVC_SYNTAX", "arithmetic on a void pointer: a GNU extension MSVC rejects (C2036): cast to char* first");
}

/* A #define's body in a C++ source (not a header, which C units may share): a compound literal
 * there is one in each use (oidn's #define OIDN_CATCH OIDN_CATCH_DEVICE(((Device*){nullptr}))). */
void wg_families_cxx_define_body(wg_family_file *ff, const char *body, long number)
{
    const char *dot = strrchr(ff->file->path, '.');
    int source = dot && (strcmp(dot, ".cpp") == 0 || strcmp(dot, ".cc") == 0 || strcmp(dot, ".cxx") == 0 || strcmp(dot, ".c++") == 0 ||
                         strcmp(dot, ".C") == 0);
    if (source && ff->tree->cxx_standard < 20 && compound_literal(body))
        ff->report(ff->context, number, "SCAN_MSVC_SYNTAX", "compound literal (Type){...} in a macro's body: C99, which MSVC's C++ rejects");
}

/* ---- SCAN_OPENMP_UNSIGNED, SCAN_VECTOR_OPERATOR ------------------------------------------------ */

/* MSVC implements OpenMP 2.0: the loop after "#pragma omp (parallel) for" needs a signed index
 * (C3016). The pragma is remembered until the next code line. */
static void openmp_index(wg_family_file *ff, const char *line, long number)
{
    const char *q = skip_blank(line);
    /* a pragma in a branch the preprocessor skips (#if ENGINE_USE_OPENMP, 0) makes no OpenMP loop */
    long on_line = ff->file->file_state == WG_OFF || (number >= 1 && number <= ff->file->lines && ff->file->state[number] == WG_OFF) ? 0 : number;
    if (*q == '#') {
        const char *p = skip_blank(q + 1);
        if (strncmp(p, "pragma", 6) == 0 && strstr(p, "omp") && wg_word_in(p, "for") && !strstr(p, "simd"))
            ff->omp_for_line = on_line;
        return;
    }
#ifndef WG_SCAN_OPENMP_PRAGMA_MACRO_OFF
    if (wg_openmp_pragma_macro_line(ff->tree, q)) { /* SEQAN_OMP_PRAGMA(parallel for), _Pragma("omp for") */
        ff->omp_for_line = on_line;
        return;
    }
#endif
    if (!ff->omp_for_line || !*q || *q == '{')
        return;
    ff->omp_for_line = 0;
    /* Without /openmp cl.exe ignores the pragma (C4068, a warning): only a tree whose CMake
     * names OpenMP compiles the loop as OpenMP (or one no CMake evaluation could read). */
    if (!wg_openmp_20(ff)) /* or the build picks a later OpenMP (/openmp:llvm): the fix's stand-in */
        return;
    if (strncmp(q, "for", 3) != 0)
        return;
    const char *p = skip_blank(q + 3);
    if (*p != '(')
        return;
    p = skip_blank(p + 1);
    if (wg_openmp_loop_form(ff, p, number)) /* an iterator (auto it = v.begin()) or a != test */
        return;
    static const char *const unsigned_types[] = {"size_t", "std::size_t", "unsigned", "uint32_t", "uint64_t", "uint16_t",
                                                 "uint8_t", "auto", "uint", "index_t_unsigned", NULL};
    for (size_t i = 0; unsigned_types[i]; ++i) {
        size_t n = strlen(unsigned_types[i]);
        if (strncmp(p, unsigned_types[i], n) == 0 && !is_name(p[n])) {
            char message[200];
            snprintf(message, sizeof message, "OpenMP loop with a %s index: MSVC's OpenMP 2.0 takes only a signed integer index (C3016)", unsigned_types[i]);
            ff->report(ff->context, number, "SCAN_OPENMP_UNSIGNED", message);
            return;
        }
    }
    char alias[64];
    if (wg_openmp_unsigned_alias(ff->tree, p, alias, sizeof alias)) { /* networkit's index, count */
        char message[200];
        snprintf(message, sizeof message, "OpenMP loop with a %s index, an alias of an unsigned type: MSVC's OpenMP 2.0 takes only a signed integer index (C3016)", alias);
        ff->report(ff->context, number, "SCAN_OPENMP_UNSIGNED", message);
    } else if (wg_openmp_local_unsigned_alias(ff, p, number, alias, sizeof alias)) { /* SeqAn's TSize */
        char message[200];
        snprintf(message, sizeof message, "OpenMP loop with a %s index, the function's alias of a size type (unsigned): MSVC's OpenMP 2.0 takes only a signed integer index (C3016)", alias);
        ff->report(ff->context, number, "SCAN_OPENMP_UNSIGNED", message);
    }
}

/* a + b on __m128/__m256 values: GCC's vector extensions; MSVC has no operators for them. */
/* GCC's own vector types (__v4di, __v8sf, __v16qi, ... of its x86 headers) and a value
 * reinterpret_cast of one SSE/AVX type to another (reinterpret_cast<__m512>(x)): MSVC has
 * neither (its __m512 is a union; _mm512_castpd_ps and kin convert). */
static int gcc_vector_type(const char *line)
{
    for (const char *p = strstr(line, "__v"); p; p = strstr(p + 1, "__v")) {
        if ((p > line && is_name(p[-1])) || wg_in_literal(line, p) || !isdigit((unsigned char)p[3]))
            continue;
        const char *q = p + 3;
        while (isdigit((unsigned char)*q))
            ++q;
        size_t n = 0;
        while (islower((unsigned char)q[n]))
            ++n;
        if (n >= 2 && n <= 3 && !is_name(q[n]))
            return 1;
    }
    for (const char *p = strstr(line, "reinterpret_cast<__m"); p; p = strstr(p + 1, "reinterpret_cast<__m")) {
        const char *q = p + 20; /* static_cast<__m256i> of an __m256i is the identity, MSVC's too */
        while (isdigit((unsigned char)*q))
            ++q;
        while (*q == 'd' || *q == 'i')
            ++q;
        if (*skip_blank(q) == '>' && !wg_in_literal(line, p))
            return 1; /* a value, not a pointer (reinterpret_cast<__m256 *> is MSVC's too) */
    }
    return 0;
}

/* A binary &, | or ^ at after (not && or ||): GCC's vector extensions define the bitwise
 * operators on __m128i/__m256i too (res = s1mask & x), MSVC none of them (C2676). */
static int vector_bitwise_after(const char *after)
{
    return (*after == '&' || *after == '|' || *after == '^') && after[1] != after[0] && after[1] != '=';
}

/* A binary operator just before the vector value at p (_mm_srli_epi32(str, 2) & mask, a * v):
 * the operator follows an operand (a name other than return/case, ')' or ']'); not a unary one
 * (= -v, (&v)), not an increment, not a cast's address-of ((__m128i *)&v). */
static int vector_operator_before(const char *line, const char *p)
{
    const char *q = p;
    while (q > line && (q[-1] == ' ' || q[-1] == '\t'))
        --q;
    if (q == line || !strchr("+-*/&|^", q[-1]))
        return 0;
    /* const vec4& v) or T *v,: a declarator after its type, not an operator */
    const char *after = skip_blank(p + strspn(p, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_"));
    const char *t = q - 1;
    while (t > line && (t[-1] == ' ' || t[-1] == '\t'))
        --t;
    if ((q[-1] == '&' || q[-1] == '*') && t > line && is_name(t[-1]) &&
        (*after == ',' || *after == ')' || *after == ';' || (*after == '=' && after[1] != '=')))
        return 0;
    const char *o = q - 1;
    if (o > line && (o[-1] == o[0] || (o[0] == '>' && o[-1] == '-')))
        return 0; /* ++ -- && || */
    const char *b = o;
    while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
        --b;
    if (b == line)
        return 0;
    char prev = b[-1];
    if (prev == ')') { /* (T *)&v: a cast to a pointer, then the address */
        const char *c = b - 1;
        while (c > line && (c[-1] == ' ' || c[-1] == '\t'))
            --c;
        return !(c > line && c[-1] == '*');
    }
    if (prev == ']')
        return 1;
    if (!is_name(prev))
        return 0;
    const char *w = b;
    while (w > line && is_name(w[-1]))
        --w;
    /* return &v; and a declarator after its type (const __m128i &v, auto *v): no operator */
    static const char *const keywords[] = {"return", "case", "sizeof", "else", "do", "const", "auto", NULL};
    for (size_t k = 0; keywords[k]; ++k)
        if ((size_t)(b - w) == strlen(keywords[k]) && strncmp(w, keywords[k], (size_t)(b - w)) == 0)
            return 0;
    return strncmp(w, "__m", 3) != 0; /* 2 * v: a number is an operand as well */
}

/* The names after the first of one declaration (__m256i str, mask, res;): each a plain name
 * followed by ',', ';', '=' or '['; a parameter list's next type (__m128i a, int b) stops it. */
static void remember_more_declarators(wg_family_file *ff, const char *e)
{
    for (const char *next = skip_blank(e); *next == ',';) {
        const char *s = skip_blank(next + 1), *end = s;
        while (is_name(*end))
            ++end;
        next = skip_blank(end);
        if (end == s || !(isalpha((unsigned char)*s) || *s == '_') || !*next || !strchr(",;=[", *next))
            return;
        remember_name(ff->vectors, &ff->vector_count, 64, s, (size_t)(end - s));
    }
}

/* Whether the ',' at next continues a declaration of several vectors (__m128i a, b;) rather
 * than a parameter list: no '(' open before the type at p, and a ';' ends the line's statement. */
static int vector_declaration_list(const char *line, const char *p, const char *next)
{
#ifdef WG_SCAN_VECTOR_OPERATOR_BITWISE_OFF
    return 0;
#endif
    int open = 0;
    for (const char *q = line; q < p; ++q)
        open += *q == '(' ? 1 : *q == ')' ? -1 : 0;
    return *next == ',' && open <= 0 && strchr(next, ';') && !strchr(next, ')');
}

static void vector_operators(wg_family_file *ff, const char *line, long number)
{
    if (gcc_vector_type(line)) {
        ff->report(ff->context, number, "SCAN_VECTOR_OPERATOR",
                   "a GCC vector type (__v4di, ...) or a cast between SSE/AVX vector values: MSVC has neither (_mm*_cast* converts)");
        return;
    }
    static const char *const types[] = {"__m128", "__m128d", "__m128i", "__m256", "__m256d", "__m256i", "__m512",
                                        "__m512d", "__m512i", NULL};
    for (size_t t = 0; types[t] && !wg_word_in(line, "typedef") && !wg_word_in(line, "using"); ++t)
        for (const char *p = wg_word_in(line, types[t]); p; p = wg_word_in(p + 1, types[t])) {
            const char *s = skip_blank(p + strlen(types[t]));
            int pointer = *s == '*';
            if (*s == '&' || (pointer && s[1] == '*'))
                continue; /* references, pointers to pointers */
            if (pointer)
                s = skip_blank(s + 1);
            const char *e = s;
            while (is_name(*e))
                ++e;
            if (e > s && (isalpha((unsigned char)*s) || *s == '_')) {
                /* declared at the depth after this line's braces (a parameter: inside the body) */
                int depth = ff->depth;
                for (const char *q = line; *q; ++q)
                    depth += *q == '{' ? 1 : *q == '}' ? -1 : 0;
                const char *next = skip_blank(e);
                if ((*next == ',' || *next == ')') && depth <= ff->depth && !vector_declaration_list(line, p, next))
                    depth = ff->depth + 1; /* a parameter: its function's body, whose brace comes later */
#ifndef WG_SCAN_VECTOR_ARRAY_DECAY_OFF
                /* an array of vectors (__m256i out[2]) is read as a pointer is: out[1] + x is a
                 * vector's operator, out + 1 the array's address plus one (STORE(out + 1, v)) */
                pointer = pointer || *skip_blank(e) == '[';
#endif
                if (pointer) { /* its elements are vectors: p[i] + ... */
                    size_t before = ff->vector_ptr_count;
                    remember_name(ff->vector_ptrs, &ff->vector_ptr_count, 64, s, (size_t)(e - s));
                    if (ff->vector_ptr_count > before)
                        ff->vector_ptr_depth[before] = depth;
                } else {
                    size_t before = ff->vector_count;
                    remember_name(ff->vectors, &ff->vector_count, 64, s, (size_t)(e - s));
#ifndef WG_SCAN_VECTOR_OPERATOR_BITWISE_OFF
                    remember_more_declarators(ff, e);
#endif
                    for (size_t k = before; k < ff->vector_count; ++k)
                        ff->vector_depth[k] = depth;
                }
            }
        }
    /* The names live in the block that declares them: forgotten when its brace closes. */
    for (const char *p = line; *p; ++p) {
        if (*p == '"' || *p == '\'') {
            char quote = *p++;
            while (*p && *p != quote)
                p += p[0] == '\\' && p[1] ? 2 : 1;
            if (!*p)
                break;
        } else if (*p == '{') {
            ++ff->depth;
        } else if (*p == '}' && ff->depth > 0) {
            --ff->depth;
            while (ff->vector_count && ff->vector_depth[ff->vector_count - 1] > ff->depth)
                --ff->vector_count;
            while (ff->vector_ptr_count && ff->vector_ptr_depth[ff->vector_ptr_count - 1] > ff->depth)
                --ff->vector_ptr_count;
        }
    }
    for (size_t i = 0; i < ff->vector_count + ff->vector_ptr_count; ++i) {
        int pointer = i >= ff->vector_count;
        const char *name = pointer ? ff->vector_ptrs[i - ff->vector_count] : ff->vectors[i];
        for (const char *p = wg_word_in(line, name); p; p = wg_word_in(p + 1, name)) {
            if (p > line && (p[-1] == '.' || p[-1] == '>' || p[-1] == ':'))
                continue;
            const char *after = p + strlen(name);
            if (pointer && *after != '[')
                continue; /* the pointer itself: pointer arithmetic is fine */
            if (*after == '[') { /* an element of an array of vectors */
                int depth = 0;
                for (; *after; ++after) {
                    depth += *after == '[' ? 1 : *after == ']' ? -1 : 0;
                    if (depth == 0)
                        break;
                }
                if (*after)
                    ++after;
            }
            after = skip_blank(after);
            if (*after == '*' && *skip_blank(after + 1) == ')')
                continue; /* a cast to a pointer: (T *) */
            int op = (strchr("+-*/", *after) && *after && after[1] != '>' && after[1] != after[0]) ||
                     ((*after == '&' || *after == '|' || *after == '^') && after[1] == '=');
#ifndef WG_SCAN_VECTOR_OPERATOR_BITWISE_OFF
            op = op || vector_bitwise_after(after) || (!pointer && vector_operator_before(line, p));
#endif
            if (op) {
                ff->report(ff->context, number, "SCAN_VECTOR_OPERATOR", "arithmetic or bitwise operator on an SSE/AVX vector: a GCC vector extension, MSVC has none (_mm_add_ps, _mm_and_si128 and friends)");
                return;
            }
        }
    }
}

/* ---- SCAN_ALT_TOKEN --------------------------------------------------------------------------- */

/* Whether the '>' just before end closes a template-id: a name, then '<' ... '>' balanced
 * (graph_lite's "is_map_v<T> or is_unordered_map_v<T>"), not a comparison ("a > b"). */
static int template_id_before(const char *line, const char *end)
{
    int depth = 0;
    for (const char *q = end - 1; q >= line; --q) {
        depth += *q == '>' ? 1 : *q == '<' ? -1 : 0;
        if (*q == ';' || *q == '{' || *q == '}' || (*q == '(' && depth > 0))
            return 0;
        if (depth == 0)
            return q > line && is_name(q[-1]);
    }
    return 0;
}

/* Whether an operand ends just before `before`: a name, ')', ']', a template-id ("is_map_v<T> or"),
 * or a string or character literal's closing quote (ext == "yaml" or ext == "yml": the scan has
 * stepped over the literal, so the quote closes one). */
static int operand_before(const char *line, const char *before)
{
    char prev = before > line ? before[-1] : '\0';
#ifndef WG_SCAN_ALT_TOKEN_LITERAL_OFF
    if (prev == '"' || prev == '\'')
        return 1;
#endif
    return is_name(prev) || prev == ')' || prev == ']' || (prev == '>' && template_id_before(line, before));
}

/* Where the line's code starts for SCAN_ALT_TOKEN: after a raw string a previous line opened (a
 * docstring R"doc(...)doc" is no code); NULL where the line holds none (the raw string goes on, or
 * a directive other than a condition: #pragma region Construction and Search, #error). */
static const char *alt_token_start(wg_family_file *ff, const char *line)
{
    const char *p = line;
    if (ff->raw_end[0]) {
        const char *close = strstr(line, ff->raw_end);
        if (!close)
            return NULL;
        p = close + strlen(ff->raw_end);
        ff->raw_end[0] = '\0';
    }
    const char *d = skip_blank(line);
    if (*d == '#' && !ff->alt_macro_open) {
        d = skip_blank(d + 1);
        if (strncmp(d, "if", 2) != 0 && strncmp(d, "elif", 4) != 0)
            return NULL;
    }
    return p;
}

/* A raw string literal opening at *p: skipped to its last character (1), or left open on a later
 * line (-1: the line has no more code); 0 where none opens there. */
static int alt_skip_raw_string(wg_family_file *ff, const char *line, const char **p)
{
    const char *q = *p;
    if (!(*q == 'R' && q[1] == '"' && (q == line || !is_name(q[-1]) || q[-1] == '8' || q[-1] == 'L' || q[-1] == 'u' || q[-1] == 'U')))
        return 0;
    const char *open = strchr(q + 2, '(');
    if (!open || open - (q + 2) >= 16)
        return 0;
    snprintf(ff->raw_end, sizeof ff->raw_end, ")%.*s\"", (int)(open - (q + 2)), q + 2);
    const char *close = strstr(open + 1, ff->raw_end);
    if (!close)
        return -1;
    *p = close + strlen(ff->raw_end) - 1;
    ff->raw_end[0] = '\0';
    return 1;
}

/* Whether the ALL_CAPS macro name [b, e) is a static assertion (BOOST_STATIC_ASSERT,
 * EIGEN_STATIC_ASSERT_MSG): it compiles its argument as a constant expression in every build. */
static int static_assert_macro(const char *b, const char *e)
{
    for (const char *q = b; q + 13 <= e; ++q)
        if (strncmp(q, "STATIC_ASSERT", 13) == 0)
            return 1;
    return 0;
}

/* A '(' at p: one level deeper, and the arguments of an ALL_CAPS macro (text it may stringify)
 * where its name is before it and no such macro is open yet; a static assertion's are code
 * (beast's BOOST_STATIC_ASSERT(not std::is_constructible<...>::value)). */
static void alt_open_paren(const char *line, const char *p, int *paren_depth, int *macro_depth)
{
    const char *b = p;
    while (b > line && b[-1] == ' ')
        --b;
    const char *e = b;
    while (b > line && (isupper((unsigned char)b[-1]) || isdigit((unsigned char)b[-1]) || b[-1] == '_'))
        --b;
    ++*paren_depth;
#ifndef WG_SCAN_ALT_TOKEN_STATIC_ASSERT_OFF
    if (static_assert_macro(b, e))
        return;
#endif
    if (e - b >= 3 && !(b > line && is_name(b[-1])) && !*macro_depth)
        *macro_depth = *paren_depth;
}

/* Whether the word of n characters at p is an alternative token used as an operator: a binary
 * one after an operand and before one (or at the line's end: "x and" + next line), a unary one
 * where an operand starts. */
static int alt_operator_at(const char *line, const char *p, size_t n)
{
    static const char *const binary[] = {"and", "or", "xor", "bitand", "bitor", "and_eq", "or_eq", "xor_eq", "not_eq", NULL};
    static const char *const unary[] = {"not", "compl", NULL};
    const char *before = p, *after = skip_blank(p + n);
    while (before > line && (before[-1] == ' ' || before[-1] == '\t'))
        --before;
    char prev = before > line ? before[-1] : '\0';
    int operand_after = is_name(*after) || *after == '(' || *after == '!' || *after == '~' || *after == '*' || *after == '&';
    for (size_t i = 0; binary[i]; ++i)
        if (strlen(binary[i]) == n && strncmp(p, binary[i], n) == 0 && before < p && operand_before(line, before) &&
            (operand_after || !*after)) /* "is_map_v<T> or" after a template-id too */
            return 1;
    for (size_t i = 0; unary[i]; ++i)
        if (strlen(unary[i]) == n && strncmp(p, unary[i], n) == 0 && operand_after &&
            (prev == '\0' || prev == '(' || prev == '<' || prev == '!' || prev == '=' || prev == ',' || prev == '&' ||
             prev == '|' || prev == '?' || prev == ':' || (before - line >= 6 && strncmp(before - 6, "return", 6) == 0)))
            return 1;
    return 0;
}

/* C++'s alternative tokens (and, or, not, ...) as operators: cl.exe reads them as names unless
 * /permissive- (implied by /std:c++20) is on the path or <iso646.h>/<ciso646> makes them macros. */
static void alternative_tokens(wg_family_file *ff, const char *line, long number)
{
    if (!ff->cplusplus || ff->tree->permissive || ff->tree->iso646 || ff->tree->cxx_standard >= 20 ||
        (ff->file->std_reach & WG_STD_ISO646))
        return;
    const char *p = alt_token_start(ff, line);
    if (!p)
        return;
    /* inside the arguments of an ALL_CAPS macro: text it may stringify, also on the lines after
     * its '(' (c-ares' CARES_DEPRECATED_FOR(\n ARES_OPT_EVENT_THREAD or ...)) */
    int paren_depth = ff->alt_macro_open, macro_depth = ff->alt_macro_open ? 1 : 0;
    ff->alt_macro_open = 0;
    /* a literal the last line continued with a backslash goes on here (Clp's option help text,
     * "... and ...\" over many lines): prose, no operator */
    char quote = ff->alt_quote_open;
    ff->alt_quote_open = 0;
    for (; *p; ++p) {
        int raw = quote ? 0 : alt_skip_raw_string(ff, line, &p);
        if (raw < 0)
            return;
        if (raw > 0)
            continue;
        if (!quote && *p == '(') {
            alt_open_paren(line, p, &paren_depth, &macro_depth);
            continue;
        }
        if (!quote && *p == ')') {
            if (paren_depth == macro_depth)
                macro_depth = 0;
            if (paren_depth)
                --paren_depth;
            continue;
        }
        if (quote) {
            if (*p == '\\' && p[1])
                ++p;
            else if (*p == quote)
                quote = 0;
            continue;
        }
        if (*p == '"' || *p == '\'') {
            quote = *p;
            continue;
        }
        if (!islower((unsigned char)*p) || (p > line && is_name(p[-1])))
            continue;
        size_t n = 0;
        while (is_name(p[n]))
            ++n;
        char name[16];
        snprintf(name, sizeof name, "%.*s", (int)(n < 15 ? n : 15), p);
        if (!macro_depth && alt_operator_at(line, p, n) && !wg_tree_defines_on_path(ff->tree, ff->file->path, name)) {
            char message[256];
            snprintf(message, sizeof message, "alternative token '%s': cl.exe without /permissive- (or <iso646.h>) reads it as a name", name);
            ff->report(ff->context, number, "SCAN_ALT_TOKEN", message);
            return;
        }
        p += n - 1;
    }
    if (macro_depth && paren_depth >= macro_depth)
        ff->alt_macro_open = paren_depth - macro_depth + 1;
    size_t length = strlen(line);
    while (length && (line[length - 1] == ' ' || line[length - 1] == '\t' || line[length - 1] == '\r'))
        --length;
    if (quote && length && line[length - 1] == '\\')
        ff->alt_quote_open = quote;
}

/* ---- SCAN_MISSING_STD_INCLUDE, SCAN_MSVC_INTRINSIC_UNDECLARED, SCAN_POSIX_TYPE ------------------ */

/* System headers and what each declares (WG_STD_*), the Microsoft STL's own includes followed
 * (read from its VS 2022 17.14 sources, x64: <string> brings <cctype>, <vector> <limits>, ...;
 * no other header brings <random> or <stack>, only <execution> brings <queue>: libstdc++'s
 * <algorithm> and <regex> bring parts of them, so code that forgot them builds on Linux).
 * <limits>, <cmath>, <bit> and <charconv> include <intrin0.h> (_BitScan*, _umul128, __umulh),
 * and so does every header that includes <limits>; on x64 none includes <intrin.h>.
 * check-std-reach.py (beside this file) follows each header's includes in the STL's sources
 * and says which bits a header lacks: rerun it when the table or the modelled STL changes
 * (<system_error> includes <atomic> outside /clr:pure, so every iostream, <mutex> and
 * <chrono> bring std::atomic: librealsense's archive.h). */
static const struct {
    const char *header;
    wg_std_bits bits;
} std_headers[] = {
#define A WG_STD_ALGORITHM
#define E WG_STD_STDEXCEPT
#define L WG_STD_LIMITS
#define F WG_STD_FUNCTIONAL
#define N WG_STD_NUMERIC
#define C WG_STD_CCTYPE
#define I WG_STD_INTRIN
#define I0 WG_STD_INTRIN0
#define U WG_STD_UTILITY
#define R WG_STD_RANDOM
#define S WG_STD_STACK
#define Q WG_STD_QUEUE
#define SH WG_STD_SHARE
#define PR WG_STD_PROCESS
#define M WG_STD_MEMORY
#define IT WG_STD_ITERATOR
#define CH WG_STD_CHRONO
#define AR WG_STD_ARRAY
#define DQ WG_STD_DEQUE
#define SS WG_STD_SSTREAM
#define AT WG_STD_ATOMIC
#define TH WG_STD_THREAD
#define CK WG_STD_CHRONO_CLOCK
#define B WG_STD_BIT
#define MX WG_STD_MUTEX
#define SC WG_STD_STRING_CONV
#define CV WG_STD_CHARCONV
#define STR WG_STD_STRING
#define SZ WG_STD_SIZE_T
    {"algorithm", A | U | L | SZ}, {"any", U | L | SZ}, {"array", U | AR | SZ}, {"atomic", I0 | AT | SZ}, {"barrier", U | L | AT | SZ}, {"bit", I0 | B | SZ},
    {"bitset", U | L | STR | SZ}, {"ccomplex", U | E | L | C | SH | M | IT | SS | AT | SC | STR | SZ}, {"cctype", C}, {"charconv", U | I0 | CV | SZ},
    {"chrono", U | E | L | C | SH | CH | CK | AT | B | SC | STR | SZ}, {"cmath", I0 | SZ}, {"codecvt", U | E | L | C | SH | M | IT | AT | STR | SZ}, {"complex", U | E | L | C | SH | M | IT | SS | AT | SC | STR | SZ},
    {"condition_variable", U | E | L | PR | M | CH | AT | TH | MX | STR | SZ}, {"ctgmath", U | E | L | C | SH | M | IT | SS | AT | SC | STR | SZ}, {"deque", U | L | DQ | SZ},
    {"execution", A | U | E | L | N | C | Q | PR | M | CH | DQ | AT | TH | MX | STR | SZ}, {"expected", U | SZ}, {"filesystem", A | U | E | L | C | SH | M | IT | CH | CK | AT | B | SC | STR | SZ},
    {"format", U | E | L | C | SH | M | IT | B | CV | STR | SZ}, {"forward_list", U | L | SZ}, {"fstream", U | E | L | C | SH | WG_STD_FSTREAM | M | IT | AT | STR | SZ},
    {"functional", U | L | F | M | STR | SZ}, {"future", U | E | L | F | PR | M | CH | AT | TH | MX | STR | SZ}, {"generator", U | L | SZ}, {"hash_map", U | L | STR | SZ},
    {"hash_set", U | L | STR | SZ}, {"iomanip", U | E | L | C | SH | M | IT | AT | STR | SZ}, {"ios", U | E | L | C | SH | M | IT | AT | STR | SZ}, {"iostream", U | E | L | C | SH | M | IT | AT | STR | SZ},
    {"istream", U | E | L | C | SH | M | IT | AT | STR | SZ}, {"iterator", U | IT | SZ}, {"latch", I0 | AT | SZ}, {"limits", L | SZ}, {"list", U | L | SZ}, {"locale", U | E | L | C | SH | M | IT | AT | STR | SZ},
    {"map", U | L | WG_STD_MAP | SZ}, {"mdspan", U | AR | SZ}, {"memory", U | L | M | SZ}, {"memory_resource", U | E | L | PR | M | CH | AT | TH | MX | STR | SZ}, {"mutex", U | E | L | PR | M | CH | AT | TH | MX | STR | SZ},
    {"numeric", U | N | I0 | SZ}, {"optional", U | SZ}, {"ostream", U | E | L | C | SH | M | IT | AT | STR | SZ}, {"print", U | E | L | C | SH | M | IT | B | CV | STR | SZ},
    {"queue", A | U | E | L | C | Q | DQ | STR | SZ}, {"random", A | U | E | L | C | R | SH | M | IT | AT | STR | SZ}, {"ranges", U | L | IT | B | SZ},
    {"regex", A | U | E | L | C | SH | M | IT | AT | SC | STR | SZ}, {"scoped_allocator", U | L | SZ}, {"semaphore", U | L | CH | AT | SZ}, {"set", U | L | SZ},
    {"shared_mutex", U | E | L | PR | M | CH | AT | TH | MX | STR | SZ}, {"span", U | SZ}, {"spanstream", U | E | L | C | SH | M | IT | STR | SZ}, {"sstream", U | E | L | C | SH | M | IT | SS | AT | SC | STR | SZ},
    {"stack", U | E | L | C | S | DQ | STR | SZ}, {"stacktrace", U | L | C | SC | STR | SZ}, {"stdexcept", U | E | L | STR | SZ}, {"stop_token", U | L | AT | SZ},
    {"streambuf", U | E | L | C | SH | M | AT | STR | SZ}, {"string", U | L | C | SC | STR | SZ}, {"string_view", U | SZ},
    {"strstream", U | E | L | C | SH | M | IT | AT | STR | SZ}, {"syncstream", U | E | L | C | SH | PR | M | IT | CH | TH | MX | STR | SZ}, {"system_error", U | E | L | AT | STR | SZ},
    {"thread", U | L | PR | M | CH | TH | SZ}, {"tuple", U | SZ}, {"unordered_map", U | L | STR | SZ}, {"unordered_set", U | L | STR | SZ}, {"utility", U | SZ},
    {"valarray", U | L | SZ}, {"variant", U | SZ}, {"vector", U | L | SZ},
    /* std::size_t alone: <cstddef>, <cstdlib>, ... and the core headers that include one */
    {"compare", SZ}, {"concepts", SZ}, {"coroutine", SZ}, {"cstddef", SZ}, {"cstdio", SZ}, {"cstdlib", SZ}, {"cstring", SZ},
    {"ctime", SZ}, {"cuchar", SZ}, {"cwchar", SZ}, {"exception", SZ}, {"initializer_list", SZ}, {"iosfwd", SZ}, {"new", SZ},
    {"numbers", SZ}, {"ratio", SZ}, {"type_traits", SZ}, {"typeindex", SZ}, {"typeinfo", SZ},
    {"ciso646", WG_STD_ISO646}, {"iso646.h", WG_STD_ISO646},
    /* The SDK's: <windows.h> (winnt.h) declares the intrinsics it uses. */
    /* The UCRT's and the SDK's headers of SCAN_WIN_BRANCH_MISSING_HEADER's names. */
    {"share.h", WG_STD_SHARE}, {"io.h", WG_STD_IO}, {"process.h", WG_STD_PROCESS}, {"psapi.h", WG_STD_PSAPI},
    {"Psapi.h", WG_STD_PSAPI}, {"PsApi.h", WG_STD_PSAPI}, {"shlwapi.h", WG_STD_SHLWAPI}, {"Shlwapi.h", WG_STD_SHLWAPI},
    {"ShlWApi.h", WG_STD_SHLWAPI},
    /* <wincrypt.h>, and the SDK headers that include it (<schannel.h>, <wintrust.h>, <cryptuiapi.h>) */
    {"wincrypt.h", WG_STD_WINCRYPT | WG_STD_BCRYPT}, {"WinCrypt.h", WG_STD_WINCRYPT | WG_STD_BCRYPT},
    {"Wincrypt.h", WG_STD_WINCRYPT | WG_STD_BCRYPT}, {"schannel.h", WG_STD_WINCRYPT | WG_STD_BCRYPT},
    {"wintrust.h", WG_STD_WINCRYPT | WG_STD_BCRYPT}, {"WinTrust.h", WG_STD_WINCRYPT | WG_STD_BCRYPT},
    {"cryptuiapi.h", WG_STD_WINCRYPT | WG_STD_BCRYPT},
    /* <bcrypt.h>, and <ncrypt.h>, which includes it */
    {"bcrypt.h", WG_STD_BCRYPT}, {"Bcrypt.h", WG_STD_BCRYPT}, {"BCrypt.h", WG_STD_BCRYPT}, {"ncrypt.h", WG_STD_BCRYPT},
    {"Ncrypt.h", WG_STD_BCRYPT}, {"NCrypt.h", WG_STD_BCRYPT},
    {"unistd.h", WG_STD_UNISTD},
    {"intrin.h", I | I0}, {"intrin0.h", I0}, {"windows.h", I | I0}, {"Windows.h", I | I0}, {"winnt.h", I | I0},
#ifndef WG_SCAN_WINSOCK_BRINGS_WINDOWS_OFF
    /* <winsock2.h> includes <windows.h> (ws2tcpip.h includes <winsock2.h>): a Windows compat header
     * that includes only these (picotls's wincompat.h) brings winnt.h's intrinsics too */
    {"winsock2.h", I | I0}, {"WinSock2.h", I | I0}, {"Winsock2.h", I | I0}, {"ws2tcpip.h", I | I0},
    {"WS2tcpip.h", I | I0},
#endif
    /* LLVM's headers define ssize_t for MSVC themselves (llvm-c/DataTypes.h); Python's and
     * pybind11's do not (pybind11 has its own py::ssize_t). */
    {"llvm/", WG_STD_SSIZE_T}, {"llvm-c/", WG_STD_SSIZE_T},
#ifndef WG_SCAN_HDF5_SSIZE_T_OFF
    /* HDF5's H5public.h typedefs ssize_t where the platform lacks it ("#if H5_SIZEOF_SSIZE_T == 0"),
     * and every HDF5 header includes it (CGNS's ADFH.c through "hdf5.h") */
    {"hdf5.h", WG_STD_SSIZE_T}, {"hdf5_hl.h", WG_STD_SSIZE_T}, {"H5public.h", WG_STD_SSIZE_T}, {"H5Cpp.h", WG_STD_SSIZE_T},
#endif
    /* GoogleTest's (<gtest/gtest.h>), a fetched dependency whose includes are known: the union of
     * the standard headers its releases 1.7 to 1.17 include (1.8's <algorithm>, 1.13's <mutex>
     * and <condition_variable>, and <io.h> on Windows), more than any one brings; never <numeric>,
     * <random>, <fstream>, <array>, <deque>, <stack>, <queue> or <chrono>'s clocks (FBGEMM's and
     * XNNPACK's tests called std::iota and std::accumulate with gtest's headers alone) */
    {"gtest/", A | U | L | E | C | SH | M | IT | F | CH | TH | AT | SS | MX | WG_STD_MAP | WG_STD_IO | SC | STR | SZ},
    /* The Linux kernel's own headers: code that includes them (a kernel module) is built for
     * Linux alone, whatever folder it sits in. */
    {"linux/", WG_STD_OTHER_OS}, {"asm/", WG_STD_OTHER_OS},
    /* Imath's headers (ImathPlatform.h, through any of them) define M_PI and M_PI_2 themselves
     * where <math.h> did not: OpenEXR's tests use them so */
    {"Imath/", WG_STD_MATH_STANDIN},
    /* and other dependencies' headers that define M_PI where <math.h> did not: MRPT's
     * mrpt/core/bits_math.h (nanoflann's GUI examples), Qt's qmath.h (<QtMath>) */
    {"mrpt/core/bits_math.h", WG_STD_MATH_STANDIN}, {"QtMath", WG_STD_MATH_STANDIN}, {"qmath.h", WG_STD_MATH_STANDIN},
    {"QtCore/qmath.h", WG_STD_MATH_STANDIN}, {"QtCore/QtMath", WG_STD_MATH_STANDIN},
#ifndef WG_SCAN_MATH_STANDIN_PCL_OFF
    /* PCL's pcl/pcl_macros.h, which nearly every PCL header includes (pcl/point_types.h,
     * pcl/pcl_base.h), defines M_PI, M_PI_2, M_PI_4 and their kin under _MSC_VER itself: rtabmap's
     * util3d_mapping.h after <pcl/pcl_base.h> */
    {"pcl/", WG_STD_MATH_STANDIN},
#endif
    /* Qt's: its modules' folders, and the headers qtypes.h comes through (octovis's <qglobal.h>) */
    /* (qglobal.h includes <cstddef>: std::size_t) */
    {"QtCore/", WG_STD_QT | SZ}, {"QtGui/", WG_STD_QT | SZ}, {"QtWidgets/", WG_STD_QT | SZ}, {"QtOpenGL/", WG_STD_QT | SZ},
    {"QtNetwork/", WG_STD_QT | SZ}, {"QtXml/", WG_STD_QT | SZ}, {"QtConcurrent/", WG_STD_QT | SZ}, {"qglobal.h", WG_STD_QT | SZ},
    {"qtypes.h", WG_STD_QT | SZ}, {"QtGlobal", WG_STD_QT | SZ},
#undef A
#undef E
#undef L
#undef F
#undef N
#undef C
#undef I
#undef I0
#undef U
#undef R
#undef S
#undef Q
#undef SH
#undef PR
#undef M
#undef IT
#undef CH
#undef AR
#undef DQ
#undef SS
#undef AT
#undef TH
#undef CK
#undef B
#undef MX
#undef SC
#undef CV
#undef STR
#undef SZ
    {NULL, 0}};

wg_std_bits wg_std_header_bits(const char *name, size_t n)
{
    wg_std_bits bits = 0;
    for (size_t i = 0; std_headers[i].header; ++i) {
        size_t m = strlen(std_headers[i].header);
        if ((m == n || (std_headers[i].header[m - 1] == '/' && n > m)) && strncmp(name, std_headers[i].header, m) == 0)
            bits |= std_headers[i].bits;
    }
    /* Qt's class headers: <QString>, <QFileDialog> */
    if (n > 1 && name[0] == 'Q' && isupper((unsigned char)name[1]) && !memchr(name, '.', n) && !memchr(name, '/', n)) {
        bits |= WG_STD_QT | WG_STD_SIZE_T | WG_STD_STRING; /* qstring.h includes <string> */
#ifndef WG_SCAN_QT_FUNCTIONAL_OFF
        /* each reaches qstring.h's qhashfunctions.h, which includes <functional> (std::hash):
         * snes9x's Qt frontend's std::function under <QWidget> */
        bits |= WG_STD_FUNCTIONAL;
#endif
    }
    /* Every header that includes <limits> includes <intrin0.h>. */
    return bits & WG_STD_LIMITS ? bits | WG_STD_INTRIN0 : bits;
}

/* Names of std:: whose standard header the Microsoft STL's other headers do not include (GCC's
 * do, so the code builds on Linux). std::min/std::max: <algorithm>, or <utility>, where the
 * Microsoft STL declares the two-argument forms too (VS 2017's did not: a C2039 there is not
 * predicted). */
static const struct {
    const char *name;
    wg_std_bits bits;
    const char *header;
    int unqualified; /* also called without std:: where the file says using namespace std */
} std_names[] = {
    {"min", WG_STD_ALGORITHM | WG_STD_UTILITY, "algorithm", 0}, {"max", WG_STD_ALGORITHM | WG_STD_UTILITY, "algorithm", 0},
    {"sort", WG_STD_ALGORITHM, "algorithm", 0}, {"stable_sort", WG_STD_ALGORITHM, "algorithm", 1},
    {"partial_sort", WG_STD_ALGORITHM, "algorithm", 1}, {"nth_element", WG_STD_ALGORITHM, "algorithm", 1},
    {"minmax_element", WG_STD_ALGORITHM, "algorithm", 1}, {"clamp", WG_STD_ALGORITHM, "algorithm", 0},
    {"transform", WG_STD_ALGORITHM, "algorithm", 0}, {"all_of", WG_STD_ALGORITHM, "algorithm", 0},
    {"any_of", WG_STD_ALGORITHM, "algorithm", 0}, {"none_of", WG_STD_ALGORITHM, "algorithm", 0},
    {"unique", WG_STD_ALGORITHM, "algorithm", 0}, {"shuffle", WG_STD_ALGORITHM, "algorithm", 1},
    {"count_if", WG_STD_ALGORITHM, "algorithm", 0}, {"binary_search", WG_STD_ALGORITHM, "algorithm", 0},
    {"runtime_error", WG_STD_STDEXCEPT, "stdexcept", 0}, {"logic_error", WG_STD_STDEXCEPT, "stdexcept", 0},
    {"invalid_argument", WG_STD_STDEXCEPT, "stdexcept", 0}, {"out_of_range", WG_STD_STDEXCEPT, "stdexcept", 0},
    {"overflow_error", WG_STD_STDEXCEPT, "stdexcept", 0}, {"underflow_error", WG_STD_STDEXCEPT, "stdexcept", 0},
    {"range_error", WG_STD_STDEXCEPT, "stdexcept", 0}, {"domain_error", WG_STD_STDEXCEPT, "stdexcept", 0},
    {"length_error", WG_STD_STDEXCEPT, "stdexcept", 0}, {"numeric_limits", WG_STD_LIMITS, "limits", 0},
    {"function", WG_STD_FUNCTIONAL, "functional", 0}, {"bind", WG_STD_FUNCTIONAL, "functional", 0},
    {"iota", WG_STD_NUMERIC, "numeric", 1}, {"accumulate", WG_STD_NUMERIC, "numeric", 1},
    {"inner_product", WG_STD_NUMERIC, "numeric", 1}, {"partial_sum", WG_STD_NUMERIC, "numeric", 1},
    {"adjacent_difference", WG_STD_NUMERIC, "numeric", 1}, {"gcd", WG_STD_NUMERIC, "numeric", 0},
    {"lcm", WG_STD_NUMERIC, "numeric", 0}, {"reduce", WG_STD_NUMERIC, "numeric", 0},
    {"isdigit", WG_STD_CCTYPE, "cctype", 0}, {"isalpha", WG_STD_CCTYPE, "cctype", 0}, {"isalnum", WG_STD_CCTYPE, "cctype", 0},
    {"isspace", WG_STD_CCTYPE, "cctype", 0}, {"isupper", WG_STD_CCTYPE, "cctype", 0}, {"islower", WG_STD_CCTYPE, "cctype", 0},
    {"isxdigit", WG_STD_CCTYPE, "cctype", 0}, {"ispunct", WG_STD_CCTYPE, "cctype", 0}, {"isprint", WG_STD_CCTYPE, "cctype", 0},
    {"tolower", WG_STD_CCTYPE, "cctype", 0}, {"toupper", WG_STD_CCTYPE, "cctype", 0},
    {"stack", WG_STD_STACK, "stack", 0}, {"queue", WG_STD_QUEUE, "queue", 0}, {"priority_queue", WG_STD_QUEUE, "queue", 0},
    {"random_device", WG_STD_RANDOM, "random", 0}, {"mt19937", WG_STD_RANDOM, "random", 0},
    {"mt19937_64", WG_STD_RANDOM, "random", 0}, {"default_random_engine", WG_STD_RANDOM, "random", 0},
    {"minstd_rand", WG_STD_RANDOM, "random", 0}, {"uniform_int_distribution", WG_STD_RANDOM, "random", 0},
    {"uniform_real_distribution", WG_STD_RANDOM, "random", 0}, {"normal_distribution", WG_STD_RANDOM, "random", 0},
    {"bernoulli_distribution", WG_STD_RANDOM, "random", 0}, {"discrete_distribution", WG_STD_RANDOM, "random", 0},
    {"map", WG_STD_MAP, "map", 0}, {"multimap", WG_STD_MAP, "map", 0},
    /* <iosfwd> declares the streams: a reference or pointer to one needs no <fstream> */
    {"ifstream", WG_STD_FSTREAM, "fstream", 0}, {"ofstream", WG_STD_FSTREAM, "fstream", 0}, {"fstream", WG_STD_FSTREAM, "fstream", 0},
    /* <memory> alone defines the smart pointers (its own forward declarations come with it);
     * the iostreams, <functional>, <mutex> and <thread> include it, <vector> and <string> do not */
    {"unique_ptr", WG_STD_MEMORY, "memory", 0}, {"shared_ptr", WG_STD_MEMORY, "memory", 0}, {"weak_ptr", WG_STD_MEMORY, "memory", 0},
    {"make_unique", WG_STD_MEMORY, "memory", 0}, {"make_shared", WG_STD_MEMORY, "memory", 0},
    {"enable_shared_from_this", WG_STD_MEMORY, "memory", 0},
    /* <iterator>'s adaptors: the iostreams include it (through <xlocnum>), the containers do not */
    {"back_inserter", WG_STD_ITERATOR, "iterator", 1}, {"front_inserter", WG_STD_ITERATOR, "iterator", 1},
    {"inserter", WG_STD_ITERATOR, "iterator", 0}, {"back_insert_iterator", WG_STD_ITERATOR, "iterator", 0},
    {"insert_iterator", WG_STD_ITERATOR, "iterator", 0}, {"ostream_iterator", WG_STD_ITERATOR, "iterator", 0},
    {"istream_iterator", WG_STD_ITERATOR, "iterator", 0},
    /* std::chrono: <chrono>, or __msvc_chrono.hpp through <thread>, <mutex>, <condition_variable>, <future> */
    {"chrono", WG_STD_CHRONO, "chrono", 0}, {"chrono_literals", WG_STD_CHRONO_CLOCK, "chrono", 0},
    /* <utility> declares std::array (a reference or pointer to one needs no <array>) */
    {"array", WG_STD_ARRAY, "array", 0}, {"deque", WG_STD_DEQUE, "deque", 0},
    /* <sstream>'s: <iostream> and <string> do not include it, <complex> does */
    {"ostringstream", WG_STD_SSTREAM, "sstream", 0}, {"istringstream", WG_STD_SSTREAM, "sstream", 0},
    {"stringstream", WG_STD_SSTREAM, "sstream", 0}, {"wostringstream", WG_STD_SSTREAM, "sstream", 0},
    {"wistringstream", WG_STD_SSTREAM, "sstream", 0}, {"wstringstream", WG_STD_SSTREAM, "sstream", 0},
    /* <atomic>: <system_error> includes it, so the iostreams, <mutex>, <condition_variable>,
     * <future>, <chrono> and <filesystem> bring it too; before C++20 <memory>, <thread>,
     * <functional>, <string> and the containers do not (C++20's <memory> does; libstdc++'s
     * <memory> declares the template for its atomic shared_ptr support, enough for a
     * std::atomic<bool>& parameter); <memory>'s friend declaration makes no name to look up */
    {"atomic", WG_STD_ATOMIC, "atomic", 0},
    /* <thread>: <mutex>, <condition_variable>, <future>, <shared_mutex> and <syncstream> include it */
    {"thread", WG_STD_THREAD, "thread", 0}, {"this_thread", WG_STD_THREAD, "thread", 0},
#ifndef WG_SCAN_STD_MUTEX_OFF
    /* <mutex>: <condition_variable>, <future> and <shared_mutex> include it, <memory> and <thread> do not */
    {"mutex", WG_STD_MUTEX, "mutex", 0}, {"recursive_mutex", WG_STD_MUTEX, "mutex", 0}, {"timed_mutex", WG_STD_MUTEX, "mutex", 0},
    {"recursive_timed_mutex", WG_STD_MUTEX, "mutex", 0}, {"lock_guard", WG_STD_MUTEX, "mutex", 0},
    {"unique_lock", WG_STD_MUTEX, "mutex", 0}, {"scoped_lock", WG_STD_MUTEX, "mutex", 0}, {"once_flag", WG_STD_MUTEX, "mutex", 0},
    {"call_once", WG_STD_MUTEX, "mutex", 0},
#endif
#ifndef WG_SCAN_STRING_CONV_OFF
    /* <string>'s conversions: only <string> and the few headers that include it declare them */
    {"to_string", WG_STD_STRING_CONV, "string", 0}, {"to_wstring", WG_STD_STRING_CONV, "string", 0},
    {"stoi", WG_STD_STRING_CONV, "string", 0}, {"stol", WG_STD_STRING_CONV, "string", 0},
    {"stoul", WG_STD_STRING_CONV, "string", 0}, {"stoll", WG_STD_STRING_CONV, "string", 0},
    {"stoull", WG_STD_STRING_CONV, "string", 0}, {"stof", WG_STD_STRING_CONV, "string", 0},
    {"stod", WG_STD_STRING_CONV, "string", 0},
#endif
#ifndef WG_SCAN_STD_GETLINE_OFF
    /* std::getline of a std::string: the Microsoft STL defines it in <string> (the same headers
     * bring it as the conversions), not in <istream>, so <fstream> and <iostream> alone give C2039
     * (protobuf's js embed tool); libstdc++'s <istream> reaches <string> */
    {"getline", WG_STD_STRING_CONV, "string", 0},
#endif
    /* <bit> (C++20): no other header before C++23 brings it but <format>, <ranges> and <chrono> */
    {"countl_zero", WG_STD_BIT, "bit", 0}, {"countl_one", WG_STD_BIT, "bit", 0}, {"countr_zero", WG_STD_BIT, "bit", 0},
    {"countr_one", WG_STD_BIT, "bit", 0}, {"popcount", WG_STD_BIT, "bit", 0}, {"bit_cast", WG_STD_BIT, "bit", 0},
    {"has_single_bit", WG_STD_BIT, "bit", 0}, {"bit_ceil", WG_STD_BIT, "bit", 0}, {"bit_floor", WG_STD_BIT, "bit", 0},
    {"bit_width", WG_STD_BIT, "bit", 0}, {"rotl", WG_STD_BIT, "bit", 0}, {"rotr", WG_STD_BIT, "bit", 0},
#ifndef WG_SCAN_STD_STRING_SIZE_T_OFF
    /* std::string and its kin: <xstring> (a header the union of its includers reaches passes; a
     * header a unit includes first is read with its own includes: sfizz's ModMatrix.h, std::string
     * with <memory> and <cstdint>); std::size_t with <cstdint> alone (binlog's ArrayView.hpp) */
    {"string", WG_STD_STRING, "string", 0}, {"wstring", WG_STD_STRING, "string", 0}, {"basic_string", WG_STD_STRING, "string", 0},
    {"u16string", WG_STD_STRING, "string", 0}, {"u32string", WG_STD_STRING, "string", 0}, {"size_t", WG_STD_SIZE_T, "cstddef", 0},
#endif
#ifndef WG_SCAN_STD_CHARCONV_OFF
    /* <charconv> (C++17): a use under "#if __cpp_lib_to_chars" passes on MSVC through any header, then fails (C2039) */
    {"from_chars", WG_STD_CHARCONV, "charconv", 0}, {"to_chars", WG_STD_CHARCONV, "charconv", 0},
#endif
    {NULL, 0, NULL, 0}};

/* The headers whose names C++20's <chrono>, <queue>, <stack>, <filesystem> and <ranges> bring too
 * (their includes under _HAS_CXX20; <chrono>'s <format> brings <charconv>): unknown in a C++20 build, no finding there. */
#define WG_STD_CXX20_BRINGS (WG_STD_MEMORY | WG_STD_ITERATOR | WG_STD_ARRAY | WG_STD_SSTREAM | WG_STD_ATOMIC | WG_STD_CHARCONV)

/* Whether the name at p opens the aliased type of an alias declaration on its line ("typedef
 * std::array<T, N> ArrayType;", "using Row = std::array<float, 4>;"), not a member of a struct
 * defined there: an alias names a specialisation without making it complete, so a declaration
 * of the template is enough (librealsense's ros/serialization.h, a typedef in class templates). */
static int in_alias_declaration(const char *line, const char *p)
{
#ifdef WG_SCAN_STD_ALIAS_DECLARED_OFF
    (void)line, (void)p;
    return 0;
#else
    int alias = 0; /* since the last ';', '{', '}' or '(' before p */
    for (const char *w = line; w < p; ++w) {
        if (strchr(";{}(", *w))
            alias = 0;
        if (!is_name(*w) || (w > line && is_name(w[-1])))
            continue;
        if (strncmp(w, "typedef", 7) == 0 && !is_name(w[7]))
            alias = 1;
        if (strncmp(w, "using", 5) == 0 && !is_name(w[5])) {
            const char *name = skip_blank(w + 5), *e = name;
            while (is_name(*e))
                ++e;
            alias |= e > name && *skip_blank(e) == '=' && skip_blank(skip_blank(e) + 1) == p;
        }
    }
    return alias;
#endif
}

/* Names a header the file surely reaches declares without defining (<iosfwd>'s streams,
 * <utility>'s std::array): a reference or pointer to one (std::array<int, 3> &), or an alias
 * of one, compiles. line and p: the line and its "std::" before the name. */
static int declared_elsewhere(wg_std_bits bits, const char *line, const char *p, const char *after)
{
    if (bits != WG_STD_FSTREAM && bits != WG_STD_ARRAY && bits != WG_STD_SSTREAM)
        return 0;
    if (in_alias_declaration(line, p))
        return 1;
    after = skip_blank(after);
    if (*after == '<') {
        int depth = 0;
        for (; *after; ++after) {
            depth += *after == '<', depth -= *after == '>';
            if (!depth)
                break;
        }
        if (!*after)
            return 1; /* the type goes on past the line: undecided, no finding */
        after = skip_blank(after + 1);
    }
    return *after == '&' || *after == '*';
}

/* MSVC's intrinsics, declared by <intrin.h> (some also by <intrin0.h>): a call
 * without the declaration is C3861 in C++, an implicit int function (LNK2019) in C. */
static const struct {
    const char *name;
    wg_std_bits bits;
} intrinsics[] = {
    {"_BitScanForward", WG_STD_INTRIN0}, {"_BitScanReverse", WG_STD_INTRIN0}, {"_BitScanForward64", WG_STD_INTRIN0},
    {"_BitScanReverse64", WG_STD_INTRIN0}, {"_umul128", WG_STD_INTRIN0}, {"__umulh", WG_STD_INTRIN0},
    {"__popcnt", WG_STD_INTRIN}, {"__popcnt16", WG_STD_INTRIN}, {"__popcnt64", WG_STD_INTRIN}, {"__lzcnt", WG_STD_INTRIN},
    {"__lzcnt16", WG_STD_INTRIN}, {"__lzcnt64", WG_STD_INTRIN}, {"__cpuid", WG_STD_INTRIN}, {"__cpuidex", WG_STD_INTRIN},
    {"__rdtsc", WG_STD_INTRIN}, {"_mul128", WG_STD_INTRIN}, {"__mulh", WG_STD_INTRIN}, {NULL, 0}};

/* POSIX types the MSVC CRT does not define (it has off_t, dev_t, ino_t: no finding). */
static const char *const posix_types[] = {"ssize_t", "pid_t", "useconds_t", "suseconds_t", "uid_t", "gid_t", "mode_t", "sigset_t",
                                          "uint", "ushort", "ulong", /* these three: glibc's <sys/types.h> (__USE_MISC), Qt's too */
#ifndef WG_SCAN_BSD_INT_TYPES_OFF
                                          /* the BSD fixed-width names of glibc's and the BSDs' <sys/types.h> (LMMS's
                                           * static_cast<u_int16_t>): Winsock has u_short and u_long, never these */
                                          "u_int8_t", "u_int16_t", "u_int32_t", "u_int64_t",
#endif
                                          NULL};

/* Whether the POSIX type is one Qt's <qglobal.h> typedefs too (uint, ushort, ulong): no finding
 * in a unit that reaches Qt. */
static int qt_defines_type(const char *name)
{
    return strcmp(name, "uint") == 0 || strcmp(name, "ushort") == 0 || strcmp(name, "ulong") == 0;
}

/* Whether the name at p is the declarator of a variable: a type's name before it (not a keyword
 * that takes an expression) and "(", "=", ";", ",", "{" or "[" after it, SPIRV-Tools'
 * "analysis::Integer uint(32, false);". */
static int declares_variable(const char *line, const char *p, const char *after)
{
    static const char *const keywords[] = {"return", "case", "sizeof", "else", "throw", "new", "delete", "const",
                                           "volatile", "static", "extern", "inline", "typedef", "struct", "class",
                                           "union", "enum", "template", "typename", "operator", "goto", "do",
                                           "co_return", "co_yield", "unsigned", "signed", NULL};
    const char *b = p;
    while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
        --b;
    int pointer = 0;
#ifndef WG_SCAN_POSIX_TYPE_PARAMETER_OFF
    /* a parameter: "uint64_t *ulong)", "uint32_t uint)" (qpid-proton's consume_ulong, emit_uint) */
    while (b > line && (b[-1] == '*' || b[-1] == '&' || b[-1] == ' ' || b[-1] == '\t'))
        pointer |= b[-1] == '*' || b[-1] == '&', --b;
    const char *ends = "(=;,{[)";
#else
    const char *ends = "(=;,{[";
#endif
    if ((b == p && !pointer) || b == line || !is_name(b[-1]) || !*after || !strchr(ends, *after))
        return 0;
    const char *w = b;
    while (w > line && is_name(w[-1]))
        --w;
    if (isdigit((unsigned char)*w))
        return 0;
    for (size_t k = 0; keywords[k]; ++k)
        if ((size_t)(b - w) == strlen(keywords[k]) && strncmp(w, keywords[k], (size_t)(b - w)) == 0)
            return 0;
    return 1;
}

/* Whether a file includes a Qt header (<QFileDialog>, <QtCore/qglobal.h>): Qt's qtypes.h
 * typedefs uint, ushort and ulong for every unit that does (openal-soft's alsoft-config); its
 * units reach one through the project's headers too (WG_STD_QT: octovis's SceneObject.h). */
static int includes_qt(const wg_tree_file *f)
{
    for (const char *p = strstr(f->text, "<Q"); p && p < f->text + f->length; p = strstr(p + 2, "<Q")) {
        const char *h = p;
        while (h > f->text && (h[-1] == ' ' || h[-1] == '\t'))
            --h;
        if (h - f->text >= 8 && strncmp(h - 7, "include", 7) == 0 && (isupper((unsigned char)p[2]) || p[2] == 't'))
            return 1;
    }
    return 0;
}

/* Whether p (inside line) lies in a string or character literal. */
int wg_in_literal(const char *line, const char *p)
{
    for (const char *q = line; q < p; ++q)
        if (*q == '"' || *q == '\'') {
            char quote = *q;
            for (++q; *q && *q != quote; ++q)
                if (*q == '\\' && q[1])
                    ++q;
            if (!*q || q >= p)
                return 1;
        }
    return 0;
}

/* Undecided where every unit reaching the file includes a header the scan cannot read. */
static void report_missing_include(wg_family_file *ff, long number, const char *message)
{
    if (ff->file->unread_reach)
        ff->report_apart(ff->context, number, "SCAN_MISSING_STD_INCLUDE", message, ff->file->unread_reach);
    else
        ff->report(ff->context, number, "SCAN_MISSING_STD_INCLUDE", message);
}

/* std::chrono::system_clock and high_resolution_clock: <chrono>'s own (VS 2022 17.13 on), where
 * the unit reaches __msvc_chrono.hpp's durations and steady_clock through <thread> or <mutex>
 * only. Whether it reported. */
static int missing_chrono_clock(wg_family_file *ff, const char *after_std, long number)
{
    static const char *const clocks[] = {"system_clock", "high_resolution_clock", NULL};
    if (strncmp(after_std, "chrono::", 8) != 0 || (ff->file->std_reach & WG_STD_CHRONO_CLOCK) ||
        (ff->file->std_reach & WG_STD_UNSEEN))
        return 0;
    for (size_t i = 0; clocks[i]; ++i) {
        size_t n = strlen(clocks[i]);
        if (strncmp(after_std + 8, clocks[i], n) != 0 || is_name(after_std[8 + n]))
            continue;
        char message[200];
        snprintf(message, sizeof message, "std::chrono::%s without <chrono>: the Microsoft STL's <thread>, <mutex> and kin bring only "
                 "its durations and steady_clock (C2039)", clocks[i]);
        /* set apart, not counted: the toolset decides it (before 17.13 <mutex> brought all of
         * <chrono>), and engines whose MSVC CI is green use the clocks so (reactphysics3d's
         * DefaultLogger.cpp through <mutex>) */
        ff->report_apart(ff->context, number, "SCAN_MISSING_STD_INCLUDE", message,
                         ff->file->unread_reach ? ff->file->unread_reach
                                                : "the Visual Studio version: only 2022 17.13 and later leave the clocks out of <mutex> and <thread>");
        return 1;
    }
    return 0;
}

/* A POSIX type's finding: set apart where the library's own build defines the name (a configured
 * header's stand-in its units include first, which a user's unit reading only the public header
 * does not get: the user's problem, not the build's) or where a header of a folder the tree lacks
 * may; counted otherwise. */
static void report_posix_type(wg_family_file *ff, long number, const char *message, const char *name)
{
    const char *absent = wg_absent_folder_reach(ff->tree, ff->file);
    if (wg_tree_defines_on_path(ff->tree, ff->file->path, name))
        ff->report_apart(ff->context, number, "SCAN_POSIX_TYPE", message,
                         wg_tree_string(ff->tree, "the library's own units get %s from its configured header (a #cmakedefine stand-in); "
                                                  "a user's unit that includes only this public header meets C2061 unless it defines %s itself",
                                        name, name));
    else if (absent)
        ff->report_apart(ff->context, number, "SCAN_POSIX_TYPE", message, absent);
    else
        ff->report(ff->context, number, "SCAN_POSIX_TYPE", message);
}

static int typedefs_name(const char *text, const char *name);

/* Whether the file declares the intrinsic itself, a prototype ("unsigned char
 * _BitScanReverse(uint32_t *, unsigned long);", a type's word before the name, ';' after the
 * parameters): cl.exe takes the declaration with #pragma intrinsic in place of <intrin.h>
 * (LuaJIT's lj_strscan.c in terra: 2 false alarms at its newest commit).
 * WG_SCAN_OWN_INTRINSIC_PROTOTYPE_OFF switches it off. */
static int declares_intrinsic_itself(const char *text, const char *name)
{
#ifdef WG_SCAN_OWN_INTRINSIC_PROTOTYPE_OFF
    (void)text, (void)name;
    return 0;
#else
    static const char *const statement_words[] = {"return", "else", "do", "case", NULL};
    size_t n = strlen(name);
    for (const char *p = wg_word_in(text, name); p; p = wg_word_in(p + n, name)) {
        const char *b = p;
        while (b > text && (b[-1] == ' ' || b[-1] == '\t'))
            --b;
        const char *word = b;
        while (word > text && is_name(word[-1]))
            --word;
        if (b == text || !(word < b || b[-1] == '*'))
            continue; /* no type before it: a call */
        int statement = 0;
        for (size_t k = 0; statement_words[k] && !statement; ++k)
            statement = (size_t)(b - word) == strlen(statement_words[k]) && strncmp(word, statement_words[k], (size_t)(b - word)) == 0;
        const char *open = skip_blank(p + n);
        const char *close = *open == '(' ? strchr(open, ')') : NULL;
        if (!statement && close && *skip_blank(close + 1) == ';')
            return 1;
    }
    return 0;
#endif
}

static void missing_declarations(wg_family_file *ff, const char *line, long number)
{
    const wg_tree_file *f = ff->file;
    char message[512];
    if (f->std_reach & (WG_STD_OTHER_OS | WG_STD_UNSEEN))
        return;
    if (ff->cplusplus && !ff->tree->forced_includes_walked)
        for (const char *p = strstr(line, "std::"); p; p = strstr(p + 5, "std::")) {
            if ((p > line && (is_name(p[-1]) || (p[-1] == ':' && p - 1 > line && p[-2] == ':' && p - 2 > line && is_name(p[-3])))) ||
                wg_in_literal(line, p))
                continue; /* xstd::min, a::std::min */
            const char *name = p + 5;
            size_t n = 0;
            while (is_name(name[n]))
                ++n;
            if (missing_chrono_clock(ff, name, number))
                return;
            for (size_t i = 0; std_names[i].name; ++i) {
                wg_std_bits bits = std_names[i].bits;
                int union_lacks = !(f->std_reach & bits), first_lacks = f->first_unit && !(f->first_reach & bits);
                if (strlen(std_names[i].name) == n && strncmp(name, std_names[i].name, n) == 0 && (union_lacks || first_lacks) &&
                    !declared_elsewhere(bits, line, p, name + n) && !(ff->tree->cxx_standard >= 20 && (bits & WG_STD_CXX20_BRINGS)) &&
                    !(ff->tree->cxx_standard >= 23 && (bits & WG_STD_BIT))) {
                    if (union_lacks) {
                        snprintf(message, sizeof message, "std::%.*s without <%s>: the Microsoft STL's other headers do not declare it (C2039)",
                                 (int)n, name, std_names[i].header);
                        report_missing_include(ff, number, message);
                    } else { /* every include of the header's closure is read: decided */
                        snprintf(message, sizeof message, "std::%.*s without <%s> in a header %.200s includes first: its own includes "
                                 "bring no Microsoft STL header that declares it (C2039)", (int)n, name, std_names[i].header, f->first_unit);
                        ff->report(ff->context, number, "SCAN_MISSING_STD_INCLUDE", message);
                    }
                    return;
                }
            }
        }
    /* After "using namespace std;" in the file, the calls of names no project spells alike
     * (the file searched once, not once a line: MNN's multi-megabyte sources). */
    if (ff->cplusplus && !ff->tree->forced_includes_walked && !ff->using_std)
        ff->using_std = strstr(f->text, "using namespace std;") ? 2 : 1;
    if (ff->cplusplus && !ff->tree->forced_includes_walked && ff->using_std == 2)
        for (size_t i = 0; std_names[i].name; ++i) {
            if (!std_names[i].unqualified || (f->std_reach & std_names[i].bits))
                continue;
            const char *p = wg_word_in(line, std_names[i].name);
            if (!p || *skip_blank(p + strlen(std_names[i].name)) != '(' || wg_in_literal(line, p) ||
                (p > line && strchr(".>:", p[-1])) || wg_tree_defines_on_path(ff->tree, ff->file->path, std_names[i].name))
                continue;
            const char *b = p;
            while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
                --b;
            if (b > line && (is_name(b[-1]) || b[-1] == '*' || b[-1] == '&') && !(b - line >= 6 && strncmp(b - 6, "return", 6) == 0))
                continue; /* void iota(int): a declaration of the project's own */
            snprintf(message, sizeof message, "%s() (std::, by using namespace std) without <%s>: the Microsoft STL's other headers do not declare it (C3861)",
                     std_names[i].name, std_names[i].header);
            report_missing_include(ff, number, message);
            return;
        }
    for (size_t i = 0; intrinsics[i].name; ++i) {
        const char *p = wg_word_in(line, intrinsics[i].name);
        if (!p || (f->std_reach & intrinsics[i].bits) || *skip_blank(p + strlen(intrinsics[i].name)) != '(' || wg_in_literal(line, p) ||
            wg_tree_defines_on_path(ff->tree, ff->file->path, intrinsics[i].name) || declares_intrinsic_itself(f->text, intrinsics[i].name))
            continue;
        snprintf(message, sizeof message, "%s() without <intrin.h>: MSVC declares its intrinsics only there", intrinsics[i].name);
        ff->report(ff->context, number, "SCAN_MSVC_INTRINSIC_UNDECLARED", message);
        return;
    }
    /* A public header is compiled in its users' units too, which see the public headers only: a
     * typedef in the library's own port header (rocksdb's port/win/port_win.h) is not theirs. */
    int public_header = wg_public_header(ff->tree, f->path);
    unsigned typedefs = public_header ? ff->tree->posix_typedefs_public : ff->tree->posix_typedefs;
    for (size_t i = 0; posix_types[i] && !(f->std_reach & WG_STD_SSIZE_T); ++i) {
        const char *p = wg_word_in(line, posix_types[i]);
        /* As a type: a declarator, a pointer or a cast follows (int pid_t; names a variable). */
        const char *after = p ? skip_blank(p + strlen(posix_types[i])) : NULL;
        if (p && !wg_in_literal(line, p) && declares_variable(line, p, after))
            ff->posix_type_variables |= 1u << i;
        if (!p || wg_in_literal(line, p) || (p > line && (p[-1] == '.' || p[-1] == '>' || p[-1] == ':')) ||
            (ff->posix_type_variables & (1u << i)) || !(is_name(*after) || (*after && strchr("*&)>(", *after))) ||
            (wg_tree_defines_on_path(ff->tree, ff->file->path, posix_types[i]) &&
             !(wg_installed_header(ff->tree, f->path) && wg_strlist_has(ff->tree->private_configured, ff->tree->private_configured_count, posix_types[i],
                                               strlen(posix_types[i])))) || /* nghttp2's config.h: not its users' */
            (typedefs & (1u << i)) || (wg_translation_unit(f->path) && typedefs_name(f->text, posix_types[i])) ||
            (qt_defines_type(posix_types[i]) && (includes_qt(f) || (f->std_reach & WG_STD_QT))))
            continue;
        snprintf(message, sizeof message, "%s is a POSIX type: the MSVC CRT does not define it", posix_types[i]);
        report_posix_type(ff, number, message, posix_types[i]);
        return;
    }
}


/* ---- Declarations cl.exe rejects ------------------------------------------------------------- */

/* _int8/_int16/_int32/_int64 are cl.exe's synonyms of __int8 ... (keywords unless /Za): a name
 * declared so (an enumerator, a variable, a member: after a type or '::'/'.', or opening a line
 * of an enumerator list) is C2059 there. As a type (_int64 x, (_int64)y) it is MSVC's own. */
static void msvc_keyword_names(wg_family_file *ff, const char *line, long number)
{
    /* the sized-integer synonyms, and C++ AMP's storage class (RAJA's struct tile_static) */
    static const char *const keywords[] = {"_int8", "_int16", "_int32", "_int64", "tile_static", NULL};
    for (size_t i = 0; keywords[i]; ++i)
        for (const char *p = wg_word_in(line, keywords[i]); p; p = wg_word_in(p + 1, keywords[i])) {
            if (wg_in_literal(line, p))
                continue;
            const char *after = skip_blank(p + strlen(keywords[i]));
            const char *b = p;
            while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
                --b;
            int member = b > line && (b[-1] == '.' || (b[-1] == ':' && b - 1 > line && b[-2] == ':') ||
                                      (b[-1] == '>' && b - 1 > line && b[-2] == '-'));
            int declarator = b < p && b > line && is_name(b[-1]) && strchr(",=;)[", *after) && *after;
            int enumerator = b == line && *after && strchr(",=}", *after);
            const char *tag = b;
            while (tag > line && is_name(tag[-1]))
                --tag;
            int tagged = b > line && is_name(b[-1]) && b < p && /* struct tile_static {, class _int8; */
                         ((b - tag == 6 && strncmp(tag, "struct", 6) == 0) || (b - tag == 5 && strncmp(tag, "class", 5) == 0) ||
                          (b - tag == 5 && strncmp(tag, "union", 5) == 0) || (b - tag == 4 && strncmp(tag, "enum", 4) == 0));
            if (!member && !declarator && !enumerator && !tagged)
                continue;
            char message[160];
            if (keywords[i][0] == '_')
                snprintf(message, sizeof message, "%s names a declaration: cl.exe reads it as a keyword (a synonym of _%s)", keywords[i], keywords[i]);
            else
                snprintf(message, sizeof message, "%s names a declaration: cl.exe reads it as a keyword (C++ AMP's tile_static storage class)", keywords[i]);
            ff->report(ff->context, number, "SCAN_MSVC_KEYWORD_NAME", message);
            return;
        }
}

/* "class NAME" / "struct NAME" on a code line: remembered, so that "MACRO NAME() {}" later is
 * read as NAME's constructor (oidn's "oidn_host_device_inline vec2() {}", Vc's "Vc_INTRINSIC
 * Mask() {}"), not as a function returning the macro. */
static void note_class_names(wg_family_file *ff, const char *line)
{
    static const char *const keys[] = {"class", "struct", NULL};
    for (size_t k = 0; keys[k]; ++k)
        for (const char *p = strstr(line, keys[k]); p; p = strstr(p + 1, keys[k])) {
            if ((p > line && is_name(p[-1])) || is_name(p[strlen(keys[k])]))
                continue;
            const char *name = skip_blank(p + strlen(keys[k]));
            size_t n = 0;
            while (is_name(name[n]))
                ++n;
            if (!n || n >= sizeof ff->classes[0] || wg_in_literal(line, p))
                continue;
            size_t i = 0;
            while (i < ff->class_count && !(strlen(ff->classes[i]) == n && strncmp(ff->classes[i], name, n) == 0))
                ++i;
            if (i == ff->class_count && ff->class_count < sizeof ff->classes / sizeof ff->classes[0])
                snprintf(ff->classes[ff->class_count++], sizeof ff->classes[0], "%.*s", (int)n, name);
        }
}

/* "<specifiers> <type> <name>(<parameters>) [const|override|noexcept|final] {}" on one line with
 * a type that is not void: the function falls off its end (C4716, an error by default). The name
 * is an identifier (a base's "ReferenceMap<Node, T, T&, const T&>(nm) { }" in an initializer list
 * is none), and not a class the file declared (a constructor after a lower-case macro). */
/* Past a "template <...>" head (template<typename U> T(const T<U>&) {}): the declaration after
 * it, or NULL where the head does not close on the line. */
static const char *mr_past_template_head(const char *p)
{
    if (!(strncmp(p, "template", 8) == 0 && !is_name(p[8])))
        return p;
    int depth = 0;
    for (p += 8; *p; ++p)
        if (*p == '<')
            ++depth;
        else if (*p == '>' && --depth == 0)
            break;
    return *p ? skip_blank(p + 1) : NULL;
}

/* The words before the parameter list (specifiers, the type, the name) into words (up to 8):
 * returns where they end (its '(' where there is one). */
static const char *mr_head_words(const char *p, char words[8][64], size_t *count)
{
    const char *q = p;
    *count = 0;
    for (;;) {
        q = skip_blank(q);
        const char *w = q;
        if (!(isalpha((unsigned char)*q) || *q == '_'))
            break; /* ": member_(x) {}" (an initializer list), "~T() {}" */
        while (is_name(*q) || (*q == ':' && q[1] == ':') || (*q == ':' && q > w && q[-1] == ':') || *q == '<' || *q == '>' || *q == '*' || *q == '&' || *q == ',' ||
               (*q == ' ' && q > w && (q[-1] == ',' || q[1] == '>' || q[-1] == '<')))
            ++q;
        if (q == w || *count == 8)
            break;
        snprintf(words[(*count)++], 64, "%.*s", (int)(q - w), w);
        if (strcmp(words[*count - 1], "operator") == 0 && *skip_blank(q) == '(' && skip_blank(skip_blank(q) + 1)[0] == ')')
            q = skip_blank(skip_blank(q) + 1) + 1; /* operator() */
        if (*q == '(')
            break;
    }
    return q;
}

/* The index of the first word after the specifiers and ALL_CAPS macros (KOKKOS_FUNCTION,
 * FBGEMM_API), which are no type. */
static size_t mr_first_type_word(char words[8][64], size_t count)
{
    static const char *const specifiers[] = {"virtual", "static", "inline", "constexpr", "friend", "extern", "__host__",
                                             "__device__", "__forceinline__", "__forceinline", "consteval", NULL};
    size_t first = 0;
    for (size_t w = 0; w < count; ++w) {
        size_t k = 0;
        while (specifiers[k] && strcmp(specifiers[k], words[w]) != 0)
            ++k;
        int macro = 1;
        for (const char *c = words[w]; *c && macro; ++c)
            macro = isupper((unsigned char)*c) || isdigit((unsigned char)*c) || *c == '_';
        if (specifiers[k] || macro)
            first = w + 1;
    }
    return first;
}

/* Whether the words from first name a type that gives a value and a plain function name after
 * it: not void (nor void by SFINAE), no constructor (a class of the file), no keyword. */
static int mr_returns_value(const wg_family_file *ff, char words[8][64], size_t count, size_t first)
{
    static const char *const not_types[] = {"void", "auto", "return", "else", "if", "while", "for", "switch", "catch", "do",
                                            "new", "delete", "throw", "sizeof", "decltype", "explicit", "case", "goto",
                                            "typedef", "using", "template", "struct", "class", "enum", "union", "namespace",
                                            "define", NULL};
    if (count < first + 2 || strchr(words[count - 1], '<') || strcmp(words[count - 1], "main") == 0)
        return 0; /* no type (a constructor, a macro call), or no plain name */
    for (size_t k = 0; not_types[k]; ++k)
        for (size_t w = first; w < count; ++w)
            if (strcmp(words[w], not_types[k]) == 0)
                return 0;
    if (words[count - 1][0] == '~' || !(isalpha((unsigned char)words[count - 1][0]) || words[count - 1][0] == '_'))
        return 0;
    for (const char *c = words[count - 1]; *c; ++c)
        if (!is_name(*c))
            return 0; /* "T&>": the tail of a base's template arguments */
    for (size_t i = 0; i < ff->class_count; ++i)
        if (strcmp(ff->classes[i], words[count - 1]) == 0)
            return 0; /* a constructor */
    for (size_t w = first; w + 1 < count; ++w) /* enable_if<c, void>::type, enable_if_t<c>: void by SFINAE */
        if (strstr(words[w], "void") || strstr(words[w], "able_if") || strstr(words[w], "::type"))
            return 0;
    return 1;
}

/* Whether the parameter list at q (its '(') is followed, past const/override/noexcept/final,
 * by an empty body "{}" that ends the line (a ';' after it allowed). */
static int mr_empty_body_follows(const char *q)
{
    int depth = 0;
    for (; *q; ++q) { /* the parameter list, to its ')' */
        if (*q == '(')
            ++depth;
        else if (*q == ')' && --depth == 0)
            break;
    }
    if (!*q)
        return 0;
    q = skip_blank(q + 1);
    for (;;) {
        static const char *const qualifiers[] = {"const", "override", "noexcept", "final", NULL};
        size_t k = 0;
        while (qualifiers[k] && !(strncmp(q, qualifiers[k], strlen(qualifiers[k])) == 0 && !is_name(q[strlen(qualifiers[k])])))
            ++k;
        if (!qualifiers[k])
            break;
        q = skip_blank(q + strlen(qualifiers[k]));
    }
    if (*q != '{' || *skip_blank(q + 1) != '}')
        return 0;
    q = skip_blank(skip_blank(q + 1) + 1);
    if (*q == ';')
        q = skip_blank(q + 1);
    return !*q;
}

static void missing_return(wg_family_file *ff, const char *line, long number)
{
    const char *p = skip_blank(line);
    const char *close = strrchr(p, '}');
    if (!close || !strstr(p, "{") || wg_in_literal(line, close))
        return;
    if (!(p = mr_past_template_head(p)))
        return;
    char words[8][64];
    size_t count;
    const char *q = mr_head_words(p, words, &count);
    if (*q != '(' || !mr_returns_value(ff, words, count, mr_first_type_word(words, count)) || !mr_empty_body_follows(q))
        return;
    char message[256]; /* two names of up to 63 characters and the text */
    snprintf(message, sizeof message, "%s() returns %s but its body is empty: cl.exe's C4716 (must return a value) is an error by default",
             words[count - 1], words[count - 2]);
    ff->report(ff->context, number, "SCAN_MISSING_RETURN", message);
}

/* "template <declaration>;" without '<' is an explicit instantiation: a default argument in its
 * parameter list is ill-formed, and cl.exe rejects it (C2572 redefinition of default argument). */
static void instantiation_default_arguments(wg_family_file *ff, const char *line, long number)
{
    if (!ff->cplusplus)
        return;
    const char *p = skip_blank(line);
    if (!ff->instantiation) {
        const char *t = p;
        if (strncmp(t, "extern", 6) == 0 && !is_name(t[6]))
            t = skip_blank(t + 6);
        if (strncmp(t, "template", 8) != 0 || is_name(t[8]) || *skip_blank(t + 8) == '<' || !*skip_blank(t + 8))
            return;
#ifndef WG_SCAN_TEMPLATE_MACRO_OFF
        /* "template(typename T = F)": a function-like macro named template (libunifex's and
         * range-v3's concept emulation, template <__VA_ARGS__ ...>), no declaration begins with '(' */
        if (*skip_blank(t + 8) == '(')
            return;
#endif
        ff->instantiation = 1, ff->instantiation_parens = 0;
        p = t + 8;
    }
    for (; *p; ++p) {
        if (*p == '"' || *p == '\'') {
            char quote = *p;
            for (++p; *p && *p != quote; ++p)
                if (*p == '\\' && p[1])
                    ++p;
            if (!*p)
                break;
        } else if (*p == '(') {
            ++ff->instantiation_parens;
        } else if (*p == ')') {
            --ff->instantiation_parens;
        } else if (*p == ';' || *p == '{') {
            ff->instantiation = 0;
            return;
        } else if (*p == '=' && ff->instantiation_parens == 1 && p[1] != '=' && !strchr("=!<>", p[-1])) {
            ff->report(ff->context, number, "SCAN_DEFAULT_ARG_IN_INSTANTIATION",
                       "a default argument in an explicit instantiation: ill-formed, cl.exe rejects it (C2572)");
            ff->instantiation = 0;
            return;
        }
    }
}


/* Whether a declaration's line makes its function inline without the word: constexpr and
 * consteval functions are implicitly inline (protobuf's "PROTOBUF_EXPORT constexpr BoundsCheckMode
 * GetBoundsCheckMode() {"), and cl.exe takes an inline definition under dllimport. */
static int implicitly_inline(const char *line)
{
#ifdef WG_SCAN_DLLIMPORT_CONSTEXPR_OFF
    (void)line;
    return 0;
#else
    return wg_word_in(line, "constexpr") || wg_word_in(line, "consteval");
#endif
}

/* A function defined in a header at namespace scope (unindented) under a macro that a user's
 * unit expands to __declspec(dllimport) (FBGEMM_API T clamp(...) {): cl.exe rejects a definition
 * of an imported function (C2491) unless inline. */
static void dllimport_definitions(wg_family_file *ff, const char *line, long number)
{
    const wg_tree *t = ff->tree;
    const char *dot = strrchr(ff->file->path, '.');
    if (!t->import_macro_count || !dot || !(dot[1] == 'h' || dot[1] == 'H'))
        return; /* headers only (.h, .hpp, .hh, .hxx) */
    if (!ff->import_line) {
        if (!is_name(line[0]))
            return; /* indented: a member (in-class definitions are inline) */
        const char *e = line;
        while (is_name(*e))
            ++e;
        if (!wg_strlist_has(t->import_macros, t->import_macro_count, line, (size_t)(e - line)) ||
            wg_strlist_has(t->static_macros, t->static_macro_count, line, (size_t)(e - line)) || wg_word_in(line, "inline") ||
            implicitly_inline(line) ||
            wg_word_in(line, "class") || wg_word_in(line, "struct"))
            return;
        ff->import_line = number, ff->import_parens = 0;
        line = e;
    }
    for (const char *p = line; *p; ++p) {
        if (*p == '(')
            ++ff->import_parens;
        else if (*p == ')')
            --ff->import_parens;
        else if (*p == ';' && ff->import_parens == 0) {
            ff->import_line = 0; /* a declaration */
            return;
        } else if (*p == '{' && ff->import_parens == 0) {
            ff->report(ff->context, ff->import_line, "SCAN_DLLIMPORT_DEFINITION",
                       "a function defined in a header under a macro a user's unit expands to __declspec(dllimport): cl.exe rejects the definition (C2491)");
            ff->import_line = 0;
            return;
        } else if (*p == '=' && ff->import_parens == 0) {
            ff->import_line = 0; /* a variable */
            return;
        }
    }
    if (number - ff->import_line > 8)
        ff->import_line = 0;
}

/* ---- SCAN_WIN32_TCHAR_API --------------------------------------------------------------------- */

/* Whether the text at p sits on a line the preprocessor keeps (one it did not mark off). */
static int on_kept_line(const wg_tree_file *f, const char *p)
{
    long line = 1;
    for (const char *c = f->text; c < p; ++c)
        line += *c == '\n';
    return !(line <= f->lines && f->state && f->state[line] == WG_OFF);
}

/* Whether the file declares `name` (a name, len n) as a narrow std::string: "std::string name",
 * "const string &name", "string* name", on a line the preprocessor keeps (OpenColorIO's
 * std::string in the #else of #ifdef UNICODE is not the unit's). A wstring is not one. */
static int declared_as(const wg_tree_file *f, const char *type, const char *name, size_t n)
{
    size_t m = strlen(type);
    for (const char *p = strstr(f->text, type); p; p = strstr(p + m, type)) {
        if ((p > f->text && (is_name(p[-1]))) || is_name(p[m]))
            continue; /* wstring, u16string, string_view, stringstream */
        const char *q = p + m;
        while (*q == ' ' || *q == '\t' || *q == '&' || *q == '*' || strncmp(q, "const ", 6) == 0)
            q += strncmp(q, "const ", 6) == 0 ? 6 : 1;
        if (strncmp(q, name, n) != 0 || is_name(q[n]))
            continue;
        if (on_kept_line(f, p))
            return 1;
    }
    return 0;
}

/* A name the tree gives std::string ("typedef std::string String;", "using String = std::string;",
 * Simd's test framework): the alias after `at`, copied to alias; the text after it, or NULL. */
static const char *string_alias(const char *at, char *alias, size_t size)
{
    for (const char *p = strstr(at, "std::string"); p; p = strstr(p + 11, "std::string")) {
        const char *after = p + 11, *name = NULL, *end = NULL;
        while (*after == ' ' || *after == '\t')
            ++after;
        const char *b = p;
        while (b > at && (b[-1] == ' ' || b[-1] == '\t'))
            --b;
        if (b - at >= 7 && strncmp(b - 7, "typedef", 7) == 0 && is_name(*after)) { /* typedef std::string NAME; */
            for (name = end = after; is_name(*end); ++end)
                ;
            if (*skip_blank(end) != ';')
                name = NULL;
        } else if (*after == ';' && b > at && b[-1] == '=') { /* using NAME = std::string; */
            const char *e = b - 1;
            while (e > at && (e[-1] == ' ' || e[-1] == '\t'))
                --e;
            const char *s = e;
            while (s > at && is_name(s[-1]))
                --s;
            const char *u = s;
            while (u > at && (u[-1] == ' ' || u[-1] == '\t'))
                --u;
            if (s < e && u - at >= 5 && strncmp(u - 5, "using", 5) == 0)
                name = s, end = e;
        }
        if (name && (size_t)(end - name) < size) {
            memcpy(alias, name, (size_t)(end - name));
            alias[end - name] = '\0';
            return end;
        }
    }
    return NULL;
}

/* Whether name is declared a narrow std::string in f, also through an alias the tree gives it. */
static int declared_narrow_string(const wg_tree *t, const wg_tree_file *f, const char *name, size_t n)
{
    if (declared_as(f, "string", name, n))
        return 1;
    char alias[64];
    for (size_t i = 0; i < t->count; ++i) {
        if (t->files[i].kind != WG_SCAN_SOURCE || !t->files[i].text || !strstr(t->files[i].text, "std::string"))
            continue;
        for (const char *at = string_alias(t->files[i].text, alias, sizeof alias); at; at = string_alias(at, alias, sizeof alias))
            if (declared_as(f, alias, name, n))
                return 1;
    }
    return 0;
}

/* Whether the file declares `name` a char pointer or array ("char user[INFO_BUFFER_SIZE]",
 * "const char* pattern", "char *buf") on a line the preprocessor keeps, and nowhere a wide or
 * TCHAR string of that name (a name two functions declare differently stays undecided). */
static int declared_char_string(const wg_tree_file *f, const char *name, size_t n)
{
    static const char *const wide[] = {"wchar_t", "WCHAR", "TCHAR", "LPWSTR", "LPCWSTR", "LPTSTR", "LPCTSTR", "wstring", NULL};
    for (size_t i = 0; wide[i]; ++i)
        if (declared_as(f, wide[i], name, n))
            return 0;
    for (const char *p = strstr(f->text, "char"); p; p = strstr(p + 4, "char")) {
        if ((p > f->text && is_name(p[-1])) || is_name(p[4]))
            continue; /* wchar_t, char16_t, TCHAR */
        const char *q = p + 4;
        int pointer = 0;
        while (*q == ' ' || *q == '\t' || *q == '*' || strncmp(q, "const ", 6) == 0 || strncmp(q, "const*", 6) == 0) {
            pointer |= *q == '*';
            q += strncmp(q, "const", 5) == 0 ? 5 : 1;
        }
        if (strncmp(q, name, n) != 0 || is_name(q[n]) || !(pointer || *skip_blank(q + n) == '['))
            continue;
        if (on_kept_line(f, p))
            return 1;
    }
    return 0;
}

/* The first char string in a call's arguments (from just after its '(' to the ')' that closes it
 * on this line): a narrow literal ("x", not L"x" nor TEXT("x")), NAME.c_str() of a narrow
 * std::string, or TEXT()/_T() around something that is not a literal. line: the line's start. */
static const char *narrow_argument(const wg_tree *t, const wg_tree_file *f, const char *line, const char *p)
{
    for (int depth = 0, start = 1; *p && depth >= 0; ++p) {
        if (depth == 0 && start && is_name(*p) && !isdigit((unsigned char)*p)) {
            /* a whole argument that is a char pointer or array: GetUserName(user, &count) */
            const char *e = p;
            while (is_name(*e))
                ++e;
            const char *after = skip_blank(e);
            if ((*after == ',' || *after == ')') && declared_char_string(f, p, (size_t)(e - p)))
                return p;
        }
        start = depth == 0 && (*p == ',' || ((*p == ' ' || *p == '\t') && start));
        if (*p == '(')
            ++depth;
        else if (*p == ')')
            --depth;
        else if (*p == '\'' && p[1] && p[2] == '\'')
            p += 2;
        else if (*p == '"') {
            const char *b = p;
            while (b > line && is_name(b[-1]))
                --b; /* an encoding prefix: L, u, U, u8, R */
            const char *open = b;
            while (open > line && (open[-1] == ' ' || open[-1] == '\t'))
                --open;
            int wrapped = open > line && open[-1] == '(' &&
                          ((open - 5 >= line && strncmp(open - 5, "TEXT", 4) == 0) ||
                           (open - 3 >= line && strncmp(open - 3, "_T", 2) == 0));
            if (b == p && !wrapped)
                return p;
            for (++p; *p && *p != '"'; ++p)
                if (*p == '\\' && p[1])
                    ++p;
            if (!*p)
                return NULL;
        } else if (strncmp(p, ".c_str()", 8) == 0) {
            const char *e = p;
            while (e > line && is_name(e[-1]))
                --e;
            if (e < p && declared_narrow_string(t, f, e, (size_t)(p - e)))
                return e;
        } else if ((strncmp(p, "TEXT(", 5) == 0 || strncmp(p, "_T(", 3) == 0) && (p == line || !is_name(p[-1]))) {
            const char *a = skip_blank(p + (p[0] == 'T' ? 5 : 3));
            if (*a != '"' && *a != ')')
                return p;
        }
    }
    return NULL;
}

/* A call whose '(' ends its line, the arguments one a line below (tvision's CreateFile(\n "CONIN$",
 * ...)): whether the next line of the file opens with a char string argument. Read from a copy of
 * that line alone, so that narrow_argument stops at its end. */
static int narrow_argument_next_line(const wg_family_file *ff, long number)
{
#ifdef WG_SCAN_TCHAR_NEXT_LINE_ARGUMENT_OFF
    (void)ff, (void)number;
    return 0;
#else
    const wg_tree_file *f = ff->file;
    const char *p = f->text, *end = f->text + f->length;
    for (long k = 1; k <= number && p < end; ++k) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        p = nl ? nl + 1 : end;
    }
    if (p >= end || number + 1 > f->lines || (f->state && f->state[number + 1] == WG_OFF))
        return 0;
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
    char next[512];
    if (n >= sizeof next)
        return 0;
    memcpy(next, p, n);
    next[n] = '\0';
    return narrow_argument(ff->tree, f, next, next) != NULL;
#endif
}

/* Whether the file includes wxWidgets (<wx/...>) and name is one of the generic Win32 names its
 * wx/msw/winundef.h #undefs after <windows.h>: in such a unit FindWindow(...) is wxWindow's member
 * (visualboyadvance-m's dialogs), not the SDK's macro for FindWindowW. */
static int undefined_by_wxwidgets(const wg_tree_file *f, const char *name)
{
#ifndef WG_SCAN_WX_WINUNDEF_OFF
    static const char *const undefined[] = {"FindWindow", "CreateWindow", "CreateDialog", "CreateFont", "LoadMenu",
                                            "FindText", "GetCharWidth", "PlaySound", "GetClassName", "GetClassInfo",
                                            "LoadAccelerators", "DrawText", "StartDoc", "GetObject", "GetMessage",
                                            "LoadIcon", "LoadBitmap", "LoadLibrary", "FindResource", NULL};
    if (!strstr(f->text, "#include <wx/"))
        return 0;
    for (size_t i = 0; undefined[i]; ++i)
        if (strcmp(name, undefined[i]) == 0)
            return 1;
#else
    (void)f, (void)name;
#endif
    return 0;
}

/* Where the build defines UNICODE (a compile definition or a -D in the flags; a #define in one
 * header is not every unit's), a generic Win32 name is its W function, which takes wchar_t
 * strings: a char string argument stops the build (C2664). The A function takes it; a member or
 * a namespace's function of the name (Open3D's utility::filesystem::CopyFile) is not the SDK's. */
static void tchar_apis_with_char_strings(wg_family_file *ff, const char *line, long number)
{
    const wg_tree_file *f = ff->file;
    if (*skip_blank(line) == '#' || !ff->cplusplus || !wg_strlist_has(ff->tree->defines_on, ff->tree->defines_on_count, "UNICODE", 7))
        return;
    for (size_t i = 0; wg_sdk_names[i].name; ++i) {
        const char *name = wg_sdk_names[i].name;
        if (!(wg_sdk_names[i].flags & WG_SDK_STRINGS))
            continue;
        const char *p = wg_word_in(line, name);
        if (!p || wg_in_literal(line, p) || undefined_by_wxwidgets(f, name))
            continue;
        const char *before = p;
        while (before > line && (before[-1] == ' ' || before[-1] == '\t'))
            --before;
        if (before > line && (before[-1] == '.' || before[-1] == '>' || (before[-1] == ':' && before - 1 > line &&
                                                                          before[-2] == ':' && before - 2 > line &&
                                                                          is_name(before[-3]))))
            continue;
        const char *open = skip_blank(p + strlen(name));
        if (*open != '(')
            continue;
        const char *arg = narrow_argument(ff->tree, f, line, open + 1);
        if (!arg && !*skip_blank(open + 1) && !narrow_argument_next_line(ff, number))
            continue;
        if (!arg && *skip_blank(open + 1))
            continue;
        char message[256];
        snprintf(message, sizeof message,
                 "%s(...) with a char string where UNICODE is defined: the SDK's %sW takes wchar_t strings (C2664); call %sA",
                 name, name, name);
        ff->report(ff->context, number, "SCAN_WIN32_TCHAR_API", message);
        return;
    }
}

/* ---- SCAN_MSVC_MATH_DEFINES ------------------------------------------------------------------- */

static int cuda_file(const char *path)
{
    size_t n = strlen(path);
    return (n > 3 && strcmp(path + n - 3, ".cu") == 0) || (n > 4 && strcmp(path + n - 4, ".cuh") == 0);
}

/* M_PI and its kin: the UCRT's <math.h> defines them only under _USE_MATH_DEFINES, which neither
 * the build (add_definitions, target_compile_definitions) nor a #define of the tree on the path
 * gives here; a tree's own #define of the constant is its stand-in. Not judged in CUDA files (nvcc
 * brings its own headers first) nor where the unit's includes are unseen. A header the scan cannot
 * read (Eigen, gflags) may bring <algorithm>, but seldom _USE_MATH_DEFINES: judged all the same. */
static const char *const math_names[] = {"M_PI", "M_PI_2", "M_PI_4", "M_1_PI", "M_2_PI", "M_2_SQRTPI", "M_E", "M_LOG2E",
                                         "M_LOG10E", "M_LN2", "M_LN10", "M_SQRT2", "M_SQRT1_2", NULL};

/* The constant's stand-in: a compile definition or a #define of the tree on the path (a header's
 * for the whole tree: which units reach it is not known well enough, QGLViewer's "config.h" is
 * found by name only), or Imath's headers, which define M_PI themselves (a unit reaching one). */
static int math_standin_seen(const wg_family_file *ff, const char *name)
{
    const wg_tree *t = ff->tree;
    const wg_tree_file *f = ff->file;
    if (f->std_reach & WG_STD_MATH_STANDIN)
        return 1;
#ifndef WG_SCAN_MATH_STANDIN_REACH_OFF
    /* A header's #define serves the units whose includes reach it (std_reach, the includes found by
     * their path's end too): freeglut's library header defines M_PI, its demos include only the
     * public header. The whole tree's where the reach is unsure: an include the scan cannot read,
     * a forced include. */
    if (f->unread_reach || t->forced_includes)
        return wg_tree_defines_on_path(t, f->path, name);
    if (wg_strlist_has(t->defines_on, t->defines_on_count, name, strlen(name)))
        return 1;
    char key[1024];
    int k = snprintf(key, sizeof key, "%s\t%s", f->path, name);
    return k > 0 && (size_t)k < sizeof key &&
           (t->names_sorted ? wg_strlist_sorted_has(t->unit_standins, t->unit_standin_count, key)
                            : wg_strlist_has(t->unit_standins, t->unit_standin_count, key, (size_t)k));
#else
    return wg_tree_defines_on_path(t, f->path, name);
#endif
}

static void math_defines(wg_family_file *ff, const char *line, long number)
{
    const char *const *names = math_names;
    const wg_tree_file *f = ff->file;
    if (!strstr(line, "M_") || *skip_blank(line) == '#' || cuda_file(f->path) || (f->std_reach & (WG_STD_OTHER_OS | WG_STD_UNSEEN)) ||
        math_standin_seen(ff, "_USE_MATH_DEFINES"))
        return;
    for (size_t i = 0; names[i]; ++i) {
        const char *p = wg_word_in(line, names[i]);
        if (!p || wg_in_literal(line, p) || math_standin_seen(ff, names[i]))
            continue;
        char message[200];
        snprintf(message, sizeof message, "%s without _USE_MATH_DEFINES: the UCRT's <math.h>/<cmath> define it only then (C2065)", names[i]);
        ff->report(ff->context, number, "SCAN_MSVC_MATH_DEFINES", message);
        return;
    }
}

/* #if/#elif conditions: cl.exe's preprocessor reads `not`/`and`/`or` as names there too (C1012,
 * C1017: RAJA's "#if not defined(_OPENMP)", Ogre's "#if (A == 3) and (B == 1)"); judged as the
 * condition's text alone, so a leading `not` is a unary operator. */
void wg_families_c_directive(wg_family_file *ff, const char *directive, long number)
{
    wg_win_header_order(ff, directive, number);
    wg_windows_h_before_winsock2(ff, directive, number);
    size_t n = strncmp(directive, "if", 2) == 0 ? 2 : strncmp(directive, "elif", 4) == 0 ? 4 : 0;
    if (!n || is_name(directive[n]))
        return; /* #ifdef, #ifndef, #include, ... */
    int open = ff->alt_macro_open;
    ff->alt_macro_open = 0;
    alternative_tokens(ff, skip_blank(directive + n), number);
    ff->alt_macro_open = open;
}

void wg_families_c_line(wg_family_file *ff, const char *line, long number)
{
    math_defines(ff, line, number);
    windows_macro_names(ff, line, number);
    tchar_apis_with_char_strings(ff, line, number);
    alternative_tokens(ff, line, number);
    msvc_syntax(ff, line, number);
    openmp_index(ff, line, number);
    wg_openmp_line(ff, line, number);
    vector_operators(ff, line, number);
    missing_declarations(ff, line, number);
    wg_sdk_header_names(ff, line, number);
    wg_winsock_link(ff, line, number);
    wg_msvc_c_line(ff, line, number);
    if (*skip_blank(line) != '#') {
        msvc_keyword_names(ff, line, number);
        note_class_names(ff, line);
        missing_return(ff, line, number);
        instantiation_default_arguments(ff, line, number);
        dllimport_definitions(ff, line, number);
    }
    const char *q = skip_blank(line);
    size_t n = strlen(q);
    while (n && (q[n - 1] == ' ' || q[n - 1] == '\t'))
        --n;
    if (n && *q != '#')
        ff->previous_end = q[n - 1];
}

/* ---- CMake ------------------------------------------------------------------------------------ */

/* ---- SCAN_CMAKE_POSIX_COMMAND ------------------------------------------------------------------ */

/* The program after each COMMAND of add_custom_command/add_custom_target/execute_process: a POSIX
 * utility that neither cmd.exe nor Windows has (cmake -E does each portably); mkdir, whose
 * cmd.exe form takes -p as a folder name; echo, a cmd.exe builtin, only where execute_process
 * runs the program itself, with no shell. An execute_process counts where its output or result
 * is read (OUTPUT_VARIABLE, RESULT_VARIABLE, COMMAND_ERROR_IS_FATAL): else it fails unseen. */
static void posix_commands(wg_family_file *ff, const char *name, const wg_cmake_arg *args, size_t argc)
{
    static const char *const utilities[] = {"rm", "cp", "mv", "ln", "touch", "cat", "sed", "awk", "chmod", "grep",
                                            "true", "false", "test", "which", "head", "tail", "tr", "cut", NULL};
    int no_shell = strcmp(name, "execute_process") == 0, used = !no_shell;
    /* a configure step whose output and result nothing reads fails unseen (marian's "rm" of a stale file) */
    for (size_t k = 0; k < argc && !used; ++k)
        used = !args[k].quoted && (strcmp(args[k].text, "OUTPUT_VARIABLE") == 0 || strcmp(args[k].text, "RESULT_VARIABLE") == 0 ||
                                   strcmp(args[k].text, "RESULTS_VARIABLE") == 0 || strcmp(args[k].text, "COMMAND_ERROR_IS_FATAL") == 0);
    for (size_t k = 0; used && k + 1 < argc; ++k) {
        if (args[k].quoted || strcmp(args[k].text, "COMMAND") != 0)
            continue;
        const wg_cmake_arg *program = &args[k + 1];
        size_t next = k + 2;
        if (next < argc && !args[next].quoted && strcmp(args[next].text, "ARGS") == 0)
            ++next; /* COMMAND mkdir ARGS -p dir: the old signature */
        const char *what = NULL;
        for (size_t i = 0; utilities[i] && !what; ++i)
            if (strcmp(program->text, utilities[i]) == 0)
                what = "a POSIX utility Windows does not have";
        if (!what && strcmp(program->text, "mkdir") == 0 && next < argc && strcmp(args[next].text, "-p") == 0)
            what = "cmd.exe's mkdir takes -p as a folder name";
        if (!what && no_shell && strcmp(program->text, "echo") == 0)
            what = "echo is a cmd.exe builtin, and execute_process runs no shell";
        if (!what)
            continue;
        char message[256];
        snprintf(message, sizeof message, "COMMAND %s: %s (${CMAKE_COMMAND} -E does it on every platform)", program->text, what);
        ff->report(ff->context, program->line, "SCAN_CMAKE_POSIX_COMMAND", message);
    }
}

/* ---- SCAN_CMAKE_WRONG_LANG_FLAG ------------------------------------------------------------- */

/* Whether item (one argument, or one ';' item of it) hands cl.exe's own flag to every language:
 * /bigobj or /MP, bare or behind a compiler-id generator expression, with no
 * $<COMPILE_LANGUAGE:...> to keep it from nvcc (which takes /bigobj as an input file) or from
 * the C compiler. The flag found, or NULL. */
static const char *msvc_flag_for_every_language(const char *item, size_t n)
{
    /* The two that pybind11 and libigl handed on; warning and conformance switches (/wd, /Zc:),
     * which flatbuffers and TNN hand their C++ users, were no defect a fix was made for. */
    static const char *const flags[] = {"/bigobj", "/MP", NULL};
    char text[512];
    if (n >= sizeof text)
        n = sizeof text - 1;
    memcpy(text, item, n);
    text[n] = '\0';
    if (strstr(text, "COMPILE_LANG")) /* $<COMPILE_LANGUAGE:CXX>, $<COMPILE_LANG_AND_ID:...> */
        return NULL;
    for (size_t i = 0; flags[i]; ++i) {
        size_t m = strlen(flags[i]);
        for (const char *p = strstr(text, flags[i]); p; p = strstr(p + 1, flags[i]))
            if ((p == text || p[-1] == ':' || p[-1] == ' ') && !isalnum((unsigned char)p[m]))
                return flags[i];
    }
    return NULL;
}

/* Compile options a target hands its users (INTERFACE/PUBLIC of target_compile_options, the
 * INTERFACE_COMPILE_OPTIONS property): the users' languages are theirs, CUDA included (pybind11's
 * and libigl's /bigobj, which nvcc took as a file of a CUDA user's .cu). */
/* Whether the CMake file makes the target an executable (add_executable(name ...)): nothing links
 * it, so its PUBLIC options reach no user (sqlite_orm's unit_tests with /MP). */
static int made_executable(const wg_tree_file *f, const char *target)
{
    size_t n = strlen(target);
    for (const char *p = strstr(f->text, "add_executable("); p && n; p = strstr(p + 15, "add_executable(")) {
        const char *q = p + 15;
        while (*q == ' ' || *q == '\t')
            ++q;
        if (strncmp(q, target, n) == 0 && (q[n] == ' ' || q[n] == '\t' || q[n] == '\n' || q[n] == ')'))
            return 1;
    }
    return 0;
}

/* Whether a CMake command of the tree that starts with `command` ("install(", "export(") names
 * target as a word among its arguments (install(TARGETS nana EXPORT ...)). */
static int command_names_target(const wg_tree *t, const char *command, const char *target)
{
    size_t n = strlen(target), c = strlen(command);
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (f->kind != WG_SCAN_CMAKE || !f->text)
            continue;
        for (const char *p = strstr(f->text, command); p; p = strstr(p + c, command)) {
            const char *end = strchr(p, ')');
            if (p > f->text && (isalnum((unsigned char)p[-1]) || p[-1] == '_'))
                continue;
            for (const char *q = p + c; end && q + n <= end; ++q)
                if (strncmp(q, target, n) == 0 && !is_name(q[n]) && !is_name(q[-1]) && q[-1] != '$' && q[-1] != '{')
                    return 1;
        }
    }
    return 0;
}

/* Whether the CMake file makes the target a library that compiles sources: add_library(name
 * [STATIC|SHARED|OBJECT|MODULE] ...), not an INTERFACE, IMPORTED or ALIAS one, which exists for
 * users outside the tree (pybind11's INTERFACE target, consumed through add_subdirectory()). */
static int made_compiled_library(const wg_tree_file *f, const char *target)
{
    size_t n = strlen(target);
    for (const char *p = strstr(f->text, "add_library("); p && n; p = strstr(p + 12, "add_library(")) {
        const char *q = p + 12;
        while (*q == ' ' || *q == '\t')
            ++q;
        if (strncmp(q, target, n) != 0 || is_name(q[n]))
            continue;
        q += n;
        while (*q == ' ' || *q == '\t' || *q == '\n')
            ++q;
        return strncmp(q, "INTERFACE", 9) != 0 && strncmp(q, "IMPORTED", 8) != 0 && strncmp(q, "ALIAS", 5) != 0;
    }
    return 0;
}

/* Whether a target's users are the tree's own C and C++ targets alone: a library that compiles
 * sources, made in the same CMake file, neither installed nor exported (install(TARGETS),
 * export(TARGETS)) by a tree that installs other targets (its programs: an application, not a
 * library a user adds with add_subdirectory(), which installs nothing), and compiles no CUDA (no
 * .cu source, no CUDA in its CMake): cl.exe takes /bigobj and /MP in C and C++ alike (souffle's
 * libsouffle and compiled, static libraries of the souffle and souffleprof it installs).
 * WG_SCAN_WRONG_LANG_IN_TREE_OFF switches it off. */
static int users_in_tree_only(const wg_tree *t, const wg_tree_file *f, const char *target)
{
#ifdef WG_SCAN_WRONG_LANG_IN_TREE_OFF
    (void)t, (void)f, (void)target;
    return 0;
#else
    if (!*target || !made_compiled_library(f, target) || !command_names_target(t, "install(", "TARGETS") ||
        command_names_target(t, "install(", target) || command_names_target(t, "export(", target))
        return 0;
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *g = &t->files[i];
        const char *dot = strrchr(g->path, '.');
        if ((dot && (strcmp(dot, ".cu") == 0 || strcmp(dot, ".cuh") == 0)) ||
            (g->kind == WG_SCAN_CMAKE && g->text && wg_word_in(g->text, "CUDA")))
            return 0;
    }
    return 1;
#endif
}

/* set(CMAKE_MSVC_RUNTIME_LIBRARY MultiThreaded$<$<CONFIG:Debug>:Debug>DLL): CMake's own default,
 * /MD and /MDd, so an old policy that ignores the variable leaves the runtime the value names
 * (libwebsockets' non-static branch). WG_SCAN_RUNTIME_DEFAULT_VALUE_OFF switches it off. */
static int default_msvc_runtime(const wg_cmake_arg *args, size_t argc)
{
#ifndef WG_SCAN_RUNTIME_DEFAULT_VALUE_OFF
    return argc == 2 && strcmp(args[1].text, "MultiThreaded$<$<CONFIG:Debug>:Debug>DLL") == 0;
#else
    (void)args, (void)argc;
    return 0;
#endif
}

static void wrong_language_flags(wg_family_file *ff, const char *name, const wg_cmake_arg *args, size_t argc)
{
    int handed = 0;
    size_t k = 1;
    if (argc > 0 && made_executable(ff->file, args[0].text))
        return;
    const char *target = strcmp(name, "set_property") == 0 ? (argc > 1 ? args[1].text : "") : argc > 0 ? args[0].text : "";
    if (users_in_tree_only(ff->tree, ff->file, target))
        return;
    if (strcmp(name, "target_compile_options") != 0) {
        /* set_property(TARGET t APPEND PROPERTY INTERFACE_COMPILE_OPTIONS ...),
         * set_target_properties(t PROPERTIES INTERFACE_COMPILE_OPTIONS "...") */
        for (k = 0; k < argc && strcmp(args[k].text, "INTERFACE_COMPILE_OPTIONS") != 0; ++k)
            ;
        if (k == argc || (strcmp(name, "set_property") == 0 && (k == 0 || strcmp(args[k - 1].text, "PROPERTY") != 0)))
            return;
        handed = 1;
        ++k;
        if (strcmp(name, "set_target_properties") == 0 && k < argc)
            argc = k + 1; /* its value alone; a property name follows */
    }
    for (; k < argc; ++k) {
        const char *a = args[k].text;
        if (!args[k].quoted && (strcmp(a, "INTERFACE") == 0 || strcmp(a, "PUBLIC") == 0 || strcmp(a, "PRIVATE") == 0)) {
            handed = a[1] != 'R';
            continue;
        }
        if (!handed)
            continue;
        for (const char *item = a; *item;) {
            size_t n = strcspn(item, ";");
            const char *flag = msvc_flag_for_every_language(item, n);
            if (flag) {
                char message[256];
                snprintf(message, sizeof message, "%s handed to the users' every language: nvcc takes it as an input file, the C compiler may reject it; "
                         "$<$<COMPILE_LANGUAGE:CXX>:%s> (or -Xcompiler for CUDA)", flag, flag);
                ff->report(ff->context, args[k].line, "SCAN_CMAKE_WRONG_LANG_FLAG", message);
                break;
            }
            item += n;
            if (*item == ';')
                ++item;
        }
    }
}

/* ---- SCAN_CMAKE_CHECK_WRONG_LANG -------------------------------------------------------------- */

/* Whether a header a probe includes is a C++ one: <cstdio>, <atomic>, a .hpp (no extension and
 * no folder: the standard library's own names). */
static int cxx_header(const char *h)
{
    size_t n = strlen(h);
    if (n > 4 && (strcmp(h + n - 4, ".hpp") == 0 || strcmp(h + n - 4, ".hxx") == 0))
        return 1;
    if (strchr(h, '.') || strchr(h, '/') || strchr(h, '$') || n < 3)
        return 0;
    static const char *const names[] = {"cstdio", "cstdlib", "cstring", "cmath", "cstdint", "cstddef", "ctime", "cerrno", "climits",
                                        "cfloat", "cctype", "cwchar", "csignal", "atomic", "thread", "mutex", "string", "vector",
                                        "memory", "iostream", "sstream", "fstream", "algorithm", "functional", "chrono",
                                        "filesystem", "type_traits", "utility", "cassert", "cinttypes", NULL};
    for (size_t i = 0; names[i]; ++i)
        if (strcmp(h, names[i]) == 0)
            return 1;
    return 0;
}

/* A flag of the other language: a C probe of C++'s flags, a C++ probe of C's. */
static int flag_of_language(const char *flag, int cxx)
{
    static const char *const cxx_only[] = {"-std=c++", "-std=gnu++", "/std:c++", "-fno-rtti", "-frtti", "-Wnon-virtual-dtor",
                                           "-Wold-style-cast", "-Woverloaded-virtual", "/Zc:__cplusplus", "-fvisibility-inlines-hidden", NULL};
    static const char *const c_only[] = {"-std=c9", "-std=c1", "-std=gnu9", "-std=gnu1", "/std:c1", "-Wstrict-prototypes",
                                         "-Wmissing-prototypes", "-Wold-style-definition", "-Wimplicit-function-declaration",
                                         "-Wbad-function-cast", "-Wnested-externs", NULL};
    const char *const *list = cxx ? cxx_only : c_only;
    for (size_t i = 0; list[i]; ++i)
        if (strncmp(flag, list[i], strlen(list[i])) == 0)
            return 1;
    return 0;
}

/* CMake's probes compile a test in one language: check_symbol_exists and check_include_file(s)
 * in C, so a C++ header fails them on every compiler (glog's check_symbol_exists(snprintf cstdio):
 * HAVE_SNPRINTF unset, its Windows port then declares a snprintf the UCRT already has);
 * check_c_compiler_flag of a C++-only flag (or the reverse) is never found, and the flag then
 * missing only where the branch is MSVC's is the Windows defect. */
static void wrong_language_checks(wg_family_file *ff, const char *name, const wg_cmake_arg *args, size_t argc)
{
    char message[600];
    if ((strcmp(name, "check_symbol_exists") == 0 && argc > 2) || (strcmp(name, "check_include_file") == 0 && argc > 1) ||
        (strcmp(name, "check_include_files") == 0 && argc > 1)) {
        size_t k = name[6] == 's' ? 1 : 0; /* check_symbol_exists(SYMBOL FILES VARIABLE) */
        for (const char *h = args[k].text; *h;) {
            size_t n = strcspn(h, ";");
            char header[128];
            snprintf(header, sizeof header, "%.*s", (int)(n < sizeof header - 1 ? n : sizeof header - 1), h);
            if (cxx_header(header)) {
                snprintf(message, sizeof message, "%s(... %s ...) compiles its test as C, where the C++ header %s does not exist: "
                         "the result is never found; check_cxx_symbol_exists (or check_include_file_cxx)", name, header, header);
                ff->report(ff->context, args[k].line, "SCAN_CMAKE_CHECK_WRONG_LANG", message);
                return;
            }
            h += n;
            if (*h == ';')
                ++h;
        }
        return;
    }
    int c_probe = strcmp(name, "check_c_compiler_flag") == 0 || strcmp(name, "check_c_source_compiles") == 0;
    int cxx_probe = strcmp(name, "check_cxx_compiler_flag") == 0;
    if ((c_probe && strcmp(name, "check_c_compiler_flag") == 0 && argc > 0 && flag_of_language(args[0].text, 1)) ||
        (cxx_probe && argc > 0 && flag_of_language(args[0].text, 0))) {
        snprintf(message, sizeof message, "%s(%s): a flag of the other language, never found by this probe: check it with the %s probe",
                 name, args[0].text, c_probe ? "C++" : "C");
        ff->report(ff->context, args[0].line, "SCAN_CMAKE_CHECK_WRONG_LANG", message);
    }
}

/* Whether a file declares exports no include closure shows (the tree facts' exports_declared). */
static int declares_exports(const wg_tree_file *f)
{
    return strstr(f->text, "WINDOWS_EXPORT_ALL_SYMBOLS") || strstr(f->text, "generate_export_header") ||
           (f->kind == WG_SCAN_CMAKE && (strstr(f->text, "dllexport") || wg_names_def_file(f->text)));
}

/* Whether path lies in another CMake project below the library's own folder: a folder between
 * them (or path's own) whose CMakeLists.txt calls project(): a vendored dependency, whose
 * declarations (SDL_image's external/libpng's symbols.def) are its own, not the library's. */
static int in_vendored_project(const wg_tree *t, const char *library_cmake, const char *path)
{
    const char *slash = strrchr(library_cmake, '/');
    size_t base = slash ? (size_t)(slash - library_cmake) + 1 : 0; /* the library's folder, with its '/' */
    if (strncmp(path, library_cmake, base) != 0)
        return 0;
    for (const char *p = strchr(path + base, '/'); p; p = strchr(p + 1, '/')) {
        char lists[1024];
        snprintf(lists, sizeof lists, "%.*s/CMakeLists.txt", (int)(p - path), path);
        const wg_tree_file *f = wg_tree_find((wg_tree *)t, lists);
        if (f && (strstr(f->text, "project(") || strstr(f->text, "PROJECT(")))
            return 1;
    }
    return 0;
}

/* Whether a file outside the library's vendored dependencies declares exports. */
static int exports_declared_for(const wg_tree *t, const struct wg_shared_target *library)
{
    if (!t->exports_declared)
        return 0;
    for (size_t i = 0; i < t->count; ++i)
        if (declares_exports(&t->files[i]))
#ifndef WG_SCAN_VENDORED_DECLARATIONS_OFF
            if (!in_vendored_project(t, library->cmake_path, t->files[i].path))
#endif
                return 1;
    return 0;
}

/* A shared library with nothing exported: MSVC makes no import library, and its users fail to
 * link. Judged per library where the configure made it (its sources and what they include on
 * the path: glslang's SPVRemapper beside the exported glslang), else for the literal SHARED by the
 * whole tree. */
static void shared_without_exports(wg_family_file *ff, long line, const wg_cmake_arg *args, size_t argc)
{
    const wg_tree *t = ff->tree;
    const struct wg_shared_target *made = NULL;
    for (size_t g = 0; g < t->shared_target_count && !made; ++g)
        if (t->shared_targets[g].line == line && strcmp(t->shared_targets[g].cmake_path, ff->file->path) == 0)
            made = &t->shared_targets[g];
    char message[300];
    if (made && !made->exports && !exports_declared_for(t, made))
        snprintf(message, sizeof message, "shared library %s and nothing its sources reach exports a symbol (no __declspec(dllexport) MSVC reads, "
                 "no WINDOWS_EXPORT_ALL_SYMBOLS or .def): MSVC makes no import library", args[0].text);
    else if (!made && argc > 1 && strcmp(args[1].text, "SHARED") == 0 && !t->exports)
        snprintf(message, sizeof message, "shared library %s and nothing in the tree exports a symbol (no __declspec(dllexport), WINDOWS_EXPORT_ALL_SYMBOLS or .def): MSVC makes no import library", args[0].text);
    else
        return;
    ff->report(ff->context, line, "SCAN_SHARED_NO_EXPORT", message);
}

/* A GNU "-l<name>" item of target_link_libraries()/link_libraries(): CMake hands an item that
 * starts with '-' to the linker verbatim, and link.exe ignores the option (LNK4044: unrecognized
 * option '/l<name>'), so the library is never linked (FAudio's -ldxguid -luuid -lwinmm ...: LNK2019).
 * The Unix libraries (-lm, -lpthread) have their own message above. */
static int gnu_library_flag(wg_family_file *ff, const wg_cmake_arg *arg, const char *const *unix_libs)
{
    const char *a = arg->text;
    if (arg->quoted || a[0] != '-' || a[1] != 'l' || !isalpha((unsigned char)a[2]))
        return 0;
    for (const char *p = a + 2; *p; ++p)
        if (!isalnum((unsigned char)*p) && *p != '_' && *p != '+' && *p != '-' && *p != '.')
            return 0; /* -l:libfoo.a, a variable, a generator expression */
    for (size_t i = 0; unix_libs[i]; ++i)
        if (strcmp(a, unix_libs[i]) == 0)
            return 0;
    char message[300];
    snprintf(message, sizeof message, "links %s, a GNU linker option CMake hands to link.exe verbatim: link.exe ignores it (LNK4044) and "
             "%s is never linked (LNK2019); name the library (%s) instead", a, a + 2, a + 2);
    ff->report(ff->context, arg->line, "SCAN_MSVC_LINK_LIB", message);
    return 1;
}

void wg_families_cmake_command(wg_family_file *ff, const char *name, long line, const wg_cmake_arg *args, size_t argc)
{
    if (strcmp(name, "target_compile_options") == 0 || strcmp(name, "set_property") == 0 || strcmp(name, "set_target_properties") == 0)
        wrong_language_flags(ff, name, args, argc);
    if (strncmp(name, "check_", 6) == 0)
        wrong_language_checks(ff, name, args, argc);
    char message[256];
    if (strcmp(name, "add_custom_command") == 0 || strcmp(name, "add_custom_target") == 0 || strcmp(name, "execute_process") == 0)
        posix_commands(ff, name, args, argc);
    if (strcmp(name, "target_link_libraries") == 0 || strcmp(name, "link_libraries") == 0) {
        static const char *const unix_libs[] = {"m", "stdc++", "pthread", "dl", "rt", "-lm", "-lstdc++", "-lpthread",
                                                "-ldl", "-lrt", "atomic", "-latomic", NULL};
        for (size_t k = name[0] == 't' ? 1 : 0; k < argc; ++k)
            for (size_t i = 0; unix_libs[i]; ++i)
                if (strcmp(args[k].text, unix_libs[i]) == 0 && !(strcmp(unix_libs[i], "dl") == 0 && ff->tree->dlfcn_note)) {
                    snprintf(message, sizeof message, "links %s, which MSVC does not have (LNK1104): link it only where it exists (if(UNIX), or a generator expression)", args[k].text);
                    ff->report(ff->context, args[k].line, "SCAN_MSVC_LINK_LIB", message);
                }
#ifndef WG_SCAN_GNU_LINK_FLAG_OFF
        for (size_t k = name[0] == 't' ? 1 : 0; k < argc; ++k)
            if (gnu_library_flag(ff, &args[k], unix_libs))
                break; /* one finding per command: FAudio's ten -l items are one mistake */
#endif
    }
    /* add_library(name) alone too: its sources come by target_sources() (SDL_image) */
    if (strcmp(name, "add_library") == 0 && argc > 0)
        shared_without_exports(ff, line, args, argc);
    /* The language alone assembles nothing: the trap springs where a target on the Windows path
     * lists an assembly source (or where no CMake evaluation could tell). */
    if ((strcmp(name, "project") == 0 || strcmp(name, "enable_language") == 0) && !ff->tree->asm_guarded &&
        (ff->tree->assembly_on || !ff->tree->cmake_evaluated)) {
        for (size_t k = name[0] == 'p' ? 1 : 0; k < argc; ++k)
            if (strcmp(args[k].text, "ASM") == 0) {
                ff->report(ff->context, args[k].line, "SCAN_CMAKE_TRAP", "language ASM: with MSVC CMake takes cl.exe as the assembler, which cannot assemble GNU .S/.s files: ASM_MASM (or ASM_NASM) on Windows");
                break;
            }
    }
    /* ... and where that source joins the path (zstd's file(GLOB ... *.S) that its fix put under
     * if(NOT MSVC)): the other place a fix goes. */
    if (ff->tree->assembly_file == ff->file && line == ff->tree->assembly_line && ff->tree->asm_language && !ff->tree->asm_guarded)
        ff->report(ff->context, line, "SCAN_CMAKE_TRAP", "an assembly source (.S/.s/.asm) joins a target on the Windows path while the language is ASM: cl.exe, CMake's assembler with MSVC, cannot assemble it; list it only where the assembler takes it");
    if (strcmp(name, "set") == 0 && argc > 0 && strcmp(args[0].text, "CMAKE_MSVC_RUNTIME_LIBRARY") == 0 &&
        ff->tree->cmake_minimum > 0 && ff->tree->cmake_minimum < 315 && !ff->tree->cmp0091 && !default_msvc_runtime(args, argc))
        ff->report(ff->context, line, "SCAN_CMAKE_TRAP", "CMAKE_MSVC_RUNTIME_LIBRARY under cmake_minimum_required below 3.15 without cmake_policy(SET CMP0091 NEW): ignored, the runtime stays /MD");
}

/* ---- facts of the whole tree ------------------------------------------------------------------ */

/* Whether a CMake text names OpenMP (find_package(OpenMP), OpenMP::OpenMP_CXX, /openmp,
 * -fopenmp, USE_OPENMP), case-insensitive; OpenMPI (the MPI library) is not OpenMP. */
static int names_openmp(const char *text)
{
    static const char word[] = "openmp";
    for (const char *p = text; *p; ++p) {
        size_t k = 0;
        while (k < 6 && tolower((unsigned char)p[k]) == word[k])
            ++k;
        if (k == 6 && !isalpha((unsigned char)p[6]))
            return 1;
    }
    return 0;
}

/* Whether b[0..n) is word, in any case (CMake's command names are). */
static int command_is(const char *b, size_t n, const char *word)
{
    if (strlen(word) != n)
        return 0;
    for (size_t i = 0; i < n; ++i)
        if (tolower((unsigned char)b[i]) != word[i])
            return 0;
    return 1;
}

/* Where a CMake file turns OpenMP on: find_package(OpenMP), an OpenMP:: target or an OpenMP flag
 * (/openmp, -fopenmp, -qopenmp). Bit 1: on a line the evaluation did not turn off (or in a file it
 * never read); bit 2: on a line it turned off (QuantLib's find_package(OpenMP REQUIRED) under
 * if(QL_ENABLE_OPENMP), an option OFF by default). Other mentions (the option's name, an
 * ${OpenMP_CXX_FLAGS} that stays empty without find_package) turn nothing on. */
static int openmp_enablers(const wg_tree_file *f)
{
    int found = 0;
    long line = 1;
    for (const char *p = f->text; *p; ++p) {
        if (*p == '\n') {
            ++line;
            continue;
        }
        size_t k = 0;
        while (k < 6 && tolower((unsigned char)p[k]) == "openmp"[k])
            ++k;
        if (k < 6)
            continue;
        const char *b = p;
        if (b > f->text && strchr("fFqQ", b[-1]) && b - 1 > f->text && strchr("-/", b[-2]))
            --b;
        int flag = b > f->text && strchr("-/", b[-1]) && !(b - 1 > f->text && is_name(b[-2]));
        int target = p[6] == ':' && p[7] == ':';
        int package = 0;
        for (const char *q = p; q > f->text && !package && (q[-1] == '(' || q[-1] == ' ' || q[-1] == '\t'); --q)
            package = q[-1] == '(' && q - 13 >= f->text && command_is(q - 13, 12, "find_package");
        if (!flag && !target && !package)
            continue;
        found |= f->walked && f->state && line <= f->lines && f->state[line] == WG_OFF ? 2 : 1;
    }
    return found;
}

/* Whether a CMake text names the language ASM in project() or enable_language(). */
static int enables_asm(const char *text)
{
    for (const char *p = strstr(text, "ASM"); p; p = strstr(p + 3, "ASM")) {
        if ((p > text && is_name(p[-1])) || is_name(p[3]))
            continue;
        const char *open = p;
        while (open > text && *open != '(' && *open != ')')
            --open;
        if (*open != '(')
            continue;
        const char *e = open;
        while (e > text && (e[-1] == ' ' || e[-1] == '\t'))
            --e;
        const char *b = e;
        while (b > text && is_name(b[-1]))
            --b;
        if (command_is(b, (size_t)(e - b), "project") || command_is(b, (size_t)(e - b), "enable_language"))
            return 1;
    }
    return 0;
}

/* Whether text declares the type name itself: "typedef ... name;" or "using name =". */
/* Whether the name after head (the line's text before it) opens the tree's own enum, struct,
 * class or union ("enum mode_t {" in a class: visualboyadvance-m's Gb_Apu, 2 false alarms at its
 * newest commit): the tree's type, not POSIX's, whatever the CRT lacks.
 * WG_SCAN_OWN_RECORD_TYPE_OFF switches it off. */
static int defines_record_named(const char *head, const char *after)
{
#ifdef WG_SCAN_OWN_RECORD_TYPE_OFF
    (void)head, (void)after;
    return 0;
#else
    static const char *const keys[] = {"enum", "struct", "class", "union", NULL};
    if (*after != '{' && !(*after == ':' && after[1] != ':'))
        return 0;
    size_t e = strlen(head);
    while (e && (head[e - 1] == ' ' || head[e - 1] == '\t'))
        --e;
    size_t w = e;
    while (w && is_name(head[w - 1]))
        --w;
    for (size_t k = 0; keys[k]; ++k)
        if (strlen(keys[k]) == e - w && strncmp(head + w, keys[k], e - w) == 0)
            return 1;
    return 0;
#endif
}

static int typedefs_name(const char *text, const char *name)
{
    size_t n = strlen(name);
    for (const char *p = strstr(text, name); p; p = strstr(p + n, name)) {
        if ((p > text && is_name(p[-1])) || is_name(p[n]))
            continue;
        const char *after = skip_blank(p + n);
        const char *bol = p;
        while (bol > text && bol[-1] != '\n')
            --bol;
        char head[160];
        size_t m = (size_t)(p - bol) < sizeof head - 1 ? (size_t)(p - bol) : sizeof head - 1;
        memcpy(head, p - m, m);
        head[m] = '\0';
        /* the record's brace may open the next line (Allman style: Boost.Beast's "enum mode_t" then "{") */
        const char *body = after;
#ifndef WG_SCAN_OWN_RECORD_NEXT_LINE_OFF
        while (*body == ' ' || *body == '\t' || *body == '\r' || *body == '\n')
            ++body;
#endif
        if ((*after == ';' && strstr(head, "typedef")) || (*after == '=' && strstr(head, "using")) ||
            defines_record_named(head, body))
            return 1;
    }
    return 0;
}

/* A module-definition file named in CMake text (exports.def, "${NAME}.def"): not .default, .defined. */
int wg_names_def_file(const char *text)
{
    for (const char *p = strstr(text, ".def"); p; p = strstr(p + 4, ".def"))
        if (p > text && (is_name(p[-1]) || p[-1] == '}') && !is_name(p[4]))
            return 1;
    return 0;
}

/* Whether a CMake text turns WINDOWS_EXPORT_ALL_SYMBOLS (or its CMAKE_ default) on. */
static int export_all_symbols_on(const char *text)
{
    for (const char *p = strstr(text, "WINDOWS_EXPORT_ALL_SYMBOLS"); p; p = strstr(p + 26, "WINDOWS_EXPORT_ALL_SYMBOLS")) {
        const char *v = p + 26;
        while (*v == ' ' || *v == '\t' || *v == '\n' || *v == '"')
            ++v;
        if (strncmp(v, "ON", 2) == 0 || strncmp(v, "TRUE", 4) == 0 || strncmp(v, "1", 1) == 0 || strncmp(v, "YES", 3) == 0 ||
            strncmp(v, "on", 2) == 0 || strncmp(v, "${", 2) == 0)
            return 1;
    }
    return 0;
}

/* Whether the rest of a #define line after its __declspec(...) says inline (RmlUi-style
 * "#define API_INLINE __declspec(dllimport) inline"): an inline function may be defined under
 * dllimport, no C2491, so such a macro is no import macro for dllimport_definitions. 2 false
 * alarms at an MSVC-green engine's newest commit. WG_SCAN_INLINE_IMPORT_OFF switches it off. */
static int inline_follows(const char *p)
{
#ifndef WG_SCAN_INLINE_IMPORT_OFF
    for (; *p && *p != '\n'; ++p)
        if (strncmp(p, "inline", 6) == 0 && !is_name(p[6]) && !is_name(p[-1]))
            return 1;
#else
    (void)p;
#endif
    return 0;
}

/* "#define NAME __declspec(dllimport)" (or dllexport: declspec) in f: NAME added to the list. */

static int declspec_macros(const wg_tree_file *f, const char *declspec, char ***list, size_t *count, size_t *capacity)
{
    for (const char *d = strstr(f->text, declspec); d; d = strstr(d + 1, declspec)) {
        const char *bol = d;
        while (bol > f->text && bol[-1] != '\n')
            --bol;
        const char *q = skip_blank(bol);
        if (*q++ != '#')
            continue;
        q = skip_blank(q);
        if (strncmp(q, "define", 6) != 0)
            continue;
        q = skip_blank(q + 6);
        const char *e = q;
        while (is_name(*e))
            ++e;
        if (e > q && skip_blank(e) == d && !inline_follows(d + strlen(declspec)) && wg_strlist_add(list, count, capacity, q, (size_t)(e - q)) != 0)
            return -1;
    }
    return 0;
}

/* Whether the object-like #define at d ("define NAME body") spells a known dllexport macro in its
 * body: NAME, else NULL (with *n its length). */
static const char *export_alias_at(const wg_tree *t, const char *d, size_t *n)
{
    const char *q = skip_blank(d + 6), *e = q;
    while (is_name(*e))
        ++e;
    if (e == q || (*e != ' ' && *e != '\t'))
        return NULL; /* a function-like macro, or no body */
    for (const char *w = skip_blank(e); *w && *w != '\n';) {
        if (!is_name(*w) || isdigit((unsigned char)*w)) {
            ++w;
            continue;
        }
        const char *end = w;
        while (is_name(*end))
            ++end;
        if (wg_strlist_has(t->dllexport_macros, t->dllexport_macro_count, w, (size_t)(end - w))) {
            *n = (size_t)(e - q);
            return q;
        }
        w = end;
    }
    return NULL;
}

/* Whether p follows a '#' on its line outside a quoted argument: a CMake comment. */
static int in_cmake_comment(const char *text, const char *p)
{
    const char *line = p;
    while (line > text && line[-1] != '\n')
        --line;
    int quoted = 0;
    for (const char *q = line; q < p; ++q)
        if (*q == '"')
            quoted = !quoted;
        else if (*q == '#' && !quoted)
            return 1;
    return 0;
}

/* Whether p lies inside the arguments of a CMake command that runs a program (add_test,
 * add_custom_command, add_custom_target, execute_process): an option there is the program's,
 * not the compiler's (OpenMS's "add_test(... InclusionExclusionListCreator -test -include ...)"). */
static int runs_a_program(const char *text, const char *p)
{
    int depth = 0;
    const char *open = NULL;
    for (const char *q = p; q > text && !open; --q)
        if (q[-1] == ')')
            ++depth;
        else if (q[-1] == '(' && depth-- == 0)
            open = q - 1;
    if (!open)
        return 0;
    const char *end = open;
    while (end > text && (end[-1] == ' ' || end[-1] == '\t'))
        --end;
    const char *name = end;
    while (name > text && is_name(name[-1]))
        --name;
    static const char *const commands[] = {"add_test", "add_custom_command", "add_custom_target", "execute_process", NULL};
    for (size_t i = 0; commands[i]; ++i) {
        size_t n = strlen(commands[i]), k = 0;
        while (k < n && name + k < end && tolower((unsigned char)name[k]) == commands[i][k])
            ++k;
        if (k == n && name + k == end)
            return 1; /* CMake's command names ignore case */
    }
    return 0;
}

/* Whether CMake text hands GCC's -include <header> (a forced include): the option as a word of its
 * own, not the tail of another program's option (a code generator's --c-export-include or
 * --cpp-include, which forces nothing on cl.exe; fixture win_header_order_mswsock). */
static int names_gcc_forced_include(const char *text, int compiler_commands_only)
{
    for (const char *p = strstr(text, "-include "); p; p = strstr(p + 1, "-include ")) {
#ifndef WG_SCAN_FORCED_INCLUDE_WORD_OFF
        if (p > text && p[-1] != ' ' && p[-1] != '\t' && p[-1] != '\n' && p[-1] != '"' && p[-1] != '(' && p[-1] != ';')
            continue;
#endif
        if (compiler_commands_only && (in_cmake_comment(text, p) || runs_a_program(text, p)))
            continue;
        return 1;
    }
    return 0;
}

/* Whether the configure reads CMake file f, whose text forces includes: where the CMake model ran,
 * a file it never read (a vendored precompiled-header module no CMakeLists include()s: OpenMS's
 * cotire.cmake, whose "/FI" put every unit's std:: names out of reach) forces nothing. */
static int forced_include_read(const wg_tree *t, const wg_tree_file *f)
{
    return !t->cmake_evaluated || f->walked;
}

/* A macro that spells a dllexport macro with more (hidapi's "#define HID_API_EXPORT_CALL
 * HID_API_EXPORT HID_API_CALL") exports as that one does: added to the tree's dllexport macros,
 * until no #define adds one more (an alias of an alias). Only a #define on a line MSVC surely
 * reads: one under #elif defined(__GNUC__) is another compiler's alias (fixture
 * dllexport_alias_other_compiler). */
static int note_export_aliases(wg_tree *t)
{
    for (int added = t->dllexport_macro_count > 0; added;) {
        added = 0;
        for (size_t i = 0; i < t->count; ++i) {
            const wg_tree_file *f = &t->files[i];
            long line = 1;
            const char *counted = f->text;
            for (const char *d = f->kind == WG_SCAN_SOURCE ? strstr(f->text, "define") : NULL; d; d = strstr(d + 6, "define")) {
                const char *bol = d;
                while (bol > f->text && bol[-1] != '\n')
                    --bol;
                for (; counted < bol; ++counted)
                    line += *counted == '\n';
                const char *q = skip_blank(bol);
                size_t n = 0;
                const char *name = *q == '#' && skip_blank(q + 1) == d && f->state && line <= f->lines && f->state[line] == WG_ON
                                       ? export_alias_at(t, d, &n)
                                       : NULL;
                if (!name || wg_strlist_has(t->dllexport_macros, t->dllexport_macro_count, name, n))
                    continue;
                if (wg_strlist_add(&t->dllexport_macros, &t->dllexport_macro_count, &t->dllexport_macro_capacity, name, n) != 0)
                    return -1;
                added = 1;
            }
        }
    }
    return 0;
}

void wg_families_tree_facts(wg_tree *t)
{
    for (size_t i = 0; i < t->count; ++i) {
        const wg_tree_file *f = &t->files[i];
        if (strstr(f->text, "dllexport") || strstr(f->text, "WINDOWS_EXPORT_ALL_SYMBOLS") ||
            strstr(f->text, "generate_export_header") || strstr(f->text, ".def"))
            t->exports = 1;
        if (strstr(f->text, "WINDOWS_EXPORT_ALL_SYMBOLS") || strstr(f->text, "generate_export_header") ||
            (f->kind == WG_SCAN_CMAKE && (strstr(f->text, "dllexport") || wg_names_def_file(f->text))))
            t->exports_declared = 1;
        if (f->kind == WG_SCAN_CMAKE && export_all_symbols_on(f->text))
            t->export_all_symbols = 1;
        if (f->kind == WG_SCAN_CMAKE && wg_names_def_file(f->text))
            t->def_file = 1;
        if (f->kind == WG_SCAN_CMAKE && (strstr(f->text, "CMP0091") || strstr(f->text, "cmake_policy(VERSION 3.1")))
            t->cmp0091 = 1;
        if (f->kind == WG_SCAN_CMAKE && (strstr(f->text, "ASM_MASM") || strstr(f->text, "ASM_NASM")))
            t->asm_guarded = 1;
        if (f->kind == WG_SCAN_CMAKE && !t->asm_language && enables_asm(f->text))
            t->asm_language = 1;
        if (f->kind == WG_SCAN_CMAKE && !t->openmp && names_openmp(f->text))
            t->openmp = 1;
        if (f->kind == WG_SCAN_CMAKE && (strstr(f->text, "precompile_headers") || strstr(f->text, " /FI") ||
                                         strstr(f->text, "\"/FI") || names_gcc_forced_include(f->text, 0)))
            t->forced_includes = 1;
        if (f->kind == WG_SCAN_CMAKE && forced_include_read(t, f) &&
            (strstr(f->text, "precompile_headers") || strstr(f->text, " /FI") || strstr(f->text, "\"/FI") ||
             names_gcc_forced_include(f->text, 1)))
            t->forced_includes_walked = 1;
#ifdef WG_SCAN_FORCED_INCLUDE_WALKED_OFF
        t->forced_includes_walked = t->forced_includes; /* the reading before: any CMake text of the tree */
#endif
        /* A translation unit's typedef is its own (libpcap's sockutils.c typedefs ssize_t for itself,
         * rpcapd/daemon.c still lacks it: C2061), unless another file #includes the unit. */
        int unit_only = wg_translation_unit(f->path) && !wg_included_by_name(t, f->path);
        for (size_t k = 0; f->kind == WG_SCAN_SOURCE && !unit_only && posix_types[k]; ++k)
            if (!(t->posix_typedefs_public & (1u << k)) && typedefs_name(f->text, posix_types[k]))
                t->posix_typedefs |= 1u << k, t->posix_typedefs_public |= wg_public_header(t, f->path) || f->configured_public ? 1u << k : 0u;
        if (f->kind == WG_SCAN_SOURCE && (declspec_macros(f, "__declspec(dllimport)", &t->import_macros, &t->import_macro_count, &t->import_macro_capacity) != 0 ||
                                          declspec_macros(f, "__declspec(dllexport)", &t->dllexport_macros, &t->dllexport_macro_count, &t->dllexport_macro_capacity) != 0))
            t->failed = 1;
        /* "#define NAME static inline": the header's own inline mode (rocksdb's xxph3.h defines
         * XXPH_INLINE_ALL itself, so XXPH_PUBLIC_API is static there, never dllimport) */
        for (const char *d = f->kind == WG_SCAN_SOURCE && t->import_macro_count ? strstr(f->text, "define") : NULL; d;
             d = strstr(d + 6, "define")) {
            const char *bol = d;
            while (bol > f->text && bol[-1] != '\n')
                --bol;
            const char *q = skip_blank(bol);
            if (*q != '#' || skip_blank(q + 1) != d)
                continue;
            q = skip_blank(d + 6);
            const char *e = q;
            while (is_name(*e))
                ++e;
            if (e > q && (*e == ' ' || *e == '\t') && strncmp(skip_blank(e), "static", 6) == 0 &&
                wg_strlist_has(t->import_macros, t->import_macro_count, q, (size_t)(e - q)) &&
                wg_strlist_add(&t->static_macros, &t->static_macro_count, &t->static_macro_capacity, q, (size_t)(e - q)) != 0)
                t->failed = 1;
        }
        /* <iso646.h>/<ciso646> force-included or precompiled (/FI, target_precompile_headers): the
         * alternative tokens are macros in every unit. A source's own #include of it counts only
         * for the units that reach it (std_reach): a test framework's <ciso646> under #if
         * DOCTEST_CLANG is no stand-in for the library's headers (gemmi's iterator.hpp). */
        if (f->kind == WG_SCAN_CMAKE && strstr(f->text, "iso646"))
            t->iso646 = 1;
        if (strcmp(f->path, "CMakeLists.txt") == 0) {
            const char *p = strstr(f->text, "cmake_minimum_required");
            p = p ? strstr(p, "VERSION") : NULL;
            if (p) {
                p = skip_blank(p + 7);
                int major = atoi(p), minor = 0;
                const char *dot = strchr(p, '.');
                if (dot)
                    minor = atoi(dot + 1);
                t->cmake_minimum = major * 100 + (minor < 100 ? minor : 99);
            }
        }
    }
#ifndef WG_SCAN_EXPORT_ALIAS_OFF
    if (note_export_aliases(t) != 0)
        t->failed = 1;
#endif
    /* OpenMP named, but turned on only on lines a Windows configure skips: no /openmp */
    int enablers = 0;
    for (size_t i = 0; t->openmp && t->cmake_evaluated && i < t->count; ++i)
        if (t->files[i].kind == WG_SCAN_CMAKE)
            enablers |= openmp_enablers(&t->files[i]);
    if (enablers == 2)
        t->openmp = 0;
    t->openmp_later = wg_openmp_later_runtime(t);
    if (wg_openmp_unsigned_aliases(t) != 0 || wg_openmp_pragma_macros(t) != 0 || wg_void_members_tree_facts(t) != 0)
        t->failed = 1;
}
