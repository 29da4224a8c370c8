#pragma once
#ifdef MESH_BUILDING
#define MESH_API __declspec(dllexport)
#else
#define MESH_API __declspec(dllimport)
#endif
