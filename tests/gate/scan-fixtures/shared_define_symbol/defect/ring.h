#pragma once
#if defined(_WIN32) && defined(RING_SHARED)
#  ifdef RING_BUILDING_DLL
#    define RING_API __declspec(dllexport)
#  else
#    define RING_API __declspec(dllimport)
#  endif
#else
#  define RING_API
#endif

RING_API int ring_next(int slot, int size);
