#pragma once
#if defined(_WIN32) && defined(GRAPH_BUILDING)
#define GRAPH_API __declspec(dllexport)
#elif defined(_WIN32)
#define GRAPH_API __declspec(dllimport)
#else
#define GRAPH_API
#endif
