/* SPDX-License-Identifier: BSD-3-Clause */
/* A stand-in compiler for winport-preamble's process tests. Its behaviour comes from the
 * environment, so winport-preamble passes it only its usual arguments:
 *   FAKE_PREPROCESSOR_ARGS   write the arguments (after the program name) to this file, one per
 *                            line, each between < and >
 *   FAKE_PREPROCESSOR_FLOOD  write this many MiB to stdout AND to stderr, interleaved in small
 *                            chunks (a reader that drains one pipe at a time deadlocks)
 *   FAKE_PREPROCESSOR_BLANKS print "a", three blank lines (empty; spaces; tab and CR) and "b"
 *   FAKE_PREPROCESSOR_EXIT   print a message on stderr and exit with this code
 * Otherwise prints a small preamble on stdout. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#if defined(_WIN32)
#include <fcntl.h>
#include <io.h>
#endif

int main(int argc, char **argv) {
  const char *args_file = getenv("FAKE_PREPROCESSOR_ARGS");
  const char *flood = getenv("FAKE_PREPROCESSOR_FLOOD");
  const char *exit_code = getenv("FAKE_PREPROCESSOR_EXIT");
  const char *blanks = getenv("FAKE_PREPROCESSOR_BLANKS");
  int i;
#if defined(_WIN32)
  /* Exact bytes: text mode would turn each \n into \r\n. */
  _setmode(_fileno(stdout), _O_BINARY);
#endif
  if (args_file != NULL && args_file[0] != '\0') {
    FILE *file = fopen(args_file, "wb");
    if (file == NULL) return 90;
    for (i = 1; i < argc; ++i) fprintf(file, "<%s>\n", argv[i]);
    fclose(file);
  }
  if (flood != NULL && flood[0] != '\0') {
    long chunks = atol(flood) * 256; /* 4 KiB chunks */
    static char line[4096];
    long c;
    memset(line, 'x', sizeof line);
    line[sizeof line - 1] = '\n';
    for (c = 0; c < chunks; ++c) {
      fwrite(line, 1, sizeof line, stdout);
      fwrite(line, 1, sizeof line, stderr);
    }
    fflush(stdout);
    fflush(stderr);
  }
  if (exit_code != NULL && exit_code[0] != '\0') {
    fprintf(stderr, "fake_preprocessor: error: deliberate failure\n");
    return atoi(exit_code);
  }
  if (blanks != NULL && blanks[0] != '\0') {
    fputs("a\n\n  \n\t\r\nb\n", stdout);
    return 0;
  }
  printf("int fake_preamble_value = 7;\n");
  return 0;
}
