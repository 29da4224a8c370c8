/* SPDX-License-Identifier: BSD-3-Clause */
/* A stand-in for the programs the .cmd launchers run (cmake.exe, and cl.exe when copied under
 * that name), so that the launchers can be run by Wine's cmd.exe.
 *
 * As cmake.exe:
 *   cmake --version   prints the version in FAKE_CMAKE_VERSION (default 3.25.1)
 *   anything else     prints "arg <n>: <argument>" for each argument (stdout), then
 *                     FAKE_CMAKE_TICKS lines "tick <n>" on stderr, where winport's tools write
 *                     their progress, each time waiting until the file <FAKE_CMAKE_ACK>.<n>
 *                     exists. The test's reader creates it once it has read the line, so output
 *                     a launcher holds back until the end is never acknowledged: the stand-in
 *                     then gives up after FAKE_CMAKE_ACK_TIMEOUT_MS (default 60000), printing
 *                     "tick <n> was never acknowledged", and exits 99. Then the code
 *                     FAKE_CMAKE_EXIT (default 0) into $WINPORT_TOOL_STATUS_FILE unless
 *                     FAKE_CMAKE_NO_STATUS is set, and exit with that code.
 * As cl.exe: the banner of a compiler for FAKE_CL_TARGET (default x64), on stderr as cl does. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <windows.h>

static const char *env_or(const char *name, const char *fallback)
{
    const char *value = getenv(name);
    return value && *value ? value : fallback;
}

static int is_named(const char *argv0, const char *name)
{
    const char *base = argv0;
    for (const char *p = argv0; *p; p++)
        if (*p == '\\' || *p == '/')
            base = p + 1;
    return _strnicmp(base, name, strlen(name)) == 0 &&
           (base[strlen(name)] == '\0' || base[strlen(name)] == '.');
}

static int wait_for(const char *path, int timeout_ms)
{
    for (int waited = 0; waited < timeout_ms; waited += 20) {
        if (GetFileAttributesA(path) != INVALID_FILE_ATTRIBUTES)
            return 1;
        Sleep(20);
    }
    return 0;
}

int main(int argc, char **argv)
{
    if (is_named(argv[0], "cl")) {
        fprintf(stderr, "Microsoft (R) C/C++ Optimizing Compiler Version 19.40.33811 for %s\n",
                env_or("FAKE_CL_TARGET", "x64"));
        return 0;
    }
    if (argc == 2 && strcmp(argv[1], "--version") == 0) {
        printf("cmake version %s\n\nCMake suite maintained and supported by Kitware (kitware.com/cmake).\n",
               env_or("FAKE_CMAKE_VERSION", "3.25.1"));
        return 0;
    }
    for (int i = 1; i < argc; i++)
        printf("arg %d: %s\n", i, argv[i]);
    fflush(stdout);
    int ticks = atoi(env_or("FAKE_CMAKE_TICKS", "0"));
    int timeout_ms = atoi(env_or("FAKE_CMAKE_ACK_TIMEOUT_MS", "60000"));
    const char *ack = getenv("FAKE_CMAKE_ACK");
    for (int n = 1; n <= ticks; n++) {
        fprintf(stderr, "tick %d\n", n);
        fflush(stderr);
        char path[MAX_PATH];
        snprintf(path, sizeof path, "%s.%d", ack ? ack : "", n);
        if (ack && !wait_for(path, timeout_ms)) {
            fprintf(stderr, "tick %d was never acknowledged\n", n);
            return 99;
        }
    }
    int code = atoi(env_or("FAKE_CMAKE_EXIT", "0"));
    const char *status = getenv("WINPORT_TOOL_STATUS_FILE");
    if (status && !getenv("FAKE_CMAKE_NO_STATUS")) {
        FILE *f = fopen(status, "w");
        if (f) {
            fprintf(f, "%d", code);
            fclose(f);
        }
    }
    return code;
}
