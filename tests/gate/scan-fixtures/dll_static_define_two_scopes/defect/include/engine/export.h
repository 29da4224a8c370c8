#pragma once
#ifdef ENGINE_STATIC_DEFINE
#  define ENGINE_EXPORT
#else
#  ifdef engine_EXPORTS
#    define ENGINE_EXPORT __declspec(dllexport)
#  else
#    define ENGINE_EXPORT __declspec(dllimport)
#  endif
#endif

#ifdef ENGINE_STATIC_TABLES
#  define ENGINE_TABLE_SIZE 64
#endif
