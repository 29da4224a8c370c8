#pragma once
#if defined(_WIN32)
#  if defined(SHAPES_BUILDING)
#    define SHAPES_API __declspec(dllexport)
#  else
#    define SHAPES_API __declspec(dllimport)
#  endif
#else
#  define SHAPES_API
#endif
