#pragma once
#if defined(_MSC_VER)
#ifdef GRID_BUILDING
#define GRID_API __declspec(dllexport)
#else
#define GRID_API __declspec(dllimport)
#endif
#else
#define GRID_API
#endif

/* exported only where the compiler hides symbols by default */
#if defined(_MSC_VER)
#define GRID_UNIX_API
#elif defined(__GNUC__)
#define GRID_UNIX_API GRID_API
#else
#define GRID_UNIX_API
#endif
