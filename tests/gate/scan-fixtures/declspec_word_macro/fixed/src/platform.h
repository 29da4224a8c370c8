#pragma once
#if defined(_WIN32)
#  define dll_export __declspec(dllexport)
#  define dll_import __declspec(dllimport)
#else
#  define dll_export __attribute__((visibility("default")))
#  define dll_import
#endif
#define RAYCAST_EXPORT dll_export
