/* SPDX-License-Identifier: BSD-3-Clause */
/* scan_sdk_headers.c: SCAN_WIN_BRANCH_MISSING_HEADER (issue 31), beside scan_families.c's
 * SCAN_MSVC_INTRINSIC_UNDECLARED: a name of the UCRT or the Windows SDK, on a line MSVC compiles,
 * whose one declaring header no translation unit reaching the file includes (C2065/C3861 on
 * cl.exe; the Linux build never compiles the branch). The names are those each header alone
 * declares, listed from the headers' documentation: <share.h> the _SH_* sharing modes, <io.h>
 * the low-level file functions, <process.h> _getpid and the thread starters, <psapi.h> the
 * process-status API, <shlwapi.h> the path helpers, <wincrypt.h> the CryptoAPI and certificate
 * stores (which <windows.h> includes only without WIN32_LEAN_AND_MEAN). <windows.h> includes none
 * of the others; the Microsoft STL's stream headers bring <share.h> and <thread>/<future>
 * <process.h> (scan_families.c's wg_std_header_bits). */
#include "scan.h"
#include "scan_internal.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const struct {
    const char *name;
    wg_std_bits bits;
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
    /* <windows.h>'s own types and functions (winnt.h, minwinbase.h, the *api.h headers it
     * includes): no UCRT or STL header brings them, so a Windows branch whose units include no
     * SDK header (nor a dependency's that may) has them undeclared; a tree that declares the
     * name itself (a stand-in typedef) is no finding */
#define W(name, call) {name, WG_STD_WINDOWS, "windows.h", call, NULL}
    W("HANDLE", 0), W("DWORD", 0), W("LARGE_INTEGER", 0), W("ULARGE_INTEGER", 0), W("FILETIME", 0), W("SYSTEMTIME", 0),
    W("HMODULE", 0), W("HINSTANCE", 0), W("LPCWSTR", 0), W("LPWSTR", 0), W("LPCSTR", 0), W("LPSTR", 0), W("LPVOID", 0),
    W("MAX_PATH", 0), W("INVALID_HANDLE_VALUE", 0), W("CRITICAL_SECTION", 0), W("SRWLOCK", 0), W("CONDITION_VARIABLE", 0),
    W("PROCESS_INFORMATION", 0), W("SECURITY_ATTRIBUTES", 0), W("SYSTEM_INFO", 0), W("MEMORYSTATUSEX", 0), W("TCHAR", 0),
    W("CP_ACP", 0), W("CP_UTF8", 0),
    W("QueryPerformanceCounter", 1), W("QueryPerformanceFrequency", 1), W("GetProcessTimes", 1), W("GetThreadTimes", 1),
    W("GetCurrentProcess", 1), W("GetCurrentThread", 1), W("GetCurrentProcessId", 1), W("GetCurrentThreadId", 1),
    W("OpenProcess", 1), W("CloseHandle", 1), W("MultiByteToWideChar", 1), W("WideCharToMultiByte", 1),
    W("GetSystemDirectoryA", 1), W("GetSystemDirectoryW", 1), W("GetSystemDirectory", 1), W("GetModuleFileNameA", 1),
    W("GetModuleFileNameW", 1), W("GetModuleHandleA", 1), W("GetModuleHandleW", 1), W("LoadLibraryA", 1),
    W("LoadLibraryW", 1), W("LoadLibraryExA", 1), W("LoadLibraryExW", 1), W("GetProcAddress", 1), W("FreeLibrary", 1),
    W("GetTickCount", 1), W("GetTickCount64", 1), W("GetSystemInfo", 1), W("GetSystemTimeAsFileTime", 1),
    W("GlobalMemoryStatusEx", 1), W("FileTimeToSystemTime", 1), W("WaitForSingleObject", 1), W("CreateFileA", 1),
    W("CreateFileW", 1), W("InitializeCriticalSection", 1), W("EnterCriticalSection", 1), W("LeaveCriticalSection", 1),
    W("DeleteCriticalSection", 1), W("VirtualAlloc", 1), W("VirtualFree", 1), W("FormatMessageA", 1), W("FormatMessageW", 1),
    W("GetFileAttributesA", 1), W("GetFileAttributesW", 1), W("GetFileAttributesExW", 1), W("FindFirstFileA", 1),
    W("FindFirstFileW", 1), W("GetTempPathA", 1), W("GetTempPathW", 1), W("GetFullPathNameA", 1), W("GetFullPathNameW", 1),
#ifndef WG_SCAN_WINDOWS_SLEEP_OFF
    /* synchapi.h's, which only <windows.h> brings: a sleep() stand-in for MSVC (libressl's compat unistd.h) */
    W("Sleep", 1), W("SleepEx", 1),
#endif
#undef W
    /* <wincrypt.h>'s: <windows.h> includes it only where WIN32_LEAN_AND_MEAN (and NOCRYPT) is not
     * defined before it (libgit2's CryptAcquireContext, IXWebSocket's CertOpenStore under a
     * winsock header that defines WIN32_LEAN_AND_MEAN first); lean_only_windows decides */
#define C(name, call) {name, WG_STD_WINCRYPT, "wincrypt.h", call, NULL}
    C("HCERTSTORE", 0), C("HCRYPTPROV", 0), C("HCRYPTHASH", 0), C("HCRYPTKEY", 0), C("PCCERT_CONTEXT", 0),
    C("CERT_STORE_PROV_SYSTEM", 0), C("CERT_SYSTEM_STORE_CURRENT_USER", 0), C("CERT_SYSTEM_STORE_LOCAL_MACHINE", 0),
    C("X509_ASN_ENCODING", 0), C("PKCS_7_ASN_ENCODING", 0), C("PROV_RSA_FULL", 0), C("PROV_RSA_AES", 0),
    C("CRYPT_VERIFYCONTEXT", 0), C("CertOpenStore", 1), C("CertOpenSystemStoreA", 1), C("CertOpenSystemStoreW", 1),
    C("CertCloseStore", 1), C("CertEnumCertificatesInStore", 1), C("CertFreeCertificateContext", 1),
    C("CertFindCertificateInStore", 1), C("CryptAcquireContext", 1), C("CryptAcquireContextA", 1),
    C("CryptAcquireContextW", 1), C("CryptReleaseContext", 1), C("CryptGenRandom", 1), C("CryptCreateHash", 1),
    C("CryptHashData", 1), C("CryptGetHashParam", 1), C("CryptDestroyHash", 1),
#undef C
#ifndef WG_SCAN_BCRYPT_NAMES_OFF
    /* <bcrypt.h>'s (CNG): <windows.h> brings it only through <wincrypt.h>, so not under
     * WIN32_LEAN_AND_MEAN; lean_only_windows decides as for <wincrypt.h>'s */
#define B(name, call) {name, WG_STD_BCRYPT, "bcrypt.h", call, NULL}
    B("BCRYPT_ALG_HANDLE", 0), B("BCRYPT_KEY_HANDLE", 0), B("BCRYPT_HASH_HANDLE", 0), B("BCRYPT_SUCCESS", 1),
    B("BCryptOpenAlgorithmProvider", 1), B("BCryptCloseAlgorithmProvider", 1), B("BCryptGenRandom", 1),
    B("BCryptCreateHash", 1), B("BCryptHashData", 1), B("BCryptFinishHash", 1), B("BCryptDestroyHash", 1),
    B("BCryptGenerateSymmetricKey", 1), B("BCryptImportKeyPair", 1), B("BCryptEncrypt", 1), B("BCryptDecrypt", 1),
    B("BCryptDestroyKey", 1), B("BCryptSetProperty", 1), B("BCryptGetProperty", 1),
#undef B
#endif
    {NULL, 0, NULL, 0, NULL}};

/* Whether <wincrypt.h>'s name i at line number of f is declared nowhere the unit sees: no
 * translation unit reaching the file includes <wincrypt.h> (std_reach), and at that line either
 * every <windows.h> (or <winsock2.h>) that came first came after WIN32_LEAN_AND_MEAN (sdk_macros:
 * near/far defined, interface not: objbase.h, which a full <windows.h> brings, defines it), or
 * the units reach no SDK header at all. */
static int lean_only_windows(const wg_tree_file *f, long number)
{
    unsigned macros = (f->sdk_macros ? f->sdk_macros[number] : 0u) | (f->sdk_user_macros ? f->sdk_user_macros[number] : 0u);
    if (macros & WG_SDK_INTERFACE)
        return 0; /* a full <windows.h> came first in some unit: it includes <wincrypt.h> */
    return (macros & WG_SDK_NEAR) || !(f->std_reach & WG_STD_WINDOWS);
}

/* Whether an #include of name may bring <windows.h>'s declarations: the SDK's headers (any
 * case: NTFS), <tchar.h>, and the dependencies' headers that include <windows.h> on Windows
 * (libcurl's, libzmq's, libuv's). Generous on purpose: a header that only may bring them keeps
 * the finding away. */
int wg_windows_types_header(const char *name, size_t n)
{
    static const char *const prefixes[] = {"win", "ws2", "minwin", "wtypes", "objbase", "ole", "shlobj", "shellapi", "shlwapi",
                                           "psapi", "tlhelp32", "dbghelp", "mmsystem", "rpc", "comdef", "atl", "wrl", "d3d",
                                           "dxgi", "commctrl", "processthreadsapi", "sysinfoapi", "synchapi", "fileapi",
                                           "handleapi", "libloaderapi", "memoryapi", "profileapi", "timezoneapi", "tchar.h",
                                           "curl/curl.h", "zmq.h", "uv.h", "GL/glut.h", "GLFW/glfw3native.h", NULL};
    const char *base = name;
    for (size_t k = 0; k < n; ++k)
        if (name[k] == '/' && k + 1 < n && strncmp(name, "GL", 2) != 0 && strncmp(name, "GLFW", 4) != 0 &&
            strncmp(name, "curl", 4) != 0)
            base = name + k + 1;
    size_t b = n - (size_t)(base - name);
    for (size_t i = 0; prefixes[i]; ++i) {
        size_t m = strlen(prefixes[i]), k = 0;
        while (k < m && k < b && tolower((unsigned char)base[k]) == tolower((unsigned char)prefixes[i][k]))
            ++k;
        if (k == m)
            return 1;
    }
    return 0;
}

static int declaration_keyword(const char *w, size_t n)
{
    static const char *const words[] = {"return", "case", "sizeof", "else", "throw", "new", "delete", "const", "volatile", "static",
                                        "extern", "inline", "register", "mutable", "typename", "goto", "do", "unsigned", "signed",
                                        "co_return", "co_yield", "decltype", "alignof", "constexpr", NULL};
    for (size_t k = 0; words[k]; ++k)
        if (strlen(words[k]) == n && strncmp(w, words[k], n) == 0)
            return 1;
    return 0;
}

/* Where a return type that is a template-id ends at b (kfr's "vec<T, Nout> dup(...)"): the start
 * of its '<...>' (nested, holding no parenthesis, operator or ';'), so that the template's name
 * stands before it; b itself where no '>' ends there. */
static const char *before_template_arguments(const char *line, const char *b)
{
    if (b == line || b[-1] != '>')
        return b;
    int depth = 0;
    for (const char *q = b - 1; q >= line; --q) {
        if (*q == '>')
            ++depth;
        else if (*q == '<' && --depth == 0) {
            while (q > line && (q[-1] == ' ' || q[-1] == '\t'))
                --q;
            return q;
        } else if (strchr("();=|&!?{}", *q))
            return b;
    }
    return b;
}

/* Whether the occurrence of a name at p (in text) declares it: a typedef or #define line, a
 * struct/class/enum/union/using of that name, or a type's name before it (a function or variable
 * of the tree named so, "DWORD WINAPI GetTickCount(void)"). */
static int declares_name(const char *text, const char *p)
{
    const char *line = p;
    while (line > text && line[-1] != '\n')
        --line;
    const char *end = strchr(p, '\n');
    size_t n = end ? (size_t)(end - line) : strlen(line);
    char buffer[1024];
    if (n >= sizeof buffer)
        n = sizeof buffer - 1;
    memcpy(buffer, line, n), buffer[n] = '\0';
    if (wg_word_in(buffer, "typedef") || (wg_word_in(buffer, "define") && strchr(buffer, '#')) || wg_word_in(buffer, "using"))
        return 1;
    const char *b = p;
    while (b > line && (b[-1] == ' ' || b[-1] == '\t' || b[-1] == '*' || b[-1] == '&'))
        --b;
    b = before_template_arguments(line, b);
    if (b == line || !(isalnum((unsigned char)b[-1]) || b[-1] == '_'))
        return 0;
    const char *w = b;
    while (w > line && (isalnum((unsigned char)w[-1]) || w[-1] == '_'))
        --w;
    return !isdigit((unsigned char)*w) && !declaration_keyword(w, (size_t)(b - w));
}

/* Whether a source of the tree declares the table's name i itself (looked up once, where a
 * finding is due). */
static int tree_declares(wg_tree *t, size_t i, size_t table_size)
{
    if (!t->sdk_declared) {
        if (!(t->sdk_declared = malloc(table_size))) {
            t->failed = 1;
            return 1;
        }
        memset(t->sdk_declared, -1, table_size);
    }
    if (t->sdk_declared[i] < 0) {
        const char *name = sdk_names[i].name;
        size_t m = strlen(name);
        t->sdk_declared[i] = 0;
        for (size_t k = 0; k < t->count && !t->sdk_declared[i]; ++k) {
            const wg_tree_file *f = &t->files[k];
            /* a POSIX name: only a header's declaration, which other units include (kfr's dup()
             * template), not one unit's own stand-in, which the others do not see */
            if (f->kind != WG_SCAN_SOURCE || !f->text || (sdk_names[i].id && wg_translation_unit(f->path)))
                continue;
            for (const char *p = strstr(f->text, name); p && !t->sdk_declared[i]; p = strstr(p + m, name))
                if ((p == f->text || !(isalnum((unsigned char)p[-1]) || p[-1] == '_')) && !(isalnum((unsigned char)p[m]) || p[m] == '_') &&
                    declares_name(f->text, p))
                    t->sdk_declared[i] = 1;
        }
    }
    return t->sdk_declared[i];
}

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
        /* ::GetSystemDirectory( names the global one: the SDK's */
        int global = sdk_names[i].bits == WG_STD_WINDOWS && p && p - line >= 2 && p[-1] == ':' && p[-2] == ':' &&
                     (p - line == 2 || !(isalnum((unsigned char)p[-3]) || p[-3] == '_'));
        if (!p || (f->std_reach & sdk_names[i].bits) || wg_in_literal(line, p) || (p > line && strchr(".>:", p[-1]) && !global) ||
            (sdk_names[i].id && (f->std_reach & WG_STD_UNISTD))) /* <unistd.h> on the path is the finding */
            continue;
        const char *after = p + strlen(sdk_names[i].name);
        while (*after == ' ' || *after == '\t')
            ++after;
        /* a name the tree declares itself (a stand-in typedef, kfr's own dup() template) is its own */
        if ((sdk_names[i].call && *after != '(') || wg_tree_defines_on_path(ff->tree, f->path, sdk_names[i].name) ||
            ((sdk_names[i].bits & (WG_STD_WINCRYPT | WG_STD_BCRYPT)) && !lean_only_windows(f, number)) ||
            (((sdk_names[i].bits & (WG_STD_WINDOWS | WG_STD_WINCRYPT | WG_STD_BCRYPT)) || sdk_names[i].id) &&
             tree_declares(ff->tree, i, sizeof sdk_names / sizeof sdk_names[0])))
            continue;
        char message[256];
        snprintf(message, sizeof message, "%s on the Windows path without <%s>, its only declaring header: no unit reaching the file includes it%s (C2065/C3861)",
                 sdk_names[i].name, sdk_names[i].header,
                 (sdk_names[i].bits & (WG_STD_WINCRYPT | WG_STD_BCRYPT)) ? ", nor <windows.h> without WIN32_LEAN_AND_MEAN before it" : "");
        const char *id = sdk_names[i].id ? sdk_names[i].id : "SCAN_WIN_BRANCH_MISSING_HEADER";
        const char *unread = (sdk_names[i].bits & (WG_STD_WINDOWS | WG_STD_WINCRYPT | WG_STD_BCRYPT)) ? f->unread_sdk_reach : f->unread_reach;
        const char *undecided = unread ? NULL : undecided_include(ff->tree, f);
        if (unread)
            ff->report_apart(ff->context, number, id, message, unread);
        else if (undecided)
            ff->report_apart(ff->context, number, id, message,
                             wg_tree_string(ff->tree, "the include at %s sits under a condition the model cannot decide: it may bring the header", undecided));
        else
            ff->report(ff->context, number, id, message);
        return;
    }
}

/* ---- SCAN_WIN_MISSING_LINK_LIB: Winsock called, its import library linked nowhere ------------ */

/* Functions only Winsock's import library ws2_32.lib (wsock32.lib of old) provides, declared by
 * <winsock2.h>/<ws2tcpip.h> (Microsoft Learn's Winsock reference: "Library Ws2_32.lib"); names
 * common enough to be a project's own method (send, recv, bind, select, socket) are left out. */
static const char *const winsock_functions[] = {
    "WSAStartup", "WSACleanup", "WSAGetLastError", "WSASetLastError", "WSASocketA", "WSASocketW", "WSAIoctl", "WSAPoll",
    "WSASend", "WSARecv", "WSASendTo", "WSARecvFrom", "WSAEventSelect", "WSACreateEvent", "WSACloseEvent",
    "WSAWaitForMultipleEvents", "WSAEnumNetworkEvents", "WSAAddressToStringA", "WSAStringToAddressA", "closesocket",
    "ioctlsocket", "gethostbyname", "gethostbyaddr", "getaddrinfo", "freeaddrinfo", "getnameinfo", "GetAddrInfoW",
    "inet_ntop", "inet_pton", "inet_addr", "inet_ntoa", "InetNtopA", "InetPtonA", "getservbyname", "getservbyport",
    "getprotobyname", "getprotobynumber", NULL};

static int prefix_nocase(const char *p, const char *prefix)
{
    for (; *prefix; ++p, ++prefix)
        if (tolower((unsigned char)*p) != *prefix)
            return 0;
    return 1;
}

/* Whether some file of the tree names the import library (ws2_32, wsock32, any case: a CMake
 * link, #pragma comment(lib, ...), a variable's value), no source includes a Winsock header, or
 * the CMake makes nothing it links (no executable, no SHARED/MODULE library: a static library's
 * unresolved symbols fail only its users' link, outside the tree). */
static int tree_names_winsock_library(const wg_tree *t)
{
    int winsock_header = 0, links = 0;
    for (size_t i = 0; i < t->count; ++i) {
        const char *text = t->files[i].text;
        if (t->files[i].kind == WG_SCAN_CMAKE)
            links |= strstr(text, "add_executable") || strstr(text, "SHARED") || strstr(text, "MODULE");
        for (const char *p = text; p && *p; ++p) {
            p = strpbrk(p, "wW");
            if (!p)
                break;
            if (prefix_nocase(p, "ws2_32") || prefix_nocase(p, "wsock32"))
                return 1;
            if (t->files[i].kind == WG_SCAN_SOURCE && (prefix_nocase(p, "winsock2.h") || prefix_nocase(p, "ws2tcpip.h")))
                winsock_header = 1;
        }
    }
    return !winsock_header || !links;
}

/* Whether the tree brings its own definition of the function: a file named after it
 * (missing/inet_ntop.c), or a line that starts with the name and '(' (a BSD-style definition). */
static int tree_defines_function(const wg_tree *t, const char *name)
{
    size_t n = strlen(name);
    for (size_t i = 0; i < t->count; ++i) {
        const char *slash = strrchr(t->files[i].path, '/'), *base = slash ? slash + 1 : t->files[i].path;
        if (strncmp(base, name, n) == 0 && base[n] == '.')
            return 1;
        for (const char *p = strstr(t->files[i].text, name); p; p = strstr(p + n, name))
            if ((p == t->files[i].text || p[-1] == '\n') && p[n] == '(')
                return 1;
    }
    return 0;
}

/* Whether the name at p is called, not declared: nothing but blanks before it on the line, or an
 * operator, an opening parenthesis, a comma or "return" (a declaration has its type there). */
static int called_here(const char *line, const char *p)
{
    const char *b = p;
    while (b > line && (b[-1] == ' ' || b[-1] == '\t'))
        --b;
    if (b == line || strchr("(=,!&|?:{;", b[-1]))
        return 1;
    return b - line >= 6 && strncmp(b - 6, "return", 6) == 0 && (b - line == 6 || !(isalnum((unsigned char)b[-7]) || b[-7] == '_'));
}

/* A translation unit on the Windows path (one CMake lists in a taken branch, globs or gathers, or
 * one it names nowhere, which the model may have missed in a list: tcpdump's) calls a Winsock function on a
 * line MSVC compiles, while no file of the tree names ws2_32/wsock32: nothing links the import
 * library, so the link fails (LNK2019; uriparser's tool and inet_ntop, tcpdump's gethostbyaddr).
 * Once per file, at its first such call; a macro that renames the function (tcpdump's #define
 * gethostbyaddr win32_gethostbyaddr, whose body calls the real one) changes nothing, the
 * tree's own definition of it (a file named after it) does. A library found outside the tree that links ws2_32 for
 * its users (a package's imported target) is beyond the model: only trees that include a Winsock
 * header themselves are read. */
void wg_winsock_link(wg_family_file *ff, const char *line, long number)
{
    wg_tree *t = ff->tree;
    const wg_tree_file *f = ff->file;
    if (t->winsock_unlinked == 0)
        t->winsock_unlinked = tree_names_winsock_library(t) ? 1 : 2;
    if (t->winsock_unlinked != 2 || !wg_translation_unit(f->path) || !(f->listed_on || f->globbed_on || f->gathered_on || !f->listed_off) ||
        !f->state || number > f->lines || f->state[number] != WG_ON || f->file_state == WG_OFF)
        return;
    for (size_t i = 0; winsock_functions[i]; ++i) {
        const char *p = wg_word_in(line, winsock_functions[i]);
        if (!p || wg_in_literal(line, p) || (p > line && strchr(".>:", p[-1])))
            continue;
        const char *after = p + strlen(winsock_functions[i]);
        while (*after == ' ' || *after == '\t')
            ++after;
        if (*after != '(' || !called_here(line, p) || wg_strlist_has(t->winsock_files, t->winsock_file_count, f->path, strlen(f->path)) ||
            tree_defines_function(t, winsock_functions[i]))
            continue;
        if (wg_strlist_append(&t->winsock_files, &t->winsock_file_count, &t->winsock_file_capacity, f->path, strlen(f->path)) != 0) {
            t->failed = 1;
            return;
        }
        char message[300];
        snprintf(message, sizeof message,
                 "%s() is Winsock's (ws2_32.lib) and no file of the tree links ws2_32 (no target_link_libraries, no #pragma comment(lib)): the Windows link fails with LNK2019",
                 winsock_functions[i]);
        ff->report(ff->context, number, "SCAN_WIN_MISSING_LINK_LIB", message);
        return;
    }
}


/* ---- SCAN_WIN_HEADER_ORDER: an SDK header that needs <windows.h> included before it --------- */

/* Headers of the Windows SDK that are not self-contained: the SDK's OpenGL headers use
 * WINGDIAPI and APIENTRY (C2144/C4430 without them), winbase.h, windef.h, winuser.h, wingdi.h
 * need winnt.h's target macros ("No Target Architecture", C1189), shellapi.h and mmsystem.h
 * <windows.h>'s types, and so do the crypto and IP-helper headers: wincrypt.h's and bcrypt.h's
 * DWORD/LPCWSTR/NTSTATUS, iphlpapi.h's through iprtrmib.h, mswsock.h <winsock2.h>'s, the API-set
 * headers (processthreadsapi.h, synchapi.h, ...) winnt.h's target macros (nor does any of them
 * include <windows.h>). Each only compiles after <windows.h> (or a header that
 * includes it). */
static const char *needs_windows_first(const char *name, size_t n)
{
    static const char *const headers[] = {"GL/gl.h", "GL/glu.h", "windef.h", "winbase.h", "winuser.h", "wingdi.h",
                                          "shellapi.h", "mmsystem.h",
#ifndef WG_SCAN_HEADER_ORDER_CRYPTO_OFF
                                          "wincrypt.h", "bcrypt.h", "iphlpapi.h",
#endif
#ifndef WG_SCAN_HEADER_ORDER_MSWSOCK_OFF
                                          /* Winsock's extensions: SOCKET, LPWSAOVERLAPPED, ... from
                                           * <winsock2.h>, which it does not include (fixture
                                           * win_header_order_mswsock) */
                                          "mswsock.h",
#endif
#ifndef WG_SCAN_HEADER_ORDER_APISET_OFF
                                          /* the API-set headers (libunifex's <processthreadsapi.h>):
                                           * their <minwindef.h> reads winnt.h, which without the
                                           * target macro <windows.h> derives stops at "No Target
                                           * Architecture" (C1189) (fixture win_header_order_apiset) */
                                          "processthreadsapi.h", "synchapi.h", "sysinfoapi.h", "memoryapi.h", "fileapi.h",
                                          "handleapi.h", "libloaderapi.h", "errhandlingapi.h",
#endif
                                          NULL};
    for (size_t i = 0; headers[i]; ++i)
        if (strlen(headers[i]) == n) {
            size_t k = 0;
            while (k < n && tolower((unsigned char)name[k]) == tolower((unsigned char)headers[i][k]))
                ++k;
            if (k == n)
                return headers[i];
        }
    return NULL;
}

/* Whether the tree holds its own copy of header (a vendored GL/gl.h): then the include is not the SDK's. */
static int tree_has_header(const wg_tree *t, const char *header)
{
    size_t n = strlen(header);
    for (size_t i = 0; i < t->count; ++i) {
        const char *path = t->files[i].path;
        size_t m = strlen(path);
        if (m < n || (m > n && path[m - n - 1] != '/'))
            continue;
        size_t k = 0;
        while (k < n && tolower((unsigned char)path[m - n + k]) == tolower((unsigned char)header[k]))
            ++k;
        if (k == n)
            return 1;
    }
    return 0;
}

/* The operand of a #include on the line [p, next) (its '<' or '"'), or NULL where the line is no
 * #include (the walks below read a file's own include lines before a given line). */
static const char *include_operand(const char *p, const char *next)
{
    while (p < next && (*p == ' ' || *p == '\t'))
        ++p;
    if (p >= next || *p++ != '#')
        return NULL;
    while (p < next && (*p == ' ' || *p == '\t'))
        ++p;
    if ((size_t)(next - p) < 9 || strncmp(p, "include", 7) != 0)
        return NULL;
    for (p += 7; p < next && (*p == ' ' || *p == '\t');)
        ++p;
    return p < next && (*p == '<' || *p == '"') ? p : NULL;
}

/* Whether f includes, before line number, another SDK header that may bring <windows.h> itself
 * (cubeb's <audioclient.h>, <objbase.h>, <winsock2.h>, ...: wg_windows_types_header, generous)
 * or a known dependency's that does. Only the file's own text: an includer's earlier SDK
 * headers other than <windows.h>'s family are not seen (those the marks hold). */
static int sdk_header_before(const wg_tree_file *f, long number)
{
    const char *p = f->text, *end = f->text + f->length;
    for (long k = 1; k < number && p < end; ++k) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *q = include_operand(p, nl ? nl + 1 : end);
        p = nl ? nl + 1 : end;
        if (!q)
            continue;
        const char *name = q + 1;
        size_t n = strcspn(name, "\">\n");
        if (wg_windows_types_header(name, n) && !needs_windows_first(name, n))
            return 1;
    }
    return 0;
}

/* The lean include: the target macro <windows.h> itself sets for x64 (_AMD64_) defined on the
 * path, then <windef.h> and <winbase.h> alone, which compile so (CLI11's, vendored by HiGHS). */
static int lean_target_macro(const wg_family_file *ff, const wg_tree_file *f)
{
#ifdef WG_SCAN_LEAN_SDK_INCLUDE_OFF
    (void)ff, (void)f;
    return 0;
#else
    return wg_tree_defines_on_path(ff->tree, f->path, "_AMD64_");
#endif
}

/* #include <GL/gl.h> (or another header of the list; directive: the text after '#') on a line MSVC compiles where no translation
 * unit reaching it has included <windows.h> first (sdk_macros: the SDK's macros defined at the
 * line). Not where the tree defines APIENTRY or WINGDIAPI itself (GLFW's glfw3.h defines both
 * before including GL/gl.h), holds the header itself, or force-includes headers; where a unit's
 * unread include may have brought <windows.h>, reported apart. */
void wg_win_header_order(wg_family_file *ff, const char *directive, long number)
{
#ifndef WG_SCAN_WIN_HEADER_ORDER_OFF
    const wg_tree_file *f = ff->file;
    const char *p = directive;
    if (strncmp(p, "include", 7) != 0)
        return;
    p += 7;
    while (*p == ' ' || *p == '\t')
        ++p;
    if (*p != '<' && *p != '"')
        return;
    const char *name = p + 1;
    size_t n = strcspn(name, "\">");
    const char *header = needs_windows_first(name, n);
    unsigned macros = f->sdk_macros ? f->sdk_macros[number] : 0u;
    /* unit_languages: a unit surely on the path read the file in its text's order (the marks) */
    if (!header || !f->unit_languages || (macros & (WG_SDK_NEAR | WG_SDK_FAR | WG_SDK_NAMES)) ||
        (f->std_reach & (WG_STD_OTHER_OS | WG_STD_UNSEEN)) || ff->tree->forced_includes ||
        wg_tree_defines_on_path(ff->tree, f->path, "APIENTRY") || wg_tree_defines_on_path(ff->tree, f->path, "WINGDIAPI") ||
        lean_target_macro(ff, f) ||
        tree_has_header(ff->tree, header) || sdk_header_before(f, number))
        return;
    char message[256];
    snprintf(message, sizeof message, "<%s> included with no <windows.h> before it in any unit reaching the file: the SDK's header needs its declarations first (C2144/C1189)", header);
    if (f->unread_sdk_reach)
        ff->report_apart(ff->context, number, "SCAN_WIN_HEADER_ORDER", message, f->unread_sdk_reach);
    else
        ff->report(ff->context, number, "SCAN_WIN_HEADER_ORDER", message);
#else
    (void)ff, (void)directive, (void)number;
#endif
}

/* ---- SCAN_WINDOWS_H_BEFORE_WINSOCK2: a full <windows.h> before <winsock2.h> ---------------- */

/* Whether name (n bytes) is <winsock2.h> or <ws2tcpip.h> (which includes it), any case: NTFS. */
static int winsock2_header(const char *name, size_t n)
{
    static const char *const headers[] = {"winsock2.h", "ws2tcpip.h", NULL};
    for (size_t i = 0; headers[i]; ++i) {
        size_t k = 0;
        while (k < n && headers[i][k] && tolower((unsigned char)name[k]) == headers[i][k])
            ++k;
        if (k == n && !headers[i][k])
            return 1;
    }
    return 0;
}

/* The line of f's own #include <windows.h> before line number that brought the full header in
 * some unit: one whose marks, which hold the state before the line, have no `interface` yet
 * (0 where none). A unit that reached <winsock2.h> first, through another header (GmSSL's
 * <gmssl/socket.h> before its <windows.h>), left `interface` set there, and is no finding. */
static long windows_h_first(const wg_tree_file *f, long number)
{
    const char *p = f->text, *end = f->text + f->length;
    for (long k = 1; k < number && p < end; ++k) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *q = include_operand(p, nl ? nl + 1 : end);
        p = nl ? nl + 1 : end;
        if (q && q + 10 < p && tolower((unsigned char)q[1]) == 'w' && strncmp(q + 2, "indows.h", 8) == 0 &&
            (q[10] == '>' || q[10] == '"') && f->state[k] != WG_OFF && !(f->sdk_macros[k] & WG_SDK_INTERFACE))
            return k;
    }
    return 0;
}

/* Whether f includes <winsock2.h> or <ws2tcpip.h> on a line before number: the first such include
 * is the one the finding names. */
static int winsock2_before(const wg_tree_file *f, long number)
{
    const char *p = f->text, *end = f->text + f->length;
    for (long k = 1; k < number && p < end; ++k) {
        const char *nl = memchr(p, '\n', (size_t)(end - p));
        const char *q = include_operand(p, nl ? nl + 1 : end);
        p = nl ? nl + 1 : end;
        if (q && winsock2_header(q + 1, strcspn(q + 1, "\">\n")))
            return 1;
    }
    return 0;
}

/* #include <winsock2.h> (or <ws2tcpip.h>) where the file's own earlier #include <windows.h> was, in
 * a translation unit of the engine reaching the line, the full header's first include
 * (sdk_macros: its COM `interface` macro, which only the full header's objbase.h defines, absent
 * before that line and present at this one): that <windows.h> brought <winsock.h>, whose structs
 * and macros <winsock2.h> defines again (C2011 'sockaddr', fd_set: c-toxcore's network.h). Not after
 * WIN32_LEAN_AND_MEAN (the marks then hold no `interface`), nor where the build defines
 * _WINSOCKAPI_ (winsock.h's guard) or force-includes headers; <winsock2.h> first is the fix. */
void wg_windows_h_before_winsock2(wg_family_file *ff, const char *directive, long number)
{
#ifndef WG_SCAN_WINDOWS_H_BEFORE_WINSOCK2_OFF
    const wg_tree_file *f = ff->file;
    const char *p = directive;
    if (strncmp(p, "include", 7) != 0)
        return;
    for (p += 7; *p == ' ' || *p == '\t';)
        ++p;
    if (*p != '<' && *p != '"')
        return;
    const char *name = p + 1;
    size_t n = strcspn(name, "\">");
    if (f->winsock2_late && number <= f->lines && f->winsock2_late[number] && !ff->tree->forced_includes &&
        !wg_tree_defines_on_path(ff->tree, f->path, "_WINSOCKAPI_")) {
        char message[320];
        snprintf(message, sizeof message, "#include %c%.*s%c brings <winsock2.h> into a unit where another include already brought a full "
                 "<windows.h> (no WIN32_LEAN_AND_MEAN), with its <winsock.h>: <winsock2.h> repeats those declarations (C2011)",
                 *p, (int)n, name, *p == '<' ? '>' : '"');
        ff->report(ff->context, number, "SCAN_WINDOWS_H_BEFORE_WINSOCK2", message);
        return;
    }
    unsigned macros = f->sdk_macros ? f->sdk_macros[number] : 0u;
    if (!winsock2_header(name, n) || !(macros & WG_SDK_INTERFACE) || !f->unit_languages || ff->tree->forced_includes ||
        wg_tree_defines_on_path(ff->tree, f->path, "_WINSOCKAPI_") || winsock2_before(f, number) || !f->state ||
        !windows_h_first(f, number))
        return;
    char message[256];
    snprintf(message, sizeof message, "<%.*s> after a full <windows.h> (no WIN32_LEAN_AND_MEAN) in a unit reaching the line: "
             "<windows.h> brought <winsock.h>, whose declarations <winsock2.h> repeats (C2011)", (int)n, name);
    ff->report(ff->context, number, "SCAN_WINDOWS_H_BEFORE_WINSOCK2", message);
#else
    (void)ff, (void)directive, (void)number;
#endif
}
