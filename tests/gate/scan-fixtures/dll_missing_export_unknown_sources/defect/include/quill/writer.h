#pragma once
#include <cstddef>

#if defined(_MSC_VER)
#  if defined(QUILL_EXPORTS_ON)
#    define QUILL_API __declspec(dllexport)
#  else
#    define QUILL_API __declspec(dllimport)
#  endif
#else
#  define QUILL_API
#endif

namespace quill {

QUILL_API void open_log(const char *path);
QUILL_API void write_line(const char *text);
QUILL_API void close_log();
QUILL_API std::size_t lines_written();

// Not marked: left out of the DLL's exports.
bool log_is_open();

} // namespace quill
