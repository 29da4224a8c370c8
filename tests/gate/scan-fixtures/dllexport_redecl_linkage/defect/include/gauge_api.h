#ifndef GAUGE_API_H
#define GAUGE_API_H
#if defined(_WIN32)
#  if defined(gauge_EXPORTS)
#    define GAUGE_API __declspec(dllexport)
#  else
#    define GAUGE_API __declspec(dllimport)
#  endif
#else
#  define GAUGE_API
#endif
GAUGE_API int gauge_read(void);
#endif
