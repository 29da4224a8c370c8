#pragma once
#if defined(ENGINE_SHARED_LIBRARY)
#  if defined(_WIN32)
#    if defined(ENGINE_COMPILE_LIBRARY)
#      define ENGINE_EXPORT __declspec(dllexport)
#    else
#      define ENGINE_EXPORT __declspec(dllimport)
#    endif
#  else
#    if defined(ENGINE_COMPILE_LIBRARY)
#      define ENGINE_EXPORT __attribute__((visibility("default")))
#    else
#      define ENGINE_EXPORT
#    endif
#  endif
#else
#  define ENGINE_EXPORT
#endif
