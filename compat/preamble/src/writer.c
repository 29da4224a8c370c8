/* SPDX-License-Identifier: BSD-3-Clause */
/* The C++ source writer shared by the preamble and embed modes.
 *
 * Each blob becomes an array of pieces { "literal" "literal" ..., size } copied once, on first
 * use, into a function-local static buffer; the copy runs in the initialiser of a function-local
 * static, which C++11 guarantees runs exactly once even when threads race to the first call.
 * (Not std::string: including <string> alone costs more compile time than the 1.7 MB text.)
 * Why not one literal: MSVC rejects a string-literal piece over 16,380 characters (C2026) and a
 * concatenated literal over 65,535 bytes (C1091). Why not a raw string: its delimiter could occur
 * in the text, and raw strings cannot hold every byte (a CR is folded by translation phase 1).
 * Why not a byte array: it compiles an order of magnitude slower.
 *
 * Escapes: printable ASCII is written as is, except `"`, `\` and `?` (a `??=` would be a trigraph
 * under pre-C++17 compilers and /Zc:trigraphs). Every other byte is a three-digit octal escape:
 * an octal escape ends after three digits, so a following digit is never swallowed (a hex escape
 * would swallow every following hex digit). Bytes >= 0x80 are escaped too, so the result does
 * not depend on the compiler's source character set (MSVC reads sources as the ANSI code page
 * unless /utf-8). */
#include "preamble.h"

#include <stdio.h>
#include <string.h>

/* Margins below MSVC's limits: a piece holds at most this many source characters between its
 * quotes (an escape is at most 4 characters, so it never crosses the limit), and a concatenated
 * literal at most this many bytes. */
#define PIECE_SOURCE_CHARS 16000u
#define LITERAL_BYTES 60000u

/* C++20's keywords and alternative tokens: none can name a function. */
static const char *const cpp_keywords[] = {
  "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break",
  "case", "catch", "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept",
  "const", "consteval", "constexpr", "constinit", "const_cast", "continue", "co_await",
  "co_return", "co_yield", "decltype", "default", "delete", "do", "double", "dynamic_cast",
  "else", "enum", "explicit", "export", "extern", "false", "float", "for", "friend", "goto",
  "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq",
  "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register",
  "reinterpret_cast", "requires", "return", "short", "signed", "sizeof", "static",
  "static_assert", "static_cast", "struct", "switch", "template", "this", "thread_local",
  "throw", "true", "try", "typedef", "typeid", "typename", "union", "unsigned", "using",
  "virtual", "void", "volatile", "wchar_t", "while", "xor", "xor_eq"};

static int is_identifier_start(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_';
}

static int is_identifier_char(char c) { return is_identifier_start(c) || (c >= '0' && c <= '9'); }

/* One component: an identifier that is no keyword and not reserved to the implementation
 * (a double underscore anywhere, or an underscore and a capital first). */
static int is_plain_identifier(const char *name, size_t length) {
  size_t i;
  if (length == 0 || !is_identifier_start(name[0])) return 0;
  for (i = 1; i < length; ++i)
    if (!is_identifier_char(name[i])) return 0;
  for (i = 0; i + 1 < length; ++i)
    if (name[i] == '_' && name[i + 1] == '_') return 0;
  if (name[0] == '_' && name[1] >= 'A' && name[1] <= 'Z') return 0;
  for (i = 0; i < sizeof cpp_keywords / sizeof cpp_keywords[0]; ++i)
    if (strlen(cpp_keywords[i]) == length && memcmp(cpp_keywords[i], name, length) == 0) return 0;
  return 1;
}

int preamble_is_function_name(const char *name) {
  const char *component = name;
  for (;;) {
    const char *end = strstr(component, "::");
    size_t length = end ? (size_t)(end - component) : strlen(component);
    if (!is_plain_identifier(component, length)) return 0;
    if (end == NULL) break;
    component = end + 2;
  }
  /* A global function called main would be the program's entry point. */
  return strcmp(name, "main") != 0;
}

int preamble_function_names_clash(const char *first, const char *second) {
  size_t length = strlen(first);
  if (strcmp(first, second) == 0) return 1;
  /* Each blob also defines <name>_size(). */
  if (strncmp(second, first, length) == 0 && strcmp(second + length, "_size") == 0) return 1;
  length = strlen(second);
  return strncmp(first, second, length) == 0 && strcmp(first + length, "_size") == 0;
}

/* Appends text for a // comment: printable ASCII as is except a backslash (a trailing one would
 * splice the next line into the comment) and '?' (??/ is a backslash as a trigraph); every other
 * byte, a newline above all, as \xNN, so a file name can never end the comment early. */
static int append_comment_text(preamble_buffer *cpp, const char *text) {
  const unsigned char *p;
  for (p = (const unsigned char *)text; *p; ++p) {
    int status = (*p >= 0x20 && *p < 0x7f && *p != '\\' && *p != '?')
                   ? preamble_buffer_append(cpp, p, 1)
                   : preamble_buffer_printf(cpp, "\\x%02X", (unsigned)*p);
    if (status != 0) return -1;
  }
  return 0;
}

/* Writes the escaped form of `byte` into `out` (at most 4 characters); returns its length. */
static size_t escape_byte(unsigned char byte, char *out) {
  static const char octal[] = "01234567";
  switch (byte) {
  case '\n': out[0] = '\\'; out[1] = 'n'; return 2;
  case '\t': out[0] = '\\'; out[1] = 't'; return 2;
  case '"': out[0] = '\\'; out[1] = '"'; return 2;
  case '\\': out[0] = '\\'; out[1] = '\\'; return 2;
  case '?': out[0] = '\\'; out[1] = '?'; return 2;
  default:
    if (byte >= 0x20 && byte < 0x7f) {
      out[0] = (char)byte;
      return 1;
    }
    out[0] = '\\';
    out[1] = octal[(byte >> 6) & 7];
    out[2] = octal[(byte >> 3) & 7];
    out[3] = octal[byte & 7];
    return 4;
  }
}

/* Every byte's escaped form, looked up rather than computed in the loop over megabytes. */
typedef struct escape_table {
  unsigned char length[256];
  char text[256][4];
} escape_table;

static void make_escape_table(escape_table *table) {
  int byte;
  for (byte = 0; byte < 256; ++byte)
    table->length[byte] = (unsigned char)escape_byte((unsigned char)byte, table->text[byte]);
}

/* Writes the pieces array of one blob. */
static int write_pieces(preamble_buffer *cpp, size_t index, const preamble_blob *blob) {
  /* Worst case per input byte: a 4-character escape plus a 6-character piece break; plus the
   * per-literal framing. Reserved once so the loop below writes through a plain pointer. */
  const size_t literals = blob->size / LITERAL_BYTES + 1;
  size_t position = 0;
  char *write;
  escape_table escapes;
  make_escape_table(&escapes);
  if (blob->size > ((size_t)-1 - 64 * literals) / 10 ||
      preamble_buffer_reserve(cpp, blob->size * 10 + 64 * literals + 128) != 0 ||
      preamble_buffer_printf(cpp, "const winport_preamble_piece winport_preamble_pieces_%lu[] = {\n",
                             (unsigned long)index) != 0)
    return -1;
  write = (char *)cpp->data + cpp->size;
  do {
    /* One concatenated literal of at most LITERAL_BYTES bytes, one source line per input
     * line so the generated file stays readable and diffable. */
    size_t literal_bytes = 0;
    size_t piece_chars = 0;
    memcpy(write, "  {\"", 4);
    write += 4;
    while (position < blob->size && literal_bytes < LITERAL_BYTES) {
      const unsigned char byte = blob->data[position++];
      const unsigned char length = escapes.length[byte];
      if (piece_chars + length > PIECE_SOURCE_CHARS) {
        memcpy(write, "\"\n   \"", 6);
        write += 6;
        piece_chars = 0;
      }
      if (length == 1) {
        *write++ = (char)byte;
      } else {
        memcpy(write, escapes.text[byte], 4); /* only `length` of them count */
        write += length;
      }
      piece_chars += length;
      ++literal_bytes;
      if (byte == '\n' && position < blob->size && literal_bytes < LITERAL_BYTES) {
        memcpy(write, "\"\n   \"", 6);
        write += 6;
        piece_chars = 0;
      }
    }
    write += snprintf(write, 64, "\", %lu},\n", (unsigned long)literal_bytes);
  } while (position < blob->size);
  cpp->size = (size_t)((unsigned char *)write - cpp->data);
  return preamble_buffer_append_text(cpp, "};\n");
}

/* Writes `const char* name()` and `std::size_t name_size()`, inside the namespaces of a
 * qualified name. */
static int write_functions(preamble_buffer *cpp, size_t index, const preamble_blob *blob) {
  const char *name = blob->function;
  const char *last = name;
  const char *p;
  for (p = strstr(name, "::"); p != NULL; p = strstr(p + 2, "::")) last = p + 2;
  if (last != name &&
      preamble_buffer_printf(cpp, "namespace %.*s {\n", (int)(last - 2 - name), name) != 0)
    return -1;
  if (preamble_buffer_printf(cpp,
        "const char* %s() {\n"
        "  static char text[%lu + 1];\n"
        "  static const bool assembled = [] {\n"
        "    std::size_t offset = 0;\n"
        "    for (const auto& piece : winport_preamble_pieces_%lu) {\n"
        "      std::memcpy(text + offset, piece.text, piece.size);\n"
        "      offset += piece.size;\n"
        "    }\n"
        "    return offset == %lu;\n"
        "  }();\n"
        "  return assembled ? text : nullptr;\n"
        "}\n"
        "std::size_t %s_size() { return %lu; }\n",
        last, (unsigned long)blob->size, (unsigned long)index, (unsigned long)blob->size, last,
        (unsigned long)blob->size) != 0)
    return -1;
  if (blob->compiler_id != NULL &&
      preamble_buffer_printf(cpp, "const char* %s_compiler() { return \"%s\"; }\n", last,
                             blob->compiler_id) != 0)
    return -1;
  if (last != name && preamble_buffer_append_text(cpp, "}\n") != 0) return -1;
  return 0;
}

int preamble_is_plain_text(const char *text) {
  for (; *text; ++text)
    if (*text < 0x20 || *text > 0x7e || *text == '"' || *text == '\\') return 0;
  return 1;
}

int preamble_write_cpp(preamble_buffer *cpp, const char *source_note,
                       const char *const *prelude, size_t prelude_count,
                       const preamble_blob *blobs, size_t blob_count) {
  size_t i;
  if (preamble_buffer_append_text(cpp, "// Generated by winport-preamble from ") != 0 ||
      append_comment_text(cpp, source_note) != 0 ||
      preamble_buffer_append_text(cpp, ". Do not edit.\n") != 0)
    return -1;
  for (i = 0; i < prelude_count; ++i)
    if (preamble_buffer_printf(cpp, "%s\n", prelude[i]) != 0) return -1;
  if (preamble_buffer_append_text(cpp,
        "#include <cstddef>\n"
        "#include <cstring>\n"
        "\n"
        "namespace {\n"
        "struct winport_preamble_piece {\n"
        "  const char* text;\n"
        "  std::size_t size;\n"
        "};\n") != 0)
    return -1;
  for (i = 0; i < blob_count; ++i)
    if (write_pieces(cpp, i, &blobs[i]) != 0) return -1;
  if (preamble_buffer_append_text(cpp, "}  // namespace\n\n") != 0) return -1;
  for (i = 0; i < blob_count; ++i)
    if (write_functions(cpp, i, &blobs[i]) != 0) return -1;
  return 0;
}
