#pragma once
#if defined(_WIN32)
#  define TRACE_IMPL "trace_windows-inl.h"
#elif defined(__linux__)
#  define TRACE_IMPL "trace_backtrace-inl.h"
#endif
