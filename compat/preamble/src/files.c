/* SPDX-License-Identifier: BSD-3-Clause */
/* Byte buffers and whole-file I/O with write-if-changed (temporary file + rename). */
#if !defined(_WIN32)
#define _POSIX_C_SOURCE 200809L
#endif

#include "preamble.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(_WIN32)
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#else
#include <unistd.h>
#endif

int preamble_buffer_reserve(preamble_buffer *buffer, size_t count) {
  if (count > buffer->capacity - buffer->size) {
    size_t capacity = buffer->capacity ? buffer->capacity : 4096;
    unsigned char *grown;
    while (capacity - buffer->size < count) {
      if (capacity > ((size_t)-1) / 2) return -1;
      capacity *= 2;
    }
    grown = (unsigned char *)realloc(buffer->data, capacity);
    if (grown == NULL) return -1;
    buffer->data = grown;
    buffer->capacity = capacity;
  }
  return 0;
}

int preamble_buffer_append(preamble_buffer *buffer, const void *bytes, size_t count) {
  if (preamble_buffer_reserve(buffer, count) != 0) return -1;
  if (count > 0) memcpy(buffer->data + buffer->size, bytes, count);
  buffer->size += count;
  return 0;
}

int preamble_buffer_append_text(preamble_buffer *buffer, const char *text) {
  return preamble_buffer_append(buffer, text, strlen(text));
}

int preamble_buffer_printf(preamble_buffer *buffer, const char *format, ...) {
  char small[256];
  int needed;
  va_list args;
  va_start(args, format);
  needed = vsnprintf(small, sizeof small, format, args);
  va_end(args);
  if (needed < 0) return -1;
  if ((size_t)needed < sizeof small) return preamble_buffer_append(buffer, small, (size_t)needed);
  {
    char *large = (char *)malloc((size_t)needed + 1);
    int result;
    if (large == NULL) return -1;
    va_start(args, format);
    vsnprintf(large, (size_t)needed + 1, format, args);
    va_end(args);
    result = preamble_buffer_append(buffer, large, (size_t)needed);
    free(large);
    return result;
  }
}

void preamble_buffer_free(preamble_buffer *buffer) {
  free(buffer->data);
  buffer->data = NULL;
  buffer->size = buffer->capacity = 0;
}

#if defined(_WIN32)
/* Returns a malloc'ed UTF-16 copy of a UTF-8 string, or NULL. */
wchar_t *preamble_utf8_to_wide(const char *text) {
  int count = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, text, -1, NULL, 0);
  wchar_t *wide;
  if (count <= 0) return NULL;
  wide = (wchar_t *)malloc((size_t)count * sizeof(wchar_t));
  if (wide == NULL) return NULL;
  MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, text, -1, wide, count);
  return wide;
}

static FILE *open_file(const char *path, const wchar_t *mode) {
  wchar_t *wide = preamble_utf8_to_wide(path);
  FILE *file;
  if (wide == NULL) {
    errno = EINVAL;
    return NULL;
  }
  file = _wfopen(wide, mode);
  free(wide);
  return file;
}

/* rename() on Windows refuses to replace an existing file; MoveFileExW does it in one step. */
static int replace_file(const char *from, const char *to) {
  wchar_t *wide_from = preamble_utf8_to_wide(from);
  wchar_t *wide_to = preamble_utf8_to_wide(to);
  int ok = wide_from && wide_to &&
           MoveFileExW(wide_from, wide_to, MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH);
  free(wide_from);
  free(wide_to);
  if (!ok) errno = EACCES;
  return ok ? 0 : -1;
}

void preamble_remove_file(const char *path) {
  wchar_t *wide = preamble_utf8_to_wide(path);
  if (wide != NULL) DeleteFileW(wide);
  free(wide);
}

static unsigned long process_id(void) { return (unsigned long)GetCurrentProcessId(); }
#define READ_MODE L"rb"
#define WRITE_MODE L"wb"
#else
static FILE *open_file(const char *path, const char *mode) { return fopen(path, mode); }
static int replace_file(const char *from, const char *to) { return rename(from, to); }
void preamble_remove_file(const char *path) { remove(path); }
static unsigned long process_id(void) { return (unsigned long)getpid(); }
#define READ_MODE "rb"
#define WRITE_MODE "wb"
#endif

int preamble_read_file(const char *path, preamble_buffer *content) {
  unsigned char chunk[65536];
  size_t got;
  int failed = 0;
  FILE *file = open_file(path, READ_MODE);
  if (file == NULL) return -1;
  while ((got = fread(chunk, 1, sizeof chunk, file)) > 0) {
    if (preamble_buffer_append(content, chunk, got) != 0) {
      errno = ENOMEM;
      failed = 1;
      break;
    }
  }
  if (ferror(file)) failed = 1;
  fclose(file);
  return failed ? -1 : 0;
}

int preamble_write_if_changed(const char *path, const preamble_buffer *content, int *changed) {
  preamble_buffer existing = {0};
  preamble_buffer temporary = {0};
  FILE *file;
  int saved_errno;
  int written;

  *changed = 0;
  if (preamble_read_file(path, &existing) == 0 && existing.size == content->size &&
      (content->size == 0 || memcmp(existing.data, content->data, content->size) == 0)) {
    preamble_buffer_free(&existing);
    return 0;
  }
  preamble_buffer_free(&existing);

  if (preamble_buffer_printf(&temporary, "%s.tmp%lu", path, process_id()) != 0 ||
      preamble_buffer_append(&temporary, "", 1) != 0) {
    preamble_buffer_free(&temporary);
    errno = ENOMEM;
    return -1;
  }
  file = open_file((const char *)temporary.data, WRITE_MODE);
  if (file == NULL) {
    saved_errno = errno;
    preamble_buffer_free(&temporary);
    errno = saved_errno;
    return -1;
  }
  written = content->size == 0 || fwrite(content->data, 1, content->size, file) == content->size;
  saved_errno = errno;
  if (fclose(file) != 0 && written) {
    written = 0;
    saved_errno = errno;
  }
  if (!written || replace_file((const char *)temporary.data, path) != 0) {
    if (written) saved_errno = errno;
    preamble_remove_file((const char *)temporary.data);
    preamble_buffer_free(&temporary);
    errno = saved_errno;
    return -1;
  }
  preamble_buffer_free(&temporary);
  *changed = 1;
  return 0;
}
