/* SPDX-License-Identifier: BSD-3-Clause */
/* decode.h: a build log's bytes to UTF-8, before any matching.
 *
 * Windows logs come in several encodings: UTF-16LE (what PowerShell 5.1's `>` and Out-File
 * write), UTF-8 with or without a BOM, and the OEM/ANSI code pages that localized MSVC, MSBuild
 * and cmd.exe write (437, 850, 1252, 1251, 936, 932, 949). Matching raw bytes of a UTF-16 log
 * finds nothing, which would read as "no blocker": the decoder makes every log UTF-8 first, and
 * a log it cannot decode (binary data, broken UTF-16) is an error, never an empty result.
 *
 * The encoding is detected on the first 64 KiB: a BOM; else the NUL-byte pattern of UTF-16;
 * else valid UTF-8; else the code page whose decoding reads most like its languages (common
 * letters and words of de/fr/es/it/pt, ru, zh-CN, ja, ko). Code pages are converted by the
 * platform (iconv, or MultiByteToWideChar on Windows); UTF-16 by this file. */
#ifndef WINPORT_GATE_DECODE_H
#define WINPORT_GATE_DECODE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct wg_decoder wg_decoder;
typedef void (*wg_decode_sink)(void *context, const char *utf8, size_t length);

/* `encoding`: NULL or "auto" to detect, else one of wg_decoder_names(). NULL on an unknown name
 * (with the reason in `error`). */
wg_decoder *wg_decoder_new(const char *encoding, char *error, size_t error_size);
void wg_decoder_free(wg_decoder *decoder);
/* Feeds raw bytes; UTF-8 comes out through `sink`, in pieces that may split lines anywhere.
 * Returns 0, or -1 with the reason in `error` when the input cannot be decoded. */
int wg_decoder_feed(wg_decoder *decoder, const char *bytes, size_t length, wg_decode_sink sink, void *context,
                    char *error, size_t error_size);
int wg_decoder_finish(wg_decoder *decoder, wg_decode_sink sink, void *context, char *error, size_t error_size);
/* The encoding used ("utf-8", "utf-16le", "cp936", ...); valid after the first output. */
const char *wg_decoder_encoding(const wg_decoder *decoder);
/* The names --encoding accepts, space-separated. */
const char *wg_decoder_names(void);

#ifdef __cplusplus
}
#endif
#endif
