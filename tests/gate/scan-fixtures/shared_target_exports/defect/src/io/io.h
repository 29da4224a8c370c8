#pragma once
#if defined(_WIN32) && defined(shapes_io_EXPORTS)
#define SHAPES_IO_API __declspec(dllexport)
#elif defined(_WIN32)
#define SHAPES_IO_API __declspec(dllimport)
#else
#define SHAPES_IO_API
#endif

SHAPES_IO_API int shapes_io_write(const char *path);
