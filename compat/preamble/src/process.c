/* SPDX-License-Identifier: BSD-3-Clause */
/* Process spawning with captured stdout and stderr, no shell involved.
 *
 * POSIX: posix_spawnp with both pipes drained by one poll() loop.
 * Windows: CreateProcessW with a command line quoted for CommandLineToArgvW / the C runtime's
 * parser, stderr drained by a second thread while this one drains stdout. (Anonymous pipes
 * cannot be waited on together, and a child blocked on a full stderr pipe while we sit in a
 * blocking read on stdout would hang both.) */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L
#endif

#include "preamble.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)

#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <process.h>

wchar_t *preamble_utf8_to_wide(const char *text);

/* Appends one argument quoted so that the child's argument parser gives back exactly `arg`:
 * backslashes are literal except before a double quote, where 2n backslashes + quote mean n
 * backslashes and the end of the quoted part, and 2n+1 mean n backslashes and a literal quote. */
static int append_quoted_argument(preamble_buffer *line, const char *arg) {
  const char *p;
  if (arg[0] != '\0' && strpbrk(arg, " \t\n\v\"") == NULL) {
    return preamble_buffer_append_text(line, arg);
  }
  if (preamble_buffer_append(line, "\"", 1) != 0) return -1;
  for (p = arg;; ++p) {
    size_t backslashes = 0;
    size_t i;
    while (*p == '\\') {
      ++backslashes;
      ++p;
    }
    if (*p == '\0') {
      for (i = 0; i < backslashes * 2; ++i)
        if (preamble_buffer_append(line, "\\", 1) != 0) return -1;
      break;
    }
    if (*p == '"') backslashes = backslashes * 2 + 1;
    for (i = 0; i < backslashes; ++i)
      if (preamble_buffer_append(line, "\\", 1) != 0) return -1;
    if (preamble_buffer_append(line, p, 1) != 0) return -1;
  }
  return preamble_buffer_append(line, "\"", 1);
}

typedef struct pipe_drain {
  HANDLE pipe;
  preamble_buffer *sink;
  int failed;
} pipe_drain;

static void drain_pipe(pipe_drain *drain) {
  unsigned char chunk[65536];
  DWORD got;
  while (ReadFile(drain->pipe, chunk, sizeof chunk, &got, NULL) && got > 0) {
    if (preamble_buffer_append(drain->sink, chunk, got) != 0) drain->failed = 1;
  }
}

static unsigned __stdcall drain_pipe_thread(void *context) {
  drain_pipe((pipe_drain *)context);
  return 0;
}

int preamble_run(const char *const *argv, preamble_buffer *out, preamble_buffer *err,
                 int *exit_code, char *why, size_t why_size) {
  preamble_buffer line = {0};
  wchar_t *wide_line = NULL;
  HANDLE out_read = NULL, out_write = NULL, err_read = NULL, err_write = NULL, nul = NULL;
  HANDLE thread = NULL;
  SECURITY_ATTRIBUTES inheritable = {sizeof(SECURITY_ATTRIBUTES), NULL, TRUE};
  STARTUPINFOW startup;
  PROCESS_INFORMATION child;
  pipe_drain out_drain, err_drain;
  DWORD status = 0;
  size_t i;
  int result = -1;

  for (i = 0; argv[i] != NULL; ++i) {
    if ((i > 0 && preamble_buffer_append(&line, " ", 1) != 0) ||
        append_quoted_argument(&line, argv[i]) != 0) {
      snprintf(why, why_size, "out of memory");
      goto done;
    }
  }
  if (preamble_buffer_append(&line, "", 1) != 0 ||
      (wide_line = preamble_utf8_to_wide((const char *)line.data)) == NULL) {
    snprintf(why, why_size, "cannot convert the command line to UTF-16");
    goto done;
  }
  /* Only the child's ends are inheritable; our read ends must not leak into the child, or the
   * pipes would never report end-of-file. */
  if (!CreatePipe(&out_read, &out_write, &inheritable, 0) ||
      !CreatePipe(&err_read, &err_write, &inheritable, 0) ||
      !SetHandleInformation(out_read, HANDLE_FLAG_INHERIT, 0) ||
      !SetHandleInformation(err_read, HANDLE_FLAG_INHERIT, 0)) {
    snprintf(why, why_size, "cannot create pipes (error %lu)", (unsigned long)GetLastError());
    goto done;
  }
  nul = CreateFileW(L"NUL", GENERIC_READ, FILE_SHARE_READ | FILE_SHARE_WRITE, &inheritable,
                    OPEN_EXISTING, 0, NULL);
  if (nul == INVALID_HANDLE_VALUE) {
    nul = NULL;
    snprintf(why, why_size, "cannot open NUL (error %lu)", (unsigned long)GetLastError());
    goto done;
  }
  memset(&startup, 0, sizeof startup);
  startup.cb = sizeof startup;
  startup.dwFlags = STARTF_USESTDHANDLES;
  startup.hStdInput = nul;
  startup.hStdOutput = out_write;
  startup.hStdError = err_write;
  if (!CreateProcessW(NULL, wide_line, NULL, NULL, TRUE, 0, NULL, NULL, &startup, &child)) {
    snprintf(why, why_size, "cannot start '%s' (error %lu)", argv[0],
             (unsigned long)GetLastError());
    goto done;
  }
  CloseHandle(child.hThread);
  CloseHandle(out_write);
  CloseHandle(err_write);
  out_write = err_write = NULL;

  err_drain.pipe = err_read;
  err_drain.sink = err;
  err_drain.failed = 0;
  out_drain.pipe = out_read;
  out_drain.sink = out;
  out_drain.failed = 0;
  thread = (HANDLE)_beginthreadex(NULL, 0, drain_pipe_thread, &err_drain, 0, NULL);
  if (thread == NULL) {
    /* No second thread: still correct when stderr stays small, which it usually does. */
    drain_pipe(&out_drain);
    drain_pipe(&err_drain);
  } else {
    drain_pipe(&out_drain);
    WaitForSingleObject(thread, INFINITE);
    CloseHandle(thread);
  }
  WaitForSingleObject(child.hProcess, INFINITE);
  GetExitCodeProcess(child.hProcess, &status);
  CloseHandle(child.hProcess);
  if (out_drain.failed || err_drain.failed) {
    snprintf(why, why_size, "out of memory while reading the output of '%s'", argv[0]);
    goto done;
  }
  *exit_code = (int)status;
  result = 0;

done:
  if (out_read) CloseHandle(out_read);
  if (out_write) CloseHandle(out_write);
  if (err_read) CloseHandle(err_read);
  if (err_write) CloseHandle(err_write);
  if (nul) CloseHandle(nul);
  free(wide_line);
  preamble_buffer_free(&line);
  return result;
}

#else /* POSIX */

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

int preamble_run(const char *const *argv, preamble_buffer *out, preamble_buffer *err,
                 int *exit_code, char *why, size_t why_size) {
  int out_pipe[2] = {-1, -1}, err_pipe[2] = {-1, -1};
  posix_spawn_file_actions_t actions;
  pid_t child;
  int status = 0;
  int spawn_error;
  int result = -1;
  int memory_failed = 0;
  struct pollfd fds[2];
  unsigned char chunk[65536];

  if (pipe(out_pipe) != 0 || pipe(err_pipe) != 0) {
    snprintf(why, why_size, "cannot create pipes: %s", strerror(errno));
    goto close_pipes;
  }
  /* Our read ends must not stay open in the child. */
  fcntl(out_pipe[0], F_SETFD, FD_CLOEXEC);
  fcntl(err_pipe[0], F_SETFD, FD_CLOEXEC);
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, out_pipe[1], 1);
  posix_spawn_file_actions_adddup2(&actions, err_pipe[1], 2);
  posix_spawn_file_actions_addclose(&actions, out_pipe[1]);
  posix_spawn_file_actions_addclose(&actions, err_pipe[1]);
  /* posix_spawnp's argv is `char *const[]` for historical reasons; it does not modify it. */
  spawn_error = posix_spawnp(&child, argv[0], &actions, NULL, (char *const *)argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  if (spawn_error != 0) {
    snprintf(why, why_size, "cannot start '%s': %s", argv[0], strerror(spawn_error));
    goto close_pipes;
  }
  close(out_pipe[1]);
  close(err_pipe[1]);
  out_pipe[1] = err_pipe[1] = -1;

  fds[0].fd = out_pipe[0];
  fds[1].fd = err_pipe[0];
  fds[0].events = fds[1].events = POLLIN;
  while (fds[0].fd >= 0 || fds[1].fd >= 0) {
    int i;
    if (poll(fds, 2, -1) < 0) {
      if (errno == EINTR) continue;
      snprintf(why, why_size, "poll failed: %s", strerror(errno));
      break;
    }
    for (i = 0; i < 2; ++i) {
      ssize_t got;
      if (fds[i].fd < 0 || fds[i].revents == 0) continue;
      got = read(fds[i].fd, chunk, sizeof chunk);
      if (got > 0) {
        if (preamble_buffer_append(i == 0 ? out : err, chunk, (size_t)got) != 0)
          memory_failed = 1;
      } else if (got == 0 || errno != EINTR) {
        fds[i].fd = -1; /* end of file (or a broken pipe): this stream is done */
      }
    }
  }
  while (waitpid(child, &status, 0) < 0) {
    if (errno != EINTR) {
      snprintf(why, why_size, "waitpid failed: %s", strerror(errno));
      goto close_pipes;
    }
  }
  if (memory_failed) {
    snprintf(why, why_size, "out of memory while reading the output of '%s'", argv[0]);
    goto close_pipes;
  }
  if (WIFEXITED(status))
    *exit_code = WEXITSTATUS(status);
  else if (WIFSIGNALED(status))
    *exit_code = 128 + WTERMSIG(status);
  else
    *exit_code = 1;
  result = 0;

close_pipes:
  if (out_pipe[0] >= 0) close(out_pipe[0]);
  if (out_pipe[1] >= 0) close(out_pipe[1]);
  if (err_pipe[0] >= 0) close(err_pipe[0]);
  if (err_pipe[1] >= 0) close(err_pipe[1]);
  return result;
}

#endif
