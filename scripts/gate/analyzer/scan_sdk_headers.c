/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_sdk_headers.c: SCAN_WIN_BRANCH_MISSING_HEADER (issue 31), beside scan_families.c's
 * SCAN_MSVC_INTRINSIC_UNDECLARED: a name of the UCRT or the Windows SDK, on a line MSVC compiles,
 * whose one declaring header no translation unit reaching the file includes (C2065/C3861 on
 * cl.exe; the Linux build never compiles the branch). The names are those each header alone
 * declares, listed from the headers' documentation: <share.h> the _SH_* sharing modes, <io.h>
 * the low-level file functions, <process.h> _getpid and the thread starters, <psapi.h> the
 * process-status API, <shlwapi.h> the path helpers. <windows.h> includes none of them; the
 * Microsoft STL's stream headers bring <share.h> and <thread>/<future> <process.h>
 * (scan_families.c's wg_std_header_bits). */
#include "scan.h"
#include "scan_internal.h"

#include <stdio.h>
#include <string.h>

static const struct {
    const char *name;
    unsigned bits;
    const char *header;
    int call; /* a function: only where a '(' follows */
    const char *id; /* the class: NULL for SCAN_WIN_BRANCH_MISSING_HEADER */
} sdk_names[] = {
    {"_SH_DENYNO", WG_STD_SHARE, "share.h", 0, NULL}, {"_SH_DENYRW", WG_STD_SHARE, "share.h", 0, NULL},
    {"_SH_DENYWR", WG_STD_SHARE, "share.h", 0, NULL}, {"_SH_DENYRD", WG_STD_SHARE, "share.h", 0, NULL},
    {"_SH_SECURE", WG_STD_SHARE, "share.h", 0, NULL},
    {"_setmode", WG_STD_IO, "io.h", 1, NULL}, {"_get_osfhandle", WG_STD_IO, "io.h", 1, NULL}, {"_open_osfhandle", WG_STD_IO, "io.h", 1, NULL},
    {"_chsize", WG_STD_IO, "io.h", 1, NULL}, {"_chsize_s", WG_STD_IO, "io.h", 1, NULL}, {"_commit", WG_STD_IO, "io.h", 1, NULL},
    {"_isatty", WG_STD_IO, "io.h", 1, NULL}, {"_lseeki64", WG_STD_IO, "io.h", 1, NULL}, {"_telli64", WG_STD_IO, "io.h", 1, NULL},
    {"_findfirst", WG_STD_IO, "io.h", 1, NULL}, {"_findfirst64", WG_STD_IO, "io.h", 1, NULL}, {"_findnext", WG_STD_IO, "io.h", 1, NULL},
    {"_findnext64", WG_STD_IO, "io.h", 1, NULL}, {"_findclose", WG_STD_IO, "io.h", 1, NULL}, {"_sopen_s", WG_STD_IO, "io.h", 1, NULL},
    {"_locking", WG_STD_IO, "io.h", 1, NULL},
    /* POSIX names the UCRT declares under the same name in one header only: POSIX code that
     * leaves out <unistd.h> on Windows has them undeclared (Umpire's getpid) */
    {"getpid", WG_STD_PROCESS, "process.h", 1, "SCAN_POSIX_API"}, {"isatty", WG_STD_IO, "io.h", 1, "SCAN_POSIX_API"},
    {"dup", WG_STD_IO, "io.h", 1, "SCAN_POSIX_API"}, {"dup2", WG_STD_IO, "io.h", 1, "SCAN_POSIX_API"},
    {"_getpid", WG_STD_PROCESS, "process.h", 1, NULL}, {"_beginthreadex", WG_STD_PROCESS, "process.h", 1, NULL},
    {"_endthreadex", WG_STD_PROCESS, "process.h", 1, NULL}, {"_beginthread", WG_STD_PROCESS, "process.h", 1, NULL},
    {"GetProcessMemoryInfo", WG_STD_PSAPI, "psapi.h", 1, NULL}, {"PROCESS_MEMORY_COUNTERS", WG_STD_PSAPI, "psapi.h", 0, NULL},
    {"PROCESS_MEMORY_COUNTERS_EX", WG_STD_PSAPI, "psapi.h", 0, NULL}, {"EnumProcessModules", WG_STD_PSAPI, "psapi.h", 1, NULL},
    {"GetModuleFileNameExA", WG_STD_PSAPI, "psapi.h", 1, NULL}, {"GetModuleFileNameExW", WG_STD_PSAPI, "psapi.h", 1, NULL},
    {"PathCombineA", WG_STD_SHLWAPI, "shlwapi.h", 1, NULL}, {"PathCombineW", WG_STD_SHLWAPI, "shlwapi.h", 1, NULL},
    {"PathFileExistsA", WG_STD_SHLWAPI, "shlwapi.h", 1, NULL}, {"PathFileExistsW", WG_STD_SHLWAPI, "shlwapi.h", 1, NULL},
    {"PathRemoveFileSpecA", WG_STD_SHLWAPI, "shlwapi.h", 1, NULL}, {"PathRemoveFileSpecW", WG_STD_SHLWAPI, "shlwapi.h", 1, NULL},
    {"PathIsRelativeA", WG_STD_SHLWAPI, "shlwapi.h", 1, NULL}, {"PathIsRelativeW", WG_STD_SHLWAPI, "shlwapi.h", 1, NULL},
    {"PathFindFileNameA", WG_STD_SHLWAPI, "shlwapi.h", 1, NULL}, {"PathFindFileNameW", WG_STD_SHLWAPI, "shlwapi.h", 1, NULL},
    {NULL, 0, NULL, 0, NULL}};

/* The file's first #include on a line the model cannot decide (HAVE_UNISTD_H's #else bringing
 * libsndfile's sf_unistd.h, which includes <io.h>): "path:line", or NULL. Looked up only where
 * a finding is due. */
static const char *undecided_include(wg_tree *t, const wg_tree_file *f)
{
    const char *p = f->text, *end = f->text + f->length;
    for (long n = 1; p < end && n <= f->lines; ++n) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *q = p;
        while (*q == ' ' || *q == '\t')
            ++q;
        if (*q == '#' && f->state[n] == WG_MAYBE) {
            ++q;
            while (*q == ' ' || *q == '\t')
                ++q;
            if (strncmp(q, "include", 7) == 0)
                return wg_tree_string(t, "%s:%ld", f->path, n);
        }
        p = nl ? nl + 1 : end;
    }
    return NULL;
}

const char *wg_sdk_posix_name_in(const char *line)
{
    for (size_t i = 0; sdk_names[i].name; ++i) {
        const char *p = sdk_names[i].id ? wg_word_in(line, sdk_names[i].name) : NULL;
        if (p)
            return p;
    }
    return NULL;
}

void wg_sdk_header_names(wg_family_file *ff, const char *line, long number)
{
    const wg_tree_file *f = ff->file;
    const char *code = line;
    while (*code == ' ' || *code == '\t')
        ++code;
    /* A header no unit reaches (its includers unknown), a CUDA unit's or a Linux-only file:
     * the model does not know what declares the name there. */
    if (*code == '#' || (f->std_reach & (WG_STD_OTHER_OS | WG_STD_UNSEEN)) || ff->tree->forced_includes)
        return;
    for (size_t i = 0; sdk_names[i].name; ++i) {
        const char *p = wg_word_in(line, sdk_names[i].name);
        if (!p || (f->std_reach & sdk_names[i].bits) || wg_in_literal(line, p) || (p > line && strchr(".>:", p[-1])) ||
            (sdk_names[i].id && (f->std_reach & WG_STD_UNISTD))) /* <unistd.h> on the path is the finding */
            continue;
        const char *after = p + strlen(sdk_names[i].name);
        while (*after == ' ' || *after == '\t')
            ++after;
        if ((sdk_names[i].call && *after != '(') || wg_tree_defines_on_path(ff->tree, f->path, sdk_names[i].name))
            continue;
        char message[256];
        snprintf(message, sizeof message, "%s on the Windows path without <%s>, its only declaring header: no unit reaching the file includes it (C2065/C3861)",
                 sdk_names[i].name, sdk_names[i].header);
        const char *id = sdk_names[i].id ? sdk_names[i].id : "SCAN_WIN_BRANCH_MISSING_HEADER";
        const char *undecided = f->unread_reach ? NULL : undecided_include(ff->tree, f);
        if (f->unread_reach)
            ff->report_apart(ff->context, number, id, message, f->unread_reach);
        else if (undecided)
            ff->report_apart(ff->context, number, id, message,
                             wg_tree_string(ff->tree, "the include at %s sits under a condition the model cannot decide: it may bring the header", undecided));
        else
            ff->report(ff->context, number, id, message);
        return;
    }
}
