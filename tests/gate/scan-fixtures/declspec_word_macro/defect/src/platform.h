#pragma once
#if defined(_WIN32)
#  define dllexport __declspec(dllexport)
#  define dllimport __declspec(dllimport)
#else
#  define dllexport __attribute__((visibility("default")))
#  define dllimport
#endif
#define RAYCAST_EXPORT dllexport
