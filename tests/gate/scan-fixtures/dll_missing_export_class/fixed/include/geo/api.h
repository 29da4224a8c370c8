#pragma once
#ifdef GEO_BUILDING
#define GEO_API __declspec(dllexport)
#else
#define GEO_API __declspec(dllimport)
#endif
