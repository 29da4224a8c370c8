#pragma once
#if defined(_WIN32) && defined(ENGINE_SHARED)
#  ifdef ENGINE_BUILDING
#    define ENGINE_API __declspec(dllexport)
#  else
#    define ENGINE_API __declspec(dllimport)
#  endif
#else
#  define ENGINE_API
#endif

/* An alias that is dllimport only where it is not used: ENGINE_C_API is ENGINE_IMPORT only
 * where ENGINE_IMPORT is empty. */
#if defined(ENGINE_SHARED)
#  define ENGINE_IMPORT __declspec(dllimport)
#else
#  define ENGINE_IMPORT
#endif
#if defined(ENGINE_SHARED)
#  define ENGINE_C_API
#else
#  define ENGINE_C_API ENGINE_IMPORT
#endif
