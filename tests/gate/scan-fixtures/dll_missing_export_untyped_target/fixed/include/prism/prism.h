#ifndef PRISM_PRISM_H
#define PRISM_PRISM_H

#if defined(_WIN32)
#  if defined(PRISM_BUILD)
#    define PRISM_API __declspec(dllexport)
#  else
#    define PRISM_API __declspec(dllimport)
#  endif
#else
#  define PRISM_API
#endif

PRISM_API int prism_open(const char *name);
PRISM_API void prism_close(int handle);
PRISM_API int prism_split(int handle, int bands);
PRISM_API const char *prism_version(void);

/* Marked like its siblings. */
PRISM_API int prism_band_count(int handle);

#endif
