#pragma once
#if defined(_WIN32) && defined(XMLISH_EXPORT)
#define XMLISH_LIB __declspec(dllexport)
#elif defined(_WIN32) && defined(XMLISH_IMPORT)
#define XMLISH_LIB __declspec(dllimport)
#else
#define XMLISH_LIB
#endif

XMLISH_LIB int xmlish_parse(const char *text);
