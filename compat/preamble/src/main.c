/* SPDX-License-Identifier: BSD-3-Clause */
/* winport-preamble: turns a header, preprocessed by the engine's own compiler, into a C++ source
 * that returns the preprocessed text (a JIT "preamble"); or embeds plain files the same way.
 *
 *   winport-preamble preamble --compiler <cxx> --header <h> --output <cpp>
 *       [--family gnu|msvc] [--include-dir <dir>]... [--compiler-arg <arg>]...
 *       [--depfile <d>] [--function <name>] [--prelude <line>]... [--keep-blank-lines]
 *       [--showincludes-prefix <text>] [--compiler-id <text>]
 *     Runs `<cxx> -E -P -x c++` (family gnu: GCC, Clang) or `cl /nologo /EP /Tp` (family msvc)
 *     on the header, without a shell. Drops blank lines unless --keep-blank-lines. Writes a C++
 *     source defining `const char* <name>()` (default get_prebuilt_preamble) and
 *     `std::size_t <name>_size()`. With --depfile, also writes a Makefile-style dependency file
 *     naming every header read (gnu: the compiler's -MD; msvc: parsed from /showIncludes).
 *     With --compiler-id (winport_add_preamble passes "<CMake compiler id> <version>"), also
 *     `const char* <name>_compiler()` returning it: the preamble is that compiler's standard
 *     library, so a run-time JIT can refuse a different compiler before it fails on the text.
 *
 *   winport-preamble embed --output <cpp> [--prelude <line>]... <function>=<file>...
 *     Defines one such function pair per file, returning the file's bytes.
 *
 * The output is replaced only when its content changes (temporary file + rename). When the
 * compiler fails, its messages are passed on, nothing is written, and the exit status is the
 * compiler's. Exit status 2: bad usage; 1: another error (named in the message). */
#include "preamble.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <shellapi.h>
#endif

#define TOOL "winport-preamble"
#define MAX_LIST 256

typedef struct options {
  const char *mode;
  const char *compiler;
  const char *family;
  const char *header;
  const char *output;
  const char *depfile;
  const char *function;
  const char *showincludes_prefix;
  const char *compiler_id;
  int keep_blank_lines;
  const char *include_dirs[MAX_LIST];
  size_t include_dir_count;
  const char *compiler_args[MAX_LIST];
  size_t compiler_arg_count;
  const char *prelude[MAX_LIST];
  size_t prelude_count;
  const char *embeds[MAX_LIST];
  size_t embed_count;
} options;

static int usage(const char *problem) {
  fprintf(stderr,
          TOOL ": %s\n"
          "usage: " TOOL " preamble --compiler <cxx> --header <h> --output <cpp> [--family gnu|msvc]\n"
          "         [--include-dir <dir>]... [--compiler-arg <arg>]... [--depfile <d>]\n"
          "         [--function <name>] [--prelude <line>]... [--keep-blank-lines]\n"
          "         [--showincludes-prefix <text>] [--compiler-id <text>]\n"
          "       " TOOL " embed --output <cpp> [--prelude <line>]... <function>=<file>...\n",
          problem);
  return 2;
}

static int add_to_list(const char **list, size_t *count, const char *value, const char *what) {
  if (*count == MAX_LIST) {
    fprintf(stderr, TOOL ": too many %s (at most %d)\n", what, MAX_LIST);
    return -1;
  }
  list[(*count)++] = value;
  return 0;
}

/* Returns 0, 2 (usage), or -1 (a list overflowed, already reported). */
static int parse_options(int argc, char **argv, options *opt) {
  int i;
  if (argc < 2) return usage("no mode given");
  opt->mode = argv[1];
  if (strcmp(opt->mode, "preamble") != 0 && strcmp(opt->mode, "embed") != 0)
    return usage("the mode must be 'preamble' or 'embed'");
  for (i = 2; i < argc; ++i) {
    const char *arg = argv[i];
    const char *value = i + 1 < argc ? argv[i + 1] : NULL;
    const char **single = NULL;
    const char **list = NULL;
    size_t *count = NULL;
    if (strcmp(arg, "--keep-blank-lines") == 0) {
      opt->keep_blank_lines = 1;
      continue;
    }
    if (strncmp(arg, "--", 2) != 0) {
      if (strcmp(opt->mode, "embed") != 0 || strchr(arg, '=') == NULL) {
        fprintf(stderr, TOOL ": unexpected argument '%s'\n", arg);
        return usage("see above");
      }
      if (add_to_list(opt->embeds, &opt->embed_count, arg, "files to embed") != 0) return -1;
      continue;
    }
    if (strcmp(arg, "--compiler") == 0) single = &opt->compiler;
    else if (strcmp(arg, "--family") == 0) single = &opt->family;
    else if (strcmp(arg, "--header") == 0) single = &opt->header;
    else if (strcmp(arg, "--output") == 0) single = &opt->output;
    else if (strcmp(arg, "--depfile") == 0) single = &opt->depfile;
    else if (strcmp(arg, "--function") == 0) single = &opt->function;
    else if (strcmp(arg, "--showincludes-prefix") == 0) single = &opt->showincludes_prefix;
    else if (strcmp(arg, "--compiler-id") == 0) single = &opt->compiler_id;
    else if (strcmp(arg, "--include-dir") == 0) list = opt->include_dirs, count = &opt->include_dir_count;
    else if (strcmp(arg, "--compiler-arg") == 0) list = opt->compiler_args, count = &opt->compiler_arg_count;
    else if (strcmp(arg, "--prelude") == 0) list = opt->prelude, count = &opt->prelude_count;
    else {
      fprintf(stderr, TOOL ": unknown option '%s'\n", arg);
      return usage("see above");
    }
    if (value == NULL) {
      fprintf(stderr, TOOL ": option '%s' needs a value\n", arg);
      return usage("see above");
    }
    ++i;
    if (single != NULL) *single = value;
    else if (add_to_list(list, count, value, arg + 2) != 0) return -1;
  }
  if (opt->output == NULL) return usage("--output is required");
  if (strcmp(opt->mode, "embed") == 0) {
    if (opt->embed_count == 0) return usage("embed needs at least one <function>=<file>");
    return 0;
  }
  if (opt->compiler == NULL || opt->header == NULL)
    return usage("preamble needs --compiler and --header");
  if (opt->function == NULL) opt->function = "get_prebuilt_preamble";
  if (opt->compiler_id != NULL && !preamble_is_plain_text(opt->compiler_id)) {
    fprintf(stderr, TOOL ": --compiler-id '%s' must be printable ASCII without quotes or backslashes\n",
            opt->compiler_id);
    return 2;
  }
  if (!preamble_is_function_name(opt->function)) {
    fprintf(stderr, TOOL ": '%s' is not a C++ function name\n", opt->function);
    return 2;
  }
  if (opt->family == NULL) {
    /* cl and clang-cl take MSVC-style options; everything else is taken for GCC-style. */
    const char *base = opt->compiler;
    const char *p;
    for (p = opt->compiler; *p; ++p)
      if (*p == '/' || *p == '\\') base = p + 1;
    opt->family = (strncmp(base, "cl", 2) == 0 && (base[2] == '\0' || base[2] == '.')) ||
                          strncmp(base, "clang-cl", 8) == 0
                      ? "msvc"
                      : "gnu";
  }
  if (strcmp(opt->family, "gnu") != 0 && strcmp(opt->family, "msvc") != 0)
    return usage("--family must be 'gnu' or 'msvc'");
  if (opt->showincludes_prefix == NULL) opt->showincludes_prefix = "Note: including file:";
  return 0;
}

/* Removes lines holding only whitespace, in place. */
static void drop_blank_lines(preamble_buffer *text) {
  size_t read = 0, write = 0;
  while (read < text->size) {
    size_t end = read;
    size_t i;
    int blank = 1;
    while (end < text->size && text->data[end] != '\n') ++end;
    for (i = read; i < end; ++i) {
      unsigned char c = text->data[i];
      if (c != ' ' && c != '\t' && c != '\r' && c != '\f' && c != '\v') {
        blank = 0;
        break;
      }
    }
    if (end < text->size) ++end; /* the newline belongs to its line */
    if (!blank) {
      memmove(text->data + write, text->data + read, end - read);
      write += end - read;
    }
    read = end;
  }
  text->size = write;
}

/* Appends a path to a Makefile-style dependency list, escaped as Ninja's parser expects. */
static int append_dependency_path(preamble_buffer *deps, const char *path, size_t length) {
  size_t i;
  for (i = 0; i < length; ++i) {
    const char c = path[i];
    int failed;
    if (c == ' ' || c == '#') failed = preamble_buffer_append(deps, "\\", 1) != 0 ||
                                       preamble_buffer_append(deps, &c, 1) != 0;
    else if (c == '$') failed = preamble_buffer_append(deps, "$$", 2) != 0;
    else failed = preamble_buffer_append(deps, &c, 1) != 0;
    if (failed) return -1;
  }
  return 0;
}

/* MSVC: splits /showIncludes notes out of the compiler's messages into a dependency file;
 * the other lines stay in `messages`. */
static int split_showincludes(const options *opt, preamble_buffer *messages,
                              preamble_buffer *deps) {
  const size_t prefix_length = strlen(opt->showincludes_prefix);
  size_t read = 0, write = 0;
  if (append_dependency_path(deps, opt->output, strlen(opt->output)) != 0 ||
      preamble_buffer_append_text(deps, ": ") != 0 ||
      append_dependency_path(deps, opt->header, strlen(opt->header)) != 0)
    return -1;
  while (read < messages->size) {
    size_t end = read;
    while (end < messages->size && messages->data[end] != '\n') ++end;
    if (end - read >= prefix_length &&
        memcmp(messages->data + read, opt->showincludes_prefix, prefix_length) == 0) {
      size_t start = read + prefix_length, stop = end;
      while (start < stop && messages->data[start] == ' ') ++start;
      while (stop > start && (messages->data[stop - 1] == '\r' || messages->data[stop - 1] == ' '))
        --stop;
      if (preamble_buffer_append_text(deps, " \\\n  ") != 0 ||
          append_dependency_path(deps, (const char *)messages->data + start, stop - start) != 0)
        return -1;
    } else {
      size_t line_end = end < messages->size ? end + 1 : end;
      memmove(messages->data + write, messages->data + read, line_end - read);
      write += line_end - read;
    }
    read = end < messages->size ? end + 1 : end;
  }
  messages->size = write;
  return preamble_buffer_append_text(deps, "\n");
}

static int write_output(const options *opt, const char *source_note, const preamble_blob *blobs,
                        size_t blob_count) {
  preamble_buffer cpp = {0};
  int changed = 0;
  if (preamble_write_cpp(&cpp, source_note, opt->prelude, opt->prelude_count, blobs,
                         blob_count) != 0) {
    fprintf(stderr, TOOL ": out of memory while writing %s\n", opt->output);
    preamble_buffer_free(&cpp);
    return 1;
  }
  if (preamble_write_if_changed(opt->output, &cpp, &changed) != 0) {
    fprintf(stderr, TOOL ": cannot write %s: %s\n", opt->output, strerror(errno));
    preamble_buffer_free(&cpp);
    return 1;
  }
  preamble_buffer_free(&cpp);
  return 0;
}

static const char *base_name(const char *path) {
  const char *base = path;
  const char *p;
  for (p = path; *p; ++p)
    if (*p == '/' || *p == '\\') base = p + 1;
  return base;
}

/* GCC and Clang warn "#pragma once in main file" for a header preprocessed as the main file:
 * they are given <output>.main.cpp, which only includes it. Kept beside the output (the depfile
 * names it), rewritten only when the header's path changes. Returns 1, writing nothing, for a
 * path no #include can name (a '"' or a newline in it): the header is then given as it is. */
static int write_main_wrapper(const options *opt, preamble_buffer *path) {
  preamble_buffer text = {0};
  const char *p;
  int changed, status = -1;
  if (preamble_buffer_printf(path, "%s.main.cpp", opt->output) != 0 ||
      preamble_buffer_append_text(&text, "#include \"") != 0)
    goto done;
  for (p = opt->header; *p; ++p) {
    char c = *p == '\\' ? '/' : *p; /* #include "..." takes no escapes; '/' works everywhere */
    if (c == '"' || c == '\n' || c == '\r') {
      status = 1;
      goto done;
    }
    if (preamble_buffer_append(&text, &c, 1) != 0) goto done;
  }
  if (preamble_buffer_append_text(&text, "\"\n") != 0 || preamble_buffer_append(path, "", 1) != 0) goto done;
  status = preamble_write_if_changed((const char *)path->data, &text, &changed);
done:
  if (status != 0) path->size = 0; /* nothing to remove: not written, maybe not terminated */
  preamble_buffer_free(&text);
  return status;
}

static int run_preamble(const options *opt) {
  const char *argv[3 * MAX_LIST + 32];
  preamble_buffer main_file = {0};
  size_t argc = 0, i;
  int msvc = strcmp(opt->family, "msvc") == 0;
  preamble_buffer out = {0}, err = {0}, deps = {0};
  char why[512];
  int exit_code = 0;
  int status = 1;
  preamble_blob blob;

  argv[argc++] = opt->compiler;
  if (msvc) {
    argv[argc++] = "/nologo";
    argv[argc++] = "/EP";
    if (opt->depfile) argv[argc++] = "/showIncludes";
  } else {
    argv[argc++] = "-E";
    argv[argc++] = "-P";
    argv[argc++] = "-x";
    argv[argc++] = "c++";
  }
  for (i = 0; i < opt->include_dir_count; ++i) {
    argv[argc++] = msvc ? "/I" : "-I";
    argv[argc++] = opt->include_dirs[i];
  }
  for (i = 0; i < opt->compiler_arg_count; ++i) argv[argc++] = opt->compiler_args[i];
  if (opt->depfile && !msvc) {
    argv[argc++] = "-MD";
    argv[argc++] = "-MF";
    argv[argc++] = opt->depfile;
    argv[argc++] = "-MQ";
    argv[argc++] = opt->output;
  }
  if (msvc) {
    argv[argc++] = "/Tp";
    argv[argc++] = opt->header;
  } else {
    int wrapped = write_main_wrapper(opt, &main_file);
    if (wrapped < 0) {
      fprintf(stderr, TOOL ": cannot write %s.main.cpp: %s\n", opt->output, strerror(errno));
      goto done;
    }
    argv[argc++] = wrapped == 0 ? (const char *)main_file.data : opt->header;
  }
  argv[argc] = NULL;

  if (preamble_run(argv, &out, &err, &exit_code, why, sizeof why) != 0) {
    fprintf(stderr, TOOL ": %s\n", why);
    goto done;
  }
  if (msvc && opt->depfile && split_showincludes(opt, &err, &deps) != 0) {
    fprintf(stderr, TOOL ": out of memory\n");
    goto done;
  }
  /* cl names the file it compiles on stderr; that line is noise, not a message. */
  if (msvc) {
    const char *name = base_name(opt->header);
    size_t length = strlen(name);
    if (err.size >= length && memcmp(err.data, name, length) == 0 &&
        (err.size == length || err.data[length] == '\r' || err.data[length] == '\n')) {
      size_t skip = length;
      while (skip < err.size && (err.data[skip] == '\r' || err.data[skip] == '\n')) ++skip;
      memmove(err.data, err.data + skip, err.size - skip);
      err.size -= skip;
    }
  }
  if (err.size > 0) fwrite(err.data, 1, err.size, stderr);
  if (exit_code != 0) {
    fprintf(stderr, TOOL ": the preprocessor failed (exit code %d) on %s; %s not written\n",
            exit_code, opt->header, opt->output);
    /* An exit status is 8 bits on POSIX: keep it nonzero whatever the compiler returned. */
    status = (exit_code & 0xff) != 0 ? exit_code : 1;
    goto done;
  }
  if (!opt->keep_blank_lines) drop_blank_lines(&out);
  blob.function = opt->function;
  blob.compiler_id = opt->compiler_id;
  blob.data = out.data;
  blob.size = out.size;
  status = write_output(opt, base_name(opt->header), &blob, 1);
  if (status == 0 && msvc && opt->depfile) {
    int changed;
    if (preamble_write_if_changed(opt->depfile, &deps, &changed) != 0) {
      fprintf(stderr, TOOL ": cannot write %s: %s\n", opt->depfile, strerror(errno));
      status = 1;
    }
  }

done:
  if (status != 0 && opt->depfile) preamble_remove_file(opt->depfile);
  if (status != 0 && main_file.size > 0) preamble_remove_file((const char *)main_file.data);
  preamble_buffer_free(&main_file);
  preamble_buffer_free(&out);
  preamble_buffer_free(&err);
  preamble_buffer_free(&deps);
  return status;
}

static int run_embed(const options *opt) {
  preamble_blob blobs[MAX_LIST];
  preamble_buffer contents[MAX_LIST];
  char names[MAX_LIST][256];
  size_t i;
  int status = 1;
  memset(contents, 0, sizeof contents);
  for (i = 0; i < opt->embed_count; ++i) {
    const char *spec = opt->embeds[i];
    const char *equals = strchr(spec, '=');
    size_t length = (size_t)(equals - spec);
    if (length >= sizeof names[i]) {
      fprintf(stderr, TOOL ": function name too long in '%s'\n", spec);
      status = 2;
      goto done;
    }
    memcpy(names[i], spec, length);
    names[i][length] = '\0';
    if (!preamble_is_function_name(names[i])) {
      fprintf(stderr, TOOL ": '%s' is not a C++ function name (in '%s')\n", names[i], spec);
      status = 2;
      goto done;
    }
    {
      size_t j;
      for (j = 0; j < i; ++j) {
        if (preamble_function_names_clash(names[j], names[i])) {
          fprintf(stderr, TOOL ": '%s' and '%s' would define the same function\n", names[j], names[i]);
          status = 2;
          goto done;
        }
      }
    }
    if (preamble_read_file(equals + 1, &contents[i]) != 0) {
      fprintf(stderr, TOOL ": cannot read %s: %s\n", equals + 1, strerror(errno));
      goto done;
    }
    blobs[i].function = names[i];
    blobs[i].compiler_id = NULL;
    blobs[i].data = contents[i].data;
    blobs[i].size = contents[i].size;
  }
  status = write_output(opt, "embedded files", blobs, opt->embed_count);
done:
  for (i = 0; i < opt->embed_count; ++i) preamble_buffer_free(&contents[i]);
  return status;
}

static int run(int argc, char **argv) {
  static options opt;
  int parsed = parse_options(argc, argv, &opt);
  if (parsed != 0) return parsed < 0 ? 2 : parsed;
  return strcmp(opt.mode, "embed") == 0 ? run_embed(&opt) : run_preamble(&opt);
}

#if defined(_WIN32)
/* main's char** arguments are in the ANSI code page on Windows; take the UTF-16 command line
 * and convert it to UTF-8, which the rest of the program uses throughout. */
int main(void) {
  int argc = 0, i, status;
  wchar_t **wide = CommandLineToArgvW(GetCommandLineW(), &argc);
  char **argv;
  if (wide == NULL) {
    fprintf(stderr, TOOL ": cannot read the command line\n");
    return 1;
  }
  argv = (char **)calloc((size_t)argc + 1, sizeof *argv);
  for (i = 0; argv != NULL && i < argc; ++i) {
    int size = WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, NULL, 0, NULL, NULL);
    argv[i] = size > 0 ? (char *)malloc((size_t)size) : NULL;
    if (argv[i] == NULL) {
      fprintf(stderr, TOOL ": cannot convert the command line to UTF-8\n");
      return 1;
    }
    WideCharToMultiByte(CP_UTF8, 0, wide[i], -1, argv[i], size, NULL, NULL);
  }
  if (argv == NULL) return 1;
  LocalFree(wide);
  status = run(argc, argv);
  for (i = 0; i < argc; ++i) free(argv[i]);
  free(argv);
  return status;
}
#else
int main(int argc, char **argv) { return run(argc, argv); }
#endif
