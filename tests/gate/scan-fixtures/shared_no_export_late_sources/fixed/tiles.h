#pragma once
#if defined(_WIN32) && defined(TILES_BUILD)
#  define TILES_API __declspec(dllexport)
#else
#  define TILES_API
#endif

TILES_API int tiles_count(int width, int height);
