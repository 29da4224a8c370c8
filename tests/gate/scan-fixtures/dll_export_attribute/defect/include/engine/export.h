#pragma once
#if defined(ENGINE_COMPILE_LIBRARY)
#  define ENGINE_EXPORT
#else
#  define ENGINE_EXPORT __declspec(dllimport)
#endif
