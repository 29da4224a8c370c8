#pragma once

#ifdef _WIN32
#  ifdef trace_EXPORTS
#    define TRACE_API __declspec(dllexport)
#  else
#    define TRACE_API __declspec(dllimport)
#  endif
#else
#  define TRACE_API
#endif
